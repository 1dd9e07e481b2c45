package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ConfigSource;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Qwen3 MoE: Qwen3's attention (q/k norms, no biases) with a sparse MLP on every {@code decoder_sparse_step}-th layer
 * not listed in {@code mlp_only_layers}: {@code num_experts_per_tok} of {@code num_experts} experts per token,
 * weights renormalised when {@code norm_topk_prob}. Experts are read in mlx-lm's stacked layout
 * ({@code mlp.switch_mlp.*_proj} [E, N, K]) or Hugging Face's per-expert one, stacked at load ({@link StackedExperts}).
 */
public final class Qwen3Moe implements Architecture {
    /**
     * @param experts         experts per sparse layer ({@code num_experts}; GGUF {@code expert_count})
     * @param expertsPerToken experts each token is routed to ({@code num_experts_per_tok}; GGUF {@code expert_used_count})
     * @param normTopK        renormalise the chosen experts' weights (config.json's {@code norm_topk_prob}; llama.cpp
     *                        always does for this architecture, and GGUF files do not say)
     * @param sparseStep      every {@code sparseStep}-th layer is sparse ({@code decoder_sparse_step})
     * @param denseLayers     layers kept dense whatever the step ({@code mlp_only_layers})
     */
    record Args(int experts, int expertsPerToken, boolean normTopK, int sparseStep, Set<Integer> denseLayers) {
        static Args from(ConfigSource c) {
            List<String> dense = c.list("mlp_only_layers");
            return new Args(c.integer("num_experts", 0), c.integer("num_experts_per_tok", 8), c.flag("norm_topk_prob", true),
                    c.integer("decoder_sparse_step", 1), dense == null ? Set.of() : dense.stream().map(Integer::valueOf).collect(Collectors.toSet()));
        }

        boolean sparse(int layer) {
            return experts > 0 && !denseLayers.contains(layer) && (layer + 1) % sparseStep == 0;
        }
    }

    @Override
    public List<String> modelTypes() {
        // "qwen3moe" is the GGUF architecture name
        return List.of("qwen3_moe", "qwen3moe");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        Args a = Args.from(config.source());
        DecoderLM.MoeSpec moe = new DecoderLM.MoeSpec(a::sparse, a.expertsPerToken(), a.normTopK(), "mlp");
        return new DecoderLM(config, new StackedExperts(checkpoint, a.experts(), "mlp", StackedExperts.SAME_NAMES), backend,
                DecoderLM.Options.plain().withQkNorm().withExperts(moe));
    }
}
