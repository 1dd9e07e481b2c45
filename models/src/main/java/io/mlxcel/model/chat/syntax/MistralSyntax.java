package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Mistral: {@code [TOOL_CALLS][{"name": ..., "arguments": {...}, "id": "..."}, …]} (Nemo, Small 3.1), and the newer
 * {@code [TOOL_CALLS]NAME[ARGS]{...}} (Small 3.2, Devstral, Ministral 3), one per [TOOL_CALLS].
 */
public final class MistralSyntax implements CallSyntax {
    private static final String OPEN = "[TOOL_CALLS]", ARGS = "[ARGS]", CALL_ID = "[CALL_ID]";

    @Override
    public List<String> openers() {
        return List.of(OPEN);
    }

    @Override
    public int regionEnd(String text, boolean atEnd) {
        int i = OPEN.length();
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
        if (i < text.length() && text.charAt(i) == '[') {
            int end = JsonScan.end(text, i);
            return end >= 0 ? end : atEnd ? text.length() : -1;
        }
        int args = text.indexOf(ARGS, i);
        if (args < 0) return atEnd ? text.length() : -1;
        int end = JsonScan.end(text, args + ARGS.length());
        return end >= 0 ? end : atEnd ? text.length() : -1;
    }

    @Override
    public Region parse(String region, Tools tools) {
        String body = region.substring(OPEN.length()).strip();
        List<Parsed> calls = new ArrayList<>();
        if (body.startsWith("[")) {
            JsonNode arr = Tools.parse(body);
            if (arr == null || !arr.isArray() || arr.isEmpty()) return null;
            for (JsonNode c : arr) {
                Parsed p = HermesSyntax.nameAndArguments(c, tools);
                if (p == null) return null;
                calls.add(p);
            }
            return Region.of(calls);
        }
        int args = body.indexOf(ARGS);
        if (args < 0) return null;
        String name = body.substring(0, args).strip();
        String id = null;
        int idAt = name.indexOf(CALL_ID);
        if (idAt >= 0) {
            id = name.substring(idAt + CALL_ID.length()).strip();
            name = name.substring(0, idAt).strip();
        }
        if (!tools.has(name)) return null;
        String text = HermesSyntax.objectArguments(body.substring(args + ARGS.length()));
        if (text == null) return null;
        return Region.of(List.of(new Parsed(name, text, id)));
    }
}
