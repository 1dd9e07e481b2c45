"""MLX's own reading of GGUF checkpoints: the reference for backend-mlx on GGUF files.

  scripts/refs/make_mlx_gguf_refs.sh   (creates the pinned MLX venv with mlx-lm, runs this)

llama.cpp quantizes every activation row to int8 before a quantized matmul, and the java backend reproduces that
rounding bit for bit (adr/0002); MLX multiplies float32 activations by the dequantized weights. The two are equally
valid readings of a GGUF file but differ by up to ~1 in SmolLM2's logits, so each backend is held to the engine whose
numerics it shares (adr/0005). Here mlx.core.load reads the GGUF (Q4_0, Q4_1 and Q8_0 become MLX affine groups of 32,
as backend-mlx converts them), mlx-lm's llama model runs it in float32 with rope in the interleaved ("traditional")
layout that GGUF's permuted q/k rows need, and the KV cache rounds keys and values to f16 as the engine's GGUF cache
does. Recorded: the tiny parity-gguf cells of every architecture mlx_gguf.py maps (llama and mistral, qwen2, qwen3,
qwen3moe, phi3; prompt logits, 16 greedy tokens) and the SmolLM2 goldens (top-20 prompt
logits, 64 greedy tokens stopping at end-of-generation tokens) for the same prompts as the llama.cpp goldens.
"""
import json
import os
import sys

import mlx.core as mx

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlx_gguf import MODULES, F16KVCache, gguf_arch, load  # noqa: E402

resources, smollm2, gguf_cells = sys.argv[1:4]
only = set(sys.argv[4:])   # optional cell names: only those, and the SmolLM2 golden left as it is


def run(model, prompt, steps, eog=None):
    cache = [F16KVCache() for _ in model.layers]
    logits = model(mx.array([prompt]), cache=cache)[0, -1].astype(mx.float32)
    out = []
    nxt = int(mx.argmax(logits).item())
    for _ in range(steps):
        if eog is not None and nxt in eog:
            break
        out.append(nxt)
        nxt = int(mx.argmax(model(mx.array([[nxt]]), cache=cache)[0, -1]).item())
    return logits, out


version = f"mlx {mx.__version__}, mlx-lm on mx.load(gguf), float32, f16 KV cache, CPU"
mx.set_default_device(mx.cpu)
cell_dir = os.path.join(resources, "parity-gguf")
os.makedirs(os.path.join(cell_dir, "mlx"), exist_ok=True)
for ref_file in sorted(f for f in os.listdir(cell_dir) if f.endswith(".json")):
    name = ref_file[:-len(".json")]
    if only and name not in only:
        continue
    ref = json.load(open(os.path.join(cell_dir, ref_file)))
    arch = gguf_arch(os.path.join(gguf_cells, name + ".gguf"))
    if arch not in MODULES:
        print(name, f"skipped: mlx_gguf.py has no mlx-lm mapping for GGUF architecture {arch} yet", file=sys.stderr)
        continue
    model, _ = load(os.path.join(gguf_cells, name + ".gguf"))
    logits, greedy = run(model, ref["prompt"], 16)
    top = mx.argsort(-logits)[:256].tolist()
    json.dump({"prompt": ref["prompt"], "logits_top": [[i, logits[i].item()] for i in top], "greedy": greedy,
               "weights_sha256": ref["weights_sha256"], "reference": version},
              open(os.path.join(cell_dir, "mlx", ref_file), "w"))
    print(name, "greedy", greedy[:8], "llama.cpp", ref["greedy"][:8], file=sys.stderr)

if only:
    sys.exit(0)
goldens = json.load(open(os.path.join(resources, "goldens", "smollm2-greedy.json")))
model, eog = load(smollm2)
cases = []
for c in goldens["cases"]:
    logits, greedy = run(model, c["tokens"], 64, eog)
    top = mx.argsort(-logits)[:20].tolist()
    case = {k: c[k] for k in ("kind", "prompt", "text", "tokens")}
    case.update(prompt_logits_top=[[i, logits[i].item()] for i in top], greedy=greedy)
    cases.append(case)
    print(c["kind"], repr(c["prompt"]), f"{len(greedy)} tokens", file=sys.stderr)
json.dump({"model": goldens["model"], "reference": version, "cases": cases},
          open(os.path.join(resources, "goldens", "smollm2-greedy-mlx.json"), "w", encoding="utf-8"), indent=1)
