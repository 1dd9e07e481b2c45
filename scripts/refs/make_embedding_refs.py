"""Embedding goldens: native llama-server (scripts/build-llama-cpp.sh) with --embedding and each --pooling on the same
GGUF; /embedding for a few inputs (pooled ones normalised as llama-server does, pooling none per token as computed).
Writes server/src/test/resources/goldens/embeddings-smollm2.json. Usage: python3 make_embedding_refs.py BIN MODEL"""
import json, subprocess, sys, time, urllib.request

INPUTS = ["I believe the meaning of life is", "hello world", "The quick brown fox jumps over the lazy dog. " * 12]
POOLINGS = ["mean", "last", "cls", "none"]


def post(port, body):
    req = urllib.request.Request(f"http://127.0.0.1:{port}/embedding", json.dumps(body).encode(), {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))


def main():
    binary, model = sys.argv[1], sys.argv[2]
    out = {"inputs": INPUTS, "pooling": {}}
    port = 8198
    for pooling in POOLINGS:
        proc = subprocess.Popen([binary, "-m", model, "--port", str(port), "--embedding", "--pooling", pooling, "-c", "1024", "-b", "1024", "-ub", "1024"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(300):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/health")
                    break
                except Exception:
                    time.sleep(0.1)
            inputs = INPUTS[:2] if pooling == "none" else INPUTS
            out["pooling"][pooling] = [post(port, {"content": text})[0]["embedding"] for text in inputs]
        finally:
            proc.terminate()
            proc.wait()
    path = "server/src/test/resources/goldens/embeddings-smollm2.json"
    with open(path, "w") as f:
        json.dump(out, f)
    print("wrote", path)


if __name__ == "__main__":
    main()
