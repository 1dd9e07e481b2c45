package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * The java backend's matrix multiplications: for each weight format, how its activations are prepared (int8 blocks
 * for GGUF formats as llama.cpp quantizes them, pre-scaled floats for MLX affine) and how the work is split between
 * threads (16-row weight groups for decode; groups times blocks of activation rows for prefill). The kernels
 * themselves live in {@link PackedQuant}, {@link PackedAffine}, {@link QuantDot}, {@link KQuantDot} and
 * {@link FloatDot}.
 */
final class JavaLinear {
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;

    private final JavaBackend be;
    private final WorkerPool pool;
    private final Q8Activations q8 = new Q8Activations();
    private final PreparedFor q8Holds = new PreparedFor();
    private final Q8KActivations q8k = new Q8KActivations();
    private final PackedAffine.Activations affineActivations = new PackedAffine.Activations();
    private final PreparedFor affineHolds = new PreparedFor();
    /** Per-thread kernel scratch (the packed kernels' group sums and scales), grown on demand. */
    private final ThreadLocal<float[][]> threadScratch = ThreadLocal.withInitial(() -> new float[1][0]);

    JavaLinear(JavaBackend be, WorkerPool pool) {
        this.be = be;
        this.pool = pool;
    }

    /** The calling thread's scratch array, at least n floats. */
    private float[] scratchFloats(int n) {
        float[][] s = threadScratch.get();
        if (s[0].length < n) s[0] = new float[n];
        return s[0];
    }

    /**
     * Prefill work items are (16-row weight group, block of this many activation rows): a 576-row matrix has only 36
     * row groups, too few to share evenly in chunks between threads, and a block's activations stay in L2.
     */
    static final int PREFILL_ROWS = 64;

    /**
     * Which activation a prepared buffer ({@link #q8}, {@link #affineActivations}) holds: q, k and v (and gate and up)
     * read the same normalized activation, and a step's tensors never change once computed, so it is prepared once.
     * The step counter keeps a tensor of an earlier step, whose scratch memory may have been reused, from matching;
     * the layout key tells apart preparations of one tensor for different weight layouts.
     */
    private final class PreparedFor {
        private JTensor input;
        private long step = -1;
        private int layout;

        /** Whether x is held already; if not, records that it will be (the caller prepares it). */
        boolean hold(JTensor x, int layoutKey) {
            if (input == x && step == be.stepCount() && layout == layoutKey) return true;
            input = x;
            step = be.stepCount();
            layout = layoutKey;
            return false;
        }
    }

