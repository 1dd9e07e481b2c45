package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 500 malformed request bodies (bad JSON, wrong types, huge and negative numbers, empty or unknown-role messages, a
 * 10 MB prompt): every one gets a 4xx JSON error in OpenAI's shape, and the server stays healthy.
 */
class ServerFuzzTest {
    static MlxcelServer server;
    static final HttpClient HTTP = HttpClient.newHttpClient();
    static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void start() {
        var model = TestAssets.smolLm2Gguf();
        server = MlxcelServer.start(new ServerConfig("127.0.0.1", 0, 256, 8, null, null, 0.8f, 40, 0.95f, 0.05f, -1, 4, false, 1, 600, false),
                () -> ModelLoader.load(model, new JavaBackend(2)));
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    /** Field -> values that field must reject. */
    static final String[][] INVALID = {
            {"max_tokens", "\"x\"", "-5", "1e400", "99999999999999999999999", "[]", "{}", "true", "-1.5"},
            {"temperature", "\"x\"", "-1", "1e400", "[]", "{}", "true", "1000"},
            {"top_p", "2", "-0.5", "\"x\"", "0", "[]"},
            {"top_k", "\"x\"", "1.5", "[]", "1e400", "-7"},
            {"min_p", "2", "-1", "\"x\""},
            {"seed", "\"x\"", "-5", "1.5", "[]"},
            {"stream", "\"x\"", "5", "[]", "{}"},
            {"stop", "5", "[1]", "{}", "[" + "\"a\",".repeat(20) + "\"b\"]"},
            {"presence_penalty", "5", "-3", "\"x\""},
            {"frequency_penalty", "5", "-3", "\"x\""},
            {"repeat_penalty", "0", "-1", "\"x\""},
            {"n_predict", "\"x\"", "-9", "[]"},
    };

    static List<String[]> bodies() {
        Random r = new Random(42);
        String msg = "[{\"role\":\"user\",\"content\":\"hi\"}]";
        String[] generation = {"/v1/chat/completions", "/v1/completions", "/completion"};
        List<String[]> out = new ArrayList<>();
        while (out.size() < 499) {
            int kind = r.nextInt(6);
            String path = generation[r.nextInt(generation.length)];
            boolean chat = path.contains("chat");
            String base = chat ? "\"messages\":" + msg : "\"prompt\":\"hi\"";
            String body = switch (kind) {
                case 0 -> "{" + base + ",";                                                      // truncated JSON
                case 1 -> new String[]{"", "null", "[]", "42", "\"text\"", "{{}", "{'a':1}", "{\"messages\":}"}[r.nextInt(8)];
                case 2, 3 -> {
                    String[] f = INVALID[r.nextInt(INVALID.length)];
                    yield "{" + base + ",\"" + f[0] + "\":" + f[1 + r.nextInt(f.length - 1)] + "}";
                }
                case 4 -> chat ? "{\"messages\":" + new String[]{"[]", "null", "\"hi\"", "[{}]", "[{\"role\":\"wizard\",\"content\":\"x\"}]",
                        "[{\"role\":\"user\",\"content\":{\"a\":1}}]", "[{\"role\":5,\"content\":\"x\"}]", "[null]"}[r.nextInt(8)] + "}"
                        : "{\"prompt\":" + new String[]{"5", "null", "[]", "{}", "true"}[r.nextInt(5)] + "}";
                default -> {
                    String[] other = {"/tokenize", "/detokenize", "/apply-template"};
                    path = other[r.nextInt(3)];
                    yield switch (path) {
                        case "/tokenize" -> "{\"content\":" + new String[]{"5", "null", "[-3]", "{}"}[r.nextInt(4)] + "}";
                        case "/detokenize" -> "{\"tokens\":" + new String[]{"[-1]", "[999999999]", "\"abc\"", "[1.5]", "null", "[\"a\"]"}[r.nextInt(6)] + "}";
                        default -> "{\"messages\":" + new String[]{"[]", "[{\"role\":\"x\"}]", "5"}[r.nextInt(3)] + "}";
                    };
                }
            };
            out.add(new String[]{path, body});
        }
        // a 10 MB prompt, far beyond the context
        out.add(new String[]{"/v1/completions", "{\"prompt\":\"" + "hello world ".repeat(900_000) + "\",\"max_tokens\":4}"});
        return out;
    }

    @Test
    void malformedBodiesGet4xxJsonAndTheServerStaysUp() throws Exception {
        String sound = "{\"prompt\":\"The capital of France is\",\"temperature\":0,\"max_tokens\":6}";
        String before = JSON.readTree(post("/v1/completions", sound).body()).get("choices").get(0).get("text").asText();
        for (String[] b : bodies()) {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + b[0]))
                    .POST(HttpRequest.BodyPublishers.ofString(b[1])).build(), HttpResponse.BodyHandlers.ofString());
            String shown = b[1].length() > 120 ? b[1].substring(0, 120) + "..." : b[1];
            assertTrue(r.statusCode() >= 400 && r.statusCode() < 500, b[0] + " " + shown + " -> " + r.statusCode() + " " + r.body());
            JsonNode e = JSON.readTree(r.body()).get("error");
            assertTrue(e != null && e.get("message").asText().length() > 3, shown + " -> " + r.body());
        }
        // nothing a refused request did is left behind: a sound request answers as it did before them
        assertEquals(before, JSON.readTree(post("/v1/completions", sound).body()).get("choices").get(0).get("text").asText());
        var health = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/health")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, health.statusCode());
    }

    private static HttpResponse<String> post(String path, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
