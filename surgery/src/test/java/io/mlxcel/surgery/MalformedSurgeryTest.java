package io.mlxcel.surgery;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.spi.ComputeBackend;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Broken surgery files: each fails with one message naming the operation, field and value; no model is loaded. */
class MalformedSurgeryTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            wrong version            | version: 2\\noperations:\\n  - {op: scale, pattern: '*', factor: 2}                                  | version: expected 1
            missing version          | operations:\\n  - {op: scale, pattern: '*', factor: 2}                                              | version: expected 1
            not a mapping            | - just\\n- a list                                                                                    | expected a mapping
            operations not a list    | version: 1\\noperations: {op: scale}                                                                 | operations: expected a list
            empty operations         | version: 1\\noperations: []                                                                          | the list is empty
            unknown op               | version: 1\\noperations:\\n  - {op: rotate, pattern: '*'}                                            | operations[0].op: unknown operation 'rotate'
            unknown field            | version: 1\\noperations:\\n  - {op: scale, pattern: '*', factor: 2, fator: 3}                         | operations[0].fator: unknown field
            bad glob                 | version: 1\\noperations:\\n  - {op: scale, pattern: 'model.[abc', factor: 2}                          | operations[0].pattern: bad glob
            glob matches nothing     | version: 1\\noperations:\\n  - {op: scale, pattern: 'nothing.*', factor: 2}                           | operations[0].pattern: 'nothing.*' matches no tensor
            missing source           | version: 1\\noperations:\\n  - {op: add, pattern: '*', source: nope.safetensors}                      | operations[0].source: file not found
            ratio out of range       | version: 1\\noperations:\\n  - {op: interpolate, pattern: '*', source_a: a.st, source_b: a.st, ratio: 1.5} | operations[0].ratio: must be in [0, 1], got 1.5
            duplicate keys           | version: 1\\noperations:\\n  - op: scale\\n    op: add\\n    pattern: '*'\\n    factor: 2              | duplicate key
            factor not a number      | version: 1\\noperations:\\n  - {op: scale, pattern: '*', factor: big}                                 | operations[0].factor: expected a number
            pattern not a string     | version: 1\\noperations:\\n  - {op: scale, pattern: [a, b], factor: 2}                                | operations[0].pattern: expected a string
            missing factor           | version: 1\\noperations:\\n  - {op: scale, pattern: '*'}                                             | operations[0].factor: missing
            bad granularity          | version: 1\\noperations:\\n  - {op: prune, granularity: neuron, pattern: '*', head_ids: [0]}          | operations[0].granularity: expected attention_head
            ids of the wrong kind    | version: 1\\noperations:\\n  - {op: prune, granularity: layer, pattern: '*', head_ids: [0]}           | operations[0].head_ids: not used with granularity layer
            negative id              | version: 1\\noperations:\\n  - {op: prune, granularity: layer, pattern: '*', layer_ids: [-1]}         | operations[0].layer_ids: expected non-negative integers
            layer id out of range    | version: 1\\noperations:\\n  - {op: prune, granularity: layer, pattern: '*', layer_ids: [7]}          | operations[0].layer_ids: layer 7 out of range
            bad interpolation method | version: 1\\noperations:\\n  - {op: interpolate, pattern: '*', source_a: a.st, source_b: a.st, ratio: 0.5, method: cubic} | operations[0].method: expected lerp or slerp
            shape mismatch           | version: 1\\noperations:\\n  - {op: add, pattern: 'model.layers.0.mlp.up_proj.weight', source: a.st} | operations[0].source: 'model.layers.0.mlp.up_proj.weight' is [2, 2]
            quantized add refused    | version: 1\\noperations:\\n  - {op: add, pattern: 'model.layers.0.self_attn.o_proj.weight', source: a.st} | works on F32, F16 and BF16 tensors only
            second op is named       | version: 1\\noperations:\\n  - {op: scale, pattern: '*', factor: 2}\\n  - {op: scale, pattern: '*'}  | operations[1].factor: missing
            """)
    void failsWithOneClearMessage(String name, String yaml, String expected) throws IOException {
        SurgeryTest helper = new SurgeryTest();
        helper.dir = dir;
        Path model = helperModel(helper);
        new io.mlxcel.model.SafetensorsWriter().putF32("model.layers.0.mlp.up_proj.weight", new long[]{2, 2}, new float[4])
                .putF32("model.layers.0.self_attn.o_proj.weight", new long[]{2, 2}, new float[4]).write(dir.resolve("a.st"));
        Path file = dir.resolve("bad.yaml");
        Files.writeString(file, yaml.replace("\\n", "\n"));
        try (ComputeBackend be = new JavaBackend(1)) {
            Path m = model;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ModelLoader.load(m, be, Surgery.load(file)));
            assertTrue(e.getMessage().contains(expected), name + ": " + e.getMessage());
            assertTrue(e.getMessage().contains("bad.yaml"), "names the file: " + e.getMessage());
            assertTrue(e.getMessage().lines().count() == 1, "one line: " + e.getMessage());
        }
    }

    private static Path helperModel(SurgeryTest helper) throws IOException {
        return helper.modelForTests(1, 1, new LinkedHashMap<>());
    }
}
