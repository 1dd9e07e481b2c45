package io.mlxcel.model.sampling;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Picks tokens from logits: logit bias, penalties, then top-k, top-p, min-p, temperature, then a draw from a seeded generator
 * (same seed, same output). Temperature 0 is greedy (argmax, lowest id on ties).
 */
public final class Sampler {
    private final SamplingParams p;
    private final SplittableRandom random;

    public Sampler(SamplingParams params) {
        this.p = params;
        this.random = new SplittableRandom(params.seed() < 0 ? System.nanoTime() : params.seed());
    }

    /** Chooses the next token; {@code history} holds the ids so far (prompt and generated). */
    public int sample(float[] logits, int[] history, int historyLength) {
        Candidates c = candidates(logits, history, historyLength);
        if (p.temperature() <= 0f) return c.ids()[0];
        double r = random.nextDouble();
        double cum = 0;
        for (int i = 0; i < c.ids().length; i++) {
            cum += c.probs()[i];
            if (r < cum) return c.ids()[i];
        }
        return c.ids()[c.ids().length - 1];
    }

    /** The tokens a draw chooses among, most likely first, and their probabilities (summing to 1). */
    public record Candidates(int[] ids, double[] probs) {
    }

    /**
     * The distribution the draw is made from after every setting has been applied (llama-server's post-sampling
     * probabilities): greedy leaves one token with probability 1.
     */
    public Candidates candidates(float[] logits, int[] history, int historyLength) {
        float[] l = logits.clone();
        for (var e : p.logitBias().entrySet()) if (e.getKey() >= 0 && e.getKey() < l.length) l[e.getKey()] += e.getValue();
        applyPenalties(l, history, historyLength);
        if (p.temperature() <= 0f) return new Candidates(new int[]{argmax(l)}, new double[]{1.0});

        int n = p.topK() > 0 ? Math.min(l.length, p.topK()) : l.length;
        int[] order = candidates(l, n);
        // softmax over the kept candidates, before temperature (as llama.cpp's top-p/min-p see them)
        double[] probs = softmax(l, order, n, 1f);
        if (p.topP() < 1f) {
            double cum = 0;
            int keep = n;
            for (int i = 0; i < n; i++) {
                cum += probs[i];
                if (cum >= p.topP()) {
                    keep = i + 1;
                    break;
                }
            }
            n = Math.max(1, keep);
        }
        if (p.minP() > 0f) {
            double floor = probs[0] * p.minP();
            int keep = 1;
            while (keep < n && probs[keep] >= floor) keep++;
            n = keep;
        }
        return new Candidates(Arrays.copyOf(order, n), softmax(l, order, n, p.temperature()));
    }

    private void applyPenalties(float[] l, int[] history, int len) {
        boolean repeat = p.repeatPenalty() != 1f, presence = p.presencePenalty() != 0f || p.frequencyPenalty() != 0f;
        if (!repeat && !presence) return;
        int from = Math.max(0, len - p.repeatLastN());
        java.util.Map<Integer, Integer> counts = new java.util.HashMap<>();
        for (int i = from; i < len; i++) counts.merge(history[i], 1, Integer::sum);
        for (var e : counts.entrySet()) {
            int id = e.getKey();
            if (id < 0 || id >= l.length) continue;
            if (repeat) l[id] = l[id] > 0 ? l[id] / p.repeatPenalty() : l[id] * p.repeatPenalty();
            l[id] -= e.getValue() * p.frequencyPenalty() + p.presencePenalty();
        }
    }

    /**
     * The ids of the n highest logits, highest first, ties by lower id: the first n of a stable descending sort by
     * {@link Float#compare}. Each id gets one long key (the logit's order inverted in the high half, the id in the low),
     * so that ascending keys are that order. It sorts the first n keys, then keeps the n smallest in one pass over the
     * rest (O(V) for a small n) instead of sorting the vocabulary, whose boxed sort took 9 ms a token for 49152 ids and 61 ms for 262144.
     */
    static int[] candidates(float[] l, int n) {
        long[] best = new long[Math.min(n, l.length)];
        int k = best.length;
        for (int i = 0; i < k; i++) best[i] = key(l, i);
        Arrays.sort(best);
        for (int i = k; i < l.length; i++) {
            long key = key(l, i);
            if (key >= best[k - 1]) continue;
            int at = -Arrays.binarySearch(best, 0, k - 1, key) - 1;   // keys are distinct (the id is in them): never found
            System.arraycopy(best, at, best, at + 1, k - 1 - at);
            best[at] = key;
        }
        int[] ids = new int[best.length];
        for (int i = 0; i < ids.length; i++) ids[i] = (int) best[i];
        return ids;
    }

    /** Ascending keys order ids by logit descending ({@link Float#compare}'s order: NaN highest, -0 below 0), then id. */
    private static long key(float[] l, int id) {
        int bits = Float.floatToIntBits(l[id]);
        int ordered = bits ^ ((bits >> 31) & 0x7FFFFFFF);   // a signed int in Float.compare's order
        return ((long) ~ordered << 32) | id;
    }

    private static double[] softmax(float[] l, int[] order, int n, float temperature) {
        double[] out = new double[n];
        double max = l[order[0]] / temperature, sum = 0;
        for (int i = 0; i < n; i++) {
            out[i] = Math.exp(l[order[i]] / temperature - max);
            sum += out[i];
        }
        for (int i = 0; i < n; i++) out[i] /= sum;
        return out;
    }

    public static int argmax(float[] l) {
        int best = 0;
        for (int i = 1; i < l.length; i++) if (l[i] > l[best]) best = i;
        return best;
    }
}
