package io.mlxcel.model.chat.syntax;

import java.util.regex.Pattern;

/**
 * DeepSeek R1 ({@code <｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME\n```json\n{...}\n```<｜tool▁call▁end｜>}) and
 * V3.1 ({@code <｜tool▁call▁begin｜>NAME<｜tool▁sep｜>{...}<｜tool▁call▁end｜>}), inside
 * {@code <｜tool▁calls▁begin｜>…<｜tool▁calls▁end｜>}.
 */
public final class DeepSeekSyntax extends Delimited {
    private static final Pattern CALL = Pattern.compile(
            "\\s*<｜tool▁call▁begin｜>(?:function<｜tool▁sep｜>([^\\n]+)\\n```(?:json)?\\n?(.*?)\\n?```|([^<]+?)<｜tool▁sep｜>(.*?))\\s*<｜tool▁call▁end｜>",
            Pattern.DOTALL);

    public DeepSeekSyntax() {
        super("<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>");
    }

    @Override
    public Region parse(String region, Tools tools) {
        return calls(region, CALL, m -> {
            boolean r1 = m.group(1) != null;
            String name = (r1 ? m.group(1) : m.group(3)).strip();
            String text = HermesSyntax.objectArguments(r1 ? m.group(2) : m.group(4));
            return tools.has(name) && text != null ? new Parsed(name, text, null) : null;
        });
    }
}
