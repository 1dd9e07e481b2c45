"""Goldens for the built-in chat template names: native llama-server (scripts/build-llama-cpp.sh) started with
--chat-template NAME renders one conversation through /apply-template, with and without the generation prompt.
Writes models/src/test/resources/goldens/builtin-chat-templates.json. Usage: python3 make_builtin_template_refs.py BIN MODEL"""
import json, sys

from native_llama_server import post, serve

NAMES = ["chatml", "llama3", "command-r", "zephyr", "phi3", "gemma", "deepseek3"]
MESSAGES = [
    {"role": "system", "content": " You are terse. "},
    {"role": "user", "content": "Hello there\n"},
    {"role": "assistant", "content": " Hi! "},
    {"role": "user", "content": "Name a colour."},
]


def main():
    binary, model = sys.argv[1], sys.argv[2]
    out = {"messages": MESSAGES, "cases": {}}
    port = 8197
    for name in NAMES:
        with serve(binary, model, port, ["--no-jinja", "--chat-template", name, "-c", "256"]):
            out["cases"][name] = {"with_generation_prompt": post(port, "/apply-template", {"messages": MESSAGES})["prompt"],
                                  "without_generation_prompt": post(port, "/apply-template", {"messages": MESSAGES[:3], "add_generation_prompt": False})["prompt"]}
    path = "models/src/test/resources/goldens/builtin-chat-templates.json"
    with open(path, "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
    print("wrote", path)


if __name__ == "__main__":
    main()
