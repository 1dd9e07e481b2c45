"""Serving benchmark: one OpenAI-compatible server at a time (mlxcel-server, native llama-server), the same model,
threads and slots, driven the same way; scripts/bench-serving.sh starts the servers and calls this once per server.

  (a) an 8-turn chat, a reply of up to 150 tokens a turn: time to first token of turns 5-8, each turn sent as soon
      as the previous reply is complete, and again with a second between turns (a reader, a tool call);
  (b) 4 concurrent streams of 128 tokens: aggregate completion tokens per second;
  (c) the largest gap between two tokens of a running stream while a 1,500-token prompt arrives.

Appends one row per engine to CSV; with --chart, draws the CSV's rows as a PNG. Standard library only, apart from
matplotlib for the chart.
"""
import argparse
import csv
import http.client
import json
import os
import statistics
import threading
import time
import urllib.parse

ap = argparse.ArgumentParser()
ap.add_argument("--url")
ap.add_argument("--engine")
ap.add_argument("--csv", required=True)
ap.add_argument("--chart", help="draw the CSV as this PNG and exit")
args = ap.parse_args()

SYSTEM = ("You are a patient teacher who explains things step by step, with examples, in plain words. "
          "Answer in full sentences. ") * 4
TURNS = ["Explain how a bicycle stays upright.", "Now explain how its gears work.", "Why do the brakes get hot?",
         "What makes a good bicycle frame?", "How should I choose tyre pressure?", "How do I fix a puncture?",
         "What tools should I carry on a long ride?", "How do I plan a route for a day trip?"]


def post_stream(url, body, on_piece):
    """POSTs a streamed chat request; calls on_piece(time) for every chunk with content; returns the total time."""
    body = dict(body, stream=True)
    u = urllib.parse.urlparse(url)
    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=600)
    t0 = time.perf_counter()
    conn.request("POST", "/v1/chat/completions", json.dumps(body), {"Content-Type": "application/json"})
    resp = conn.getresponse()
    if resp.status != 200:
        raise RuntimeError(f"{resp.status}: {resp.read()[:300]!r}")
    text = []
    while True:
        line = resp.readline()
        if not line:
            break
        line = line.decode().strip()
        if not line.startswith("data: ") or line == "data: [DONE]":
            continue
        for c in json.loads(line[6:]).get("choices", []):
            piece = (c.get("delta") or {}).get("content")
            if piece:
                text.append(piece)
                on_piece(time.perf_counter())
    conn.close()
    return time.perf_counter() - t0, "".join(text)


def post(url, body):
    u = urllib.parse.urlparse(url)
    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=600)
    conn.request("POST", "/v1/chat/completions", json.dumps(body), {"Content-Type": "application/json"})
    resp = conn.getresponse()
    data = json.loads(resp.read())
    conn.close()
    if resp.status != 200:
        raise RuntimeError(f"{resp.status}: {data}")
    return data


def chat_ttft(url, pause):
    messages = [{"role": "system", "content": SYSTEM + f"(Conversation {pause}.)"}]
    ttfts = []
    for i, turn in enumerate(TURNS):
        time.sleep(pause if i else 0)
        messages.append({"role": "user", "content": turn})
        first = []
        t0 = time.perf_counter()
        _, reply = post_stream(url, {"messages": messages, "temperature": 0, "max_tokens": 150, "stream": True},
                               lambda t: first.append(t) if not first else None)
        ttfts.append(first[0] - t0 if first else float("nan"))
        messages.append({"role": "assistant", "content": reply})
        print(f"  turn {i + 1}: first token after {ttfts[-1] * 1000:.0f} ms, {len(reply)} characters", flush=True)
    return statistics.median(ttfts[4:8])


