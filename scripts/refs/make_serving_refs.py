"""Fixtures and native llama-server references for /infill and /rerank.

  python3 make_serving_refs.py VOCAB SMOLLM2 WEIGHTS_DIR --weights-only   only the GGUF files (the test command)
  python3 make_serving_refs.py VOCAB SMOLLM2 WEIGHTS_DIR BIN              also the references, from BIN/llama-server

Three tiny random-weight GGUF files, rebuilt from fixed seeds into WEIGHTS_DIR (the tests check their sha256):
- infill-snippet: llama architecture, 2 layers, llama.cpp's StarCoder vocabulary (VOCAB: models/ggml-vocab-starcoder.gguf)
  with its <fim_prefix>/<fim_suffix>/<fim_middle>/<fim_pad>: no repository or file-separator token, so extra files are
  introduced by llama-server's snippet line;
- infill-repo: the same weights, with tokens 5 and 6 renamed <|repo_name|> and <|file_sep|> (Qwen's spellings), so the
  prompt takes the repository-level layout;
- rerank-qwen3: qwen3 architecture with SmolLM2's vocabulary (SMOLLM2), rank pooling, labels yes/no, a classification
  head cls.output.weight and Qwen 3 reranker's prompt as tokenizer.chat_template.rerank (as llama.cpp's converter
  writes a Qwen3-Reranker).
The references: greedy /infill replies (tokens, text, prompt) under three server settings, and /rerank scores, written
to server/src/test/resources/goldens/serving-refs.json.
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

vocab_src, smol_src, weights_dir = sys.argv[1:4]
weights_only = "--weights-only" in sys.argv[4:]
HIDDEN, LAYERS, HEADS, KV, HEAD_DIM, FFN = 64, 2, 4, 2, 16, 128
RERANK_TEMPLATE = ("<|im_start|>system\nJudge whether the Document meets the requirements based on the Query and the Instruct "
                   "provided. Note that the answer can only be \"yes\" or \"no\".<|im_end|>\n<|im_start|>user\n<Instruct>: Given a "
                   "web search query, retrieve relevant passages that answer the query\n<Query>: {query}\n<Document>: {document}"
                   "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n")


def write(name, arch, src, seed, rename=None, rerank=False):
    rng = np.random.default_rng(seed)
    path = os.path.join(weights_dir, name + ".gguf")
    w = GGUFWriter(path, arch)
    w.add_block_count(LAYERS)
    w.add_context_length(4096)
    w.add_embedding_length(HIDDEN)
    w.add_feed_forward_length(FFN)
    w.add_head_count(HEADS)
    w.add_head_count_kv(KV)
    w.add_rope_dimension_count(HEAD_DIM)
    w.add_rope_freq_base(10000.0)
    w.add_layer_norm_rms_eps(1e-5)
    vocab = copy_tokenizer(w, src, rename or {})
    w.add_vocab_size(vocab)
    if rerank:
        w.add_uint32(f"{arch}.pooling_type", 4)   # rank
        w.add_array(f"{arch}.classifier.output_labels", ["yes", "no"])
        w.add_string("tokenizer.chat_template.rerank", RERANK_TEMPLATE)

    def tensor(tname, shape, scale, quant=True):
        a = (rng.standard_normal(shape) * scale).astype(np.float32)
        if quant:
            w.add_tensor(tname, quantize(a, GGMLQuantizationType.Q8_0), raw_dtype=GGMLQuantizationType.Q8_0)
        else:
            w.add_tensor(tname, a)

    tensor("token_embd.weight", (vocab, HIDDEN), 1.0)
    for l in range(LAYERS):
        p = f"blk.{l}."
        w.add_tensor(p + "attn_norm.weight", np.ones(HIDDEN, dtype=np.float32))
        tensor(p + "attn_q.weight", (HEADS * HEAD_DIM, HIDDEN), 0.3)
        tensor(p + "attn_k.weight", (KV * HEAD_DIM, HIDDEN), 0.3)
        tensor(p + "attn_v.weight", (KV * HEAD_DIM, HIDDEN), 0.3)
        if arch == "qwen3":
            w.add_tensor(p + "attn_q_norm.weight", (1 + 0.3 * rng.standard_normal(HEAD_DIM)).astype(np.float32))
            w.add_tensor(p + "attn_k_norm.weight", (1 + 0.3 * rng.standard_normal(HEAD_DIM)).astype(np.float32))
        tensor(p + "attn_output.weight", (HIDDEN, HEADS * HEAD_DIM), 0.3)
        w.add_tensor(p + "ffn_norm.weight", np.ones(HIDDEN, dtype=np.float32))
        tensor(p + "ffn_gate.weight", (FFN, HIDDEN), 0.3)
        tensor(p + "ffn_up.weight", (FFN, HIDDEN), 0.3)
        tensor(p + "ffn_down.weight", (HIDDEN, FFN), 0.3)
    w.add_tensor("output_norm.weight", np.ones(HIDDEN, dtype=np.float32))
    if rerank:
        tensor("cls.output.weight", (2, HIDDEN), 0.5, quant=False)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
    print(name, "file", digest[:16], file=sys.stderr)
    return path, digest


os.makedirs(weights_dir, exist_ok=True)
starcoder, smol = GGUFReader(vocab_src), GGUFReader(smol_src)
files = {
    "infill-snippet": write("infill-snippet", "llama", starcoder, 11),
    "infill-repo": write("infill-repo", "llama", starcoder, 11, rename={5: "<|repo_name|>", 6: "<|file_sep|>"}),
    "rerank-qwen3": write("rerank-qwen3", "qwen3", smol, 12, rerank=True),
}
if weights_only:
    sys.exit(0)

from native_llama_server import post, serve  # noqa: E402

binary = os.path.join(sys.argv[4], "llama-server")
PREFIX = "#include <cstdio>\n#include \"llama.h\"\n\nint main() {\n"
LONG_PREFIX = "".join(f"    int v{i} = compute({i}, v{i - 1});\n" for i in range(1, 40))
INFILL = [
    {"input_prefix": PREFIX, "prompt": "    int n_threads = llama_", "input_suffix": "}\n"},
    {"input_extra": [{"filename": "llama.h", "text": "LLAMA_API int32_t llama_n_threads();\n"}, {"text": "// no name\n"}],
     "input_prefix": PREFIX, "prompt": "    int n_threads = llama_", "input_suffix": "}\n"},
    {"input_prefix": ["def add(a, b):\n", 1, "    "], "input_suffix": ["\n", "return a + b<fim_middle>\n"], "prompt": "<fim_pad>x"},
    {"input_extra": [{"filename": "util.c", "text": LONG_PREFIX}], "input_prefix": PREFIX + LONG_PREFIX,
     "prompt": "    return", "input_suffix": LONG_PREFIX + "}\n"},
]
SETTINGS = {"default": ["-c", "4096"], "small-batch": ["-c", "1024", "-b", "64", "-ub", "64"], "spm": ["-c", "4096", "--spm-infill"]}
DOCS = [
    "A machine is a physical system that uses power to apply forces and control movement to perform an action.",
    "Learning is the process of acquiring new understanding, knowledge, behaviors, skills, values, attitudes, and preferences.",
    "Machine learning is a field of study in artificial intelligence concerned with statistical algorithms.",
    "Paris, capitale de la France, est une grande ville européenne et un centre mondial de l'art.",
]
RERANK = [
    {"query": "Machine learning is", "documents": DOCS},
    {"query": "Which city? {document}", "documents": ["Paris {query}", "a"], "top_n": 1},
    {"query": "Machine learning is", "texts": DOCS, "return_text": True, "top_n": 3},
]
out = {"files": {k: v[1] for k, v in files.items()}, "infill": [], "rerank": []}
port = 8197
for fixture in ("infill-snippet", "infill-repo"):
    for setting, args in SETTINGS.items():
        with serve(binary, files[fixture][0], port, ["-np", "1", "-t", "2", "-fa", "off", *args]):
            for req in INFILL:
                body = dict(req, n_predict=24, temperature=0, top_k=1, return_tokens=True, cache_prompt=False)
                r = post(port, "/infill", body)
                out["infill"].append({"fixture": fixture, "setting": setting, "args": args, "request": body,
                                      "content": r["content"], "tokens": r["tokens"], "prompt": r["prompt"],
                                      "tokens_evaluated": r["tokens_evaluated"], "stop_type": r["stop_type"]})
with serve(binary, files["rerank-qwen3"][0], port, ["-np", "1", "-t", "2", "-fa", "off", "-c", "2048", "--reranking"]):
    for req in RERANK:
        out["rerank"].append({"request": req, "response": post(port, "/rerank", req)})
path = "server/src/test/resources/goldens/serving-refs.json"
with open(path, "w") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
print("wrote", path, file=sys.stderr)
