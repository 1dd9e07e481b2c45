package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * --sleep-idle-seconds: an idle server unloads the model; read-only routes answer without waking it (props and the
 * metrics as they were); the next request that needs the model loads it again and answers as before the sleep.
 */
class SleepTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newHttpClient();

    static HttpResponse<String> call(MlxcelServer s, String method, String path, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static boolean asleep(MlxcelServer s) throws Exception {
        return JSON.readTree(call(s, "GET", "/props", null).body()).get("is_sleeping").asBoolean();
    }

    static void awaitSleep(MlxcelServer s) throws Exception {
        for (int i = 0; i < 100 && !asleep(s); i++) Thread.sleep(100);
        assertTrue(asleep(s), "the server did not go to sleep");
    }

    @Test
    void sleepsWhenIdleAndWakesForTheNextRequest() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 256, -1, "smol", null, 0.8f, 40, 0.95f, 0.05f, -1, 16, true, 1, 600, false,
                ServerConfig.Chat.DEFAULTS, 0, List.of(), true, ServerConfig.Cors.LLAMA_SERVER, false, ServerConfig.Embeddings.OFF, 1, true, false, null, ServerConfig.Infill.DEFAULTS);
        try (MlxcelServer s = MlxcelServer.start(cfg, () -> {
            loads.incrementAndGet();
            return ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2));
        })) {
            String req = "{\"prompt\":\"The capital of France is\",\"temperature\":0,\"n_predict\":4}";
            String before = JSON.readTree(call(s, "POST", "/completion", req).body()).get("content").asText();
            call(s, "GET", "/metrics", null);
            String awake = call(s, "GET", "/metrics", null).body();
            awaitSleep(s);
            assertEquals(1, loads.get());
            assertEquals(200, call(s, "GET", "/health", null).statusCode());
            assertEquals("smol", JSON.readTree(call(s, "GET", "/v1/models", null).body()).get("data").get(0).get("id").asText());
            assertEquals(awake, call(s, "GET", "/metrics", null).body(), "asleep, the metrics are those of the last scrape");
            assertTrue(asleep(s), "read-only routes do not wake the model");
            JsonNode after = JSON.readTree(call(s, "POST", "/completion", req).body());
            assertEquals(before, after.get("content").asText());
            assertEquals(2, loads.get());
            assertFalse(asleep(s));
            String metrics = call(s, "GET", "/metrics", null).body();
            assertTrue(metrics.contains("llamacpp:tokens_predicted_total 8\n"), "counters run across the sleep: " + metrics);
        }
    }
}
