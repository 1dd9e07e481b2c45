package io.mlxcel.model.grammar;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * GBNF parsing and matching against llama.cpp's tests/test-grammar-integration.cpp: every grammar's passing strings
 * match and its failing strings do not (cases extracted by scripts/refs/extract_grammar_cases.py), plus its failure
 * cases (missing root, missing rule, left recursion).
 */
class GrammarTest {
    static final JsonNode CASES = load();

    static JsonNode load() {
        try (InputStream in = GrammarTest.class.getResourceAsStream("/grammar-cases-llama-cpp.json")) {
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<String> grammars() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < CASES.size(); i++) {
            JsonNode c = CASES.get(i);
            if (c.get("kind").asText().equals("grammar")) names.add(i + ": " + c.get("name").asText());
        }
        assertTrue(names.size() >= 12);
        return names.stream();
    }

    /** Whether the whole string matches, character by character, as llama.cpp's test feeds it. */
    static boolean matches(Automaton a, String s) {
        Automaton.State st = a.start();
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            st = a.next(st, cp);
            if (st.dead()) return false;
            i += Character.charCount(cp);
        }
        return st.accepting();
    }

    static Automaton automaton(String gbnf) {
        return new Automaton(Grammar.parse(gbnf), null);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("grammars")
    void matchesAsLlamaCpp(String name) {
        JsonNode c = CASES.get(Integer.parseInt(name.substring(0, name.indexOf(':'))));
        Automaton a = automaton(c.get("text").asText());
        for (JsonNode s : c.get("pass")) assertTrue(matches(a, s.asText()), name + " must match " + s);
        for (JsonNode s : c.get("fail")) assertFalse(matches(a, s.asText()), name + " must not match " + s);
    }

    @Test
    void badGrammarsAreRefusedNamingTheRule() {
        GrammarException e = assertThrows(GrammarException.class, () -> Grammar.parse("rot ::= expr\nexpr ::= [0-9]+"));
        assertTrue(e.getMessage().contains("expr") || e.getMessage().contains("root"), e.getMessage());
        e = assertThrows(GrammarException.class, () -> Grammar.parse("root ::= expr\nexpr ::= term (\"+\" term)*\nterm ::= numero\nnumber ::= [0-9]+"));
        assertTrue(e.getMessage().contains("numero"), e.getMessage());
        assertThrows(GrammarException.class, () -> Grammar.parse("root ::= \"a\" | root \"a\""));
        assertThrows(GrammarException.class, () -> Grammar.parse("root ::= asdf\nasdf ::= \"a\" | asdf \"a\""));
        assertThrows(GrammarException.class, () -> Grammar.parse("root ::= asdf\nasdf ::= \"a\" | foo \"b\"\nfoo ::= \"c\" | asdf \"d\" | \"e\""));
        e = assertThrows(GrammarException.class, () -> Grammar.parse("root ::= asdf\nasdf ::= \"a\" | foo \"b\"\nfoo ::= \"c\" | empty asdf \"d\" | \"e\"\nempty ::= \"blah\" | "));
        assertTrue(e.getMessage().contains("left-recursive"), e.getMessage());
        e = assertThrows(GrammarException.class, () -> Grammar.parse("root ::= \"a\" [b-"));
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
        assertThrows(GrammarException.class, () -> Grammar.parse("root ::= x{3,1}"));
    }

    @Test
    void repetitionBoundsAndClassesWork() {
        Automaton a = automaton("root ::= [a-c]{2,4} \".\" [^x\\n]? \"\\u00e9\"");
        assertTrue(matches(a, "ab.é"));
        assertTrue(matches(a, "abca.yé"));
        assertFalse(matches(a, "a.é"));
        assertFalse(matches(a, "abcab.é"));
        assertFalse(matches(a, "ab.xé"));
        assertTrue(matches(automaton("root ::= (\"ab\" | \"c\")* \"!\""), "abcab!"));
        assertFalse(matches(automaton("root ::= (\"ab\" | \"c\")* \"!\""), "abca!"));
    }
}
