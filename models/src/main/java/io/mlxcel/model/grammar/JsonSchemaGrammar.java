package io.mlxcel.model.grammar;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A JSON Schema as a GBNF grammar for the JSON text that satisfies it, covering what llama.cpp's
 * json_schema_to_grammar covers: types, properties / required / additionalProperties (absent with properties means
 * none), enum, const, anyOf / oneOf, allOf of objects, $ref into $defs / definitions, arrays with items /
 * prefixItems / minItems / maxItems, strings with minLength / maxLength / pattern / format (date, time, date-time,
 * uuid), integer ranges. A keyword outside that set (other than annotations) is refused naming it and its place.
 * Number bounds on non-integers and uniqueItems are accepted and not enforced, as in llama.cpp.
 */
public final class JsonSchemaGrammar {
    private static final Set<String> ANNOTATIONS = Set.of("title", "description", "$schema", "$id", "$comment", "default",
            "examples", "deprecated", "readOnly", "writeOnly", "contentEncoding", "contentMediaType", "$anchor", "strict",
            "nullable", "uniqueItems");
    private static final Set<String> SUPPORTED = Set.of("type", "properties", "required", "additionalProperties", "enum",
            "const", "anyOf", "oneOf", "allOf", "$ref", "$defs", "definitions", "items", "prefixItems", "minItems", "maxItems",
            "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum");
    private static final Set<String> FORMATS = Set.of("date", "time", "date-time", "uuid");

    private static final String SPACE = "| \" \" | \"\\n\" [ \\t]{0,20}";
    private static final Map<String, String> PRIMITIVES = new LinkedHashMap<>();

    static {
        PRIMITIVES.put("boolean", "(\"true\" | \"false\") space");
        PRIMITIVES.put("null", "\"null\" space");
        PRIMITIVES.put("char", "[^\"\\\\\\x7F\\x00-\\x1F] | [\\\\] ([\"\\\\/bfnrt] | \"u\" [0-9a-fA-F]{4})");
        PRIMITIVES.put("string", "\"\\\"\" char* \"\\\"\" space");
        PRIMITIVES.put("integral-part", "[0] | [1-9] [0-9]{0,15}");
        PRIMITIVES.put("decimal-part", "[0-9]{1,16}");
        PRIMITIVES.put("integer", "(\"-\"? integral-part) space");
        PRIMITIVES.put("number", "(\"-\"? integral-part) (\".\" decimal-part)? ([eE] [-+]? integral-part)? space");
        PRIMITIVES.put("value", "object | array | string | number | boolean | null");
        PRIMITIVES.put("object", "\"{\" space ( string \":\" space value (\",\" space string \":\" space value)* )? \"}\" space");
        PRIMITIVES.put("array", "\"[\" space ( value (\",\" space value)* )? \"]\" space");
        PRIMITIVES.put("date", "[0-9]{4} \"-\" ( \"0\" [1-9] | \"1\" [0-2] ) \"-\" ( \"0\" [1-9] | [1-2] [0-9] | \"3\" [0-1] )");
        PRIMITIVES.put("time", "([01] [0-9] | \"2\" [0-3]) \":\" [0-5] [0-9] \":\" [0-5] [0-9] ( \".\" [0-9]{3} )? ( \"Z\" | ( \"+\" | \"-\" ) ( [01] [0-9] | \"2\" [0-3] ) \":\" [0-5] [0-9] )");
        PRIMITIVES.put("date-time", "date \"T\" time");
        PRIMITIVES.put("uuid", "[0-9a-fA-F]{8} \"-\" [0-9a-fA-F]{4} \"-\" [0-9a-fA-F]{4} \"-\" [0-9a-fA-F]{4} \"-\" [0-9a-fA-F]{12}");
    }

    private static final Map<String, List<String>> DEPENDS = Map.of(
            "string", List.of("char"), "integer", List.of("integral-part"), "number", List.of("integral-part", "decimal-part"),
            "value", List.of("object", "array", "string", "number", "boolean", "null"), "object", List.of("string", "value"),
            "array", List.of("value"), "date-time", List.of("date", "time"));

