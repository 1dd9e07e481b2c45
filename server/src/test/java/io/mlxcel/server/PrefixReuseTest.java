package io.mlxcel.server;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Prefix reuse is exact: a conversation's second turn, prefilled from the cached first turn, and a repeated prompt,
 * give the same greedy tokens and bit-identical logits as the prompt prefilled whole (cache_prompt off), on SmolLM2
 * (GGUF Q4_1), Gemma 3 270M (GGUF Q4_K_M) and on one random-weight checkpoint of every architecture in the parity matrix.
 */
class PrefixReuseTest {
    @TempDir
    Path tmp;

    /** Greedy tokens and the logits each was chosen from. */
    record Run(Generator.Result result, List<float[]> logits) {
    }

    static Run run(InferenceService s, int[] prompt, int tokens, boolean cachePrompt) {
        List<float[]> logits = new ArrayList<>();
        Generator.Result r = s.generate(prompt, SamplingParams.greedy(tokens), null, (t, l) -> logits.add(l.clone()), false, null, cachePrompt);
        return new Run(r, logits);
    }

    static int[] concat(int[]... parts) {
        int n = 0;
        for (int[] p : parts) n += p.length;
        int[] out = new int[n];
        int at = 0;
        for (int[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    /** Turn one, then turn two (turn one's prompt and reply plus more) with and without reuse, then turn two again. */
    static void checkConversation(LoadedModel model, int[] first, int[] more, String label) {
        checkConversation(model, first, more, label, 256);
    }

    static void checkConversation(LoadedModel model, int[] first, int[] more, String label, int ctx) {
        try (InferenceService s = new InferenceService(model, ctx, 2, 4)) {
            Run one = run(s, first, 10, true);
            assertEquals(0, one.result().cachedTokens(), label + ": nothing cached before the first turn");
            // idle, the server computes the reply's entries again as a prefill, so the next turn reuses them too
            awaitRegularized(s, 1);
            int[] second = concat(first, one.result().tokens(), more);
            Run reused = run(s, second, 10, true);
            // the row holds the first prompt and the reply tokens fed back (a reply cut at max_tokens never fed its last)
            int fed = one.result().tokens().length - (one.result().finish() == Generator.Finish.LENGTH ? 1 : 0);
            assertEquals(InferenceService.reusable(model.lm().backend(), model.lm().backend().maxPrefillChunk(), first.length + fed, second.length), reused.result().cachedTokens(), label + ": cached prefix");
            Run whole = run(s, second, 10, false);
            assertEquals(0, whole.result().cachedTokens(), label + ": cache_prompt false prefills everything");
            assertArrayEquals(whole.result().tokens(), reused.result().tokens(), label + ": greedy tokens with reuse");
            for (int i = 0; i < whole.logits().size(); i++) {
                assertArrayEquals(whole.logits().get(i), reused.logits().get(i), label + ": logits of token " + i + " with reuse");
            }
            Run again = run(s, second, 10, true);
            assertEquals(InferenceService.reusable(model.lm().backend(), model.lm().backend().maxPrefillChunk(), second.length, second.length), again.result().cachedTokens(), label + ": the same prompt again");
            assertArrayEquals(whole.result().tokens(), again.result().tokens(), label + ": the same prompt again");
            for (int i = 0; i < whole.logits().size(); i++) {
                assertArrayEquals(whole.logits().get(i), again.logits().get(i), label + ": logits of token " + i + ", the same prompt again");
            }
        }
    }

    /** Waits until the idle server has regularized {@code n} rows. */
    static void awaitRegularized(InferenceService s, int n) {
        long until = System.nanoTime() + 30_000_000_000L;
        while (s.regularized.get() < n && System.nanoTime() < until) Thread.onSpinWait();
        assertTrue(s.regularized.get() >= n, "the idle server regularized the reply");
    }

    @Test
    void smolLm2SecondTurnReusesTheFirst() {
        LoadedModel m = ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2));
        try {
            int[] first = m.tokenizer().encode("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nName three colours.<|im_end|>\n<|im_start|>assistant\n", false);
            int[] more = m.tokenizer().encode("<|im_end|>\n<|im_start|>user\nAnd three animals?<|im_end|>\n<|im_start|>assistant\n", false);
            checkConversation(m, first, more, "SmolLM2");
        } finally {
            m.close();
        }
    }

    /**
     * With --reuse-replies the next turn reuses the reply's decode-written entries at once, with no idle
     * recomputation, as llama-server does (its output is then not held to bit-identity).
     */
    @Test
    void repliesAreReusedAtOnceWhenAskedFor() {
        LoadedModel m = ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2));
        try (InferenceService s = new InferenceService(m, 256, 2, 4, 0, true)) {
            int[] first = m.tokenizer().encode("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nName three colours.<|im_end|>\n<|im_start|>assistant\n", false);
            int[] more = m.tokenizer().encode("<|im_end|>\n<|im_start|>user\nAnd three animals?<|im_end|>\n<|im_start|>assistant\n", false);
            Run one = run(s, first, 10, true);
            int[] second = concat(first, one.result().tokens(), more);
            Run two = run(s, second, 10, true);
            int fed = one.result().tokens().length - (one.result().finish() == Generator.Finish.LENGTH ? 1 : 0);
            int expected = InferenceService.reusable(m.lm().backend(), m.lm().backend().maxPrefillChunk(), first.length + fed, second.length);
            assertTrue(expected > InferenceService.reusable(m.lm().backend(), m.lm().backend().maxPrefillChunk(), first.length, second.length),
                    "the reply adds reusable rows");
            assertEquals(expected, two.result().cachedTokens(), "the first prompt and the reply are reused");
            assertEquals(0, s.regularized.get(), "nothing is computed again while idle");
        } finally {
            m.close();
        }
    }

    @Test
    void gemma3SecondTurnReusesTheFirst() {
        LoadedModel m = ModelLoader.load(TestAssets.gemma3Gguf(), new JavaBackend(2));
        try {
            int[] first = m.tokenizer().encode("<bos><start_of_turn>user\nName three colours.<end_of_turn>\n<start_of_turn>model\n", false);
            int[] more = m.tokenizer().encode("<end_of_turn>\n<start_of_turn>user\nAnd three animals?<end_of_turn>\n<start_of_turn>model\n", false);
            checkConversation(m, first, more, "Gemma 3");
        } finally {
            m.close();
        }
    }

    /**
     * Prompts over one chunk: the prefix ends inside the second chunk, cut to the row group (Gemma 3's K-quant
     * kernels), or the first prompt's second chunk is too short to reuse and the prefix ends on the boundary (SmolLM2).
     */
    @ParameterizedTest(name = "{0}, first prompt of {1} tokens")
    @org.junit.jupiter.params.provider.CsvSource({"gemma3, 530", "smollm2, 515"})
    void promptsOverAChunkReuseExactly(String name, int firstLength) {
        Path gguf = name.equals("gemma3") ? TestAssets.gemma3Gguf() : TestAssets.smolLm2Gguf();
        LoadedModel m = ModelLoader.load(gguf, new JavaBackend(2));
        try {
            int[] first = new int[firstLength], more = new int[19];
            for (int i = 0; i < first.length; i++) first[i] = 1000 + (i * 7919) % 20000;
            for (int i = 0; i < more.length; i++) more[i] = 1000 + (i * 104729 + 13) % 20000;
            assertTrue(m.lm().config().vocabSize() > 21000);
            checkConversation(m, first, more, name + " over a chunk", 1024);
        } finally {
            m.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"llama-q4g64", "mistral-q8g32", "qwen2-bf16", "qwen3-q4g32", "qwen3_moe-bf16", "phi3-f16", "gemma2-q8g64", "gemma3-q4g64"})
    void parityModelsReuseExactly(String cell) throws IOException {
        LoadedModel m = ModelLoader.load(TestAssets.parityModel(cell, tmp), new JavaBackend(2));
        try {
            int vocab = m.lm().config().vocabSize();
            int[] first = new int[37], more = new int[19];
            for (int i = 0; i < first.length; i++) first[i] = 1 + (i * 7919) % (vocab - 1);
            for (int i = 0; i < more.length; i++) more[i] = 1 + (i * 104729 + 13) % (vocab - 1);
            assertTrue(Arrays.stream(first).allMatch(t -> t > 0 && t < vocab));
            checkConversation(m, first, more, cell);
        } finally {
            m.close();
        }
    }
}
