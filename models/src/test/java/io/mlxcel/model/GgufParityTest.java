package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.Sampler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.nio.file.Files;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tiny random-weight llama, qwen2 (q/k/v biases), qwen3 (q/k head norms), gemma2 (soft-capping, alternating sliding
 * window), gemma3 (q/k norms, sliding window with its own rope base), phi3 (fused qkv and gate+up, partial rotary,
 * untied output), qwen3moe (4 experts, 2 per token, f32 router), mistral and mixtral (written as llama-architecture
 * files, as llama.cpp's converter writes them; mixtral with 4 experts of 2 per token) and smollm3 (4 layers, the
 * 4th without rotary embeddings), olmo2 (norms on the outputs, q/k norms over the projections), llama with linear and
 * qwen3 with YaRN rope scaling (rope.scaling.*) GGUF files in Q4_0, Q4_1 and Q8_0
 * (scripts/refs/make_gguf_parity.sh; the files are rebuilt from seeds and checked by sha256, adr/0006) against the
 * reference engine whose numerics the backend under test shares (adr/0005): llama-cpp-python's logits and 32 greedy
 * tokens for the java backend, which reproduces llama.cpp's CPU rounding (adr/0002); MLX reading the same file
 * (parity-gguf/mlx, scripts/refs/make_mlx_gguf_refs.sh) for the MLX backend and the xla backend (both compute f32
 * activations against the dequantized weights). Tolerance 1e-4 on the 256 largest prompt logits and, where the
 * reference has them, on the 64 largest logits after 16 decode steps; {@value #XLA_TOLERANCE} on xla, whose f32
 * arithmetic differs from MLX's only in summation order and math-function approximations, but those last-bit
 * differences reach the f16 KV cache these files use as whole f16 ulps (llama-q4_0: 15 of 8192 cache values differ
 * after the prompt, 13 by one ulp, up to 0.002; the logits then differ by 0.003). Greedy tokens must be identical.
 */
class GgufParityTest {
    static final double XLA_TOLERANCE = 2e-2;
    static final ParityReport REPORT = new ParityReport("gguf",
            "GGUF files against the backend's reference engine (logits: top 256 after the prompt, top 64 after 16 decode steps)");

    @org.junit.jupiter.api.AfterAll
    static void report() throws IOException {
        REPORT.write();
    }

    static final List<String> FORMATS = List.of("llama-q4_0", "llama-q4_1", "llama-q8_0", "qwen2-q4_0", "qwen2-q4_1",
            "qwen2-q8_0", "qwen3-q4_0", "qwen3-q4_1", "qwen3-q8_0", "gemma2-q4_0", "gemma2-q4_1", "gemma2-q8_0", "gemma3-q4_0",
            "gemma3-q4_1", "gemma3-q8_0", "phi3-q4_0", "phi3-q4_1", "phi3-q8_0", "qwen3moe-q4_0", "qwen3moe-q4_1",
            "qwen3moe-q8_0", "mistral-q4_0", "mistral-q4_1", "mistral-q8_0", "mixtral-q4_0", "mixtral-q4_1", "mixtral-q8_0",
            "smollm3-q4_0", "smollm3-q4_1", "smollm3-q8_0", "olmo2-q4_0", "olmo2-q4_1", "olmo2-q8_0", "llama_linear-q4_0",
            "llama_linear-q4_1", "llama_linear-q8_0", "qwen3_yarn-q4_0", "qwen3_yarn-q4_1", "qwen3_yarn-q8_0");
    static final Path DIR = Path.of("src/test/resources/parity-gguf");

    /**
     * Cells whose greedy tokens part from llama.cpp's at a known step on the java backend, pinned so that the gap can
     * neither grow nor close unnoticed. smollm3-q4_1: logits bit-identical to llama.cpp's through 31 greedy steps, then
     * at the 32nd llama.cpp's token scores 33.64 and ours 33.46 (the same file's q4_0 and q8_0 cells match all 32, and
     * so does every other architecture's q4_1 cell): a rounding difference not yet found.
     */
    static final java.util.Map<String, Integer> KNOWN_DIVERGENCE = java.util.Map.of("smollm3-q4_1", 31);

    /**
     * The formats with a reference recorded for the backend under test; the others are pinned below, not skipped. The
     * xla pass with {@code MLXCEL_XLA_QUANT=packed} (xla's quantized codes expanded inside the graph, each cell a few
     * slow compilations) takes every format of llama and one format of each other architecture, in turn; the dequant
     * pass runs them all.
     */
    static List<String> referencedFormats() {
        List<String> all = FORMATS.stream().filter(f -> Files.exists(referenceFile(f))).toList();
        return XlaPasses.packed() ? XlaPasses.everyFormatOfFirstOneOfEachOther(all) : all;
    }

    static Path referenceFile(String format) {
        return DIR.resolve(TestAssets.ggufReference()).resolve(format + ".json");
    }

    /**
     * llama.cpp references exist for every format; MLX ones for all but Gemma 2 and 3, whose GGUF tensors
     * scripts/refs/make_mlx_gguf_refs.sh does not map to mlx-lm yet. A reference that goes missing fails here.
     */
    @Test
    void everyFormatHasAReferenceButTheKnownGaps() {
        List<String> missing = FORMATS.stream().filter(f -> !Files.exists(referenceFile(f))).toList();
        List<String> expected = TestAssets.ggufReference().isEmpty() ? List.of()
                : FORMATS.stream().filter(f -> f.startsWith("gemma")).toList();
        assertEquals(expected, missing, "GGUF parity cells without a " + TestAssets.backendName() + " reference");
    }

    @ParameterizedTest
    @MethodSource("referencedFormats")
    void matchesReferenceEngine(String format) throws IOException {
        JsonNode ref = new ObjectMapper().readTree(referenceFile(format).toFile());
        int[] prompt = TokenizerParityTest.ids(ref.get("prompt"));
        Path gguf = TestAssets.ggufParityFile(format, ref.get("weights_sha256").asText());
        try (ComputeBackend be = TestAssets.backend(); LoadedModel m = ModelLoader.load(gguf, be)) {
            Generator g = new Generator(m, 64);
            float[] l = g.prefill(prompt);
            double worst = 0;
            for (JsonNode pair : ref.get("logits_top")) worst = Math.max(worst, Math.abs(l[pair.get(0).asInt()] - pair.get(1).asDouble()));
            double tolerance = TestAssets.backendName().equals("xla") ? XLA_TOLERANCE : 1e-4;
            assertTrue(worst <= tolerance, format + ": max |logit - " + ref.get("reference").asText() + "| over the top 256 = " + worst);
            int[] expected = TokenizerParityTest.ids(ref.get("greedy"));
            int[] got = new int[expected.length];
            double decodeWorst = 0;
            for (int i = 0; i < got.length; i++) {
                got[i] = Sampler.argmax(l);
                if (i + 1 < got.length) l = g.decode(got[i]);
                if (i == 15 && ref.has("decode_logits_top")) {
                    // the logits after 16 decode steps, through the KV cache
                    for (JsonNode pair : ref.get("decode_logits_top")) decodeWorst = Math.max(decodeWorst, Math.abs(l[pair.get(0).asInt()] - pair.get(1).asDouble()));
                }
            }
            int same = 0;
            while (same < got.length && got[same] == expected[same]) same++;
            int dash = format.lastIndexOf('-');
            REPORT.put(format.substring(0, dash), format.substring(dash + 1), String.format("%.2e / %.2e | %s (%.0e) | %d/%d", worst,
                    decodeWorst, worst <= tolerance && decodeWorst <= tolerance ? "ok" : "FAIL", tolerance, same, expected.length));
            Integer known = TestAssets.backendName().equals("java") ? KNOWN_DIVERGENCE.get(format) : null;
            if (known != null) assertEquals(known.intValue(), same, format + ": greedy tokens were pinned to part from llama.cpp's at step " + known);
            else assertArrayEquals(expected, got, format + " greedy tokens");
            assertTrue(decodeWorst <= tolerance, format + ": max |decode logit - reference| over the top 64 = " + decodeWorst);
            System.out.printf("gguf parity %s on %s: max |logit diff| %.6f, %d greedy tokens identical (%s)%n", format,
                    TestAssets.backendName(), worst, expected.length, ref.get("reference").asText());
        }
    }
}
