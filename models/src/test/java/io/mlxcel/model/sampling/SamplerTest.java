package io.mlxcel.model.sampling;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SamplerTest {
    private static final int[] NO_HISTORY = new int[0];

    private static SamplingParams params(float temp, int topK, float topP, float minP, float repeat, long seed) {
        return new SamplingParams(temp, topK, topP, minP, repeat, 64, 0f, 0f, seed, 16, List.of());
    }

    private static float[] logits(long seed, int n) {
        Random r = new Random(seed);
        float[] l = new float[n];
        for (int i = 0; i < n; i++) l[i] = (float) r.nextGaussian() * 3;
        return l;
    }

    @Test
    void candidatesAreTheFirstOfAStableDescendingSort() {
        // ties, signed zeros, NaN and infinities, for top-k below, at and above the vocabulary and with no top-k
        Random r = new Random(9);
        for (int v : new int[]{1, 7, 300, 5000}) {
            float[] l = new float[v];
            for (int i = 0; i < v; i++) {
                int pick = r.nextInt(12);
                l[i] = pick == 0 ? 0f : pick == 1 ? -0f : pick == 2 ? Float.NaN : pick == 3 ? Float.NEGATIVE_INFINITY
                        : pick == 4 ? Float.POSITIVE_INFINITY : pick < 8 ? r.nextInt(5) - 2 : (float) r.nextGaussian();
            }
            Integer[] reference = new Integer[v];
            for (int i = 0; i < v; i++) reference[i] = i;
            java.util.Arrays.sort(reference, (a, b) -> Float.compare(l[b], l[a]));   // the order sample() used before
            for (int n : new int[]{1, 2, 40, v - 1, v}) {
                if (n < 1 || n > v) continue;
                int[] got = Sampler.candidates(l, n);
                assertEquals(n, got.length, "v=" + v + " n=" + n);
                for (int i = 0; i < n; i++) assertEquals((int) reference[i], got[i], "v=" + v + " n=" + n + " rank " + i);
            }
        }
    }

    @Test
    void temperatureZeroIsArgmax() {
        float[] l = logits(1, 1000);
        assertEquals(Sampler.argmax(l), new Sampler(SamplingParams.greedy(1)).sample(l, NO_HISTORY, 0));
    }

    @Test
    void sameSeedSameTokensDifferentSeedDiffers() {
        float[] l = logits(2, 500);
        int[] a = new int[50], b = new int[50], c = new int[50];
        Sampler sa = new Sampler(params(1f, 0, 1f, 0f, 1f, 42)), sb = new Sampler(params(1f, 0, 1f, 0f, 1f, 42));
        Sampler sc = new Sampler(params(1f, 0, 1f, 0f, 1f, 43));
        for (int i = 0; i < 50; i++) {
            a[i] = sa.sample(l, NO_HISTORY, 0);
            b[i] = sb.sample(l, NO_HISTORY, 0);
            c[i] = sc.sample(l, NO_HISTORY, 0);
        }
        assertEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b));
        assertNotEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(c));
    }

    @Test
    void topKLimitsTheCandidates() {
        float[] l = logits(3, 200);
        Integer[] order = new Integer[l.length];
        for (int i = 0; i < l.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (x, y) -> Float.compare(l[y], l[x]));
        Set<Integer> top3 = Set.of(order[0], order[1], order[2]);
        Sampler s = new Sampler(params(5f, 3, 1f, 0f, 1f, 7));
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 300; i++) seen.add(s.sample(l, NO_HISTORY, 0));
        assertTrue(top3.containsAll(seen), "only the top 3 may be drawn: " + seen);
        assertEquals(3, seen.size(), "a high temperature should reach all three");
    }

    @Test
    void topPAndMinPCutTheTail() {
        float[] l = {10f, 9.5f, 0f, -1f, -2f};
        Sampler topP = new Sampler(params(1f, 0, 0.5f, 0f, 1f, 1));
        Sampler minP = new Sampler(params(1f, 0, 1f, 0.5f, 1f, 1));
        for (int i = 0; i < 200; i++) {
            assertEquals(0, topP.sample(l, NO_HISTORY, 0), "top-p 0.5 keeps only the first token (p~0.62)");
            assertTrue(minP.sample(l, NO_HISTORY, 0) <= 1, "min-p 0.5 keeps tokens within half of the best probability");
        }
    }

    @Test
    void repetitionPenaltyDemotesSeenTokens() {
        float[] l = {5f, 4.9f, 1f};
        int[] history = {0, 0, 0};
        assertEquals(1, new Sampler(params(0f, 0, 1f, 0f, 1.5f, 1)).sample(l, history, 3));
        assertEquals(0, new Sampler(params(0f, 0, 1f, 0f, 1f, 1)).sample(l, history, 3));
    }

    @Test
    void candidatesAreTheDistributionTheDrawUses() {
        float[] l = {10f, 9.5f, 0f, -1f, -2f};
        var c = new Sampler(params(1f, 0, 1f, 0.5f, 1f, 1)).candidates(l, NO_HISTORY, 0);
        assertEquals(2, c.ids().length, "min-p 0.5 keeps the two close tokens");
        assertEquals(0, c.ids()[0]);
        assertEquals(1.0, c.probs()[0] + c.probs()[1], 1e-9);
        assertEquals(1 / (1 + Math.exp(-0.5)), c.probs()[0], 1e-9);
        var greedy = new Sampler(params(0f, 0, 1f, 0f, 1f, 1)).candidates(l, NO_HISTORY, 0);
        assertEquals(1, greedy.ids().length);
        assertEquals(1.0, greedy.probs()[0]);
    }
}
