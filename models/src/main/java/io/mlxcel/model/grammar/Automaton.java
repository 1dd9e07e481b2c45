package io.mlxcel.model.grammar;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A grammar run as a pushdown automaton over code points, as llama.cpp's grammar sampler runs it: a state is the set
 * of parse stacks whose top is a terminal (plus whether the input may end here). Stacks and states are interned, so
 * that a state's transitions and its token mask are computed once and reused by every request on this grammar and
 * vocabulary. Not thread-safe on its own: one automaton is used by one thread at a time (the batch worker).
 */
public final class Automaton {
    /** A parse stack: the position to continue at, over the stack to return to. Interned: equal stacks are one object. */
    public static final class Stack {
        final int pos;
        final Stack parent;
        final int id;
        final int depth;
        /** The fewest code points that empty this stack (finish every frame on it). */
        final int dist;
        Stack[] leaves;
        boolean leavesAccept;

        Stack(int pos, Stack parent, int id, int own) {
            this.pos = pos;
            this.parent = parent;
            this.id = id;
            this.depth = parent == null ? 1 : parent.depth + 1;
            this.dist = Math.min(Grammar.NEVER, own + (parent == null ? 0 : parent.dist));
        }
    }

    /** A set of leaf stacks; its transitions by code point and its token mask fill in as they are needed. */
    public static final class State {
        final Stack[] leaves;
        final boolean accepting;
        private final State[] ascii = new State[128];
        private final Map<Integer, State> other = new HashMap<>();
        private final Map<Integer, State> byToken = new HashMap<>();
        long[] mask;
        /** The fewest code points to a place where the input may end (Grammar.NEVER: none). */
        final int dist;

        State(Stack[] leaves, boolean accepting) {
            this.leaves = leaves;
            this.accepting = accepting;
            int d = accepting ? 0 : Grammar.NEVER;
            for (Stack leaf : leaves) d = Math.min(d, leaf.dist);
            this.dist = d;
        }

        public boolean dead() {
            return leaves.length == 0 && !accepting;
        }

        public boolean accepting() {
            return accepting;
        }
    }

