"""Tiny random-weight GGUF files (llama, mistral, mixtral, smollm3, olmo2, qwen2, qwen3, qwen3moe, gemma2, gemma3, phi3;
llama with linear and qwen3 with YaRN rope scaling) in several ggml formats, with llama.cpp's logits
and greedy tokens.

  scripts/refs/make_gguf_parity.sh [CELL ...]        regenerate the references (committed) and the files
  scripts/refs/make_gguf_parity.sh --weights-only    only the GGUF files, into the cache the tests read

The tokenizer metadata (real SmolLM2 vocabulary, 49152 tokens) is copied from the default model's GGUF. Each cell
<arch>-<format> has a committed <cell>.json (prompt ids, the 256 largest last-position logits, the 64 largest logits after 16
decode steps, 32 greedy tokens, the
sha256 of the file they came from); the .gguf itself is rebuilt from fixed seeds into
${MLXCEL_TOOLS_DIR:-~/.cache/mlxcel-tools}/parity-gguf/ and checked by the tests (adr/0006).
"""
import hashlib
import json
import os
import sys

import numpy as np
from gguf import GGMLQuantizationType, GGUFReader, GGUFWriter
from gguf.quants import quantize

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gguf_fixture import copy_tokenizer  # noqa: E402

source, out_dir, weights_dir = sys.argv[1:4]
weights_only = "--weights-only" in sys.argv[4:]
only = {a for a in sys.argv[4:] if not a.startswith("--")}
src = GGUFReader(source)
HIDDEN, LAYERS, HEADS, KV, HEAD_DIM, FFN, VOCAB = 64, 2, 4, 2, 16, 128, 49152
PROMPT = [1, 504, 3458, 282, 4649, 314, 216, 2272, 28, 18, 469, 3250, 30]

formats = {"q4_0": GGMLQuantizationType.Q4_0, "q4_1": GGMLQuantizationType.Q4_1, "q8_0": GGMLQuantizationType.Q8_0}
# arch -> (seed offset, rope base); llama keeps offset 0 so its cells are the files first committed
archs = {"llama": (0, 10000.0), "qwen2": (1000, 1000000.0), "qwen3": (2000, 1000000.0), "gemma2": (3000, 10000.0),
         "gemma3": (4000, 1000000.0), "phi3": (5000, 10000.0), "qwen3moe": (6000, 1000000.0), "mistral": (7000, 1000000.0),
         "mixtral": (8000, 1000000.0), "smollm3": (9000, 5000000.0),
         "olmo2": (10000, 500000.0), "llama_linear": (11000, 10000.0), "qwen3_yarn": (12000, 1000000.0)}
# long-context rope scaling on an existing architecture: linear (factor 4) on llama, YaRN (factor 4 over an original
# context of 2048, llama.cpp's default betas) on qwen3
SCALED = {"llama_linear": ("llama", "linear"), "qwen3_yarn": ("qwen3", "yarn")}
# smollm3: llama.cpp leaves every 4th layer without rotary embeddings (NoPE), so its files have 4 layers
BLOCKS = {"smollm3": 4}
# mistral: llama.cpp's converter writes Mistral models as llama-architecture files (it has no sliding window for them)
GGUF_ARCH = {"mistral": "llama", "mixtral": "llama"}
# qwen3moe and mixtral (a llama-architecture file with experts, as llama.cpp's converter writes it): every layer a
# mixture of 4 experts (32 wide), 2 per token, f32 router, renormalised weights
MOE = ("qwen3moe", "mixtral")
# (llama-architecture experts are feed_forward_length wide: Mixtral's experts are the FFN)
EXPERTS, EXPERTS_USED, EXPERT_FFN = 4, 2, 32
# phi3: fused qkv and gate+up projections, an untied output projection, rotary on the first 12 of 16 head dims
PHI3_ROPE_DIMS = 12
# Gemma: a sliding window shorter than prompt + generation, so the windowed layers mask; the norm weights are stored
# as 1 + w, as llama.cpp's converter writes them
WINDOW = 8
os.makedirs(weights_dir, exist_ok=True)

