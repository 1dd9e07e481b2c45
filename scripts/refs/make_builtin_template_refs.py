"""Goldens for the built-in chat template names: native llama-server (scripts/build-llama-cpp.sh) started with
--chat-template NAME renders one conversation through /apply-template, with and without the generation prompt.
Writes models/src/test/resources/goldens/builtin-chat-templates.json. Usage: python3 make_builtin_template_refs.py BIN MODEL"""
import json, subprocess, sys, time, urllib.request

NAMES = ["chatml", "llama3", "command-r", "zephyr", "phi3", "gemma", "deepseek3"]
MESSAGES = [
    {"role": "system", "content": " You are terse. "},
    {"role": "user", "content": "Hello there\n"},
    {"role": "assistant", "content": " Hi! "},
    {"role": "user", "content": "Name a colour."},
]


def post(port, body):
    req = urllib.request.Request(f"http://127.0.0.1:{port}/apply-template", json.dumps(body).encode(), {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))["prompt"]


def main():
    binary, model = sys.argv[1], sys.argv[2]
    out = {"messages": MESSAGES, "cases": {}}
    port = 8197
    for name in NAMES:
        proc = subprocess.Popen([binary, "-m", model, "--port", str(port), "--no-jinja", "--chat-template", name, "-c", "256"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(300):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/health")
                    break
                except Exception:
                    time.sleep(0.1)
            out["cases"][name] = {"with_generation_prompt": post(port, {"messages": MESSAGES}),
                                  "without_generation_prompt": post(port, {"messages": MESSAGES[:3], "add_generation_prompt": False})}
        finally:
            proc.terminate()
            proc.wait()
    path = "models/src/test/resources/goldens/builtin-chat-templates.json"
    with open(path, "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
    print("wrote", path)


if __name__ == "__main__":
    main()
