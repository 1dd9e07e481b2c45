package io.mlxcel.backend.java;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;

/**
 * q.k scores of one query head against keys stored as rows of the cache (f32 caches, and f16 ones not kept in tiles:
 * see {@link KeyTiles}), in {@link AttentionKernel}'s reference lane orders: each key's sixteen lane sums formed along
 * its row, then sixteen keys (eight with 256-bit vectors) reduced together through {@link AttentionKernel#treeSum16}'s
 * tree in transposed form. One per {@link AttentionKernel}, whose query and score arrays each call names; this class
 * holds the tree's scratch.
 *
 * <p>As in the kernel, no vector crosses a call: each phase is one method C2 compiles whole, and the loads are
 * written out.
 */
final class RowKeyScores {
    /** The head dimension's vectors: the machine's width. */
    private static final VectorSpecies<Float> F = Simd.F;
    /**
     * The q.k products' 16 reference lanes as one 512-bit vector, for the transposed reduction of sixteen keys
     * ({@link #scoresVector}); with 256-bit vectors they are two, and {@link #scoresVector8} reduces eight keys.
     */
    private static final VectorSpecies<Float> W = FloatVector.SPECIES_512;
    private static final VectorSpecies<Float> H = FloatVector.SPECIES_256;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    private final int dh;
    private final float[] halves = new float[128];
    private final float[] quads = new float[64];
    private float[] qv, scores;

    RowKeyScores(int headDim) {
        this.dh = headDim;
    }

    /**
     * Scores of keys first..last (rows of dh floats at kvBase + j * dh in k) into scores[first..], scaled and, with a
     * soft cap, capped; returns the largest. qv is the query rounded to f16; scores has room for last + 16 entries
     * (keys past last are formed from the last one and left there). batched: the several-token lane order, else the
     * single-token one.
     */
    float scores(float[] qv, float[] scores, MemorySegment k, long kvBase, int first, int last, float scale, float softCap,
                 boolean batched) {
        this.qv = qv;
        this.scores = scores;
        return Simd.LANES == 16 ? scoresVector(k, kvBase, first, last, scale, softCap, batched)
                : scoresVector8(k, kvBase, first, last, scale, softCap, batched);
    }

    /**
     * q.k of each visible key into scores[], in the reference's lane order; returns the largest score. Keys go
     * sixteen at a time: each key's 16-lane products are formed as before, then the sixteen vectors are reduced
     * together, each stage of {@link #treeSum16}'s tree one two-vector permute pair and one add for two vectors
     * (halves, quarters, pairs, last two), ending with the sixteen scores in key order in one vector. The additions
     * are the same ones on the same operands, so the scores are bit for bit those of the per-key reduction, at about
     * a quarter of the instructions and without a lane extraction per key.
     */
    private float scoresVector(MemorySegment k, long kvBase, int first, int last, float scale, float softCap, boolean batched) {
        FloatVector max = FloatVector.broadcast(W, Float.NEGATIVE_INFINITY);
        for (int j0 = first, jEnd = last + 1; j0 < jEnd; j0 += 16) {
            // keys past the last one repeat it: their lanes are discarded, and they leave the maximum unchanged
            if (batched) {
                for (int pair = 0; pair < 8; pair++) pairSums(k, kvBase, j0 + 2 * pair, last, pair);
            } else {
                for (int quad = 0; quad < 4; quad++) quadSumsSingle(k, kvBase, j0 + 4 * quad, last, 2 * quad);
            }
            for (int quad = 0; quad < 4; quad++) {
                FloatVector ab = FloatVector.fromArray(W, halves, 32 * quad), cd = FloatVector.fromArray(W, halves, 32 * quad + 16);
                QUARTERS_LO.selectFrom(ab, cd).add(QUARTERS_HI.selectFrom(ab, cd)).intoArray(quads, 16 * quad);
            }
            FloatVector q0 = FloatVector.fromArray(W, quads, 0), q1 = FloatVector.fromArray(W, quads, 16);
            FloatVector q2 = FloatVector.fromArray(W, quads, 32), q3 = FloatVector.fromArray(W, quads, 48);
            FloatVector e0 = PAIRS_LO.selectFrom(q0, q1).add(PAIRS_HI.selectFrom(q0, q1));
            FloatVector e1 = PAIRS_LO.selectFrom(q2, q3).add(PAIRS_HI.selectFrom(q2, q3));
            FloatVector w = LAST_LO.selectFrom(e0, e1).add(LAST_HI.selectFrom(e0, e1)).mul(scale);
            w.intoArray(scores, j0);
            if (softCap == 0f) {
                max = max.max(w);
            } else {
                for (int j = j0; j < j0 + 16; j++) scores[j] = AttentionKernel.score(scores[j], 1f, softCap);
                max = max.max(FloatVector.fromArray(W, scores, j0));
            }
        }
        return max.reduceLanes(VectorOperators.MAX);
    }

