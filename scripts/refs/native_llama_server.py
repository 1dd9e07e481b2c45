"""Starts native llama-server (scripts/build-llama-cpp.sh) for a reference script and posts JSON to it."""
import contextlib, json, subprocess, time, urllib.request


@contextlib.contextmanager
def serve(binary, model, port, args):
    """llama-server on 127.0.0.1:port with the model and extra args, ready (health answered) inside the block."""
    proc = subprocess.Popen([binary, "-m", model, "--port", str(port), *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health")
                break
            except Exception:
                time.sleep(0.1)
        yield
    finally:
        proc.terminate()
        proc.wait()


def post(port, path, body):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", json.dumps(body).encode(), {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))
