package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/** Granite 3.x: {@code <|tool_call|>[{"name": ..., "arguments": {...}}, …]}. */
public final class GraniteSyntax implements CallSyntax {
    private static final String OPEN = "<|tool_call|>";

    @Override
    public List<String> openers() {
        return List.of(OPEN);
    }

    @Override
    public int regionEnd(String text, boolean atEnd) {
        int end = JsonScan.end(text, OPEN.length());
        return end >= 0 ? end : atEnd ? text.length() : -1;
    }

    @Override
    public Region parse(String region, Tools tools) {
        JsonNode arr = Tools.parse(region.substring(OPEN.length()).strip());
        if (arr == null || !arr.isArray() || arr.isEmpty()) return null;
        List<Parsed> calls = new ArrayList<>();
        for (JsonNode c : arr) {
            Parsed p = HermesSyntax.nameAndArguments(c, tools);
            if (p == null) return null;
            calls.add(p);
        }
        return Region.of(calls);
    }
}
