package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** GLM 4.5 / 4.6: {@code <tool_call>NAME<arg_key>k</arg_key><arg_value>v</arg_value>…</tool_call>}. */
public final class GlmSyntax extends Delimited {
    private static final Pattern ARG = Pattern.compile("\\s*<arg_key>(.*?)</arg_key>\\s*<arg_value>(.*?)</arg_value>", Pattern.DOTALL);

    public GlmSyntax() {
        super(HermesSyntax.OPEN, HermesSyntax.CLOSE);
    }

    @Override
    public Region parse(String region, Tools tools) {
        String body = body(region);
        int first = body.indexOf("<arg_key>");
        String name = (first < 0 ? body : body.substring(0, first)).strip();
        if (!tools.has(name)) return null;
        ObjectNode args = Tools.JSON.createObjectNode();
        if (first >= 0) {
            String rest = body.substring(first);
            Matcher m = ARG.matcher(rest);
            int at = 0;
            while (at < rest.length() && m.find(at) && m.start() == at) {
                args.set(m.group(1).strip(), QwenCoderSyntax.value(m.group(2), tools.type(name, m.group(1).strip())));
                at = m.end();
            }
            if (!rest.substring(at).isBlank()) return null;
        }
        return Region.of(List.of(new Parsed(name, args.toString(), null)));
    }
}
