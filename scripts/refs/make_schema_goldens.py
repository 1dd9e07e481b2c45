"""Decides, with Python's jsonschema (Draft 2020-12, format checks on), which instances of schema-corpus.json are
valid, and writes goldens/schema-corpus-validity.json: {schema name: [true/false per instance]}.
Usage: make_schema_goldens.py CORPUS.json OUT.json"""
import json
import sys

import jsonschema

corpus = json.load(open(sys.argv[1], encoding="utf-8"))
out = {}
for case in corpus:
    validator = jsonschema.Draft202012Validator(case["schema"], format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    verdicts = []
    for text in case["instances"]:
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            verdicts.append(False)
            continue
        verdicts.append(validator.is_valid(value))
    out[case["name"]] = verdicts
json.dump(out, open(sys.argv[2], "w", encoding="utf-8"), indent=1)
print(f"{len(out)} schemas, {sum(len(v) for v in out.values())} instances", file=sys.stderr)
