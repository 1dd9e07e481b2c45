package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * llama-server's slot actions: a saved slot restored into another slot is reused by the next prompt that starts with
 * its tokens, and that prompt's greedy answer equals a fresh prefill's; erase forgets; bad names, ids and files are
 * refused; without --slot-save-path the actions are not offered.
 */
class SlotSaveTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newHttpClient();
    @TempDir
    Path dir;

    static MlxcelServer start(Path slotPath) {
        ServerConfig base = new ServerConfig("127.0.0.1", 0, 1024, -1, "smol", null, 0f, 40, 0.95f, 0.05f, 1, 8, false, 2, 600, false);
        ServerConfig cfg = new ServerConfig(base.host(), 0, base.ctxSize(), base.nPredict(), base.alias(), base.apiKey(), base.temperature(),
                base.topK(), base.topP(), base.minP(), base.seed(), base.maxQueue(), base.metrics(), base.parallel(), base.timeoutSeconds(),
                base.warmup(), base.chat(), base.batchSize(), base.tags(), true, base.cors(), base.verbose(),
                base.embeddings(), base.sleepIdleSeconds(), base.webUi(), false, slotPath, base.infill());
        return MlxcelServer.start(cfg, () -> ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2)));
    }

    static HttpResponse<String> post(MlxcelServer s, String path, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static JsonNode ok(HttpResponse<String> r) throws Exception {
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }

    @Test
    void savedSlotsRestoreExactly() throws Exception {
        String first = "Rivers run to the sea, and the sea gives rain back to the hills. Every spring the snow on the hills melts and";
        String second = first + " the water finds its way home. Tell me what the rain does next:";
        try (MlxcelServer s = start(dir)) {
            JsonNode one = ok(post(s, "/completion", "{\"prompt\":\"" + first + "\",\"n_predict\":4,\"id_slot\":1,\"temperature\":0}"));
            JsonNode saved = ok(post(s, "/slots/1?action=save", "{\"filename\":\"slot1.bin\"}"));
            int n = saved.get("n_saved").asInt();
            assertTrue(n >= one.get("tokens_evaluated").asInt(), saved.toString());
            assertEquals(20 + 4L * n, Files.size(dir.resolve("slot1.bin")));
            assertEquals(n, ok(post(s, "/slots/1?action=erase", "")).get("n_erased").asInt());

            JsonNode restored = ok(post(s, "/slots/0?action=restore", "{\"filename\":\"slot1.bin\"}"));
            assertEquals(n, restored.get("n_restored").asInt());
            JsonNode reused = ok(post(s, "/completion", "{\"prompt\":\"" + second + "\",\"n_predict\":12,\"id_slot\":0,\"temperature\":0}"));
            assertTrue(reused.get("timings").get("cache_n").asInt() > 0, "the restored tokens are reused: " + reused);
            JsonNode fresh = ok(post(s, "/completion", "{\"prompt\":\"" + second + "\",\"n_predict\":12,\"id_slot\":1,\"temperature\":0,\"cache_prompt\":false}"));
            assertEquals(0, fresh.get("timings").get("cache_n").asInt());
            assertEquals(fresh.get("content").asText(), reused.get("content").asText(), "a restored slot answers as a fresh prefill");

            assertEquals(400, post(s, "/slots/0?action=save", "{\"filename\":\"../escape.bin\"}").statusCode());
            assertEquals(400, post(s, "/slots/0?action=save", "{\"filename\":\"\"}").statusCode());
            assertEquals(400, post(s, "/slots/7?action=erase", "").statusCode());
            assertEquals(400, post(s, "/slots/0?action=dance", "").statusCode());
            assertEquals(404, post(s, "/slots/0?action=restore", "{\"filename\":\"missing.bin\"}").statusCode());
            Files.write(dir.resolve("junk.bin"), new byte[]{1, 2, 3});
            HttpResponse<String> junk = post(s, "/slots/0?action=restore", "{\"filename\":\"junk.bin\"}");
            assertEquals(400, junk.statusCode(), junk.body());
            assertTrue(junk.body().contains("junk.bin"), junk.body());
            assertEquals(400, post(s, "/completion", "{\"prompt\":\"hi\",\"id_slot\":5}").statusCode());
            assertTrue(List.of(Files.list(dir).map(p -> p.getFileName().toString()).sorted().toArray()).equals(List.of("junk.bin", "slot1.bin")));
        }
    }

    @Test
    void withoutASavePathTheActionsAreNotOffered() throws Exception {
        try (MlxcelServer s = start(null)) {
            HttpResponse<String> r = post(s, "/slots/0?action=save", "{\"filename\":\"x.bin\"}");
            assertEquals(501, r.statusCode());
            assertTrue(r.body().contains("--slot-save-path"), r.body());
        }
    }
}
