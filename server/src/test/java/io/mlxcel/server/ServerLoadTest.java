package io.mlxcel.server;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 32 concurrent streaming clients x 3 rounds at temperature 0 on loopback, a random quarter hanging up mid-stream:
 * every completed stream equals the sequential greedy answer, the server stays healthy, its thread count returns to
 * the baseline, and neither the backend's off-heap state and scratch nor the live Java heap grows after a warm-up
 * round. (Process RSS is not asserted: the JVM keeps freed heap and malloc arenas, so RSS measures the collector's
 * sizing policy on the machine at hand rather than a leak.)
 */
class ServerLoadTest {
    record Outcome(boolean completed, String text) {
    }

    @Test
    void concurrentStreamsWithDisconnects() throws Exception {
        var model = TestAssets.smolLm2Gguf();
        JavaBackend backend = new JavaBackend(2);
        try (MlxcelServer server = MlxcelServer.start(new ServerConfig("127.0.0.1", 0, 256, 8, null, null, 0.8f, 40, 0.95f, 0.05f, -1, 64, false, 4, 600, false),
                () -> ModelLoader.load(model, backend))) {
            ExecutorService httpThreads = Executors.newFixedThreadPool(8);
            HttpClient http = HttpClient.newBuilder().executor(httpThreads).build();
            String body = "{\"prompt\":\"Once upon a time\",\"temperature\":0,\"max_tokens\":8,\"stream\":true}";
            URI uri = URI.create("http://127.0.0.1:" + server.port() + "/v1/completions");
            String expected = readStream(http, uri, body, false).text();
            var threads = ManagementFactory.getThreadMXBean();
            int baseline = threads.getThreadCount(); // server at rest, client pool of 8 started
            Random r = new Random(7);
            ExecutorService clients = Executors.newFixedThreadPool(32);
            long offHeapWarm = 0, heapWarm = 0;
            try {
                for (int round = 0; round < 4; round++) {
                    if (round == 1) { // round 0 sized every buffer for a full batch; from here on nothing may grow
                        offHeapWarm = offHeap(backend);
                        heapWarm = liveHeap();
                    }
                    List<Future<Outcome>> fs = new ArrayList<>();
                    for (int i = 0; i < 32; i++) {
                        boolean leave = r.nextInt(4) == 0;
                        fs.add(clients.submit(() -> readStream(http, uri, body, leave)));
                    }
                    int completed = 0;
                    for (Future<Outcome> f : fs) {
                        Outcome o = f.get();
                        if (o.completed()) {
                            completed++;
                            assertEquals(expected, o.text());
                        }
                    }
                    assertTrue(completed >= 16, "round " + round + ": " + completed + " completed");
                }
            } finally {
                clients.shutdown();
                clients.awaitTermination(30, java.util.concurrent.TimeUnit.SECONDS);
            }
            var health = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, health.statusCode());
            for (int i = 0; i < 40 && threads.getThreadCount() > baseline + 4; i++) Thread.sleep(250);
            long offHeapAfter = offHeap(backend), heapAfter = liveHeap();
            assertEquals(offHeapWarm, offHeapAfter, "backend off-heap state+scratch bytes changed after warm-up");
            assertTrue(heapAfter < heapWarm + (32L << 20), "live heap grew from " + (heapWarm >> 20) + " to " + (heapAfter >> 20) + " MiB");
            assertTrue(threads.getThreadCount() <= baseline + 4, "threads " + threads.getThreadCount() + " vs baseline " + baseline
                    + ": " + Thread.getAllStackTraces().keySet().stream().map(Thread::getName).sorted().toList());
        }
    }

    static long offHeap(JavaBackend backend) {
        var m = backend.memory();
        return m.stateBytes() + m.scratchBytes();
    }

    /** Heap in use after a full collection (client and server share this JVM). */
    static long liveHeap() {
        for (int i = 0; i < 2; i++) System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** Reads an SSE completion stream; when {@code leave}, hangs up after the first event. */
    static Outcome readStream(HttpClient http, URI uri, String body, boolean leave) throws Exception {
        HttpResponse<java.io.InputStream> r = http.send(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofInputStream());
        StringBuilder text = new StringBuilder();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (!line.startsWith("data: ")) continue;
                String data = line.substring(6);
                if (data.equals("[DONE]")) return new Outcome(true, text.toString());
                if (leave) return new Outcome(false, "");
                var node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(data);
                text.append(node.get("choices").get(0).get("text").asText());
            }
        }
        return new Outcome(false, text.toString());
    }
}
