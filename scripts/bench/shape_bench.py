"""Decode and prefill speed on 4-bit models of real shapes (random weights): mlxcel (java backend) against mlx-lm on the
CPU, same checkpoint, prompt, and thread count, alternating runs; decode also as a share of the memory roofline
(measured read bandwidth / bytes of weights read per token). Writes a CSV and a PNG chart.
Invoked by scripts/bench-shapes.sh, which builds the checkpoints (make_shape_models.py) and the pinned MLX venv.
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys

import mlx.core as mx
from mlx_lm.utils import load_model

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlx_timing import time_greedy  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--models", nargs="+", required=True, help="checkpoint folders")
ap.add_argument("--mlxcel", required=True, help="path to the mlxcel launcher")
ap.add_argument("--prompt-tokens", type=int, default=64)
ap.add_argument("--gen-tokens", type=int, default=32)
ap.add_argument("--reps", type=int, default=2)
ap.add_argument("--threads", type=int, default=2)
ap.add_argument("--mlxcel-warmup", type=int, default=3, help="unmeasured runs inside each mlxcel process first")
ap.add_argument("--out", default="bench-results")
ap.add_argument("--with-mlx-lm", action="store_true",
                help="also run mlx-lm (off by default: on the CPU, mlx 0.32 has no fast quantized matmul and took 69 s to "
                     "prefill 4 tokens and 17 s per decode step of the 0.6B shape here)")
args = ap.parse_args()
os.makedirs(args.out, exist_ok=True)
mx.set_default_device(mx.cpu)
prompt = [(17 * i + 5) % 1000 + 100 for i in range(args.prompt_tokens)]


def mlx_lm_runner(path):
    model, _ = load_model(__import__("pathlib").Path(path))

    def run():
        return time_greedy(model, prompt, args.gen_tokens)
    run()  # warm-up
    return run


def mlxcel_runner(path):
    def run():
        env = dict(os.environ, MLXCEL_THREADS=str(args.threads), MLXCEL_BACKEND="java")
        out = subprocess.run([args.mlxcel, "bench", "-m", path, "-p", str(args.prompt_tokens), "-n", str(args.gen_tokens),
                              "-r", "1", "--warmup", str(args.mlxcel_warmup), "--json", "--no-roofline"],
                             capture_output=True, text=True, env=env, check=True)
        j = json.loads([l for l in out.stdout.splitlines() if l.startswith("{")][-1])
        return j["prompt_tps"], j["decode_tps"]
    return run


def roofline(path):
    out = subprocess.run([args.mlxcel, "bench", "-m", path, "-p", "8", "-n", "4", "-r", "1", "--warmup", "0", "--json"],
                         capture_output=True, text=True, env=dict(os.environ, MLXCEL_THREADS=str(args.threads)), check=True)
    return json.loads([l for l in out.stdout.splitlines() if l.startswith("{")][-1])


commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
rows, summary = [], []
for path in args.models:
    name = os.path.basename(os.path.normpath(path))
    roof = roofline(path)
    engines = (("mlxcel-java", mlxcel_runner(path)),) + ((("mlx-lm", mlx_lm_runner(path)),) if args.with_mlx_lm else ())
    for rep in range(args.reps):
        for engine, fn in engines:
            pp, tg = fn()
            rows.append({"model": name, "rep": rep, "engine": engine, "prompt_tps": pp, "decode_tps": tg})
            print(f"{name} rep {rep} {engine:12s} prompt {pp:7.1f} tok/s  decode {tg:6.1f} tok/s", file=sys.stderr, flush=True)
    roof_tps = roof["bandwidth_gbs"] * 1e9 / roof["bytes_per_token"]
    med = {e: {k: statistics.median(r[k] for r in rows if r["model"] == name and r["engine"] == e)
               for k in ("prompt_tps", "decode_tps")} for e, _ in engines}
    summary.append((name, med, roof, roof_tps))

with open(os.path.join(args.out, "shapes.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["commit", "model", "rep", "engine", "prompt_tps", "decode_tps"])
    w.writeheader()
    for r in rows:
        w.writerow({"commit": commit, **r})

print(f"\ncommit {commit}, CPU, {args.threads} threads, pp{args.prompt_tokens} tg{args.gen_tokens}, median of {args.reps} "
      f"(mlx {mx.__version__})")
for name, med, roof, roof_tps in summary:
    print(f"{name}: roofline {roof['bandwidth_gbs']:.1f} GB/s / {roof['bytes_per_token'] / 1e6:.0f} MB per token = {roof_tps:.1f} tok/s")
    for e, m in med.items():
        print(f"  {e:12s} prompt {m['prompt_tps']:7.1f} tok/s   decode {m['decode_tps']:6.1f} tok/s "
              f"({100 * m['decode_tps'] / roof_tps:.0f}% of roofline)")
    if "mlx-lm" in med:
        print(f"  ratio mlxcel/mlx-lm: prompt {med['mlxcel-java']['prompt_tps'] / med['mlx-lm']['prompt_tps']:.2f}x   "
              f"decode {med['mlxcel-java']['decode_tps'] / med['mlx-lm']['decode_tps']:.2f}x")

import matplotlib  # noqa: E402
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
fig, axes = plt.subplots(1, len(summary), figsize=(4.5 * len(summary), 3.2), squeeze=False)
for ax, (name, med, roof, roof_tps) in zip(axes[0], summary):
    names = list(med)
    ax.bar(names, [med[e]["decode_tps"] for e in names], color=["#3b7dd8", "#999999"][:len(names)])
    ax.axhline(roof_tps, color="#d62728", linestyle="--", label=f"roofline {roof_tps:.0f}")
    ax.set_title(f"{name} decode tg{args.gen_tokens}")
    ax.set_ylabel("tokens/s")
    ax.legend()
fig.suptitle(f"4-bit shapes, random weights - CPU - commit {commit}")
fig.tight_layout()
fig.savefig(os.path.join(args.out, "shapes.png"), dpi=100)
print(f"wrote {args.out}/shapes.csv and {args.out}/shapes.png")
