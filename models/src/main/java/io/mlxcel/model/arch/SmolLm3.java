package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ConfigSource;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * SmolLM 3: the Llama block where some layers attend without rotary embeddings (NoPE): config.json's
 * {@code no_rope_layers} (1: rotary, 0: none, per layer) or, without it, every {@code no_rope_layer_interval}-th layer
 * (counting from 1) goes without.
 */
public final class SmolLm3 implements Architecture {
    /**
     * @param rotary          per layer, whether it uses rotary embeddings; null where the interval decides
     * @param noRopeInterval  every this-many-th layer has none (llama.cpp keeps 4 in code; GGUF files do not say)
     */
    record Args(List<String> rotary, int noRopeInterval) {
        static Args from(ConfigSource c) {
            return new Args(c.list("no_rope_layers"), c.gguf() ? 4 : c.integer("no_rope_layer_interval", 4));
        }

        boolean rotaryOn(int layer) {
            if (rotary != null && layer < rotary.size()) return Integer.parseInt(rotary.get(layer)) != 0;
            return (layer + 1) % noRopeInterval != 0;
        }
    }

    @Override
    public List<String> modelTypes() {
        return List.of("smollm3");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        Args a = Args.from(config.source());
        return new DecoderLM(config, checkpoint, backend, DecoderLM.Options.plain().withRotaryOn(a::rotaryOn));
    }
}
