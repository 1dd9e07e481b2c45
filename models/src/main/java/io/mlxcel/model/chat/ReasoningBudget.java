package io.mlxcel.model.chat;

import io.mlxcel.model.grammar.Automaton;
import io.mlxcel.model.grammar.Gbnf;
import io.mlxcel.model.grammar.Grammar;
import io.mlxcel.model.grammar.GrammarMatcher;
import io.mlxcel.model.grammar.Vocabulary;
import io.mlxcel.model.sampling.TokenConstraint;

import java.nio.charset.StandardCharsets;

/**
 * A cap on thinking tokens (--reasoning-budget N): while the reply is inside its think block, tokens are counted; at
 * the budget the closing tag is forced (a grammar of that one text), after which nothing is constrained. A reply that
 * does not open with the think tag is never touched. The count includes the tokens of the reasoning, not the tags.
 */
public final class ReasoningBudget implements TokenConstraint {
    private enum Phase { BEFORE, THINKING, CLOSING, DONE }

    private final Vocabulary vocab;
    private final String start, end;
    private final int budget;
    private Phase phase;
    private int spent;
    private final StringBuilder text = new StringBuilder();
    private GrammarMatcher closing;

    /**
     * @param open the prompt already opened the think block (the reply starts inside it)
     */
    public ReasoningBudget(Vocabulary vocab, ChatFormat format, boolean open, int budget) {
        this.vocab = vocab;
        this.start = format.thinkStart();
        this.end = format.thinkEnd();
        this.budget = budget;
        this.phase = open ? Phase.THINKING : Phase.BEFORE;
        if (open && budget == 0) close();
    }

    @Override
    public boolean allows(int token) {
        return phase != Phase.CLOSING || closing.allows(token);
    }

    @Override
    public void mask(float[] logits) {
        if (phase == Phase.CLOSING) closing.mask(logits);
    }

    @Override
    public void accept(int token) {
        switch (phase) {
            case CLOSING -> {
                closing.accept(token);
                if (closing.satisfied()) phase = Phase.DONE;
            }
            case BEFORE -> {
                text.append(piece(token));
                String t = text.toString().stripLeading();
                if (t.startsWith(start)) {
                    phase = Phase.THINKING;
                    text.setLength(0);
                    text.append(t.substring(start.length()));
                    if (text.indexOf(end) >= 0) phase = Phase.DONE;
                    else if (budget == 0) close();
                } else if (!t.isEmpty() && !start.startsWith(t)) {
                    phase = Phase.DONE;
                }
            }
            case THINKING -> {
                text.append(piece(token));
                if (text.indexOf(end) >= 0) {
                    phase = Phase.DONE;
                } else if (++spent >= budget) {
                    close();
                }
            }
            case DONE -> {
            }
        }
    }

    @Override
    public boolean satisfied() {
        return phase != Phase.CLOSING;
    }

    private void close() {
        closing = new GrammarMatcher(new Automaton(Grammar.parse("root ::= " + Gbnf.literal("\n" + end)), vocab));
        phase = Phase.CLOSING;
    }

    private String piece(int token) {
        return token >= 0 && token < vocab.size() ? new String(vocab.bytes(token), StandardCharsets.UTF_8) : "";
    }
}
