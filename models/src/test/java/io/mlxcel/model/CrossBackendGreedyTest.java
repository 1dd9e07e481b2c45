package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.convert.GgufToMlx;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.Backends;
import io.mlxcel.spi.ComputeBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SmolLM2 converted to MLX format ({@code mlxcel convert}, lossless) gives the same greedy tokens on the java and the
 * MLX backend for the 10 golden prompts: both compute float32 activations against the same affine weights, so only
 * summation order differs. (On the GGUF file itself the two backends follow different references: adr/0005.)
 */
class CrossBackendGreedyTest {
    /** Greedy tokens per prompt: the MLX backend on float32 weights is the slow side of CI's two cores. */
    static final int TOKENS = 16;

    @TempDir
    Path tmp;

    @Test
    void javaAndMlxAgreeOnTheConvertedModel() throws IOException {
        TestAssets.requireBackend("mlx");
        Path model = tmp.resolve("smollm2-mlx");
        GgufToMlx.convert(TestAssets.smolLm2Gguf(), model, (a, b) -> { });
        JsonNode golden = TokenizerParityTest.golden("smollm2-greedy.json");
        List<int[]> java = run("java", model, golden), mlx = run("mlx", model, golden);
        List<String> bad = new ArrayList<>();
        for (int i = 0; i < java.size(); i++) {
            if (!Arrays.equals(java.get(i), mlx.get(i))) {
                bad.add(golden.get("cases").get(i).get("prompt").asText() + "\n  java: " + Arrays.toString(java.get(i))
                        + "\n  mlx:  " + Arrays.toString(mlx.get(i)));
            }
        }
        assertTrue(bad.isEmpty(), bad.size() + " of " + java.size() + " prompts differ:\n" + String.join("\n", bad));
        System.out.printf("cross-backend: %d prompts x up to %d greedy tokens identical on java and mlx (converted SmolLM2)%n", java.size(), TOKENS);
    }

    private static List<int[]> run(String backend, Path model, JsonNode golden) {
        List<int[]> out = new ArrayList<>();
        try (ComputeBackend be = Backends.select(backend, new BackendConfig("cpu", 2)); LoadedModel m = ModelLoader.load(model, be)) {
            for (JsonNode c : golden.get("cases")) {
                Generator g = new Generator(m, 256);
                out.add(g.generate(TokenizerParityTest.ids(c.get("tokens")), SamplingParams.greedy(TOKENS), null).tokens());
            }
        }
        return out;
    }
}
