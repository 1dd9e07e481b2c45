package io.mlxcel.model.grammar;

import io.mlxcel.model.sampling.TokenConstraint;

import java.util.Arrays;

/**
 * One generation's place in a grammar: which tokens may come next, and the step after a sampled token. Bytes of a
 * token that end inside a UTF-8 sequence wait for the next token to complete them. End tokens are allowed only where
 * the grammar may end.
 */
public final class GrammarMatcher implements TokenConstraint {
    private final Automaton automaton;
    private Automaton.State state;
    private byte[] pending = new byte[0];

    public GrammarMatcher(Automaton automaton) {
        this.automaton = automaton;
        this.state = automaton.start();
    }

    @Override
    public boolean allows(int token) {
        if (automaton.vocab.stopIds.contains(token)) return state.accepting() && pending.length == 0;
        return !after(token).dead();
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
                if (t >= automaton.vocab.size || automaton.vocab.stopIds.contains(t) || after(t).dead()) logits[t] = Float.NEGATIVE_INFINITY;
            }
        }
        boolean end = state.accepting() && pending.length == 0;
        for (int t : automaton.vocab.stopIds) if (t < logits.length && !end) logits[t] = Float.NEGATIVE_INFINITY;
    }

    @Override
    public void accept(int token) {
        if (automaton.vocab.stopIds.contains(token)) return;
        Automaton.State byElement = automaton.nextByTokenElement(state, token);
        State next = advance(token);
        if (!byElement.dead() && next.state.dead()) {
            state = byElement;
            pending = new byte[0];
            return;
        }
        if (next.state.dead()) throw new GrammarException("grammar: token " + token + " is not allowed here");
        state = next.state;
        pending = next.pending;
    }

    @Override
    public boolean satisfied() {
        return state.accepting() && pending.length == 0;
    }


    private Automaton.State after(int token) {
        Automaton.State byElement = automaton.nextByTokenElement(state, token);
        if (!byElement.dead()) return byElement;
        return advance(token).state;
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
