package io.mlxcel.model.grammar;

import java.util.List;

/**
 * A compiled grammar: rules of alternatives of elements, laid out in one array so that a position in the grammar is
 * one int. Each alternative is a run of elements ending with {@link #END}. Repetitions were expanded into helper
 * rules by the parser, so the elements are only terminals (characters, tokens) and rule references.
 */
public final class Grammar {
    static final byte END = 0, CHARS = 1, RULE = 2, TOKEN = 3, NOT_TOKEN = 4;
    /** A length no string reaches: the alternative or rule cannot finish. */
    static final int NEVER = Integer.MAX_VALUE / 4;

    final byte[] kind;
    /** CHARS: inclusive code point ranges, pairs. */
    final int[][] ranges;
    final boolean[] negated;
    /** RULE: the rule id; TOKEN / NOT_TOKEN: the token id. */
    final int[] arg;
    /** Per rule, the positions where its alternatives start. */
    final int[][] alternatives;
    final List<String> ruleNames;
    final int root;
    /** Per position, the fewest code points (a token element counts one) that finish its alternative from there. */
    final int[] minSuffix;

    Grammar(byte[] kind, int[][] ranges, boolean[] negated, int[] arg, int[][] alternatives, List<String> ruleNames, int root) {
        this.kind = kind;
        this.ranges = ranges;
        this.negated = negated;
        this.arg = arg;
        this.alternatives = alternatives;
        this.ruleNames = ruleNames;
        this.root = root;
        this.minSuffix = minSuffixes();
    }

    /**
     * The shortest finish of every position: a fixpoint over the rules, since a rule's shortest string is the
     * shortest of its alternatives, each the sum of its elements (a class is one code point).
     */
    private int[] minSuffixes() {
        int[] ruleMin = new int[alternatives.length];
        java.util.Arrays.fill(ruleMin, NEVER);
        int[] suffix = new int[kind.length];
        for (boolean changed = true; changed; ) {
            changed = false;
            for (int p = kind.length - 1; p >= 0; p--) {
                if (kind[p] == END) {
                    suffix[p] = 0;
                    continue;
                }
                int own = kind[p] == RULE ? ruleMin[arg[p]] : 1;
                suffix[p] = Math.min(NEVER, own + suffix[p + 1]);
            }
            for (int r = 0; r < alternatives.length; r++) {
                int best = NEVER;
                for (int a : alternatives[r]) best = Math.min(best, suffix[a]);
                if (best < ruleMin[r]) {
                    ruleMin[r] = best;
                    changed = true;
                }
            }
        }
        return suffix;
    }

    /** Parses llama.cpp's GBNF; {@code tokens} resolves {@code <text>} token elements (null: none allowed). */
    public static Grammar parse(String gbnf, TokenLookup tokens) {
        return new GbnfParser(gbnf, tokens).compile();
    }

    public static Grammar parse(String gbnf) {
        return parse(gbnf, null);
    }

    boolean matches(int pos, int cp) {
        int[] r = ranges[pos];
        boolean in = false;
        for (int i = 0; i < r.length && !in; i += 2) in = cp >= r[i] && cp <= r[i + 1];
        return in != negated[pos];
    }

    /** Finds token ids for {@code <text>} elements. */
    public interface TokenLookup {
        /** The id of the single token whose text is {@code text}, or -1. */
        int tokenId(String text);
    }
}
