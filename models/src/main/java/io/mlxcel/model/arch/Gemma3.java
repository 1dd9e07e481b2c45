package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ConfigSource;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * Gemma 3 text ({@code gemma3_text}): the {@link Gemma} decoder with q/k head norms, a bfloat16-rounded embedding
 * scale, sliding layers with their own rope base ({@code rope_local_base_freq}) and every
 * {@code sliding_window_pattern}-th layer global (or as {@code layer_types} lists them); no soft-capping. With
 * llama.cpp's numerics (GGUF files) the embedding scale stays f32 and the GELU is ggml's, as llama.cpp computes them.
 */
public final class Gemma3 implements Architecture {
    @Override
    public List<String> modelTypes() {
        // "gemma3" is the GGUF architecture name (llama.cpp's converter writes the text model under it)
        return List.of("gemma3_text", "gemma3");
    }

    /** Hugging Face's Gemma3TextConfig defaults (the 4B and larger checkpoints' text_config names only what differs). */
    @Override
    public java.util.Map<String, Object> configDefaults() {
        return java.util.Map.of("vocab_size", 262208, "num_attention_heads", 8, "num_key_value_heads", 4, "head_dim", 256,
                "rms_norm_eps", 1e-6, "rope_theta", 1000000.0, "rope_local_base_freq", 10000.0, "query_pre_attn_scalar", 256,
                "max_position_embeddings", 131072, "sliding_window", 4096);
    }

    static Gemma.Args args(ModelConfig config) {
        ConfigSource c = config.source();
        // llama.cpp keeps Gemma 3's pattern in code (every 6th layer global); config.json may give another
        int globalEvery = c.gguf() ? 6 : c.integer("sliding_window_pattern", 6);
        return new Gemma.Args(true, config.numerics() == ModelConfig.Numerics.MLX, 0f, 0f, c.number("rope_local_base_freq", 10000.0),
                layer -> (layer + 1) % globalEvery != 0, c.number("query_pre_attn_scalar", config.headDim()), !c.gguf());
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new Gemma.Model(config, checkpoint, backend, args(config));
    }
}
