package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * DeepSeek R1 ({@code <｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME\n```json\n{...}\n```<｜tool▁call▁end｜>}) and
 * V3.1 ({@code <｜tool▁call▁begin｜>NAME<｜tool▁sep｜>{...}<｜tool▁call▁end｜>}), inside
 * {@code <｜tool▁calls▁begin｜>…<｜tool▁calls▁end｜>}.
 */
public final class DeepSeekSyntax implements CallSyntax {
    private static final String OPEN = "<｜tool▁calls▁begin｜>", CLOSE = "<｜tool▁calls▁end｜>";
    private static final Pattern CALL = Pattern.compile(
            "\\s*<｜tool▁call▁begin｜>(?:function<｜tool▁sep｜>([^\\n]+)\\n```(?:json)?\\n?(.*?)\\n?```|([^<]+?)<｜tool▁sep｜>(.*?))\\s*<｜tool▁call▁end｜>",
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
            String name = (m.group(1) != null ? m.group(1) : m.group(3)).strip();
            JsonNode args = Tools.parse((m.group(1) != null ? m.group(2) : m.group(4)).strip());
            String text = args == null ? null : Tools.objectText(args);
            if (!tools.has(name) || text == null) return null;
            calls.add(new Parsed(name, text, null));
            at = m.end();
        }
        if (calls.isEmpty() || !body.substring(at).isBlank()) return null;
        return Region.of(calls);
    }
}
