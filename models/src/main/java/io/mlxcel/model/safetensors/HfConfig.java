package io.mlxcel.model.safetensors;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.RopeSpec;

import java.nio.file.Path;

/** Reads a Hugging Face config.json into a {@link ModelConfig}, naming the field when one is missing or wrong. */
public final class HfConfig {
    private HfConfig() {
    }

    /**
     * The text model of a config.json: its {@code text_config} when it has one (a multimodal checkpoint such as Gemma 3
     * 4B and up), with what the wrapper keeps at its top level (vocab_size, quantization, tie_word_embeddings) where the
     * text part does not say; the file itself otherwise.
     */
    public static JsonNode textModel(JsonNode c) {
        if (!c.path("text_config").isObject()) return c;
        com.fasterxml.jackson.databind.node.ObjectNode text = ((com.fasterxml.jackson.databind.node.ObjectNode) c.get("text_config")).deepCopy();
        for (String k : new String[]{"vocab_size", "quantization", "quantization_config", "tie_word_embeddings", "torch_dtype"}) {
            if (!text.has(k) && c.has(k)) text.set(k, c.get(k));
        }
        if (!text.has("model_type")) text.put("model_type", c.path("model_type").asText() + "_text");
        return text;
    }

    /** The config with {@code defaults} for the fields it leaves out (as the family's Hugging Face config class fills them). */
    public static JsonNode withDefaults(JsonNode c, java.util.Map<String, Object> defaults) {
        if (defaults.isEmpty() || !c.isObject()) return c;
        com.fasterxml.jackson.databind.node.ObjectNode out = ((com.fasterxml.jackson.databind.node.ObjectNode) c).deepCopy();
        com.fasterxml.jackson.databind.ObjectMapper om = new com.fasterxml.jackson.databind.ObjectMapper();
        defaults.forEach((k, v) -> {
            if (!out.has(k)) out.set(k, om.valueToTree(v));
        });
        return out;
    }

    /**
     * config.json's rope_scaling (rope_type or type): llama3, linear, yarn (its attention factor given, or
     * mscale / mscale_all_dim as DeepSeek gives them, or 0.1 ln(factor) + 1); none or default is null.
     */
    static RopeSpec.Scaling ropeScaling(JsonNode rs, Path file) {
        if (rs == null || !rs.isObject()) return null;
        String rt = rs.path("rope_type").asText(rs.path("type").asText(""));
        double factor = rs.path("factor").asDouble(1.0);
        return switch (rt) {
            case "", "default" -> null;
            case "llama3" -> new RopeSpec.Llama3Scaling(rs.path("factor").asDouble(8), rs.path("low_freq_factor").asDouble(1),
                    rs.path("high_freq_factor").asDouble(4), rs.path("original_max_position_embeddings").asInt(8192));
            case "linear" -> new RopeSpec.LinearScaling(factor);
            case "yarn" -> {
                double attention = rs.hasNonNull("attention_factor") ? rs.get("attention_factor").asDouble()
                        : RopeSpec.YarnScaling.magnitude(factor, rs.path("mscale").asDouble(1))
                        / RopeSpec.YarnScaling.magnitude(factor, rs.path("mscale_all_dim").asDouble(0));
                if (!rs.has("original_max_position_embeddings")) {
                    throw new CheckpointException(file + ": rope_scaling type 'yarn' needs original_max_position_embeddings");
                }
                yield new RopeSpec.YarnScaling(factor, rs.get("original_max_position_embeddings").asInt(),
                        rs.path("beta_fast").asDouble(32), rs.path("beta_slow").asDouble(1), attention);
            }
            default -> throw new CheckpointException(file + ": rope_scaling type '" + rt + "' is not supported (supported: llama3, linear, yarn)");
        };
    }

    public static ModelConfig parse(JsonNode c, Path file) {
        String type = text(c, "model_type", file);
        int hidden = integer(c, "hidden_size", file);
        int heads = integer(c, "num_attention_heads", file);
        // transformers 5 keeps rope_theta and the scaling under rope_parameters
        JsonNode params = c.path("rope_parameters");
        RopeSpec.Scaling scaling = ropeScaling(c.has("rope_scaling") ? c.get("rope_scaling") : params, file);
        double theta = c.has("rope_theta") ? c.get("rope_theta").asDouble() : params.path("rope_theta").asDouble(10000.0);
        JsonNode window = c.path("sliding_window");
        boolean useWindow = window.isInt() && !(c.has("use_sliding_window") && !c.path("use_sliding_window").asBoolean());
        return new ModelConfig(type, hidden, integer(c, "num_hidden_layers", file), heads,
                c.path("num_key_value_heads").asInt(heads), c.has("head_dim") && c.get("head_dim").isInt() ? c.get("head_dim").asInt() : hidden / heads,
                integer(c, "intermediate_size", file), integer(c, "vocab_size", file),
                (float) c.path("rms_norm_eps").asDouble(1e-6), theta, false, scaling,
                c.path("tie_word_embeddings").asBoolean(false), c.path("max_position_embeddings").asInt(4096),
                useWindow ? window.asInt() : 0,
                // float32 KV cache for safetensors checkpoints, the engine's activation precision (adr/0006); only
                // GGUF files keep llama.cpp's f16 cache and rounding
                io.mlxcel.spi.DType.F32, ModelConfig.Numerics.MLX, source(c));
    }

    /** config.json itself as the architectures' source: numbers (booleans as 1 or 0) and arrays by their names. */
    static io.mlxcel.model.ConfigSource source(JsonNode c) {
        return new io.mlxcel.model.ConfigSource() {
            @Override
            public Double number(String name) {
                JsonNode n = c.path(name);
                if (n.isNumber()) return n.asDouble();
                if (n.isBoolean()) return n.asBoolean() ? 1.0 : 0.0;
                return null;
            }

            @Override
            public java.util.List<String> list(String name) {
                JsonNode n = c.path(name);
                if (!n.isArray()) return null;
                java.util.List<String> out = new java.util.ArrayList<>();
                n.forEach(v -> out.add(v.asText()));
                return out;
            }

            @Override
            public boolean gguf() {
                return false;
            }
        };
    }

    private static String text(JsonNode c, String field, Path file) {
        JsonNode n = c.get(field);
        if (n == null || !n.isTextual()) throw new CheckpointException(file + ": field '" + field + "' is missing or not a string");
        return n.asText();
    }

    private static int integer(JsonNode c, String field, Path file) {
        JsonNode n = c.get(field);
        if (n == null || !n.canConvertToInt()) throw new CheckpointException(file + ": field '" + field + "' is missing or not an integer");
        return n.asInt();
    }
}
