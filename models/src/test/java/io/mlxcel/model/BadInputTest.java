package io.mlxcel.model;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each broken input fails with one message naming the file and the field or value at fault. */
class BadInputTest {
    @TempDir
    Path dir;
    private final JavaBackend be = new JavaBackend(1);

    @AfterEach
    void close() {
        be.close();
    }

    private CheckpointException loadFails(Path p) {
        return assertThrows(CheckpointException.class, () -> ModelLoader.load(p, be));
    }

    private static void assertMentions(Throwable e, String... parts) {
        for (String s : parts) assertTrue(e.getMessage().contains(s), "message should mention '" + s + "': " + e.getMessage());
        assertTrue(e.getMessage().lines().count() == 1, "one line: " + e.getMessage());
    }

    @Test
    void truncatedGguf() throws IOException {
        Path cut = dir.resolve("cut.gguf");
        try (InputStream in = Files.newInputStream(TestAssets.smolLm2Gguf())) {
            Files.write(cut, in.readNBytes(3_000_000));
        }
        assertMentions(loadFails(cut), cut.toString(), "truncated");
    }

    @Test
    void truncatedGgufHeader() throws IOException {
        Path cut = dir.resolve("head.gguf");
        try (InputStream in = Files.newInputStream(TestAssets.smolLm2Gguf())) {
            Files.write(cut, in.readNBytes(100_000));
        }
        assertMentions(loadFails(cut), cut.toString(), "truncated header while reading");
    }

    @Test
    void notAGguf() throws IOException {
        Path f = dir.resolve("junk.gguf");
        Files.writeString(f, "this is not a model file at all, just text");
        assertMentions(loadFails(f), f.toString(), "not a GGUF file");
    }

    @Test
    void safetensorsHeaderLyingAboutOffsets() throws IOException {
        writeConfig("llama");
        Files.writeString(dir.resolve("tokenizer.json"), minimalTokenizer());
        String header = "{\"model.embed_tokens.weight\":{\"dtype\":\"F32\",\"shape\":[4,4],\"data_offsets\":[0,4096]}}";
        writeSafetensors(dir.resolve("model.safetensors"), header, 64);
        assertMentions(loadFails(dir), "model.safetensors", "model.embed_tokens.weight", "data_offsets");
    }

    @Test
    void safetensorsShapeDisagreeingWithSize() throws IOException {
        writeConfig("llama");
        Files.writeString(dir.resolve("tokenizer.json"), minimalTokenizer());
        String header = "{\"w\":{\"dtype\":\"F16\",\"shape\":[4,4],\"data_offsets\":[0,16]}}";
        writeSafetensors(dir.resolve("model.safetensors"), header, 16);
        assertMentions(loadFails(dir), "'w'", "need 32");
    }

    @Test
    void unknownModelType() throws IOException {
        writeConfig("gpt_neox_9000");
        assertMentions(loadFails(dir), "config.json", "unknown model_type 'gpt_neox_9000'", "supported:");
    }

    @Test
    void missingTokenizer() throws IOException {
        writeConfig("llama");
        assertMentions(loadFails(dir), "tokenizer.json", "missing tokenizer");
    }

    @Test
    void missingConfigField() throws IOException {
        Files.writeString(dir.resolve("config.json"), "{\"model_type\":\"llama\",\"hidden_size\":64}");
        assertMentions(loadFails(dir), "config.json", "num_attention_heads");
    }

    @Test
    void missingPath() {
        assertMentions(loadFails(dir.resolve("nope.gguf")), "nope.gguf", "no such file");
    }

    private void writeConfig(String type) throws IOException {
        Files.writeString(dir.resolve("config.json"), """
                {"model_type": "%s", "hidden_size": 4, "num_hidden_layers": 1, "num_attention_heads": 1,
                 "num_key_value_heads": 1, "intermediate_size": 8, "vocab_size": 4, "tie_word_embeddings": true}
                """.formatted(type));
    }

    private static String minimalTokenizer() {
        return "{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"b\":1,\"c\":2,\"d\":3},\"merges\":[]},"
                + "\"pre_tokenizer\":{\"type\":\"ByteLevel\"},\"decoder\":{\"type\":\"ByteLevel\"}}";
    }

    private static void writeSafetensors(Path p, String header, int dataBytes) throws IOException {
        byte[] h = header.getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(8 + h.length + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(h.length).put(h);
        Files.write(p, b.array());
    }
}
