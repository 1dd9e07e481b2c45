package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * Gemma 3 text ({@code gemma3_text}): the {@link Gemma} decoder with q/k head norms, a bfloat16-rounded embedding
 * scale, sliding layers with their own rope base ({@code rope_local_base_freq}) and every
 * {@code sliding_window_pattern}-th layer global (or as {@code layer_types} lists them); no soft-capping.
 */
public final class Gemma3 implements Architecture {
    @Override
    public List<String> modelTypes() {
        return List.of("gemma3_text");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new Gemma.Model(config, checkpoint, backend, new Gemma.Variant(true, true, 0f, 0f,
                config.extra("rope_local_base_freq", 10000.0), (int) config.extra("sliding_window_pattern", 6), false));
    }
}
