"""Decode and prefill speed of the engine's backends against mlx-lm, same GGUF, prompt length and machine, in one run:
mlxcel on the java backend, mlxcel on the MLX backend (MLXCEL_DEVICE=cpu), mlxcel on the XLA/IREE backend (f32 weights,
local-task; its first start compiles, the warm-up runs cover that), and mlx-lm on the CPU reading the same file
(scripts/refs/mlx_gguf.py). Runs alternate so machine noise hits all three; prints medians and ratios, writes a CSV
and a PNG chart. Invoked by scripts/bench-backends.sh, which creates the pinned MLX venv.
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys

import mlx.core as mx

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "refs"))
from mlx_gguf import load  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlx_timing import time_greedy  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--model", required=True)
ap.add_argument("--mlxcel", required=True, help="path to the mlxcel launcher")
ap.add_argument("--prompt-tokens", type=int, default=64)
ap.add_argument("--gen-tokens", type=int, default=64)
ap.add_argument("--reps", type=int, default=2)
ap.add_argument("--threads", type=int, default=2)
ap.add_argument("--out", default="bench-results")
ap.add_argument("--mlxcel-warmup", type=int, default=3,
                help="unmeasured runs inside each mlxcel process first: the java backend's JIT needs about three to compile "
                     "the prompt kernels, the XLA backend one to compile its modules (default 3, as scripts/bench-decode.sh)")
args = ap.parse_args()
os.makedirs(args.out, exist_ok=True)

mx.set_default_device(mx.cpu)
model, _ = load(args.model)
prompt = [(17 * i + 5) % 1000 + 100 for i in range(args.prompt_tokens)]


def run_mlx_lm():
    return time_greedy(model, prompt, args.gen_tokens)


def mlxcel(backend):
    def run():
        env = dict(os.environ, MLXCEL_THREADS=str(args.threads), MLXCEL_BACKEND=backend, MLXCEL_DEVICE="cpu")
        out = subprocess.run([args.mlxcel, "bench", "-m", args.model, "-p", str(args.prompt_tokens), "-n",
                              str(args.gen_tokens), "-r", "1", "--warmup", str(args.mlxcel_warmup), "--json", "--no-roofline"],
                             capture_output=True, text=True, env=env, check=True)
        j = json.loads([l for l in out.stdout.splitlines() if l.startswith("{")][-1])
        return j["prompt_tps"], j["decode_tps"]
    return run


engines = (("mlxcel-java", mlxcel("java")), ("mlxcel-mlx", mlxcel("mlx")), ("mlxcel-xla", mlxcel("xla")), ("mlx-lm", run_mlx_lm))
run_mlx_lm()  # warm-up
rows = []
for rep in range(args.reps):
    for name, fn in engines:
        pp, tg = fn()
        rows.append({"rep": rep, "engine": name, "prompt_tps": pp, "decode_tps": tg})
        print(f"rep {rep} {name:12s} prompt {pp:8.1f} tok/s  decode {tg:7.1f} tok/s", file=sys.stderr, flush=True)

commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
med = {n: {k: statistics.median(r[k] for r in rows if r["engine"] == n) for k in ("prompt_tps", "decode_tps")}
       for n, _ in engines}
with open(os.path.join(args.out, "backends.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["commit", "rep", "engine", "prompt_tps", "decode_tps"])
    w.writeheader()
    for r in rows:
        w.writerow({"commit": commit, **r})
print(f"\ncommit {commit}, {os.path.basename(args.model)}, CPU, pp{args.prompt_tokens} tg{args.gen_tokens}, "
      f"median of {args.reps}, each mlxcel run after {args.mlxcel_warmup} warm-up runs in its process (mlx {mx.__version__})")
for n, m in med.items():
    print(f"  {n:12s} prompt {m['prompt_tps']:8.1f} tok/s   decode {m['decode_tps']:7.1f} tok/s")
for n in ("mlxcel-java", "mlxcel-mlx", "mlxcel-xla"):
    print(f"  ratio {n}/mlx-lm: prompt {med[n]['prompt_tps'] / med['mlx-lm']['prompt_tps']:.2f}x   "
          f"decode {med[n]['decode_tps'] / med['mlx-lm']['decode_tps']:.2f}x")
print(f"  ratio mlxcel-xla/mlxcel-java: prompt {med['mlxcel-xla']['prompt_tps'] / med['mlxcel-java']['prompt_tps']:.2f}x   "
      f"decode {med['mlxcel-xla']['decode_tps'] / med['mlxcel-java']['decode_tps']:.2f}x")

import matplotlib  # noqa: E402
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
fig, axes = plt.subplots(1, 2, figsize=(9, 3.2))
for ax, key, title in ((axes[0], "prompt_tps", f"prefill pp{args.prompt_tokens}"),
                       (axes[1], "decode_tps", f"decode tg{args.gen_tokens}")):
    names = list(med)
    ax.bar(names, [med[n][key] for n in names], color=["#3b7dd8", "#e08a2c", "#4caf50", "#999999"])
    ax.set_title(title)
    ax.set_ylabel("tokens/s")
fig.suptitle(f"{os.path.basename(args.model)} - CPU - commit {commit}")
fig.tight_layout()
fig.savefig(os.path.join(args.out, "backends.png"), dpi=100)
print(f"  wrote {args.out}/backends.csv and {args.out}/backends.png")
