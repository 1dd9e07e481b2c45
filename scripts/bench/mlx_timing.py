"""Greedy prefill and decode timing of an mlx-lm model, shared by the benchmark scripts."""
import time

import mlx.core as mx
from mlx_lm.models.cache import KVCache


def time_greedy(model, prompt, gen_tokens):
    """Prefill tok/s and decode tok/s of one greedy run from an empty cache."""
    cache = [KVCache() for _ in model.layers]
    t0 = time.perf_counter()
    nxt = int(mx.argmax(model(mx.array([prompt]), cache=cache)[0, -1]).item())
    t1 = time.perf_counter()
    for _ in range(gen_tokens):
        nxt = int(mx.argmax(model(mx.array([[nxt]]), cache=cache)[0, -1]).item())
    t2 = time.perf_counter()
    return len(prompt) / (t1 - t0), gen_tokens / (t2 - t1)
