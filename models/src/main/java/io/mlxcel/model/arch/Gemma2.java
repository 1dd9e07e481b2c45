package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ConfigSource;
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

    static Gemma.Args args(ModelConfig config) {
        ConfigSource c = config.source();
        // config.json's defaults are the caps Gemma 2 was trained with; a GGUF file without them has none
        return new Gemma.Args(false, false, (float) c.number("attn_logit_softcapping", c.gguf() ? 0 : 50),
                (float) c.number("final_logit_softcapping", c.gguf() ? 0 : 30), 0, layer -> layer % 2 == 0,
                c.number("query_pre_attn_scalar", config.headDim()), !c.gguf());
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        return new Gemma.Model(config, checkpoint, backend, args(config));
    }
}
