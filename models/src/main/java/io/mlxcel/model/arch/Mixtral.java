package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ConfigSource;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;
import java.util.Map;

/**
 * Mixtral: the Llama block with a sparse MLP ({@code block_sparse_moe}) on every layer: each token goes to
 * {@code num_experts_per_tok} of {@code num_local_experts} SwiGLU experts, weighted by the softmax of the router's
 * logits over the chosen ones. Experts in mlx-lm's stacked layout or Hugging Face's per-expert one ({@code w1} gate,
 * {@code w3} up, {@code w2} down), stacked at load.
 */
public final class Mixtral implements Architecture {
    /**
     * @param experts         experts per layer ({@code num_local_experts})
     * @param expertsPerToken experts each token is routed to ({@code num_experts_per_tok})
     */
    record Args(int experts, int expertsPerToken) {
        static Args from(ConfigSource c) {
            return new Args(c.integer("num_local_experts", 8), c.integer("num_experts_per_tok", 2));
        }
    }

    private static final Map<String, String> HF_EXPERT_NAMES = Map.of("gate_proj", "w1", "up_proj", "w3", "down_proj", "w2");

    @Override
    public List<String> modelTypes() {
        return List.of("mixtral");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        Args a = Args.from(config.source());
        DecoderLM.MoeSpec moe = new DecoderLM.MoeSpec(layer -> true, a.expertsPerToken(), true, "block_sparse_moe");
        return new DecoderLM(config, new StackedExperts(checkpoint, a.experts(), "block_sparse_moe", HF_EXPERT_NAMES), backend,
                DecoderLM.Options.plain().withExperts(moe));
    }
}
