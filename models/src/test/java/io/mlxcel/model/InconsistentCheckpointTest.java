package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.safetensors.SafetensorsFile;
import io.mlxcel.spi.ComputeBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiFunction;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A checkpoint that disagrees with itself (a tensor missing, an unknown tensor, a shape that does not match
 * config.json) fails to load with a message naming the tensor, built from the llama f16 parity cell.
 */
class InconsistentCheckpointTest {
    @TempDir
    Path dir;

    /** The llama-f16 cell rewritten by {@code edit} (name, entry -> replacement name or null to drop). */
    private Path cell(BiFunction<String, SafetensorsFile.Entry, String> edit, String extraTensor, String configFrom, String configTo) throws IOException {
        Path src = Path.of("src/test/resources/parity/llama-f16");
        JsonNode ref = new ObjectMapper().readTree(src.resolve("reference.json").toFile());
        Path weights = TestAssets.parityWeights("llama-f16", ref.get("weights_sha256").asText());
        Path m = Files.createDirectories(dir.resolve("m"));
        Files.writeString(m.resolve("config.json"), Files.readString(src.resolve("config.json")).replace(configFrom, configTo));
        Files.copy(TestAssets.npmTokenizer("llama2"), m.resolve("tokenizer.json"));
        SafetensorsWriter w = new SafetensorsWriter();
        try (SafetensorsFile sf = SafetensorsFile.open(weights)) {
            for (SafetensorsFile.Entry e : sf.entries().values()) {
                String name = edit.apply(e.name(), e);
                if (name != null) w.put(name, e.dtype(), e.shape(), e.data().toArray(ValueLayout.JAVA_BYTE));
            }
            if (extraTensor != null) w.put(extraTensor, "F16", new long[]{4}, new byte[8]);
        }
        w.write(m.resolve("model.safetensors"));
        return m;
    }

    private static String loadError(Path model) {
        CheckpointException e = assertThrows(CheckpointException.class, () -> {
            try (ComputeBackend be = new JavaBackend(1)) {
                ModelLoader.load(model, be).close();
            }
        });
        return e.getMessage();
    }

    @Test
    void missingTensorIsNamed() throws IOException {
        String msg = loadError(cell((n, e) -> n.equals("model.layers.1.mlp.up_proj.weight") ? null : n, null, "", ""));
        assertTrue(msg.contains("model.layers.1.mlp.up_proj.weight") && msg.contains("missing"), msg);
    }

    @Test
    void unknownTensorIsNamed() throws IOException {
        String msg = loadError(cell((n, e) -> n, "model.layers.0.mlp.mystery_proj.weight", "", ""));
        assertTrue(msg.contains("model.layers.0.mlp.mystery_proj.weight") && msg.contains("unknown"), msg);
    }

    @Test
    void shapeDisagreeingWithConfigIsNamed() throws IOException {
        String msg = loadError(cell((n, e) -> n, null, "\"intermediate_size\": 128", "\"intermediate_size\": 96"));
        assertTrue(msg.contains("mlp.gate_proj.weight") && msg.contains("96"), msg);
    }
}
