package io.mlxcel.model.chat.syntax;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.Map;

/** The request's tools by name, with their parameter schemas (to type XML-style argument values). */
public final class Tools {
    static final ObjectMapper JSON = new ObjectMapper();
    private final Map<String, JsonNode> parameters = new LinkedHashMap<>();

    /** From an OpenAI {@code tools} array ({"type":"function","function":{name, parameters}}); null means none. */
    public Tools(JsonNode openAiTools) {
        if (openAiTools == null) return;
        for (JsonNode t : openAiTools) {
            JsonNode f = t.path("function");
            if (f.path("name").isTextual()) parameters.put(f.get("name").asText(), f.path("parameters"));
        }
    }

    public boolean isEmpty() {
        return parameters.isEmpty();
    }

    public boolean has(String name) {
        return parameters.containsKey(name);
    }

    /** The JSON type a parameter's schema declares ("string", "integer", ...), or null. */
    public String type(String tool, String parameter) {
        JsonNode t = parameters.getOrDefault(tool, JSON.nullNode()).path("properties").path(parameter).path("type");
        return t.isTextual() ? t.asText() : null;
    }

    /** Compact JSON of an arguments value; null when it is not a JSON object. */
    public static String objectText(JsonNode args) {
        return args instanceof ObjectNode ? args.toString() : null;
    }

    /** Parses JSON, or null if the text is not one complete JSON value. */
    public static JsonNode parse(String text) {
        try {
            var p = JSON.createParser(text);
            JsonNode n = JSON.readTree(p);
            return p.nextToken() == null ? n : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }
}