    private record Key(int[] ids, boolean accepting) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.accepting == accepting && Arrays.equals(k.ids, ids);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(ids) * 31 + (accepting ? 1 : 0);
        }
    }

    final Grammar grammar;
    final Vocabulary vocab;
    private final Map<Long, Stack> stacks = new HashMap<>();
    private final Map<Key, State> states = new HashMap<>();
    private final State start;
    final State dead;

    public Automaton(Grammar grammar, Vocabulary vocab) {
        this.grammar = grammar;
        this.vocab = vocab;
        this.dead = intern(new LinkedHashSet<>(), false);
        Set<Stack> leaves = new LinkedHashSet<>();
        boolean acc = false;
        for (int a : grammar.alternatives[grammar.root]) acc |= expand(stack(a, null), leaves);
        this.start = intern(leaves, acc);
    }

    public State start() {
        return start;
    }

    private Stack stack(int pos, Stack parent) {
        long key = ((long) (parent == null ? 0 : parent.id) << 32) | (pos & 0xFFFFFFFFL);
        Stack s = stacks.get(key);
        if (s == null) {
            if (stacks.size() > 5_000_000) throw new GrammarException("grammar: too many parse stacks (is it ambiguous or deeply nested?)");
            s = new Stack(pos, parent, stacks.size() + 1, grammar.minSuffix[pos]);
            stacks.put(key, s);
        }
        return s;
    }

    /**
     * Adds the leaf stacks {@code s} expands to; returns whether it can also end (an empty stack). A worklist over
     * interned stacks: a stack met twice expands the same way, so cycles through empty rules end. A rule referenced
     * last in an alternative returns straight to the caller's parent (no stack grows on right recursion).
     */
    private boolean expand(Stack s, Set<Stack> out) {
        if (s == null) return true;
        if (s.leaves == null) {
            Set<Stack> leaves = new LinkedHashSet<>();
            boolean acc = false;
            java.util.ArrayDeque<Stack> work = new java.util.ArrayDeque<>();
            Set<Stack> seen = new java.util.HashSet<>();
            work.add(s);
            seen.add(s);
            while (!work.isEmpty()) {
                Stack x = work.poll();
                int p = x.pos;
                switch (grammar.kind[p]) {
                    case Grammar.END -> {
                        if (x.parent == null) acc = true;
                        else if (seen.add(x.parent)) work.add(x.parent);
                    }
                    case Grammar.RULE -> {
                        Stack cont = grammar.kind[p + 1] == Grammar.END ? x.parent : stack(p + 1, x.parent);
                        if (cont != null && cont.depth > 10_000) throw new GrammarException("grammar: rule '" + name(grammar.arg[p]) + "' nests too deep (left recursion through an empty rule?)");
                        for (int a : grammar.alternatives[grammar.arg[p]]) {
                            Stack alt = stack(a, cont);
                            if (seen.add(alt)) work.add(alt);
                        }
                    }
                    default -> leaves.add(x);
                }
            }
            s.leaves = leaves.toArray(new Stack[0]);
            s.leavesAccept = acc;
        }
        out.addAll(Arrays.asList(s.leaves));
        return s.leavesAccept;
    }

    private String name(int rule) {
        return grammar.ruleNames.get(rule);
    }

    private State intern(Set<Stack> leaves, boolean accepting) {
        Stack[] arr = leaves.toArray(new Stack[0]);
        Arrays.sort(arr, (x, y) -> Integer.compare(x.id, y.id));
        int[] ids = new int[arr.length];
        for (int i = 0; i < arr.length; i++) ids[i] = arr[i].id;
        return states.computeIfAbsent(new Key(ids, accepting), k -> new State(arr, accepting));
    }

    /** The state after code point {@code cp}; the dead state if the grammar does not allow it. */
    public State next(State s, int cp) {
        if (cp < 128) {
            State n = s.ascii[cp];
            if (n == null) s.ascii[cp] = n = advance(s, cp);
            return n;
        }
        State n = s.other.get(cp);
        if (n == null) {
            n = advance(s, cp);
            s.other.put(cp, n);
        }
        return n;
    }

    private State advance(State s, int cp) {
        Set<Stack> out = new LinkedHashSet<>();
        boolean acc = false;
        for (Stack leaf : s.leaves) {
            if (grammar.kind[leaf.pos] == Grammar.CHARS && grammar.matches(leaf.pos, cp)) acc |= expand(stack(leaf.pos + 1, leaf.parent), out);
        }
        return out.isEmpty() && !acc ? dead : intern(out, acc);
    }

    /** The state after a whole token matched by a token element ({@code <[id]>}, {@code !<[id]>}); dead if none. */
    State nextByTokenElement(State s, int token) {
        State n = s.byToken.get(token);
        if (n != null) return n;
        Set<Stack> out = new LinkedHashSet<>();
        boolean acc = false, any = false;
        for (Stack leaf : s.leaves) {
            byte k = grammar.kind[leaf.pos];
            if ((k == Grammar.TOKEN && grammar.arg[leaf.pos] == token) || (k == Grammar.NOT_TOKEN && grammar.arg[leaf.pos] != token)) {
                acc |= expand(stack(leaf.pos + 1, leaf.parent), out);
                any = true;
            }
        }
        n = any ? intern(out, acc) : dead;
        s.byToken.put(token, n);
        return n;
    }

    boolean hasTokenElements(State s) {
        for (Stack leaf : s.leaves) if (grammar.kind[leaf.pos] == Grammar.TOKEN || grammar.kind[leaf.pos] == Grammar.NOT_TOKEN) return true;
        return false;
    }

    /** Whether some leaf of {@code s} accepts a code point in [lo, hi]. */
    boolean acceptsAnyIn(State s, int lo, int hi) {
        for (Stack leaf : s.leaves) {
            if (grammar.kind[leaf.pos] != Grammar.CHARS) continue;
            int[] r = grammar.ranges[leaf.pos];
            boolean neg = grammar.negated[leaf.pos];
            if (!neg) {
                for (int i = 0; i < r.length; i += 2) if (r[i] <= hi && r[i + 1] >= lo) return true;
            } else {
                // a negated class accepts [lo, hi] unless its ranges cover all of it
                int covered = lo;
                boolean progress = true;
                while (progress && covered <= hi) {
                    progress = false;
                    for (int i = 0; i < r.length; i += 2) {
                        if (r[i] <= covered && r[i + 1] >= covered) {
                            covered = r[i + 1] + 1;
                            progress = true;
                        }
                    }
                }
                if (covered <= hi) return true;
            }
        }
        return false;
    }

    /** The tokens allowed in state {@code s} (stop tokens excluded), computed once per state. */
    long[] mask(State s) {
        if (s.mask != null) return s.mask;
        long[] m = new long[(vocab.size + 63) >>> 6];
        walk(vocab.root, s, m);
        if (hasTokenElements(s)) {
            for (int t = 0; t < vocab.size; t++) if (!vocab.stopIds.contains(t) && !nextByTokenElement(s, t).dead()) m[t >>> 6] |= 1L << t;
        }
        s.mask = m;
        return m;
    }

    private void walk(Vocabulary.Node node, State s, long[] m) {
        for (int i = 0; i < node.partialTokens.length; i++) {
            int[] range = Vocabulary.codePointRange(node.partialBytes[i]);
            if (range != null && acceptsAnyIn(s, range[0], range[1])) m[node.partialTokens[i] >>> 6] |= 1L << node.partialTokens[i];
        }
        for (int i = 0; i < node.cps.length; i++) {
            State n = next(s, node.cps[i]);
            if (n == dead) continue;
            Vocabulary.Node kid = node.kids[i];
            for (int t : kid.ends) m[t >>> 6] |= 1L << t;
            walk(kid, n, m);
        }
    }


}
