package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.sampling.SamplingParams;

import java.util.ArrayList;
import java.util.List;

/** Validation of request bodies: every mistake becomes a 400 naming the field. */
final class Requests {
    private Requests() {
    }

    static String prompt(JsonNode body, String field) {
        JsonNode p = body.get(field);
        if (p == null || !p.isTextual()) throw ApiError.badRequest(field, "'" + field + "' must be a string");
        return p.asText();
    }

    static SamplingParams sampling(JsonNode b, ServerConfig cfg, int contextLeft) {
        return sampling(b, cfg, contextLeft, null);
    }

    /**
     * The sampling fields; {@code tok} resolves logit_bias (OpenAI's {"id": bias} and llama-server's [[id or text,
     * bias or false], ...]; a text biases each of its tokens).
     */
    static SamplingParams sampling(JsonNode b, ServerConfig cfg, int contextLeft, io.mlxcel.model.tokenizer.Tokenizer tok) {
        int max = cfg.nPredict() < 0 ? contextLeft : cfg.nPredict();
        for (String f : new String[]{"max_tokens", "max_completion_tokens", "n_predict"}) {
            if (b.has(f) && !b.get(f).isNull()) {
                long v = integer(b, f, -1, Integer.MAX_VALUE);
                max = v < 0 ? contextLeft : (int) Math.min(v, contextLeft);
            }
        }
        float temp = number(b, "temperature", cfg.temperature(), 0, 100);
        int topK = (int) Math.max(0, integer(b, "top_k", cfg.topK(), Integer.MAX_VALUE));
        float topP = number(b, "top_p", cfg.topP(), 0, 1);
        if (topP <= 0) throw ApiError.badRequest("top_p", "'top_p' must be in (0, 1]");
        float minP = number(b, "min_p", cfg.minP(), 0, 1);
        float repeat = number(b, "repeat_penalty", 1f, 0, 100);
        if (repeat <= 0) throw ApiError.badRequest("repeat_penalty", "'repeat_penalty' must be > 0");
        float presence = number(b, "presence_penalty", 0f, -2, 2);
        float frequency = number(b, "frequency_penalty", 0f, -2, 2);
        long seed = b.has("seed") && !b.get("seed").isNull() ? integer(b, "seed", -1, Long.MAX_VALUE) : cfg.seed();
        java.util.Map<Integer, Float> bias = logitBias(b.get("logit_bias"), tok);
        // llama-server's and vLLM's ignore_eos: the end tokens never come (the budget or a stop string ends the reply)
        if (bool(b, "ignore_eos", false) && tok != null) for (int id : tok.stopIds()) bias.put(id, Float.NEGATIVE_INFINITY);
        return new SamplingParams(temp, topK, topP, minP, repeat, 64, presence, frequency, seed, max, stops(b), bias);
    }

    private static java.util.Map<Integer, Float> logitBias(JsonNode lb, io.mlxcel.model.tokenizer.Tokenizer tok) {
        java.util.Map<Integer, Float> out = new java.util.HashMap<>();
        if (lb == null || lb.isNull()) return out;
        int vocab = tok == null ? Integer.MAX_VALUE : tok.vocabSize();
        if (lb.isObject()) {
            for (var e : lb.properties()) {
                int id;
                try {
                    id = Integer.parseInt(e.getKey());
                } catch (NumberFormatException x) {
                    // llama-server also takes a text key: each of its tokens gets the bias
                    if (tok == null) throw ApiError.badRequest("logit_bias", "logit_bias keys must be token ids, got '" + e.getKey() + "'");
                    for (int t : tok.encode(e.getKey(), false)) put(out, t, e.getValue(), vocab);
                    continue;
                }
                put(out, id, e.getValue(), vocab);
            }
            return out;
        }
        if (!lb.isArray()) throw ApiError.badRequest("logit_bias", "'logit_bias' must be an object {\"token id\": bias} or an array of [token, bias] pairs");
        for (JsonNode pair : lb) {
            if (!pair.isArray() || pair.size() != 2) throw ApiError.badRequest("logit_bias", "logit_bias entries must be [token, bias] pairs");
            JsonNode t = pair.get(0);
            if (t.isIntegralNumber()) {
                put(out, t.asInt(), pair.get(1), vocab);
            } else if (t.isTextual() && tok != null) {
                for (int id : tok.encode(t.asText(), false)) put(out, id, pair.get(1), vocab);
            } else {
                throw ApiError.badRequest("logit_bias", "a logit_bias token must be an id or a string");
            }
        }
        return out;
    }

    private static void put(java.util.Map<Integer, Float> out, int id, JsonNode bias, int vocab) {
        if (id < 0 || id >= vocab) throw ApiError.badRequest("logit_bias", "logit_bias: " + id + " is not a token id of this model");
        float v;
        if (bias.isBoolean() && !bias.asBoolean()) v = Float.NEGATIVE_INFINITY;
        else if (bias.isNumber() && bias.asDouble() >= -100 && bias.asDouble() <= 100) v = (float) bias.asDouble();
        else throw ApiError.badRequest("logit_bias", "logit_bias values must be numbers in [-100, 100] (or false to ban)");
        out.put(id, v);
    }

    private static List<String> stops(JsonNode b) {
        JsonNode s = b.get("stop");
        if (s == null || s.isNull()) return List.of();
        if (s.isTextual()) return List.of(s.asText());
        if (s.isArray() && s.size() <= 16) {
            List<String> out = new ArrayList<>();
            for (JsonNode x : s) {
                if (!x.isTextual()) throw ApiError.badRequest("stop", "'stop' entries must be strings");
                out.add(x.asText());
            }
            return out;
        }
        throw ApiError.badRequest("stop", "'stop' must be a string or an array of at most 16 strings");
    }

    static boolean bool(JsonNode b, String field, boolean dflt) {
        JsonNode v = b.get(field);
        if (v == null || v.isNull()) return dflt;
        if (!v.isBoolean()) throw ApiError.badRequest(field, "'" + field + "' must be a boolean");
        return v.asBoolean();
    }

    static long integer(JsonNode b, String field, long dflt, long max) {
        JsonNode v = b.get(field);
        if (v == null || v.isNull()) return dflt;
        if (!v.isIntegralNumber() || !v.canConvertToLong()) throw ApiError.badRequest(field, "'" + field + "' must be an integer");
        long x = v.asLong();
        if (x < -1 || x > max) throw ApiError.badRequest(field, "'" + field + "' is out of range: " + x);
        return x;
    }

    static float number(JsonNode b, String field, float dflt, float min, float max) {
        JsonNode v = b.get(field);
        if (v == null || v.isNull()) return dflt;
        if (!v.isNumber()) throw ApiError.badRequest(field, "'" + field + "' must be a number");
        double x = v.asDouble();
        if (!(x >= min && x <= max)) throw ApiError.badRequest(field, "'" + field + "' must be in [" + min + ", " + max + "], got " + x);
        return (float) x;
    }
}
