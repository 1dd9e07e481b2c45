package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tiny random-weight checkpoints of llama, qwen2, qwen3, qwen3_moe (a sparse layer, 2 of 4 experts per token, and a
 * dense one), mixtral (sparse layers only), smollm3 (a layer without rotary embeddings),
 * olmo2 (norms on the outputs, q/k norms over the projections), gemma2 (soft-capped attention and logits), gemma3_text and mistral (a sliding and a global layer each)
 * and phi3 (fused projections, partial rotary),
 * each in MLX affine 4-bit (groups of 32, 64), 8-bit (32, 64) and f16 / bf16 weights, built by mlx-lm
 * (scripts/refs/make_parity.sh), against mlx-lm's logits and 32 greedy tokens. Both engines compute in float32 from the
 * same weights with a float32 KV cache; what differs is summation order: tolerance {@value #TOLERANCE} on the 256
 * largest logits (magnitude up to ~30), every format.
 */
class ParityMatrixTest {
    static final double TOLERANCE = 1e-3;

    static final ParityReport REPORT = new ParityReport("mlx-formats", "MLX-format checkpoints against mlx-lm (logits: top 256 after the prompt and top 64 after 16 decode steps)");

    @TempDir
    Path dir;

    /** Prints this section of the matrix and rewrites target/parity-matrix-BACKEND.md (see {@link ParityReport}). */
    @AfterAll
    static void report() throws IOException {
        REPORT.write();
    }

    /**
     * Every committed cell: architecture, format. On xla with {@code MLXCEL_XLA_QUANT=packed} only quantized ones, as
     * that setting changes only how quantized weights are held (the f16 / bf16 cells trace the dequant pass's
     * programs): every quantized format of the first architecture by name and one of each other, in turn, since each
     * cell costs a few slow compilations; the dequant pass runs them all.
     */
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> cells() throws IOException {
        try (var s = Files.list(Path.of("src/test/resources/parity"))) {
            List<String> names = s.map(p -> p.getFileName().toString()).sorted().toList();
            if (XlaPasses.packed()) names = XlaPasses.everyFormatOfFirstOneOfEachOther(names.stream().filter(n -> n.matches(".*-q[48]g\\d+")).toList());
            return names.stream().map(n -> {
                int dash = n.lastIndexOf('-');
                return org.junit.jupiter.params.provider.Arguments.of(n.substring(0, dash), n.substring(dash + 1));
            }).toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}-{1}")
    @org.junit.jupiter.params.provider.MethodSource("cells")
    void matchesMlxLm(String arch, String format) throws IOException {
        double tolerance = TOLERANCE;
        Path cell = Path.of("src/test/resources/parity/" + arch + "-" + format);
        JsonNode ref = new ObjectMapper().readTree(cell.resolve("reference.json").toFile());
        Path model = Files.createDirectories(dir.resolve(arch + "-" + format));
        Files.copy(cell.resolve("config.json"), model.resolve("config.json"));
        Files.copy(TestAssets.parityWeights(arch + "-" + format, ref.get("weights_sha256").asText()), model.resolve("model.safetensors"));
        Files.copy(TestAssets.npmTokenizer("llama2"), model.resolve("tokenizer.json"));
        int[] prompt = TokenizerParityTest.ids(ref.get("prompt"));
        try (ComputeBackend be = TestAssets.backend(); LoadedModel m = ModelLoader.load(model, be)) {
            Generator g = new Generator(m, 64);
            float[] logits = g.prefill(prompt);
            double worst = 0;
            for (JsonNode pair : ref.get("logits_top")) worst = Math.max(worst, Math.abs(logits[pair.get(0).asInt()] - pair.get(1).asDouble()));
            assertTrue(worst <= tolerance, arch + "-" + format + ": max |logit - mlx-lm| over the top 256 = " + worst);
            g.reset();
            // greedy without stop tokens (the random model knows no end of text)
            int[] expected = TokenizerParityTest.ids(ref.get("greedy"));
            int[] got = new int[expected.length];
            float[] l = g.prefill(prompt);
            double decodeWorst = 0;
            for (int i = 0; i < got.length; i++) {
                got[i] = io.mlxcel.model.sampling.Sampler.argmax(l);
                if (i + 1 < got.length) l = g.decode(got[i]);
                if (i == 15 && ref.hasNonNull("decode_logits_top")) {
                    // the logits after 16 decode steps, through the KV cache
                    for (JsonNode pair : ref.get("decode_logits_top")) decodeWorst = Math.max(decodeWorst, Math.abs(l[pair.get(0).asInt()] - pair.get(1).asDouble()));
                }
            }
            worst = Math.max(worst, decodeWorst);
            int same = 0;
            while (same < got.length && got[same] == expected[same]) same++;
            REPORT.put(arch, format, String.format("%.2e | %s (%.0e) | %d/%d", worst, worst <= tolerance ? "ok" : "FAIL", tolerance, same,
                    expected.length));
            assertArrayEquals(expected, got, arch + "-" + format + " greedy tokens (max logit diff " + worst + ")");
            assertTrue(decodeWorst <= tolerance, arch + "-" + format + ": max |logit - mlx-lm| after 16 decode steps = " + decodeWorst);
            System.out.printf("parity %s-%s: max |logit diff| %.4f, %d greedy tokens identical%n", arch, format, worst, expected.length);
        }
    }
}
