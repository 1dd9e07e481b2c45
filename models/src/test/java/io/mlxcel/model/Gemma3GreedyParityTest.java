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
 * against llama-cpp-python (goldens/gemma3-270m-greedy.json, scripts/refs/make_gemma3_refs.sh): 5 prompts, 64 greedy
 * tokens identical, the prompt's top-20 logits within {@link #LOGIT_TOLERANCE}, and a one-token step bit-identical.
 */
class Gemma3GreedyParityTest {
    /**
     * The java backend reproduces llama.cpp's rounding for every kernel this model uses, including the ones llama.cpp
     * switches to by batch size (repacked Q4_K GEMV/GEMM, Q6_K for eight or more rows; adr/0002), so the logits are
     * expected to be bit-identical; the tolerance is the same as SmolLM2's.
     */
    static final double LOGIT_TOLERANCE = 1e-4;

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
        GreedyGoldens.assertMatches("Gemma 3 270M", model, golden, LOGIT_TOLERANCE);
    }
}
