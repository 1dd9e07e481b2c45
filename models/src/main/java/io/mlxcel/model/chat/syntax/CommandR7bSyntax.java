package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Command R7B: {@code <|START_ACTION|>[{"tool_call_id": "0", "tool_name": ..., "parameters": {...}}, …]<|END_ACTION|>}.
 */
public final class CommandR7bSyntax extends Delimited {
    public CommandR7bSyntax() {
        super("<|START_ACTION|>", "<|END_ACTION|>");
    }

    @Override
    public Region parse(String region, Tools tools) {
        JsonNode arr = Tools.parse(body(region));
        if (arr == null || !arr.isArray() || arr.isEmpty()) return null;
        List<Parsed> calls = new ArrayList<>();
        for (JsonNode c : arr) {
            if (!c.isObject()) return null;
            ObjectNode call = Tools.JSON.createObjectNode();
            call.set("name", c.get("tool_name"));
            call.set("parameters", c.get("parameters"));
            Parsed p = HermesSyntax.nameAndArguments(call, tools);
            if (p == null) return null;
            JsonNode id = c.get("tool_call_id");
            calls.add(new Parsed(p.name(), p.arguments(), id != null && id.isValueNode() ? id.asText() : null));
        }
        return Region.of(calls);
    }
}
