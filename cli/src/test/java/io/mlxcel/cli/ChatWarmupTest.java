package io.mlxcel.cli;

import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.Backends;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChatWarmupTest {
    /**
     * The warm-up runs rounds on a cache of its own, stops when asked, and leaves the chat's greedy answer as it would
     * have been without it.
     */
    @Test
    void warmsUpStopsWhenAskedAndLeavesTheChatsAnswerAlone() throws Exception {
        try (LoadedModel m = ModelLoader.load(TestAssets.smolLm2Gguf(), Backends.select("java", new BackendConfig("cpu", 2)))) {
            int[] ids = GenerateCommand.promptIds(m, GenerateCommand.messages("What is the capital of France?", null), false);
            String expected = new Generator(m, 256).generate(ids, SamplingParams.greedy(12), null).text();

            Generator chat = new Generator(m, 256);
            ChatWarmup warmup = ChatWarmup.start(m, 256, SamplingParams.defaults());
            long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (warmup.rounds() < 2 && System.nanoTime() < deadline) Thread.sleep(20);
            assertTrue(warmup.rounds() >= 2, "two warm-up rounds within two minutes, got " + warmup.rounds());
            assertTimeoutPreemptively(Duration.ofSeconds(60), warmup::close, "the warm-up stops at its next token");

            assertEquals(expected, chat.generate(ids, SamplingParams.greedy(12), null).text());
        }
    }
}
