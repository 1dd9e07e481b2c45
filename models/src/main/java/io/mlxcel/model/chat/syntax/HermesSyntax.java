package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/**
 * {@code <tool_call>{"name": ..., "arguments": {...}}</tool_call>}: Hermes 2/3, Qwen 2.5 / Qwen3 / QwQ, Granite 4,
 * MiMo and the other templates that wrap one JSON object per call in tool_call tags.
 */
public final class HermesSyntax extends Delimited {
    static final String OPEN = "<tool_call>", CLOSE = "</tool_call>";

    public HermesSyntax() {
        super(OPEN, CLOSE);
    }

    @Override
    public Region parse(String region, Tools tools) {
        Parsed p = nameAndArguments(Tools.parse(body(region)), tools);
        return p == null ? null : Region.of(List.of(p));
    }

    /** {"name": n, "arguments"|"parameters": {...}, "id"?} for a known tool, else null. */
    static Parsed nameAndArguments(JsonNode call, Tools tools) {
        if (call == null || !call.isObject() || !call.path("name").isTextual()) return null;
        String name = call.get("name").asText();
        if (!tools.has(name)) return null;
        JsonNode args = call.has("arguments") ? call.get("arguments") : call.get("parameters");
        if (args != null && args.isTextual()) args = Tools.parse(args.asText());
        String text = args == null ? "{}" : Tools.objectText(args);
        if (text == null) return null;
        JsonNode id = call.get("id");
        return new Parsed(name, text, id != null && id.isTextual() ? id.asText() : null);
    }

    /** The JSON object text of a call's arguments as written, or null. */
    static String objectArguments(String text) {
        JsonNode args = Tools.parse(text.strip());
        return args == null ? null : Tools.objectText(args);
    }
}
