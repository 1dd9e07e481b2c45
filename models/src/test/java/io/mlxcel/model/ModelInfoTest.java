package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.engine.ModelInfo;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * inspect's figures against direct counts: SmolLM2 against what gguf-py 0.19.0 reports for the same file, parity
 * fixtures against the parameter count the architecture's shapes give and the bytes the file holds after its header.
 */
class ModelInfoTest {
    @TempDir
    Path dir;

    @Test
    void smolLm2CountsMatchGgufPy() {
        ModelInfo info = ModelInfo.read(TestAssets.smolLm2Gguf());
        assertEquals(134_515_008L, info.parameters());
        assertEquals(96_576_768L, info.weightBytes());
        assertEquals("llama", info.config().modelType());
        // 2 (K and V) x 30 layers x 3 kv heads x 64 dims x 4096 tokens x 2 bytes
        assertEquals(2L * 30 * 3 * 64 * 4096 * 2, info.kvCacheBytes(4096));
    }

    /**
     * The memory preflight's KV figure at the backend's stored width is what the java backend then holds for a cache
     * of that size: twice the checkpoint's f16 figure, since it keeps f16 values in f32 words.
     */
    @Test
    void kvCacheEstimateMatchesWhatTheJavaBackendAllocates() {
        ModelInfo info = ModelInfo.read(TestAssets.smolLm2Gguf());
        ModelConfig c = info.config();
        try (ComputeBackend be = new JavaBackend(1)) {
            long before = be.memory().stateBytes();
            for (int layer = 0; layer < c.layers(); layer++) {
                be.zeros(Shape.of(1, c.kvHeads(), 4096, c.headDim()), c.kvCacheType());   // K
                be.zeros(Shape.of(1, c.kvHeads(), 4096, c.headDim()), c.kvCacheType());   // V
            }
            long held = be.memory().stateBytes() - before;
            assertEquals(held, info.kvCacheBytes(4096, be.stateBytesPerValue(c.kvCacheType())));
            assertEquals(2 * info.kvCacheBytes(4096), held, "f16 cache values in f32 words");
        }
    }

    /** The same tiny llama / qwen3 in every storage format has the same logical parameter count. */
    @ParameterizedTest
    @ValueSource(strings = {"llama-f16", "llama-bf16", "llama-q4g64", "llama-q8g32", "qwen3-f16", "qwen3-q4g32"})
    void parityFixtureCountsMatchTheirShapes(String cell) throws IOException {
        Path src = Path.of("src/test/resources/parity/" + cell);
        JsonNode ref = new ObjectMapper().readTree(src.resolve("reference.json").toFile());
        JsonNode cfg = new ObjectMapper().readTree(src.resolve("config.json").toFile());
        Path model = Files.createDirectories(dir.resolve(cell));
        Files.copy(src.resolve("config.json"), model.resolve("config.json"));
        Path weights = Files.copy(TestAssets.parityWeights(cell, ref.get("weights_sha256").asText()), model.resolve("model.safetensors"));

        long d = cfg.get("hidden_size").asLong(), ff = cfg.get("intermediate_size").asLong(), v = cfg.get("vocab_size").asLong();
        long heads = cfg.get("num_attention_heads").asLong(), kv = cfg.get("num_key_value_heads").asLong(), hd = cfg.get("head_dim").asLong();
        long layers = cfg.get("num_hidden_layers").asLong();
        long perLayer = d * heads * hd + 2 * d * kv * hd + heads * hd * d // q, k, v, o
                + 3 * d * ff                                              // gate, up, down
                + 2 * d                                                   // input and post-attention norms
                + (cell.startsWith("qwen3") ? 2 * hd : 0);                // q/k head norms
        assertTrue(cfg.get("tie_word_embeddings").asBoolean());
        long expected = v * d + layers * perLayer + d;

        ModelInfo info = ModelInfo.read(model);
        assertEquals(expected, info.parameters(), cell + " parameters");
        // tensor bytes = file size - 8-byte header length - header
        long header;
        try (FileChannel ch = FileChannel.open(weights)) {
            ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
            ch.read(b, 0);
            header = b.getLong(0);
        }
        assertEquals(Files.size(weights) - 8 - header, info.weightBytes(), cell + " tensor bytes");
        assertEquals(2L * layers * kv * hd * 2048 * 4, info.kvCacheBytes(2048), cell + " f32 KV cache at 2048");
    }
}
