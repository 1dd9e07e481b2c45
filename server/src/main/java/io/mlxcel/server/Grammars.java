package io.mlxcel.server;

import io.mlxcel.model.grammar.Automaton;
import io.mlxcel.model.grammar.Grammar;
import io.mlxcel.model.grammar.GrammarException;
import io.mlxcel.model.grammar.GrammarMatcher;
import io.mlxcel.model.grammar.Vocabulary;
import io.mlxcel.model.tokenizer.Tokenizer;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Compiled grammars by their text, kept so that requests with the same schema or grammar share the automaton and
 * its cached token masks (the most recently used 64).
 */
final class Grammars {
    private final Tokenizer tokenizer;
    private final Map<String, Automaton> cache = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Automaton> eldest) {
            return size() > 64;
        }
    };

    Grammars(Tokenizer tokenizer) {
        this.tokenizer = tokenizer;
    }

    /** A matcher for a GBNF text (null: none); a bad grammar is a 400 at {@code param}. */
    GrammarMatcher matcher(String gbnf, boolean renderSpecial, String param) {
        return gbnf == null ? null : new GrammarMatcher(automaton(gbnf, renderSpecial, param));
    }

    /** The compiled automaton of a GBNF text; a bad grammar is a 400 at {@code param}. */
    Automaton automaton(String gbnf, boolean renderSpecial, String param) {
        String key = (renderSpecial ? "S" : "T") + gbnf;
        Automaton a;
        synchronized (cache) {
            a = cache.get(key);
        }
        if (a == null) {
            try {
                Vocabulary v = Vocabulary.of(tokenizer, renderSpecial);
                a = new Automaton(Grammar.parse(gbnf, v::tokenId), v);
            } catch (GrammarException e) {
                throw ApiError.badRequest(param, e.getMessage());
            }
            synchronized (cache) {
                cache.put(key, a);
            }
        }
        return a;
    }
}
