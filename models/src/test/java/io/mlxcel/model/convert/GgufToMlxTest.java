package io.mlxcel.model.convert;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.gguf.GgufCheckpoint;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.safetensors.SafetensorsCheckpoint;
import io.mlxcel.model.tokenizer.BpeTokenizer;
import io.mlxcel.model.tokenizer.TokenizerLoader;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code mlxcel convert}: every weight of the converted folder dequantizes to exactly the values of the GGUF tensor it
 * came from (with llama's q/k rows back in HF order), and the written tokenizer.json tokenizes the 64-string corpus
 * exactly as the GGUF vocabulary does.
 */
class GgufToMlxTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"q4_0", "q4_1", "q8_0"})
    void everyWeightDequantizesToTheSameValues(String format) throws IOException {
        Path gguf = TestAssets.ggufParityFile("llama-" + format, sha256("llama-" + format));
        Path out = tmp.resolve(format);
        GgufToMlx.Result r = GgufToMlx.convert(gguf, out, (a, b) -> { });
        JsonNode config = new ObjectMapper().readTree(out.resolve("config.json").toFile());
        try (GgufFile f = GgufFile.open(gguf); SafetensorsCheckpoint mlx = new SafetensorsCheckpoint(out, config)) {
            GgufCheckpoint src = new GgufCheckpoint(f);
            var cfg = src.config();
            assertEquals(src.names(), mlx.names(), "tensor names");
            int quantized = 0;
            for (String name : src.names()) {
                HostWeight a = src.weight(name), b = mlx.weight(name);
                if (a.type().quantized) {
                    quantized++;
                    assertEquals(WeightType.MLX_AFFINE, b.type(), name);
                }
                float[] expected = dequantize(a), got = dequantize(b);
                int heads = GgufToMlx.headsIfPermuted(name, cfg);
                if (heads > 0) expected = unpermute(expected, heads, cfg.headDim(), a.cols());
                assertArrayEquals(expected, got, 0f, format + " " + name);
            }
            assertTrue(quantized > 0, "the cell has quantized tensors");
            assertEquals(src.names().size(), r.tensors());
        }
        assertEquals("llama", new ObjectMapper().readTree(out.resolve("config.json").toFile()).path("model_type").asText());
    }

    @Test
    void writtenTokenizerJsonTokenizesLikeTheGgufVocabulary() throws IOException {
        Path out = tmp.resolve("smollm2");
        GgufToMlx.convert(TestAssets.smolLm2Gguf(), out, (a, b) -> { });
        BpeTokenizer fromJson = TokenizerLoader.fromTokenizerJson(out.resolve("tokenizer.json"));
        try (GgufFile f = GgufFile.open(TestAssets.smolLm2Gguf()); InputStream in = getClass().getResourceAsStream("/goldens/tokenizer-smollm2-gguf.json")) {
            BpeTokenizer fromGguf = TokenizerLoader.fromGguf(f);
            for (JsonNode row : new ObjectMapper().readTree(in)) {
                String text = row.get("text").asText();
                assertArrayEquals(fromGguf.encode(text, false), fromJson.encode(text, false), "plain: " + text);
                assertArrayEquals(fromGguf.encode(text, true), fromJson.encode(text, true), "special: " + text);
            }
            assertTrue(fromJson.stopIds().contains(f.number("tokenizer.ggml.eos_token_id").intValue()), "eos is a stop token");
            assertEquals(fromGguf.bosId(), fromJson.bosId(), "bos");
            assertEquals(fromGguf.addBos(), fromJson.addBos(), "add_bos_token");
        }
        JsonNode tc = new ObjectMapper().readTree(out.resolve("tokenizer_config.json").toFile());
        assertTrue(tc.path("chat_template").asText().contains("im_start"), "chat template carried over");
    }

    @Test
    void refusesANonEmptyOutputFolder() throws IOException {
        Files.writeString(tmp.resolve("x"), "x");
        var e = assertThrows(CheckpointException.class,
                () -> GgufToMlx.convert(TestAssets.ggufParityFile("llama-q4_0", sha256("llama-q4_0")), tmp, (a, b) -> { }));
        assertTrue(e.getMessage().contains("not empty"), e.getMessage());
    }

    private static String sha256(String cell) throws IOException {
        return new ObjectMapper().readTree(Path.of("src/test/resources/parity-gguf/" + cell + ".json").toFile()).get("weights_sha256").asText();
    }

    /** The value formula of each format, straight from its definition. */
    static float[] dequantize(HostWeight w) {
        int n = (int) w.numel();
        float[] v = new float[n];
        MemorySegment d = w.data();
        var f16 = ValueLayout.JAVA_SHORT_UNALIGNED;
        switch (w.type()) {
            case F32 -> {
                for (int i = 0; i < n; i++) v[i] = d.getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i);
            }
            case Q4_0, Q4_1, Q8_0 -> {
                int bb = w.type().ggufBlockBytes();
                for (int b = 0; b < n / 32; b++) {
                    long o = (long) b * bb;
                    float scale = Float.float16ToFloat(d.get(f16, o));
                    for (int j = 0; j < 32; j++) {
                        v[b * 32 + j] = switch (w.type()) {
                            case Q8_0 -> scale * d.get(ValueLayout.JAVA_BYTE, o + 2 + j);
                            case Q4_0 -> scale * (nibble(d, o + 2, j) - 8);
                            default -> scale * nibble(d, o + 4, j) + Float.float16ToFloat(d.get(f16, o + 2));
                        };
                    }
                }
            }
            case MLX_AFFINE -> {
                assertEquals(DType.F32, w.scaleType());
                int cols = w.cols(), perWord = 32 / w.bits(), mask = (1 << w.bits()) - 1;
                for (int i = 0; i < n; i++) {
                    int row = i / cols, col = i % cols;
                    long word = (long) row * (cols / perWord) + col / perWord;
                    int q = (d.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, word) >>> (w.bits() * (col % perWord))) & mask;
                    long g = (long) row * (cols / w.groupSize()) + col / w.groupSize();
                    v[i] = w.scales().getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, g) * q + w.biases().getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, g);
                }
            }
            default -> throw new IllegalArgumentException(w.toString());
        }
        return v;
    }

    private static int nibble(MemorySegment d, long qs, int j) {
        int b = d.get(ValueLayout.JAVA_BYTE, qs + (j & 15)) & 0xFF;
        return j < 16 ? b & 0xF : b >>> 4;
    }

    /** GGUF row h*dh + 2i + j holds HF row h*dh + j*dh/2 + i. */
    static float[] unpermute(float[] w, int heads, int dh, int cols) {
        float[] out = new float[w.length];
        for (int h = 0; h < heads; h++) {
            for (int i = 0; i < dh / 2; i++) {
                for (int j = 0; j < 2; j++) {
                    System.arraycopy(w, (h * dh + 2 * i + j) * cols, out, (h * dh + j * dh / 2 + i) * cols, cols);
                }
            }
        }
        return out;
    }
}
