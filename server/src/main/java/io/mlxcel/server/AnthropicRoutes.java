package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import io.mlxcel.model.chat.ChatDelta;
import io.mlxcel.model.chat.ChatMessage;
import io.mlxcel.model.chat.OutputParser;
import io.mlxcel.model.chat.ToolCall;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.model.tokenizer.ChatTemplate;

import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Anthropic's Messages API: POST /v1/messages (text, tool_use and tool_result blocks, tools with input_schema,
 * tool_choice, stop_sequences, thinking; streamed as message_start, content_block_start/delta/stop, message_delta,
 * message_stop with pings) and POST /v1/messages/count_tokens. A request becomes the same {@link ChatCall} as an OpenAI
 * chat request; errors come in Anthropic's shape.
 */
final class AnthropicRoutes {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GRAMMAR_PARAM = "output_config.format";

    private final MlxcelServer server;
    private final ServerConfig cfg;

    AnthropicRoutes(MlxcelServer server, ServerConfig cfg) {
        this.server = server;
        this.cfg = cfg;
    }

    /** Anthropic's error body for a status. */
    static ObjectNode error(int status, String message) {
        String type = switch (status) {
            case 400, 422 -> "invalid_request_error";
            case 401 -> "authentication_error";
            case 403 -> "permission_error";
            case 404 -> "not_found_error";
            case 413 -> "request_too_large";
            case 429 -> "rate_limit_error";
            case 503, 529 -> "overloaded_error";
            default -> "api_error";
        };
        ObjectNode root = JSON.createObjectNode().put("type", "error");
        root.putObject("error").put("type", type).put("message", message);
        return root;
    }

