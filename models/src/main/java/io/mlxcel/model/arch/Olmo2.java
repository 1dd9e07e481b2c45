package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * OLMo 2: the Llama block with its norms moved to the outputs (RMSNorm on the attention output and on the MLP output
 * before each residual add, none on their inputs) and RMSNorm over the whole query and key projections before the
 * split into heads. No settings beyond the common ones.
 */
public final class Olmo2 implements Architecture {
    @Override
    public List<String> modelTypes() {
        return List.of("olmo2");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new DecoderLM(config, checkpoint, backend, DecoderLM.Options.plain().withPostNorms().withQkNormOverProjections());
    }
}
