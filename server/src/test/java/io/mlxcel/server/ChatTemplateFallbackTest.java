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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A model without a chat template of its own (this Gemma 3 GGUF) is served with ChatML, as llama-server serves it. */
class ChatTemplateFallbackTest {
    @Test
    void aModelWithoutATemplateChatsInChatMl() throws Exception {
        var loaded = ModelLoader.load(TestAssets.gemma3Gguf(), new JavaBackend(2));
        assertNull(loaded.chatTemplate(), "the fixture has no template of its own");
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 256, -1, null, null, 0f, 40, 0.95f, 0.05f, -1, 4, false, 1, 600, false);
        try (MlxcelServer server = MlxcelServer.start(cfg, () -> loaded)) {
            HttpClient http = HttpClient.newHttpClient();
            String messages = "{\"messages\":[{\"role\":\"user\",\"content\":\"Say hi.\"}]";
            HttpResponse<String> applied = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/apply-template"))
                    .POST(HttpRequest.BodyPublishers.ofString(messages + "}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, applied.statusCode(), applied.body());
            JsonNode prompt = new ObjectMapper().readTree(applied.body());
            assertEquals("<|im_start|>user\nSay hi.<|im_end|>\n<|im_start|>assistant\n", prompt.get("prompt").asText());
            HttpResponse<String> chat = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/v1/chat/completions"))
                    .POST(HttpRequest.BodyPublishers.ofString(messages + ",\"temperature\":0,\"max_tokens\":8}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, chat.statusCode(), chat.body());
            assertTrue(new ObjectMapper().readTree(chat.body()).get("usage").get("completion_tokens").asInt() > 0, chat.body());
        }
    }
}
