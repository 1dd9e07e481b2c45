package io.mlxcel.server;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A long prompt arrives chunk by chunk between decode steps: a running stream keeps producing tokens while a
 * 1,100-token prompt (three chunks) is prefilled, and both outputs equal what each gives alone.
 */
class InterleavedPrefillTest {
    @Test
    void aRunningStreamGoesOnWhileALongPromptArrives() throws Exception {
        LoadedModel m = ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2));
        try (InferenceService s = new InferenceService(m, 2048, 2, 4)) {
            int[] shortPrompt = m.tokenizer().encode("Once upon a time", false);
            int[] longPrompt = new int[1100];
            for (int i = 0; i < longPrompt.length; i++) longPrompt[i] = 1000 + (i * 7919) % 20000;
            Generator.Result aloneShort = s.generate(shortPrompt, SamplingParams.greedy(120), null, null, false, null, false);
            Generator.Result aloneLong = s.generate(longPrompt, SamplingParams.greedy(4), null, null, false, null, false);

            AtomicInteger shortTokens = new AtomicInteger();
            AtomicInteger atLongAdmitted = new AtomicInteger(-1), atLongFirstToken = new AtomicInteger(-1);
            CompletableFuture<Generator.Result> running = CompletableFuture.supplyAsync(() -> s.generate(shortPrompt,
                    SamplingParams.greedy(120), null, (t, l) -> shortTokens.incrementAndGet(), false, null, false));
            while (shortTokens.get() < 5) Thread.sleep(1);
            atLongAdmitted.set(shortTokens.get());
            Generator.Result together = s.generate(longPrompt, SamplingParams.greedy(4), null,
                    (t, l) -> atLongFirstToken.compareAndSet(-1, shortTokens.get()), false, null, false);
            Generator.Result runningResult = running.get();
            int during = atLongFirstToken.get() - atLongAdmitted.get();
            // one decode step after each of the first two chunks at least (at most one before the prefill began)
            assertTrue(during >= 2, "the running stream made " + during + " tokens while the long prompt was prefilled");
            assertArrayEquals(aloneShort.tokens(), runningResult.tokens(), "the running stream's output is unchanged");
            assertArrayEquals(aloneLong.tokens(), together.tokens(), "the long prompt's output is unchanged");
        } finally {
            m.close();
        }
    }
}
