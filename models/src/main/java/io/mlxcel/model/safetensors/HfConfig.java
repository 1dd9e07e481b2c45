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

    public static ModelConfig parse(JsonNode c, Path file) {
        String type = text(c, "model_type", file);
        int hidden = integer(c, "hidden_size", file);
        int heads = integer(c, "num_attention_heads", file);
        RopeSpec.Llama3Scaling scaling = null;
        JsonNode rs = c.path("rope_scaling");
        if (rs.isObject()) {
            String rt = rs.path("rope_type").asText(rs.path("type").asText(""));
            if (rt.equals("llama3")) {
                scaling = new RopeSpec.Llama3Scaling(rs.path("factor").asDouble(8), rs.path("low_freq_factor").asDouble(1),
                        rs.path("high_freq_factor").asDouble(4), rs.path("original_max_position_embeddings").asInt(8192));
            } else if (!rt.isEmpty() && !rt.equals("default")) {
                throw new CheckpointException(file + ": rope_scaling type '" + rt + "' is not supported (supported: llama3)");
            }
        }
        JsonNode window = c.path("sliding_window");
        boolean useWindow = window.isInt() && !(c.has("use_sliding_window") && !c.path("use_sliding_window").asBoolean());
        return new ModelConfig(type, hidden, integer(c, "num_hidden_layers", file), heads,
                c.path("num_key_value_heads").asInt(heads), c.has("head_dim") && c.get("head_dim").isInt() ? c.get("head_dim").asInt() : hidden / heads,
                integer(c, "intermediate_size", file), integer(c, "vocab_size", file),
                (float) c.path("rms_norm_eps").asDouble(1e-6), c.path("rope_theta").asDouble(10000.0), false, scaling,
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
