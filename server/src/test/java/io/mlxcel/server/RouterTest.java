package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.store.ModelStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Router mode (llama-server's, without -m): the store's models listed with their state, loaded when a request names
 * them, the least recently used idle one unloaded at --models-max, a held model never unloaded under its request,
 * autoload off, /models/load and /models/unload, DELETE /models, and a model that fails to load.
 */
class RouterTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @TempDir
    Path tmp;

    static HttpResponse<String> call(MlxcelServer s, String method, String path, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static String status(MlxcelServer s, String id) throws Exception {
        for (JsonNode m : JSON.readTree(call(s, "GET", "/v1/models", null).body()).get("data")) {
            if (m.get("id").asText().equals(id)) return m.get("status").get("value").asText();
        }
        return null;
    }

    static void awaitStatus(MlxcelServer s, String id, String want) throws Exception {
        for (int i = 0; i < 600 && !want.equals(status(s, id)); i++) Thread.sleep(50);
        assertEquals(want, status(s, id), id);
    }

    /** A store of three names for the same weights (as llama.cpp's tests name theirs), each a link to SmolLM2. */
    private ModelStore store() throws Exception {
        ModelStore store = new ModelStore(tmp.resolve("store"));
        for (String entry : List.of("org/a-GGUF/a-Q8_0.gguf", "org/b/b-F32.gguf", "org/c/c.Q4_1.gguf")) {
            Path link = store.root().resolve(entry);
            Files.createDirectories(link.getParent());
            Files.createSymbolicLink(link, TestAssets.smolLm2Gguf());
        }
        Files.createDirectories(store.root().resolve("org/broken"));
        Files.writeString(store.root().resolve("org/broken/broken-Q4_0.gguf"), "not a GGUF file");
        return store;
    }

    private MlxcelServer start(ModelStore store, int max, boolean autoload, int sleepIdleSeconds, AtomicInteger loads) {
        return start(store, null, max, autoload, sleepIdleSeconds, loads);
    }

    private MlxcelServer start(ModelStore store, Path presets, int max, boolean autoload, int sleepIdleSeconds, AtomicInteger loads) {
        return start(store, presets, max, autoload, sleepIdleSeconds, loads, null);
    }

    private MlxcelServer start(ModelStore store, Path presets, int max, boolean autoload, int sleepIdleSeconds, AtomicInteger loads,
                               io.mlxcel.model.store.HubDownloader hub) {
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 256, -1, null, null, 0.8f, 40, 0.95f, 0.05f, -1, 16, true, 1, 600, false,
                ServerConfig.Chat.DEFAULTS, 0, List.of(), true, ServerConfig.Cors.LLAMA_SERVER, false, ServerConfig.Embeddings.OFF,
                sleepIdleSeconds, true, false, null, ServerConfig.Infill.DEFAULTS);
        return MlxcelServer.startRouter(cfg, new MlxcelServer.Router(store, null, presets, max, autoload, p -> {
            loads.incrementAndGet();
            return ModelLoader.load(p, new JavaBackend(1));
        }, hub));
    }

    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static String completion(String model) {
        return "{\"model\":\"" + model + "\",\"prompt\":\"The capital of France is\",\"temperature\":0,\"n_predict\":4}";
    }

    @Test
    void listsLoadsOnUseAndEvictsTheLeastRecentlyUsedIdleModel() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        try (MlxcelServer s = start(store(), 2, true, -1, loads)) {
            JsonNode list = JSON.readTree(call(s, "GET", "/v1/models", null).body()).get("data");
            assertEquals(List.of("org/a-GGUF:Q8_0", "org/b:F32", "org/broken:Q4_0", "org/c:Q4_1"),
                    List.of(list.get(0).get("id").asText(), list.get(1).get("id").asText(), list.get(2).get("id").asText(), list.get(3).get("id").asText()));
            assertEquals("unloaded", list.get(0).get("status").get("value").asText());
            JsonNode props = JSON.readTree(call(s, "GET", "/props", null).body());
            assertEquals("router", props.get("role").asText());
            assertEquals(2, props.get("max_instances").asInt());
            assertEquals(0, loads.get(), "nothing loads at start");

            // a request names a model by id or by its repository alone; both load it, once
            HttpResponse<String> a = call(s, "POST", "/completion", completion("org/a-GGUF:Q8_0"));
            assertEquals(200, a.statusCode(), a.body());
            String text = JSON.readTree(a.body()).get("content").asText();
            assertEquals("org/a-GGUF:Q8_0", JSON.readTree(a.body()).get("model").asText());
            assertEquals(text, JSON.readTree(call(s, "POST", "/completion", completion("org/a-GGUF")).body()).get("content").asText());
            assertEquals(1, loads.get());
            assertEquals("loaded", status(s, "org/a-GGUF:Q8_0"));

            assertEquals(200, call(s, "POST", "/completion", completion("org/b:F32")).statusCode());
            assertEquals(200, call(s, "POST", "/completion", completion("org/a-GGUF:Q8_0")).statusCode());
            // a is now the more recently used: c takes b's room
            HttpResponse<String> c = call(s, "POST", "/completion", completion("org/c:Q4_1"));
            assertEquals(text, JSON.readTree(c.body()).get("content").asText(), "same weights, same greedy text");
            assertEquals("unloaded", status(s, "org/b:F32"));
            assertEquals("loaded", status(s, "org/a-GGUF:Q8_0"));
            assertEquals("loaded", status(s, "org/c:Q4_1"));
            assertEquals(3, loads.get());

            HttpResponse<String> missing = call(s, "POST", "/completion", completion("org/nope"));
            assertEquals(400, missing.statusCode());
            assertTrue(missing.body().contains("model 'org/nope' not found"), missing.body());
            HttpResponse<String> unnamed = call(s, "POST", "/completion", "{\"prompt\":\"x\"}");
            assertEquals(400, unnamed.statusCode());
            assertTrue(unnamed.body().contains("model name is missing"), unnamed.body());

            // a file that is no model: the request that loads it is told why; the server and the other models go on
            HttpResponse<String> broken = call(s, "POST", "/completion", completion("org/broken:Q4_0"));
            assertEquals(500, broken.statusCode(), broken.body());
            assertTrue(broken.body().contains("failed to load"), broken.body());
            assertEquals(text, JSON.readTree(call(s, "POST", "/completion", completion("org/c:Q4_1")).body()).get("content").asText());
        }
    }

    @Test
    void aModelHeldByARequestIsNotUnloadedUnderIt() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        try (MlxcelServer s = start(store(), 1, true, -1, loads)) {
            assertEquals(200, call(s, "POST", "/completion", completion("org/a-GGUF:Q8_0")).statusCode());
            // a long generation holds a; a request for b must wait for it rather than take its room
            CompletableFuture<HttpResponse<String>> longRun = CompletableFuture.supplyAsync(() -> {
                try {
                    return call(s, "POST", "/completion", "{\"model\":\"org/a-GGUF:Q8_0\",\"prompt\":\"Once upon a time\",\"temperature\":0,\"n_predict\":120,\"ignore_eos\":true}");
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(300);
            HttpResponse<String> b = call(s, "POST", "/completion", completion("org/b:F32"));
            assertEquals(200, b.statusCode(), b.body());
            HttpResponse<String> a = longRun.get();
            assertEquals(200, a.statusCode(), a.body());
            assertEquals(120, JSON.readTree(a.body()).get("tokens_predicted").asInt(), "the held model finished its request");
            assertEquals("unloaded", status(s, "org/a-GGUF:Q8_0"));
            assertEquals("loaded", status(s, "org/b:F32"));
        }
    }

    @Test
    void withoutAutoloadOnlyLoadRoutesLoad() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        ModelStore store = store();
        try (MlxcelServer s = start(store, 0, false, -1, loads)) {
            HttpResponse<String> refused = call(s, "POST", "/completion", completion("org/b:F32"));
            assertEquals(400, refused.statusCode());
            assertTrue(refused.body().contains("is not loaded"), refused.body());
            assertEquals(0, loads.get());
            assertEquals(404, call(s, "POST", "/models/load", "{\"model\":\"org/nope\"}").statusCode());
            assertEquals(200, call(s, "POST", "/models/load", "{\"model\":\"org/b:F32\"}").statusCode());
            awaitStatus(s, "org/b:F32", "loaded");
            assertEquals(400, call(s, "POST", "/models/load", "{\"model\":\"org/b:F32\"}").statusCode(), "already running");
            assertEquals(200, call(s, "POST", "/completion", completion("org/b:F32")).statusCode());
            // ?autoload=1 overrides the server's setting for one request
            assertEquals(200, call(s, "POST", "/completion?autoload=1", completion("org/c:Q4_1")).statusCode());
            assertEquals(200, call(s, "POST", "/models/unload", "{\"model\":\"org/b:F32\"}").statusCode());
            awaitStatus(s, "org/b:F32", "unloaded");
            assertEquals(400, call(s, "POST", "/models/unload", "{\"model\":\"org/b:F32\"}").statusCode(), "not running");

            // DELETE /models removes a store model that is not running, files and all
            assertEquals(400, call(s, "DELETE", "/models?model=org/c:Q4_1", null).statusCode(), "running");
            assertEquals(200, call(s, "DELETE", "/models?model=org/b:F32", null).statusCode());
            assertFalse(Files.exists(store.root().resolve("org/b")));
            assertNull(status(s, "org/b:F32"));
        }
    }

    @Test
    void anIdleModelIsUnloadedAfterTheKeepAliveAndLoadedAgainOnUse() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        try (MlxcelServer s = start(store(), 4, true, 1, loads)) {
            String before = JSON.readTree(call(s, "POST", "/completion", completion("org/c:Q4_1")).body()).get("content").asText();
            awaitStatus(s, "org/c:Q4_1", "sleeping");
            assertEquals(1, loads.get());
            assertEquals(before, JSON.readTree(call(s, "POST", "/completion", completion("org/c:Q4_1")).body()).get("content").asText());
            assertEquals(2, loads.get());
            assertEquals("loaded", status(s, "org/c:Q4_1"));
        }
    }

    @Test
    void presetsNameModelsAndReloadReReadsThem() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        Path ini = tmp.resolve("presets.ini");
        Files.writeString(ini, """
                [*]
                ctx-size = 512
                n-gpu-layers = 99

                ; a store model under a name of its own, hiding the store entry
                [small]
                hf-repo = org/b
                alias = tiny
                dedup-cache-models = 1

                [file]
                model = %s
                parallel = 2
                """.formatted(TestAssets.smolLm2Gguf()));
        try (MlxcelServer s = start(store(), ini, 4, true, -1, loads)) {
            assertEquals("unloaded", status(s, "small"));
            assertEquals("unloaded", status(s, "file"));
            assertNull(status(s, "org/b:F32"), "hidden behind its preset");
            HttpResponse<String> r = call(s, "POST", "/completion", completion("tiny"));
            assertEquals(200, r.statusCode(), r.body());
            assertEquals("small", JSON.readTree(r.body()).get("model").asText());
            assertEquals(200, call(s, "POST", "/tokenize", "{\"model\":\"org/b:F32\",\"content\":\"hello\"}").statusCode(), "a hidden entry still answers");
            JsonNode slots = JSON.readTree(call(s, "GET", "/slots?model=file", null).body());
            assertEquals(2, slots.size(), "the preset's parallel");
            assertEquals(256, slots.get(0).get("n_ctx").asInt(), "the preset's ctx-size, split over its slots");

            Files.writeString(ini, "[other]\nhf-repo = org/c:Q4_1\n");
            JsonNode ids = JSON.readTree(call(s, "GET", "/v1/models?reload=1", null).body()).get("data");
            List<String> names = new java.util.ArrayList<>();
            ids.forEach(m -> names.add(m.get("id").asText()));
            assertTrue(names.contains("other") && names.contains("org/b:F32"), names.toString());
            assertTrue(names.contains("small") && names.contains("file"), "loaded models stay listed until they are unloaded: " + names);
            assertEquals(200, call(s, "POST", "/models/unload", "{\"model\":\"file\"}").statusCode());
            awaitStatus(s, "file", "unloaded");
            ids = JSON.readTree(call(s, "GET", "/v1/models?reload=1", null).body()).get("data");
            names.clear();
            ids.forEach(m -> names.add(m.get("id").asText()));
            assertFalse(names.contains("file"), "gone from the presets and no longer loaded: " + names);
        }
        Files.writeString(ini, "[bad]\nalias = x\n");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> start(new ModelStore(tmp.resolve("empty")), ini, 4, true, -1, loads));
        assertTrue(e.getMessage().contains("preset [bad]") && e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void downloadsFromTheHubReportingOnTheEventFeed() throws Exception {
        AtomicInteger loads = new AtomicInteger();
        try (io.mlxcel.model.FakeHub hub = new io.mlxcel.model.FakeHub()) {
            hub.file("org/new-GGUF", "main", "new-Q4_1.gguf", Files.readAllBytes(TestAssets.smolLm2Gguf()))
                    .file("org/new-GGUF", "main", "new-F16.gguf", new byte[16]);
            ModelStore store = store();
            try (MlxcelServer s = start(store, null, 4, true, -1, loads, new io.mlxcel.model.store.HubDownloader(store, hub.endpoint(), null, 2))) {
                List<JsonNode> events = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
                HttpResponse<java.util.stream.Stream<String>> feed = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + "/models/sse")).build(),
                        HttpResponse.BodyHandlers.ofLines());
                assertEquals(200, feed.statusCode());
                Thread reader = Thread.ofVirtual().start(() -> {
                    try {
                        feed.body().filter(l -> l.startsWith("data: ")).forEach(l -> events.add(parse(l.substring(6))));
                    } catch (java.io.UncheckedIOException endOfFeed) {
                        // the test is over: the feed closes with the server
                    }
                });
                HttpResponse<String> r = call(s, "POST", "/models", "{\"model\":\"org/new-GGUF:Q4_1\"}");
                assertEquals(200, r.statusCode(), r.body());
                for (int i = 0; i < 600 && events.stream().noneMatch(e -> e.get("event").asText().equals("download_finished")); i++) Thread.sleep(50);
                assertTrue(events.stream().anyMatch(e -> e.get("event").asText().equals("download_finished") && e.get("model").asText().equals("org/new-GGUF:Q4_1")), events.toString());
                assertTrue(events.stream().anyMatch(e -> e.get("event").asText().equals("download_progress")), events.toString());
                assertEquals("unloaded", status(s, "org/new-GGUF:Q4_1"));
                assertFalse(Files.exists(store.root().resolve("org/new-GGUF/new-F16.gguf")), "only the file the tag names");
                HttpResponse<String> c = call(s, "POST", "/completion", completion("org/new-GGUF:Q4_1"));
                assertEquals(JSON.readTree(call(s, "POST", "/completion", completion("org/c:Q4_1")).body()).get("content").asText(),
                        JSON.readTree(c.body()).get("content").asText(), "the downloaded weights answer as the same file does");
                assertTrue(events.stream().anyMatch(e -> e.get("event").asText().equals("status_change") && e.path("data").path("status").asText().equals("loaded")), events.toString());

                assertEquals(400, call(s, "POST", "/models", "{\"model\":\"org/new-GGUF:Q4_1\"}").statusCode(), "already there");
                HttpResponse<String> noTag = call(s, "POST", "/models", "{\"model\":\"org/new-GGUF:Q9_9\"}");
                assertEquals(400, noTag.statusCode());
                assertTrue(noTag.body().contains("no GGUF file tagged Q9_9"), noTag.body());
                assertEquals(400, call(s, "POST", "/models", "{\"model\":\"org/missing\"}").statusCode());
            }
        }
    }

    @Test
    void catalogNamesFollowLlamaServer() {
        assertEquals("Q4_K_M", io.mlxcel.model.store.GgufNames.tag("gemma-3-270m-it-Q4_K_M.gguf"));
        assertEquals("Q4_1", io.mlxcel.model.store.GgufNames.tag("SmolLM2-135M-Instruct.Q4_1.gguf"));
        assertEquals("F32", io.mlxcel.model.store.GgufNames.tag("stories260K-f32.gguf"));
        assertEquals("Q4_K_M", io.mlxcel.model.store.GgufNames.tag("gemma-3-270m-q4_k_m.gguf"));
        assertEquals("IQ2_XXS", io.mlxcel.model.store.GgufNames.tag("model-IQ2_XXS-00001-of-00003.gguf"));
        assertNull(io.mlxcel.model.store.GgufNames.tag("model.gguf"));
    }
}
