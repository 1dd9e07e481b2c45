package io.mlxcel.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

class WarmupTest {
    @Test
    void warmUpRunsUntilSettledAndTheStatisticsForgetIt() {
        try (LoadedModel m = ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2))) {
            InferenceService s = new InferenceService(m, 128, 1, 4);
            try {
                int rounds = s.warmUp(3);
                // the first round always runs and the second always follows it (nothing to compare the first with)
                assertTrue(rounds >= 2 && rounds <= 3, "rounds " + rounds);
                assertEquals(0, s.processed.get());
                assertEquals(0, s.promptTokens.get());
                assertEquals(0, s.predictedTokens.get());
                assertEquals(0, s.streamedPieces.get());
                var r = s.generate(m.tokenizer().encode("Hello", false), SamplingParams.greedy(3), null);
                assertEquals(r.tokens().length, s.predictedTokens.get(), "only the real request counts");
                assertEquals(1, s.processed.get());
            } finally {
                s.close();
            }
        }
    }

    @Test
    void theServerWarmsEveryRouteThroughHttpAndItsMetricsForgetIt() throws Exception {
        // with an API key: the warm-up's own requests must carry it; SmolLM2 has a chat template, so all routes run
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 256, -1, null, "k3y", 0.8f, 40, 0.95f, 0.05f, -1, 4, true, 1, 600, true);
        try (MlxcelServer server = MlxcelServer.start(cfg, () -> ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2)))) {
            assertEquals(RouteWarmup.calls(true).size(), server.warmedRoutes(), "every warm-up request answered 200");
            HttpResponse<String> m = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/metrics"))
                    .header("Authorization", "Bearer k3y").build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, m.statusCode());
            assertTrue(m.body().lines().anyMatch(l -> l.equals("llamacpp:tokens_predicted_total 0")), m.body());
            assertTrue(m.body().lines().anyMatch(l -> l.equals("llamacpp:prompt_tokens_total 0")), m.body());
        }
    }
}
