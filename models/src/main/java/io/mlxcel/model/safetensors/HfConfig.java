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
                io.mlxcel.spi.DType.F32, extras(c));
    }

    /** Numbers some architectures need beyond the common fields. */
    static final java.util.List<String> EXTRA_NUMBERS = java.util.List.of("query_pre_attn_scalar", "rope_local_base_freq",
            "sliding_window_pattern", "final_logit_softcapping", "attn_logit_softcapping", "partial_rotary_factor",
            "num_experts", "num_experts_per_tok", "decoder_sparse_step", "moe_intermediate_size", "norm_topk_prob");

    static java.util.Map<String, Double> extras(JsonNode c) {
        java.util.Map<String, Double> out = new java.util.HashMap<>();
        for (String k : EXTRA_NUMBERS) {
            if (c.path(k).isNumber()) out.put(k, c.get(k).asDouble());
            else if (c.path(k).isBoolean()) out.put(k, c.get(k).asBoolean() ? 1.0 : 0.0);
        }
        for (JsonNode v : c.path("mlp_only_layers")) out.put("mlp_only_layers." + v.asInt(), 1.0);
        JsonNode types = c.path("layer_types");
        for (int i = 0; i < types.size(); i++) out.put("sliding_layer." + i, types.get(i).asText().equals("sliding_attention") ? 1.0 : 0.0);
        return out;
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
