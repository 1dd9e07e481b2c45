package io.mlxcel.model.engine;

/**
 * The warm-up that the server runs before it reports ready and an interactive chat runs while it waits for the
 * first message (adr/0014): greedy-length generations repeated until the JIT compilers have settled, so that a
 * backend compiled just in time meets its first real request with compiled kernels.
 */
public final class WarmupRounds {
    /** Rounds at most (they usually settle in three to five). */
    public static final int MAX_ROUNDS = 8;

    private WarmupRounds() {
    }

    /**
     * The prompt: 35 token ids spread over the vocabulary (fewer in a context under 140). Eight rows of four take the
     * several-row kernels and three the single-row ones, as a prompt whose length is not a multiple of four does
     * (those kernels left cold cost a first request about 0.4 s, 1B shape).
     */
    public static int[] prompt(int vocabSize, int capacity) {
        int[] prompt = new int[Math.max(1, Math.min(35, capacity / 4))];
        for (int i = 0; i < prompt.length; i++) prompt[i] = (31 * i + 7) % vocabSize;
        return prompt;
    }

    /** Tokens each round generates at most. */
    public static int tokens(int capacity) {
        return Math.max(1, Math.min(16, capacity / 4));
    }

    /** Runs {@code round} until one is no faster than the one before, at most {@code maxRounds} times; returns the count. */
    public static int untilSettled(int maxRounds, Runnable round) {
        long previous = Long.MAX_VALUE;
        int rounds = 0;
        while (rounds < maxRounds) {
            long t0 = System.nanoTime();
            round.run();
            long took = System.nanoTime() - t0;
            rounds++;
            if (took > previous * 9 / 10) break;
            previous = took;
        }
        return rounds;
    }
}
