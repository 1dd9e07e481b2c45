package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.jinja.JsonValues;
import io.mlxcel.model.tokenizer.ChatTemplate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * An OpenAI chat body into a {@link ChatCall}, with every mistake a 400 naming the field: messages (with assistant
 * tool_calls and tool results that must answer an earlier call), tools, tool_choice, parallel_tool_calls,
 * chat_template_kwargs, reasoning_effort and reasoning_format.
 */
final class ChatRequests {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> ROLES = Set.of("system", "user", "assistant", "tool", "developer");
    private static final Pattern TOOL_NAME = Pattern.compile("[A-Za-z0-9_.:-]{1,128}");

    private ChatRequests() {
    }

    static ChatCall openAi(JsonNode b, ServerConfig.Chat defaults, ChatTemplate template) {
        JsonNode tools = tools(b.get("tools"), "tools");
        String choice = "auto";
        String forced = null;
        JsonNode tc = b.get("tool_choice");
        if (tc != null && !tc.isNull()) {
            if (tc.isTextual() && Set.of("none", "auto", "required").contains(tc.asText())) {
                choice = tc.asText();
            } else if (tc.isObject() && "function".equals(tc.path("type").asText()) && tc.path("function").path("name").isTextual()) {
                choice = "function";
                forced = tc.get("function").get("name").asText();
            } else {
                throw ApiError.badRequest("tool_choice", "'tool_choice' must be \"none\", \"auto\", \"required\" or {\"type\": \"function\", \"function\": {\"name\": ...}}");
            }
        }
        checkChoice(tools, choice, forced, "tool_choice");
        boolean parallel = Requests.bool(b, "parallel_tool_calls", true);
        Map<String, Object> kwargs = kwargs(b, defaults);
        List<Map<String, Object>> messages = messages(b.get("messages"), template, false);
        int budget = (int) Requests.integer(b, "reasoning_budget_tokens", defaults.reasoningBudget(), Integer.MAX_VALUE);
        if (budget == 0) kwargs.putIfAbsent("enable_thinking", false);
        ChatCall.Continuation continuation = continuation(b);
        if (continuation != null) messages = new ArrayList<>(messages.subList(0, messages.size() - 1));
        JsonNode schema = responseFormat(b.get("response_format"));
        if (schema == null && b.has("json_schema") && !b.get("json_schema").isNull()) {
            // llama-server's own field for a reply schema
            if (!b.get("json_schema").isObject()) throw ApiError.badRequest("json_schema", "'json_schema' must be a JSON Schema object");
            schema = b.get("json_schema");
        }
        return new ChatCall(messages, tools, choice, forced, parallel, kwargs, reasoning(b, defaults), schema, budget, continuation);
    }

    /**
     * The final assistant message to continue, as llama-server decides it: asked for by continue_final_message (true,
     * "content" or "reasoning_content"; then add_generation_prompt must be false), or implied by a conversation that
     * ends with an assistant message (its prefill). Null when the reply starts a new message.
     */
    static ChatCall.Continuation continuation(JsonNode b) {
        JsonNode msgs = b.get("messages");
        JsonNode c = b.get("continue_final_message");
        String mode = c == null || c.isNull() ? null
                : c.isBoolean() ? (c.asBoolean() ? "auto" : null)
                : c.isTextual() && c.asText().equals("content") ? "content"
                : c.isTextual() && c.asText().equals("reasoning_content") ? "reasoning" : null;
        boolean addGenerationPrompt = Requests.bool(b, "add_generation_prompt", true);
        int n = msgs.size();
        JsonNode last = msgs.get(n - 1);
        if (mode == null && "assistant".equals(last.path("role").asText())) {
            if (n >= 2 && "assistant".equals(msgs.get(n - 2).path("role").asText())) {
                throw ApiError.badRequest("messages", "Cannot have 2 or more assistant messages at the end of the list.");
            }
            mode = "auto";
            addGenerationPrompt = false;
        }
        if (mode == null) return null;
        if (addGenerationPrompt) {
            throw ApiError.badRequest("continue_final_message", "Cannot set both add_generation_prompt and continue_final_message to true.");
        }
        if (last.has("tool_calls") && last.get("tool_calls").isArray() && !last.get("tool_calls").isEmpty()) {
            throw ApiError.badRequest("continue_final_message", "Cannot continue an assistant message that contains tool calls.");
        }
        String reasoning = last.path("reasoning_content").isTextual() ? last.get("reasoning_content").asText() : "";
        JsonNode content = last.get("content");
        StringBuilder text = new StringBuilder();
        if (content != null && content.isTextual()) {
            text.append(content.asText());
        } else if (content != null && content.isArray()) {
            // text parts joined as llama-server joins them for a continuation
            for (JsonNode part : content) {
                if (!"text".equals(part.path("type").asText())) continue;
                if (!text.isEmpty()) text.append("\n\n");
                text.append(part.path("text").asText());
            }
        }
        boolean inContent = !mode.equals("reasoning") && !(mode.equals("auto") && !reasoning.isEmpty() && text.isEmpty());
        return new ChatCall.Continuation(reasoning, text.toString(), inContent);
    }

