package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * Dot products of one K-quant weight row (Q4_K, Q6_K) with one row of {@link Q8KActivations}, and their
 * dequantization. Integer sums are exact, so only where float rounding happens matters; each kernel follows one of
 * llama.cpp's x86 (AVX2) kernels, found by running them on the same data (adr/0002):
 * <ul>
 *   <li>{@link Order#VEC_DOT} (Q4_K, and every Q6_K): eight integer lanes per super-block, lane {@code (p % 32) / 4}
 *       for element p, each scaled into its own float accumulator with one fma per super-block
 *       ({@code d = a.d * w.d}), the eight reduced as in {@link QuantDot#hsum8}. Q4_K's min term uses four more lanes
 *       (lane m: sub-blocks 2m and 2m+1) scaled by {@code -a.d * w.dmin}, reduced as (m0 + m2) + (m1 + m3) and added
 *       last. Q6_K multiplies the unsigned 6-bit codes and takes the -32 off each lane as
 *       {@code 32 * (bsum[2i] * sc[2i] + bsum[2i+1] * sc[2i+1])}.</li>
 *   <li>{@link Order#REPACKED_GEMV} (Q4_K weights llama.cpp repacks, i.e. with a row count divisible by 8, for one
 *       token or the rows left over from groups of four): per super-block one integer total and one integer min
 *       total, each added with an fma ({@code w.d * a.d}, {@code w.dmin * a.d}); the result is their difference.</li>
 *   <li>{@link Order#REPACKED_GEMM} (the same weights, rows in groups of four): the same, but one fma per 64 values.</li>
 *   <li>Q6_K with eight or more rows in the step ({@link #q6kBatchScalar}): per super-block the integer total, scaled
 *       by the weight's d and then fma'd with the activation's d into one accumulator.</li>
 * </ul>
 * The scalar kernels are the reference; the Vector API kernels equal them bit for bit.
 */
final class KQuantDot {
    static final int Q4K_BYTES = 144, Q6K_BYTES = 210;
    private static final VectorSpecies<Byte> B128 = ByteVector.SPECIES_128;
    private static final VectorSpecies<Integer> I512 = IntVector.SPECIES_512;
    private static final VectorSpecies<Float> F512 = FloatVector.SPECIES_512;
    private static final ValueLayout.OfShort F16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    private KQuantDot() {
    }

    /**
     * Whether a K-quant weight of this type can be repacked for the {@code rows}-row kernels: the vector path is on,
     * it is 2-D with rows in whole groups and columns in whole super-blocks, and every super-block's f16 scales (at
     * the given byte offsets) are finite, because the kernels' f16 conversion is exact for finite values only.
     */
    static boolean fits(HostWeight w, WeightType type, int rows) {
        return Simd.VECTOR && !Boolean.getBoolean("mlxcel.java.unpacked") && w.type() == type && w.shape().length == 2
                && w.rows() % rows == 0 && w.cols() % 256 == 0;
    }

    /** Whether every super-block's f16 scales at these byte offsets are finite (the packed kernels' conversion is exact only for those). */
    static boolean finiteScales(HostWeight w, int... f16Offsets) {
        return Fp16.allFinite(w.data(), (long) w.rows() * (w.cols() / 256), w.type().ggufBlockBytes(), f16Offsets);
    }

    /** {@link #scaleMin(MemorySegment, long, int, int)} on a super-block copied into an array (the packers' staging). */
    static int scaleMin(byte[] w, int off, int j, int which) {
        if (j < 4) return w[off + j + 4 * which] & 63;
        return which == 0 ? (w[off + j + 4] & 0xF) | ((w[off + j - 4] & 0xFF) >>> 6) << 4
                : (w[off + j + 4] & 0xFF) >>> 4 | ((w[off + j] & 0xFF) >>> 6) << 4;
    }

    private static int u8(MemorySegment w, long off) {
        return w.get(ValueLayout.JAVA_BYTE, off) & 0xFF;
    }

    /** Q4_K's 6-bit scale (which = 0) or min (which = 1) of sub-block j (0..7), from the 12 packed bytes at off. */
    static int scaleMin(MemorySegment w, long off, int j, int which) {
        if (j < 4) return u8(w, off + j + 4L * which) & 63;
        return which == 0 ? (u8(w, off + j + 4) & 0xF) | ((u8(w, off + j - 4) >>> 6) << 4)
                : (u8(w, off + j + 4) >>> 4) | ((u8(w, off + j) >>> 6) << 4);
    }

    /** Q4_K code of element p (0..255) of the super-block at off. */
    static int q4k(MemorySegment w, long off, int p) {
        int chunk = p / 64, l = p % 64;
        int b = u8(w, off + 16 + chunk * 32L + (l & 31));
        return l < 32 ? b & 0xF : b >>> 4;
    }

    /** Q6_K code (0..63, before the -32) of element p (0..255) of the super-block at off. */
    static int q6k(MemorySegment w, long off, int p) {
        int half = p / 128, e = p % 128, quarter = e / 32, l = e % 32;
        int ql = u8(w, off + half * 64L + (quarter & 1) * 32L + l);
        int qh = u8(w, off + 128 + half * 32L + l);
        int low = quarter < 2 ? ql & 0xF : ql >>> 4;
        return low | (((qh >>> (2 * quarter)) & 3) << 4);
    }

    /** Q6_K's int8 scale of element p. */
    static int q6kScale(MemorySegment w, long off, int p) {
        return w.get(ValueLayout.JAVA_BYTE, off + 192 + p / 16);
    }

    static void dequantQ4K(MemorySegment w, long off, float[] out, int at) {
        float d = Fp16.toFloat(w.get(F16, off)), dmin = Fp16.toFloat(w.get(F16, off + 2));
        for (int p = 0; p < 256; p++) {
            int j = p / 32;
            out[at + p] = d * scaleMin(w, off + 4, j, 0) * q4k(w, off, p) - dmin * scaleMin(w, off + 4, j, 1);
        }
    }

    static void dequantQ6K(MemorySegment w, long off, float[] out, int at) {
        float d = Fp16.toFloat(w.get(F16, off + 208));
        for (int p = 0; p < 256; p++) out[at + p] = d * q6kScale(w, off, p) * (q6k(w, off, p) - 32);
    }

    // ---------------- scalar references ----------------

    static float q4kScalar(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks) {
        float[] acc = new float[8], accMin = new float[4];
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * Q4K_BYTES;
            int bi = row * blocks + b, qo = bi * 256;
            float d = a.d[bi] * Fp16.toFloat(w.get(F16, off));
            float dmin = -a.d[bi] * Fp16.toFloat(w.get(F16, off + 2));
            int[] lane = new int[8];
            for (int p = 0; p < 256; p++) lane[(p % 32) / 4] += scaleMin(w, off + 4, p / 32, 0) * q4k(w, off, p) * a.q[qo + p];
            for (int i = 0; i < 8; i++) acc[i] = Math.fma(d, (float) lane[i], acc[i]);
            for (int m = 0; m < 4; m++) {
                int s0 = 0, s1 = 0;
                for (int g = 0; g < 2; g++) {
                    s0 += a.bsums[bi * 16 + 4 * m + g];
                    s1 += a.bsums[bi * 16 + 4 * m + 2 + g];
                }
                int prod = scaleMin(w, off + 4, 2 * m, 1) * s0 + scaleMin(w, off + 4, 2 * m + 1, 1) * s1;
                accMin[m] = Math.fma(dmin, (float) prod, accMin[m]);
            }
        }
        return QuantDot.hsum8(acc[0], acc[1], acc[2], acc[3], acc[4], acc[5], acc[6], acc[7])
                + ((accMin[0] + accMin[2]) + (accMin[1] + accMin[3]));
    }

    static float q6kScalar(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks) {
        float[] acc = new float[8];
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * Q6K_BYTES;
            int bi = row * blocks + b, qo = bi * 256;
            float d = a.d[bi] * Fp16.toFloat(w.get(F16, off + 208));
            int[] lane = new int[8];
            for (int p = 0; p < 256; p++) lane[(p % 32) / 4] += q6kScale(w, off, p) * q6k(w, off, p) * a.q[qo + p];
            for (int i = 0; i < 8; i++) {
                lane[i] -= q6kOffset(w, off, a, bi, i);
                acc[i] = Math.fma(d, (float) lane[i], acc[i]);
            }
        }
        return QuantDot.hsum8(acc[0], acc[1], acc[2], acc[3], acc[4], acc[5], acc[6], acc[7]);
    }

    /** The -32 of Q6_K's codes, taken off lane i: 32 * (bsum[2i] * scale[2i] + bsum[2i+1] * scale[2i+1]). */
    private static int q6kOffset(MemorySegment w, long off, Q8KActivations a, int bi, int i) {
        return 32 * (a.bsums[bi * 16 + 2 * i] * w.get(ValueLayout.JAVA_BYTE, off + 192 + 2 * i)
                + a.bsums[bi * 16 + 2 * i + 1] * w.get(ValueLayout.JAVA_BYTE, off + 193 + 2 * i));
    }

    /** Q6_K as llama.cpp computes it for steps of eight or more rows: {@code acc = fma(total * w.d, a.d, acc)}. */
    static float q6kBatchScalar(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks) {
        float acc = 0;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * Q6K_BYTES;
            int bi = row * blocks + b, qo = bi * 256, total = 0;
            for (int p = 0; p < 256; p++) total += q6kScale(w, off, p) * (q6k(w, off, p) - 32) * a.q[qo + p];
            acc = Math.fma((float) total * Fp16.toFloat(w.get(F16, off + 208)), a.d[bi], acc);
        }
        return acc;
    }

    /** Which of llama.cpp's Q4_K kernels a row's arithmetic follows (see the class comment). */
    enum Order { VEC_DOT, REPACKED_GEMV, REPACKED_GEMM }

    /** Q4_K as llama.cpp's repacked kernels compute it: integer totals per {@code span} values, fma per span. */
    static float q4kRepackedScalar(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks, Order order) {
        return q4kRepacked(w, rowOff, a, row, blocks, order, false);
    }

    static float q4kRepackedVector(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks, Order order) {
        return q4kRepacked(w, rowOff, a, row, blocks, order, true);
    }

    private static float q4kRepacked(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks, Order order, boolean vector) {
        int span = order == Order.REPACKED_GEMM ? 64 : 256;
        float acc = 0, accMin = 0;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * Q4K_BYTES;
            int bi = row * blocks + b, qo = bi * 256;
            float d = Fp16.toFloat(w.get(F16, off)) * a.d[bi];
            float dmin = Fp16.toFloat(w.get(F16, off + 2)) * a.d[bi];
            for (int s0 = 0; s0 < 256; s0 += span) {
                int mins = 0;
                for (int j = s0 / 32; j < (s0 + span) / 32; j++) {
                    mins += scaleMin(w, off + 4, j, 1) * (a.bsums[bi * 16 + 2 * j] + a.bsums[bi * 16 + 2 * j + 1]);
                }
                int sum = vector ? q4kSpan(w, off, a, qo, s0, span) : q4kSpanScalar(w, off, a, qo, s0, span);
                acc = Math.fma((float) sum, d, acc);
                accMin = Math.fma((float) mins, dmin, accMin);
            }
        }
        return acc - accMin;
    }

    /** The integer total of scale * q * a over values [s0, s0 + span) of a Q4_K super-block, one value at a time. */
    private static int q4kSpanScalar(MemorySegment w, long off, Q8KActivations a, int qo, int s0, int span) {
        int sum = 0;
        for (int p = s0; p < s0 + span; p++) sum += scaleMin(w, off + 4, p / 32, 0) * q4k(w, off, p) * a.q[qo + p];
        return sum;
    }

    // ---------------- Vector API paths ----------------

    private static IntVector act(Q8KActivations a, int at) {
        return (IntVector) ByteVector.fromArray(B128, a.q, at).convertShape(VectorOperators.B2I, I512, 0);
    }

    private static IntVector bytes(MemorySegment w, long off) {
        return (IntVector) ByteVector.fromMemorySegment(B128, w, off, LE).convertShape(VectorOperators.B2I, I512, 0);
    }

    static float q4kVector(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks) {
        FloatVector lo = FloatVector.zero(F512), hi = FloatVector.zero(F512);
        float[] accMin = new float[4];
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * Q4K_BYTES;
            int bi = row * blocks + b, qo = bi * 256;
            float d = a.d[bi] * Fp16.toFloat(w.get(F16, off));
            float dmin = -a.d[bi] * Fp16.toFloat(w.get(F16, off + 2));
            // elements with p % 32 < 16 accumulate in sLo, the others in sHi
            IntVector sLo = IntVector.zero(I512), sHi = IntVector.zero(I512);
            for (int c = 0; c < 4; c++) {
                int scLow = scaleMin(w, off + 4, 2 * c, 0), scHigh = scaleMin(w, off + 4, 2 * c + 1, 0);
                for (int half = 0; half < 2; half++) {
                    IntVector packed = bytes(w, off + 16 + c * 32L + half * 16L).and(0xFF);
                    IntVector ql = packed.and(0xF), qh = packed.lanewise(VectorOperators.LSHR, 4);
                    IntVector pl = ql.mul(act(a, qo + c * 64 + half * 16)).mul(scLow);
                    IntVector ph = qh.mul(act(a, qo + c * 64 + 32 + half * 16)).mul(scHigh);
                    if (half == 0) sLo = sLo.add(pl).add(ph);
                    else sHi = sHi.add(pl).add(ph);
                }
            }
            FloatVector vd = FloatVector.broadcast(F512, d);
            lo = ((FloatVector) QuantDot.groupSums(sLo).convert(VectorOperators.I2F, 0)).fma(vd, lo);
            hi = ((FloatVector) QuantDot.groupSums(sHi).convert(VectorOperators.I2F, 0)).fma(vd, hi);
            for (int m = 0; m < 4; m++) {
                int base = bi * 16 + 4 * m;
                int prod = scaleMin(w, off + 4, 2 * m, 1) * (a.bsums[base] + a.bsums[base + 1])
                        + scaleMin(w, off + 4, 2 * m + 1, 1) * (a.bsums[base + 2] + a.bsums[base + 3]);
                accMin[m] = Math.fma(dmin, (float) prod, accMin[m]);
            }
        }
        return QuantDot.hsumGroups(lo, hi) + ((accMin[0] + accMin[2]) + (accMin[1] + accMin[3]));
    }

    /**
     * Integer sums of scale * q * a (unsigned 6-bit q) of one Q6_K super-block over the elements with
     * {@code p % 32} in [16 * part, 16 * part + 16), one lane per {@code p % 16}. Returned one part at a time (no
     * array of vectors, which would make the JIT box them).
     */
    private static IntVector q6kPart(MemorySegment w, long off, Q8KActivations a, int qo, int part) {
        IntVector s = IntVector.zero(I512);
        long l0 = part * 16L;
        for (int half = 0; half < 2; half++) {
            IntVector qlA = bytes(w, off + half * 64L + l0).and(0xFF);       // ql[l]
            IntVector qlB = bytes(w, off + half * 64L + 32 + l0).and(0xFF);  // ql[l + 32]
            IntVector qh = bytes(w, off + 128 + half * 32L + l0).and(0xFF);
            int e0 = half * 128 + (int) l0;
            for (int quarter = 0; quarter < 4; quarter++) {
                IntVector src = (quarter & 1) == 0 ? qlA : qlB;
                IntVector low = quarter < 2 ? src.and(0xF) : src.lanewise(VectorOperators.LSHR, 4);
                IntVector q = low.or(qh.lanewise(VectorOperators.LSHR, 2 * quarter).and(3).lanewise(VectorOperators.LSHL, 4));
                int e = e0 + quarter * 32;
                s = s.add(q.mul(act(a, qo + e)).mul(w.get(ValueLayout.JAVA_BYTE, off + 192 + e / 16)));
            }
        }
        return s;
    }

    static float q6kVector(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks) {
        FloatVector lo = FloatVector.zero(F512), hi = FloatVector.zero(F512);
        int[] offsets = new int[16];
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * Q6K_BYTES;
            int bi = row * blocks + b, qo = bi * 256;
            float d = a.d[bi] * Fp16.toFloat(w.get(F16, off + 208));
            // lanes 0, 4, 8, 12 of the group sums are integer lanes 0..3 (lo) and 4..7 (hi)
            for (int i = 0; i < 4; i++) offsets[4 * i] = q6kOffset(w, off, a, bi, i);
            IntVector offLo = IntVector.fromArray(I512, offsets, 0);
            for (int i = 0; i < 4; i++) offsets[4 * i] = q6kOffset(w, off, a, bi, 4 + i);
            IntVector offHi = IntVector.fromArray(I512, offsets, 0);
            FloatVector vd = FloatVector.broadcast(F512, d);
            lo = ((FloatVector) QuantDot.groupSums(q6kPart(w, off, a, qo, 0)).sub(offLo).convert(VectorOperators.I2F, 0)).fma(vd, lo);
            hi = ((FloatVector) QuantDot.groupSums(q6kPart(w, off, a, qo, 1)).sub(offHi).convert(VectorOperators.I2F, 0)).fma(vd, hi);
        }
        return QuantDot.hsumGroups(lo, hi);
    }

    static float q6kBatchVector(MemorySegment w, long rowOff, Q8KActivations a, int row, int blocks) {
        float acc = 0;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * Q6K_BYTES;
            int bi = row * blocks + b, qo = bi * 256;
            int offset = 0;
            for (int i = 0; i < 8; i++) offset += q6kOffset(w, off, a, bi, i);
            int total = q6kPart(w, off, a, qo, 0).add(q6kPart(w, off, a, qo, 1)).reduceLanes(VectorOperators.ADD) - offset;   // exact: integers
            acc = Math.fma((float) total * Fp16.toFloat(w.get(F16, off + 208)), a.d[bi], acc);
        }
        return acc;
    }

    /** The integer total of scale * q * a over values [s0, s0 + span) of a Q4_K super-block, 16 values at a time. */
    private static int q4kSpan(MemorySegment w, long off, Q8KActivations a, int qo, int s0, int span) {
        IntVector sum = IntVector.zero(I512);
        for (int p = s0; p < s0 + span; p += 16) {
            int chunk = p / 64, l = p % 64;
            IntVector packed = bytes(w, off + 16 + chunk * 32L + (l & 31)).and(0xFF);
            IntVector q = l < 32 ? packed.and(0xF) : packed.lanewise(VectorOperators.LSHR, 4);
            sum = sum.add(q.mul(act(a, qo + p)).mul(scaleMin(w, off + 4, p / 32, 0)));
        }
        return sum.reduceLanes(VectorOperators.ADD);   // exact: integers
    }
}
