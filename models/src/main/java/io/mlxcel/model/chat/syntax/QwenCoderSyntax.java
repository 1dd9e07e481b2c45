package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Qwen3-Coder's XML calls: {@code <tool_call><function=NAME><parameter=P>value</parameter>…</function></tool_call>}.
 * The opening tool_call tag may be missing. A value is read as its schema type says (a string stays a string);
 * without a schema type, JSON if it parses, else a string.
 */
public final class QwenCoderSyntax implements CallSyntax {
    private static final String FUNCTION = "<function=", FUNCTION_END = "</function>";
    private static final Pattern PARAMETER = Pattern.compile("<parameter=([^>\\n]+)>\\n?(.*?)\\n?</parameter>", Pattern.DOTALL);

    @Override
    public List<String> openers() {
        return List.of(HermesSyntax.OPEN, FUNCTION);
    }

    @Override
    public int regionEnd(String text, boolean atEnd) {
        int f = text.indexOf(FUNCTION_END);
        if (f < 0) return atEnd ? text.length() : -1;
        int after = f + FUNCTION_END.length();
        int i = after;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
        if (text.startsWith(HermesSyntax.CLOSE, i)) return i + HermesSyntax.CLOSE.length();
        // the closing tag may still be on its way
        if (!atEnd && HermesSyntax.CLOSE.startsWith(text.substring(i))) return -1;
        return after;
    }

    @Override
    public Region parse(String region, Tools tools) {
        int from = region.startsWith(HermesSyntax.OPEN) ? HermesSyntax.OPEN.length() : 0;
        int to = region.endsWith(HermesSyntax.CLOSE) ? region.length() - HermesSyntax.CLOSE.length() : region.length();
        String body = to < from ? "" : region.substring(from, to).strip();
        if (!body.startsWith(FUNCTION) || !body.endsWith(FUNCTION_END)) return null;
        int gt = body.indexOf('>');
        if (gt < 0) return null;
        String name = body.substring(FUNCTION.length(), gt).strip();
        if (!tools.has(name)) return null;
        String params = body.substring(gt + 1, body.length() - FUNCTION_END.length());
        ObjectNode args = Tools.JSON.createObjectNode();
        Matcher m = PARAMETER.matcher(params);
        int at = 0;
        while (m.find()) {
            if (!params.substring(at, m.start()).isBlank()) return null;
            args.set(m.group(1).strip(), value(m.group(2), tools.type(name, m.group(1).strip())));
            at = m.end();
        }
        if (!params.substring(at).isBlank()) return null;
        return Region.of(List.of(new Parsed(name, args.toString(), null)));
    }

    static JsonNode value(String raw, String type) {
        if ("string".equals(type)) return Tools.JSON.getNodeFactory().textNode(raw);
        JsonNode n = Tools.parse(raw.strip());
        return n != null ? n : Tools.JSON.getNodeFactory().textNode(raw);
    }
}
