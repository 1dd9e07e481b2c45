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
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tiny random-weight MLX affine checkpoints (4-bit group 64, 8-bit group 32, float32 scales) of llama, qwen2, qwen3,
 * gemma3_text and mistral (a sliding and a global layer each), phi3 (fused projections, partial rotary) and qwen3_moe
 * (a sparse layer, 2 of 4 experts per token, and a dense one) built by mlx-lm
 * (scripts/refs/make_parity.sh), against mlx-lm's logits and 32 greedy tokens. Both engines compute in float32 with
 * a float32 KV cache; what differs is summation order: tolerance 1e-3 on the 256 largest logits (magnitude up to ~30).
 */
class ParityMatrixTest {
    /** architecture | format -> max logit diff | within tolerance | identical greedy prefix, for the matrix report. */
    static final Map<String, String> REPORT = new TreeMap<>();

    @TempDir
    Path dir;

    /** Prints the whole matrix and writes it to target/parity-matrix-BACKEND.md. */
    @AfterAll
    static void report() throws IOException {
        StringBuilder md = new StringBuilder("# Parity matrix on the " + TestAssets.backendName() + " backend (reference: mlx-lm)\n\n"
                + "| architecture | format | max abs logit diff (top 256) | tolerance 1e-3 | greedy tokens identical |\n|---|---|---|---|---|\n");
        REPORT.forEach((cell, result) -> md.append("| ").append(cell).append(" | ").append(result).append(" |\n"));
        System.out.print(md);
        Files.writeString(Path.of("target/parity-matrix-" + TestAssets.backendName() + ".md"), md);
    }

    @ParameterizedTest(name = "{0}-{1}")
    @CsvSource({"llama,q4g64,1e-3", "llama,q8g32,1e-3", "qwen2,q4g64,1e-3", "qwen2,q8g32,1e-3", "qwen3,q4g64,1e-3",
            "qwen3,q8g32,1e-3", "gemma3,q4g64,1e-3", "gemma3,q8g32,1e-3", "mistral,q4g64,1e-3", "mistral,q8g32,1e-3", "phi3,q4g64,1e-3",
            "phi3,q8g32,1e-3", "qwen3_moe,q4g64,1e-3", "qwen3_moe,q8g32,1e-3"})
    void matchesMlxLm(String arch, String format, double tolerance) throws IOException {
        Path cell = Path.of("src/test/resources/parity/" + arch + "-" + format);
        Path model = Files.createDirectories(dir.resolve(arch + "-" + format));
        for (String f : new String[]{"config.json", "model.safetensors"}) Files.copy(cell.resolve(f), model.resolve(f));
        Files.copy(TestAssets.npmTokenizer("llama2"), model.resolve("tokenizer.json"));
        JsonNode ref = new ObjectMapper().readTree(cell.resolve("reference.json").toFile());
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
            for (int i = 0; i < got.length; i++) {
                got[i] = io.mlxcel.model.sampling.Sampler.argmax(l);
                if (i + 1 < got.length) l = g.decode(got[i]);
            }
            int same = 0;
            while (same < got.length && got[same] == expected[same]) same++;
            REPORT.put(arch + " | " + format, String.format("%.2e | %s | %d/%d", worst, worst <= tolerance ? "ok" : "FAIL", same, expected.length));
            assertArrayEquals(expected, got, arch + "-" + format + " greedy tokens (max logit diff " + worst + ")");
            System.out.printf("parity %s-%s: max |logit diff| %.4f, %d greedy tokens identical%n", arch, format, worst, expected.length);
        }
    }
}