    /**
     * OpenAI's response_format as a JSON Schema: text (null), json_object (any object, or llama-server's "schema"
     * inside it), json_schema (its json_schema.schema).
     */
    static JsonNode responseFormat(JsonNode rf) {
        if (rf == null || rf.isNull()) return null;
        if (!rf.isObject()) throw ApiError.badRequest("response_format", "'response_format' must be an object");
        String type = rf.path("type").asText();
        return switch (type) {
            case "text" -> null;
            case "json_object" -> {
                JsonNode schema = rf.get("schema");
                if (schema == null || schema.isNull()) yield JSON.createObjectNode().put("type", "object");
                if (!schema.isObject()) throw ApiError.badRequest("response_format.schema", "'response_format.schema' must be a JSON Schema object");
                yield schema;
            }
            case "json_schema" -> {
                JsonNode js = rf.get("json_schema");
                if (js == null || !js.isObject()) throw ApiError.badRequest("response_format.json_schema", "'response_format.json_schema' must be an object");
                JsonNode schema = js.get("schema");
                if (schema == null || !schema.isObject()) throw ApiError.badRequest("response_format.json_schema.schema", "'response_format.json_schema.schema' must be a JSON Schema object");
                yield schema;
            }
            default -> throw ApiError.badRequest("response_format.type", "'response_format.type' must be text, json_object or json_schema");
        };
    }

    /** A tool_choice that needs tools, or names one the request does not have, is a 400 at {@code param}. */
    static void checkChoice(JsonNode tools, String choice, String forced, String param) {
        if ((choice.equals("required") || choice.equals("function")) && (tools == null || tools.isEmpty())) {
            throw ApiError.badRequest(param, "'" + param + "' is " + (forced == null ? "\"required\"" : "a function") + " but the request has no tools");
        }
        if (forced != null) {
            for (JsonNode t : tools) if (forced.equals(t.get("function").get("name").asText())) return;
            throw ApiError.badRequest(param, "'" + param + "' names function '" + forced + "', which is not among the request's tools");
        }
    }

    /** The template variables: server defaults, then the request's chat_template_kwargs, reasoning_effort. */
    static Map<String, Object> kwargs(JsonNode b, ServerConfig.Chat defaults) {
        Map<String, Object> kwargs = new LinkedHashMap<>(defaults.templateKwargs());
        if (defaults.reasoningBudget() == 0) kwargs.putIfAbsent("enable_thinking", false);
        JsonNode k = b.get("chat_template_kwargs");
        if (k != null && !k.isNull()) {
            if (!k.isObject()) throw ApiError.badRequest("chat_template_kwargs", "'chat_template_kwargs' must be an object");
            k.properties().forEach(e -> kwargs.put(e.getKey(), JsonValues.of(e.getValue())));
        }
        JsonNode effort = b.get("reasoning_effort");
        if (effort != null && !effort.isNull()) {
            if (!effort.isTextual() || !Set.of("minimal", "low", "medium", "high").contains(effort.asText())) {
                throw ApiError.badRequest("reasoning_effort", "'reasoning_effort' must be one of minimal, low, medium, high");
            }
            kwargs.put("reasoning_effort", effort.asText());
        }
        return kwargs;
    }

