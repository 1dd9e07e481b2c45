"""Decode and prefill speed: mlxcel against llama-cpp-python, same GGUF, prompt, thread count, in one run.

Runs alternate (mlxcel, llama.cpp, mlxcel, ...) so machine noise hits both; prints medians and ratios, writes a CSV
and a PNG chart. It also times start-up: a fresh process per engine that loads the model, reads a short chat prompt and
prints one greedy token, timed from launch to its first byte on stdout. Invoked by scripts/bench-decode.sh, which
creates the pinned tool venv.
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time

import llama_cpp
import numpy as np

ap = argparse.ArgumentParser()
ap.add_argument("--model", required=True)
ap.add_argument("--mlxcel", required=True, help="path to the mlxcel launcher")
ap.add_argument("--prompt-tokens", type=int, default=128)
ap.add_argument("--gen-tokens", type=int, default=128)
ap.add_argument("--reps", type=int, default=3)
ap.add_argument("--threads", type=int, default=2)
ap.add_argument("--out", default="bench-results")
ap.add_argument("--startup-prompt", default="Write a short poem about the sea and the stars at night.",
                help="the chat message of the start-up runs")
ap.add_argument("--mlxcel-warmup", type=int, default=3,
                help="unmeasured runs inside each mlxcel process first, so the JIT has compiled the kernels (default 3)")
args = ap.parse_args()
os.makedirs(args.out, exist_ok=True)

TEXT = "The quick brown fox jumps over the lazy dog while the engine measures how fast it reads. "
llm = llama_cpp.Llama(model_path=args.model, n_ctx=args.prompt_tokens + args.gen_tokens + 8, n_threads=args.threads,
                      n_threads_batch=args.threads, n_batch=512, verbose=False)
text = TEXT
while len(llm.tokenize(text.encode(), add_bos=False)) < args.prompt_tokens:
    text += TEXT
prompt = llm.tokenize(text.encode(), add_bos=False)[: args.prompt_tokens]


def run_llama():
    llm.reset()
    t0 = time.perf_counter()
    llm.eval(prompt)
    t1 = time.perf_counter()
    for _ in range(args.gen_tokens):
        # without logits_all the binding keeps no scores: read the last row of logits from the context
        nxt = int(np.argmax(np.ctypeslib.as_array(llm._ctx.get_logits_ith(-1), shape=(llm.n_vocab(),))))
        llm.eval([nxt])
    t2 = time.perf_counter()
    return args.prompt_tokens / (t1 - t0), args.gen_tokens / (t2 - t1)


def run_mlxcel():
    env = dict(os.environ, MLXCEL_THREADS=str(args.threads))
    out = subprocess.run([args.mlxcel, "bench", "-m", args.model, "-p", str(args.prompt_tokens), "-n",
                          str(args.gen_tokens), "-r", "1", "--warmup", str(args.mlxcel_warmup), "--json", "--no-roofline"],
                         capture_output=True, text=True, env=env, check=True)
    line = [l for l in out.stdout.splitlines() if l.startswith("{")][-1]
    j = json.loads(line)
    return j["prompt_tps"], j["decode_tps"]


# The peer's start-up: a Python process that loads the model through llama-cpp-python, applies the GGUF's chat template
# to the same message and prints one greedy token (a dot when that token has no text, so that a byte always comes).
LLAMA_FIRST_TOKEN = """
import sys, llama_cpp
llm = llama_cpp.Llama(model_path=sys.argv[1], n_ctx=512, n_threads=int(sys.argv[3]), n_threads_batch=int(sys.argv[3]),
                      verbose=False)
out = llm.create_chat_completion(messages=[{"role": "user", "content": sys.argv[2]}], max_tokens=1, temperature=0)
sys.stdout.write(out["choices"][0]["message"]["content"] or ".")
sys.stdout.flush()
"""


def first_output_seconds(cmd, env=None):
    """Seconds from launching cmd to the first byte on its stdout (or its exit, if it prints nothing)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    p.stdout.read(1)
    seconds = time.perf_counter() - t0
    _, err = p.communicate()
    if p.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed ({p.returncode}): {err.decode(errors='replace')[-2000:]}")
    return seconds