    private final JsonNode root;
    private final Map<String, String> rules = new LinkedHashMap<>();
    private final Map<String, String> refRules = new HashMap<>();

    private JsonSchemaGrammar(JsonNode root) {
        this.root = root;
    }

    /** The GBNF text of a schema; a schema this cannot express is a {@link GrammarException} naming the keyword. */
    public static String toGbnf(JsonNode schema) {
        JsonSchemaGrammar g = new JsonSchemaGrammar(schema);
        g.rules.put("space", SPACE);
        String body = g.withoutTrailingSpace(g.visit(schema, "root", "#"));
        g.rules.put("root", body);
        StringBuilder sb = new StringBuilder();
        sb.append("root ::= ").append(g.rules.get("root")).append('\n');
        for (var e : g.rules.entrySet()) if (!e.getKey().equals("root")) sb.append(e.getKey()).append(" ::= ").append(e.getValue()).append('\n');
        return sb.toString();
    }

    /** The GBNF text of a grammar for any JSON object ({"type": "json_object"}). */
    public static String anyObject() {
        JsonSchemaGrammar g = new JsonSchemaGrammar(null);
        g.rules.put("space", SPACE);
        g.primitive("object");
        return "root ::= " + g.withoutTrailingSpace("object") + "\n" + String.join("\n", g.rules.entrySet().stream().map(e -> e.getKey() + " ::= " + e.getValue()).toList()) + "\n";
    }

    /** The schema of any JSON object, for tools that declare no parameters. */
    public static JsonNode anyObjectSchema() {
        return com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("type", "object");
    }

    /** A grammar rule for a schema nested elsewhere (tool arguments in a call syntax): adds its rules to {@code into}. */
    public static String inline(JsonNode schema, String name, Map<String, String> into) {
        JsonSchemaGrammar g = new JsonSchemaGrammar(schema);
        g.rules.putAll(into);
        g.rules.put("space", SPACE);
        String body = g.visit(schema, name, "#");
        String rule = g.add(name, body);
        into.putAll(g.rules);
        return rule;
    }

    /**
     * The top-level value without the optional whitespace after it: once the value is complete the grammar is done,
     * and only an end token can follow (a model is not left writing whitespace up to the limit).
     */
    private String withoutTrailingSpace(String expr) {
        List<String> alts = new ArrayList<>();
        for (String alt : topLevelAlternatives(expr)) {
            String a = alt.strip();
            if (a.endsWith(" space")) {
                a = a.substring(0, a.length() - " space".length());
            } else if (rules.containsKey(a) && rules.get(a).endsWith(" space") && !rules.get(a).contains("|")) {
                String b = rules.get(a);
                a = "(" + b.substring(0, b.length() - " space".length()) + ")";
            } else if (rules.containsKey(a) && !a.equals("space")) {
                String inner = withoutTrailingSpace(rules.get(a));
                if (!inner.equals(rules.get(a))) a = "(" + inner + ")";
            }
            alts.add(a);
        }
        return String.join(" | ", alts);
    }

