package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/** Qwen2 / Qwen2.5: the llama decoder with biases on the q, k and v projections. */
public final class Qwen2 implements Architecture {
    @Override
    public List<String> modelTypes() {
        return List.of("qwen2");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new DecoderLM(config, checkpoint, backend, DecoderLM.Options.plain().withAttentionBias());
    }
}
