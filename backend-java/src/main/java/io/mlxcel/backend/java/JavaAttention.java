package io.mlxcel.backend.java;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.Tensor;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * The java backend's attention op: F16 caches through {@link AttentionKernel} (llama.cpp's rounding, bit for bit),
 * F32 caches through {@link AttentionKernel#f32Head} (vector) or a scalar loop.
 */
final class JavaAttention {
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED;

    private final JavaBackend be;
    private final WorkerPool pool;
    /** Per-thread scratch for F32 caches (slot 0: scores, 1: the output accumulator), grown on demand. */
    private final ThreadLocal<float[][]> threadScratch = ThreadLocal.withInitial(() -> new float[2][0]);

    JavaAttention(JavaBackend be, WorkerPool pool) {
        this.be = be;
        this.pool = pool;
    }

    private float[] scratchFloats(int slot, int n) {
        float[][] s = threadScratch.get();
        if (s[slot].length < n) s[slot] = new float[n];
        return s[slot];
    }

    /** One kernel (and its buffers) per thread and head size: decode calls attention hundreds of times a token. */
    private final ThreadLocal<AttentionKernel[]> attentionKernels = ThreadLocal.withInitial(() -> new AttentionKernel[1]);

    private AttentionKernel attentionKernel(int dh) {
        AttentionKernel[] holder = attentionKernels.get();
        if (holder[0] == null || holder[0].headDim() != dh) holder[0] = new AttentionKernel(dh);
        return holder[0];
    }

    /** What the touch passes over F32 caches read (kept, so that C2 keeps their loads); never used otherwise. */
    private static int touchSink;

    /**
     * Query heads lo .. hi - 1 of a single-token step (t = 1, F16 cache, vector kernels) in runs of up to four that
     * share a batch row and kv head: each head's probabilities, then the run's value sums in one pass over the value
     * rows ({@link AttentionKernel#memberValues}), then each head's output. A kv head's rows are read in one plain
     * pass before its first run on this thread.
     */
    private static void singleTokenRuns(AttentionKernel kernel, int lo, int hi, JTensor qt, JTensor k, JTensor v, JTensor pos,
                                        JTensor out, int h, int hkv, int group, int cap, int dh, float scale, float softCap,
                                        int slidingWindow) {
        long touchedKv = -1;
        for (int idx = lo; idx < hi; ) {
            int bi = idx / h, head = idx % h;
            int p = pos.seg.getAtIndex(I32, bi);
            if (p < 0) {
                out.seg.asSlice(4L * idx * dh, 4L * dh).fill((byte) 0);
                idx++;
                continue;
            }
            int end = idx + 1;
            while (end < hi && end - idx < 4 && end / h == bi && end % h / group == head / group) end++;
            int last = Math.min(p, cap - 1);
            int first = slidingWindow > 0 ? Math.max(0, p - slidingWindow + 1) : 0;
            long kvBase = ((long) bi * hkv + head / group) * cap * dh;
            boolean touch = kvBase != touchedKv;
            touchedKv = kvBase;
            if (k.keyTiles) {
                kernel.memberProbabilitiesTiled(end - idx, qt.seg, (long) idx * dh, k.seg, kvBase, first, last, scale, softCap, touch);
            } else {
                for (int m = 0; m < end - idx; m++) {
                    kernel.memberProbabilities(m, qt.seg, (long) (idx + m) * dh, k.seg, kvBase, first, last, scale, softCap, touch && m == 0);
                }
            }
            kernel.memberValues(end - idx, v.seg, kvBase, first, last, touch);
            for (int m = 0; m < end - idx; m++) kernel.memberReduce(m, out.seg, (long) (idx + m) * dh);
            idx = end;
        }
    }

    /** Reused across steps (grown on demand): the transposed keys of a several-token step. */
    private float[] stagedKeys = new float[0];

    /**
     * Largest staged-key buffer (floats) a step may use; a longer one runs the per-key kernel instead (key caches in
     * tiles are bounded per batch row by the same figure, see {@link KeyTiles#applies}).
     */
    static final long MAX_STAGED_KEYS = 1L << 28;

    /** Keys to transpose for a step: through the last visible one of any of its tokens, in whole tiles. */
    private static int tiledKeys(JTensor pos, int tokens, int cap) {
        int last = 0;
        for (int i = 0; i < tokens; i++) last = Math.max(last, Math.min(pos.seg.getAtIndex(I32, i), cap - 1));
        return (last / AttentionKernel.TILE + 1) * AttentionKernel.TILE;
    }

    /**
     * Every kv head's first {@code keys} keys transposed into tiles ({@link AttentionKernel#transposeKeys}), one slice
     * of keys * dh floats per (batch row, kv head), in that order.
     */
    private float[] transposedKeys(JTensor k, int b, int hkv, int cap, int dh, int keys) {
        int perHead = keys * dh;
        if (stagedKeys.length < b * hkv * perHead) stagedKeys = new float[b * hkv * perHead];
        float[] kt = stagedKeys;
        if (k.keyTiles) {
            // already in tiles: the first keys of each kv head are one contiguous run
            for (int i = 0; i < b * hkv; i++) MemorySegment.copy(k.seg, ValueLayout.JAVA_FLOAT, 4L * i * cap * dh, kt, i * perHead, perHead);
            return kt;
        }
        pool.forRange(b * hkv, (lo, hi) -> {
            for (int i = lo; i < hi; i++) AttentionKernel.transposeKeys(k.seg, (long) i * cap * dh, dh, cap, keys, kt, i * perHead);
        });
        return kt;
    }

    /** See {@link io.mlxcel.spi.ComputeBackend#attention}: one work item per (batch row, token, head). */
    JTensor attention(Tensor q, Tensor kCache, Tensor vCache, Tensor positions, float scale, int slidingWindow, float softCap) {
        JTensor qt = JavaBackend.f32(q, "attention"), k = (JTensor) kCache, v = (JTensor) vCache, pos = (JTensor) positions;
        int b = qt.shape.dim(0), t = qt.shape.dim(1), h = qt.shape.dim(2), dh = qt.shape.dim(3);
        int hkv = k.shape.dim(1), cap = k.shape.dim(2);
        if (!(h % hkv == 0)) throw new IllegalArgumentException("attention: " + h + " query heads not a multiple of " + hkv + " kv heads");
        if (!(k.shape.dim(3) == dh && v.shape.equals(k.shape))) throw new IllegalArgumentException("attention: caches " + k.shape + "/" + v.shape + " do not match q " + qt.shape);
        JTensor out = be.newF32(qt.shape);
        boolean f16 = k.dtype == DType.F16;
        int group = h / hkv;
        boolean batched = t > 1;
        boolean f32Vector = !f16 && Simd.VECTOR && dh % 16 == 0;
        // several query tokens over an F16 cache: each kv head's keys transposed once, for all of them
        int tiledKeys = f16 && batched && Simd.VECTOR && dh % 16 == 0 ? tiledKeys(pos, b * t, cap) : 0;
        int ktHead = (long) b * hkv * tiledKeys * dh < MAX_STAGED_KEYS ? tiledKeys * dh : 0;
        if (tiledKeys > 0 && ktHead == 0 && k.keyTiles) {
            // only several batch rows of several tokens each get here (prompts run one row at a time)
            throw new IllegalArgumentException("attention: a step of " + b + " rows x " + t + " tokens over " + tiledKeys
                    + " keys a row exceeds the " + MAX_STAGED_KEYS + " key floats a several-token step can stage; run fewer rows");
        }
        float[] kt = ktHead > 0 ? transposedKeys(k, b, hkv, cap, dh, tiledKeys) : null;
        // one token over an F16 cache: runs of query heads that share a kv head go through the kernel together
        boolean groupRuns = !batched && f16 && Simd.VECTOR && dh % 16 == 0;
        WorkerPool.RangeBody heads = (lo, hi) -> {
            AttentionKernel kernel = f16 ? attentionKernel(dh) : null;
            float[] scores = f16 ? null : scratchFloats(0, cap + 16);
            float[] acc = f16 ? null : scratchFloats(1, dh);
            long touchedKv = -1;   // the kv head whose rows this thread last touched (single-token steps)
            int touched = 0;
            if (groupRuns) {
                singleTokenRuns(kernel, lo, hi, qt, k, v, pos, out, h, hkv, group, cap, dh, scale, softCap, slidingWindow);
                return;
            }
            for (int idx = lo; idx < hi; idx++) {
                int head = idx % h, bt = idx / h, bi = bt / t;
                int p = pos.seg.getAtIndex(I32, bt);
                long qOff = (long) idx * dh;
                if (p < 0) {
                    for (int i = 0; i < dh; i++) out.seg.setAtIndex(F32, qOff + i, 0f);
                    continue;
                }
                int last = Math.min(p, cap - 1);
                int first = slidingWindow > 0 ? Math.max(0, p - slidingWindow + 1) : 0;
                long kvBase = ((long) bi * hkv + head / group) * cap * dh;
                if (kt != null) {
                    kernel.runBatchedTiles(qt.seg, qOff, kt, (bi * hkv + head / group) * ktHead, v.seg, kvBase, first, last, scale, softCap, out.seg, qOff);
                    continue;
                }
                if (f16) {
                    kernel.run(qt.seg, qOff, k.seg, v.seg, kvBase, first, last, scale, softCap, batched, out.seg, qOff);
                    continue;
                }
                // a single-token step reads a kv head's rows once from memory, for its first query head on this
                // thread; its other query heads find them in cache (F16 caches: singleTokenRuns)
                boolean touch = !batched && kvBase != touchedKv;
                if (touch) touchedKv = kvBase;
                if (f32Vector) {
                    if (touch) touched |= AttentionKernel.touchRows(k.seg, kvBase, dh, first, last) | AttentionKernel.touchRows(v.seg, kvBase, dh, first, last);
                    AttentionKernel.f32Head(qt.seg, qOff, k.seg, v.seg, kvBase, dh, first, last, scale, softCap, scores, acc, out.seg, qOff);
                    continue;
                }
                float max = Float.NEGATIVE_INFINITY;
                for (int j = first, jEnd = last + 1; j < jEnd; j++) {
                    float s = FloatDot.f32Scalar(qt.seg, 4 * qOff, k.seg, 4 * (kvBase + (long) j * dh), dh) * scale;
                    if (softCap != 0f) s = softCap * (float) Math.tanh(s / softCap);
                    scores[j] = s;
                    max = Math.max(max, s);
                }
                double sum = 0;
                for (int j = first, jEnd = last + 1; j < jEnd; j++) {
                    float e = (float) Math.exp(scores[j] - max);
                    scores[j] = e;
                    sum += e;
                }
                float inv = (float) (1.0 / sum);
                Arrays.fill(acc, 0f);
                for (int j = first, jEnd = last + 1; j < jEnd; j++) {
                    float pj = scores[j] * inv;
                    long vo = kvBase + (long) j * dh;
                    for (int i = 0; i < dh; i++) acc[i] += pj * v.seg.getAtIndex(F32, vo + i);
                }
                for (int i = 0; i < dh; i++) out.seg.setAtIndex(F32, qOff + i, acc[i]);
            }
            if (touched != 0) touchSink |= touched;
        };
        // one token: one contiguous run of heads per thread, so that the query heads of a kv head mostly share a
        // thread and read its keys and values once from memory, then from cache. Several: shrinking chunks, as
        // later tokens see more keys
        if (batched) pool.forRange(b * t * h, heads);
        else pool.forRange(b * t * h, 1, heads);
        return out;
    }
}
