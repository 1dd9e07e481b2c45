package io.mlxcel.model.chat.syntax;

import java.util.List;

/** Functionary v3.1 (Llama 3.1 based): {@code <function=NAME>{...}</function>}. */
public final class FunctionaryV31Syntax extends Delimited {
    public FunctionaryV31Syntax() {
        super("<function=", "</function>");
    }

    @Override
    public Region parse(String region, Tools tools) {
        int gt = region.indexOf('>');
        if (gt < 0) return null;
        String name = region.substring(open.length(), gt).strip();
        if (!tools.has(name)) return null;
        String rest = region.substring(gt + 1);
        if (rest.endsWith(close)) rest = rest.substring(0, rest.length() - close.length());
        String text = HermesSyntax.objectArguments(rest);
        return text == null ? null : Region.of(List.of(new Parsed(name, text, null)));
    }
}
