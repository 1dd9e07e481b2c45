package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * Qwen3 MoE: Qwen3's attention (q/k norms, no biases) with a sparse MLP on every {@code decoder_sparse_step}-th layer
 * not listed in {@code mlp_only_layers}: {@code num_experts_per_tok} of {@code num_experts} experts per token,
 * weights renormalised when {@code norm_topk_prob}. Experts are read in mlx-lm's stacked layout
 * ({@code mlp.switch_mlp.*_proj} [E, N, K]) or Hugging Face's per-expert one, stacked at load ({@link StackedExperts}).
 */
public final class Qwen3Moe implements Architecture {
    @Override
    public List<String> modelTypes() {
        // "qwen3moe" is the GGUF architecture name
        return List.of("qwen3_moe", "qwen3moe");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        int experts = (int) config.extra("num_experts", 0), step = (int) config.extra("decoder_sparse_step", 1);
        DecoderLM.MoeSpec moe = new DecoderLM.MoeSpec(
                i -> experts > 0 && config.extra("mlp_only_layers." + i, 0) == 0 && (i + 1) % step == 0,
                (int) config.extra("num_experts_per_tok", 8), config.extra("norm_topk_prob", 1) == 1);
        return new DecoderLM(config, new StackedExperts(checkpoint, experts), backend, new DecoderLM.Options(false, true, moe));
    }
}
