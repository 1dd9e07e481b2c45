package io.mlxcel.model;

import io.mlxcel.model.engine.ModelInfo;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** inspect's figures for SmolLM2 against the counts gguf-py 0.19.0 reports for the same file. */
class ModelInfoTest {
    @Test
    void smolLm2CountsMatchGgufPy() {
        ModelInfo info = ModelInfo.read(TestAssets.smolLm2Gguf());
        assertEquals(134_515_008L, info.parameters());
        assertEquals(96_576_768L, info.weightBytes());
        assertEquals("llama", info.config().modelType());
        // 2 (K and V) x 30 layers x 3 kv heads x 64 dims x 4096 tokens x 2 bytes
        assertEquals(2L * 30 * 3 * 64 * 4096 * 2, info.kvCacheBytes(4096, 2));
    }
}