    /** The alternatives of an expression at the top level (outside parentheses, brackets and strings). */
    private static List<String> topLevelAlternatives(String expr) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = 0;
        boolean str = false, cls = false;
        for (int i = 0; i < expr.length(); i++) {
            char c = expr.charAt(i);
            if (c == '\\') {
                i++;
                continue;
            }
            if (str) {
                if (c == '"') str = false;
            } else if (cls) {
                if (c == ']') cls = false;
            } else if (c == '"') {
                str = true;
            } else if (c == '[') {
                cls = true;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                out.add(expr.substring(start, i));
                start = i + 1;
            }
        }
        out.add(expr.substring(start));
        return out;
    }

    private String primitive(String name) {
        if (!rules.containsKey(name)) {
            rules.put(name, PRIMITIVES.get(name));
            for (String d : DEPENDS.getOrDefault(name, List.of())) primitive(d);
        }
        return name;
    }

    /** Adds a rule (a name made unique, or an existing rule with the same body) and returns its name. */
    private String add(String name, String body) {
        String n = name.replaceAll("[^a-zA-Z0-9-]+", "-");
        if (n.isEmpty()) n = "r";
        for (var e : rules.entrySet()) if (e.getValue().equals(body) && !e.getKey().equals("root")) return e.getKey();
        String unique = n;
        for (int i = 1; rules.containsKey(unique); i++) unique = n + i;
        rules.put(unique, body);
        return unique;
    }

    private GrammarException unsupported(String keyword, String path) {
        return new GrammarException("json_schema: keyword '" + keyword + "' at " + path + " is not supported");
    }

    private void checkKeywords(JsonNode s, String path) {
        for (Iterator<String> it = s.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!SUPPORTED.contains(k) && !ANNOTATIONS.contains(k)) throw unsupported(k, path);
        }
    }

    /** The GBNF expression for a schema. */
    private String visit(JsonNode s, String name, String path) {
        if (s == null || s.isBoolean() && s.asBoolean()) return primitive("value");
        if (s.isBoolean()) throw new GrammarException("json_schema: the schema 'false' at " + path + " accepts nothing");
        if (!s.isObject()) throw new GrammarException("json_schema: the schema at " + path + " must be an object");
        checkKeywords(s, path);
        if (s.has("$ref")) return ref(s.get("$ref"), path);
        if (s.has("oneOf") || s.has("anyOf")) {
            String key = s.has("oneOf") ? "oneOf" : "anyOf";
            JsonNode alts = s.get(key);
            if (!alts.isArray() || alts.isEmpty()) throw new GrammarException("json_schema: " + key + " at " + path + " must be a non-empty array");
            List<String> out = new ArrayList<>();
            for (int i = 0; i < alts.size(); i++) out.add(visit(merged(s, alts.get(i), key), name + "-" + i, path + "/" + key + "/" + i));
            return String.join(" | ", out);
        }
        JsonNode type = s.get("type");
        if (type != null && type.isArray()) {
            if (type.isEmpty()) throw new GrammarException("json_schema: type at " + path + " must not be empty");
            List<String> out = new ArrayList<>();
            for (JsonNode t : type) {
                ObjectNode alt = s.deepCopy();
                alt.set("type", t);
                out.add(visit(alt, name + "-" + t.asText(), path));
            }
            return String.join(" | ", out);
        }
        if (s.has("const")) return literal(s.get("const")) + " space";
        if (s.has("enum")) {
            JsonNode values = s.get("enum");
            if (!values.isArray() || values.isEmpty()) throw new GrammarException("json_schema: enum at " + path + " must be a non-empty array");
            List<String> out = new ArrayList<>();
            for (JsonNode v : values) out.add(literal(v));
            return "(" + String.join(" | ", out) + ") space";
        }
        if (type != null && !type.isTextual()) throw new GrammarException("json_schema: type at " + path + " must be a string or an array of strings");
        String t = type == null ? "" : type.asText();
        boolean hasProperties = s.has("properties") || (s.has("additionalProperties") && !s.get("additionalProperties").equals(com.fasterxml.jackson.databind.node.BooleanNode.TRUE));
        if (s.has("allOf") && (t.isEmpty() || t.equals("object")) && !hasProperties) return allOf(s, name, path);
        switch (t) {
            case "" -> {
                if (hasProperties) return object(s, name, path);
                if (s.has("items") || s.has("prefixItems")) return array(s, name, path);
                if (s.has("pattern") || s.has("minLength") || s.has("maxLength") || s.has("format")) return string(s, name, path);
                return primitive("value");
            }
            case "object" -> {
                return object(s, name, path);
            }
            case "array" -> {
                return array(s, name, path);
            }
            case "string" -> {
                return string(s, name, path);
            }
            case "integer" -> {
                return integer(s, path);
            }
            case "number" -> {
                return primitive("number");
            }
            case "boolean" -> {
                return primitive("boolean");
            }
            case "null" -> {
                return primitive("null");
            }
            default -> throw new GrammarException("json_schema: unknown type '" + t + "' at " + path);
        }
    }

    /** An anyOf branch sees the keywords of the schema around it (as {"type": "object", "anyOf": [...]}). */
    private static JsonNode merged(JsonNode outer, JsonNode branch, String key) {
        if (!branch.isObject()) return branch;
        ObjectNode m = outer.deepCopy();
        m.remove(key);
        m.remove("allOf");
        branch.properties().forEach(e -> m.set(e.getKey(), e.getValue()));
        return m;
    }

    private String ref(JsonNode ref, String path) {
        if (!ref.isTextual()) throw new GrammarException("json_schema: $ref at " + path + " must be a string");
        String r = ref.asText();
        String cached = refRules.get(r);
        if (cached != null) return cached;
        JsonNode target = resolve(r, path);
        String name = r.substring(r.lastIndexOf('/') + 1);
        String rule = add(name, "\"<pending>\"");
        refRules.put(r, rule);
        rules.put(rule, visit(target, rule, r));
        return rule;
    }

    private JsonNode resolve(String ref, String path) {
        if (!ref.startsWith("#")) throw new GrammarException("json_schema: $ref '" + ref + "' at " + path + " is not local (only #/... refs are supported)");
        JsonNode n = root;
        for (String part : ref.substring(1).split("/")) {
            if (part.isEmpty()) continue;
            part = part.replace("~1", "/").replace("~0", "~");
            n = n == null ? null : n.get(part);
        }
        if (n == null || n.isMissingNode()) throw new GrammarException("json_schema: $ref '" + ref + "' at " + path + " points nowhere");
        return n;
    }

    private String allOf(JsonNode s, String name, String path) {
        JsonNode parts = s.get("allOf");
        if (!parts.isArray() || parts.isEmpty()) throw new GrammarException("json_schema: allOf at " + path + " must be a non-empty array");
        ObjectNode merged = s.deepCopy();
        merged.remove("allOf");
        ObjectNode props = merged.has("properties") ? (ObjectNode) merged.get("properties") : merged.putObject("properties");
        Set<String> required = new LinkedHashSet<>();
        merged.path("required").forEach(x -> required.add(x.asText()));
        for (int i = 0; i < parts.size(); i++) {
            JsonNode p = parts.get(i);
            if (p.has("$ref")) p = resolve(p.get("$ref").asText(), path + "/allOf/" + i);
            if (!p.isObject() || !(p.has("properties") || "object".equals(p.path("type").asText()))) {
                throw new GrammarException("json_schema: allOf at " + path + " is supported only for object schemas");
            }
            checkKeywords(p, path + "/allOf/" + i);
            p.path("properties").properties().forEach(e -> props.set(e.getKey(), e.getValue()));
            p.path("required").forEach(x -> required.add(x.asText()));
        }
        merged.put("type", "object");
        var req = merged.putArray("required");
        required.forEach(req::add);
        return object(merged, name, path);
    }

    private String object(JsonNode s, String name, String path) {
        JsonNode props = s.get("properties");
        if (props != null && !props.isObject()) throw new GrammarException("json_schema: properties at " + path + " must be an object");
        JsonNode additional = s.get("additionalProperties");
        if (additional != null && !additional.isBoolean() && !additional.isObject()) {
            throw new GrammarException("json_schema: additionalProperties at " + path + " must be a boolean or a schema");
        }
        if (props == null && (additional == null || additional.equals(com.fasterxml.jackson.databind.node.BooleanNode.TRUE))) return primitive("object");
        Set<String> required = new LinkedHashSet<>();
        JsonNode req = s.get("required");
        if (req != null) {
            if (!req.isArray()) throw new GrammarException("json_schema: required at " + path + " must be an array");
            req.forEach(x -> required.add(x.asText()));
        }
        List<String> reqKv = new ArrayList<>(), optKv = new ArrayList<>();
        if (props != null) {
            for (var e : props.properties()) {
                String sub = name + "-" + e.getKey();
                String value = visit(e.getValue(), sub, path + "/properties/" + e.getKey());
                String kv = add(sub + "-kv", literal(com.fasterxml.jackson.databind.node.TextNode.valueOf(e.getKey())) + " space \":\" space " + wrap(value));
                (required.contains(e.getKey()) ? reqKv : optKv).add(kv);
            }
        }
        for (String r : required) {
            if (props == null || !props.has(r)) throw new GrammarException("json_schema: required property '" + r + "' at " + path + " has no schema in properties");
        }
        String additionalKv = null;
        if (additional != null && !additional.equals(com.fasterxml.jackson.databind.node.BooleanNode.FALSE)) {
            String value = additional.isBoolean() ? primitive("value") : visit(additional, name + "-additional", path + "/additionalProperties");
            String key = primitive("string");
            if (props != null && props.size() > 0) {
                // a key that is not one of the named properties
                List<String> names = new ArrayList<>();
                props.fieldNames().forEachRemaining(names::add);
                key = add(name + "-additional-key", notOneOf(names));
                primitive("char");
            }
            additionalKv = add(name + "-additional-kv", key + " \":\" space " + wrap(value));
        }
        StringBuilder sb = new StringBuilder("\"{\" space ");
        for (int i = 0; i < reqKv.size(); i++) {
            if (i > 0) sb.append(" \",\" space ");
            sb.append(reqKv.get(i));
        }
        if (!optKv.isEmpty() || additionalKv != null) {
            List<String> rest = new ArrayList<>(optKv);
            if (additionalKv != null) rest.add(additionalKv + "*");
            String tail = optionalChain(rest, name);
            if (reqKv.isEmpty()) sb.append("(").append(tail).append(")?");
            else sb.append("(\",\" space (").append(tail).append("))?");
        }
        sb.append(" \"}\" space");
        return sb.toString();
    }

    /**
     * The optional properties in order, each present or not, joined by commas: rule i is property i followed,
     * optionally, by any later one; the chain is any of the rules. A trailing "*" marks the additional-properties
     * entry, which may repeat.
     */
    private String optionalChain(List<String> kvs, String name) {
        String[] tails = new String[kvs.size()];
        for (int i = kvs.size() - 1; i >= 0; i--) {
            String kv = kvs.get(i);
            boolean repeated = kv.endsWith("*");
            String base = repeated ? kv.substring(0, kv.length() - 1) : kv;
            String first = repeated ? base + " (\",\" space " + base + ")*" : base;
            List<String> later = new ArrayList<>();
            for (int k = i + 1; k < kvs.size(); k++) later.add(tails[k]);
            String body = later.isEmpty() ? first : first + " (\",\" space (" + String.join(" | ", later) + "))?";
            tails[i] = add(name + "-rest-" + i, body);
        }
        return String.join(" | ", tails);
    }

    /** A quoted JSON key that is none of {@code names}. */
    private String notOneOf(List<String> names) {
        // a trie of the names: at each step, a character that leaves every name, or a name's prefix that continues
        StringBuilder sb = new StringBuilder("\"\\\"\" (");
        sb.append(excluding(names, ""));
        sb.append(") \"\\\"\" space");
        return sb.toString();
    }

    private String excluding(List<String> names, String prefix) {
        Set<Character> next = new LinkedHashSet<>();
        boolean prefixIsName = false;
        for (String n : names) {
            if (!n.startsWith(prefix)) continue;
            if (n.length() == prefix.length()) prefixIsName = true;
            else next.add(n.charAt(prefix.length()));
        }
        List<String> alts = new ArrayList<>();
        StringBuilder cls = new StringBuilder("[^\"\\\\\\x7F\\x00-\\x1F");
        for (char c : next) cls.append(Gbnf.classChar(c));
        cls.append("]");
        alts.add(cls + " char*");
        for (char c : next) {
            String inner = excluding(names, prefix + c);
            alts.add(Gbnf.literal(String.valueOf(c)) + " (" + inner + ")");
        }
        if (!prefixIsName) alts.add("");
        return String.join(" | ", alts.stream().map(a -> a.isEmpty() ? "\"\"" : a).toList());
    }

    private static String wrap(String expr) {
        return expr.contains("|") ? "(" + expr + ")" : expr;
    }

    private String array(JsonNode s, String name, String path) {
        JsonNode items = s.has("items") ? s.get("items") : s.get("prefixItems");
        String key = s.has("items") ? "items" : "prefixItems";
        if (items != null && items.isArray()) {
            StringBuilder sb = new StringBuilder("\"[\" space ");
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) sb.append(" \",\" space ");
                sb.append(wrap(visit(items.get(i), name + "-tuple-" + i, path + "/" + key + "/" + i)));
            }
            return sb.append(" \"]\" space").toString();
        }
        String item = items == null ? primitive("value") : add(name + "-item", visit(items, name + "-item", path + "/" + key));
        int min = count(s, "minItems", path, 0);
        int max = count(s, "maxItems", path, -1);
        if (max >= 0 && max < min) throw new GrammarException("json_schema: maxItems below minItems at " + path);
        String list;
        if (max == 0) list = "";
        else if (min == 0) list = "(" + item + " (\",\" space " + item + ")" + repeat(0, max < 0 ? -1 : max - 1) + ")?";
        else list = item + " (\",\" space " + item + ")" + repeat(min - 1, max < 0 ? -1 : max - 1);
        return "\"[\" space " + list + " \"]\" space";
    }

    private static String repeat(int min, int max) {
        if (max < 0) return min == 0 ? "*" : "{" + min + ",}";
        if (min == max) return "{" + min + "}";
        return "{" + min + "," + max + "}";
    }

    private static int count(JsonNode s, String key, String path, int dflt) {
        JsonNode v = s.get(key);
        if (v == null || v.isNull()) return dflt;
        if (!v.isIntegralNumber() || v.asLong() < 0 || v.asLong() > 100_000) {
            throw new GrammarException("json_schema: " + key + " at " + path + " must be a non-negative integer");
        }
        return v.asInt();
    }

    private String string(JsonNode s, String name, String path) {
        JsonNode format = s.get("format");
        if (s.has("pattern")) {
            JsonNode p = s.get("pattern");
            if (!p.isTextual()) throw new GrammarException("json_schema: pattern at " + path + " must be a string");
            primitive("char");
            return "\"\\\"\" " + add(name + "-pattern", new RegexGrammar(p.asText(), path).toGbnf()) + " \"\\\"\" space";
        }
        if (format != null && FORMATS.contains(format.asText())) {
            return "\"\\\"\" " + primitive(format.asText()) + " \"\\\"\" space";
        }
        int min = count(s, "minLength", path, 0);
        int max = count(s, "maxLength", path, -1);
        if (min == 0 && max < 0) return primitive("string");
        if (max >= 0 && max < min) throw new GrammarException("json_schema: maxLength below minLength at " + path);
        primitive("char");
        return "\"\\\"\" char" + repeat(min, max) + " \"\\\"\" space";
    }

    private String integer(JsonNode s, String path) {
        Long min = bound(s, "minimum", path, true), max = bound(s, "maximum", path, false);
        if (min == null) {
            Long x = bound(s, "exclusiveMinimum", path, false);
            if (x != null) min = x + 1;
        }
        if (max == null) {
            Long x = bound(s, "exclusiveMaximum", path, true);
            if (x != null) max = x - 1;
        }
        if (min == null && max == null) return primitive("integer");
        if (min != null && max != null && min > max) throw new GrammarException("json_schema: integer range at " + path + " is empty");
        return "(" + IntegerRanges.gbnf(min, max) + ") space";
    }

    private static Long bound(JsonNode s, String key, String path, boolean roundUp) {
        JsonNode v = s.get(key);
        if (v == null || v.isNull()) return null;
        if (!v.isNumber()) throw new GrammarException("json_schema: " + key + " at " + path + " must be a number");
        double d = v.asDouble();
        double r = roundUp ? Math.ceil(d) : Math.floor(d);
        if (Math.abs(r) > 9.0e15) return null;
        return (long) r;
    }

    /** A JSON value written as a GBNF literal (compact JSON, with GBNF escapes). */
    private static String literal(JsonNode v) {
        return Gbnf.literal(v.toString());
    }
}
