package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * Gemma 2 ({@code gemma2}): the {@link Gemma} decoder with attention scores soft-capped at
 * {@code attn_logit_softcapping} and logits at {@code final_logit_softcapping}, one rope base, and (as HF defines it)
 * a sliding window on the even layers when {@code sliding_window} is set.
 */
public final class Gemma2 implements Architecture {
    @Override
    public List<String> modelTypes() {
        return List.of("gemma2");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new Gemma.Model(config, checkpoint, backend, new Gemma.Variant(false, false,
                (float) config.extra("attn_logit_softcapping", 50.0), (float) config.extra("final_logit_softcapping", 30.0), 0, 2, true));
    }
}
