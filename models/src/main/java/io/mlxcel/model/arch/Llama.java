package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ConfigSource;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * Llama 2/3.x, SmolLM/SmolLM2, Mistral: the plain pre-norm decoder (Mistral's sliding window via config). A GGUF
 * file of this architecture with experts is Mixtral as llama.cpp's converter writes it: a sparse MLP on every layer,
 * the chosen experts' weights renormalised (llama.cpp's rule for this architecture).
 */
public final class Llama implements Architecture {
    /**
     * @param experts         experts per layer (GGUF {@code expert_count}); 0 for a dense MLP
     * @param expertsPerToken experts each token is routed to (GGUF {@code expert_used_count})
     */
    record Args(int experts, int expertsPerToken) {
        static Args from(ConfigSource c) {
            return new Args(c.integer("num_experts", 0), c.integer("num_experts_per_tok", 2));
        }
    }

    @Override
    public List<String> modelTypes() {
        return List.of("llama", "mistral");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        Args a = Args.from(config.source());
        if (a.experts() == 0) return new DecoderLM(config, checkpoint, backend, DecoderLM.Options.plain());
        DecoderLM.MoeSpec moe = new DecoderLM.MoeSpec(layer -> true, a.expertsPerToken(), true, "mlp");
        return new DecoderLM(config, checkpoint, backend, DecoderLM.Options.plain().withExperts(moe));
    }
}
