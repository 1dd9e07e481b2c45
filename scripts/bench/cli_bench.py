"""A fresh command's wall time and first byte: `mlxcel generate` against native `llama-completion`, same GGUF, prompt,
greedy decoding, token count and thread count, in one run.

Each round launches, in turn: llama-completion (built -DGGML_NATIVE=ON by scripts/build-llama-cpp.sh), mlxcel
generate through the resident server (started by one earlier, unmeasured call, as a user's earlier command would
have), and mlxcel generate --no-daemon (a cold JVM in the command's own process). Measured from launch: the first byte
of generated text on stdout and the exit. Prints medians and ratios; writes a CSV and a PNG chart. Invoked by
scripts/bench-cli.sh.
"""
import argparse
import csv
import os
import re
import statistics
import subprocess
import sys
import time

ap = argparse.ArgumentParser()
ap.add_argument("--model", required=True)
ap.add_argument("--mlxcel", required=True, help="path to the mlxcel launcher")
ap.add_argument("--llama-bin", required=True, help="folder with llama-completion")
ap.add_argument("--tokens", type=int, default=256)
ap.add_argument("--threads", type=int, default=2)
ap.add_argument("--reps", type=int, default=5)
ap.add_argument("--prompt", default="Once upon a time, in a small village by the sea, there lived")
ap.add_argument("--out", default="bench-results")
args = ap.parse_args()
os.makedirs(args.out, exist_ok=True)

runtime = os.path.join(args.out, "cli-bench-runtime")  # a resident server of this benchmark's own
os.makedirs(runtime, mode=0o700, exist_ok=True)
ENV = dict(os.environ, MLXCEL_THREADS=str(args.threads), MLXCEL_RUNTIME_DIR=os.path.abspath(runtime))
ENV.pop("MLXCEL_NO_DAEMON", None)


def timed(cmd):
    """(seconds to the first stdout byte, seconds to exit, stdout, stderr) of a fresh process."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    first = p.stdout.read(1)
    t_first = time.perf_counter() - t0
    rest, err = p.communicate()
    t_exit = time.perf_counter() - t0
    if p.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed ({p.returncode}): {err.decode(errors='replace')[-2000:]}")
    return t_first, t_exit, (first + rest).decode(errors="replace"), err.decode(errors="replace")


LLAMA = [os.path.join(args.llama_bin, "llama-completion"), "-m", args.model, "-p", args.prompt, "-n", str(args.tokens),
         "-t", str(args.threads), "-tb", str(args.threads), "--temp", "0", "-no-cnv", "--no-display-prompt", "-c", "1024",
         "--no-warmup"]
MLXCEL = [args.mlxcel, "generate", "-m", args.model, "-p", args.prompt, "-n", str(args.tokens), "--temp", "0",
          "--no-chat-template", "-c", "1024"]


def tokens_llama(err):
    m = re.search(r"eval time =\s*[\d.]+ ms /\s*(\d+) runs", err)
    return int(m.group(1)) + 1 if m else -1  # the first token comes out of the prompt's evaluation


def tokens_mlxcel(err):
    m = re.search(r"decode: (\d+) tokens", err)
    return int(m.group(1)) if m else -1


engines = {
    "llama-completion": (LLAMA, tokens_llama),
    "mlxcel (resident)": (MLXCEL, tokens_mlxcel),
    "mlxcel --no-daemon": (MLXCEL + ["--no-daemon"], tokens_mlxcel),
}
subprocess.run([args.mlxcel, "stop"], env=ENV, capture_output=True)
timed(MLXCEL)  # the user's earlier command: starts the resident server
rows = []
texts = {}
for rep in range(args.reps):
    for name, (cmd, count) in engines.items():
        first, total, out, err = timed(cmd)
        texts.setdefault(name, out)
        rows.append({"rep": rep, "engine": name, "first_byte_s": first, "wall_s": total, "tokens": count(err)})
        print(f"rep {rep} {name:20s} first byte {first:5.2f} s  wall {total:5.2f} s  tokens {count(err)}", file=sys.stderr, flush=True)
subprocess.run([args.mlxcel, "stop"], env=ENV, capture_output=True)

commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
with open(os.path.join(args.out, "cli.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["commit", "rep", "engine", "first_byte_s", "wall_s", "tokens"])
    w.writeheader()
    for r in rows:
        w.writerow({"commit": commit, **r})
med = {n: {k: statistics.median(r[k] for r in rows if r["engine"] == n) for k in ("first_byte_s", "wall_s")} for n in engines}
same = texts["mlxcel (resident)"] == texts["mlxcel --no-daemon"]
print(f"\ncommit {commit}, {os.path.basename(args.model)}, {args.threads} threads, {args.tokens} tokens greedy, raw prompt, "
      f"median of {args.reps} fresh launches")
for n, m in med.items():
    print(f"  {n:20s} first byte {m['first_byte_s']:5.2f} s   wall {m['wall_s']:5.2f} s")
base = med["llama-completion"]["wall_s"]
for n in ("mlxcel (resident)", "mlxcel --no-daemon"):
    print(f"  {n:20s} wall time {med[n]['wall_s'] / base:.2f}x llama-completion's")
print(f"  resident and in-process output identical: {same}")

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 2, figsize=(9, 3.2))
    names = list(med)
    for ax, key, title in ((axes[0], "first_byte_s", "first byte after launch"), (axes[1], "wall_s", f"wall time, {args.tokens} tokens")):
        ax.bar(names, [med[n][key] for n in names], color=["#999999", "#3b7dd8", "#9bbce8"])
        ax.set_title(title)
        ax.set_ylabel("seconds (lower is better)")
        ax.tick_params(axis="x", labelsize=8)
    fig.suptitle(f"{os.path.basename(args.model)} - {args.threads} threads - commit {commit}")
    fig.tight_layout()
    fig.savefig(os.path.join(args.out, "cli.png"), dpi=100)
except ImportError:
    print("matplotlib missing: no chart", file=sys.stderr)
print(f"  wrote {args.out}/cli.csv and {args.out}/cli.png")
