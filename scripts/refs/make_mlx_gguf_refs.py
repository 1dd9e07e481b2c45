"""MLX's own reading of GGUF checkpoints: the reference for backend-mlx on GGUF files.

  scripts/refs/make_mlx_gguf_refs.sh   (creates the pinned MLX venv with mlx-lm, runs this)

llama.cpp quantizes every activation row to int8 before a quantized matmul, and the java backend reproduces that
rounding bit for bit (adr/0002); MLX multiplies float32 activations by the dequantized weights. The two are equally
valid readings of a GGUF file but differ by up to ~1 in SmolLM2's logits, so each backend is held to the engine whose
numerics it shares (adr/0005). Here mlx.core.load reads the GGUF (Q4_0, Q4_1 and Q8_0 become MLX affine groups of 32,
as backend-mlx converts them), mlx-lm's llama model runs it in float32 with rope in the interleaved ("traditional")
layout that GGUF's permuted q/k rows need, and the KV cache rounds keys and values to f16 as the engine's GGUF cache
does. Recorded: the tiny parity-gguf cells (prompt logits, 16 greedy tokens) and the SmolLM2 goldens (top-20 prompt
logits, 64 greedy tokens stopping at end-of-generation tokens) for the same prompts as the llama.cpp goldens.
"""
import json
import os
import sys

import mlx.core as mx
import mlx.nn as nn
from mlx_lm.models import llama
from mlx_lm.models.cache import KVCache

resources, smollm2 = sys.argv[1:3]

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


def run(model, prompt, steps, eog=None):
    cache = [F16KVCache() for _ in model.layers]
    logits = model(mx.array([prompt]), cache=cache)[0, -1].astype(mx.float32)
    out = []
    nxt = int(mx.argmax(logits).item())
    for _ in range(steps):
        if eog is not None and nxt in eog:
            break
        out.append(nxt)
        nxt = int(mx.argmax(model(mx.array([[nxt]]), cache=cache)[0, -1]).item())
    return logits, out


version = f"mlx {mx.__version__}, mlx-lm llama on mx.load(gguf), float32, f16 KV cache, CPU"
mx.set_default_device(mx.cpu)
for fmt in ("q4_0", "q4_1", "q8_0"):
    cell = os.path.join(resources, "parity-gguf")
    ref = json.load(open(os.path.join(cell, f"{fmt}.json")))
    model, _ = load(os.path.join(cell, f"{fmt}.gguf"))
    logits, greedy = run(model, ref["prompt"], 16)
    top = mx.argsort(-logits)[:256].tolist()
    json.dump({"prompt": ref["prompt"], "logits_top": [[i, logits[i].item()] for i in top], "greedy": greedy,
               "reference": version}, open(os.path.join(cell, "mlx", f"{fmt}.json"), "w"))
    print(fmt, "greedy", greedy[:8], "llama.cpp", ref["greedy"][:8], file=sys.stderr)

goldens = json.load(open(os.path.join(resources, "goldens", "smollm2-greedy.json")))
model, eog = load(smollm2)
cases = []
for c in goldens["cases"]:
    logits, greedy = run(model, c["tokens"], 64, eog)
    top = mx.argsort(-logits)[:20].tolist()
    case = {k: c[k] for k in ("kind", "prompt", "text", "tokens")}
    case.update(prompt_logits_top=[[i, logits[i].item()] for i in top], greedy=greedy)
    cases.append(case)
    same = sum(1 for _ in zip(greedy, c["greedy"]) if _[0] == _[1])
    print(c["kind"], repr(c["prompt"]), f"{len(greedy)} tokens", file=sys.stderr)
json.dump({"model": goldens["model"], "reference": version, "cases": cases},
          open(os.path.join(resources, "goldens", "smollm2-greedy-mlx.json"), "w", encoding="utf-8"), indent=1)
