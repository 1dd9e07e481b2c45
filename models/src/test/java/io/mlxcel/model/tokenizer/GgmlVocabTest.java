package io.mlxcel.model.tokenizer;

import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.gguf.GgufFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * llama.cpp's own tokenizer test data (models/ggml-vocab-*.gguf with .inp and .out, as test-tokenizer-0 reads them:
 * inputs split on "\n__ggml_vocab_test__\n", each tokenized without special tokens) against our GGUF tokenizer. Every
 * vocabulary of a tokenizer model we read (gpt2 byte-level BPE, llama SentencePiece) must give llama.cpp's ids for every
 * input; the others (bert WordPiece, t5 Unigram, gemma4) must be refused naming the model.
 */
class GgmlVocabTest {
    static Path models() {
        return TestAssets.llamaCppSource().resolve("models");
    }

    @ParameterizedTest
    @ValueSource(strings = {"command-r", "deepseek-coder", "deepseek-llm", "falcon", "gpt-2",
            "llama-bpe", "llama-spm", "mpt", "phi-3", "qwen2", "qwen35", "refact", "starcoder"})
    void idsAsLlamaCpp(String name) throws Exception {
        Path vocab = models().resolve("ggml-vocab-" + name + ".gguf");
        Path inp = Path.of(vocab + ".inp"), out = Path.of(vocab + ".out");
        Tokenizer tok;
        try (GgufFile f = GgufFile.open(vocab)) {
            tok = TokenizerLoader.fromGguf(f);
        }
        List<String> lines = Files.readAllLines(out);
        String[] inputs = Files.readString(inp).split("\n__ggml_vocab_test__\n", -1);
        int n = Math.min(inputs.length, lines.size());
        assertTrue(n > 10, name + ": " + n + " cases");
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String want = lines.get(i).strip();
            String got = String.join(" ", Arrays.stream(tok.encode(inputs[i], false)).mapToObj(Integer::toString).toList());
            if (!want.equals(got)) wrong.add("[" + i + "] " + inputs[i].replace("\n", "\\n") + ": want " + want + ", got " + got);
        }
        assertEquals(List.of(), wrong, name + ": " + wrong.size() + " of " + n + " inputs differ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"bert-bge", "nomic-bert-moe", "gemma-4"})
    void unsupportedModelsAreRefusedByName(String name) {
        try (GgufFile f = GgufFile.open(models().resolve("ggml-vocab-" + name + ".gguf"))) {
            CheckpointException e = assertThrows(CheckpointException.class, () -> TokenizerLoader.fromGguf(f));
            assertTrue(e.getMessage().contains("tokenizer.ggml.model"), e.getMessage());
        }
    }
}
