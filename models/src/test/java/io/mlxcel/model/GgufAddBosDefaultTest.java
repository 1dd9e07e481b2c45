package io.mlxcel.model;

import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.tokenizer.TokenizerLoader;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Whether a byte-level GGUF tokenizer adds BOS follows llama.cpp: the file's 'tokenizer.ggml.add_bos_token' when it
 * has one, else llama.cpp's default for the pre-tokenizer (true for Llama 3's, false for most others; the expected
 * values were measured with llama-cpp-python 0.3.36, see TokenizerLoader).
 */
class GgufAddBosDefaultTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"llama-bpe, , true", "llama3, , true", "tekken, , true", "smollm, , false", "qwen2, , false", "gpt-2, , false",
            "llama-bpe, false, false", "qwen2, true, true"})
    void addBosFollowsTheFileThenLlamaCppsDefault(String pre, Boolean key, boolean expected) throws IOException {
        List<Object> tokens = new ArrayList<>();
        for (int i = 0; i < 8; i++) tokens.add("t" + i);
        GgufWriter g = new GgufWriter().meta("general.architecture", "llama")
                .meta("tokenizer.ggml.model", "gpt2").meta("tokenizer.ggml.pre", pre)
                .meta("tokenizer.ggml.tokens", tokens).meta("tokenizer.ggml.merges", List.of("t 1"))
                .meta("tokenizer.ggml.bos_token_id", 0);
        if (key != null) g.meta("tokenizer.ggml.add_bos_token", key);
        Path p = dir.resolve(pre + "-" + key + ".gguf");
        g.write(p);
        assertEquals(expected, TokenizerLoader.fromGguf(GgufFile.open(p)).addBos(), pre + " with add_bos_token " + key);
    }
}
