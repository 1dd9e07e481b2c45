"""Embedding goldens: native llama-server (scripts/build-llama-cpp.sh) with --embedding and each --pooling on the same
GGUF; /embedding for a few inputs (pooled ones normalised as llama-server does, pooling none per token as computed).
Writes server/src/test/resources/goldens/embeddings-smollm2.json. Usage: python3 make_embedding_refs.py BIN MODEL"""
import json, sys

from native_llama_server import post, serve

INPUTS = ["I believe the meaning of life is", "hello world", "The quick brown fox jumps over the lazy dog. " * 12]
POOLINGS = ["mean", "last", "cls", "none"]


def main():
    binary, model = sys.argv[1], sys.argv[2]
    out = {"inputs": INPUTS, "pooling": {}}
    port = 8198
    for pooling in POOLINGS:
        with serve(binary, model, port, ["--embedding", "--pooling", pooling, "-c", "1024", "-b", "1024", "-ub", "1024"]):
            inputs = INPUTS[:2] if pooling == "none" else INPUTS
            out["pooling"][pooling] = [post(port, "/embedding", {"content": text})[0]["embedding"] for text in inputs]
    path = "server/src/test/resources/goldens/embeddings-smollm2.json"
    with open(path, "w") as f:
        json.dump(out, f)
    print("wrote", path)


if __name__ == "__main__":
    main()