    /**
     * Keys j and j+1 (clamped to last) in the several-token order through the first tree stage into
     * halves[16 * pair..]: lanes 0..7 hold key j's eight half sums, lanes 8..15 key j+1's: per lane one FMA chain over
     * the chunks of 16. Two keys per call keep the inlined body within C2's node budget. No vector crosses a call
     * here: the key loads are written out, because C2 may leave even a one-line helper out of line (when the profile
     * counted few calls at its site, see the class comment), and then boxes its vectors.
     */
    private void pairSums(MemorySegment k, long kvBase, int j, int last, int pair) {
        long koA = 4 * (kvBase + (long) Math.min(j, last) * dh), koB = 4 * (kvBase + (long) Math.min(j + 1, last) * dh);
        FloatVector a = FloatVector.zero(F), b = a;
        for (int c = 0; c < dh / 16; c++) {
            FloatVector q = FloatVector.fromArray(W, qv, 16 * c);
            a = q.fma(FloatVector.fromMemorySegment(W, k, koA + 64L * c, LE), a);
            b = q.fma(FloatVector.fromMemorySegment(W, k, koB + 64L * c, LE), b);
        }
        HALVES_LO.selectFrom(a, b).add(HALVES_HI.selectFrom(a, b)).intoArray(halves, 16 * pair);
    }

    /**
     * Keys j .. j+3 (clamped to last) in the single-token order (four accumulators over chunks of 64, combined
     * (0+2) + (1+3)) through the first tree stage into halves[16 * pair..] and [16 * (pair + 1)..], as two pairs.
     * Four keys a call, not two: the call is not inlined (the body is past C2's inlining size either way), and
     * per key it cost about a third of the scores' time (512 keys at dh 64: 4.3 -> 2.9 us a head). Each chunk's query
     * vector is loaded once for the four keys.
     */
    private void quadSumsSingle(MemorySegment k, long kvBase, int j, int last, int pair) {
        long kA = 4 * (kvBase + (long) Math.min(j, last) * dh), kB = 4 * (kvBase + (long) Math.min(j + 1, last) * dh);
        long kC = 4 * (kvBase + (long) Math.min(j + 2, last) * dh), kD = 4 * (kvBase + (long) Math.min(j + 3, last) * dh);
        int chunks = dh / 16;
        FloatVector z = FloatVector.zero(F);
        FloatVector a0 = z, a1 = z, a2 = z, a3 = z, b0 = z, b1 = z, b2 = z, b3 = z;
        FloatVector c0 = z, c1 = z, c2 = z, c3 = z, d0 = z, d1 = z, d2 = z, d3 = z;
        for (int c = 0; c < chunks; c += 4) {
            long o = 64L * c;
            FloatVector q = FloatVector.fromArray(W, qv, 16 * c);
            a0 = q.fma(FloatVector.fromMemorySegment(W, k, kA + o, LE), a0);
            b0 = q.fma(FloatVector.fromMemorySegment(W, k, kB + o, LE), b0);
            c0 = q.fma(FloatVector.fromMemorySegment(W, k, kC + o, LE), c0);
            d0 = q.fma(FloatVector.fromMemorySegment(W, k, kD + o, LE), d0);
            if (c + 1 < chunks) {
                q = FloatVector.fromArray(W, qv, 16 * (c + 1));
                a1 = q.fma(FloatVector.fromMemorySegment(W, k, kA + o + 64, LE), a1);
                b1 = q.fma(FloatVector.fromMemorySegment(W, k, kB + o + 64, LE), b1);
                c1 = q.fma(FloatVector.fromMemorySegment(W, k, kC + o + 64, LE), c1);
                d1 = q.fma(FloatVector.fromMemorySegment(W, k, kD + o + 64, LE), d1);
            }
            if (c + 2 < chunks) {
                q = FloatVector.fromArray(W, qv, 16 * (c + 2));
                a2 = q.fma(FloatVector.fromMemorySegment(W, k, kA + o + 128, LE), a2);
                b2 = q.fma(FloatVector.fromMemorySegment(W, k, kB + o + 128, LE), b2);
                c2 = q.fma(FloatVector.fromMemorySegment(W, k, kC + o + 128, LE), c2);
                d2 = q.fma(FloatVector.fromMemorySegment(W, k, kD + o + 128, LE), d2);
            }
            if (c + 3 < chunks) {
                q = FloatVector.fromArray(W, qv, 16 * (c + 3));
                a3 = q.fma(FloatVector.fromMemorySegment(W, k, kA + o + 192, LE), a3);
                b3 = q.fma(FloatVector.fromMemorySegment(W, k, kB + o + 192, LE), b3);
                c3 = q.fma(FloatVector.fromMemorySegment(W, k, kC + o + 192, LE), c3);
                d3 = q.fma(FloatVector.fromMemorySegment(W, k, kD + o + 192, LE), d3);
            }
        }
        FloatVector a = a0.add(a2).add(a1.add(a3)), b = b0.add(b2).add(b1.add(b3));
        FloatVector c = c0.add(c2).add(c1.add(c3)), d = d0.add(d2).add(d1.add(d3));
        HALVES_LO.selectFrom(a, b).add(HALVES_HI.selectFrom(a, b)).intoArray(halves, 16 * pair);
        HALVES_LO.selectFrom(c, d).add(HALVES_HI.selectFrom(c, d)).intoArray(halves, 16 * pair + 16);
    }

