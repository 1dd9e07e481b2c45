package io.mlxcel.model.grammar;

import io.mlxcel.model.sampling.TokenConstraint;

import java.util.Arrays;

/**
 * One generation's place in a grammar: which tokens may come next, and the step after a sampled token. Bytes of a
 * token that end inside a UTF-8 sequence wait for the next token to complete them. End tokens are allowed only where
 * the grammar may end.
 * <p>
 * The token budget is part of the rule: a token is allowed only if the grammar can still be finished in the tokens
 * left after it (counting one code point a token, which every byte-level vocabulary can spell). A small model that
 * loops inside a string or an array is thus steered to close its output before the budget runs out, so a schema's
 * output parses even when the model would not have stopped; {@link #boundByBudget()} says when that happened. When
 * the grammar cannot be finished within the budget at all (or never), the budget does not constrain.
 */
public final class GrammarMatcher implements TokenConstraint {
    private final Automaton automaton;
    private Automaton.State state;
    private byte[] pending = new byte[0];
    private int remaining = Integer.MAX_VALUE;
    private boolean boundByBudget;

    public GrammarMatcher(Automaton automaton) {
        this.automaton = automaton;
        this.state = automaton.start();
    }

    @Override
    public void remaining(int tokens) {
        remaining = tokens;
    }

    @Override
    public boolean allows(int token) {
        if (automaton.vocab.stopIds.contains(token)) return state.accepting() && pending.length == 0;
        State next = step(token);
        if (next.state.dead()) return false;
        if (!budgetApplies() || fits(next)) return true;
        boundByBudget = true;
        return false;
    }

    @Override
    public void mask(float[] logits) {
        if (pending.length == 0) {
            long[] m = automaton.mask(state);
            for (int t = 0; t < logits.length; t++) {
                if (t >= automaton.vocab.size || (m[t >>> 6] & (1L << t)) == 0) logits[t] = Float.NEGATIVE_INFINITY;
            }
        } else {
            for (int t = 0; t < logits.length; t++) {
                if (t >= automaton.vocab.size || automaton.vocab.stopIds.contains(t) || step(t).state.dead()) logits[t] = Float.NEGATIVE_INFINITY;
            }
        }
        boolean end = state.accepting() && pending.length == 0;
        for (int t : automaton.vocab.stopIds) if (t < logits.length && !end) logits[t] = Float.NEGATIVE_INFINITY;
        if (budgetApplies()) maskOverBudget(logits, end);
    }

    /**
     * Removes the tokens after which the grammar can no longer finish in the tokens left. Only near the end of the
     * budget does this remove anything; if it would remove every token (a vocabulary without the single-character
     * tokens the estimate counts on), the grammar's mask stands alone.
     */
    private void maskOverBudget(float[] logits, boolean end) {
        int n = Math.min(logits.length, automaton.vocab.size);
        int[] over = new int[n];
        int count = 0;
        boolean anyLeft = end;
        for (int t = 0; t < n; t++) {
            if (logits[t] == Float.NEGATIVE_INFINITY || automaton.vocab.stopIds.contains(t)) continue;
            State next = step(t);
            if (next.state.dead()) logits[t] = Float.NEGATIVE_INFINITY; // the mask's byte-level over-approximation
            else if (fits(next)) anyLeft = true;
            else over[count++] = t;
        }
        if (!anyLeft || count == 0) return;
        for (int i = 0; i < count; i++) logits[over[i]] = Float.NEGATIVE_INFINITY;
        boundByBudget = true;
    }

    /** Whether the grammar can be finished in the tokens left from here: only then does the budget steer. */
    private boolean budgetApplies() {
        return remaining != Integer.MAX_VALUE && distance(new State(state, pending)) <= remaining;
    }

    /** Whether the grammar can still finish in the tokens left after taking one to reach {@code next}. */
    private boolean fits(State next) {
        return distance(next) <= remaining - 1;
    }

    private static int distance(State s) {
        return s.state.dist + (s.pending.length > 0 ? 1 : 0);
    }

    @Override
    public boolean boundByBudget() {
        return boundByBudget;
    }

    @Override
    public void accept(int token) {
        if (automaton.vocab.stopIds.contains(token)) return;
        State next = step(token);
        if (next.state.dead()) throw new GrammarException("grammar: token " + token + " is not allowed here");
        state = next.state;
        pending = next.pending;
    }

    /** Moves past text rather than a token; false, leaving the matcher where it was, if the grammar refuses it. */
    public boolean acceptText(String text) {
        if (pending.length > 0) return false;
        Automaton.State s = state;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            s = automaton.next(s, cp);
            if (s.dead()) return false;
            i += Character.charCount(cp);
        }
        state = s;
        return true;
    }

    @Override
    public boolean satisfied() {
        return state.accepting() && pending.length == 0;
    }


    /** The place after {@code token}: by its text, else by a token element that matches it. */
    private State step(int token) {
        State byText = advance(token);
        if (!byText.state.dead()) return byText;
        Automaton.State byElement = automaton.nextByTokenElement(state, token);
        return byElement.dead() ? byText : new State(byElement, new byte[0]);
    }

    private record State(Automaton.State state, byte[] pending) {
    }

    private State advance(int token) {
        byte[] tb = token >= 0 && token < automaton.vocab.size ? automaton.vocab.bytes[token] : new byte[0];
        if (tb.length == 0) return new State(automaton.dead, pending);
        byte[] b = pending.length == 0 ? tb : concat(pending, tb);
        int complete = Vocabulary.completePrefix(b);
        int[] cps = Vocabulary.codePoints(b, 0, complete);
        if (cps == null) return new State(automaton.dead, pending);
        Automaton.State s = state;
        for (int cp : cps) {
            s = automaton.next(s, cp);
            if (s.dead()) return new State(s, pending);
        }
        byte[] rest = Arrays.copyOfRange(b, complete, b.length);
        if (rest.length > 0) {
            int[] range = Vocabulary.codePointRange(rest);
            if (range == null || !automaton.acceptsAnyIn(s, range[0], range[1])) return new State(automaton.dead, pending);
        }
        return new State(s, rest);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
