package io.mlxcel.model.chat;

import io.mlxcel.model.TestAssets;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.grammar.Vocabulary;
import io.mlxcel.model.tokenizer.Tokenizer;
import io.mlxcel.model.tokenizer.TokenizerLoader;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reasoning budget on SmolLM2's vocabulary with Qwen3's think tags: counted inside the block, then closed. */
class ReasoningBudgetTest {
    static Tokenizer tokenizer() {
        try (GgufFile f = GgufFile.open(TestAssets.smolLm2Gguf())) {
            return TokenizerLoader.fromGguf(f);
        }
    }

    static ChatFormat qwen3() throws Exception {
        return ChatFormat.detect(Files.readString(TestAssets.llamaCppSource().resolve("models/templates/Qwen-Qwen3-0.6B.jinja")));
    }

    /** Feeds the constraint's own choice (the first allowed token of a preference list) until it is satisfied. */
    @Test
    void closesTheThinkBlockAtTheBudget() throws Exception {
        Tokenizer tok = tokenizer();
        Vocabulary v = Vocabulary.of(tok, false);
        ReasoningBudget b = new ReasoningBudget(v, qwen3(), false, 3);
        StringBuilder out = new StringBuilder();
        for (int t : tok.encode("<think>\nlet me think about it for a long while", false)) {
            if (!b.allows(t)) break;
            b.accept(t);
            out.append(tok.decode(new int[]{t}, false));
        }
        assertTrue(out.toString().startsWith("<think>\nlet me"), out.toString());
        int words = tok.encode(out.substring("<think>".length()), false).length;
        assertEquals(3, words, "three reasoning tokens, then the budget: " + out);
        // now only the closing text may follow: a word is refused, the mask keeps a way to write "\n</think>"
        assertFalse(b.allows(tok.encode(" more", false)[0]));
        float[] logits = new float[tok.vocabSize()];
        b.mask(logits);
        int newline = tok.encode("\n", false)[0];
        assertTrue(logits[newline] == 0f, "\\n allowed");
        assertEquals(Float.NEGATIVE_INFINITY, logits[tok.encode(" more", false)[0]]);
        for (int t : tok.encode("\n</think>", false)) {
            assertTrue(b.allows(t));
            b.accept(t);
        }
        assertTrue(b.satisfied());
        assertTrue(b.allows(tok.encode(" Hello", false)[0]), "after the block the reply is free");
    }

    @Test
    void aReplyWithoutThinkingIsNotTouched() throws Exception {
        Tokenizer tok = tokenizer();
        ReasoningBudget b = new ReasoningBudget(Vocabulary.of(tok, false), qwen3(), false, 0);
        for (int t : tok.encode("Hello there, no thinking here at all", false)) {
            assertTrue(b.allows(t));
            b.accept(t);
        }
        assertTrue(b.satisfied());
    }

    @Test
    void aZeroBudgetOnAnOpenBlockClosesItFirst() throws Exception {
        Tokenizer tok = tokenizer();
        ReasoningBudget b = new ReasoningBudget(Vocabulary.of(tok, false), qwen3(), true, 0);
        assertFalse(b.allows(tok.encode("Hello", false)[0]));
        assertTrue(b.allows(tok.encode("\n", false)[0]));
    }
}
