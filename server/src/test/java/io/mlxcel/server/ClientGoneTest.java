package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A request nobody streams is cancelled when its client closes the connection (a client that timed out), so that its
 * slot serves the next request instead of generating to the end for nobody (llama.cpp's test_cancel_request).
 */
class ClientGoneTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static MlxcelServer server;

    @BeforeAll
    static void start() {
        var model = TestAssets.smolLm2Gguf();
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 4096, -1, "smol", null, 0.8f, 40, 0.95f, 0.05f, 7, 4, true, 1, 600, true);
        server = MlxcelServer.start(cfg, () -> ModelLoader.load(model, new JavaBackend(2)));
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    static boolean processing() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/slots")).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode slots = JSON.readTree(r.body());
        return slots.get(0).get("is_processing").asBoolean();
    }

    @Test
    void aClientThatLeavesFreesItsSlot() throws Exception {
        String body = "{\"prompt\":\"I believe the meaning of life is\",\"n_predict\":3000,\"ignore_eos\":true}";
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST /completion HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
                    + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body).getBytes(StandardCharsets.UTF_8));
            out.flush();
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (!processing()) {
                assertTrue(System.nanoTime() < deadline, "the generation started");
                Thread.sleep(20);
            }
        }
        // 3000 tokens take half a minute here; a cancelled generation ends within a probe interval and a step
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (processing()) {
            assertTrue(System.nanoTime() < deadline, "the slot is still generating 5 s after its client left");
            Thread.sleep(50);
        }
    }
}
