package io.mlxcel.model.chat.syntax;

import java.util.List;

/**
 * Llama 3.1 / 3.2 / 3.3: the reply is one JSON object {"name": ..., "parameters": {...}} (optionally with
 * "type": "function"), or {@code <|python_tag|>} followed by such an object or by code for the python tool.
 */
public final class Llama3Syntax extends WholeReply {
    private static final String PYTHON_TAG = "<|python_tag|>";

    @Override
    public List<String> openers() {
        return List.of("{", PYTHON_TAG);
    }



    @Override
    public Region parse(String region, Tools tools) {
        String body = region.startsWith(PYTHON_TAG) ? region.substring(PYTHON_TAG.length()).strip() : region.strip();
        Parsed p = HermesSyntax.nameAndArguments(Tools.parse(body), tools);
        if (p != null) return Region.of(List.of(p));
        if (region.startsWith(PYTHON_TAG) && tools.has("python") && !body.isEmpty()) {
            var args = Tools.JSON.createObjectNode().put("code", body);
            return Region.of(List.of(new Parsed("python", args.toString(), null)));
        }
        return null;
    }
}
