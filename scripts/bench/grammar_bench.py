"""Decode speed with a JSON-schema constraint against the same request unconstrained, on one running server and one
prompt (llama-server's /completion, whose timings give decode tok/s). Alternates the two, writes CSV and a PNG chart,
prints the median ratio. Usage: grammar_bench.py URL OUT_DIR REPS"""
import csv
import json
import os
import statistics
import sys
import urllib.request

url, out, reps = sys.argv[1], sys.argv[2], int(sys.argv[3])
PROMPT = "<|im_start|>user\nList thirty fruits with a short note on each.<|im_end|>\n<|im_start|>assistant\n"
SCHEMA = {"type": "array", "minItems": 30, "maxItems": 30,
          "items": {"type": "object", "properties": {"fruit": {"type": "string", "maxLength": 24}, "note": {"type": "string", "maxLength": 60}},
                    "required": ["fruit", "note"]}}
N = 160


def run(constrained):
    body = {"prompt": PROMPT, "n_predict": N, "temperature": 0}
    if constrained:
        body["json_schema"] = SCHEMA
    req = urllib.request.Request(url + "/completion", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    r = json.load(urllib.request.urlopen(req))
    return r["timings"]["predicted_per_second"], r["tokens_predicted"]


run(True), run(False)  # warm both paths
rows = []
for rep in range(reps):
    for constrained in (False, True):
        tps, n = run(constrained)
        rows.append({"rep": rep, "mode": "json_schema" if constrained else "unconstrained", "decode_tps": round(tps, 2), "tokens": n})
        print(f"  rep {rep} {rows[-1]['mode']:>13}: {tps:6.1f} tok/s over {n} tokens", flush=True)
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "grammar.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["rep", "mode", "decode_tps", "tokens"])
    w.writeheader()
    w.writerows(rows)
free = statistics.median(r["decode_tps"] for r in rows if r["mode"] == "unconstrained")
cons = statistics.median(r["decode_tps"] for r in rows if r["mode"] == "json_schema")
print(f"decode: unconstrained {free:.1f} tok/s, json_schema {cons:.1f} tok/s: ratio {cons / free:.3f}x (median of {reps})")
try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.bar(["unconstrained", "json_schema"], [free, cons], color=["#888", "#36c"])
    ax.set_ylabel("decode tok/s (median)")
    ax.set_title(f"JSON-schema constraint: {cons / free:.2f}x")
    fig.tight_layout()
    fig.savefig(os.path.join(out, "grammar.png"), dpi=100)
    print(f"  wrote {out}/grammar.csv and {out}/grammar.png")
except ImportError:
    print(f"  wrote {out}/grammar.csv (matplotlib missing: no chart)")
