"""Renders every chat template llama.cpp ships (models/templates/*.jinja) with Python's jinja2 configured exactly as
Hugging Face transformers' apply_chat_template configures it, for each case in chat-template-cases.json, and writes
{template: {case: {"text": ...} | {"error": ...}}}. The Java engine must give the same text, or fail where jinja2
fails. Where llama.cpp's engine renders differently (it joins a string with an undefined or None operand of + as if
that operand were empty, where jinja2 raises), the case also carries "llama_cpp": {"text" | "error"}, rendered by
jinja2 with that one rule added."""
import json
import sys
from datetime import datetime
from pathlib import Path

import jinja2
from jinja2.ext import Extension, loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


class AssistantTracker(Extension):
    # transformers' {% generation %} tag: for rendering, its body as is
    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(["name:endgeneration"], drop_needle=True)
        return jinja2.nodes.CallBlock(self.call_method("_render", []), [], [], body).set_lineno(lineno)

    def _render(self, caller):
        return caller()


class LlamaCppConcatenation(ImmutableSandboxedEnvironment):
    """jinja2 with llama.cpp's rule for + between a string and an absent (undefined or None) value."""
    intercepted_binops = frozenset(["+"])

    def call_binop(self, context, operator, left, right):
        if operator == "+":
            absent = lambda v: v is None or isinstance(v, jinja2.Undefined)
            if absent(left) and isinstance(right, str):
                return right
            if absent(right) and isinstance(left, str):
                return left
        return super().call_binop(context, operator, left, right)


def environment(clock, cls=ImmutableSandboxedEnvironment):
    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    def strftime_now(fmt):
        return clock.strftime(fmt)

    env = cls(trim_blocks=True, lstrip_blocks=True, extensions=[AssistantTracker, loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    return env


def render(template, ctx):
    try:
        return {"text": template.render(**ctx)}
    except Exception as e:
        return {"error": f"{type(e).__name__}: {e}"}


def main(templates_dir, cases_file, out_file):
    spec = json.loads(Path(cases_file).read_text(encoding="utf-8"))
    clock = datetime.fromisoformat(spec["clock"].replace("Z", "+00:00"))
    env = environment(clock)
    llama_env = environment(clock, LlamaCppConcatenation)
    goldens = {}
    for path in sorted(Path(templates_dir).glob("*.jinja")):
        source = path.read_text(encoding="utf-8")
        per = {}
        try:
            template = env.from_string(source)
        except Exception as e:  # a template jinja2 cannot parse is recorded as such
            goldens[path.stem] = {"parse_error": f"{type(e).__name__}: {e}"}
            continue
        llama_template = llama_env.from_string(source)
        for name, case in spec["cases"].items():
            ctx = dict(spec["special_tokens"])
            ctx.update(case.get("kwargs", {}))
            ctx["messages"] = case["messages"]
            ctx["tools"] = spec["tools"] if case.get("tools") else None
            ctx["documents"] = None
            ctx["add_generation_prompt"] = case["add_generation_prompt"]
            per[name] = render(template, ctx)
            llama = render(llama_template, ctx)
            if llama != per[name]:
                per[name]["llama_cpp"] = llama
        goldens[path.stem] = per
    Path(out_file).write_text(json.dumps(goldens, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    ok = sum(1 for t in goldens.values() for c in t.values() if isinstance(c, dict) and "text" in c)
    print(f"{len(goldens)} templates, {ok} renders", file=sys.stderr)


if __name__ == "__main__":
    main(*sys.argv[1:4])
