"""Extracts the grammar and JSON-schema cases of llama.cpp's tests/test-grammar-integration.cpp (test_grammar and
test_schema calls: a name, a grammar or schema, strings that must match and strings that must not) into JSON.
Usage: extract_grammar_cases.py LLAMA_CPP_DIR OUT.json"""
import json
import re
import sys
from pathlib import Path


def c_string(src, i):
    """Parses a C++ string literal at src[i] (plain or raw); returns (value, next index)."""
    if src.startswith('R"', i):
        j = src.index('(', i)
        delim = src[i + 2:j]
        end = src.index(')' + delim + '"', j)
        return src[j + 1:end], end + len(delim) + 2
    assert src[i] == '"', src[i:i + 40]
    out, i = [], i + 1
    while src[i] != '"':
        c = src[i]
        if c == '\\':
            e = src[i + 1]
            if e == 'x':
                m = re.match(r'[0-9a-fA-F]+', src[i + 2:])
                out.append(chr(int(m.group(0), 16)))
                i += 2 + len(m.group(0))
                continue
            if e == 'u':
                out.append(chr(int(src[i + 2:i + 6], 16)))
                i += 6
                continue
            out.append({'n': '\n', 't': '\t', 'r': '\r', '\\': '\\', '"': '"', "'": "'", '0': '\0'}[e])
            i += 2
            continue
        out.append(c)
        i += 1
    return ''.join(out), i + 1


def skip(src, i):
    while True:
        while i < len(src) and src[i].isspace():
            i += 1
        if src.startswith('//', i):
            i = src.index('\n', i)
        elif src.startswith('/*', i):
            i = src.index('*/', i) + 2
        else:
            return i


def strings(src, i):
    """A string literal, adjacent literals concatenated."""
    parts = []
    while True:
        i = skip(src, i)
        if src.startswith('"', i) or src.startswith('R"', i):
            v, i = c_string(src, i)
            parts.append(v)
        else:
            return ''.join(parts), i


def string_list(src, i):
    i = skip(src, i)
    assert src[i] == '{', src[i:i + 40]
    i += 1
    out = []
    while True:
        i = skip(src, i)
        if src[i] == '}':
            return out, i + 1
        before = i
        v, i = strings(src, i)
        if i == before:
            raise ValueError('not a string literal: ' + src[i:i + 40])
        out.append(v)
        i = skip(src, i)
        if src[i] == ',':
            i += 1


def main(llama, out):
    src = Path(llama, 'tests/test-grammar-integration.cpp').read_text(encoding='utf-8')
    body = src[src.index('static void test_simple_grammar'):]
    cases = []
    for m in re.finditer(r'\btest_(grammar|schema)\(', body):
        i = m.end()
        try:
            name, i = strings(body, i)
            i = skip(body, i) + 1
            text, i = strings(body, i)
            i = skip(body, i) + 1
            passing, i = string_list(body, i)
            i = skip(body, i) + 1
            failing, i = string_list(body, i)
        except (AssertionError, ValueError, KeyError):
            continue
        cases.append({'kind': m.group(1), 'name': name, 'text': text, 'pass': passing, 'fail': failing})
    Path(out).write_text(json.dumps(cases, indent=1, ensure_ascii=False) + '\n', encoding='utf-8')
    print(f"{len(cases)} cases: {sum(c['kind'] == 'grammar' for c in cases)} grammars, {sum(c['kind'] == 'schema' for c in cases)} schemas", file=sys.stderr)


if __name__ == '__main__':
    main(*sys.argv[1:3])
