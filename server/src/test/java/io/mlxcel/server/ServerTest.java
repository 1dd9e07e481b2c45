package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server on loopback with SmolLM2 (after the portable part of llama.cpp's server tests): health, models, chat
 * (greedy output equal to llama.cpp's from the goldens), SSE shape, 4xx JSON errors, tokenize round trip, API key.
 */
class ServerTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static MlxcelServer server;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        var model = TestAssets.smolLm2Gguf();
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 512, -1, "smol", "sekret", 0.8f, 40, 0.95f, 0.05f, -1, 4, true, 2, 600, true);
        server = MlxcelServer.start(cfg, () -> ModelLoader.load(model, new JavaBackend(2)));
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    static HttpResponse<String> call(String method, String path, String body, boolean auth) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
        if (auth) b.header("Authorization", "Bearer sekret");
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static JsonNode json(HttpResponse<String> r) throws Exception {
        return JSON.readTree(r.body());
    }

    @Test
    void healthNeedsNoKeyAndModelsReportTheAlias() throws Exception {
        assertEquals("ok", json(call("GET", "/health", null, false)).get("status").asText());
        var models = json(call("GET", "/v1/models", null, true));
        assertEquals("smol", models.get("data").get(0).get("id").asText());
        assertEquals(401, call("GET", "/v1/models", null, false).statusCode());
        assertEquals("authentication_error", json(call("GET", "/models", null, false)).get("error").get("type").asText());
        // refused requests leave the count that a graceful stop waits on
        assertEquals(0, server.inFlight());
    }

    @Test
    void greedyChatEqualsLlamaCppAndStreamingEqualsNonStreaming() throws Exception {
        JsonNode golden;
        try (InputStream in = io.mlxcel.model.TestAssets.class.getResourceAsStream("/goldens/smollm2-greedy.json")) {
            golden = JSON.readTree(in);
        }
        JsonNode c = null;
        for (JsonNode x : golden.get("cases")) if (x.get("prompt").asText().equals("List three fruits.")) c = x;
        String req = "{\"messages\":[{\"role\":\"user\",\"content\":\"List three fruits.\"}],\"temperature\":0,\"max_tokens\":64";
        var r = json(call("POST", "/v1/chat/completions", req + "}", true));
        assertEquals(c.get("greedy_text").asText(), r.get("choices").get(0).get("message").get("content").asText());
        assertEquals("stop", r.get("choices").get(0).get("finish_reason").asText());
        assertEquals(c.get("tokens").size(), r.get("usage").get("prompt_tokens").asInt());

        var s = call("POST", "/v1/chat/completions", req + ",\"stream\":true,\"stream_options\":{\"include_usage\":true}}", true);
        assertTrue(s.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
        List<String> data = new ArrayList<>();
        for (String line : s.body().split("\n")) {
            if (line.isEmpty()) continue;
            assertTrue(line.startsWith("data: "), line);
            data.add(line.substring(6));
        }
        assertEquals("[DONE]", data.get(data.size() - 1));
        StringBuilder text = new StringBuilder();
        String finish = null;
        JsonNode usage = null;
        for (String d : data.subList(0, data.size() - 1)) {
            JsonNode chunk = JSON.readTree(d);
            assertEquals("chat.completion.chunk", chunk.get("object").asText());
            if (chunk.has("usage")) usage = chunk.get("usage");
            for (JsonNode ch : chunk.get("choices")) {
                text.append(ch.get("delta").path("content").asText(""));
                if (!ch.get("finish_reason").isNull()) finish = ch.get("finish_reason").asText();
            }
        }
        assertEquals(c.get("greedy_text").asText(), text.toString());
        assertEquals("stop", finish);
        for (String f : new String[]{"prompt_tokens", "completion_tokens", "total_tokens"}) assertEquals(r.get("usage").get(f), usage.get(f), f);
        // the same prompt again: its prefix came from the cache, the output did not change
        assertTrue(usage.get("prompt_tokens_details").get("cached_tokens").asInt() > 0, usage.toString());
        var fresh = json(call("POST", "/v1/chat/completions", req + ",\"cache_prompt\":false}", true));
        assertEquals(0, fresh.get("usage").get("prompt_tokens_details").get("cached_tokens").asInt());
        assertEquals(c.get("greedy_text").asText(), fresh.get("choices").get(0).get("message").get("content").asText());
    }

    @Test
    void textCompletionsAndLlamaCompletion() throws Exception {
        var r = json(call("POST", "/v1/completions", "{\"prompt\":\"The capital of France is\",\"temperature\":0,\"max_tokens\":3}", true));
        assertEquals(" Paris.\n", r.get("choices").get(0).get("text").asText().substring(0, 8).replace("\n\n", "\n").substring(0, 8));
        var l = json(call("POST", "/completion", "{\"prompt\":\"The capital of France is\",\"temperature\":0,\"n_predict\":2}", true));
        assertTrue(l.get("content").asText().startsWith(" Paris"), l.toString());
        assertEquals(2, l.get("tokens_predicted").asInt());
        assertTrue(l.get("timings").has("predicted_per_second"));
        // ignore_eos: a reply that would end at once runs to max_tokens
        String hi = "{\"messages\":[{\"role\":\"user\",\"content\":\"Say hi.\"}],\"temperature\":0,\"max_tokens\":48";
        assertTrue(json(call("POST", "/v1/chat/completions", hi + "}", true)).get("usage").get("completion_tokens").asInt() < 48);
        var forced = json(call("POST", "/v1/chat/completions", hi + ",\"ignore_eos\":true}", true));
        assertEquals(48, forced.get("usage").get("completion_tokens").asInt());
        assertEquals("length", forced.get("choices").get(0).get("finish_reason").asText());
        // llama-server's counts: cache_n tokens from the cache, prompt_n computed
        String first = "Paris is the capital of France, and Berlin is the capital of Germany. The capital of Italy is";
        call("POST", "/completion", "{\"prompt\":\"" + first + "\",\"temperature\":0,\"n_predict\":2}", true);
        var again = json(call("POST", "/completion", "{\"prompt\":\"" + first + " Rome, and the capital of Spain is Madrid. The capital of Portugal is\",\"temperature\":0,\"n_predict\":2}", true));
        assertTrue(again.get("timings").get("cache_n").asInt() > 0, again.toString());
        assertEquals(again.get("tokens_evaluated").asInt(), again.get("timings").get("cache_n").asInt() + again.get("timings").get("prompt_n").asInt());
    }

    @Test
    void tokenizeDetokenizeRoundTrip() throws Exception {
        String text = "Hello, wörld! 你好 <|im_start|>";
        JsonNode t = json(call("POST", "/tokenize", JSON.createObjectNode().put("content", text).toString(), true));
        JsonNode d = json(call("POST", "/detokenize", JSON.createObjectNode().set("tokens", t.get("tokens")).toString(), true));
        assertEquals(text, d.get("content").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "not json", "[1,2]", "{}", "{\"messages\":[]}", "{\"messages\":\"hi\"}", "{\"messages\":[{\"role\":\"wizard\",\"content\":\"x\"}]}",
            "{\"messages\":[{\"content\":\"x\"}]}", "{\"messages\":[{\"role\":\"user\",\"content\":5}]}",
            "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"max_tokens\":-5}",
            "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"temperature\":\"hot\"}",
            "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"top_p\":2}",
            "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"max_tokens\":1e40}",
            "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"stream\":\"yes\"}",
            "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"stop\":[1,2]}"})
    void badChatRequestsGet400WithAnOpenAiError(String body) throws Exception {
        var r = call("POST", "/v1/chat/completions", body, true);
        assertEquals(400, r.statusCode(), body + " -> " + r.body());
        JsonNode e = json(r).get("error");
        assertEquals("invalid_request_error", e.get("type").asText());
        assertTrue(e.get("message").asText().length() > 5);
    }

    @Test
    void concurrentRequestsQueueAndAllGetTheGreedyAnswer() throws Exception {
        String req = "{\"prompt\":\"Once upon a time\",\"temperature\":0,\"max_tokens\":12}";
        String expect = json(call("POST", "/v1/completions", req, true)).get("choices").get(0).get("text").asText();
        var pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<String>> fs = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                fs.add(pool.submit(() -> json(call("POST", "/v1/completions", req, true)).get("choices").get(0).get("text").asText()));
            }
            for (var f : fs) assertEquals(expect, f.get());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aClientThatLeavesMidStreamDoesNotHurtTheNext() throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/completions"))
                .header("Authorization", "Bearer sekret")
                .POST(HttpRequest.BodyPublishers.ofString("{\"prompt\":\"Tell me a long story\",\"temperature\":0,\"max_tokens\":400,\"stream\":true}")).build();
        long before = server.streamedPieces();
        try (InputStream in = HTTP.send(req, HttpResponse.BodyHandlers.ofInputStream()).body()) {
            in.readNBytes(200); // read a little, then hang up
        }
        var r = call("POST", "/v1/completions", "{\"prompt\":\"The capital of France is\",\"temperature\":0,\"max_tokens\":2}", true);
        assertEquals(200, r.statusCode());
        assertTrue(json(r).get("choices").get(0).get("text").asText().startsWith(" Paris"));
        assertEquals("ok", json(call("GET", "/health", null, false)).get("status").asText());
        long streamed = server.streamedPieces() - before;
        assertTrue(streamed < 200, "the abandoned generation stopped early (" + streamed + " of up to 400 pieces were produced)");
    }

    @Test
    void logprobsHaveOpenAiShapeAndAgreeWithGreedy() throws Exception {
        var r = json(call("POST", "/v1/chat/completions", "{\"messages\":[{\"role\":\"user\",\"content\":\"List three fruits.\"}],"
                + "\"temperature\":0,\"max_tokens\":4,\"logprobs\":true,\"top_logprobs\":3}", true));
        JsonNode content = r.get("choices").get(0).get("logprobs").get("content");
        assertEquals(4, content.size());
        StringBuilder text = new StringBuilder();
        for (JsonNode t : content) {
            text.append(t.get("token").asText());
            assertTrue(t.get("logprob").asDouble() <= 0);
            JsonNode tops = t.get("top_logprobs");
            assertEquals(3, tops.size());
            // greedy: the chosen token is the most likely one
            assertEquals(t.get("token").asText(), tops.get(0).get("token").asText());
            assertEquals(t.get("logprob").asDouble(), tops.get(0).get("logprob").asDouble(), 1e-9);
            assertTrue(tops.get(0).get("logprob").asDouble() >= tops.get(1).get("logprob").asDouble());
        }
        assertEquals(r.get("choices").get(0).get("message").get("content").asText(), text.toString());
        var c = json(call("POST", "/v1/completions", "{\"prompt\":\"The capital of France is\",\"temperature\":0,\"max_tokens\":2,\"logprobs\":2}", true));
        JsonNode lp = c.get("choices").get(0).get("logprobs");
        assertEquals(2, lp.get("tokens").size());
        assertEquals(2, lp.get("top_logprobs").get(0).size());
        assertEquals(400, call("POST", "/v1/chat/completions", "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"top_logprobs\":50,\"logprobs\":true}", true).statusCode());
    }

    static List<JsonNode> events(HttpResponse<String> s) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String line : s.body().split("\n")) {
            if (!line.startsWith("data: ") || line.equals("data: [DONE]")) continue;
            out.add(JSON.readTree(line.substring(6)));
        }
        return out;
    }

    @Test
    void timingsProgressAndFingerprintAsLlamaServerSendsThem() throws Exception {
        String req = "{\"messages\":[{\"role\":\"user\",\"content\":\"Name a colour.\"}],\"temperature\":0,\"max_tokens\":6,\"cache_prompt\":false";
        var r = json(call("POST", "/v1/chat/completions", req + "}", true));
        assertTrue(r.get("system_fingerprint").asText().startsWith("b"), r.toString());
        JsonNode t = r.get("timings");
        assertEquals(r.get("usage").get("prompt_tokens").asInt(), t.get("cache_n").asInt() + t.get("prompt_n").asInt(), t.toString());
        assertEquals(r.get("usage").get("completion_tokens").asInt(), t.get("predicted_n").asInt());
        assertTrue(t.get("prompt_ms").asDouble() > 0 && t.get("predicted_per_second").asDouble() >= 0, t.toString());

        // timings_per_token: every chunk with text carries the counts so far; predicted_n never goes back
        var perToken = events(call("POST", "/v1/chat/completions", req + ",\"stream\":true,\"timings_per_token\":true}", true));
        int last = -1;
        for (JsonNode c : perToken) {
            if (c.get("choices").path(0).path("delta").path("content").isTextual()) assertTrue(c.has("timings"), c.toString());
            if (!c.has("timings")) continue;
            int n = c.get("timings").get("predicted_n").asInt();
            assertTrue(n >= last, perToken.toString());
            last = n;
        }
        assertEquals(r.get("usage").get("completion_tokens").asInt(), last);

        // return_progress: prompt_progress reports before the first token, the last one covers the whole prompt
        var progress = events(call("POST", "/v1/chat/completions", req + ",\"stream\":true,\"return_progress\":true}", true));
        List<JsonNode> reports = new ArrayList<>();
        for (JsonNode c : progress) if (c.has("prompt_progress")) reports.add(c.get("prompt_progress"));
        assertTrue(reports.size() >= 2, progress.toString());
        JsonNode end = reports.get(reports.size() - 1);
        assertEquals(end.get("total").asInt(), end.get("processed").asInt(), reports.toString());
        assertEquals(r.get("usage").get("prompt_tokens").asInt(), end.get("total").asInt());
        assertEquals(0, reports.get(0).get("processed").asInt() - reports.get(0).get("cache").asInt());
    }

    @Test
    void promptFormsAndSeveralGenerationsAsLlamaServerTakesThem() throws Exception {
        String text = "The capital of France is";
        var tokens = json(call("POST", "/tokenize", "{\"content\":\"" + text + "\",\"add_special\":true}", true)).get("tokens");
        var single = json(call("POST", "/completion", "{\"prompt\":\"" + text + "\",\"temperature\":0,\"n_predict\":4}", true));
        String expected = single.get("content").asText();
        // token ids, a list of prompts, a mixed list and {"prompt_string"} give the same greedy text
        var fromIds = json(call("POST", "/completion", "{\"prompt\":" + tokens + ",\"temperature\":0,\"n_predict\":4}", true));
        assertEquals(expected, fromIds.get("content").asText());
        var batch = json(call("POST", "/completions", "{\"prompt\":[" + tokens + ",\"" + text + "\",{\"prompt_string\":\"" + text
                + "\"}],\"temperature\":0,\"n_predict\":4}", true));
        assertEquals(3, batch.size(), batch.toString());
        for (int i = 0; i < 3; i++) {
            assertEquals(i, batch.get(i).get("index").asInt());
            assertEquals(expected, batch.get(i).get("content").asText());
        }
        // n copies on OpenAI's routes: one choice each, usage over all of them
        var two = json(call("POST", "/v1/completions", "{\"prompt\":\"" + text + "\",\"temperature\":0,\"max_tokens\":4,\"n\":2}", true));
        assertEquals(2, two.get("choices").size());
        assertEquals(1, two.get("choices").get(1).get("index").asInt());
        assertEquals(expected, two.get("choices").get(1).get("text").asText());
        assertEquals(8, two.get("usage").get("completion_tokens").asInt());
        var chatTwo = events(call("POST", "/v1/chat/completions", "{\"messages\":[{\"role\":\"user\",\"content\":\"Hi\"}],\"max_tokens\":3,\"n\":2,\"stream\":true}", true));
        java.util.Set<Integer> finished = new java.util.HashSet<>();
        for (JsonNode c : chatTwo) if (!c.get("choices").get(0).get("finish_reason").isNull()) finished.add(c.get("choices").get(0).get("index").asInt());
        assertEquals(java.util.Set.of(0, 1), finished);
        assertEquals(400, call("POST", "/v1/completions", "{\"prompt\":\"x\",\"n\":3}", true).statusCode(), "more copies than slots");
        // streamed chunks carry their token ids, the final result the stop reason in llama-server's words
        var streamed = events(call("POST", "/completion", "{\"prompt\":\"" + text + "\",\"temperature\":0,\"n_predict\":4,\"stream\":true}", true));
        StringBuilder content = new StringBuilder();
        int ids = 0;
        for (JsonNode c : streamed) {
            if (c.get("stop").asBoolean()) {
                assertEquals("limit", c.get("stop_type").asText());
                assertEquals(4, c.get("generation_settings").get("n_predict").asInt());
                continue;
            }
            content.append(c.get("content").asText());
            ids += c.get("tokens").size();
        }
        assertEquals(expected, content.toString());
        assertEquals(4, ids);
        var word = json(call("POST", "/completion", "{\"prompt\":\"" + text + "\",\"temperature\":0,\"n_predict\":8,\"stop\":[\".\"]}", true));
        assertEquals("word", word.get("stop_type").asText(), word.toString());
        assertEquals(".", word.get("stopping_word").asText());
        var fields = json(call("POST", "/completion", "{\"prompt\":\"" + text + "\",\"n_predict\":2,\"response_fields\":[\"content\",\"generation_settings/n_predict\"]}", true));
        assertEquals(2, fields.size(), fields.toString());
        assertEquals(2, fields.get("generation_settings/n_predict").asInt());
    }

    @Test
    void tokenizePiecesContextErrorsAuthAndCors() throws Exception {
        var pieces = json(call("POST", "/tokenize", "{\"content\":\"Hello world\",\"with_pieces\":true}", true)).get("tokens");
        StringBuilder joined = new StringBuilder();
        for (JsonNode p : pieces) {
            assertTrue(p.get("id").isInt());
            joined.append(p.get("piece").asText());
        }
        assertEquals("Hello world", joined.toString());
        String longPrompt = "word ".repeat(600);
        var tooLong = call("POST", "/v1/chat/completions", "{\"messages\":[{\"role\":\"user\",\"content\":\"" + longPrompt + "\"}],\"stream\":true}", true);
        assertEquals(400, tooLong.statusCode(), "refused before the stream starts");
        JsonNode e = json(tooLong).get("error");
        assertEquals("exceed_context_size_error", e.get("type").asText());
        assertEquals(512, e.get("n_ctx").asInt());
        assertTrue(e.get("n_prompt_tokens").asInt() > 512, e.toString());
        // the key without "Bearer ", or in X-Api-Key; /v1/health is open
        var bare = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/models")).header("Authorization", "sekret").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, bare.statusCode());
        var xKey = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/models")).header("X-Api-Key", "sekret").build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, xKey.statusCode());
        assertEquals(200, call("GET", "/v1/health", null, false).statusCode());
        // a preflight needs no key and gets llama-server's default CORS answer (any origin, echoed, with credentials)
        var preflight = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chat/completions"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()).header("Origin", "http://web.example")
                .header("Access-Control-Request-Method", "POST").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, preflight.statusCode());
        assertEquals("http://web.example", preflight.headers().firstValue("Access-Control-Allow-Origin").orElse(null));
        assertEquals("true", preflight.headers().firstValue("Access-Control-Allow-Credentials").orElse(null));
        assertTrue(call("GET", "/metrics", null, true).headers().firstValue("Process-Start-Time-Unix").isPresent());
    }

    @Test
    void assistantPrefillContinuesTheFinalMessage() throws Exception {
        String msgs = "\"messages\":[{\"role\":\"user\",\"content\":\"Name a fruit.\"},{\"role\":\"assistant\",\"content\":\"Ban\"}]";
        var prefill = json(call("POST", "/apply-template", "{" + msgs + "}", true)).get("prompt").asText();
        assertTrue(prefill.endsWith("<|im_start|>assistant\nBan"), prefill);
        var explicit = json(call("POST", "/apply-template", "{" + msgs + ",\"add_generation_prompt\":false,\"continue_final_message\":true}", true));
        assertEquals(prefill, explicit.get("prompt").asText());
        assertEquals(400, call("POST", "/v1/chat/completions", "{" + msgs + ",\"add_generation_prompt\":true,\"continue_final_message\":true}", true).statusCode());
        String twoAssistants = "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"},{\"role\":\"assistant\",\"content\":\"a\"},{\"role\":\"assistant\",\"content\":\"b\"}]}";
        assertEquals(400, call("POST", "/v1/chat/completions", twoAssistants, true).statusCode());
        // the count route gives the prompt tokens a chat request takes
        var chat = json(call("POST", "/v1/chat/completions", "{" + msgs + ",\"max_tokens\":2,\"verbose\":true}", true));
        var count = json(call("POST", "/v1/chat/completions/input_tokens", "{" + msgs + "}", true));
        assertEquals(chat.get("usage").get("prompt_tokens").asInt(), count.get("input_tokens").asInt());
        assertTrue(chat.get("__verbose").get("prompt").asText().endsWith("assistant\nBan"), chat.toString());
    }

    @Test
    void samplingDetailsAsLlamaServerReportsThem() throws Exception {
        String req = "{\"prompt\":\"Today I would finally become a\",\"n_predict\":3,\"n_probs\":5,\"temperature\":1.0,\"top_k\":40";
        var post = json(call("POST", "/completion", req + ",\"post_sampling_probs\":true}", true)).get("completion_probabilities");
        assertEquals(3, post.size());
        for (JsonNode t : post) {
            double sum = 0;
            for (JsonNode top : t.get("top_probs")) {
                double p = top.get("prob").asDouble();
                assertTrue(p > 0 && p <= 1, t.toString());
                sum += p;
            }
            assertTrue(sum <= 1 + 1e-6 && t.get("prob").asDouble() > 0, t.toString());
        }
        // ignore_eos bans the end tokens: generation_settings lists them with a null (-inf) bias
        var banned = json(call("POST", "/completion", "{\"prompt\":\"Hi\",\"n_predict\":2,\"ignore_eos\":true}", true));
        JsonNode bias = banned.get("generation_settings").get("logit_bias");
        assertTrue(bias.size() > 0 && bias.get(0).get("bias").isNull(), bias.toString());
        // an OpenAI-style logit_bias keyed by text bans that text's tokens
        String greedy = "{\"prompt\":\"The capital of France is\",\"temperature\":0,\"n_predict\":2";
        assertTrue(json(call("POST", "/completion", greedy + "}", true)).get("content").asText().contains("Paris"));
        var biased = json(call("POST", "/completion", greedy + ",\"logit_bias\":{\" Paris\":-100}}", true));
        assertTrue(!biased.get("content").asText().contains("Paris"), biased.toString());
        // an unknown route answers in the OpenAI error shape whatever the client accepts
        var missing = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/embeddings-nope"))
                .header("Authorization", "Bearer sekret").header("Accept", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(404, missing.statusCode());
        assertEquals("not_found_error", json(missing).get("error").get("type").asText(), missing.body());
    }

    static long counter(String metrics, String name) {
        return Long.parseLong(metrics.lines().filter(l -> l.startsWith("llamacpp:" + name + " ")).findFirst().orElseThrow().split(" ")[1]);
    }

    @Test
    void metricsAndSlots() throws Exception {
        call("POST", "/completion", "{\"prompt\":\"Hi\",\"temperature\":0,\"n_predict\":2}", true);
        var m = call("GET", "/metrics", null, true);
        assertEquals(200, m.statusCode());
        assertTrue(m.body().contains("# TYPE llamacpp:tokens_predicted_total counter"), m.body());
        long predicted = Long.parseLong(m.body().lines().filter(l -> l.startsWith("llamacpp:tokens_predicted_total ")).findFirst().orElseThrow().split(" ")[1]);
        assertTrue(predicted >= 2);
        for (String name : new String[]{"prompt_tokens_cached_total", "n_decode_total", "n_tokens_max", "spec_decode_num_drafts_total"}) {
            assertTrue(m.body().contains("# TYPE llamacpp:" + name + " counter\n"), name + ": " + m.body());
        }
        assertTrue(m.body().contains("# TYPE llamacpp:n_busy_slots_per_decode gauge\n"), m.body());
        // computed and cached prompt tokens are counted apart, as the requests' timings report them
        String first = "Rivers run to the sea, and the sea gives rain back to the hills. Every spring the snow on the hills";
        long computed0 = counter(m.body(), "prompt_tokens_total"), cached0 = counter(m.body(), "prompt_tokens_cached_total");
        var a = json(call("POST", "/completion", "{\"prompt\":\"" + first + "\",\"temperature\":0,\"n_predict\":2}", true));
        var b = json(call("POST", "/completion", "{\"prompt\":\"" + first + " melts, and the water runs down again to the sea\",\"temperature\":0,\"n_predict\":2}", true));
        String after = call("GET", "/metrics", null, true).body();
        long cached = a.get("timings").get("cache_n").asLong() + b.get("timings").get("cache_n").asLong();
        assertTrue(cached > 0, b.toString());
        assertEquals(cached, counter(after, "prompt_tokens_cached_total") - cached0);
        assertEquals(a.get("timings").get("prompt_n").asLong() + b.get("timings").get("prompt_n").asLong(),
                counter(after, "prompt_tokens_total") - computed0);
        var slots = json(call("GET", "/slots", null, true));
        assertEquals(0, slots.get(0).get("id").asInt());
        assertEquals(512, slots.get(0).get("n_ctx").asInt());
    }

    @Test
    void unknownRouteIs404Json() throws Exception {
        var r = call("GET", "/v2/nothing", null, true);
        assertEquals(404, r.statusCode());
        assertEquals("not_found_error", json(r).get("error").get("type").asText());
    }
}
