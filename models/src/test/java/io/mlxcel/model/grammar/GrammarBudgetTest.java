package io.mlxcel.model.grammar;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.tokenizer.TokenizerLoader;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.TokenStream;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.model.tokenizer.Tokenizer;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The token budget as part of a grammar: the shortest finish of each state, and a model that would loop forever
 * inside a string being steered to close its JSON within max_tokens (SmolLM2's vocabulary, greedy sampling over
 * logits that always prefer the looping token).
 */
class GrammarBudgetTest {
    static final ObjectMapper JSON = new ObjectMapper();

    static Tokenizer tokenizer() {
        try (GgufFile f = GgufFile.open(TestAssets.smolLm2Gguf())) {
            return TokenizerLoader.fromGguf(f);
        }
    }

    @Test
    void distanceIsTheShortestFinish() {
        Automaton a = new Automaton(Grammar.parse("root ::= \"ab\" [0-9]{3} (\"x\" | \"yz\") tail\ntail ::= \"!\" | \"?\" tail"), null);
        Automaton.State s = a.start();
        assertEquals(7, s.dist);
        s = a.next(a.next(s, 'a'), 'b');
        assertEquals(5, s.dist);
        for (char c : "123y".toCharArray()) s = a.next(s, c);
        assertEquals(2, s.dist, "z and then !");
        s = a.next(a.next(a.next(s, 'z'), '?'), '!');
        assertTrue(s.accepting());
        assertEquals(0, s.dist);
        Automaton never = new Automaton(Grammar.parse("root ::= \"a\" root"), null);
        assertEquals(Grammar.NEVER, never.start().dist);
    }

    /** Runs a stream whose logits always favour {@code loop} (everything else equal); returns the result. */
    static Generator.Result run(Tokenizer tok, GrammarMatcher m, int loop, int maxTokens) {
        TokenStream ts = new TokenStream(tok, new int[]{1}, SamplingParams.greedy(maxTokens), maxTokens, null, null, false, m);
        float[] logits = new float[tok.vocabSize()];
        logits[loop] = 10f;
        while (ts.next(logits.clone()) >= 0) {
            // the stream decides; logits stay the same every step
        }
        return ts.result(1, 0, 0);
    }

    @Test
    void aLoopingModelClosesItsJsonWithinTheBudget() throws Exception {
        Tokenizer tok = tokenizer();
        Vocabulary v = Vocabulary.of(tok, false);
        JsonNode schema = JSON.readTree("{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"name\",\"tags\"]}");
        Automaton a = new Automaton(Grammar.parse(JsonSchemaGrammar.toGbnf(schema)), v);
        int loop = tok.encode(" bla", false)[0];
        for (int max : new int[]{30, 40, 97}) {
            Generator.Result r = run(tok, new GrammarMatcher(a), loop, max);
            assertTrue(r.tokens().length <= max, r.text());
            JsonNode out = JSON.readTree(r.text());
            assertTrue(out.get("name").isTextual() && out.get("tags").isArray(), r.text());
            assertEquals(Generator.Finish.LENGTH, r.finish(), "the budget ended it: " + r.text());
        }
        // too small a budget for any finish: the grammar alone rules, and the output is cut
        Generator.Result r = run(tok, new GrammarMatcher(a), loop, 3);
        assertEquals(3, r.tokens().length);
        assertEquals(Generator.Finish.LENGTH, r.finish());
    }

    @Test
    void aGrammarThatCannotFinishIsCutAtMaxTokens() {
        Tokenizer tok = tokenizer();
        Automaton a = new Automaton(Grammar.parse("root ::= \"a\" root"), Vocabulary.of(tok, false));
        Generator.Result r = run(tok, new GrammarMatcher(a), tok.encode("a", false)[0], 20);
        assertEquals(20, r.tokens().length);
        assertEquals(Generator.Finish.LENGTH, r.finish());
        assertFalse(r.text().contains("b"));
    }

    @Test
    void anOutputThatFinishesOnItsOwnIsUntouched() {
        Tokenizer tok = tokenizer();
        Automaton a = new Automaton(Grammar.parse("root ::= [a-z ]+ \".\""), Vocabulary.of(tok, false));
        GrammarMatcher m = new GrammarMatcher(a);
        m.remaining(50);
        for (int t : tok.encode("a long sentence that ends", false)) {
            assertTrue(m.allows(t));
            m.accept(t);
        }
        assertFalse(m.boundByBudget());
        m.remaining(2);
        assertTrue(m.allows(tok.encode(" here", false)[0]), "one token, then the full stop");
        m.remaining(1);
        assertFalse(m.allows(tok.encode(" here", false)[0]), "no room left for the full stop after it");
        assertTrue(m.boundByBudget());
    }
}
