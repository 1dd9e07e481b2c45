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
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * OpenAI's Responses API, the part a local server serves (as llama-server): POST /v1/responses with text or message
 * items, function tools, function_call / function_call_output items, instructions, reasoning effort; the reply as
 * reasoning, message and function_call output items, streamed as response.* events.
 */
final class ResponsesRoutes {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GRAMMAR_PARAM = "text.format";

    private final MlxcelServer server;
    private final ServerConfig cfg;

    ResponsesRoutes(MlxcelServer server, ServerConfig cfg) {
        this.server = server;
        this.cfg = cfg;
    }

    /** llama-server's /v1/responses/input_tokens: the prompt tokens the request would take. */
    void inputTokens(Context ctx) {
        InferenceService s = server.ready(ctx);
        ChatTemplate t = s.model.chatTemplate();
        if (t == null) throw ApiError.badRequest("input", "the model has no chat template");
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, ChatRequests.openAi(chatBody(MlxcelServer.body(ctx)), cfg.chat(), t), true);
        ctx.json(MlxcelServer.inputTokens(s.model.tokenizer().encode(prep.prompt(), true).length));
    }

    void create(Context ctx) {
        InferenceService s = server.ready(ctx);
        JsonNode b = MlxcelServer.body(ctx);
        ChatTemplate t = s.model.chatTemplate();
        if (t == null) throw ApiError.badRequest("input", "the model has no chat template");
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, ChatRequests.openAi(chatBody(b), cfg.chat(), t), true);
        int[] prompt = s.model.tokenizer().encode(prep.prompt(), true);
        ObjectNode sampling = JSON.createObjectNode();
        if (b.has("max_output_tokens")) sampling.set("max_tokens", b.get("max_output_tokens"));
        for (String f : new String[]{"temperature", "top_p", "top_k", "seed", "min_p"}) if (b.has(f)) sampling.set(f, b.get(f));
        SamplingParams p = Requests.sampling(sampling, cfg, s.contextSize() - prompt.length - 1, s.model.tokenizer());
        String id = "resp_" + hex();
        long created = System.currentTimeMillis() / 1000;
        OutputParser parser = prep.parser();
        if (!Requests.bool(b, "stream", false)) {
            Generator.Result r = s.generate(prompt, p, null, null, prep.renderSpecial(), prep.constraint(s.grammars, s.model.tokenizer(), prep.grammar(), GRAMMAR_PARAM));
            parser.feed(r.text());
            parser.finish();
            ctx.json(response(s, id, created, "completed", r, items(parser.message())));
            return;
        }
        var matcher = prep.constraint(s.grammars, s.model.tokenizer(), prep.grammar(), GRAMMAR_PARAM);
        var pending = s.submit(prompt, p, true, null, prep.renderSpecial(), matcher, true);
        OutputStream out = MlxcelServer.sse(ctx, pending);
        MlxcelServer.Telemetry tel = new MlxcelServer.Telemetry(b, pending);
        Events events = new Events(out, tel);
        ObjectNode initial = response(s, id, created, "in_progress", null, JSON.createArrayNode());
        events.send("response.created", (ObjectNode) JSON.createObjectNode().set("response", initial));
        events.send("response.in_progress", (ObjectNode) JSON.createObjectNode().set("response", initial));
        Generator.Result r = pending.await(piece -> events.deltas(parser.feed(piece)),
                tel.progress(pr -> events.send("response.in_progress", tel.progressChunk((ObjectNode) JSON.createObjectNode().set("response", initial), pr))));
        events.deltas(parser.finish());
        events.closeItem();
        ObjectNode completed = (ObjectNode) JSON.createObjectNode().set("response", response(s, id, created, "completed", r, events.done));
        completed.set("timings", Timings.of(r).json());
        events.send("response.completed", completed);
    }

    /** The Responses body as an OpenAI chat body: instructions and input items become messages. */
    private static JsonNode chatBody(JsonNode b) {
        ObjectNode chat = JSON.createObjectNode();
        ArrayNode msgs = chat.putArray("messages");
        JsonNode instructions = b.get("instructions");
        if (instructions != null && !instructions.isNull()) {
            if (!instructions.isTextual()) throw ApiError.badRequest("instructions", "'instructions' must be a string");
            msgs.addObject().put("role", "system").put("content", instructions.asText());
        }
        JsonNode input = b.get("input");
        if (input == null || input.isNull()) throw ApiError.badRequest("input", "'input' is required");
        if (input.isTextual()) {
            msgs.addObject().put("role", "user").put("content", input.asText());
        } else if (input.isArray()) {
            ObjectNode pendingCalls = null;
            for (int i = 0; i < input.size(); i++) {
                JsonNode item = input.get(i);
                String at = "input[" + i + "]";
                if (!item.isObject()) throw ApiError.badRequest(at, at + " must be an object");
                String type = item.path("type").asText("message");
                switch (type) {
                    case "message" -> {
                        pendingCalls = null;
                        ObjectNode m = msgs.addObject().put("role", item.path("role").asText());
                        m.set("content", item.get("content"));
                    }
                    case "function_call" -> {
                        if (!item.path("call_id").isTextual() || !item.path("name").isTextual()) {
                            throw ApiError.badRequest(at, at + ": a function_call item needs call_id and name");
                        }
                        if (pendingCalls == null) {
                            pendingCalls = msgs.addObject().put("role", "assistant").put("content", "");
                            pendingCalls.putArray("tool_calls");
                        }
                        ((ArrayNode) pendingCalls.get("tool_calls")).addObject().put("id", item.get("call_id").asText()).put("type", "function")
                                .putObject("function").put("name", item.get("name").asText()).put("arguments", item.path("arguments").asText("{}"));
                    }
                    case "function_call_output" -> {
                        if (!item.path("call_id").isTextual()) throw ApiError.badRequest(at + ".call_id", at + ".call_id must be a string");
                        JsonNode o = item.get("output");
                        msgs.addObject().put("role", "tool").put("tool_call_id", item.get("call_id").asText())
                                .put("content", o == null || o.isNull() ? "" : o.isTextual() ? o.asText() : ChatRequests.content(o, at + ".output"));
                    }
                    case "reasoning" -> {
                        // earlier reasoning: the next assistant message of this turn carries it when the template wants it
                    }
                    default -> throw ApiError.badRequest(at + ".type", at + ".type '" + type + "' is not supported (message, function_call, function_call_output, reasoning)");
                }
            }
        } else {
            throw ApiError.badRequest("input", "'input' must be a string or an array of items");
        }
        JsonNode tools = b.get("tools");
        if (tools != null && !tools.isNull()) {
            if (!tools.isArray()) throw ApiError.badRequest("tools", "'tools' must be an array");
            ArrayNode out = chat.putArray("tools");
            for (int i = 0; i < tools.size(); i++) {
                JsonNode t = tools.get(i);
                if (!"function".equals(t.path("type").asText())) {
                    throw ApiError.badRequest("tools[" + i + "].type", "tools[" + i + "].type must be \"function\" (built-in tools are not served here)");
                }
                ObjectNode f = out.addObject().put("type", "function").putObject("function");
                f.set("name", t.get("name"));
                if (t.has("description")) f.set("description", t.get("description"));
                if (t.has("parameters")) f.set("parameters", t.get("parameters"));
            }
        }
        JsonNode choice = b.get("tool_choice");
        if (choice != null && !choice.isNull()) {
            if (choice.isObject() && "function".equals(choice.path("type").asText())) {
                chat.putObject("tool_choice").put("type", "function").putObject("function").set("name", choice.get("name"));
            } else {
                chat.set("tool_choice", choice);
            }
        }
        if (b.has("parallel_tool_calls")) chat.set("parallel_tool_calls", b.get("parallel_tool_calls"));
        JsonNode format = b.path("text").get("format");
        if (format != null && !format.isNull()) {
            String type = format.path("type").asText();
            if (type.equals("json_schema")) {
                chat.putObject("response_format").put("type", "json_schema").putObject("json_schema").set("schema", format.get("schema"));
            } else if (type.equals("json_object")) {
                chat.putObject("response_format").put("type", "json_object");
            } else if (!type.equals("text")) {
                throw ApiError.badRequest("text.format.type", "'text.format.type' must be text, json_object or json_schema");
            }
        }
        JsonNode effort = b.path("reasoning").path("effort");
        if (effort.isTextual()) chat.put("reasoning_effort", effort.asText());
        return chat;
    }

    /** The reply as output items: reasoning, then the message, then function calls. */
    private static ArrayNode items(ChatMessage m) {
        ArrayNode out = JSON.createArrayNode();
        if (!m.reasoning().isEmpty()) out.add(reasoningItem("rs_" + hex(), m.reasoning()));
        if (!m.content().isEmpty() || m.toolCalls().isEmpty()) out.add(messageItem("msg_" + hex(), m.content(), "completed"));
        for (ToolCall c : m.toolCalls()) out.add(callItem("fc_" + hex(), c, "completed"));
        return out;
    }

    private static ObjectNode messageItem(String id, String text, String status) {
        ObjectNode item = JSON.createObjectNode().put("type", "message").put("id", id).put("status", status).put("role", "assistant");
        ArrayNode content = item.putArray("content");
        if (text != null) content.add(textPart(text));
        return item;
    }

    private static ObjectNode textPart(String text) {
        ObjectNode part = JSON.createObjectNode().put("type", "output_text").put("text", text);
        part.putArray("annotations");
        return part;
    }

    private static ObjectNode reasoningItem(String id, String text) {
        ObjectNode item = JSON.createObjectNode().put("type", "reasoning").put("id", id);
        item.putArray("summary");
        if (text != null) item.putArray("content").addObject().put("type", "reasoning_text").put("text", text);
        return item;
    }

    private static ObjectNode callItem(String id, ToolCall c, String status) {
        return JSON.createObjectNode().put("type", "function_call").put("id", id).put("call_id", c.id()).put("name", c.name())
                .put("arguments", status.equals("completed") ? c.arguments() : "").put("status", status);
    }

    private ObjectNode response(InferenceService s, String id, long created, String status, Generator.Result r, ArrayNode output) {
        boolean incomplete = r != null && r.finish() == Generator.Finish.LENGTH;
        ObjectNode o = JSON.createObjectNode().put("id", id).put("object", "response").put("created_at", created)
                .put("status", incomplete ? "incomplete" : status).put("model", s.id);
        if (incomplete) o.putObject("incomplete_details").put("reason", "max_output_tokens");
        else o.putNull("incomplete_details");
        o.putNull("error");
        o.set("output", output);
        o.put("parallel_tool_calls", true).put("tool_choice", "auto");
        o.putArray("tools");
        if (r != null) {
            ObjectNode u = o.putObject("usage").put("input_tokens", r.promptTokens());
            u.putObject("input_tokens_details").put("cached_tokens", r.cachedTokens());
            u.put("output_tokens", r.tokens().length).put("total_tokens", r.promptTokens() + r.tokens().length);
        }
        return o;
    }

    /** Streamed output items: one open at a time, opened and closed as the deltas change kind. */
    private static final class Events {
        private final OutputStream out;
        private final MlxcelServer.Telemetry telemetry;
        private int sequence;
        final ArrayNode done = JSON.createArrayNode();
        private String openKind;
        private String openId;
        private final StringBuilder text = new StringBuilder();

        Events(OutputStream out, MlxcelServer.Telemetry telemetry) {
            this.out = out;
            this.telemetry = telemetry;
        }

        void send(String type, ObjectNode data) {
            data.put("type", type).put("sequence_number", sequence++);
            if (type.endsWith(".delta")) telemetry.stamp(data);
            try {
                MlxcelServer.write(out, "event: " + type + "\ndata: " + JSON.writeValueAsString(data) + "\n\n");
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }

        void deltas(List<ChatDelta> deltas) {
            for (ChatDelta d : deltas) {
                switch (d) {
                    case ChatDelta.Content c -> {
                        open("message");
                        text.append(c.text());
                        send("response.output_text.delta", part().put("delta", c.text()));
                    }
                    case ChatDelta.Reasoning c -> {
                        open("reasoning");
                        text.append(c.text());
                        send("response.reasoning_text.delta", part().put("delta", c.text()));
                    }
                    case ChatDelta.Call c -> {
                        closeItem();
                        String id = "fc_" + hex();
                        send("response.output_item.added", item(callItem(id, c.call(), "in_progress")));
                        send("response.function_call_arguments.delta", JSON.createObjectNode().put("item_id", id)
                                .put("output_index", done.size()).put("delta", c.call().arguments()));
                        send("response.function_call_arguments.done", JSON.createObjectNode().put("item_id", id)
                                .put("output_index", done.size()).put("name", c.call().name()).put("arguments", c.call().arguments()));
                        ObjectNode finished = callItem(id, c.call(), "completed");
                        send("response.output_item.done", item(finished));
                        done.add(finished);
                    }
                }
            }
        }

        private ObjectNode part() {
            return JSON.createObjectNode().put("item_id", openId).put("output_index", done.size()).put("content_index", 0);
        }

        private ObjectNode item(ObjectNode item) {
            ObjectNode e = JSON.createObjectNode().put("output_index", done.size());
            e.set("item", item);
            return e;
        }

        private void open(String kind) {
            if (kind.equals(openKind)) return;
            closeItem();
            openKind = kind;
            text.setLength(0);
            if (kind.equals("message")) {
                openId = "msg_" + hex();
                send("response.output_item.added", item(messageItem(openId, null, "in_progress")));
                ObjectNode e = part();
                e.set("part", textPart(""));
                send("response.content_part.added", e);
            } else {
                openId = "rs_" + hex();
                send("response.output_item.added", item(reasoningItem(openId, null)));
            }
        }

        void closeItem() {
            if (openKind == null) return;
            if (openKind.equals("message")) {
                send("response.output_text.done", part().put("text", text.toString()));
                ObjectNode e = part();
                e.set("part", textPart(text.toString()));
                send("response.content_part.done", e);
                ObjectNode finished = messageItem(openId, text.toString(), "completed");
                send("response.output_item.done", item(finished));
                done.add(finished);
            } else {
                send("response.reasoning_text.done", part().put("text", text.toString()));
                ObjectNode finished = reasoningItem(openId, text.toString());
                send("response.output_item.done", item(finished));
                done.add(finished);
            }
            openKind = null;
        }
    }

    private static String hex() {
        return UUID.randomUUID().toString().replace("-", "");
    }

}