    /** Index vectors for the two-vector permutes of the transposed reduction (indices 16..31 pick the second vector). */
    private static FloatVector indices(java.util.function.IntUnaryOperator lane) {
        float[] v = new float[16];
        for (int i = 0; i < 16; i++) v[i] = lane.applyAsInt(i);
        return FloatVector.fromArray(W, v, 0);
    }

    // halves: lanes 0..7 of a and of b against lanes 8..15 (t_i = r_i + r_i+8); result [t(a) | t(b)]
    private static final FloatVector HALVES_LO = indices(i -> (i & 7) + (i < 8 ? 0 : 16));
    private static final FloatVector HALVES_HI = indices(i -> (i & 7) + (i < 8 ? 8 : 24));
    // quarters: per 8-lane key block, lanes 0..3 against 4..7 (u_i = t_i + t_i+4); result [u(a) u(b) u(c) u(d)]
    private static final FloatVector QUARTERS_LO = indices(i -> 8 * (i / 4) + (i & 3));
    private static final FloatVector QUARTERS_HI = indices(i -> 8 * (i / 4) + (i & 3) + 4);
    // pairs: per 4-lane key block, lanes 0..1 against 2..3 (v_i = u_i + u_i+2)
    private static final FloatVector PAIRS_LO = indices(i -> 4 * (i / 2) + (i & 1));
    private static final FloatVector PAIRS_HI = indices(i -> 4 * (i / 2) + (i & 1) + 2);
    // last two: per 2-lane key block, lane 0 against lane 1 (w = v_0 + v_1)
    private static final FloatVector LAST_LO = indices(i -> 2 * i);
    private static final FloatVector LAST_HI = indices(i -> 2 * i + 1);

    /**
     * {@link #scoresVector} with 256-bit vectors: a key's 16 reference lanes are two vectors, lanes 0..7 and 8..15,
     * so the tree's first stage (t_i = r_i + r_i+8) is one add, and eight keys go through the rest of the tree
     * together (quarters, pairs, last two) in the same transposed way, ending with their eight scores in key order.
     * Same additions on the same operands as {@link #treeSum16}, so the same bits.
     */
    private float scoresVector8(MemorySegment k, long kvBase, int first, int last, float scale, float softCap, boolean batched) {
        FloatVector max = FloatVector.broadcast(H, Float.NEGATIVE_INFINITY);
        for (int j0 = first, jEnd = last + 1; j0 < jEnd; j0 += 8) {
            if (batched) halvesBatched8(k, kvBase, j0, last);
            else halvesSingle8(k, kvBase, j0, last);
            for (int pair = 0; pair < 4; pair++) {
                FloatVector a = FloatVector.fromArray(H, halves, 16 * pair), b = FloatVector.fromArray(H, halves, 16 * pair + 8);
                a.rearrange(QUARTERS8_LO, b).add(a.rearrange(QUARTERS8_HI, b)).intoArray(quads, 8 * pair);
            }
            FloatVector q0 = FloatVector.fromArray(H, quads, 0), q1 = FloatVector.fromArray(H, quads, 8);
            FloatVector q2 = FloatVector.fromArray(H, quads, 16), q3 = FloatVector.fromArray(H, quads, 24);
            FloatVector e0 = q0.rearrange(PAIRS8_LO, q1).add(q0.rearrange(PAIRS8_HI, q1));
            FloatVector e1 = q2.rearrange(PAIRS8_LO, q3).add(q2.rearrange(PAIRS8_HI, q3));
            FloatVector w = e0.rearrange(LAST8_LO, e1).add(e0.rearrange(LAST8_HI, e1)).mul(scale);
            w.intoArray(scores, j0);
            if (softCap == 0f) {
                max = max.max(w);
            } else {
                for (int j = j0; j < j0 + 8; j++) scores[j] = AttentionKernel.score(scores[j], 1f, softCap);
                max = max.max(FloatVector.fromArray(H, scores, j0));
            }
        }
        return max.reduceLanes(VectorOperators.MAX);
    }

