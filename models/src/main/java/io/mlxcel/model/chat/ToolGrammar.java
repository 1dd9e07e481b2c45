package io.mlxcel.model.chat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.grammar.Gbnf;
import io.mlxcel.model.grammar.JsonSchemaGrammar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The GBNF that forces a reply to be tool calls in a family's own syntax, with arguments that follow each tool's
 * parameter schema (tool_choice "required" or a named function). The reply then parses back into tool_calls with the
 * family's {@link io.mlxcel.model.chat.syntax.CallSyntax}.
 */
public final class ToolGrammar {
    private ToolGrammar() {
    }

    /**
     * @param template     the template source (to tell a family's variants apart)
     * @param tools        OpenAI tools
     * @param only         the one tool to call, or null for any of them
     * @param parallel     whether several calls may follow each other
     * @param thinkingOpen the prompt left reasoning open: the reply first closes it
     */
    public static String forced(ChatFormat format, String template, JsonNode tools, String only, boolean parallel, boolean thinkingOpen) {
        Map<String, String> rules = new LinkedHashMap<>();
        String body = body(format, template, tools, only, parallel, rules);
        StringBuilder sb = new StringBuilder("root ::= ");
        if (thinkingOpen && format.thinkEnd() != null) sb.append("think-text ").append(lit(format.thinkEnd())).append(" space ");
        sb.append(body).append('\n');
        if (thinkingOpen && format.thinkEnd() != null) sb.append("think-text ::= ").append(Gbnf.textBefore(format.thinkEnd())).append('\n');
        return withRules(sb, rules);
    }

    /** A grammar that starts to apply where the reply writes {@code trigger} (and matches from there on). */
    public record Lazy(String trigger, String gbnf) {
    }

    /**
     * For tool_choice "auto": the reply is free until it starts a call with the family's opening marker; from there
     * it must be calls to the given tools with arguments that follow their schemas, as llama-server's lazy grammars
     * do. Null for families whose calls have no marker of their own (Llama 3's bare JSON, the generic JSON reply,
     * gpt-oss's channels).
     */
    public static Lazy lazy(ChatFormat format, String template, JsonNode tools, boolean parallel) {
        String trigger = switch (format.name()) {
            case "hermes", "qwen3-coder", "glm" -> "<tool_call>";
            case "mistral" -> "[TOOL_CALLS]";
            case "granite" -> "<|tool_call|>";
            case "command-r7b" -> "<|START_ACTION|>";
            case "deepseek" -> "<｜tool▁calls▁begin｜>";
            case "kimi-k2" -> "<|tool_calls_section_begin|>";
            case "functionary-v3.1" -> "<function=";
            default -> null;
        };
        if (trigger == null) return null;
        Map<String, String> rules = new LinkedHashMap<>();
        return new Lazy(trigger, withRules(new StringBuilder("root ::= ").append(body(format, template, tools, null, parallel, rules)).append('\n'), rules));
    }

    private static String withRules(StringBuilder sb, Map<String, String> rules) {
        rules.putIfAbsent("space", "| \" \" | \"\\n\" [ \\t]{0,20}");
        for (var e : rules.entrySet()) sb.append(e.getKey()).append(" ::= ").append(e.getValue()).append('\n');
        return sb.toString();
    }

    /** The calls, in the family's syntax (each call opens with the family's marker). */
    private static String body(ChatFormat format, String template, JsonNode tools, String only, boolean parallel, Map<String, String> rules) {
        List<String> calls = new ArrayList<>();
        int i = 0;
        for (JsonNode t : tools) {
            JsonNode f = t.get("function");
            String name = f.get("name").asText();
            if (only != null && !only.equals(name)) continue;
            JsonNode params = f.has("parameters") && f.get("parameters").isObject() ? f.get("parameters") : null;
            if (format.name().equals("qwen3-coder") || format.name().equals("glm")) {
                calls.add(xmlCall(format.name(), name, params, rules, i));
            } else {
                String args = JsonSchemaGrammar.inline(params == null ? JsonSchemaGrammar.anyObjectSchema() : params, "args-" + i, rules);
                calls.add(call(format, template, name, args, rules, i));
            }
            i++;
        }
        String one = "(" + String.join(" | ", calls) + ")";
        return switch (format.name()) {
            case "hermes", "qwen3-coder", "glm" -> parallel ? one + " (\"\\n\" " + one + ")*" : one;
            case "mistral" -> template.contains("[ARGS]") ? (parallel ? one + "+" : one)
                    : "\"[TOOL_CALLS][\" " + one + (parallel ? " (\", \" " + one + ")*" : "") + " \"]\"";
            case "granite" -> "\"<|tool_call|>[\" " + one + (parallel ? " (\", \" " + one + ")*" : "") + " \"]\"";
            case "command-r7b" -> "\"<|START_ACTION|>[\" " + one + (parallel ? " (\", \" " + one + ")*" : "") + " \"]<|END_ACTION|>\"";
            case "deepseek" -> "\"<｜tool▁calls▁begin｜>\" " + one + (parallel ? "+" : "") + " \"<｜tool▁calls▁end｜>\"";
            case "kimi-k2" -> "\"<|tool_calls_section_begin|>\" " + one + (parallel ? "+" : "") + " \"<|tool_calls_section_end|>\"";
            case "generic" -> "\"{\\\"tool_calls\\\": [\" " + one + (parallel ? " (\", \" " + one + ")*" : "") + " \"]}\"";
            default -> one;
        };
    }

