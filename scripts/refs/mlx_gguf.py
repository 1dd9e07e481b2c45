"""GGUF llama checkpoints run by mlx-lm: mlx.core.load reads the file (Q4_0 / Q4_1 / Q8_0 become MLX affine groups of
32), mlx-lm's llama model computes in float32 with rope in the interleaved ("traditional") layout that GGUF's permuted
q/k rows need. Shared by the MLX references (make_mlx_gguf_refs.py) and the backend benchmark.
"""
import mlx.core as mx
import mlx.nn as nn
from mlx_lm.models import llama
from mlx_lm.models.cache import KVCache

NAMES = {"attn_q": "self_attn.q_proj", "attn_k": "self_attn.k_proj", "attn_v": "self_attn.v_proj",
         "attn_output": "self_attn.o_proj", "ffn_gate": "mlp.gate_proj", "ffn_up": "mlp.up_proj",
         "ffn_down": "mlp.down_proj", "attn_norm": "input_layernorm", "ffn_norm": "post_attention_layernorm"}


class F16KVCache(KVCache):
    """The engine keeps a GGUF model's KV cache in f16; attention then reads the rounded values as float32."""

    def update_and_fetch(self, keys, values):
        return super().update_and_fetch(keys.astype(mx.float16).astype(keys.dtype),
                                        values.astype(mx.float16).astype(values.dtype))


def hf_name(name):
    stem, _, kind = name.rpartition(".")  # kind: weight / scales / biases
    if stem == "token_embd":
        return "model.embed_tokens." + kind
    if stem == "output_norm":
        return "model.norm." + kind
    if stem == "output":
        return "lm_head." + kind
    _, layer, part = stem.split(".")
    return f"model.layers.{layer}.{NAMES[part]}.{kind}"


def load(path):
    raw, meta = mx.load(path, return_metadata=True)
    arch = meta["general.architecture"]
    assert arch == "llama", f"{path}: {arch}"
    num = lambda k: meta[f"{arch}.{k}"].item()
    hidden, heads = int(num("embedding_length")), int(num("attention.head_count"))
    args = llama.ModelArgs(model_type="llama", hidden_size=hidden, num_hidden_layers=int(num("block_count")),
                           intermediate_size=int(num("feed_forward_length")), num_attention_heads=heads,
                           num_key_value_heads=int(num("attention.head_count_kv")),
                           rms_norm_eps=float(num("attention.layer_norm_rms_epsilon")),
                           vocab_size=raw["token_embd.weight"].shape[0], rope_theta=float(num("rope.freq_base")),
                           rope_traditional=True, tie_word_embeddings="output.weight" not in raw,
                           head_dim=hidden // heads, max_position_embeddings=int(num("context_length")))
    model = llama.Model(args)
    weights = {hf_name(k): v for k, v in raw.items()}
    bits = {}  # module path -> bits (GGUF files mix 4- and 8-bit tensors)
    for k, v in weights.items():
        if k.endswith(".scales"):
            module = k[: -len(".scales")]
            bits[module] = weights[module + ".weight"].shape[1] * 32 // (v.shape[1] * 32)
    nn.quantize(model, class_predicate=lambda p, m: {"group_size": 32, "bits": bits[p]} if p in bits else False)
    # float32 compute, as the engine: scales, biases and norms widened (exactly) from f16
    weights = {k: (v.astype(mx.float32) if v.dtype in (mx.float16, mx.bfloat16) else v) for k, v in weights.items()}
    model.load_weights(list(weights.items()))
    mx.eval(model.parameters())
    tokens = meta["tokenizer.ggml.tokens"]
    eog = {int(meta["tokenizer.ggml.eos_token_id"].item())}
    eog |= {i for i, t in enumerate(tokens) if t in ("<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<end_of_turn>")}
    return model, eog