    void countTokens(Context ctx) {
        InferenceService s = server.ready(ctx);
        JsonNode b = MlxcelServer.body(ctx);
        ChatTemplate t = template(s);
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, chatCall(b, t), true);
        ctx.json(JSON.createObjectNode().put("input_tokens", s.model.tokenizer().encode(prep.prompt(), true).length));
    }

    void messages(Context ctx) {
        InferenceService s = server.ready(ctx);
        JsonNode b = MlxcelServer.body(ctx);
        ChatTemplate t = template(s);
        if (!b.has("max_tokens")) throw ApiError.badRequest("max_tokens", "max_tokens: Field required");
        ChatCall call = chatCall(b, t);
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, call, true, "toolu_");
        int[] prompt = s.model.tokenizer().encode(prep.prompt(), true);
        SamplingParams p = Requests.sampling(openAiSampling(b), cfg, s.contextSize() - prompt.length - 1, s.model.tokenizer());
        String id = "msg_" + UUID.randomUUID().toString().replace("-", "").substring(0, 24);
        OutputParser parser = prep.parser();
        if (!Requests.bool(b, "stream", false)) {
            Generator.Result r = s.generate(prompt, p, null, null, prep.renderSpecial(), prep.constraint(s.grammars, s.model.tokenizer(), prep.grammar(), GRAMMAR_PARAM));
            parser.feed(r.text());
            parser.finish();
            ChatMessage m = parser.message();
            ObjectNode root = JSON.createObjectNode().put("id", id).put("type", "message").put("role", "assistant").put("model", s.id);
            ArrayNode content = root.putArray("content");
            if (!m.reasoning().isEmpty()) content.addObject().put("type", "thinking").put("thinking", m.reasoning()).put("signature", "");
            if (!m.content().isEmpty()) content.addObject().put("type", "text").put("text", m.content());
            for (ToolCall c : m.toolCalls()) {
                content.addObject().put("type", "tool_use").put("id", c.id()).put("name", c.name()).set("input", parse(c.arguments()));
            }
            root.put("stop_reason", stopReason(r, m));
            if (r.stopString() != null) root.put("stop_sequence", r.stopString());
            else root.putNull("stop_sequence");
            usage(root.putObject("usage"), r).put("output_tokens", r.tokens().length);
            ctx.json(root);
            return;
        }
        var matcher = prep.constraint(s.grammars, s.model.tokenizer(), prep.grammar(), GRAMMAR_PARAM);
        var pending = s.submit(prompt, p, true, null, prep.renderSpecial(), matcher, true);
        OutputStream out = MlxcelServer.sse(ctx, pending);
        ObjectNode start = JSON.createObjectNode().put("type", "message_start");
        ObjectNode msg = start.putObject("message").put("id", id).put("type", "message").put("role", "assistant").put("model", s.id);
        msg.putArray("content");
        msg.putNull("stop_reason").putNull("stop_sequence");
        msg.putObject("usage").put("input_tokens", prompt.length).put("cache_creation_input_tokens", 0).put("cache_read_input_tokens", 0).put("output_tokens", 0);
        event(out, "message_start", start);
        event(out, "ping", JSON.createObjectNode().put("type", "ping"));
        Blocks blocks = new Blocks(out);
        Generator.Result r = pending.await(piece -> blocks.deltas(parser.feed(piece)));
        blocks.deltas(parser.finish());
        blocks.close();
        ChatMessage m = parser.message();
        ObjectNode delta = JSON.createObjectNode().put("type", "message_delta");
        ObjectNode d = delta.putObject("delta").put("stop_reason", stopReason(r, m));
        if (r.stopString() != null) d.put("stop_sequence", r.stopString());
        else d.putNull("stop_sequence");
        usage(delta.putObject("usage"), r).put("output_tokens", r.tokens().length);
        event(out, "message_delta", delta);
        event(out, "message_stop", JSON.createObjectNode().put("type", "message_stop"));
    }

    /** Content blocks opened and closed as the reply's deltas change kind. */
    private final class Blocks {
        private final OutputStream out;
        private int index = -1;
        private String open;

        Blocks(OutputStream out) {
            this.out = out;
        }

        void deltas(List<ChatDelta> deltas) {
            for (ChatDelta delta : deltas) {
                switch (delta) {
                    case ChatDelta.Reasoning x -> {
                        start("thinking", JSON.createObjectNode().put("type", "thinking").put("thinking", ""));
                        blockDelta(JSON.createObjectNode().put("type", "thinking_delta").put("thinking", x.text()));
                    }
                    case ChatDelta.Content x -> {
                        start("text", JSON.createObjectNode().put("type", "text").put("text", ""));
                        blockDelta(JSON.createObjectNode().put("type", "text_delta").put("text", x.text()));
                    }
                    case ChatDelta.Call x -> {
                        close();
                        ObjectNode block = JSON.createObjectNode().put("type", "tool_use").put("id", x.call().id()).put("name", x.call().name());
                        block.putObject("input");
                        start("tool_use", block);
                        blockDelta(JSON.createObjectNode().put("type", "input_json_delta").put("partial_json", x.call().arguments()));
                        close();
                    }
                }
            }
        }

        private void start(String kind, ObjectNode block) {
            if (kind.equals(open)) return;
            close();
            index++;
            open = kind;
            ObjectNode e = JSON.createObjectNode().put("type", "content_block_start").put("index", index);
            e.set("content_block", block);
            event(out, "content_block_start", e);
        }

        private void blockDelta(ObjectNode delta) {
            ObjectNode e = JSON.createObjectNode().put("type", "content_block_delta").put("index", index);
            e.set("delta", delta);
            event(out, "content_block_delta", e);
        }

        void close() {
            if (open == null) return;
            if (open.equals("thinking")) {
                blockDelta(JSON.createObjectNode().put("type", "signature_delta").put("signature", ""));
            }
            event(out, "content_block_stop", JSON.createObjectNode().put("type", "content_block_stop").put("index", index));
            open = null;
        }
    }

    /**
     * Anthropic's input counts: input_tokens are the prompt tokens computed, cache_read_input_tokens those taken from
     * a cached prefix (every prompt is cached for later requests here, with no separate creation charge).
     */
    private static ObjectNode usage(ObjectNode u, Generator.Result r) {
        return u.put("input_tokens", r.prefilledTokens()).put("cache_creation_input_tokens", 0).put("cache_read_input_tokens", r.cachedTokens());
    }

    private static String stopReason(Generator.Result r, ChatMessage m) {
        if (!m.toolCalls().isEmpty()) return "tool_use";
        if (r.stopString() != null) return "stop_sequence";
        return r.finish() == Generator.Finish.STOP ? "end_turn" : "max_tokens";
    }

    private static void event(OutputStream out, String name, JsonNode data) {
        try {
            MlxcelServer.write(out, "event: " + name + "\ndata: " + JSON.writeValueAsString(data) + "\n\n");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            return JSON.createObjectNode();
        }
    }

    private static ChatTemplate template(InferenceService s) {
        ChatTemplate t = s.model.chatTemplate();
        if (t == null) throw ApiError.badRequest("messages", "the model has no chat template");
        return t;
    }

    /** The sampling fields under OpenAI's names, for {@link Requests#sampling}. */
    private static JsonNode openAiSampling(JsonNode b) {
        ObjectNode o = JSON.createObjectNode();
        long max = Requests.integer(b, "max_tokens", 0, Integer.MAX_VALUE);
        if (max < 1) throw ApiError.badRequest("max_tokens", "max_tokens: must be at least 1");
        o.put("max_tokens", max);
        for (String f : new String[]{"temperature", "top_p", "top_k"}) if (b.has(f)) o.set(f, b.get(f));
        if (b.has("temperature")) Requests.number(b, "temperature", 1f, 0, 1);
        JsonNode stops = b.get("stop_sequences");
        if (stops != null && !stops.isNull()) {
            if (!stops.isArray()) throw ApiError.badRequest("stop_sequences", "stop_sequences: must be an array of strings");
            o.set("stop", stops);
        }
        return o;
    }

    /** A Messages request as a {@link ChatCall}: system, blocks, tools, tool_choice and thinking. */
    ChatCall chatCall(JsonNode b, ChatTemplate template) {
        JsonNode tools = tools(b.get("tools"));
        String choice = "auto";
        String forced = null;
        boolean parallel = true;
        JsonNode tc = b.get("tool_choice");
        if (tc != null && !tc.isNull()) {
            if (!tc.isObject()) throw ApiError.badRequest("tool_choice", "tool_choice: must be an object");
            switch (tc.path("type").asText()) {
                case "auto" -> choice = "auto";
                case "any" -> choice = "required";
                case "none" -> choice = "none";
                case "tool" -> {
                    if (!tc.path("name").isTextual()) throw ApiError.badRequest("tool_choice.name", "tool_choice.name: Field required");
                    choice = "function";
                    forced = tc.get("name").asText();
                }
                default -> throw ApiError.badRequest("tool_choice.type", "tool_choice.type: must be one of auto, any, tool, none");
            }
            parallel = !tc.path("disable_parallel_tool_use").asBoolean(false);
        }
        ChatRequests.checkChoice(tools, choice, forced, "tool_choice");
        Map<String, Object> kwargs = ChatRequests.kwargs(JSON.createObjectNode(), cfg.chat());
        boolean reasoning = !cfg.chat().reasoningFormat().equals("none");
        JsonNode thinking = b.get("thinking");
        int budget = cfg.chat().reasoningBudget();
        if (thinking != null && !thinking.isNull()) {
            String type = thinking.path("type").asText();
            if (type.equals("enabled") && thinking.path("budget_tokens").isIntegralNumber()) budget = thinking.get("budget_tokens").asInt();
            if (type.equals("disabled")) kwargs.put("enable_thinking", false);
            else if (Set.of("enabled", "adaptive", "between_tools").contains(type)) kwargs.put("enable_thinking", true);
            else throw ApiError.badRequest("thinking.type", "thinking.type: must be enabled, adaptive, between_tools or disabled");
        }
        JsonNode output = b.get("output_config");
        if (output != null && !output.isNull()) {
            if (!output.isObject()) throw ApiError.badRequest("output_config", "output_config: must be an object");
            JsonNode effort = output.get("effort");
            if (effort != null && !effort.isNull()) {
                if (!effort.isTextual() || !Set.of("low", "medium", "high", "xhigh", "max").contains(effort.asText())) {
                    throw ApiError.badRequest("output_config.effort", "output_config.effort: must be one of low, medium, high, xhigh, max");
                }
                // templates know low / medium / high (gpt-oss's reasoning_effort)
                kwargs.put("reasoning_effort", effort.asText().equals("low") || effort.asText().equals("medium") ? effort.asText() : "high");
            }
        }
        JsonNode schema = null;
        JsonNode format = b.path("output_config").get("format");
        if (format != null && !format.isNull()) {
            if (!"json_schema".equals(format.path("type").asText()) || !format.path("schema").isObject()) {
                throw ApiError.badRequest("output_config.format", "output_config.format: must be {\"type\": \"json_schema\", \"schema\": {...}}");
            }
            schema = format.get("schema");
        }
        JsonNode msgs = openAiMessages(b);
        List<Map<String, Object>> messages = ChatRequests.messages(msgs, template, true);
        // a conversation that ends with an assistant turn is its prefill: the reply continues it
        ChatCall.Continuation continuation = msgs.isEmpty() ? null
                : ChatRequests.continuation(JSON.createObjectNode().set("messages", msgs));
        if (continuation != null) messages = new java.util.ArrayList<>(messages.subList(0, messages.size() - 1));
        return new ChatCall(messages, tools, choice, forced, parallel, kwargs, reasoning, schema, budget, continuation);
    }

    /** Anthropic tools ({name, description, input_schema}) in OpenAI's shape, checked. */
    private static JsonNode tools(JsonNode tools) {
        if (tools == null || tools.isNull()) return null;
        if (!tools.isArray()) throw ApiError.badRequest("tools", "tools: must be an array");
        ArrayNode out = JSON.createArrayNode();
        for (int i = 0; i < tools.size(); i++) {
            JsonNode t = tools.get(i);
            String at = "tools." + i;
            if (!t.isObject()) throw ApiError.badRequest(at, at + ": must be an object");
            if (t.has("type") && !Set.of("custom").contains(t.path("type").asText())) {
                throw ApiError.badRequest(at + ".type", at + ".type: server tool '" + t.path("type").asText() + "' is not supported; define a custom tool with input_schema");
            }
            if (!t.path("name").isTextual()) throw ApiError.badRequest(at + ".name", at + ".name: Field required");
            JsonNode schema = t.get("input_schema");
            if (schema == null || !schema.isObject()) throw ApiError.badRequest(at + ".input_schema", at + ".input_schema: Field required (a JSON Schema object)");
            ObjectNode f = out.addObject().put("type", "function").putObject("function").put("name", t.get("name").asText());
            if (t.path("description").isTextual()) f.put("description", t.get("description").asText());
            f.set("parameters", schema);
        }
        return ChatRequests.tools(out, "tools");
    }

    /** system + messages with blocks, as OpenAI chat messages (tool results become tool messages). */
    private static JsonNode openAiMessages(JsonNode b) {
        ArrayNode out = JSON.createArrayNode();
        JsonNode system = b.get("system");
        if (system != null && !system.isNull()) {
            String text = system.isTextual() ? system.asText() : textOf(system, "system");
            out.addObject().put("role", "system").put("content", text);
        }
        JsonNode msgs = b.get("messages");
        // an empty list is accepted, as llama-server accepts it (the template renders the system prompt, if any)
        if (msgs == null || !msgs.isArray()) throw ApiError.badRequest("messages", "messages: must be an array");
        for (int i = 0; i < msgs.size(); i++) {
            JsonNode m = msgs.get(i);
            String at = "messages." + i;
            if (!m.isObject()) throw ApiError.badRequest(at, at + ": must be an object");
            String role = m.path("role").asText();
            if (!role.equals("user") && !role.equals("assistant")) throw ApiError.badRequest(at + ".role", at + ".role: must be user or assistant");
            JsonNode content = m.get("content");
            if (content != null && content.isTextual()) {
                out.addObject().put("role", role).put("content", content.asText());
                continue;
            }
            if (content == null || !content.isArray()) throw ApiError.badRequest(at + ".content", at + ".content: must be a string or an array of content blocks");
            StringBuilder text = new StringBuilder(), thinking = new StringBuilder();
            ArrayNode calls = JSON.createArrayNode();
            List<ObjectNode> results = new ArrayList<>();
            for (int j = 0; j < content.size(); j++) {
                JsonNode block = content.get(j);
                String bat = at + ".content." + j;
                String type = block.path("type").asText();
                switch (type) {
                    case "text" -> {
                        if (!block.path("text").isTextual()) throw ApiError.badRequest(bat + ".text", bat + ".text: Field required");
                        text.append(block.get("text").asText());
                    }
                    case "thinking" -> {
                        if (!role.equals("assistant")) throw ApiError.badRequest(bat, bat + ": thinking blocks belong to assistant messages");
                        thinking.append(block.path("thinking").asText());
                    }
                    case "redacted_thinking" -> {
                        // opaque data of another provider's model: nothing a local template can show
                    }
                    case "tool_use" -> {
                        if (!role.equals("assistant")) throw ApiError.badRequest(bat, bat + ": tool_use blocks belong to assistant messages");
                        if (!block.path("id").isTextual() || !block.path("name").isTextual() || !block.path("input").isObject()) {
                            throw ApiError.badRequest(bat, bat + ": tool_use needs id, name and an input object");
                        }
                        calls.addObject().put("id", block.get("id").asText()).put("type", "function").putObject("function")
                                .put("name", block.get("name").asText()).put("arguments", block.get("input").toString());
                    }
                    case "tool_result" -> {
                        if (!role.equals("user")) throw ApiError.badRequest(bat, bat + ": tool_result blocks belong to user messages");
                        if (!block.path("tool_use_id").isTextual()) throw ApiError.badRequest(bat + ".tool_use_id", bat + ".tool_use_id: Field required");
                        JsonNode c = block.get("content");
                        String result = c == null || c.isNull() ? "" : c.isTextual() ? c.asText() : textOf(c, bat + ".content");
                        if (block.path("is_error").asBoolean(false)) result = "Error: " + result;
                        results.add(JSON.createObjectNode().put("role", "tool").put("tool_call_id", block.get("tool_use_id").asText()).put("content", result));
                    }
                    default -> throw ApiError.badRequest(bat + ".type", bat + ".type: '" + type + "' blocks are not supported (text, thinking, tool_use, tool_result)");
                }
            }
            for (ObjectNode r : results) out.add(r);
            if (role.equals("assistant")) {
                ObjectNode a = out.addObject().put("role", "assistant").put("content", text.toString());
                if (!thinking.isEmpty()) a.put("reasoning_content", thinking.toString());
                if (!calls.isEmpty()) a.set("tool_calls", calls);
            } else if (!text.isEmpty() || results.isEmpty()) {
                out.addObject().put("role", "user").put("content", text.toString());
            }
        }
        return out;
    }

    private static String textOf(JsonNode blocks, String at) {
        if (!blocks.isArray()) throw ApiError.badRequest(at, at + ": must be a string or an array of text blocks");
        StringBuilder sb = new StringBuilder();
        for (JsonNode x : blocks) {
            if (!"text".equals(x.path("type").asText()) || !x.path("text").isTextual()) {
                throw ApiError.badRequest(at, at + ": only text blocks are supported here");
            }
            sb.append(x.get("text").asText());
        }
        return sb.toString();
    }
}