for (arch, (seed_offset, rope_base)), (fmt, qtype) in [(a, f) for a in archs.items() for f in formats.items()]:
    name = f"{arch}-{fmt}"
    if only and name not in only:
        continue
    rng = np.random.default_rng(len(fmt) * 7 + int(qtype) + seed_offset)
    path = os.path.join(weights_dir, name + ".gguf")
    arch, scaling = SCALED.get(arch, (arch, None))
    w = GGUFWriter(path, GGUF_ARCH.get(arch, arch))
    if scaling:
        w.add_string(f"{arch}.rope.scaling.type", scaling)
        w.add_float32(f"{arch}.rope.scaling.factor", 4.0)
        if scaling == "yarn":
            w.add_uint32(f"{arch}.rope.scaling.original_context_length", 2048)
    layers = BLOCKS.get(arch, LAYERS)
    w.add_block_count(layers)
    w.add_context_length(256)
    w.add_embedding_length(HIDDEN)
    w.add_feed_forward_length(FFN)
    w.add_head_count(HEADS)
    w.add_head_count_kv(KV)
    w.add_rope_dimension_count(PHI3_ROPE_DIMS if arch == "phi3" else HEAD_DIM)
    w.add_rope_freq_base(rope_base)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_vocab_size(VOCAB)
    gemma = arch.startswith("gemma")
    if gemma:
        w.add_key_length(HEAD_DIM)
        w.add_value_length(HEAD_DIM)
        w.add_sliding_window(WINDOW)
    if arch in MOE:
        w.add_expert_count(EXPERTS)
        w.add_expert_used_count(EXPERTS_USED)
        w.add_expert_feed_forward_length(EXPERT_FFN)
    if arch == "gemma2":
        w.add_attn_logit_softcapping(50.0)
        w.add_final_logit_softcapping(30.0)
    copy_tokenizer(w, src)

    def tensor(tname, shape, scale, quant=True):
        a = (rng.standard_normal(shape) * scale).astype(np.float32)
        if quant and qtype not in (GGMLQuantizationType.F32,):
            data = quantize(a, qtype)
            w.add_tensor(tname, data, raw_dtype=qtype)
        else:
            w.add_tensor(tname, a)

    def norm(tname, n):
        w.add_tensor(tname, (1 + 0.3 * rng.standard_normal(n)).astype(np.float32) if gemma else np.ones(n, dtype=np.float32))

    tensor("token_embd.weight", (VOCAB, HIDDEN), 1.0)
    for l in range(layers):
        p = f"blk.{l}."
        if arch != "olmo2":   # OLMo 2 norms the attention and MLP outputs instead of their inputs
            norm(p + "attn_norm.weight", HIDDEN)
        if arch == "phi3":
            tensor(p + "attn_qkv.weight", ((HEADS + 2 * KV) * HEAD_DIM, HIDDEN), 0.3)
        else:
            tensor(p + "attn_q.weight", (HEADS * HEAD_DIM, HIDDEN), 0.3)
            tensor(p + "attn_k.weight", (KV * HEAD_DIM, HIDDEN), 0.3)
            tensor(p + "attn_v.weight", (KV * HEAD_DIM, HIDDEN), 0.3)
        if arch == "qwen2":
            for t, rows in (("attn_q", HEADS), ("attn_k", KV), ("attn_v", KV)):
                tensor(p + t + ".bias", (rows * HEAD_DIM,), 0.5, quant=False)
        if arch in ("qwen3", "gemma3", "qwen3moe"):
            w.add_tensor(p + "attn_q_norm.weight", (1 + 0.3 * rng.standard_normal(HEAD_DIM)).astype(np.float32))
            w.add_tensor(p + "attn_k_norm.weight", (1 + 0.3 * rng.standard_normal(HEAD_DIM)).astype(np.float32))
        if arch == "olmo2":   # over the whole q and k projections
            w.add_tensor(p + "attn_q_norm.weight", (1 + 0.3 * rng.standard_normal(HEADS * HEAD_DIM)).astype(np.float32))
            w.add_tensor(p + "attn_k_norm.weight", (1 + 0.3 * rng.standard_normal(KV * HEAD_DIM)).astype(np.float32))
        tensor(p + "attn_output.weight", (HIDDEN, HEADS * HEAD_DIM), 0.3)
        if gemma:
            norm(p + "post_attention_norm.weight", HIDDEN)
        if arch == "olmo2":
            w.add_tensor(p + "post_attention_norm.weight", (1 + 0.3 * rng.standard_normal(HIDDEN)).astype(np.float32))
        else:
            norm(p + "ffn_norm.weight", HIDDEN)
        if arch == "phi3":
            tensor(p + "ffn_up.weight", (2 * FFN, HIDDEN), 0.3)   # gate rows, then up rows
        elif arch in MOE:
            tensor(p + "ffn_gate_inp.weight", (EXPERTS, HIDDEN), 0.5, quant=False)
            eff = EXPERT_FFN if arch == "qwen3moe" else FFN
            tensor(p + "ffn_gate_exps.weight", (EXPERTS, eff, HIDDEN), 0.3)
            tensor(p + "ffn_up_exps.weight", (EXPERTS, eff, HIDDEN), 0.3)
        else:
            tensor(p + "ffn_gate.weight", (FFN, HIDDEN), 0.3)
            tensor(p + "ffn_up.weight", (FFN, HIDDEN), 0.3)
        if arch in MOE:
            tensor(p + "ffn_down_exps.weight", (EXPERTS, HIDDEN, EXPERT_FFN if arch == "qwen3moe" else FFN), 0.3)
        else:
            tensor(p + "ffn_down.weight", (HIDDEN, FFN), 0.3)
        if gemma:
            norm(p + "post_ffw_norm.weight", HIDDEN)
        if arch == "olmo2":
            w.add_tensor(p + "post_ffw_norm.weight", (1 + 0.3 * rng.standard_normal(HIDDEN)).astype(np.float32))
    norm("output_norm.weight", HIDDEN)
    if arch in ("phi3", "olmo2"):   # llama.cpp requires OLMo 2's output projection
        tensor("output.weight", (VOCAB, HIDDEN), 0.3)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
    if weights_only:
        print(name, "file", digest[:16], file=sys.stderr)
        continue

    import llama_cpp  # references only: the weights-only mode needs no llama.cpp
    llm = llama_cpp.Llama(model_path=path, n_ctx=128, n_threads=2, logits_all=True, verbose=False)
    llm.eval(PROMPT)
    logits = np.array(llm.scores[len(PROMPT) - 1], dtype=np.float32)
    top = np.argsort(-logits)[:256]
    greedy = []
    for _ in range(32):
        nxt = int(np.argmax(np.array(llm.scores[llm.n_tokens - 1])))
        greedy.append(nxt)
        llm.eval([nxt])
    # the logits after 16 decode steps (greedy tokens 1..16 fed through the cache; token 17 is their argmax)
    last = np.array(llm.scores[len(PROMPT) + 15], dtype=np.float32)
    last_top = np.argsort(-last)[:64]
    json.dump({"prompt": PROMPT, "logits_top": [[int(i), float(logits[i])] for i in top], "greedy": greedy,
               "decode_logits_top": [[int(i), float(last[i])] for i in last_top],
               "weights_sha256": digest, "reference": f"llama-cpp-python {llama_cpp.__version__}"},
              open(os.path.join(out_dir, name + ".json"), "w"))
    del llm
    print(name, os.path.getsize(path), greedy[:6], file=sys.stderr)
