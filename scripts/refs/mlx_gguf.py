"""GGUF llama (and llama with experts: Mixtral) / smollm3 / olmo2 / qwen2 / qwen3 / qwen3moe / phi3 checkpoints run by mlx-lm: mlx.core.load reads the file (Q4_0 / Q4_1 / Q8_0 become MLX
affine groups of 32), mlx-lm's model of the architecture computes in float32; llama's rope runs in the interleaved
("traditional") layout that its permuted GGUF q/k rows need. Shared by the MLX references (make_mlx_gguf_refs.py) and
the backend benchmark.
"""
import mlx.core as mx
import mlx.nn as nn
from mlx_lm.models import llama, mixtral, olmo2, phi3, qwen2, qwen3, qwen3_moe, smollm3
from mlx_lm.models.cache import KVCache

NAMES = {"attn_q": "self_attn.q_proj", "attn_k": "self_attn.k_proj", "attn_v": "self_attn.v_proj",
         "attn_output": "self_attn.o_proj", "ffn_gate": "mlp.gate_proj", "ffn_up": "mlp.up_proj",
         "ffn_down": "mlp.down_proj", "attn_norm": "input_layernorm", "ffn_norm": "post_attention_layernorm",
         "attn_q_norm": "self_attn.q_norm", "attn_k_norm": "self_attn.k_norm", "attn_qkv": "self_attn.qkv_proj",
         "ffn_gate_inp": "mlp.gate", "ffn_gate_exps": "mlp.switch_mlp.gate_proj", "ffn_up_exps": "mlp.switch_mlp.up_proj",
         "ffn_down_exps": "mlp.switch_mlp.down_proj", "post_attention_norm": "post_attention_layernorm",
         "post_ffw_norm": "post_feedforward_layernorm"}
MODULES = {"llama": llama, "qwen2": qwen2, "qwen3": qwen3, "phi3": phi3, "qwen3moe": qwen3_moe, "smollm3": smollm3,
           "olmo2": olmo2}


class F16KVCache(KVCache):
    """The engine keeps a GGUF model's KV cache in f16; attention then reads the rounded values as float32."""

    def update_and_fetch(self, keys, values):
        return super().update_and_fetch(keys.astype(mx.float16).astype(keys.dtype),
                                        values.astype(mx.float16).astype(values.dtype))


def hf_name(name, arch="llama"):
    stem, _, kind = name.rpartition(".")  # kind: weight / scales / biases
    if stem == "token_embd":
        return "model.embed_tokens." + kind
    if stem == "output_norm":
        return "model.norm." + kind
    if stem == "output":
        return "lm_head." + kind
    _, layer, part = stem.split(".")
    if arch == "phi3" and part == "ffn_up":
        return f"model.layers.{layer}.mlp.gate_up_proj.{kind}"   # phi3 keeps gate and up fused
    return f"model.layers.{layer}.{NAMES[part]}.{kind}"


def gguf_arch(path):
    """general.architecture of a GGUF file, read with gguf-py's reader (metadata only)."""
    from gguf import GGUFReader
    return GGUFReader(path).fields["general.architecture"].contents()


def load(path):
    raw, meta = mx.load(path, return_metadata=True)
    arch = meta["general.architecture"]
    assert arch in MODULES, f"{path}: {arch}"
    num = lambda k: meta[f"{arch}.{k}"].item()
    hidden, heads = int(num("embedding_length")), int(num("attention.head_count"))
    fields = dict(model_type=arch, hidden_size=hidden, num_hidden_layers=int(num("block_count")),
                  intermediate_size=int(num("feed_forward_length")), num_attention_heads=heads,
                  num_key_value_heads=int(num("attention.head_count_kv")),
                  rms_norm_eps=float(num("attention.layer_norm_rms_epsilon")),
                  vocab_size=raw["token_embd.weight"].shape[0], rope_theta=float(num("rope.freq_base")),
                  tie_word_embeddings="output.weight" not in raw, max_position_embeddings=int(num("context_length")))
    scaling = meta.get(f"{arch}.rope.scaling.type")
    if scaling is not None and str(scaling) in ("linear", "yarn"):
        factor = float(num("rope.scaling.factor"))
        fields.update(rope_scaling={"type": "linear", "factor": factor} if str(scaling) == "linear" else
                      {"rope_type": "yarn", "factor": factor,
                       "original_max_position_embeddings": int(num("rope.scaling.original_context_length"))})
    if arch in ("llama", "smollm3"):
        fields.update(rope_traditional=True, head_dim=hidden // heads)
    if arch == "smollm3":
        fields.update(no_rope_layer_interval=4)   # llama.cpp's rule for this architecture
    if arch in ("qwen3", "olmo2"):
        fields.update(head_dim=hidden // heads)
    if arch == "qwen3moe":
        fields.update(model_type="qwen3_moe", head_dim=hidden // heads, num_experts=int(num("expert_count")),
                      num_experts_per_tok=int(num("expert_used_count")), decoder_sparse_step=1, mlp_only_layers=[],
                      moe_intermediate_size=int(num("expert_feed_forward_length")), norm_topk_prob=True)
    if arch == "phi3":
        fields.update(partial_rotary_factor=int(num("rope.dimension_count")) / (hidden // heads))
    module = MODULES[arch]
    weights = {hf_name(k, arch): v for k, v in raw.items()}
    if arch == "llama" and "llama.expert_count" in meta:
        # Mixtral as llama.cpp's converter writes it: mlx-lm's mixtral keeps the experts under block_sparse_moe
        module = mixtral
        fields.update(model_type="mixtral", num_local_experts=int(num("expert_count")), num_experts_per_tok=int(num("expert_used_count")))
        weights = {k.replace(".mlp.", ".block_sparse_moe."): v for k, v in weights.items()}
    model = module.Model(module.ModelArgs.from_dict(fields))
    bits = {}  # module path -> bits (GGUF files mix 4- and 8-bit tensors)
    for k, v in weights.items():
        if k.endswith(".scales"):
            module = k[: -len(".scales")]
            bits[module] = weights[module + ".weight"].shape[-1] * 32 // (v.shape[-1] * 32)
    nn.quantize(model, class_predicate=lambda p, m: {"group_size": 32, "bits": bits[p]} if p in bits else False)
    # float32 compute, as the engine: scales, biases and norms widened (exactly) from f16
    weights = {k: (v.astype(mx.float32) if v.dtype in (mx.float16, mx.bfloat16) else v) for k, v in weights.items()}
    model.load_weights(list(weights.items()))
    mx.eval(model.parameters())
    tokens = meta["tokenizer.ggml.tokens"]
    eog = {int(meta["tokenizer.ggml.eos_token_id"].item())}
    eog |= {i for i, t in enumerate(tokens) if t in ("<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<end_of_turn>")}
    return model, eog