def concurrent(url, streams=4, tokens=128):
    results = [None] * streams

    def one(k):
        results[k] = post(url, {"messages": [{"role": "user", "content": f"Write a long story about a lighthouse keeper, part {k}."}],
                                "temperature": 0, "max_tokens": tokens, "ignore_eos": True})

    post(url, {"messages": [{"role": "user", "content": "Hello"}], "temperature": 0, "max_tokens": 4})
    t0 = time.perf_counter()
    threads = [threading.Thread(target=one, args=(k,)) for k in range(streams)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    produced = sum(r["usage"]["completion_tokens"] for r in results)
    print(f"  {streams} streams: {produced} tokens in {wall:.2f} s", flush=True)
    return produced / wall


def gap_while_long_prompt(url):
    stamps, window = [], {}
    long_text = " ".join(f"Item {i}: the {i % 7}th colour of the {i % 11}th box is noted here." for i in range(74))

    def running():
        post_stream(url, {"messages": [{"role": "user", "content": "Count slowly from one to two hundred in words."}],
                          "temperature": 0, "max_tokens": 256, "ignore_eos": True}, stamps.append)

    t = threading.Thread(target=running)
    t.start()
    while len(stamps) < 20:
        if not t.is_alive():
            raise RuntimeError("the running stream ended before 20 tokens")
        time.sleep(0.005)
    window["start"] = time.perf_counter()
    r = post(url, {"messages": [{"role": "user", "content": long_text}], "temperature": 0, "max_tokens": 4})
    window["end"] = time.perf_counter()
    t.join()
    inside = [b - a for a, b in zip(stamps, stamps[1:]) if b >= window["start"] and a <= window["end"]]
    print(f"  long prompt of {r['usage']['prompt_tokens']} tokens took {window['end'] - window['start']:.2f} s; "
          f"largest gap in the running stream {max(inside) * 1000:.0f} ms", flush=True)
    return max(inside), r["usage"]["prompt_tokens"]


if args.chart:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = list(csv.DictReader(open(args.csv)))
    fig, axes = plt.subplots(1, 4, figsize=(15, 3.6))
    for ax, (key, title) in zip(axes, [("ttft_turns5to8_ms", "(a) first token, turns 5-8 (ms)"),
                                       ("ttft_turns5to8_ms_1s_between", "(a) the same, 1 s between turns (ms)"),
                                       ("aggregate_tok_s_4_streams", "(b) 4 streams, tok/s (higher is better)"),
                                       ("max_gap_ms_long_prompt", "(c) largest gap (ms, lower is better)")]):
        ax.bar([r["engine"] for r in rows], [float(r[key]) for r in rows], color=["#4c72b0", "#dd8452", "#55a868"][:len(rows)])
        ax.set_title(title, fontsize=9)
    fig.tight_layout()
    fig.savefig(args.chart, dpi=110)
    print(f"  wrote {args.chart}")
    raise SystemExit(0)

print(f"{args.engine}: (a) 8-turn chat", flush=True)
ttft = chat_ttft(args.url, 0)
print(f"{args.engine}: (a) 8-turn chat, 1 s between turns", flush=True)
ttft_paused = chat_ttft(args.url, 1.0)
print(f"{args.engine}: (b) 4 concurrent streams", flush=True)
agg = concurrent(args.url)
print(f"{args.engine}: (c) a 1,500-token prompt arrives", flush=True)
gap, long_tokens = gap_while_long_prompt(args.url)
new = not os.path.exists(args.csv)
with open(args.csv, "a", newline="") as f:
    w = csv.writer(f)
    if new:
        w.writerow(["engine", "ttft_turns5to8_ms", "ttft_turns5to8_ms_1s_between", "aggregate_tok_s_4_streams", "max_gap_ms_long_prompt", "long_prompt_tokens"])
    w.writerow([args.engine, f"{ttft * 1000:.1f}", f"{ttft_paused * 1000:.1f}", f"{agg:.1f}", f"{gap * 1000:.1f}", long_tokens])
print(f"{args.engine}: ttft(5-8) {ttft * 1000:.0f} ms ({ttft_paused * 1000:.0f} ms with 1 s between turns), "
      f"4 streams {agg:.1f} tok/s, max gap {gap * 1000:.0f} ms", flush=True)