    private static String call(ChatFormat format, String template, String name, String args, Map<String, String> rules, int i) {
        String q = lit(name);
        return switch (format.name()) {
            case "hermes" -> lit("<tool_call>\n{\"name\": \"" + name + "\", \"arguments\": ") + " " + args + " " + lit("}\n</tool_call>");
            case "mistral" -> template.contains("[ARGS]") ? lit("[TOOL_CALLS]" + name + "[ARGS]") + " " + args
                    : lit("{\"name\": \"" + name + "\", \"arguments\": ") + " " + args + " " + lit("}");
            case "llama3" -> lit("{\"name\": \"" + name + "\", \"parameters\": ") + " " + args + " " + lit("}");
            case "functionary-v3.1" -> lit("<function=" + name + ">") + " " + args + " " + lit("</function>");
            case "deepseek" -> template.contains("function<｜tool▁sep｜>")
                    ? lit("<｜tool▁call▁begin｜>function<｜tool▁sep｜>" + name + "\n```json\n") + " " + args + " " + lit("\n```<｜tool▁call▁end｜>")
                    : lit("<｜tool▁call▁begin｜>" + name + "<｜tool▁sep｜>") + " " + args + " " + lit("<｜tool▁call▁end｜>");
            case "granite", "generic" -> lit("{\"name\": \"" + name + "\", \"arguments\": ") + " " + args + " " + lit("}");
            case "command-r7b" -> lit("{\"tool_call_id\": \"" + i + "\", \"tool_name\": \"" + name + "\", \"parameters\": ") + " " + args + " " + lit("}");
            case "kimi-k2" -> lit("<|tool_call_begin|>functions." + name + ":" + i + "<|tool_call_argument_begin|>") + " " + args + " " + lit("<|tool_call_end|>");
            case "gpt-oss" -> lit("<|channel|>commentary to=functions." + name + " <|constrain|>json<|message|>") + " " + args + " " + lit("<|call|>");
            default -> q;
        };
    }

    /**
     * Qwen3-Coder ({@code <parameter=k>\nvalue\n</parameter>}) and GLM ({@code <arg_key>k</arg_key><arg_value>v</arg_value>})
     * calls: the properties in schema order, required ones always, optional ones each present or not; a string value
     * is raw text without '<', any other value JSON by its schema.
     */
    private static String xmlCall(String family, String name, JsonNode params, Map<String, String> rules, int i) {
        boolean coder = family.equals("qwen3-coder");
        StringBuilder sb = new StringBuilder(coder ? lit("<tool_call>\n<function=" + name + ">\n") : lit("<tool_call>" + name + "\n"));
        java.util.Set<String> required = new java.util.HashSet<>();
        if (params != null) params.path("required").forEach(r -> required.add(r.asText()));
        int k = 0;
        if (params != null) {
            for (var e : params.path("properties").properties()) {
                JsonNode schema = e.getValue();
                String value = "string".equals(schema.path("type").asText()) ? "[^<]*"
                        : JsonSchemaGrammar.inline(schema, "arg-" + i + "-" + k, rules);
                String item = coder ? lit("<parameter=" + e.getKey() + ">\n") + " " + value + " " + lit("\n</parameter>\n")
                        : lit("<arg_key>" + e.getKey() + "</arg_key>\n<arg_value>") + " " + value + " " + lit("</arg_value>\n");
                sb.append(' ').append(required.contains(e.getKey()) ? item : "(" + item + ")?");
                k++;
            }
        }
        sb.append(' ').append(coder ? lit("</function>\n</tool_call>") : lit("</tool_call>"));
        return sb.toString();
    }

    private static String lit(String s) {
        return Gbnf.literal(s);
    }
}
