package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.tokenizer.ChatTemplate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The agent routes on the real SmolLM2, once with its own template (no tool support: the generic JSON format) and
 * once with Qwen3's template in its place (Hermes tool_call tags, think tags): forced tool calls come back as
 * tool_calls, streamed and not, in the OpenAI, Anthropic and Responses shapes; JSON schemas are followed; the chat
 * template receives tools and tool history exactly as Hugging Face renders them; bad requests are 400s in each
 * protocol's shape.
 */
class ServerAgentsTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newHttpClient();
    static MlxcelServer own, qwen;

    @BeforeAll
    static void start() throws Exception {
        var model = TestAssets.smolLm2Gguf();
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 1024, -1, "smol", null, 0.8f, 40, 0.95f, 0.05f, -1, 4, false, 1, 600, false);
        own = MlxcelServer.start(cfg, () -> ModelLoader.load(model, new JavaBackend(2)));
        String qwen3 = Files.readString(TestAssets.llamaCppSource().resolve("models/templates/Qwen-Qwen3-0.6B.jinja"));
        qwen = MlxcelServer.start(cfg, () -> {
            LoadedModel m = ModelLoader.load(model, new JavaBackend(2));
            return new LoadedModel(m.source(), m.config(), m.lm(), m.tokenizer(), new ChatTemplate(qwen3, "", "<|im_end|>"), m.checkpoint());
        });
    }

    @AfterAll
    static void stop() {
        if (own != null) own.close();
        if (qwen != null) qwen.close();
    }

    static HttpResponse<String> post(MlxcelServer s, String path, JsonNode body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(), HttpResponse.BodyHandlers.ofString());
    }

    static JsonNode json(HttpResponse<String> r) throws Exception {
        return JSON.readTree(r.body());
    }

    static ObjectNode weatherRequest(String toolChoice) throws Exception {
        ObjectNode b = (ObjectNode) JSON.readTree("""
                {"messages": [{"role": "user", "content": "What's the weather in Paris?"}], "max_tokens": 80, "temperature": 0, "parallel_tool_calls": false,
                 "tools": [{"type": "function", "function": {"name": "get_weather", "description": "Current weather",
                   "parameters": {"type": "object", "properties": {"location": {"type": "string"},
                     "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}}, "required": ["location"]}}}]}""");
        b.set("tool_choice", JSON.readTree(toolChoice));
        return b;
    }

    /** Data lines of an SSE body (and event names, for Anthropic's), parsed. */
    static List<JsonNode> events(String body) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String line : body.split("\n")) {
            if (line.startsWith("data: ") && !line.equals("data: [DONE]")) out.add(JSON.readTree(line.substring(6)));
        }
        return out;
    }

    @Test
    void forcedToolCallComesBackAsToolCalls() throws Exception {
        for (MlxcelServer s : List.of(own, qwen)) {
            JsonNode r = json(post(s, "/v1/chat/completions", weatherRequest("\"required\"")));
            JsonNode choice = r.get("choices").get(0);
            assertEquals("tool_calls", choice.get("finish_reason").asText(), r.toString());
            JsonNode call = choice.get("message").get("tool_calls").get(0);
            assertEquals("get_weather", call.get("function").get("name").asText());
            assertTrue(call.get("id").asText().startsWith("call_"));
            JsonNode args = JSON.readTree(call.get("function").get("arguments").asText());
            assertTrue(args.get("location").isTextual(), args.toString());
            assertTrue(choice.get("message").get("content").isNull(), r.toString());
        }
    }

    @Test
    void streamedToolCallSendsIdAndNameThenArguments() throws Exception {
        for (MlxcelServer s : List.of(own, qwen)) {
            ObjectNode b = weatherRequest("{\"type\": \"function\", \"function\": {\"name\": \"get_weather\"}}");
            b.put("stream", true);
            List<JsonNode> ev = events(post(s, "/v1/chat/completions", b).body());
            String id = null, name = null, finish = null;
            StringBuilder args = new StringBuilder();
            for (JsonNode e : ev) {
                JsonNode c = e.get("choices").get(0);
                for (JsonNode tc : c.get("delta").path("tool_calls")) {
                    assertEquals(0, tc.get("index").asInt());
                    if (tc.has("id")) {
                        assertNull(id, "id sent once");
                        id = tc.get("id").asText();
                        name = tc.get("function").get("name").asText();
                    } else {
                        assertTrue(id != null, "id and name come first");
                    }
                    args.append(tc.get("function").path("arguments").asText(""));
                }
                if (!c.get("finish_reason").isNull()) finish = c.get("finish_reason").asText();
            }
            assertEquals("get_weather", name);
            assertEquals("tool_calls", finish);
            JsonNode nonStreamed = json(post(s, "/v1/chat/completions", weatherRequest("{\"type\": \"function\", \"function\": {\"name\": \"get_weather\"}}")));
            assertEquals(nonStreamed.get("choices").get(0).get("message").get("tool_calls").get(0).get("function").get("arguments").asText(), args.toString());
        }
    }

    @Test
    void toolRoundTripRendersTheHistory() throws Exception {
        ObjectNode b = weatherRequest("\"auto\"");
        b.set("messages", JSON.readTree("""
                [{"role": "user", "content": "What's the weather in Paris?"},
                 {"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function",
                   "function": {"name": "get_weather", "arguments": "{\\"location\\": \\"Paris\\"}"}}]},
                 {"role": "tool", "tool_call_id": "call_1", "content": "21 °C and sunny"}]"""));
        String prompt = json(post(qwen, "/apply-template", b)).get("prompt").asText();
        assertTrue(prompt.contains("<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"location\": \"Paris\"}}\n</tool_call>"), prompt);
        assertTrue(prompt.contains("<tool_response>\n21 °C and sunny\n</tool_response>"), prompt);
        assertTrue(prompt.contains("\"name\": \"get_weather\""), "tools listed: " + prompt);
        JsonNode r = json(post(qwen, "/v1/chat/completions", b));
        assertEquals("assistant", r.get("choices").get(0).get("message").get("role").asText());
    }

    @Test
    void applyTemplateEqualsJinja2Golden() throws Exception {
        JsonNode cases;
        JsonNode goldens;
        try (InputStream a = TestAssets.class.getResourceAsStream("/chat-template-cases.json");
             InputStream g = TestAssets.class.getResourceAsStream("/goldens/chat-templates-llama-cpp.json")) {
            cases = JSON.readTree(a);
            goldens = JSON.readTree(g);
        }
        for (String c : List.of("tool_round_trip", "tool_round_trip_kwargs", "parallel_calls", "reasoning_history", "plain")) {
            JsonNode spec = cases.get("cases").get(c);
            ObjectNode b = JSON.createObjectNode();
            b.set("messages", spec.get("messages"));
            if (spec.path("tools").asBoolean()) b.set("tools", cases.get("tools"));
            if (spec.has("kwargs")) b.set("chat_template_kwargs", spec.get("kwargs"));
            String prompt = json(post(qwen, "/apply-template", b)).get("prompt").asText();
            assertEquals(goldens.get("Qwen-Qwen3-0.6B").get(c).get("text").asText(), prompt, c);
        }
    }

    @Test
    void jsonSchemaIsFollowed() throws Exception {
        ObjectNode b = (ObjectNode) JSON.readTree("""
                {"messages": [{"role": "user", "content": "Describe a city as JSON."}], "max_tokens": 120, "temperature": 0.8, "seed": 7,
                 "response_format": {"type": "json_schema", "json_schema": {"name": "city", "schema":
                   {"type": "object", "properties": {"name": {"type": "string", "maxLength": 30},
                    "population": {"type": "integer", "minimum": 0}, "capital": {"type": "boolean"}},
                    "required": ["name", "population", "capital"], "additionalProperties": false}}}}""");
        for (MlxcelServer s : List.of(own, qwen)) {
            JsonNode r = json(post(s, "/v1/chat/completions", b));
            JsonNode out = JSON.readTree(r.get("choices").get(0).get("message").get("content").asText());
            assertTrue(out.get("name").isTextual() && out.get("population").isIntegralNumber() && out.get("capital").isBoolean(), out.toString());
            assertEquals(3, out.size());
        }
        JsonNode l = json(post(own, "/completion", JSON.readTree("{\"prompt\": \"Answer: \", \"n_predict\": 8, \"grammar\": \"root ::= \\\"yes\\\" | \\\"no\\\"\"}")));
        assertTrue(List.of("yes", "no").contains(l.get("content").asText()), l.toString());
    }

    @Test
    void anthropicForcedToolUseAndStream() throws Exception {
        ObjectNode b = (ObjectNode) JSON.readTree("""
                {"model": "x", "max_tokens": 80, "temperature": 0, "messages": [{"role": "user", "content": "Weather in Paris?"}],
                 "tools": [{"name": "get_weather", "description": "Weather", "input_schema": {"type": "object",
                   "properties": {"location": {"type": "string"}}, "required": ["location"]}}],
                 "tool_choice": {"type": "any", "disable_parallel_tool_use": true}}""");
        for (MlxcelServer s : List.of(own, qwen)) {
            JsonNode r = json(post(s, "/v1/messages", b));
            assertEquals("tool_use", r.get("stop_reason").asText(), r.toString());
            JsonNode block = r.get("content").get(r.get("content").size() - 1);
            assertEquals("tool_use", block.get("type").asText());
            assertTrue(block.get("id").asText().startsWith("toolu_"));
            assertTrue(block.get("input").get("location").isTextual());
        }
        b.put("stream", true);
        String body = post(own, "/v1/messages", b).body();
        List<String> names = new ArrayList<>();
        for (String line : body.split("\n")) if (line.startsWith("event: ")) names.add(line.substring(7));
        assertEquals("message_start", names.getFirst());
        assertEquals("message_stop", names.getLast());
        assertTrue(names.contains("content_block_start") && names.contains("content_block_delta") && names.contains("message_delta"), names.toString());
        assertTrue(body.contains("\"input_json_delta\""), body);
        assertTrue(body.contains("\"stop_reason\":\"tool_use\""), body);
    }

    @Test
    void responsesForcedFunctionCall() throws Exception {
        ObjectNode b = (ObjectNode) JSON.readTree("""
                {"model": "x", "input": "Weather in Paris?", "max_output_tokens": 80, "tool_choice": "required",
                 "tools": [{"type": "function", "name": "get_weather", "parameters": {"type": "object",
                   "properties": {"location": {"type": "string"}}, "required": ["location"]}}]}""");
        JsonNode r = json(post(qwen, "/v1/responses", b));
        JsonNode item = null;
        for (JsonNode o : r.get("output")) if (o.get("type").asText().equals("function_call")) item = o;
        assertTrue(item != null, r.toString());
        assertEquals("get_weather", item.get("name").asText());
        assertTrue(JSON.readTree(item.get("arguments").asText()).get("location").isTextual());
    }

    @Test
    void badRequestsAre400sInTheRoutesShape() throws Exception {
        ObjectNode b = weatherRequest("{\"type\": \"function\", \"function\": {\"name\": \"nope\"}}");
        var r = post(own, "/v1/chat/completions", b);
        assertEquals(400, r.statusCode());
        assertEquals("tool_choice", json(r).get("error").get("param").asText());
        assertTrue(json(r).get("error").get("message").asText().contains("nope"));

        b = weatherRequest("\"auto\"");
        b.set("tools", JSON.readTree("[{\"type\": \"function\", \"function\": {\"parameters\": {}}}]"));
        r = post(own, "/v1/chat/completions", b);
        assertEquals(400, r.statusCode());
        assertEquals("tools[0].function.name", json(r).get("error").get("param").asText());

        b = weatherRequest("\"auto\"");
        b.set("messages", JSON.readTree("[{\"role\": \"user\", \"content\": \"hi\"}, {\"role\": \"tool\", \"tool_call_id\": \"x\", \"content\": \"1\"}]"));
        r = post(own, "/v1/chat/completions", b);
        assertEquals(400, r.statusCode());
        assertTrue(json(r).get("error").get("message").asText().contains("answers no tool call"), r.body());

        b = weatherRequest("\"auto\"");
        b.set("response_format", JSON.readTree("{\"type\": \"json_schema\", \"json_schema\": {\"schema\": {\"type\": \"object\", \"not\": {}}}}"));
        r = post(own, "/v1/chat/completions", b);
        assertEquals(400, r.statusCode());
        assertTrue(json(r).get("error").get("message").asText().contains("'not'"), r.body());

        r = post(own, "/completion", JSON.readTree("{\"prompt\": \"x\", \"grammar\": \"root ::= [a-\"}"));
        assertEquals(400, r.statusCode());
        assertEquals("grammar", json(r).get("error").get("param").asText());

        r = post(own, "/v1/messages", JSON.readTree("{\"max_tokens\": 5, \"messages\": [{\"role\": \"user\", \"content\": [{\"type\": \"image\"}]}]}"));
        assertEquals(400, r.statusCode());
        JsonNode e = json(r);
        assertEquals("error", e.get("type").asText());
        assertEquals("invalid_request_error", e.get("error").get("type").asText());
        assertTrue(e.get("error").get("message").asText().contains("messages.0.content.0.type"), r.body());

        r = post(own, "/v1/messages", JSON.readTree("{\"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}"));
        assertEquals(400, r.statusCode());
        assertTrue(json(r).get("error").get("message").asText().contains("max_tokens"));
        assertFalse(json(r).has("object"));
    }

    @Test
    void propsReportTheTemplatesCapabilities() throws Exception {
        JsonNode p = JSON.readTree(HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + qwen.port() + "/props")).build(),
                HttpResponse.BodyHandlers.ofString()).body());
        assertEquals("hermes", p.get("chat_format").asText());
        assertTrue(p.get("chat_template_caps").get("supports_tools").asBoolean());
        assertTrue(p.get("chat_template_caps").get("supports_reasoning").asBoolean());
        JsonNode o = JSON.readTree(HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + own.port() + "/props")).build(),
                HttpResponse.BodyHandlers.ofString()).body());
        assertFalse(o.get("chat_template_caps").get("supports_tools").asBoolean());
    }

    @Test
    void streamedLogprobsEqualTheNonStreamedOnes() throws Exception {
        ObjectNode b = (ObjectNode) JSON.readTree("""
                {"messages": [{"role": "user", "content": "Name a fruit."}], "max_tokens": 6, "temperature": 0, "logprobs": true, "top_logprobs": 2}""");
        JsonNode whole = json(post(own, "/v1/chat/completions", b)).get("choices").get(0).get("logprobs").get("content");
        b.put("stream", true);
        List<JsonNode> pieces = new ArrayList<>();
        for (JsonNode e : events(post(own, "/v1/chat/completions", b).body())) {
            JsonNode lp = e.get("choices").get(0).get("logprobs");
            if (lp != null && !lp.isNull()) lp.get("content").forEach(pieces::add);
        }
        assertEquals(whole.size(), pieces.size());
        for (int i = 0; i < pieces.size(); i++) {
            assertEquals(whole.get(i).get("token"), pieces.get(i).get("token"));
            assertEquals(whole.get(i).get("logprob").asDouble(), pieces.get(i).get("logprob").asDouble(), 1e-9);
            assertEquals(2, pieces.get(i).get("top_logprobs").size());
        }
    }

    @Test
    void logitBiasAndNProbs() throws Exception {
        JsonNode plain = json(post(own, "/completion", JSON.readTree("{\"prompt\": \"The capital of France is\", \"n_predict\": 1, \"temperature\": 0, \"n_probs\": 3}")));
        JsonNode probs = plain.get("completion_probabilities");
        assertEquals(1, probs.size());
        assertEquals(3, probs.get(0).get("top_logprobs").size());
        int first = probs.get(0).get("id").asInt();
        assertEquals(first, probs.get(0).get("top_logprobs").get(0).get("id").asInt(), "greedy takes the most likely token");
        ObjectNode banned = (ObjectNode) JSON.readTree("{\"prompt\": \"The capital of France is\", \"n_predict\": 1, \"temperature\": 0, \"n_probs\": 3}");
        banned.putArray("logit_bias").addArray().add(first).add(false);
        JsonNode other = json(post(own, "/completion", banned)).get("completion_probabilities").get(0);
        assertEquals(probs.get(0).get("top_logprobs").get(1).get("id").asInt(), other.get("id").asInt(), "with the first banned, the second comes");
        ObjectNode openAi = (ObjectNode) JSON.readTree("{\"prompt\": \"The capital of France is\", \"max_tokens\": 1, \"temperature\": 0}");
        openAi.putObject("logit_bias").put(String.valueOf(first), -100);
        JsonNode r = json(post(own, "/v1/completions", openAi));
        assertFalse(r.get("choices").get(0).get("text").asText().equals(plain.get("content").asText()), r.toString());
        openAi.putObject("logit_bias").put("99999999", 1);
        assertEquals(400, post(own, "/v1/completions", openAi).statusCode());
    }

    @Test
    void aGrammarThatNeverEndsStopsAtTheLimit() throws Exception {
        JsonNode r = json(post(own, "/v1/completions", JSON.readTree("{\"prompt\": \"x\", \"max_tokens\": 6, \"grammar\": \"root ::= [ab] root\"}")));
        assertEquals("length", r.get("choices").get(0).get("finish_reason").asText(), r.toString());
        assertTrue(r.get("choices").get(0).get("text").asText().matches("[ab]+"), r.toString());
    }
}
