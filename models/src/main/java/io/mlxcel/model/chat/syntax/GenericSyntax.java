package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * For templates that know no tools: the tools are described in a system message that asks for a JSON reply,
 * {@code {"tool_calls": [{"name": ..., "arguments": {...}}]}} or {@code {"response": "..."}} (llama-server's generic
 * format); this reads such a reply.
 */
public final class GenericSyntax extends WholeReply {
    @Override
    public List<String> openers() {
        return List.of("{");
    }



    @Override
    public Region parse(String region, Tools tools) {
        JsonNode reply = Tools.parse(region.strip());
        if (reply == null || !reply.isObject()) return null;
        if (reply.path("response").isTextual() && reply.size() == 1) return new Region(List.of(), reply.get("response").asText());
        JsonNode list = reply.has("tool_calls") ? reply.get("tool_calls") : reply.has("tool_call") ? reply.get("tool_call") : null;
        if (list == null) return null;
        List<Parsed> calls = new ArrayList<>();
        for (JsonNode c : list.isArray() ? list : List.of(list)) {
            Parsed p = HermesSyntax.nameAndArguments(c, tools);
            if (p == null) return null;
            calls.add(p);
        }
        return calls.isEmpty() ? null : Region.of(calls);
    }

    /** The system text that describes the tools and the reply format (llama-server's generic tool prompt). */
    public static String systemPrompt(JsonNode tools, boolean parallel) {
        return "You can call any of the following tools to satisfy the user's requests: " + tools.toPrettyString() + "\n\n"
                + "To call " + (parallel ? "tools" : "a tool") + ", reply with only a JSON object of the form "
                + "{\"tool_calls\": [{\"name\": \"tool_name\", \"arguments\": {\"arg1\": \"value\"}}]}"
                + (parallel ? " (one entry per call)" : " (one call)") + ". To answer directly, reply with only "
                + "{\"response\": \"your answer\"}.";
    }
}
