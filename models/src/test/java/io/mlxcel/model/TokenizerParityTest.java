package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.tokenizer.BpeTokenizer;
import io.mlxcel.model.tokenizer.TokenizerLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Token ids for a 64-string corpus (unicode, emoji, CJK, code, whitespace runs, special tokens) against the
 * references recorded by scripts/refs/make_goldens.py: llama.cpp for the GGUF vocabulary, HF tokenizers for
 * tokenizer.json files. Every mismatch is listed, not just the first.
 */
class TokenizerParityTest {
    static JsonNode golden(String name) throws IOException {
        try (InputStream in = TokenizerParityTest.class.getResourceAsStream("/goldens/" + name)) {
            return new ObjectMapper().readTree(in);
        }
    }

    static int[] ids(JsonNode arr) {
        int[] r = new int[arr.size()];
        for (int i = 0; i < r.length; i++) r[i] = arr.get(i).asInt();
        return r;
    }

    /** SmolLM2's byte-level BPE and Gemma 3's SentencePiece vocabulary, read from GGUF metadata, against llama.cpp. */
    @ParameterizedTest
    @ValueSource(strings = {"smollm2", "gemma3"})
    void ggufTokenizerMatchesLlamaCpp(String model) throws IOException {
        try (GgufFile f = GgufFile.open(model.equals("smollm2") ? TestAssets.smolLm2Gguf() : TestAssets.gemma3Gguf())) {
            BpeTokenizer tok = TokenizerLoader.fromGguf(f);
            List<String> bad = new ArrayList<>();
            for (JsonNode row : golden("tokenizer-" + model + "-gguf.json")) {
                String text = row.get("text").asText();
                check(bad, text + " (plain)", ids(row.get("ids")), tok.encode(text, false));
                check(bad, text + " (special)", ids(row.get("ids_special")), tok.encode(text, true));
                if (!text.contains("<|")) assertEquals(text, tok.decode(tok.encode(text, false), false), "round trip of " + text);
            }
            assertTrue(bad.isEmpty(), bad.size() + " mismatches:\n" + String.join("\n", bad));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"qwen3", "llama3", "llama2"})
    void tokenizerJsonMatchesHfTokenizers(String name) throws IOException {
        BpeTokenizer tok = TokenizerLoader.fromTokenizerJson(TestAssets.npmTokenizer(name));
        List<String> bad = new ArrayList<>();
        for (JsonNode row : golden("tokenizer-" + name + ".json")) {
            String text = row.get("text").asText();
            int[] got = tok.encode(text, true);
            check(bad, text, ids(row.get("ids")), got);
            if (bad.isEmpty() && !text.contains("\u0000")) {
                assertEquals(text, tok.decode(got, true), "round trip of " + text);
            }
        }
        assertTrue(bad.isEmpty(), bad.size() + " mismatches:\n" + String.join("\n", bad));
    }

    private static void check(List<String> bad, String what, int[] expected, int[] actual) {
        if (!Arrays.equals(expected, actual)) {
            bad.add(what.replace("\n", "\\n") + ": expected " + Arrays.toString(expected) + " got " + Arrays.toString(actual));
        }
    }
}