    static boolean reasoning(JsonNode b, ServerConfig.Chat defaults) {
        String f = defaults.reasoningFormat();
        JsonNode r = b.get("reasoning_format");
        if (r != null && !r.isNull()) {
            if (!r.isTextual() || !Set.of("none", "auto", "deepseek", "deepseek-legacy").contains(r.asText())) {
                throw ApiError.badRequest("reasoning_format", "'reasoning_format' must be none, auto, deepseek or deepseek-legacy");
            }
            f = r.asText();
        }
        return !f.equals("none");
    }

    /** OpenAI tools, checked: an array of {"type":"function","function":{"name", "description"?, "parameters"?}}. */
    static JsonNode tools(JsonNode tools, String param) {
        if (tools == null || tools.isNull()) return null;
        if (!tools.isArray()) throw ApiError.badRequest(param, "'" + param + "' must be an array");
        Set<String> names = new HashSet<>();
        for (int i = 0; i < tools.size(); i++) {
            JsonNode t = tools.get(i);
            String at = param + "[" + i + "]";
            if (!t.isObject()) throw ApiError.badRequest(at, at + " must be an object");
            if (!"function".equals(t.path("type").asText())) throw ApiError.badRequest(at + ".type", at + ".type must be \"function\"");
            JsonNode f = t.get("function");
            if (f == null || !f.isObject()) throw ApiError.badRequest(at + ".function", at + ".function must be an object");
            JsonNode name = f.get("name");
            if (name == null || !name.isTextual() || !TOOL_NAME.matcher(name.asText()).matches()) {
                throw ApiError.badRequest(at + ".function.name", at + ".function.name must be a string of letters, digits, _ . : - (1 to 128)");
            }
            if (!names.add(name.asText())) throw ApiError.badRequest(at + ".function.name", "tool '" + name.asText() + "' is defined twice");
            JsonNode p = f.get("parameters");
            if (p != null && !p.isNull() && !p.isObject()) throw ApiError.badRequest(at + ".function.parameters", at + ".function.parameters must be a JSON Schema object");
            JsonNode d = f.get("description");
            if (d != null && !d.isNull() && !d.isTextual()) throw ApiError.badRequest(at + ".function.description", at + ".function.description must be a string");
        }
        return tools.isEmpty() ? null : tools;
    }

