"""Drives a running mlxcel-server with the official openai client: models, chat (plain and streaming), completions.
Usage: server_openai_client.py BASE_URL API_KEY ALIAS   (prints 'N passed, N failed')"""
import sys

import openai

base, key, alias = sys.argv[1:4]
client = openai.OpenAI(base_url=base, api_key=key)
results = []


def check(name, cond, detail=""):
    results.append(cond)
    print(("ok   " if cond else "FAIL ") + name + ("" if cond else f"  {detail}"))


models = client.models.list()
check("models.list returns the alias", [m.id for m in models.data] == [alias], models)

chat = client.chat.completions.create(model=alias, messages=[{"role": "user", "content": "List three fruits."}],
                                      temperature=0, max_tokens=32)
text = chat.choices[0].message.content
check("chat.completions.create", chat.choices[0].finish_reason in ("stop", "length") and "Bananas" in text, text)
check("usage is reported", chat.usage.completion_tokens > 0 and chat.usage.prompt_tokens > 0, chat.usage)

stream = client.chat.completions.create(model=alias, messages=[{"role": "user", "content": "List three fruits."}],
                                        temperature=0, max_tokens=32, stream=True, stream_options={"include_usage": True})
pieces, finish, usage = [], None, None
for chunk in stream:
    if chunk.usage:
        usage = chunk.usage
    for c in chunk.choices:
        pieces.append(c.delta.content or "")
        finish = c.finish_reason or finish
check("streaming chat equals the plain answer", "".join(pieces) == text, "".join(pieces))
check("stream ends with a finish reason and usage", finish is not None and usage is not None, (finish, usage))

comp = client.completions.create(model=alias, prompt="The capital of France is", temperature=0, max_tokens=4)
check("completions.create", comp.choices[0].text.startswith(" Paris"), comp.choices[0].text)

lp = client.chat.completions.create(model=alias, messages=[{"role": "user", "content": "Hi"}], temperature=0, max_tokens=3,
                                    logprobs=True, top_logprobs=2)
check("logprobs", len(lp.choices[0].logprobs.content) == 3 and len(lp.choices[0].logprobs.content[0].top_logprobs) == 2, lp)

try:
    client.chat.completions.create(model=alias, messages=[], max_tokens=3)
    check("empty messages is a 400", False, "no error")
except openai.BadRequestError as e:
    check("empty messages is a 400", e.status_code == 400)

try:
    openai.OpenAI(base_url=base, api_key="wrong").models.list()
    check("a wrong key is a 401", False, "no error")
except openai.AuthenticationError as e:
    check("a wrong key is a 401", e.status_code == 401)

passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if passed == len(results) else 1)
