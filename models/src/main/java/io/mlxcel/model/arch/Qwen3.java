package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/** Qwen3 (dense): no projection biases, RMSNorm on each query and key head before rotary embedding. */
public final class Qwen3 implements Architecture {
    @Override
    public List<String> modelTypes() {
        return List.of("qwen3");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new DecoderLM(config, checkpoint, backend, DecoderLM.Options.plain().withQkNorm());
    }
}
