package io.mlxcel.model.grammar;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** JSON Schema to GBNF against the test_schema cases of llama.cpp's tests/test-grammar-integration.cpp. */
class JsonSchemaGrammarTest {
    static final ObjectMapper JSON = new ObjectMapper();

    static Stream<String> schemas() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < GrammarTest.CASES.size(); i++) {
            JsonNode c = GrammarTest.CASES.get(i);
            if (c.get("kind").asText().equals("schema")) names.add(i + ": " + c.get("name").asText());
        }
        assertTrue(names.size() >= 30);
        return names.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void acceptsAsLlamaCpp(String name) throws Exception {
        JsonNode c = GrammarTest.CASES.get(Integer.parseInt(name.substring(0, name.indexOf(':'))));
        String gbnf = JsonSchemaGrammar.toGbnf(JSON.readTree(c.get("text").asText()));
        Automaton a = new Automaton(Grammar.parse(gbnf), null);
        for (JsonNode s : c.get("pass")) assertTrue(GrammarTest.matches(a, s.asText()), name + " must accept " + s + "\n" + gbnf);
        for (JsonNode s : c.get("fail")) assertFalse(GrammarTest.matches(a, s.asText()), name + " must reject " + s + "\n" + gbnf);
    }

    @Test
    void unsupportedKeywordsAreNamed() throws Exception {
        GrammarException e = assertThrows(GrammarException.class,
                () -> JsonSchemaGrammar.toGbnf(JSON.readTree("{\"type\":\"object\",\"properties\":{\"a\":{\"not\":{\"type\":\"string\"}}}}")));
        assertTrue(e.getMessage().contains("'not'") && e.getMessage().contains("#/properties/a"), e.getMessage());
        e = assertThrows(GrammarException.class, () -> JsonSchemaGrammar.toGbnf(JSON.readTree("{\"$ref\":\"#/$defs/missing\"}")));
        assertTrue(e.getMessage().contains("missing"), e.getMessage());
        e = assertThrows(GrammarException.class, () -> JsonSchemaGrammar.toGbnf(JSON.readTree("{\"type\":\"strin\"}")));
        assertTrue(e.getMessage().contains("strin"), e.getMessage());
    }

    static Stream<String> corpus() throws Exception {
        List<String> names = new ArrayList<>();
        for (JsonNode c : JSON.readTree(JsonSchemaGrammarTest.class.getResourceAsStream("/schema-corpus.json"))) names.add(c.get("name").asText());
        assertTrue(names.size() >= 30);
        return names.stream();
    }

    /**
     * The grammar accepts exactly the instances Python's jsonschema finds valid (goldens from
     * scripts/refs/make_schema_goldens.sh). The instances keep properties in schema order and add no undeclared ones
     * where properties are listed, and write numbers canonically: the grammar fixes the order, reads absent
     * additionalProperties next to properties as false, and refuses "-0", all as llama.cpp does.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void acceptsWhatJsonSchemaValidates(String name) throws Exception {
        JsonNode c = null;
        for (JsonNode x : JSON.readTree(getClass().getResourceAsStream("/schema-corpus.json"))) if (x.get("name").asText().equals(name)) c = x;
        JsonNode verdicts = JSON.readTree(getClass().getResourceAsStream("/goldens/schema-corpus-validity.json")).get(name);
        String gbnf = JsonSchemaGrammar.toGbnf(c.get("schema"));
        Automaton a = new Automaton(Grammar.parse(gbnf), null);
        for (int i = 0; i < c.get("instances").size(); i++) {
            String instance = c.get("instances").get(i).asText();
            assertEquals(verdicts.get(i).asBoolean(), GrammarTest.matches(a, instance), name + ": " + instance + "\n" + gbnf);
        }
    }
}
