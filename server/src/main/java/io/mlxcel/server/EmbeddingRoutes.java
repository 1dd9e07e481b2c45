package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Supplier;

/**
 * Embeddings as llama-server serves them with --embedding: the model's final-normed hidden states of each prompt,
 * pooled by --pooling (mean, cls: the first token, last) and normalised ({@code embd_normalize}: 2 Euclidean by
 * default, 1 taxicab, 0 max-abs to int16 range, -1 none, p > 2 the p-norm), or, with pooling none, one vector per token
 * as they are. /embedding and /embeddings answer in llama-server's shape, /v1/embeddings in OpenAI's (which has no
 * place for per-token vectors, so pooling none is refused there).
 */
final class EmbeddingRoutes {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final MlxcelServer server;
    private final ServerConfig.Embeddings cfg;

    EmbeddingRoutes(MlxcelServer server, ServerConfig.Embeddings cfg) {
        this.server = server;
        this.cfg = cfg;
    }

    /** llama-server's /embedding: [{"index", "embedding": [[...]] or one vector per token}]. */
    void llama(Context ctx) {
        InferenceService s = enabled(ctx);
        JsonNode b = MlxcelServer.body(ctx);
        String field = b.has("input") ? "input" : "content";
        List<int[]> prompts = Prompts.of(b, field, s.model.tokenizer());
        int normalize = (int) Requests.integer(b, "embd_normalize", 2, Integer.MAX_VALUE);
        ArrayNode out = JSON.createArrayNode();
        for (int i = 0; i < prompts.size(); i++) {
            ObjectNode o = out.addObject().put("index", i);
            ArrayNode vectors = o.putArray("embedding");
            for (float[] v : embed(s, prompts.get(i), normalize)) vectors.add(floats(v));
        }
        ctx.json(out);
    }

    /** OpenAI's /v1/embeddings: {"data": [{"embedding", "index", "object"}], "usage"}; base64 as OpenAI encodes it. */
    void openAi(Context ctx) {
        InferenceService s = enabled(ctx);
        if (cfg.pooling().equals("none")) {
            throw ApiError.badRequest("input", "Pooling type 'none' is not OAI compatible. Please use a different pooling type");
        }
        JsonNode b = MlxcelServer.body(ctx);
        List<int[]> prompts = Prompts.of(b, "input", s.model.tokenizer());
        String encoding = b.path("encoding_format").asText("float");
        if (!encoding.equals("float") && !encoding.equals("base64")) {
            throw ApiError.badRequest("encoding_format", "'encoding_format' must be float or base64");
        }
        int normalize = (int) Requests.integer(b, "embd_normalize", 2, Integer.MAX_VALUE);
        ObjectNode root = JSON.createObjectNode().put("model", s.id).put("object", "list");
        ArrayNode data = root.putArray("data");
        int tokens = 0;
        for (int i = 0; i < prompts.size(); i++) {
            float[] v = embed(s, prompts.get(i), normalize).getFirst();
            tokens += prompts.get(i).length;
            ObjectNode d = data.addObject();
            if (encoding.equals("base64")) {
                ByteBuffer bytes = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
                for (float x : v) bytes.putFloat(x);
                d.put("embedding", Base64.getEncoder().encodeToString(bytes.array())).put("encoding_format", "base64");
            } else {
                d.set("embedding", floats(v));
            }
            d.put("index", i).put("object", "embedding");
        }
        root.putObject("usage").put("prompt_tokens", tokens).put("total_tokens", tokens);
        ctx.json(root);
    }

    private InferenceService enabled(Context ctx) {
        if (cfg.reranking()) {
            throw new ApiError(501, "not_supported_error", null, "This server ranks documents (--reranking): use /rerank");
        }
        if (!cfg.enabled()) {
            throw new ApiError(501, "not_supported_error", null, "This server does not support embeddings. Start it with `--embeddings`");
        }
        return server.ready(ctx);
    }

    /** The prompt's vectors: one pooled and normalised, or (pooling none) one per token as computed. */
    private List<float[]> embed(InferenceService s, int[] prompt, int normalize) {
        int dim = s.model.config().hiddenSize();
        if (prompt.length == 0) return List.of(new float[dim]);
        float[][] hidden = s.hiddenStates(prompt);
        if (cfg.pooling().equals("none")) return List.of(hidden);
        float[] pooled = switch (cfg.pooling()) {
            case "cls" -> hidden[0].clone();
            case "last" -> hidden[hidden.length - 1].clone();
            default -> {
                // mean in double, as the sum of hundreds of positions in float would lose digits
                double[] sum = new double[dim];
                for (float[] h : hidden) for (int i = 0; i < dim; i++) sum[i] += h[i];
                float[] mean = new float[dim];
                for (int i = 0; i < dim; i++) mean[i] = (float) (sum[i] / hidden.length);
                yield mean;
            }
        };
        return List.of(normalized(pooled, normalize));
    }

    /** llama.cpp's common_embd_normalize. */
    static float[] normalized(float[] v, int norm) {
        double scale;
        switch (norm) {
            case -1 -> scale = 1;
            case 0 -> {
                double max = 0;
                for (float x : v) max = Math.max(max, Math.abs(x));
                scale = max / 32760.0;
            }
            case 2 -> {
                double sum = 0;
                for (float x : v) sum += (double) x * x;
                scale = Math.sqrt(sum);
            }
            default -> {
                double sum = 0;
                for (float x : v) sum += Math.pow(Math.abs(x), norm);
                scale = Math.pow(sum, 1.0 / norm);
            }
        }
        float[] out = new float[v.length];
        double inv = scale > 0 ? 1.0 / scale : 0.0;
        for (int i = 0; i < v.length; i++) out[i] = (float) (v[i] * inv);
        return out;
    }

    private static ArrayNode floats(float[] v) {
        ArrayNode a = JSON.createArrayNode();
        for (float x : v) a.add(x);
        return a;
    }
}
