package io.mlxcel.model.grammar;

/** A grammar that cannot be parsed or used; the message names the rule or the place. */
public final class GrammarException extends IllegalArgumentException {
    public GrammarException(String message) {
        super(message);
    }
}
