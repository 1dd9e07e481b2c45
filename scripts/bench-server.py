"""Aggregate decode throughput of mlxcel-server with 1 and with 4 concurrent streams, in one run.
Usage: bench-server.py BASE_URL [TOKENS]   (stdlib only)"""
import json
import sys
import threading
import time
import urllib.request

base = sys.argv[1]
tokens = int(sys.argv[2]) if len(sys.argv) > 2 else 96


def one(i, out):
    body = json.dumps({"prompt": f"Story number {i}: once upon a time", "temperature": 0, "max_tokens": tokens}).encode()
    req = urllib.request.Request(base + "/v1/completions", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as r:
        out[i] = json.load(r)["usage"]["completion_tokens"]


def run(n):
    out = [0] * n
    threads = [threading.Thread(target=one, args=(i, out)) for i in range(n)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    dt = time.perf_counter() - t0
    return sum(out), dt


run(1)  # warm-up
results = {}
for n in (1, 4):
    toks, dt = run(n)
    results[n] = toks / dt
    print(f"{n} stream(s): {toks} tokens in {dt:.2f} s = {toks / dt:.1f} tok/s aggregate")
print(f"4 streams / 1 stream: {results[4] / results[1]:.2f}x")
