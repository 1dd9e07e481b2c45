"""Reference outputs for Gemma 3 270M (GGUF Q4_K_M) from llama-cpp-python.

  scripts/refs/make_gemma3_refs.sh   (creates the pinned tool venv, installs the model, runs this)

Writes goldens/gemma3-270m-greedy.json (5 raw prompts: prompt ids, top-20 prompt logits, 64 greedy tokens) and
goldens/tokenizer-gemma3-gguf.json (the tokenizer corpus through llama.cpp's SentencePiece tokenizer).
"""
import json
import os
import sys

import llama_cpp
import numpy as np

model_path, out_dir, corpus_path = sys.argv[1:4]
corpus = json.load(open(corpus_path, encoding="utf-8"))
llm = llama_cpp.Llama(model_path=model_path, n_ctx=2048, n_threads=2, n_batch=512, logits_all=True,
                      verbose=False, seed=0)

rows = []
for s in corpus:
    b = s.encode("utf-8")
    rows.append({"text": s, "ids": llm.tokenize(b, add_bos=False, special=False),
                 "ids_special": llm.tokenize(b, add_bos=False, special=True)})
json.dump(rows, open(os.path.join(out_dir, "tokenizer-gemma3-gguf.json"), "w", encoding="utf-8"), ensure_ascii=False)

# the file carries no chat template (it is the pretrained model), so the prompts are raw text after <bos>
prompts = [
    "The capital of France is",
    "Once upon a time, in a small village,",
    "def fibonacci(n):",
    "The three primary colors are",
    "Water boils at",
]
vocab = llama_cpp.llama_model_get_vocab(llm.model)
# one-token step (<bos> alone): every matmul kernel of the model on a single row, no attention mixing
llm.reset()
llm.eval([llm.token_bos()])
bos_logits = np.array(llm.scores[0], dtype=np.float32)
bos_top = [[int(i), float(bos_logits[i])] for i in np.argsort(-bos_logits)[:20]]
cases = []
for p in prompts:
    tokens = llm.tokenize(p.encode(), add_bos=True, special=False)
    llm.reset()
    llm.eval(tokens)
    logits = np.array(llm.scores[len(tokens) - 1], dtype=np.float32)
    top = np.argsort(-logits)[:20]
    out = []
    for _ in range(64):
        nxt = int(np.argmax(np.array(llm.scores[llm.n_tokens - 1])))
        if llama_cpp.llama_vocab_is_eog(vocab, nxt):
            break
        out.append(nxt)
        llm.eval([nxt])
    text = llm.detokenize(out).decode("utf-8", errors="replace")
    cases.append({"kind": "raw", "prompt": p, "text": p, "tokens": tokens,
                  "prompt_logits_top": [[int(i), float(logits[i])] for i in top], "greedy": out, "greedy_text": text})
    print(repr(p), "->", repr(text[:70]), file=sys.stderr)

json.dump({"model": os.path.basename(model_path), "reference": f"llama-cpp-python {llama_cpp.__version__}, n_threads=2",
           "bos_logits_top": bos_top, "cases": cases}, open(os.path.join(out_dir, "gemma3-270m-greedy.json"), "w", encoding="utf-8"),
          ensure_ascii=False, indent=1)
