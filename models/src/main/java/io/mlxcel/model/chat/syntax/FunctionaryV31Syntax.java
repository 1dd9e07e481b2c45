package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/** Functionary v3.1 (Llama 3.1 based): {@code <function=NAME>{...}</function>}. */
public final class FunctionaryV31Syntax implements CallSyntax {
    private static final String OPEN = "<function=", CLOSE = "</function>";

    @Override
    public List<String> openers() {
        return List.of(OPEN);
    }

    @Override
    public int regionEnd(String text, boolean atEnd) {
        return Delimited.end(text, OPEN, CLOSE, atEnd);
    }

    @Override
    public Region parse(String region, Tools tools) {
        int gt = region.indexOf('>');
        if (gt < 0) return null;
        String name = region.substring(OPEN.length(), gt).strip();
        if (!tools.has(name)) return null;
        String rest = region.substring(gt + 1);
        if (rest.endsWith(CLOSE)) rest = rest.substring(0, rest.length() - CLOSE.length());
        JsonNode args = Tools.parse(rest.strip());
        String text = args == null ? null : Tools.objectText(args);
        return text == null ? null : Region.of(List.of(new Parsed(name, text, null)));
    }
}
