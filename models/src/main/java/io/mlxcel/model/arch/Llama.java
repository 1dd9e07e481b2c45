package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/** Llama 2/3.x, SmolLM/SmolLM2, Mistral: the plain pre-norm decoder (Mistral's sliding window via config). */
public final class Llama implements Architecture {
    @Override
    public List<String> modelTypes() {
        return List.of("llama", "mistral");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new DecoderLM(config, checkpoint, backend, DecoderLM.Options.plain());
    }
}
