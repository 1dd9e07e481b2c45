package io.mlxcel.model.chat;

import io.mlxcel.model.grammar.Automaton;
import io.mlxcel.model.grammar.GrammarMatcher;
import io.mlxcel.model.grammar.Vocabulary;
import io.mlxcel.model.sampling.TokenConstraint;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A grammar that waits for its trigger (tool_choice "auto"): the reply is free until the text it has written contains
 * the trigger, and from the trigger on it must follow the grammar, which starts with the trigger itself. A token that
 * would complete the trigger together with text the grammar refuses is refused too, so a call, once begun, is always
 * well-formed. Should the text before the trigger leave the grammar nothing to match (a token that both ends the
 * trigger and breaks the call, sampled before this constraint existed), the constraint lets go rather than wedge.
 */
public final class LazyGrammar implements TokenConstraint {
    private final Vocabulary vocab;
    private final String trigger;
    private final Automaton automaton;
    /** The reply's last bytes: enough to hold all of the trigger but its last byte, and a code point split before it. */
    private byte[] tail = new byte[0];
    private final int tailLength;
    private GrammarMatcher active;
    private boolean letGo;
    private int remaining = Integer.MAX_VALUE;

    public LazyGrammar(Vocabulary vocab, String trigger, Automaton automaton) {
        this.vocab = vocab;
        this.trigger = trigger;
        this.automaton = automaton;
        this.tailLength = trigger.getBytes(StandardCharsets.UTF_8).length - 1 + 3;
    }

    /** Whether the trigger came and the grammar now rules. */
    public boolean triggered() {
        return active != null;
    }

    @Override
    public boolean allows(int token) {
        if (active != null) return active.allows(token);
        if (letGo || vocab.stopIds().contains(token)) return true;
        String call = callStart(vocab.bytes(token));
        return call == null || new GrammarMatcher(automaton).acceptText(call);
    }

    @Override
    public void mask(float[] logits) {
        if (active != null) {
            active.mask(logits);
            return;
        }
        if (letGo) return;
        int n = Math.min(logits.length, vocab.size());
        for (int t = 0; t < n; t++) if (logits[t] != Float.NEGATIVE_INFINITY && !allows(t)) logits[t] = Float.NEGATIVE_INFINITY;
    }

    @Override
    public void accept(int token) {
        if (active != null) {
            active.accept(token);
            return;
        }
        if (letGo || vocab.stopIds().contains(token)) return;
        byte[] b = vocab.bytes(token);
        String call = callStart(b);
        byte[] joined = concat(tail, b);
        tail = Arrays.copyOfRange(joined, Math.max(0, joined.length - tailLength), joined.length);
        if (call == null) return;
        GrammarMatcher m = new GrammarMatcher(automaton);
        if (m.acceptText(call)) {
            m.remaining(remaining);
            active = m;
        } else {
            letGo = true;
        }
    }

    /**
     * The text from the trigger on, if the reply with {@code token} appended contains the trigger (first written by
     * this token); null if not. Only the reply's last characters can join the token to form it.
     */
    private String callStart(byte[] token) {
        String text = new String(concat(tail, token), StandardCharsets.UTF_8);
        int at = text.indexOf(trigger);
        return at < 0 ? null : text.substring(at);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    @Override
    public boolean satisfied() {
        return active == null || active.satisfied();
    }

    @Override
    public void remaining(int tokens) {
        remaining = tokens;
        if (active != null) active.remaining(tokens);
    }

    @Override
    public boolean boundByBudget() {
        return active != null && active.boundByBudget();
    }
}
