package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * /infill and /rerank against native llama-server on the same fixtures (scripts/refs/make_serving_refs.sh): for every
 * infill request under each server setting (default, a 64-token batch, --spm-infill) and both vocabularies (snippet
 * separators; repository and file-separator tokens) the prompt as laid out, the greedy tokens and their text are
 * llama-server's; rerank scores agree within 1e-4 and come in the same order, in Jina's and TEI's shapes. Bad requests
 * get llama-server's answers: 400 for a malformed request, 501 for a model without the tokens or head, or without
 * --reranking.
 */
class InfillRerankTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newHttpClient();

    static JsonNode refs() throws Exception {
        try (InputStream in = InfillRerankTest.class.getResourceAsStream("/goldens/serving-refs.json")) {
            return JSON.readTree(in);
        }
    }

    static Path fixture(JsonNode refs, String name) {
        return TestAssets.servingFixture(name, refs.get("files").get(name).asText());
    }

    static MlxcelServer start(Path model, int ctx, ServerConfig.Embeddings embeddings, ServerConfig.Infill infill) {
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, ctx, -1, "fixture", null, 0.8f, 40, 0.95f, 0.05f, -1, 16, true, 1, 600, false,
                ServerConfig.Chat.DEFAULTS, 0, List.of(), true, ServerConfig.Cors.LLAMA_SERVER, false, embeddings, -1, true, false, null, infill);
        return MlxcelServer.start(cfg, () -> ModelLoader.load(model, new JavaBackend(2)));
    }

    static HttpResponse<String> post(MlxcelServer s, String path, Object body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body instanceof String str ? str : JSON.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The server flags a reference ran under, as this server's settings: context, batch, spm. */
    static int flag(JsonNode args, String name, int dflt) {
        for (int i = 0; i + 1 < args.size(); i++) if (args.get(i).asText().equals(name)) return Integer.parseInt(args.get(i + 1).asText());
        return dflt;
    }

    @Test
    void infillMatchesLlamaServer() throws Exception {
        JsonNode refs = refs();
        int checked = 0;
        for (String fixture : List.of("infill-snippet", "infill-repo")) {
            Path model = fixture(refs, fixture);
            for (String setting : List.of("default", "small-batch", "spm")) {
                List<JsonNode> cases = new ArrayList<>();
                for (JsonNode c : refs.get("infill")) if (c.get("fixture").asText().equals(fixture) && c.get("setting").asText().equals(setting)) cases.add(c);
                JsonNode args = cases.getFirst().get("args");
                boolean spm = false;
                for (JsonNode a : args) spm |= a.asText().equals("--spm-infill");
                try (MlxcelServer s = start(model, flag(args, "-c", 4096), ServerConfig.Embeddings.OFF, new ServerConfig.Infill(flag(args, "-b", 2048), spm))) {
                    for (JsonNode c : cases) {
                        String where = fixture + "/" + setting + ": " + c.get("request");
                        var r = post(s, "/infill", c.get("request"));
                        assertEquals(200, r.statusCode(), where + " -> " + r.body());
                        JsonNode got = JSON.readTree(r.body());
                        assertEquals(c.get("prompt").asText(), got.get("prompt").asText(), where + ": prompt");
                        assertEquals(c.get("tokens_evaluated").asInt(), got.get("tokens_evaluated").asInt(), where + ": prompt tokens");
                        assertEquals(c.get("tokens"), got.get("tokens"), where + ": greedy tokens");
                        assertEquals(c.get("content").asText(), got.get("content").asText(), where + ": text");
                        assertEquals(c.get("stop_type").asText(), got.get("stop_type").asText(), where + ": stop");
                        checked++;
                    }
                }
            }
        }
        assertEquals(refs.get("infill").size(), checked);
    }

    @Test
    void infillRefusals() throws Exception {
        JsonNode refs = refs();
        try (MlxcelServer s = start(fixture(refs, "infill-snippet"), 1024, ServerConfig.Embeddings.OFF, ServerConfig.Infill.DEFAULTS)) {
            String prefix = "int main() {\n";
            for (Object extra : List.of(Map.of(), Map.of("filename", "ok"), Map.of("filename", 123), Map.of("filename", 123, "text", "abc"),
                    Map.of("filename", 123, "text", 456))) {
                var r = post(s, "/infill", Map.of("input_extra", List.of(extra), "input_prefix", prefix, "prompt", "x", "input_suffix", "}\n"));
                assertEquals(400, r.statusCode(), extra + " -> " + r.body());
                assertTrue(JSON.readTree(r.body()).has("error"));
            }
            assertEquals(400, post(s, "/infill", Map.of("input_suffix", "}")).statusCode());
            assertEquals(400, post(s, "/infill", Map.of("input_prefix", "a")).statusCode());
            assertEquals(400, post(s, "/infill", Map.of("input_prefix", "a", "input_suffix", "b", "prompt", 3)).statusCode());
            assertEquals(400, post(s, "/infill", Map.of("input_prefix", "a", "input_suffix", "b", "input_extra", "x")).statusCode());
        }
        // SmolLM2's vocabulary has no fill-in-the-middle tokens
        try (MlxcelServer s = MlxcelServer.start(new ServerConfig("127.0.0.1", 0, 256, -1, null, null, 0f, 40, 0.95f, 0.05f, -1, 4, false, 1, 600, false),
                () -> ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2)))) {
            var r = post(s, "/infill", Map.of("input_prefix", "a", "input_suffix", "b"));
            assertEquals(501, r.statusCode(), r.body());
            assertTrue(r.body().contains("prefix token is missing"), r.body());
            assertEquals(501, post(s, "/rerank", Map.of("query", "q", "documents", List.of("d"))).statusCode());
        }
    }

    @Test
    void rerankMatchesLlamaServer() throws Exception {
        JsonNode refs = refs();
        try (MlxcelServer s = start(fixture(refs, "rerank-qwen3"), 2048, new ServerConfig.Embeddings(true, "rank"), ServerConfig.Infill.DEFAULTS)) {
            for (JsonNode c : refs.get("rerank")) {
                var r = post(s, "/rerank", c.get("request"));
                assertEquals(200, r.statusCode(), r.body());
                JsonNode got = JSON.readTree(r.body()), want = c.get("response");
                boolean tei = c.get("request").has("texts");
                JsonNode gotList = tei ? got : got.get("results"), wantList = tei ? want : want.get("results");
                String label = tei ? "score" : "relevance_score";
                assertEquals(wantList.size(), gotList.size(), c.get("request").toString());
                for (int i = 0; i < wantList.size(); i++) {
                    assertEquals(wantList.get(i).get("index"), gotList.get(i).get("index"), "rank " + i + " of " + c.get("request"));
                    assertEquals(wantList.get(i).get(label).asDouble(), gotList.get(i).get(label).asDouble(), 1e-4, "score " + i + " of " + c.get("request"));
                    if (tei && wantList.get(i).has("text")) assertEquals(wantList.get(i).get("text"), gotList.get(i).get("text"));
                }
                if (!tei) assertEquals(want.get("usage"), got.get("usage"), "usage of " + c.get("request"));
            }
            for (Object docs : java.util.Arrays.asList(List.of(), null, 123, List.of(1, 2, 3))) {
                Map<String, Object> body = new java.util.HashMap<>();
                body.put("query", "Machine learning is");
                body.put("documents", docs);
                var r = post(s, "/rerank", body);
                assertEquals(400, r.statusCode(), docs + " -> " + r.body());
                assertTrue(JSON.readTree(r.body()).has("error"));
            }
            assertEquals(501, post(s, "/v1/embeddings", Map.of("input", "x")).statusCode());
        }
    }
}
