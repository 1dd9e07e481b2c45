"""Shared by the GGUF fixture scripts: a real vocabulary copied into a GGUF being written."""
from gguf import GGUFValueType


def copy_tokenizer(writer, source, rename=None):
    """Every tokenizer.* field of the GGUFReader source except chat templates, token texts renamed by id where rename
    says; returns the vocabulary size."""
    rename = rename or {}
    for field in source.fields.values():
        if not field.name.startswith("tokenizer.") or field.name.startswith("tokenizer.chat_template"):
            continue
        vtype = field.types[0]
        if vtype == GGUFValueType.ARRAY:
            values = field.contents()
            if field.name == "tokenizer.ggml.tokens":
                values = [rename.get(i, t) for i, t in enumerate(values)]
            writer.add_array(field.name, values)
        elif vtype == GGUFValueType.STRING:
            writer.add_string(field.name, field.contents())
        elif vtype == GGUFValueType.BOOL:
            writer.add_bool(field.name, field.contents())
        else:
            writer.add_uint32(field.name, int(field.contents()))
    return len(source.fields["tokenizer.ggml.tokens"].contents())
