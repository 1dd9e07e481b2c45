package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * Gemma 3 text ({@code gemma3_text}): the {@link Gemma} decoder with q/k head norms, a bfloat16-rounded embedding
 * scale, sliding layers with their own rope base ({@code rope_local_base_freq}) and every
 * {@code sliding_window_pattern}-th layer global (or as {@code layer_types} lists them); no soft-capping. From a GGUF
 * file the embedding scale stays f32 and the GELU is ggml's, as llama.cpp computes them.
 */
public final class Gemma3 implements Architecture {
    @Override
    public List<String> modelTypes() {
        // "gemma3" is the GGUF architecture name (llama.cpp's converter writes the text model under it)
        return List.of("gemma3_text", "gemma3");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        boolean ggml = config.extra("ggml_numerics", 0) == 1;
        return new Gemma.Model(config, checkpoint, backend, new Gemma.Variant(true, !ggml, 0f, 0f,
                config.extra("rope_local_base_freq", 10000.0), (int) config.extra("sliding_window_pattern", 6), false));
    }
}
