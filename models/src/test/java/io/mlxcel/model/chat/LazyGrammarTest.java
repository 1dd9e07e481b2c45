package io.mlxcel.model.chat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.grammar.Automaton;
import io.mlxcel.model.grammar.Grammar;
import io.mlxcel.model.grammar.Vocabulary;
import io.mlxcel.model.tokenizer.Tokenizer;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * tool_choice "auto" with Qwen3's template (Hermes calls) on SmolLM2's vocabulary: text is free until "<tool_call>",
 * from there the call must name a given tool with arguments that follow its schema, and the reply ends after it.
 */
class LazyGrammarTest {
    static final String TOOLS = "[{\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"parameters\":{\"type\":\"object\","
            + "\"properties\":{\"city\":{\"type\":\"string\"}},\"required\":[\"city\"]}}}]";

    static LazyGrammar lazy(Tokenizer tok) throws Exception {
        String template = Files.readString(TestAssets.llamaCppSource().resolve("models/templates/Qwen-Qwen3-0.6B.jinja"));
        ChatFormat format = ChatFormat.detect(template);
        JsonNode tools = new ObjectMapper().readTree(TOOLS);
        ToolGrammar.Lazy l = ToolGrammar.lazy(format, template, tools, false);
        assertEquals("<tool_call>", l.trigger());
        Vocabulary v = Vocabulary.of(tok, false);
        return new LazyGrammar(v, l.trigger(), new Automaton(Grammar.parse(l.gbnf()), v));
    }

    /** Feeds text token by token, each of which must be allowed. */
    static void feed(LazyGrammar g, Tokenizer tok, String text) {
        for (int t : tok.encode(text, false)) {
            assertTrue(g.allows(t), "token '" + tok.decode(new int[]{t}, false) + "' of: " + text);
            g.accept(t);
        }
    }

    @Test
    void textIsFreeAndACallMustFollowTheTools() throws Exception {
        Tokenizer tok = ReasoningBudgetTest.tokenizer();
        LazyGrammar g = lazy(tok);
        feed(g, tok, "Let me look that up for you, <tool> tags and all. ");
        assertFalse(g.triggered());
        assertTrue(g.satisfied(), "a reply without a call may end anywhere");
        feed(g, tok, "<tool_call>\n{\"name\": \"");
        assertTrue(g.triggered());
        assertFalse(g.allows(tok.encode("send", false)[0]), "no tool is called send_mail");
        float[] logits = new float[tok.vocabSize()];
        g.mask(logits);
        assertEquals(Float.NEGATIVE_INFINITY, logits[tok.encode("send", false)[0]]);
        feed(g, tok, "get_weather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_call>");
        assertTrue(g.satisfied(), "the call is complete");
        int end = tok.stopIds().iterator().next();
        assertTrue(g.allows(end), "the reply may end after the call");
        assertFalse(g.allows(tok.encode(" Then", false)[0]), "no text after the call");
    }

    @Test
    void aTokenThatCompletesTheTriggerWithABadCallIsRefused() throws Exception {
        Tokenizer tok = ReasoningBudgetTest.tokenizer();
        LazyGrammar g = lazy(tok);
        feed(g, tok, "Sure <tool_call");
        assertFalse(g.triggered());
        int good = tok.encode(">", false)[0];
        assertTrue(g.allows(good));
        // ">>" would be the trigger followed by a '>' where the call's newline and JSON must begin
        int[] bad = tok.encode(">>", false);
        assertEquals(1, bad.length, "SmolLM2 has a token '>>'");
        assertFalse(g.allows(bad[0]), "the trigger and a broken call in one token");
        float[] logits = new float[tok.vocabSize()];
        g.mask(logits);
        assertEquals(Float.NEGATIVE_INFINITY, logits[bad[0]]);
        assertEquals(0f, logits[good]);
        g.accept(good);
        assertTrue(g.triggered());
        assertFalse(g.satisfied(), "a begun call must be finished");
    }

    @Test
    void familiesWithoutAMarkerHaveNoLazyGrammar() throws Exception {
        String template = Files.readString(TestAssets.llamaCppSource().resolve("models/templates/meta-llama-Llama-3.3-70B-Instruct.jinja"));
        assertNull(ToolGrammar.lazy(ChatFormat.detect(template), template, new ObjectMapper().readTree(TOOLS), false));
    }
}