    /** {@link JavaBackend#linears}' fused decode section, or null where it does not apply (see there). */
    Tensor[] fusedDecode(JTensor a, Tensor[] weights) {
        int k = a.last();
        if (weights.length < 2 || a.size() != k) return null;
        boolean quant = true, affine = true;
        PackedAffine first = ((JTensor) weights[0]).affine;
        for (Tensor t : weights) {
            JTensor w = (JTensor) t;
            HostWeight hw = JavaBackend.requireWeight(w, "linear");
            if (!(hw.cols() == k)) throw new IllegalArgumentException("linear: input has " + k + " features but weight " + hw.name() + " expects " + hw.cols());
            // Q4_0 takes llama.cpp's repacked order (dotGroupQ4_0Repacked), which stays on its own path
            quant &= (w.packed != null && w.packed.type != WeightType.Q4_0) || w.q4k != null || w.q6k != null;
            affine &= w.affine != null && first != null && w.affine.group == first.group && w.affine.bits == first.bits;
        }
        if (!quant && !affine) return null;
        int count = weights.length;
        int[] firstGroup = new int[count + 1];
        JTensor[] outs = new JTensor[count];
        MemorySegment[] outSegs = new MemorySegment[count];
        for (int i = 0; i < count; i++) {
            HostWeight hw = ((JTensor) weights[i]).weight;
            outs[i] = be.newF32(JavaBackend.replaceLast(a.shape, hw.rows()));
            outSegs[i] = outs[i].seg;
            // a work item is one row group of the weight's kernel: 32 rows for the K-quants, 16 for the others
            JTensor wi = (JTensor) weights[i];
            firstGroup[i + 1] = firstGroup[i] + hw.rows() / (wi.q4k != null || wi.q6k != null ? PackedQ4K.ROWS : PackedQuant.ROWS);
        }
        if (quant) {
            // GGUF block formats and K-quants may mix (a Q4_K_M layer has Q4_K and Q6_K projections): each weight
            // runs its own single-row kernel, on the activation quantized the way its format needs
            PackedQuant[] pqs = new PackedQuant[count];
            PackedQ4K[] q4ks = new PackedQ4K[count];
            PackedQ6K[] q6ks = new PackedQ6K[count];
            int scratch = Math.max(PackedQ6K.SCRATCH, PackedQ4K.SCRATCH);
            boolean blocks = false, kQuants = false;
            for (int i = 0; i < count; i++) {
                JTensor w = (JTensor) weights[i];
                pqs[i] = w.packed;
                q4ks[i] = w.q4k;
                q6ks[i] = w.q6k;
                if (w.packed != null) scratch = Math.max(scratch, w.packed.scratchFloats());
                blocks |= w.packed != null;
                kQuants |= w.packed == null;
            }
            PackedQuant.DecodeKernel[] kernels = new PackedQuant.DecodeKernel[count];
            if (blocks) {
                quantizeActivations(a, 1, k);
                for (int i = 0; i < count; i++) {
                    if (pqs[i] == null) continue;
                    kernels[i] = pqs[i].decodeKernel(k);
                    pqs[i].prepareDecode(q8, kernels[i]);
                }
            }
            boolean anyQ4K = false, anyQ6K = false;
            for (PackedQ4K q4 : q4ks) anyQ4K |= q4 != null;
            for (PackedQ6K q6 : q6ks) anyQ6K |= q6 != null;
            boolean spreadK = anyQ4K && Simd.spreadsKQuant(k);
            if (kQuants) {
                q8k.ensure(1, k);
                q8k.quantizeRows(a.seg, 0, 1);
                if (spreadK) q8k.spreadRow0();
                if (Simd.K_TELESCOPE && (anyQ6K || anyQ4K && !spreadK)) q8k.telescopeRow0();
            }
            int scratchSize = scratch;
            pool.forRange(firstGroup[count], (lo, hi) -> {
                float[] tmp = scratchFloats(scratchSize);
                int wi = 0;
                for (int g = lo; g < hi; g++) {
                    while (g >= firstGroup[wi + 1]) wi++;
                    int local = g - firstGroup[wi];
                    if (pqs[wi] != null) {
                        switch (kernels[wi]) {
                            case INT16 -> pqs[wi].dotGroupInt16(local, q8, outSegs[wi], (long) local * PackedQuant.ROWS, tmp);
                            case SPREAD -> pqs[wi].dotGroupSpread(local, q8, outSegs[wi], (long) local * PackedQuant.ROWS, tmp);
                            case BROADCAST -> pqs[wi].dotGroup(local, q8, 0, outSegs[wi], (long) local * PackedQuant.ROWS, tmp);
                        }
                    } else if (q4ks[wi] != null) {
                        if (spreadK) q4ks[wi].dotGroupSpread(local, q8k, outSegs[wi], (long) local * PackedQ4K.ROWS, tmp);
                        else if (Simd.K_TELESCOPE) q4ks[wi].dotGroupTelescoped(local, q8k, outSegs[wi], (long) local * PackedQ4K.ROWS, tmp);
                        else q4ks[wi].dotGroup(local, q8k, 0, outSegs[wi], (long) local * PackedQ4K.ROWS, tmp);
                    }
                    else if (Simd.K_TELESCOPE) q6ks[wi].dotGroupTelescoped(local, q8k, outSegs[wi], (long) local * PackedQ6K.ROWS, tmp);
                    else q6ks[wi].dotGroup(local, q8k, 0, outSegs[wi], (long) local * PackedQ6K.ROWS, tmp);
                }
            });
        } else {
            PackedAffine[] pas = new PackedAffine[count];
            for (int i = 0; i < count; i++) pas[i] = ((JTensor) weights[i]).affine;
            if (!affineHolds.hold(a, pas[0].group * 64 + pas[0].bits)) affineActivations.prepare(a.seg, 1, k, pas[0].group, pas[0].bits);
            PackedAffine.Activations act = affineActivations;
            // work items are packs of blocks (PackedAffine.HALVES), so that no chunk splits a pair
            int[] firstPack = new int[count + 1];
            for (int i = 0; i < count; i++) firstPack[i + 1] = firstPack[i] + (pas[i].blocks + PackedAffine.HALVES - 1) / PackedAffine.HALVES;
            pool.forRange(firstPack[count], (lo, hi) -> {
                int wi = 0;
                for (int p = lo; p < hi; ) {
                    while (p >= firstPack[wi + 1]) wi++;
                    int end = Math.min(hi, firstPack[wi + 1]);
                    PackedAffine pa = pas[wi];
                    pa.dotBlocks((p - firstPack[wi]) * PackedAffine.HALVES, Math.min(pa.blocks, (end - firstPack[wi]) * PackedAffine.HALVES), act, outSegs[wi]);
                    p = end;
                }
            });
        }
        return outs;
    }


