package io.mlxcel.model.jinja;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** JSON (as Jackson reads it) to template values, as Python's json.loads gives them to jinja2. */
public final class JsonValues {
    private JsonValues() {
    }

    public static Object of(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode()) return null;
        if (n.isBoolean()) return n.booleanValue();
        if (n.isIntegralNumber()) return n.canConvertToLong() ? (Object) n.longValue() : (Object) n.doubleValue();
        if (n.isNumber()) return n.doubleValue();
        if (n.isTextual()) return n.textValue();
        if (n.isArray()) {
            List<Object> out = new ArrayList<>(n.size());
            for (JsonNode x : n) out.add(of(x));
            return out;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        n.properties().forEach(e -> out.put(e.getKey(), of(e.getValue())));
        return out;
    }
}
