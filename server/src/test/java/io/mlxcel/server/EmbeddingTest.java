package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Embeddings of SmolLM2 against native llama-server's for the same GGUF and pooling (goldens from
 * scripts/refs/make_embedding_refs.sh): cosine at least 0.999 for every input (every token's vector with pooling
 * none); the OpenAI route gives the same vector, refuses pooling none, and answers 501 without --embedding.
 */
class EmbeddingTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newHttpClient();

    static MlxcelServer start(ServerConfig.Embeddings embeddings) {
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 1024, -1, "smol", null, 0.8f, 40, 0.95f, 0.05f, -1, 16, true, 1, 600, false,
                ServerConfig.Chat.DEFAULTS, 0, List.of(), true, ServerConfig.Cors.LLAMA_SERVER, false, embeddings, -1, true, false, null, ServerConfig.Infill.DEFAULTS);
        return MlxcelServer.start(cfg, () -> ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2)));
    }

    static HttpResponse<String> post(MlxcelServer s, String path, Object body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(), HttpResponse.BodyHandlers.ofString());
    }

    static double cosine(JsonNode a, JsonNode b) {
        assertEquals(a.size(), b.size());
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < a.size(); i++) {
            double x = a.get(i).asDouble(), y = b.get(i).asDouble();
            dot += x * y;
            na += x * x;
            nb += y * y;
        }
        return dot / Math.sqrt(na * nb);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mean", "last", "cls", "none"})
    void matchesLlamaServer(String pooling) throws Exception {
        JsonNode golden;
        try (InputStream in = EmbeddingTest.class.getResourceAsStream("/goldens/embeddings-smollm2.json")) {
            golden = JSON.readTree(in);
        }
        JsonNode expected = golden.get("pooling").get(pooling);
        double lowest = 1;
        try (MlxcelServer s = start(new ServerConfig.Embeddings(true, pooling))) {
            for (int i = 0; i < expected.size(); i++) {
                String text = golden.get("inputs").get(i).asText();
                var r = post(s, "/embedding", Map.of("content", text));
                assertEquals(200, r.statusCode(), r.body());
                JsonNode got = JSON.readTree(r.body()).get(0).get("embedding");
                JsonNode want = expected.get(i);
                assertEquals(want.size(), got.size(), "vectors for input " + i);
                for (int t = 0; t < want.size(); t++) {
                    double c = cosine(want.get(t), got.get(t));
                    lowest = Math.min(lowest, c);
                    assertTrue(c >= 0.999, pooling + " input " + i + " vector " + t + ": cosine " + c);
                }
                if (pooling.equals("none")) continue;
                var oai = JSON.readTree(post(s, "/v1/embeddings", Map.of("input", List.of(text, text))).body());
                assertEquals(2, oai.get("data").size());
                assertEquals(got.get(0), oai.get("data").get(1).get("embedding"));
                assertTrue(oai.get("usage").get("prompt_tokens").asInt() > 0);
            }
            // their prompts are computed like any other, and predict nothing
            String metrics = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                    java.net.URI.create("http://127.0.0.1:" + s.port() + "/metrics")).build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(ServerTest.counter(metrics, "prompt_tokens_total") > 0, metrics);
            assertTrue(ServerTest.counter(metrics, "n_decode_total") > 0, metrics);
            assertEquals(0, ServerTest.counter(metrics, "tokens_predicted_total"), metrics);
            System.out.printf("embeddings, pooling %s: lowest cosine to llama-server %.6f%n", pooling, lowest);
            if (pooling.equals("none")) assertEquals(400, post(s, "/v1/embeddings", Map.of("input", "x")).statusCode());
        }
    }

    @org.junit.jupiter.api.Test
    void offUnlessAskedFor() throws Exception {
        try (MlxcelServer s = start(ServerConfig.Embeddings.OFF)) {
            var r = post(s, "/v1/embeddings", Map.of("input", "x"));
            assertEquals(501, r.statusCode());
            assertEquals("not_supported_error", JSON.readTree(r.body()).get("error").get("type").asText());
        }
    }
}
