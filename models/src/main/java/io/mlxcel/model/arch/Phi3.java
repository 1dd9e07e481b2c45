package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

import java.util.List;

/**
 * Phi-3 / Phi-3.5 / Phi-4-mini: the llama decoder with fused projections, {@code qkv_proj} (query, key, value rows in
 * that order) and {@code gate_up_proj} (gate rows, then up rows), split into the shared decoder's tensors without a
 * copy. A partial rotary factor rotates only the leading part of each head (see {@link ModelConfig#rope()}).
 */
public final class Phi3 implements Architecture {
    @Override
    public List<String> modelTypes() {
        return List.of("phi3");
    }

    @Override
    public CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend) {
        FusedSplit split = new FusedSplit(checkpoint);
        int q = config.heads() * config.headDim(), kv = config.kvHeads() * config.headDim(), ffn = config.intermediateSize();
        for (int i = 0; i < config.layers(); i++) {
            String p = "model.layers." + i + ".";
            split.part(p + "self_attn.q_proj.weight", p + "self_attn.qkv_proj.weight", 0, q)
                    .part(p + "self_attn.k_proj.weight", p + "self_attn.qkv_proj.weight", q, kv)
                    .part(p + "self_attn.v_proj.weight", p + "self_attn.qkv_proj.weight", q + kv, kv)
                    .part(p + "mlp.gate_proj.weight", p + "mlp.gate_up_proj.weight", 0, ffn)
                    .part(p + "mlp.up_proj.weight", p + "mlp.gate_up_proj.weight", ffn, ffn);
        }
        return new DecoderLM(config, split, backend, DecoderLM.Options.plain());
    }
}