    /**
     * Keys j0..j0+7 (clamped to last), each key's 16 lanes in the several-token order (one FMA chain per lane), halved
     * into halves[8 * key..]. The loop over the eight keys is in here: a call per key cost its prologue eight times
     * per group, about half of the scores' time with 64-wide heads.
     */
    private void halvesBatched8(MemorySegment k, long kvBase, int j0, int last) {
        for (int key = 0; key < 8; key++) {
            long ko = 4 * (kvBase + (long) Math.min(j0 + key, last) * dh);
            FloatVector lo = FloatVector.zero(H), hi = lo;
            for (int c = 0; c < dh / 16; c++) {
                lo = FloatVector.fromArray(H, qv, 16 * c).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c, LE), lo);
                hi = FloatVector.fromArray(H, qv, 16 * c + 8).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 32, LE), hi);
            }
            lo.add(hi).intoArray(halves, 8 * key);
        }
    }

    /** {@link #halvesBatched8} in the single-token order (four accumulators over chunks of 64, (0+2) + (1+3)). */
    private void halvesSingle8(MemorySegment k, long kvBase, int j0, int last) {
        int chunks = dh / 16;
        for (int key = 0; key < 8; key++) {
            long ko = 4 * (kvBase + (long) Math.min(j0 + key, last) * dh);
            FloatVector a0 = FloatVector.zero(H), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;   // a: lanes 0..7, b: 8..15
            for (int c = 0; c < chunks; c += 4) {
                a0 = FloatVector.fromArray(H, qv, 16 * c).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c, LE), a0);
                b0 = FloatVector.fromArray(H, qv, 16 * c + 8).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 32, LE), b0);
                if (c + 1 < chunks) {
                    a1 = FloatVector.fromArray(H, qv, 16 * c + 16).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 64, LE), a1);
                    b1 = FloatVector.fromArray(H, qv, 16 * c + 24).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 96, LE), b1);
                }
                if (c + 2 < chunks) {
                    a2 = FloatVector.fromArray(H, qv, 16 * c + 32).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 128, LE), a2);
                    b2 = FloatVector.fromArray(H, qv, 16 * c + 40).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 160, LE), b2);
                }
                if (c + 3 < chunks) {
                    a3 = FloatVector.fromArray(H, qv, 16 * c + 48).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 192, LE), a3);
                    b3 = FloatVector.fromArray(H, qv, 16 * c + 56).fma(FloatVector.fromMemorySegment(H, k, ko + 64L * c + 224, LE), b3);
                }
            }
            FloatVector lo = a0.add(a2).add(a1.add(a3)), hi = b0.add(b2).add(b1.add(b3));
            lo.add(hi).intoArray(halves, 8 * key);
        }
    }

    /**
     * Two-vector shuffles for {@link #scoresVector8} (indices 8..15 pick the second vector). As
     * {@code a.rearrange(s, b)} they measured 2.0 ns a pair against 3.3 for {@code selectFrom(a, b)} with index vectors,
     * on an AVX2 core, with the same lanes picked.
     */
    private static VectorShuffle<Float> shuffle8(java.util.function.IntUnaryOperator lane) {
        return VectorShuffle.fromOp(H, lane);
    }

    // quarters: per 4-lane key block of two keys' halves, lanes 0..3 against 4..7; result [u(a) u(b)]
    private static final VectorShuffle<Float> QUARTERS8_LO = shuffle8(i -> 8 * (i / 4) + (i & 3));
    private static final VectorShuffle<Float> QUARTERS8_HI = shuffle8(i -> 8 * (i / 4) + (i & 3) + 4);
    // pairs: per 4-lane key block, lanes 0..1 against 2..3
    private static final VectorShuffle<Float> PAIRS8_LO = shuffle8(i -> 4 * (i / 2) + (i & 1));
    private static final VectorShuffle<Float> PAIRS8_HI = shuffle8(i -> 4 * (i / 2) + (i & 1) + 2);
    // last two: per 2-lane key block, lane 0 against lane 1
    private static final VectorShuffle<Float> LAST8_LO = shuffle8(i -> 2 * i);
    private static final VectorShuffle<Float> LAST8_HI = shuffle8(i -> 2 * i + 1);
}