def startup_mlxcel():
    env = dict(os.environ, MLXCEL_THREADS=str(args.threads))
    return first_output_seconds([args.mlxcel, "generate", "--no-daemon", "-m", args.model, "-n", "1", "--temp", "0", "-p",
                                 args.startup_prompt], env)


def startup_llama():
    return first_output_seconds([sys.executable, "-c", LLAMA_FIRST_TOKEN, args.model, args.startup_prompt, str(args.threads)])


run_llama()  # warm-up
rows = []
for rep in range(args.reps):
    for engine, fn, first in (("mlxcel-java", run_mlxcel, startup_mlxcel), ("llama.cpp", run_llama, startup_llama)):
        pp, tg = fn()
        st = first()
        rows.append({"rep": rep, "engine": engine, "prompt_tps": pp, "decode_tps": tg, "startup_s": st})
        print(f"rep {rep} {engine:12s} prompt {pp:8.1f} tok/s  decode {tg:7.1f} tok/s  first token after launch {st:5.2f} s",
              file=sys.stderr, flush=True)

commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
med = {}
for engine in ("mlxcel-java", "llama.cpp"):
    med[engine] = {k: statistics.median(r[k] for r in rows if r["engine"] == engine) for k in ("prompt_tps", "decode_tps", "startup_s")}
with open(os.path.join(args.out, "bench.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["commit", "rep", "engine", "prompt_tps", "decode_tps", "startup_s"])
    w.writeheader()
    for r in rows:
        w.writerow({"commit": commit, **r})

print(f"\ncommit {commit}, {os.path.basename(args.model)}, {args.threads} threads, pp{args.prompt_tokens} tg{args.gen_tokens}, "
      f"median of {args.reps}; each mlxcel run measured after {args.mlxcel_warmup} warm-up runs in its JVM, llama.cpp after one "
      f"in its process; first token after launch: a fresh process, the chat message {args.startup_prompt!r}, one greedy token")
for engine, m in med.items():
    print(f"  {engine:12s} prompt {m['prompt_tps']:8.1f} tok/s   decode {m['decode_tps']:7.1f} tok/s   "
          f"first token after launch {m['startup_s']:5.2f} s")
roof = json.loads([l for l in subprocess.run([args.mlxcel, "bench", "-m", args.model, "-p", "8", "-n", "8", "-r", "1", "--warmup", "0",
                                              "--json"], capture_output=True, text=True, check=True,
                                             env=dict(os.environ, MLXCEL_THREADS=str(args.threads))).stdout.splitlines()
                   if l.startswith("{")][-1])
print(f"  memory roofline: {roof['bandwidth_gbs']:.1f} GB/s / {roof['bytes_per_token'] / 1e6:.1f} MB per token = "
      f"{roof['roofline_tps']:.0f} tok/s; decode at " + ", ".join(
          f"{n} {100 * m['decode_tps'] / roof['roofline_tps']:.0f}%" for n, m in med.items()))
rp = med["mlxcel-java"]["prompt_tps"] / med["llama.cpp"]["prompt_tps"]
rd = med["mlxcel-java"]["decode_tps"] / med["llama.cpp"]["decode_tps"]
rs = med["llama.cpp"]["startup_s"] / med["mlxcel-java"]["startup_s"]
print(f"  ratio mlxcel/llama.cpp: prompt {rp:.2f}x   decode {rd:.2f}x   start-up {rs:.2f}x (llama.cpp's time over mlxcel's)")

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 3, figsize=(11, 3.2))
    for ax, key, title, unit in ((axes[0], "prompt_tps", f"prefill pp{args.prompt_tokens}", "tokens/s"),
                                 (axes[1], "decode_tps", f"decode tg{args.gen_tokens}", "tokens/s"),
                                 (axes[2], "startup_s", "first token after launch", "seconds (lower is better)")):
        names = list(med)
        ax.bar(names, [med[n][key] for n in names], color=["#3b7dd8", "#999999"])
        ax.set_title(title)
        ax.set_ylabel(unit)
    fig.suptitle(f"{os.path.basename(args.model)} - {args.threads} threads - commit {commit}")
    fig.tight_layout()
    fig.savefig(os.path.join(args.out, "bench.png"), dpi=100)
except ImportError:
    print("matplotlib missing: no chart", file=sys.stderr)
print(f"  wrote {args.out}/bench.csv and {args.out}/bench.png")
