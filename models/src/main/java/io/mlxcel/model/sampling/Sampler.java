package io.mlxcel.model.sampling;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Picks tokens from logits: penalties, then top-k, top-p, min-p, temperature, then a draw from a seeded generator
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
        float[] l = logits.clone();
        applyPenalties(l, history, historyLength);
        if (p.temperature() <= 0f) return argmax(l);

        Integer[] order = new Integer[l.length];
        for (int i = 0; i < l.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Float.compare(l[b], l[a]));
        int n = l.length;
        if (p.topK() > 0) n = Math.min(n, p.topK());
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
        double[] finalProbs = softmax(l, order, n, p.temperature());
        double r = random.nextDouble();
        double cum = 0;
        for (int i = 0; i < n; i++) {
            cum += finalProbs[i];
            if (r < cum) return order[i];
        }
        return order[n - 1];
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

    private static double[] softmax(float[] l, Integer[] order, int n, float temperature) {
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
