package io.mlxcel.model;

import io.mlxcel.model.gguf.GgufFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * GGUF metadata read back as written: the header goes through a 64 KiB window and arrays are decoded on first read,
 * so values here straddle the window's edges, one string is longer than the window, and arrays nest.
 */
class GgufFileTest {
    @TempDir
    Path dir;

    @Test
    void everyKindOfValueReadsBackAcrossTheWindow() throws IOException {
        Random r = new Random(7);
        List<Object> words = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            StringBuilder w = new StringBuilder();
            int n = r.nextInt(12);
            for (int c = 0; c < n; c++) w.append(i % 5 == 0 ? (char) ('\u0100' + r.nextInt(400)) : (char) ('a' + r.nextInt(26)));
            words.add(w.toString());   // some empty, some outside Latin-1
        }
        List<Object> ints = new ArrayList<>(), floats = new ArrayList<>();
        for (int i = 0; i < 30_000; i++) {
            ints.add(r.nextInt());
            floats.add(r.nextFloat() - 0.5f);
        }
        List<Object> nested = List.of(List.of(1, 2, 3), List.of(), List.of(-4));
        String longText = "{% for m in messages %}".repeat(5_000);   // 115 KB: longer than the window
        Path p = dir.resolve("kinds.gguf");
        new GgufWriter().meta("general.architecture", "llama").meta("words", words).meta("long", longText)
                .meta("ints", ints).meta("floats", floats).meta("nested", nested).meta("pi", 3.141592653589793)
                .meta("flag", true).meta("count", 42).meta("after", "last key")
                .tensor("t", new long[]{2, 3}, new float[]{1, 2, 3, 4, 5, 6}).write(p);
        try (GgufFile f = GgufFile.open(p)) {
            assertEquals(words, f.array("words"));
            assertEquals(words.size(), f.array("words").size());
            assertEquals(longText, f.string("long"));
            assertEquals(ints, f.array("ints"));
            assertEquals(floats, f.array("floats"));
            assertEquals(nested, f.array("nested"));
            assertEquals(3.141592653589793, f.number("pi").doubleValue());
            assertEquals(true, f.metadata().get("flag"));
            assertEquals(42, f.requireNumber("count").intValue());
            assertEquals("last key", f.string("after"));
            assertEquals(List.of("t"), new ArrayList<>(f.tensors().keySet()));
            assertTrue(Arrays.equals(new long[]{2, 3}, f.tensors().get("t").shape()));
        }
    }

    @Test
    void anArrayOfAnUnknownTypeFailsAtOpenNamingItsKey() throws IOException {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(64).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x46554747).putInt(3).putLong(0).putLong(1);   // magic, version, no tensors, one key
        b.putLong(5).put("weird".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(9).putInt(99).putLong(2);
        Path p = dir.resolve("weird.gguf");
        Files.write(p, Arrays.copyOf(b.array(), b.position() + 16));
        CheckpointException e = assertThrows(CheckpointException.class, () -> GgufFile.open(p).close());
        assertTrue(e.getMessage().contains("'weird'") && e.getMessage().contains("unknown element type 99"), e.getMessage());
    }

    @Test
    void aStringArrayCutShortFailsAtOpenNamingItsKey() throws IOException {
        List<Object> words = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) words.add("token" + i);
        Path whole = dir.resolve("whole.gguf"), cut = dir.resolve("cut.gguf");
        new GgufWriter().meta("general.architecture", "llama").meta("tokenizer.ggml.tokens", words).write(whole);
        byte[] b = Files.readAllBytes(whole);
        Files.write(cut, Arrays.copyOf(b, b.length / 2));
        CheckpointException e = assertThrows(CheckpointException.class, () -> GgufFile.open(cut).close());
        assertTrue(e.getMessage().contains(cut.toString()) && e.getMessage().contains("truncated header while reading")
                && e.getMessage().contains("tokenizer.ggml.tokens"), e.getMessage());
    }
}
