package io.mlxcel.model.grammar;

import java.util.Random;

/**
 * Random strings of a grammar, for tests of what consumes its output: a walk through the automaton picking a random
 * character some parse allows (printable ASCII where a class allows it), ending where the grammar may end.
 */
public final class GrammarSampler {
    private GrammarSampler() {
    }

    /** A random string the grammar accepts, of at most about {@code maxLength} characters. */
    public static String sample(Automaton a, Random random, int maxLength) {
        for (int attempt = 0; attempt < 1000; attempt++) {
            String s = walk(a, random, maxLength);
            if (s != null) return s;
        }
        throw new IllegalStateException("no string of the grammar within " + maxLength + " characters");
    }

    private static String walk(Automaton a, Random random, int maxLength) {
        StringBuilder sb = new StringBuilder();
        Automaton.State s = a.start();
        while (true) {
            boolean mayStop = s.accepting();
            if (s.leaves.length == 0 || (mayStop && (random.nextInt(4) == 0 || sb.length() > maxLength))) return mayStop ? sb.toString() : null;
            if (sb.length() > maxLength * 2) return null;
            Automaton.Stack leaf = s.leaves[random.nextInt(s.leaves.length)];
            if (a.grammar.kind[leaf.pos] != Grammar.CHARS) return null;
            int cp = pick(a.grammar, leaf.pos, random, sb.length() > maxLength);
            if (cp < 0) return null;
            Automaton.State next = a.next(s, cp);
            if (next.dead()) return null;
            sb.appendCodePoint(cp);
            s = next;
        }
    }

    private static int pick(Grammar g, int pos, Random random, boolean wrapUp) {
        int[] r = g.ranges[pos];
        if (!g.negated[pos]) {
            if (r.length == 0) return -1;
            int i = random.nextInt(r.length / 2) * 2;
            return r[i] + random.nextInt(r[i + 1] - r[i] + 1);
        }
        for (int tries = 0; tries < 100; tries++) {
            int cp = 0x20 + random.nextInt(0x5f);
            if (g.matches(pos, cp)) return cp;
        }
        return -1;
    }
}
