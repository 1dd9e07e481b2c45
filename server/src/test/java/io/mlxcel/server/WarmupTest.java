package io.mlxcel.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import org.junit.jupiter.api.Test;

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
}
