package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Gemma 3 270M, GGUF Q4_K_M (Q4_K, Q5_0, Q6_K and Q8_0 weights, ggml's GELU, SentencePiece vocabulary of 262144)
 * against llama-cpp-python (goldens/gemma3-270m-greedy.json, scripts/refs/make_gemma3_refs.sh).
 *
 * <p>A one-token step is bit-identical to llama.cpp (every matmul kernel, norms, rope, GELU). With several tokens
 * in the cache the results part by up to ~1 logit from the fourth token on: llama.cpp computes attention over
 * Gemma 3's interleaved sliding-window cache in an order this engine does not reproduce yet (llama.cpp itself moves
 * by as much between batched and one-token evaluation of the same prompt). Four of the five prompts still give the
 * same 64 greedy tokens; the fifth, listed in {@link #KNOWN_DIVERGENT}, parts at its fourth generated token.
 */
class Gemma3GreedyParityTest {
    static final double LOGIT_TOLERANCE = 0.6;
    static final java.util.Set<String> KNOWN_DIVERGENT = java.util.Set.of("Once upon a time, in a small village,");

    static JsonNode golden;
    static LoadedModel model;

    @BeforeAll
    static void load() throws IOException {
        Assumptions.assumeTrue(TestAssets.backendName().equals("java"),
                "the mlx backend does not take K-quant GGUF weights yet; the llama.cpp goldens are for the java backend");
        golden = TokenizerParityTest.golden("gemma3-270m-greedy.json");
        model = ModelLoader.load(TestAssets.gemma3Gguf(), TestAssets.backend());
    }

    @AfterAll
    static void close() {
        if (model != null) {
            model.lm().backend().close();
            model.close();
        }
    }

    @Test
    void promptsTokenizeLikeLlamaCpp() {
        assertTrue(model.tokenizer().addBos(), "the file asks for <bos>");
        for (JsonNode c : golden.get("cases")) {
            int[] body = model.tokenizer().encode(c.get("text").asText(), false);
            int[] withBos = new int[body.length + 1];
            withBos[0] = model.tokenizer().bosId();
            System.arraycopy(body, 0, withBos, 1, body.length);
            assertArrayEquals(TokenizerParityTest.ids(c.get("tokens")), withBos, c.get("text").asText());
        }
    }

    @Test
    void aOneTokenStepIsBitIdenticalToLlamaCpp() {
        float[] logits = new io.mlxcel.model.engine.Generator(model, 16).prefill(new int[]{model.tokenizer().bosId()});
        for (JsonNode pair : golden.get("bos_logits_top")) {
            assertEquals(pair.get(1).asDouble(), logits[pair.get(0).asInt()], 0.0, "logit of token " + pair.get(0).asInt() + " after <bos>");
        }
    }

    @Test
    void greedyTokensAndLogitsMatchLlamaCpp() {
        GreedyGoldens.assertMatches("Gemma 3 270M", model, golden, LOGIT_TOLERANCE, KNOWN_DIVERGENT);
    }
}
