package io.mlxcel.model.sampling;

/**
 * A rule on which tokens may come next (a grammar, a JSON schema), applied in the sampling path: the sampled token is
 * checked first, and only if it is refused are the logits masked and the token drawn again. That draws from the same
 * distribution as masking first (the refused mass is spread in proportion), and costs a full mask only when needed.
 */
public interface TokenConstraint {
    /** Whether {@code token} may come next (an end token: whether the constraint may end here). */
    boolean allows(int token);

    /** Sets the logits of the tokens that may not come next to -infinity. */
    void mask(float[] logits);

    /** Moves past a sampled token. */
    void accept(int token);

    /** Whether the output so far is complete under the constraint. */
    boolean satisfied();

    /** How many tokens may still be generated, this one included; told before every step. */
    default void remaining(int tokens) {
    }

    /** Whether the budget, rather than the model, chose how the output ends (a grammar closed early to fit). */
    default boolean boundByBudget() {
        return false;
    }
}
