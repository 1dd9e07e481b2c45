package io.mlxcel.model.chat.syntax;

import java.util.regex.Pattern;

/**
 * Kimi K2: {@code <|tool_calls_section_begin|><|tool_call_begin|>functions.NAME:IDX<|tool_call_argument_begin|>{...}
 * <|tool_call_end|>…<|tool_calls_section_end|>}; the id is {@code functions.NAME:IDX}, as the template writes it back.
 */
public final class KimiK2Syntax extends Delimited {
    private static final Pattern CALL = Pattern.compile(
            "\\s*<\\|tool_call_begin\\|>\\s*((?:functions\\.)?([^:<\\s]+)(?::\\d+)?)\\s*<\\|tool_call_argument_begin\\|>(.*?)<\\|tool_call_end\\|>",
            Pattern.DOTALL);

    public KimiK2Syntax() {
        super("<|tool_calls_section_begin|>", "<|tool_calls_section_end|>");
    }

    @Override
    public Region parse(String region, Tools tools) {
        return calls(region, CALL, m -> {
            String text = HermesSyntax.objectArguments(m.group(3));
            return tools.has(m.group(2)) && text != null ? new Parsed(m.group(2), text, m.group(1)) : null;
        });
    }
}
