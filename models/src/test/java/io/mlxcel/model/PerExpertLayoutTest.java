package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.safetensors.SafetensorsFile;
import io.mlxcel.spi.ComputeBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hugging Face stores MoE experts one tensor each (Qwen 3 MoE: {@code mlp.experts.<e>.<proj>.weight}; Mixtral:
 * {@code block_sparse_moe.experts.<e>.w1|w3|w2.weight}); mlx-lm stacks them. The bf16 parity cells rewritten in the
 * per-expert layout give the same logits as the stacked originals.
 */
class PerExpertLayoutTest {
    @TempDir
    Path dir;

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"qwen3_moe", "mixtral"})
    void perExpertCheckpointMatchesTheStackedOne(String arch) throws IOException {
        Path cell = Path.of("src/test/resources/parity/" + arch + "-bf16");
        JsonNode ref = new ObjectMapper().readTree(cell.resolve("reference.json").toFile());
        JsonNode config = new ObjectMapper().readTree(cell.resolve("config.json").toFile());
        int experts = config.has("num_local_experts") ? config.get("num_local_experts").asInt() : config.get("num_experts").asInt();
        java.util.Map<String, String> hfNames = arch.equals("mixtral")
                ? java.util.Map.of("gate_proj", "w1", "up_proj", "w3", "down_proj", "w2")
                : java.util.Map.of("gate_proj", "gate_proj", "up_proj", "up_proj", "down_proj", "down_proj");
        Path stacked = Files.createDirectories(dir.resolve("stacked")), perExpert = Files.createDirectories(dir.resolve("per-expert"));
        Path weights = TestAssets.parityWeights(arch + "-bf16", ref.get("weights_sha256").asText());
        for (Path d : new Path[]{stacked, perExpert}) {
            Files.copy(cell.resolve("config.json"), d.resolve("config.json"));
            Files.copy(TestAssets.npmTokenizer("llama2"), d.resolve("tokenizer.json"));
        }
        Files.copy(weights, stacked.resolve("model.safetensors"));
        SafetensorsWriter w = new SafetensorsWriter();
        int split = 0;
        try (SafetensorsFile f = SafetensorsFile.open(weights)) {
            for (var e : f.entries().values()) {
                byte[] bytes = e.data().toArray(java.lang.foreign.ValueLayout.JAVA_BYTE);
                if (e.name().contains(".switch_mlp.")) {
                    long[] s = e.shape();
                    int each = bytes.length / experts;
                    for (int x = 0; x < experts; x++) {
                        String proj = e.name().replaceAll(".*\\.switch_mlp\\.(\\w+)\\.weight", "$1");
                        w.put(e.name().replace(".switch_mlp." + proj + ".", ".experts." + x + "." + hfNames.get(proj) + "."), e.dtype(), new long[]{s[1], s[2]},
                                Arrays.copyOfRange(bytes, x * each, (x + 1) * each));
                    }
                    split++;
                } else {
                    w.put(e.name(), e.dtype(), e.shape(), bytes);
                }
            }
        }
        assertTrue(split > 0, "the cell has stacked experts to split");
        w.write(perExpert.resolve("model.safetensors"));
        int[] prompt = TokenizerParityTest.ids(ref.get("prompt"));
        assertArrayEquals(logits(stacked, prompt), logits(stacked, prompt), 0f, "determinism");
        assertArrayEquals(logits(stacked, prompt), logits(perExpert, prompt), 0f);
    }

    private static float[] logits(Path model, int[] prompt) {
        try (ComputeBackend be = TestAssets.backend(); LoadedModel m = ModelLoader.load(model, be)) {
            return new Generator(m, 64).prefill(prompt);
        }
    }
}
