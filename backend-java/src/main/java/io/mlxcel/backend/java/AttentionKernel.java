package io.mlxcel.backend.java;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.nio.ByteOrder;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * Attention of one query row over an F16 KV cache, with llama.cpp's CPU rounding reproduced step by step: the
 * query is rounded to f16; q.k and p.v are f16 dot products accumulated in 16 float lanes; softmax exponentials use
 * {@link FastExp}; probabilities are rounded to f16 before multiplying V. The cache holds f16-rounded values in f32
 * words (see {@link JavaBackend#zeros}), so the kernels read floats directly.
 *
 * <p>The lane order of those dot products follows the reference's dispatch: a step with several query tokens goes
 * through its tiled GEMM (per lane, one FMA chain over chunks of 16), a single-token step through its dot kernel
 * (four interleaved accumulators over chunks of 64, combined pairwise). The 16 lanes are then reduced by
 * {@link #treeSum16}. Any other order changes the last bit of some logits, and int8 activation rounding turns last
 * bits into different tokens.
 *
 * <p>Vector loads are written out in the kernels, not behind small helpers of our own: C2 may refuse to inline even a
 * one-line helper, and then boxes every vector that crosses the call (see {@link PackedQuant}).
 */
final class AttentionKernel {
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;

    private final int dh;
    private final float[] lanes;      // [4 groups][16 lanes] for dot products
    private final float[] outLanes;   // [4 groups][dh][16]
    private float[] scores;

    AttentionKernel(int headDim) {
        this.dh = headDim;
        this.lanes = new float[64];
        this.outLanes = new float[4 * headDim * 16];
        this.rowScores = new RowKeyScores(headDim);
        this.qv = new float[headDim];
        this.slots = new float[64 * headDim];
        this.memberQueries = new float[4 * headDim];
        this.tileRows = new float[64 * TILE];
        this.spareSlots = new float[64 * headDim];
        this.tileSums = new float[16 * TILE];
        this.scores = new float[MIN_SCORES];
        this.memberScores = new float[4][MIN_SCORES];
        this.memberSlots = new float[4][64 * headDim];
    }

    /** Scores of this many keys fit from the start; longer contexts grow the arrays by doubling (see ensure). */
    private static final int MIN_SCORES = 1024;

    int headDim() {
        return dh;
    }

    /** 16-lane sum in the reference's reduction tree: halves, quarters, pairs, then the last two. */
    static float treeSum16(float[] a, int off) {
        float[] t = new float[8];
        for (int i = 0; i < 8; i++) t[i] = a[off + i] + a[off + i + 8];
        float t0 = t[0] + t[4], t1 = t[1] + t[5], t2 = t[2] + t[6], t3 = t[3] + t[7];
        return (t0 + t2) + (t1 + t3);
    }

    /** Accumulates x*y at index i into the lane accumulators for the given dispatch. */
    private static int slot(int i, boolean batched) {
        int lane = i & 15;
        return batched ? lane : ((i >> 4) & 3) * 16 + lane;
    }

    /** Combines the lane accumulators (already holding all products) into one float. */
    private static float finish(float[] acc, int base, boolean batched) {
        if (!batched) {
            for (int l = 0; l < 16; l++) {
                acc[base + l] = acc[base + l] + acc[base + 32 + l];
                acc[base + 16 + l] = acc[base + 16 + l] + acc[base + 48 + l];
                acc[base + l] = acc[base + l] + acc[base + 16 + l];
            }
        }
        return treeSum16(acc, base);
    }

    /**
     * @param q        query row (F32, rounded to f16 here)
     * @param k        K cache segment, f16; row j of this kv head at {@code kvBase + j * dh}
     * @param first    first visible cache slot; {@code last} the last (inclusive)
     * @param batched  whether the step has more than one query token (selects the reference's lane order)
     */
    void run(MemorySegment qs, long qOff, MemorySegment k, MemorySegment v, long kvBase, int first, int last,
             float scale, float softCap, boolean batched, MemorySegment out, long outOff) {
        if (Simd.VECTOR && dh % 16 == 0) runVector(qs, qOff, k, v, kvBase, first, last, scale, softCap, batched, out, outOff);
        else runScalar(qs, qOff, k, v, kvBase, first, last, scale, softCap, batched, out, outOff);
    }

    /** A score as the reference forms it: scaled, then (Gemma 2) capped as {@code cap * tanhf(s * (1 / cap))}. */
    static float score(float dot, float scale, float softCap) {
        float w = dot * scale;
        return softCap == 0f ? w : Libm.tanh(w * (1f / softCap)) * softCap;
    }

    /**
     * q.k of the key row at float ko, one product at a time into the lane accumulators (lanes: 64 floats of scratch),
     * in the order the step's dispatch takes: the reference every vector kernel's scores must equal.
     */
    static float referenceDot(float[] qv, MemorySegment k, long ko, int dh, boolean batched, float[] lanes) {
        Arrays.fill(lanes, 0f);
        for (int i = 0; i < dh; i++) {
            int s = slot(i, batched);
            lanes[s] = Math.fma(qv[i], k.getAtIndex(F32, ko + i), lanes[s]);
        }
        return finish(lanes, 0, batched);
    }

    /** The reference: one product at a time into the lane accumulators. */
    void runScalar(MemorySegment qs, long qOff, MemorySegment k, MemorySegment v, long kvBase, int first, int last,
                   float scale, float softCap, boolean batched, MemorySegment out, long outOff) {
        int n = last + 1;
        if (scores.length < n + 16) scores = new float[Math.max(n + 16, Math.max(2 * scores.length, MIN_SCORES))];   // see ensure
        float[] qv = new float[dh];
        for (int i = 0; i < dh; i++) qv[i] = Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i));

        float max = Float.NEGATIVE_INFINITY;
        for (int j = first, jEnd = last + 1; j < jEnd; j++) {
            float w = score(referenceDot(qv, k, kvBase + (long) j * dh, dh, batched, lanes), scale, softCap);
            scores[j] = w;
            max = Math.max(max, w);
        }
        // exponentials and their sum, in chunks of 16 aligned at slot 0 (masked slots contribute exact zeros)
        Arrays.fill(scores, 0, first, 0f);
        Arrays.fill(scores, n, ((n + 15) & ~15), 0f);
        for (int j = first, jEnd = last + 1; j < jEnd; j++) scores[j] = FastExp.exp(scores[j] - max);
        double sum = 0;
        for (int c = 0; c < n; c += 16) sum += treeSum16(scores, c);
        float inv = (float) (1.0 / sum);
        for (int j = first; j < n; j++) scores[j] = Fp16.round(scores[j] * inv);

        Arrays.fill(outLanes, 0f);
        for (int j = first, jEnd = last + 1; j < jEnd; j++) {
            float p = scores[j];
            int s = slot(j, batched);
            long vo = kvBase + (long) j * dh;
            for (int d = 0; d < dh; d++) {
                int at = d * 64 + s;
                outLanes[at] = Math.fma(v.getAtIndex(F32, vo + d), p, outLanes[at]);
            }
        }
        for (int d = 0; d < dh; d++) out.setAtIndex(ValueLayout.JAVA_FLOAT, outOff + d, finish(outLanes, d * 64, batched));
    }

    /** The vectors that run along the head dimension (values, the output reduction): the machine's width. */
    private static final VectorSpecies<Float> F = Simd.F;
    private static final int L = Simd.LANES;
    /** The reference's 16 lanes as one 512-bit vector ({@link #treeSum16(FloatVector)}). */
    private static final VectorSpecies<Float> W = FloatVector.SPECIES_512;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    // sized once for the head dimension: a buffer allocated on a kernel's first call is a branch that compiled code
    // has not seen taken when a later kernel (another thread's) makes its first call, so a trap and a recompile
    private final float[] qv, memberQueries, tileRows, spareSlots, tileSums;
    /** The working slot rows (a member's while {@link #member} has it). */
    private float[] slots;
    /** Scores against keys kept as rows (the tiled layout's are {@link #scoresTiles} and {@link KeyTiles}). */
    private final RowKeyScores rowScores;

    /** Sizes the buffers for keys 0..n-1 (called before each use; allocates only to grow). */
    void ensure(int n) {
        // grown to at least 1024 and by doubling: each growth is a branch compiled code had not taken, so a trap and a
        // recompile of the kernel around it (a first chat message longer than the warm-up's prompt met several)
        if (scores.length < n + 48) scores = new float[Math.max(n + 48, Math.max(2 * scores.length, MIN_SCORES))];
    }

    /**
     * The same arithmetic with lanes = the reference's 16 float lanes: each 16-element chunk of a q.k product is one
     * vector, reduced in registers in {@link #treeSum16}'s order;
     * p.v keeps one accumulator row per lane slot (64 for the single-token order) across the head dimension.
     */
    void runVector(MemorySegment qs, long qOff, MemorySegment k, MemorySegment v, long kvBase, int first, int last,
                   float scale, float softCap, boolean batched, MemorySegment out, long outOff) {
        int n = last + 1;
        ensure(n);
        for (int i = 0; i < dh; i++) qv[i] = Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i));
        // One method per phase: C2 compiles each whole; inlined into one body the vector code outgrows C2's inlining
        // budget and some vectors end up boxed (three times slower).
        float max = rowScores.scores(qv, scores, k, kvBase, first, last, scale, softCap, batched);
        probabilities(first, last, max);
        accumulateValues(v, kvBase, first, last, batched);
        reduceSlots(out, outOff, batched);
    }

    /*
     * Query heads of one kv head, run together on one thread (single-token steps): each member's scores and
     * probabilities as in runVector, into its own arrays, then the value sums of up to four members in one pass over
     * the values, each value row loaded once for all of them. Per head the value sums read their rows with a 64-row
     * stride, so they wait on loads (L1 cannot hold rows that far apart); shared by three heads, 2048 keys took
     * 7.6 -> 2.95 us a head from cache (adr/0010). The same products in the same order per slot: the same bits.
     */
    private final float[][] memberScores, memberSlots;

    /** Members' scores and slots become the working arrays of the phase methods. */
    private void member(int m) {
        scores = memberScores[m];
        slots = memberSlots[m];
    }

    /** Member m (0..3): the query rounded, the scores and the f16-rounded probabilities of keys first..last. */
    void memberProbabilities(int m, MemorySegment qs, long qOff, MemorySegment k, long kvBase, int first, int last,
                             float scale, float softCap, boolean touch) {
        member(m);
        ensure(last + 1);
        memberScores[m] = scores;
        memberSlots[m] = slots;
        for (int i = 0; i < dh; i++) qv[i] = Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i));
        if (touch) touched |= touchRows(k, kvBase, dh, first, last);
        float max = rowScores.scores(qv, scores, k, kvBase, first, last, scale, softCap, false);
        probabilities(first, last, max);
    }

    /**
     * {@link #memberProbabilities} for members 0 .. count - 1 at once (their queries consecutive from qOff) over a key
     * cache in {@link KeyTiles}: the same scores, bit for bit, then each member's probabilities.
     */
    void memberProbabilitiesTiled(int count, MemorySegment qs, long qOff, MemorySegment k, long kvBase, int first, int last,
                                  float scale, float softCap, boolean touch) {
        int t0 = first / TILE, t1 = last / TILE;
        for (int i = 0; i < count * dh; i++) memberQueries[i] = Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i));
        for (int m = 0; m < count; m++) {
            member(m);
            ensure((t1 + 1) * TILE);
            memberScores[m] = scores;
            memberSlots[m] = slots;
        }
        if (touch) touched |= touchRows(k, kvBase, dh, t0 * TILE, t1 * TILE + TILE - 1);
        KeyTiles.scores(k, kvBase, dh, t0, t1, memberQueries, count, scale, memberScores, tileRows);
        for (int m = 0; m < count; m++) {
            member(m);
            probabilities(first, last, capAndMax(first, last, softCap));
        }
    }

    /** Caps scores first..last (softCap != 0) and returns their largest; the tiles' other keys are not looked at. */
    private float capAndMax(int first, int last, float softCap) {
        if (softCap != 0f) for (int j = first, jEnd = last + 1; j < jEnd; j++) scores[j] = score(scores[j], 1f, softCap);
        FloatVector max = FloatVector.broadcast(F, Float.NEGATIVE_INFINITY);
        int j = first;
        for (int vEnd = last + 2 - L; j < vEnd; j += L) max = max.max(FloatVector.fromArray(F, scores, j));
        float m = max.reduceLanes(VectorOperators.MAX);
        for (int jEnd = last + 1; j < jEnd; j++) m = Math.max(m, scores[j]);
        return m;
    }

    /** Whether {@link #memberValues} shares value loads for this head size (four vectors a row). */
    boolean groupsValues() {
        return dh == 4 * L;
    }

    /**
     * The value slots of members 0 .. count - 1 (count 1..4, their probabilities from {@link #memberProbabilities}),
     * one pass over the value rows for all of them when {@link #groupsValues}; a missing member repeats the last one
     * into a spare array, as the pass is bound by its loads, not its multiply-adds.
     */
    void memberValues(int count, MemorySegment v, long kvBase, int first, int last, boolean touch) {
        if (touch) touched |= touchRows(v, kvBase, dh, first, last);
        if (count == 1 || !groupsValues()) {
            for (int m = 0; m < count; m++) {
                member(m);
                accumulateValues(v, kvBase, first, last, false);
            }
            return;
        }
        float[] s0 = memberScores[0], s1 = memberScores[1], s2 = count > 2 ? memberScores[2] : s1, s3 = count > 3 ? memberScores[3] : s2;
        float[] l0 = memberSlots[0], l1 = memberSlots[1], l2 = count > 2 ? memberSlots[2] : spareSlots, l3 = count > 3 ? memberSlots[3] : spareSlots;
        valuesFour(v, kvBase, first, last, s0, s1, s2, s3, l0, l1, l2, l3);
    }

    /** Member m's slots combined into its output row. */
    void memberReduce(int m, MemorySegment out, long outOff) {
        member(m);
        reduceSlots(out, outOff, false);
    }

    /**
     * {@link #accumulateValues} in the single-token order for four heads' probabilities (s0..s3) into their slot rows
     * (l0..l3), dh = 4 * L: slot by slot, each key's four value vectors loaded once and fma'd into sixteen
     * accumulators.
     */
    private void valuesFour(MemorySegment v, long kvBase, int first, int last, float[] s0, float[] s1, float[] s2, float[] s3,
                            float[] l0, float[] l1, float[] l2, float[] l3) {
        FloatVector z = FloatVector.zero(F);
        for (int s = 0; s < 64; s++) {
            int j0 = first + Math.floorMod(s - first, 64);
            FloatVector a0 = z, a1 = z, a2 = z, a3 = z, b0 = z, b1 = z, b2 = z, b3 = z;
            FloatVector c0 = z, c1 = z, c2 = z, c3 = z, d0 = z, d1 = z, d2 = z, d3 = z;
            for (int j = j0, jEnd = last + 1; j < jEnd; j += 64) {
                long vo = 4 * (kvBase + (long) j * dh);
                FloatVector v0 = FloatVector.fromMemorySegment(F, v, vo, LE), v1 = FloatVector.fromMemorySegment(F, v, vo + 4 * L, LE);
                FloatVector v2 = FloatVector.fromMemorySegment(F, v, vo + 8 * L, LE), v3 = FloatVector.fromMemorySegment(F, v, vo + 12 * L, LE);
                FloatVector p = FloatVector.broadcast(F, s0[j]);
                a0 = v0.fma(p, a0);
                a1 = v1.fma(p, a1);
                a2 = v2.fma(p, a2);
                a3 = v3.fma(p, a3);
                p = FloatVector.broadcast(F, s1[j]);
                b0 = v0.fma(p, b0);
                b1 = v1.fma(p, b1);
                b2 = v2.fma(p, b2);
                b3 = v3.fma(p, b3);
                p = FloatVector.broadcast(F, s2[j]);
                c0 = v0.fma(p, c0);
                c1 = v1.fma(p, c1);
                c2 = v2.fma(p, c2);
                c3 = v3.fma(p, c3);
                p = FloatVector.broadcast(F, s3[j]);
                d0 = v0.fma(p, d0);
                d1 = v1.fma(p, d1);
                d2 = v2.fma(p, d2);
                d3 = v3.fma(p, d3);
            }
            int at = s * dh;
            a0.intoArray(l0, at);
            a1.intoArray(l0, at + L);
            a2.intoArray(l0, at + 2 * L);
            a3.intoArray(l0, at + 3 * L);
            b0.intoArray(l1, at);
            b1.intoArray(l1, at + L);
            b2.intoArray(l1, at + 2 * L);
            b3.intoArray(l1, at + 3 * L);
            c0.intoArray(l2, at);
            c1.intoArray(l2, at + L);
            c2.intoArray(l2, at + 2 * L);
            c3.intoArray(l2, at + 3 * L);
            d0.intoArray(l3, at);
            d1.intoArray(l3, at + L);
            d2.intoArray(l3, at + 2 * L);
            d3.intoArray(l3, at + 3 * L);
        }
    }

    /** What {@link #touchRows} read, kept in a field so that C2 keeps its loads. */
    private int touched;

    /**
     * Reads one word of every cache line of rows first..last (row j at {@code kvBase + j * dh} floats) and returns
     * them or-ed together: a plain sequential pass, so the rows arrive from memory at the stream's rate, and the
     * vector phase that follows finds them in cache. The phases read them interleaved with their arithmetic, at
     * about half that rate (2048 keys at dh 64, one thread: 45-51 us a head without it, 35-37 with it; see adr/0010).
     */
    static int touchRows(MemorySegment m, long kvBase, int dh, int first, int last) {
        int a = 0, b = 0;
        long end = 4 * (kvBase + (long) (last + 1) * dh) - 4;
        long o = 4 * (kvBase + (long) first * dh);
        for (; o + 64 <= end; o += 128) {
            a |= m.get(ValueLayout.JAVA_INT_UNALIGNED, o);
            b |= m.get(ValueLayout.JAVA_INT_UNALIGNED, o + 64);
        }
        if (o <= end) a |= m.get(ValueLayout.JAVA_INT_UNALIGNED, o);
        return a | b;
    }

    /** Keys in one tile of {@link #transposeKeys}: the vector width, so a tile's scores are one vector. */
    static final int TILE = L;

    /**
     * Keys 0 .. keys - 1 of one cache head (row j at {@code kvBase + j * dh} in k) into kt from ktOff, transposed
     * tile by tile: tile t holds dimension i of its TILE keys at kt[ktOff + (t * dh + i) * TILE ..], so that
     * {@link #runBatchedTiles} forms TILE keys' scores with lanes = keys. keys is a multiple of TILE; rows past the
     * cache's capacity (cap rows) are zeros.
     */
    static void transposeKeys(MemorySegment k, long kvBase, int dh, int cap, int keys, float[] kt, int ktOff) {
        float[] row = new float[dh];
        for (int j = 0; j < keys; j++) {
            int at = ktOff + (j / TILE) * dh * TILE + (j % TILE);
            if (j >= cap) {
                for (int i = 0; i < dh; i++) kt[at + i * TILE] = 0f;
                continue;
            }
            long ko = kvBase + (long) j * dh;
            MemorySegment.copy(k, F32, 4 * ko, row, 0, dh);   // one bulk read: this runs cold, once per layer
            for (int i = 0; i < dh; i++) kt[at + i * TILE] = row[i];
        }
    }

    /**
     * {@link #run} for a step of several query tokens (the several-token lane order) over keys transposed by
     * {@link #transposeKeys} (this head's at kt[ktOff..]): the same products, sums and reduction tree per score, but
     * with TILE keys in the lanes of each vector, so no transposed reduction is needed. A prefill step transposes
     * each head's keys once for all its query tokens.
     */
    void runBatchedTiles(MemorySegment qs, long qOff, float[] kt, int ktOff, MemorySegment v, long kvBase, int first, int last,
                         float scale, float softCap, MemorySegment out, long outOff) {
        int n = last + 1;
        ensure(n);
        for (int i = 0; i < dh; i++) qv[i] = Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i));
        scoresTiles(kt, ktOff, first / TILE, last / TILE, scale);
        float max = Float.NEGATIVE_INFINITY;
        for (int j = first; j < n; j++) {
            if (softCap != 0f) scores[j] = score(scores[j], 1f, softCap);
            max = Math.max(max, scores[j]);
        }
        probabilities(first, last, max);
        accumulateValues(v, kvBase, first, last, true);
        reduceSlots(out, outOff, true);
    }

    /** For tests: the scaled scores of keys first..last as {@link #runBatchedTiles} forms them, before any cap. */
    float[] tileScores(MemorySegment qs, long qOff, float[] kt, int ktOff, int first, int last, float scale) {
        ensure(last + 1);
        for (int i = 0; i < dh; i++) qv[i] = Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i));
        scoresTiles(kt, ktOff, first / TILE, last / TILE, scale);
        return Arrays.copyOfRange(scores, first, last + 1);
    }

    /** For tests: the scaled scores of keys first..last as {@link #runVector} forms them, before any cap. */
    float[] vectorScores(MemorySegment qs, long qOff, MemorySegment k, long kvBase, int first, int last, float scale, boolean batched) {
        ensure(last + 1);
        for (int i = 0; i < dh; i++) qv[i] = Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i));
        rowScores.scores(qv, scores, k, kvBase, first, last, scale, 0f, batched);
        return Arrays.copyOfRange(scores, first, last + 1);
    }

    /** For tests: the same scores one product at a time into the reference's lanes, as {@link #runScalar} forms them. */
    float[] scalarScores(MemorySegment qs, long qOff, MemorySegment k, long kvBase, int first, int last, float scale, boolean batched) {
        float[] out = new float[last - first + 1];
        for (int j = first, jEnd = last + 1; j < jEnd; j++) {
            Arrays.fill(lanes, 0f);
            long ko = kvBase + (long) j * dh;
            for (int i = 0; i < dh; i++) {
                int s = slot(i, batched);
                lanes[s] = Math.fma(Fp16.round(qs.getAtIndex(ValueLayout.JAVA_FLOAT, qOff + i)), k.getAtIndex(F32, ko + i), lanes[s]);
            }
            out[j - first] = score(finish(lanes, 0, batched), scale, 0f);
        }
        return out;
    }

    /**
     * Scaled scores of tiles t0..t1 into scores[t * TILE ..]: lane l of the reference (dimensions l, l + 16, ...) is
     * one FMA chain from zero per key, as in {@link RowKeyScores}' batched order, then the sixteen lane sums go through
     * {@link #treeSum16}'s tree, all with keys in the lanes. Keys outside first..last get scores too; the caller
     * leaves them out.
     */
    private void scoresTiles(float[] kt, int ktOff, int t0, int t1, float scale) {
        FloatVector zero = FloatVector.zero(F);
        int chunks = dh / 16;
        for (int t = t0, tEnd = t1 + 1; t < tEnd; t++) {
            int base = ktOff + t * dh * TILE;
            // four lanes at a time: four independent FMA chains instead of one waiting on each FMA's latency
            for (int l = 0; l < 16; l += 4) {
                FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero;
                for (int c = 0; c < chunks; c++) {
                    int i = 16 * c + l;
                    a0 = FloatVector.broadcast(F, qv[i]).fma(FloatVector.fromArray(F, kt, base + i * TILE), a0);
                    a1 = FloatVector.broadcast(F, qv[i + 1]).fma(FloatVector.fromArray(F, kt, base + (i + 1) * TILE), a1);
                    a2 = FloatVector.broadcast(F, qv[i + 2]).fma(FloatVector.fromArray(F, kt, base + (i + 2) * TILE), a2);
                    a3 = FloatVector.broadcast(F, qv[i + 3]).fma(FloatVector.fromArray(F, kt, base + (i + 3) * TILE), a3);
                }
                a0.intoArray(tileSums, l * TILE);
                a1.intoArray(tileSums, (l + 1) * TILE);
                a2.intoArray(tileSums, (l + 2) * TILE);
                a3.intoArray(tileSums, (l + 3) * TILE);
            }
            // t_i = s_i + s_i+8, u_i = t_i + t_i+4, then (u_0 + u_2) + (u_1 + u_3), written out (class comment)
            FloatVector s0 = FloatVector.fromArray(F, tileSums, 0), s1 = FloatVector.fromArray(F, tileSums, TILE),
                    s2 = FloatVector.fromArray(F, tileSums, 2 * TILE), s3 = FloatVector.fromArray(F, tileSums, 3 * TILE),
                    s4 = FloatVector.fromArray(F, tileSums, 4 * TILE), s5 = FloatVector.fromArray(F, tileSums, 5 * TILE),
                    s6 = FloatVector.fromArray(F, tileSums, 6 * TILE), s7 = FloatVector.fromArray(F, tileSums, 7 * TILE),
                    s8 = FloatVector.fromArray(F, tileSums, 8 * TILE), s9 = FloatVector.fromArray(F, tileSums, 9 * TILE),
                    s10 = FloatVector.fromArray(F, tileSums, 10 * TILE), s11 = FloatVector.fromArray(F, tileSums, 11 * TILE),
                    s12 = FloatVector.fromArray(F, tileSums, 12 * TILE), s13 = FloatVector.fromArray(F, tileSums, 13 * TILE),
                    s14 = FloatVector.fromArray(F, tileSums, 14 * TILE), s15 = FloatVector.fromArray(F, tileSums, 15 * TILE);
            FloatVector u0 = s0.add(s8).add(s4.add(s12));
            FloatVector u1 = s1.add(s9).add(s5.add(s13));
            FloatVector u2 = s2.add(s10).add(s6.add(s14));
            FloatVector u3 = s3.add(s11).add(s7.add(s15));
            u0.add(u2).add(u1.add(u3)).mul(scale).intoArray(scores, t * TILE);
        }
    }

    /** Scores to f16-rounded probabilities: exponentials, their sum in chunks of 16 from slot 0, normalised. */
    private void probabilities(int first, int last, float max) {
        int n = last + 1;
        java.util.Arrays.fill(scores, 0, first, 0f);
        java.util.Arrays.fill(scores, n, ((n + 15) & ~15), 0f);
        Elementwise.expMinus(scores, first, n, max);
        double sum = 0;
        for (int c = 0; c < n; c += 16) sum += treeSum16(scores, c);
        float inv = (float) (1.0 / sum);
        for (int j = first; j < n; j++) scores[j] = Fp16.round(scores[j] * inv);
    }

    /**
     * p.v into the lane-slot rows of {@link #slots}: slot s (key j goes to slot j mod 16, or j mod 64 for the
     * single-token order) accumulates its keys in increasing order from zero, as the reference's lanes do. A slot's
     * row is summed in registers, four chunks of the head dimension at a time, and stored once.
     */
    private void accumulateValues(MemorySegment v, long kvBase, int first, int last, boolean batched) {
        int chunks = dh / L;
        int used = batched ? 16 : 64, end = last + 1;
        FloatVector zero = FloatVector.zero(F);
        // the slots that have keys first (slot (first + r) mod used starts at key first + r), then the empty ones
        // zeroed: an empty slot inside this loop, met early in a prompt before the profile was taken, made C2 trap on
        // its profiled predicate and recompile the method during the first prompt. Slots are independent, so the
        // order does not change a bit.
        int filled = Math.max(0, Math.min(used, end - first));
        for (int r = 0; r < filled; r++) {
            int j0 = first + r;
            int at = (j0 % used) * dh;
            int c = 0;
            // eight chunks at a time where the head has them (one pass over a slot's keys instead of two at 256 bits)
            for (; c + 8 <= chunks; c += 8) {
                FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero, a4 = zero, a5 = zero, a6 = zero, a7 = zero;
                for (int j = j0; j < end; j += used) {
                    FloatVector p = FloatVector.broadcast(F, scores[j]);
                    long vo = 4 * (kvBase + (long) j * dh) + 4L * L * c;
                    a0 = FloatVector.fromMemorySegment(F, v, vo, LE).fma(p, a0);
                    a1 = FloatVector.fromMemorySegment(F, v, vo + 4 * L, LE).fma(p, a1);
                    a2 = FloatVector.fromMemorySegment(F, v, vo + 8 * L, LE).fma(p, a2);
                    a3 = FloatVector.fromMemorySegment(F, v, vo + 12 * L, LE).fma(p, a3);
                    a4 = FloatVector.fromMemorySegment(F, v, vo + 16 * L, LE).fma(p, a4);
                    a5 = FloatVector.fromMemorySegment(F, v, vo + 20 * L, LE).fma(p, a5);
                    a6 = FloatVector.fromMemorySegment(F, v, vo + 24 * L, LE).fma(p, a6);
                    a7 = FloatVector.fromMemorySegment(F, v, vo + 28 * L, LE).fma(p, a7);
                }
                a0.intoArray(slots, at + L * c);
                a1.intoArray(slots, at + L * c + L);
                a2.intoArray(slots, at + L * c + 2 * L);
                a3.intoArray(slots, at + L * c + 3 * L);
                a4.intoArray(slots, at + L * c + 4 * L);
                a5.intoArray(slots, at + L * c + 5 * L);
                a6.intoArray(slots, at + L * c + 6 * L);
                a7.intoArray(slots, at + L * c + 7 * L);
            }
            for (; c + 4 <= chunks; c += 4) {
                FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero;
                for (int j = j0; j < end; j += used) {
                    FloatVector p = FloatVector.broadcast(F, scores[j]);
                    long vo = 4 * (kvBase + (long) j * dh) + 4L * L * c;
                    a0 = FloatVector.fromMemorySegment(F, v, vo, LE).fma(p, a0);
                    a1 = FloatVector.fromMemorySegment(F, v, vo + 4 * L, LE).fma(p, a1);
                    a2 = FloatVector.fromMemorySegment(F, v, vo + 8 * L, LE).fma(p, a2);
                    a3 = FloatVector.fromMemorySegment(F, v, vo + 12 * L, LE).fma(p, a3);
                }
                a0.intoArray(slots, at + L * c);
                a1.intoArray(slots, at + L * c + L);
                a2.intoArray(slots, at + L * c + 2 * L);
                a3.intoArray(slots, at + L * c + 3 * L);
            }
            for (; c < chunks; c++) {
                FloatVector a = zero;
                for (int j = j0; j < end; j += used) a = FloatVector.fromMemorySegment(F, v, 4 * (kvBase + (long) j * dh) + 4L * L * c, LE).fma(FloatVector.broadcast(F, scores[j]), a);
                a.intoArray(slots, at + L * c);
            }
        }
        for (int r = filled; r < used; r++) {
            int at = ((first + r) % used) * dh;
            java.util.Arrays.fill(slots, at, at + dh, 0f);
        }
    }

    /** The slot rows combined as the reference combines its lanes, into the output row. */
    private void reduceSlots(MemorySegment out, long outOff, boolean batched) {
        int chunks = dh / L;
        for (int c = 0; c < chunks; c++) {
            int d0 = L * c;
            if (!batched) {
                for (int l = 0; l < 16; l++) {
                    FloatVector a = FloatVector.fromArray(F, slots, l * dh + d0).add(FloatVector.fromArray(F, slots, (32 + l) * dh + d0));
                    FloatVector b = FloatVector.fromArray(F, slots, (16 + l) * dh + d0).add(FloatVector.fromArray(F, slots, (48 + l) * dh + d0));
                    a.add(b).intoArray(slots, l * dh + d0);
                }
            }
            // the 16-lane reduction tree, elementwise across the head dimension
            FloatVector t0 = FloatVector.fromArray(F, slots, d0).add(FloatVector.fromArray(F, slots, 8 * dh + d0));
            FloatVector t1 = FloatVector.fromArray(F, slots, dh + d0).add(FloatVector.fromArray(F, slots, 9 * dh + d0));
            FloatVector t2 = FloatVector.fromArray(F, slots, 2 * dh + d0).add(FloatVector.fromArray(F, slots, 10 * dh + d0));
            FloatVector t3 = FloatVector.fromArray(F, slots, 3 * dh + d0).add(FloatVector.fromArray(F, slots, 11 * dh + d0));
            FloatVector t4 = FloatVector.fromArray(F, slots, 4 * dh + d0).add(FloatVector.fromArray(F, slots, 12 * dh + d0));
            FloatVector t5 = FloatVector.fromArray(F, slots, 5 * dh + d0).add(FloatVector.fromArray(F, slots, 13 * dh + d0));
            FloatVector t6 = FloatVector.fromArray(F, slots, 6 * dh + d0).add(FloatVector.fromArray(F, slots, 14 * dh + d0));
            FloatVector t7 = FloatVector.fromArray(F, slots, 7 * dh + d0).add(FloatVector.fromArray(F, slots, 15 * dh + d0));
            FloatVector u0 = t0.add(t4), u1 = t1.add(t5), u2 = t2.add(t6), u3 = t3.add(t7);
            u0.add(u2).add(u1.add(u3)).intoMemorySegment(out, 4 * (outOff + d0), LE);
        }
    }

    /**
     * One head over an F32 cache (MLX and Hugging Face checkpoints, whose reference is within a tolerance, not bit
     * for bit): vector dot products per key, {@link FastExp} exponentials, p.v accumulated
     * sixteen dimensions at a time into acc (dh floats). Scores go to scores[first..last] (scores sized past last).
     */
    static void f32Head(MemorySegment qs, long qOff, MemorySegment k, MemorySegment v, long kvBase, int dh, int first, int last,
                        float scale, float softCap, float[] scores, float[] acc, MemorySegment out, long outOff) {
        float max = Float.NEGATIVE_INFINITY;
        for (int j = first, jEnd = last + 1; j < jEnd; j++) {
            float w = FloatDot.f32Vector(qs, 4 * qOff, k, 4 * (kvBase + (long) j * dh), dh) * scale;
            if (softCap != 0f) w = softCap * (float) Math.tanh(w / softCap);
            scores[j] = w;
            max = Math.max(max, w);
        }
        // scalar exponentials: the vector exp inlined here would leave the p.v loop past C2's node budget (boxed)
        double sum = 0;
        for (int j = first, jEnd = last + 1; j < jEnd; j++) sum += scores[j] = FastExp.exp(scores[j] - max);
        float inv = (float) (1.0 / sum);
        java.util.Arrays.fill(acc, 0, dh, 0f);
        for (int j = first, jEnd = last + 1; j < jEnd; j++) {
            FloatVector p = FloatVector.broadcast(F, scores[j] * inv);
            long vo = 4 * (kvBase + (long) j * dh);
            for (int c = 0; c < dh; c += L) FloatVector.fromMemorySegment(F, v, vo + 4L * c, LE).fma(p, FloatVector.fromArray(F, acc, c)).intoArray(acc, c);
        }
        for (int c = 0; c < dh; c += L) FloatVector.fromArray(F, acc, c).intoMemorySegment(out, 4 * (outOff + c), LE);
    }

    private static final VectorShuffle<Float> UP8 = VectorShuffle.fromOp(W, i -> (i + 8) & 15);
    private static final VectorShuffle<Float> UP4 = VectorShuffle.fromOp(W, i -> (i + 4) & 15);
    private static final VectorShuffle<Float> UP2 = VectorShuffle.fromOp(W, i -> (i + 2) & 15);
    private static final VectorShuffle<Float> UP1 = VectorShuffle.fromOp(W, i -> (i + 1) & 15);

    /** {@link #treeSum16} of a vector's lanes, in registers: halves, quarters, pairs, then the last two (lane 0). */
    static float treeSum16(FloatVector r) {
        FloatVector t = r.add(r.rearrange(UP8));
        FloatVector u = t.add(t.rearrange(UP4));
        FloatVector v = u.add(u.rearrange(UP2));
        return v.add(v.rearrange(UP1)).lane(0);
    }
}