    /** x [.., K] times weight [N, K] transposed, by the kernel for the weight's format. */
    JTensor linear(JTensor a, JTensor wt) {
        HostWeight w = JavaBackend.requireWeight(wt, "linear");
        int k = a.last(), n = w.rows(), m = (int) (a.size() / k);
        if (!(w.cols() == k)) throw new IllegalArgumentException("linear: input has " + k + " features but weight " + w.name() + " expects " + w.cols());
        JTensor out = be.newF32(JavaBackend.replaceLast(a.shape, n));
        MemorySegment xs = a.seg, os = out.seg, ws = w.data();
        switch (w.type()) {
            case Q4_K, Q6_K -> {
                q8k.ensure(m, k);
                if (m > 1) pool.forRange(m, (lo, hi) -> q8k.quantizeRows(xs, lo, hi));
                else q8k.quantizeRows(xs, 0, 1);
                int blocks = k / 256;
                long rowBytes = w.type().ggufRowBytes(k);
                boolean q4k = w.type() == WeightType.Q4_K, vec = Simd.WIDE;
                // llama.cpp repacks Q4_K weights whose row count divides by 8 and then multiplies rows in groups of
                // four (GEMM) and the rest one by one (GEMV), each in its own float order; Q6_K steps of eight or
                // more rows take another kernel than smaller ones (KQuantDot)
                boolean repacked = q4k && n % 8 == 0;
                int gemmRows = m > 3 ? m - m % 4 : 0;
                if (wt.q6k != null) {
                    // llama.cpp takes the batch order for steps of eight or more rows, the vec_dot order below that
                    PackedQ6K p6 = wt.q6k;
                    if (m == 1 && Simd.K_TELESCOPE) {
                        q8k.telescopeRow0();
                        pool.forRange(n / PackedQ6K.ROWS, (lo, hi) -> {
                            float[] tmp = scratchFloats(PackedQ6K.SCRATCH);
                            for (int g = lo; g < hi; g++) p6.dotGroupTelescoped(g, q8k, os, (long) g * PackedQ6K.ROWS, tmp);
                        });
                        return out;
                    }
                    if (m < 8) {
                        pool.forRange(n / PackedQ6K.ROWS, (lo, hi) -> {
                            float[] tmp = scratchFloats(PackedQ6K.SCRATCH);
                            for (int g = lo; g < hi; g++) {
                                for (int row = 0; row < m; row++) p6.dotGroup(g, q8k, row, os, (long) row * n + (long) g * PackedQ6K.ROWS, tmp);
                            }
                        });
                        return out;
                    }
                    int rowBlocks = (m + PREFILL_ROWS - 1) / PREFILL_ROWS;
                    pool.forRange(n / PackedQ6K.ROWS * rowBlocks, (lo, hi) -> {
                        float[] tmp = scratchFloats(PackedQ6K.SCRATCH);
                        for (int item = lo; item < hi; item++) {
                            int g = item / rowBlocks, row = item % rowBlocks * PREFILL_ROWS, end = Math.min(m, row + PREFILL_ROWS);
                            long col = (long) g * PackedQ6K.ROWS;
                            for (; row + 3 < end; row += 4) p6.dotGroupX4(g, q8k, row, os, (long) row * n + col, n, tmp);
                            for (; row < end; row++) p6.dotGroupBatch(g, q8k, row, os, (long) row * n + col, tmp);
                        }
                    });
                    return out;
                }
                if (repacked && wt.q4k != null) {
                    PackedQ4K pk = wt.q4k;
                    if (m == 1) {
                        boolean spread = Simd.spreadsKQuant(k);
                        if (spread) q8k.spreadRow0();
                        else if (Simd.K_TELESCOPE) q8k.telescopeRow0();
                        pool.forRange(n / PackedQ4K.ROWS, (lo, hi) -> {
                            float[] tmp = scratchFloats(PackedQ4K.SCRATCH);
                            for (int g = lo; g < hi; g++) {
                                if (spread) pk.dotGroupSpread(g, q8k, os, (long) g * PackedQ4K.ROWS, tmp);
                                else if (Simd.K_TELESCOPE) pk.dotGroupTelescoped(g, q8k, os, (long) g * PackedQ4K.ROWS, tmp);
                                else pk.dotGroup(g, q8k, 0, os, (long) g * PackedQ4K.ROWS, tmp);
                            }
                        });
                        return out;
                    }
                    int rowBlocks = (m + PREFILL_ROWS - 1) / PREFILL_ROWS;
                    pool.forRange(n / PackedQ4K.ROWS * rowBlocks, (lo, hi) -> {
                        float[] tmp = scratchFloats(PackedQ4K.SCRATCH);
                        for (int item = lo; item < hi; item++) {
                            int g = item / rowBlocks, row = item % rowBlocks * PREFILL_ROWS, end = Math.min(m, row + PREFILL_ROWS);
                            long col = (long) g * PackedQ4K.ROWS;
                            // rows below gemmRows go in fours (GEMM order); the blocks start at multiples of four
                            int quadsEnd = Math.min(end, gemmRows);
                            if (row < quadsEnd) {
                                pk.dotGroupX4(g, q8k, row, quadsEnd, os, col, n, tmp);
                                row = quadsEnd;
                            }
                            for (; row < end; row++) pk.dotGroup(g, q8k, row, os, (long) row * n + col, tmp);
                        }
                    });
                    return out;
                }
                pool.forRange(n, (lo, hi) -> {
                    for (int r = lo; r < hi; r++) {
                        long off = r * rowBytes;
                        for (int row = 0; row < m; row++) {
                            KQuantDot.Order order = !repacked ? KQuantDot.Order.VEC_DOT
                                    : row < gemmRows ? KQuantDot.Order.REPACKED_GEMM : KQuantDot.Order.REPACKED_GEMV;
                            float v = !q4k ? (m >= 8 ? (vec ? KQuantDot.q6kBatchVector(ws, off, q8k, row, blocks) : KQuantDot.q6kBatchScalar(ws, off, q8k, row, blocks))
                                    : (vec ? KQuantDot.q6kVector(ws, off, q8k, row, blocks) : KQuantDot.q6kScalar(ws, off, q8k, row, blocks)))
                                    : order != KQuantDot.Order.VEC_DOT
                                    ? (vec ? KQuantDot.q4kRepackedVector(ws, off, q8k, row, blocks, order) : KQuantDot.q4kRepackedScalar(ws, off, q8k, row, blocks, order))
                                    : (vec ? KQuantDot.q4kVector(ws, off, q8k, row, blocks) : KQuantDot.q4kScalar(ws, off, q8k, row, blocks));
                            os.set(F32, 4L * ((long) row * n + r), v);
                        }
                    }
                });
            }
            case Q4_0, Q4_1, Q8_0, Q5_0 -> {
                quantizeActivations(a, m, k);
                boolean q4_0Repacked = w.type() == WeightType.Q4_0 && n % 8 == 0 && !wt.lookup;
                if (q4_0Repacked && wt.packed != null) {
                    // llama.cpp repacks Q4_0 weights whose row count divides by 8 (q4_0_8x8) and sums them per block
                    PackedQuant pq = wt.packed;
                    pool.forRange(n / PackedQuant.ROWS, (lo, hi) -> {
                        for (int g = lo; g < hi; g++) {
                            for (int row = 0; row < m; row++) pq.dotGroupQ4_0Repacked(g, q8, row, os, (long) row * n + (long) g * PackedQuant.ROWS);
                        }
                    });
                    return out;
                }
                if (q4_0Repacked) {
                    int blocks = k / 32;
                    long rowBytes = w.type().ggufRowBytes(k);
                    boolean vec = Simd.WIDE;
                    pool.forRange(n, (lo, hi) -> {
                        for (int r = lo; r < hi; r++) {
                            for (int row = 0; row < m; row++) {
                                float v = vec ? QuantDot.q4_0RepackedVector(ws, r * rowBytes, q8, row, blocks)
                                        : QuantDot.q4_0RepackedScalar(ws, r * rowBytes, q8, row, blocks);
                                os.set(F32, 4L * ((long) row * n + r), v);
                            }
                        }
                    });
                    return out;
                }
                if (wt.packed != null) {
                    PackedQuant pq = wt.packed;
                    boolean pairs = pq.type != WeightType.Q8_0, quads = pq.type == WeightType.Q4_1 || pq.type == WeightType.Q8_0;
                    if (m == 1) {
                        // one lambda per kernel, apart from the prefill path: each stays within C2's inlining budget
                        PackedQuant.DecodeKernel kernel = pq.decodeKernel(k);
                        pq.prepareDecode(q8, kernel);
                        switch (kernel) {
                            case INT16 -> pool.forRange(n / PackedQuant.ROWS, (lo, hi) -> {
                                float[] tmp = scratchFloats(pq.scratchFloats());
                                for (int g = lo; g < hi; g++) pq.dotGroupInt16(g, q8, os, (long) g * PackedQuant.ROWS, tmp);
                            });
                            case SPREAD -> pool.forRange(n / PackedQuant.ROWS, (lo, hi) -> {
                                float[] tmp = scratchFloats(pq.scratchFloats());
                                for (int g = lo; g < hi; g++) pq.dotGroupSpread(g, q8, os, (long) g * PackedQuant.ROWS, tmp);
                            });
                            case BROADCAST -> pool.forRange(n / PackedQuant.ROWS, (lo, hi) -> {
                                float[] tmp = scratchFloats(pq.scratchFloats());
                                for (int g = lo; g < hi; g++) pq.dotGroup(g, q8, 0, os, (long) g * PackedQuant.ROWS, tmp);
                            });
                        }
                        return out;
                    }
                    // items in activation-block order: consecutive items (a thread's chunk) share a block's activations,
                    // which stay in L2 while the row groups' weights stream past (linear time of a pp512 step -2.5%)
                    int rowBlocks = (m + PREFILL_ROWS - 1) / PREFILL_ROWS, groups = n / PackedQuant.ROWS;
                    pool.forRange(groups * rowBlocks, (lo, hi) -> {
                        float[] tmp = scratchFloats(pq.scratchFloats());
                        for (int item = lo; item < hi; item++) {
                            int g = item % groups, row = item / groups * PREFILL_ROWS, end = Math.min(m, row + PREFILL_ROWS);
                            long col = (long) g * PackedQuant.ROWS;
                            if (quads && row + 3 < end) pq.prepareGroup(g, tmp);
                            for (; quads && row + 3 < end; row += 4) pq.dotGroupX4Prepared(g, q8, row, os, (long) row * n + col, n, tmp);
                            for (; pairs && row + 1 < end; row += 2) pq.dotGroupX2(g, q8, row, os, (long) row * n + col, n, tmp);
                            for (; row < end; row++) pq.dotGroup(g, q8, row, os, (long) row * n + col, tmp);
                        }
                    });
                    return out;
                }
                int blocks = k / 32;
                long rowBytes = (long) blocks * w.type().ggufBlockBytes();
                WeightType type = w.type();
                boolean vec = Simd.WIDE;
                pool.forRange(n, (lo, hi) -> {
                    for (int r = lo; r < hi; r++) {
                        long off = r * rowBytes;
                        for (int row = 0; row < m; row++) {
                            float v = switch (type) {
                                case Q4_1 -> vec ? QuantDot.q4_1Vector(ws, off, q8, row, blocks) : QuantDot.q4_1Scalar(ws, off, q8, row, blocks);
                                case Q4_0 -> vec ? QuantDot.q4_0Vector(ws, off, q8, row, blocks) : QuantDot.q4_0Scalar(ws, off, q8, row, blocks);
                                case Q5_0 -> vec ? QuantDot.q5_0Vector(ws, off, q8, row, blocks) : QuantDot.q5_0Scalar(ws, off, q8, row, blocks);
                                default -> vec ? QuantDot.q8_0Vector(ws, off, q8, row, blocks) : QuantDot.q8_0Scalar(ws, off, q8, row, blocks);
                            };
                            os.set(F32, 4L * ((long) row * n + r), v);
                        }
                    }
                });
            }
            case F32, F16, BF16 -> {
                WeightType type = w.type();
                int eb = type == WeightType.F32 ? 4 : 2;
                boolean vec = Simd.VECTOR;
                pool.forRange(n, (lo, hi) -> {
                    for (int r = lo; r < hi; r++) {
                        long wOff = (long) r * k * eb;
                        for (int row = 0; row < m; row++) {
                            long xOff = 4L * row * k;
                            float v = switch (type) {
                                case F32 -> vec ? FloatDot.f32Vector(ws, wOff, xs, xOff, k) : FloatDot.f32Scalar(ws, wOff, xs, xOff, k);
                                case F16 -> vec ? FloatDot.f16Vector(ws, wOff, xs, xOff, k) : FloatDot.f16Scalar(ws, wOff, xs, xOff, k);
                                default -> vec ? FloatDot.bf16Vector(ws, wOff, xs, xOff, k) : FloatDot.bf16Scalar(ws, wOff, xs, xOff, k);
                            };
                            os.set(F32, 4L * ((long) row * n + r), v);
                        }
                    }
                });
            }
            case MLX_AFFINE -> {
                if (wt.affine != null) {
                    PackedAffine pa = wt.affine;
                    if (!affineHolds.hold(a, pa.group * 64 + pa.bits)) affineActivations.prepare(xs, m, k, pa.group, pa.bits);
                    PackedAffine.Activations act = affineActivations;
                    if (m == 1) {
                        // its own lambda, as for the GGUF kernels: each path stays within C2's inlining budget
                        int halves = PackedAffine.HALVES;   // work items are packs, so that no chunk splits a pair
                        pool.forRange((pa.blocks + halves - 1) / halves, (lo, hi) -> pa.dotBlocks(lo * halves, Math.min(pa.blocks, hi * halves), act, os));
                        return out;
                    }
                    boolean fourBit = pa.bits == 4;
                    int rowBlocks = (m + PREFILL_ROWS - 1) / PREFILL_ROWS, blocks = n / PackedAffine.ROWS, halves = PackedAffine.HALVES;
                    // a work item is a pack of blocks (their words interleaved) for up to PREFILL_ROWS activation
                    // rows; each group of rows goes through the pack's blocks in turn, so every line read is used
                    pool.forRange((blocks + halves - 1) / halves * rowBlocks, (lo, hi) -> {
                        for (int item = lo; item < hi; item++) {
                            int g0 = item / rowBlocks * halves, g1 = Math.min(blocks, g0 + halves);
                            int row = item % rowBlocks * PREFILL_ROWS, end = Math.min(m, row + PREFILL_ROWS);
                            for (; fourBit && g1 - g0 == 2 && row + 1 < end; row += 2) {
                                pa.dotGroupX2Pair(g0, act, row, os, (long) row * n + (long) g0 * PackedAffine.ROWS, n);
                            }
                            for (; fourBit && row + 3 < end; row += 4) {
                                for (int g = g0; g < g1; g++) pa.dotGroupX4(g, act, row, os, (long) row * n + (long) g * PackedAffine.ROWS, n);
                            }
                            for (; fourBit && row + 1 < end; row += 2) {
                                for (int g = g0; g < g1; g++) pa.dotGroupX2(g, act, row, os, (long) row * n + (long) g * PackedAffine.ROWS, n);
                            }
                            for (; row < end; row++) {
                                if (g1 - g0 == 2) pa.dotGroupPair(g0, act, row, os, (long) row * n + (long) g0 * PackedAffine.ROWS);
                                else pa.dotGroup(g0, act, row, os, (long) row * n + (long) g0 * PackedAffine.ROWS);
                            }
                        }
                    });
                    return out;
                }
                int bits = w.bits(), group = w.groupSize(), groups = k / group;
                boolean vec = Simd.WIDE && (bits == 4 || bits == 8) && group % 16 == 0;
                float[] xSums = new float[vec ? m * groups : 0];
                for (int row = 0; vec && row < m; row++) FloatDot.groupSums(xs, 4L * row * k, k, group, xSums, row * groups);
                pool.forRange(n, (lo, hi) -> {
                    for (int r = lo; r < hi; r++) {
                        for (int row = 0; row < m; row++) {
                            long xOff = 4L * row * k;
                            float v = !vec ? FloatDot.affineScalar(ws, w.scales(), w.biases(), w.scaleType(), r, k, group, bits, xs, xOff)
                                    : bits == 4 ? FloatDot.affine4Vector(ws, w.scales(), w.biases(), w.scaleType(), r, k, group, xs, xOff, xSums, row * groups)
                                    : FloatDot.affine8Vector(ws, w.scales(), w.biases(), w.scaleType(), r, k, group, xs, xOff, xSums, row * groups);
                            os.set(F32, 4L * ((long) row * n + r), v);
                        }
                    }
                });
            }
        }
        return out;
    }

    /** Quantizes x into {@link #q8} unless it holds x already (see {@link PreparedFor}). */
    private void quantizeActivations(JTensor x, int m, int k) {
        if (q8Holds.hold(x, 0)) return;
        q8.ensure(m, k);
        MemorySegment xs = x.seg;
        if (m > 1) pool.forRange(m, (lo, hi) -> q8.quantizeRows(xs, lo, hi));
        else q8.quantizeRows(xs, 0, 1);
    }
}
