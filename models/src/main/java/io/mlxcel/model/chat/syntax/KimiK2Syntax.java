package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kimi K2: {@code <|tool_calls_section_begin|><|tool_call_begin|>functions.NAME:IDX<|tool_call_argument_begin|>{...}
 * <|tool_call_end|>…<|tool_calls_section_end|>}; the id is {@code functions.NAME:IDX}, as the template writes it back.
 */
public final class KimiK2Syntax implements CallSyntax {
    private static final String OPEN = "<|tool_calls_section_begin|>", CLOSE = "<|tool_calls_section_end|>";
    private static final Pattern CALL = Pattern.compile(
            "\\s*<\\|tool_call_begin\\|>\\s*((?:functions\\.)?([^:<\\s]+)(?::\\d+)?)\\s*<\\|tool_call_argument_begin\\|>(.*?)<\\|tool_call_end\\|>",
            Pattern.DOTALL);

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
        String body = region.substring(OPEN.length());
        if (body.endsWith(CLOSE)) body = body.substring(0, body.length() - CLOSE.length());
        List<Parsed> calls = new ArrayList<>();
        Matcher m = CALL.matcher(body);
        int at = 0;
        while (at < body.length() && m.find(at) && m.start() == at) {
            JsonNode args = Tools.parse(m.group(3).strip());
            String text = args == null ? null : Tools.objectText(args);
            if (!tools.has(m.group(2)) || text == null) return null;
            calls.add(new Parsed(m.group(2), text, m.group(1)));
            at = m.end();
        }
        if (calls.isEmpty() || !body.substring(at).isBlank()) return null;
        return Region.of(calls);
    }
}
