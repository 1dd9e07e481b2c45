"""64 concurrent streamed chats against a running mlxcel-server (started with its default flags and --parallel 4),
8 of them dropped by the client after a few events: every other stream must end with data: [DONE] and carry the
same greedy text as the same chat sent alone; afterwards the server's threads must return to where they were before
the burst, and a second burst must not grow its resident memory (a leak) beyond 10% of what the first left.

  server_load_client.py BASE_URL SERVER_PID

Prints one line per burst and exits non-zero on any failure.
"""
import json
import sys
import threading
import time
import urllib.request

BASE, PID = sys.argv[1].rstrip("/"), int(sys.argv[2])
STREAMS, DROPPED, TOKENS, PROMPTS = 64, 8, 24, 8


def process():
    status = open(f"/proc/{PID}/status").read().splitlines()
    field = {line.split(":")[0]: line.split(":")[1].strip() for line in status if ":" in line}
    return int(field["VmRSS"].split()[0]) // 1024, int(field["Threads"])


def request(i, stream):
    body = {"model": "m", "messages": [{"role": "user", "content": f"Write one sentence about the number {i % PROMPTS}."}],
            "temperature": 0, "max_tokens": TOKENS, "stream": stream}
    return urllib.request.Request(BASE + "/v1/chat/completions", data=json.dumps(body).encode(),
                                  headers={"Content-Type": "application/json"})


def alone(i):
    with urllib.request.urlopen(request(i, False), timeout=600) as r:
        return json.load(r)["choices"][0]["message"]["content"]


def streamed(i, drop, out):
    text, events, done = "", 0, False
    try:
        with urllib.request.urlopen(request(i, True), timeout=600) as r:
            if r.status != 200:
                out[i] = ("status", r.status, text)
                return
            for raw in r:
                line = raw.decode().strip()
                if not line.startswith("data: "):
                    continue
                data = line[6:]
                if data == "[DONE]":
                    done = True
                    break
                events += 1
                choice = (json.loads(data).get("choices") or [{}])[0]
                text += (choice.get("delta") or {}).get("content") or ""
                if drop and events == 3:
                    out[i] = ("dropped", None, text)
                    return   # leaving the with-block closes the connection mid-stream
        out[i] = ("done" if done else "no [DONE]", None, text)
    except Exception as e:  # noqa: BLE001 - any failure of a kept stream is a finding
        out[i] = ("error", repr(e), text)


def burst():
    out = [None] * STREAMS
    threads = [threading.Thread(target=streamed, args=(i, i < DROPPED, out)) for i in range(STREAMS)]
    t0 = time.time()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out, time.time() - t0


def settle():
    # idle request threads end 2 s after their last request; give the collector a moment too
    time.sleep(6)
    return process()


expected = {k: alone(k) for k in range(PROMPTS)}
rss0, threads0 = settle()
failures = []
rss = []
for round_ in (1, 2):
    out, seconds = burst()
    complete = sum(1 for o in out if o[0] == "done")
    for i, o in enumerate(out):
        if i < DROPPED:
            continue
        if o[0] != "done":
            failures.append(f"burst {round_} stream {i}: {o[0]} {o[1] or ''}")
        elif o[2] != expected[i % PROMPTS]:
            failures.append(f"burst {round_} stream {i}: text differs from the chat alone: {o[2]!r} vs {expected[i % PROMPTS]!r}")
    r, th = settle()
    rss.append(r)
    print(f"burst {round_}: {STREAMS} streams ({DROPPED} dropped) in {seconds:.1f} s, {complete} complete with [DONE]; "
          f"after it: {th} threads (before the bursts {threads0}), RSS {r} MiB (before {rss0} MiB)")
    if th > threads0:
        failures.append(f"burst {round_}: {th} threads after it, {threads0} before")
if rss[1] > rss[0] * 1.10:
    failures.append(f"RSS grew from {rss[0]} MiB after the first burst to {rss[1]} MiB after the second")
for f in failures[:20]:
    print("FAIL", f)
sys.exit(1 if failures else 0)