    /** The messages as the template takes them, checked; {@code allowEmpty}: an empty list is no error. */
    static List<Map<String, Object>> messages(JsonNode msgs, ChatTemplate template, boolean allowEmpty) {
        if (msgs == null || !msgs.isArray()) throw ApiError.badRequest("messages", "'messages' must be an array");
        if (msgs.isEmpty() && !allowEmpty) throw ApiError.badRequest("messages", "'messages' must not be empty");
        boolean objectArgs = template == null || template.caps().objectArguments();
        boolean harmony = template != null && template.format().harmony();
        Map<String, String> callNames = new LinkedHashMap<>();
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < msgs.size(); i++) {
            JsonNode m = msgs.get(i);
            String at = "messages[" + i + "]";
            if (!m.isObject()) throw ApiError.badRequest(at, at + " must be an object");
            JsonNode role = m.get("role");
            if (role == null || !role.isTextual() || !ROLES.contains(role.asText())) {
                throw ApiError.badRequest(at + ".role", at + ".role must be one of " + ROLES);
            }
            String r = role.asText().equals("developer") && !harmony ? "system" : role.asText();
            Map<String, Object> msg = new LinkedHashMap<>();
            msg.put("role", r);
            msg.put("content", content(m.get("content"), at + ".content"));
            if (r.equals("assistant")) {
                JsonNode calls = m.get("tool_calls");
                if (calls != null && !calls.isNull()) {
                    msg.put("tool_calls", toolCalls(calls, at + ".tool_calls", objectArgs, callNames));
                    if (msg.get("content") == null) msg.put("content", "");
                }
                JsonNode reasoning = m.get("reasoning_content");
                if (reasoning != null && !reasoning.isNull()) {
                    if (!reasoning.isTextual()) throw ApiError.badRequest(at + ".reasoning_content", at + ".reasoning_content must be a string");
                    msg.put("reasoning_content", reasoning.asText());
                    if (harmony) msg.put("thinking", reasoning.asText());
                }
            } else if (m.has("tool_calls") && !m.get("tool_calls").isNull()) {
                throw ApiError.badRequest(at + ".tool_calls", at + ": only assistant messages carry tool_calls");
            }
            if (r.equals("tool")) {
                JsonNode id = m.get("tool_call_id");
                if (id == null || !id.isTextual()) throw ApiError.badRequest(at + ".tool_call_id", at + ".tool_call_id must be a string");
                String name = callNames.get(id.asText());
                if (name == null) {
                    throw ApiError.badRequest(at + ".tool_call_id", at + ".tool_call_id '" + id.asText() + "' answers no tool call of an earlier assistant message");
                }
                msg.put("tool_call_id", id.asText());
                msg.put("name", m.path("name").isTextual() ? m.get("name").asText() : name);
            }
            if (r.equals("user") || r.equals("system")) {
                JsonNode name = m.get("name");
                if (name != null && name.isTextual()) msg.put("name", name.asText());
            }
            if (msg.get("content") == null && !r.equals("assistant")) msg.put("content", "");
            out.add(msg);
        }
        if (template != null && !template.caps().systemRole()) mergeSystemIntoUser(out);
        return out;
    }

    private static List<Object> toolCalls(JsonNode calls, String at, boolean objectArgs, Map<String, String> callNames) {
        if (!calls.isArray()) throw ApiError.badRequest(at, at + " must be an array");
        List<Object> out = new ArrayList<>();
        for (int j = 0; j < calls.size(); j++) {
            JsonNode c = calls.get(j);
            String cat = at + "[" + j + "]";
            if (!c.isObject()) throw ApiError.badRequest(cat, cat + " must be an object");
            JsonNode f = c.get("function");
            if (f == null || !f.isObject() || !f.path("name").isTextual()) throw ApiError.badRequest(cat + ".function.name", cat + ".function.name must be a string");
            JsonNode id = c.get("id");
            if (id != null && !id.isNull() && !id.isTextual()) throw ApiError.badRequest(cat + ".id", cat + ".id must be a string");
            JsonNode args = f.get("arguments");
            Object arguments;
            if (args == null || args.isNull()) {
                arguments = objectArgs ? new LinkedHashMap<>() : "{}";
            } else if (args.isTextual()) {
                JsonNode parsed;
                try {
                    parsed = JSON.readTree(args.asText().isBlank() ? "{}" : args.asText());
                } catch (java.io.IOException e) {
                    throw ApiError.badRequest(cat + ".function.arguments", cat + ".function.arguments is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
                }
                arguments = objectArgs ? JsonValues.of(parsed) : args.asText();
            } else if (args.isObject()) {
                arguments = objectArgs ? JsonValues.of(args) : args.toString();
            } else {
                throw ApiError.badRequest(cat + ".function.arguments", cat + ".function.arguments must be a JSON string or an object");
            }
            Map<String, Object> fn = new LinkedHashMap<>();
            fn.put("name", f.get("name").asText());
            fn.put("arguments", arguments);
            Map<String, Object> call = new LinkedHashMap<>();
            String callId = id != null && id.isTextual() ? id.asText() : "call_" + callNames.size();
            call.put("id", callId);
            call.put("type", "function");
            call.put("function", fn);
            callNames.put(callId, f.get("name").asText());
            out.add(call);
        }
        return out;
    }

    /** Text of a message's content: a string, null, or text parts joined (other part types are refused). */
    static String content(JsonNode c, String at) {
        if (c == null || c.isNull()) return null;
        if (c.isTextual()) return c.asText();
        if (c.isArray()) {
            StringBuilder sb = new StringBuilder();
            for (JsonNode part : c) {
                String type = part.path("type").asText();
                if (!part.isObject() || !Set.of("text", "input_text", "output_text").contains(type) || !part.path("text").isTextual()) {
                    throw ApiError.badRequest(at, at + " parts must be {\"type\":\"text\",\"text\":...}");
                }
                sb.append(part.get("text").asText());
            }
            return sb.toString();
        }
        throw ApiError.badRequest(at, at + " must be a string or an array of text parts");
    }

    /** For templates without a system role: the system text goes in front of the first user message, as llama.cpp does. */
    static void mergeSystemIntoUser(List<Map<String, Object>> msgs) {
        if (msgs.isEmpty() || !"system".equals(msgs.getFirst().get("role"))) return;
        Object system = msgs.removeFirst().get("content");
        for (Map<String, Object> m : msgs) {
            if ("user".equals(m.get("role"))) {
                m.put("content", system + "\n" + m.get("content"));
                return;
            }
        }
    }

}
