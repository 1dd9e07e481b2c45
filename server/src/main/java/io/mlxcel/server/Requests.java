package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.model.tokenizer.ChatTemplate;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Validation of request bodies: every mistake becomes a 400 naming the field. */
final class Requests {
    private static final Set<String> ROLES = Set.of("system", "user", "assistant", "tool", "developer");

    private Requests() {
    }

    static List<ChatTemplate.Message> messages(JsonNode body) {
        JsonNode msgs = body.get("messages");
        if (msgs == null || !msgs.isArray()) throw ApiError.badRequest("messages", "'messages' must be an array");
        if (msgs.isEmpty()) throw ApiError.badRequest("messages", "'messages' must not be empty");
        List<ChatTemplate.Message> out = new ArrayList<>();
        for (int i = 0; i < msgs.size(); i++) {
            JsonNode m = msgs.get(i);
            if (!m.isObject()) throw ApiError.badRequest("messages[" + i + "]", "messages[" + i + "] must be an object");
            JsonNode role = m.get("role");
            if (role == null || !role.isTextual() || !ROLES.contains(role.asText())) {
                throw ApiError.badRequest("messages[" + i + "].role", "messages[" + i + "].role must be one of " + ROLES);
            }
            out.add(new ChatTemplate.Message(role.asText(), content(m.get("content"), i)));
        }
        return out;
    }

    private static String content(JsonNode c, int i) {
        if (c == null || c.isNull()) return "";
        if (c.isTextual()) return c.asText();
        if (c.isArray()) {
            StringBuilder sb = new StringBuilder();
            for (JsonNode part : c) {
                if (!part.isObject() || !"text".equals(part.path("type").asText()) || !part.path("text").isTextual()) {
                    throw ApiError.badRequest("messages[" + i + "].content", "messages[" + i + "].content parts must be {\"type\":\"text\",\"text\":...}");
                }
                sb.append(part.get("text").asText());
            }
            return sb.toString();
        }
        throw ApiError.badRequest("messages[" + i + "].content", "messages[" + i + "].content must be a string or an array of text parts");
    }

    static String prompt(JsonNode body, String field) {
        JsonNode p = body.get(field);
        if (p == null || !p.isTextual()) throw ApiError.badRequest(field, "'" + field + "' must be a string");
        return p.asText();
    }

    static SamplingParams sampling(JsonNode b, ServerConfig cfg, int contextLeft) {
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
        return new SamplingParams(temp, topK, topP, minP, repeat, 64, presence, frequency, seed, max, stops(b));
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
