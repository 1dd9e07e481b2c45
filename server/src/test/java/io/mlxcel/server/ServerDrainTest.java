package io.mlxcel.server;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Admission and shutdown as clients see them: a request the queue cannot take gets a plain 503 with Retry-After
 * before any byte of a stream, never a broken stream; a graceful stop lets 8 running streams finish with [DONE]
 * while health and new requests answer 503.
 */
class ServerDrainTest {
    static final HttpClient HTTP = HttpClient.newHttpClient();

    static HttpRequest chat(int port, int maxTokens) {
        String body = "{\"messages\":[{\"role\":\"user\",\"content\":\"Tell me a story.\"}],\"temperature\":0,\"max_tokens\":" + maxTokens + ",\"stream\":true}";
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/chat/completions"))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    static boolean completeStream(HttpResponse<String> r) {
        return r.statusCode() == 200 && r.body().strip().endsWith("data: [DONE]");
    }

    @Test
    void aFullQueueRefusesBeforeTheStreamStarts() throws Exception {
        // one slot, a queue of one: of six streams at once, the ones beyond slot and queue are refused
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 256, -1, null, null, 0f, 40, 0.95f, 0.05f, -1, 1, false, 1, 600, false);
        try (MlxcelServer server = MlxcelServer.start(cfg, () -> ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2)))) {
            List<CompletableFuture<HttpResponse<String>>> fs = new ArrayList<>();
            for (int i = 0; i < 6; i++) fs.add(HTTP.sendAsync(chat(server.port(), 24), HttpResponse.BodyHandlers.ofString()));
            int ok = 0, refused = 0;
            for (var f : fs) {
                HttpResponse<String> r = f.get();
                if (r.statusCode() == 503) {
                    refused++;
                    assertEquals("1", r.headers().firstValue("Retry-After").orElse(null), "a 503 says when to retry");
                    assertTrue(r.body().startsWith("{") && r.body().contains("\"error\""), "a JSON error, not a stream: " + r.body());
                } else {
                    assertTrue(completeStream(r), "an admitted stream completes: " + r.body());
                    ok++;
                }
            }
            assertTrue(ok >= 2 && refused >= 1, ok + " completed, " + refused + " refused");
        }
    }

    @Test
    void drainLetsRunningStreamsFinish() throws Exception {
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 256, -1, null, null, 0f, 40, 0.95f, 0.05f, -1, 1024, false, 4, 600, false);
        MlxcelServer server = MlxcelServer.start(cfg, () -> ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2)));
        int port = server.port();
        List<CompletableFuture<HttpResponse<String>>> fs = new ArrayList<>();
        for (int i = 0; i < 8; i++) fs.add(HTTP.sendAsync(chat(port, 40), HttpResponse.BodyHandlers.ofString()));
        long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (server.inFlight() < 8 && System.nanoTime() < until) Thread.sleep(10);
        assertEquals(8, server.inFlight(), "all eight streams running");
        CompletableFuture<Boolean> drained = CompletableFuture.supplyAsync(() -> server.drain(Duration.ofSeconds(120)));
        HttpResponse<String> health = null;
        for (int i = 0; i < 100; i++) {
            health = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health")).build(), HttpResponse.BodyHandlers.ofString());
            if (health.statusCode() == 503) break;
            Thread.sleep(10);
        }
        assertEquals(503, health.statusCode(), "health while draining");
        HttpResponse<String> late = HTTP.send(chat(port, 8), HttpResponse.BodyHandlers.ofString());
        assertEquals(503, late.statusCode(), "a request after the stop began: " + late.body());
        for (var f : fs) assertTrue(completeStream(f.get()), "a running stream finishes");
        assertTrue(drained.get(), "drain finished every request in time");
    }
}
