package io.mlxcel.backend.java;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * Activations quantized to int8 in super-blocks of 256, as llama.cpp does before a K-quant matmul (Q8_K):
 * with {@code max} the value of largest magnitude (the first one on ties), iscale = -127 / max,
 * q = min(127, round-half-even(iscale * x)) stored as int8 (llama.cpp's nearest_int, see {@link #nearestInt}),
 * d = 1 / iscale (a float, not rounded to f16), and the sums of each 16 codes kept for the K-quants' min terms.
 */
final class Q8KActivations {
    static final int QK = 256;
    byte[] q = new byte[0];
    /**
     * The codes again as ints: a kernel broadcasting a code then reads it straight from memory (one broadcast load)
     * instead of loading a byte, sign-extending it and moving it into a vector register.
     */
    int[] qi = new int[0];
    float[] d = new float[0];
    /** Sum of the codes of each run of 16, 16 per super-block. */
    int[] bsums = new int[0];
    int rows;
    int cols;

    /** Row 0's codes, each repeated once per vector lane (see {@link #spreadRow0}); filled on demand. */
    int[] qiSpread = new int[0];
    private boolean spread;

    /**
     * Row 0's codes for the 16-bit decode kernels, filled on demand ({@link #telescopeRow0}), each a 16-bit value
     * repeated in both halves of an int, so that one broadcast gives every 16-bit lane its multiplier. A kernel reads
     * a 16-bit half holding several fields f0, f1, .. of w bits (low first) shifted right by k * w with no mask:
     * s_k = f_k + 2^w s_(k+1). Against a'(k) = a(k) - 2^w a(k - 1) (a'(0) = a(0)) the sum of s_k a'(k) is the sum of
     * f_k a(k), modulo 2^16 like every product in those lanes.
     * {@link PackedQ4K}: four nibbles a half, so runs of four codes and a factor of 16.
     */
    int[] qiTelescoped4 = new int[0];
    /** The same for {@link PackedQ6K}: two bytes a half, so runs of two codes and a factor of 256. */
    int[] qiTelescoped8 = new int[0];
    private boolean telescoped;

    /** Fills {@link #qiTelescoped4} and {@link #qiTelescoped8} from row 0's codes, once per quantization (on the calling thread, before the kernels run). */
    void telescopeRow0() {
        if (telescoped) return;
        int n = cols;
        if (qiTelescoped4.length < n) {
            qiTelescoped4 = new int[n];
            qiTelescoped8 = new int[n];
        }
        int x = 0;
        if (Simd.VECTOR) {
            // the first vector by scalars (its lane 0 has no predecessor to load), then whole vectors: each against
            // the same codes one lane earlier, the runs' first lanes kept as they are
            for (; x < L; x++) telescope(x);
            for (; x < n; x += L) {
                IntVector v = IntVector.fromArray(I, qi, x), before = IntVector.fromArray(I, qi, x - 1);
                IntVector t4 = v.sub(before.lanewise(VectorOperators.LSHL, 4)).blend(v, RUN_OF_4_STARTS);
                IntVector t8 = v.sub(before.lanewise(VectorOperators.LSHL, 8)).blend(v, RUN_OF_2_STARTS);
                t4.and(0xFFFF).or(t4.lanewise(VectorOperators.LSHL, 16)).intoArray(qiTelescoped4, x);
                t8.and(0xFFFF).or(t8.lanewise(VectorOperators.LSHL, 16)).intoArray(qiTelescoped8, x);
            }
        }
        for (; x < n; x++) telescope(x);
        telescoped = true;
    }

    /** {@link #telescopeRow0} for one code: the reference the vector loop follows. */
    private void telescope(int x) {
        int t4 = (x & 3) == 0 ? qi[x] : qi[x] - 16 * qi[x - 1];
        int t8 = (x & 1) == 0 ? qi[x] : qi[x] - 256 * qi[x - 1];
        qiTelescoped4[x] = (t4 & 0xFFFF) | t4 << 16;
        qiTelescoped8[x] = (t8 & 0xFFFF) | t8 << 16;
    }

    /** Fills {@link #qiSpread} from row 0's codes, once per quantization (on the calling thread, before the kernels run). */
    void spreadRow0() {
        if (spread) return;
        int n = cols, lanes = Simd.LANES;
        if (qiSpread.length < n * lanes) qiSpread = new int[n * lanes];
        for (int x = 0; x < n; x++) {
            IntVector.broadcast(Simd.I, qi[x]).intoArray(qiSpread, x * lanes);
        }
        spread = true;
    }

    void ensure(int rows, int cols) {
        spread = false;
        telescoped = false;
        this.rows = rows;
        this.cols = cols;
        int n = rows * cols;
        if (q.length < n) {
            int size = Math.max(n, Math.max(2 * q.length, 64 * cols));   // as Q8Activations.ensure grows
            q = new byte[size];
            qi = new int[size];
            d = new float[size / QK];
            bsums = new int[size / 16];
        }
    }

    /** Quantizes rows [from, to) of x (F32 [rows, cols], element offset 0). */
    void quantizeRows(MemorySegment x, int from, int to) {
        spread = false;
        telescoped = false;
        if (Simd.VECTOR) quantizeRowsVector(x, from, to);
        else quantizeRowsScalar(x, from, to);
    }

    /** The reference, one value at a time. */
    void quantizeRowsScalar(MemorySegment x, int from, int to) {
        int blocks = cols / QK;
        for (int r = from; r < to; r++) {
            for (int b = 0; b < blocks; b++) {
                long base = (long) r * cols + (long) b * QK;
                int bi = r * blocks + b, qo = (int) base;
                float max = 0, amax = 0;
                for (int j = 0; j < QK; j++) {
                    float v = x.getAtIndex(ValueLayout.JAVA_FLOAT, base + j);
                    if (Math.abs(v) > amax) {
                        amax = Math.abs(v);
                        max = v;
                    }
                }
                if (amax == 0) {
                    zeroBlock(bi, qo);
                    continue;
                }
                float iscale = -127f / max;
                for (int j = 0; j < QK; j++) {
                    byte v = (byte) Math.min(127, nearestInt(iscale * x.getAtIndex(ValueLayout.JAVA_FLOAT, base + j)));
                    q[qo + j] = v;
                    qi[qo + j] = v;
                }
                for (int g = 0; g < 16; g++) {
                    int s = 0;
                    for (int j = 0; j < 16; j++) s += q[qo + g * 16 + j];
                    bsums[bi * 16 + g] = s;
                }
                d[bi] = 1 / iscale;
            }
        }
    }

    /** A block with no nonzero value: d, codes and sums all zero. */
    private void zeroBlock(int bi, int qo) {
        d[bi] = 0;
        java.util.Arrays.fill(q, qo, qo + QK, (byte) 0);
        java.util.Arrays.fill(qi, qo, qo + QK, 0);
        java.util.Arrays.fill(bsums, bi * 16, bi * 16 + 16, 0);
    }

    /**
     * llama.cpp's nearest_int: the low mantissa bits of f + 1.5 * 2^23, which is rint(f) for |f| < 2^22. Beyond that
     * (iscale overflows to infinity when the block's largest magnitude is below about 4e-37) it is not rint, and the
     * block then stores the low byte of this value, as llama.cpp's int8 store does.
     */
    static int nearestInt(float f) {
        return (Float.floatToRawIntBits(f + RINT) & 0x007FFFFF) - 0x00400000;
    }

    private static final VectorSpecies<Float> F = Simd.F;
    private static final VectorSpecies<Integer> I = Simd.I;
    private static final int L = Simd.LANES;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    /** 1.5 * 2^23: added to a float below 2^22 in magnitude, it leaves rint of it in the low mantissa bits. */
    private static final float RINT = 0x1.8p23f;
    private static final IntVector MAX_CODE = IntVector.broadcast(I, 127);
    /** Lanes that start a run of four codes (or of two): a multiple of four (of two) lanes in, as every vector starts at one. */
    private static final VectorMask<Integer> RUN_OF_4_STARTS = VectorMask.fromLong(I, 0x1111111111111111L & ((1L << L) - 1)),
            RUN_OF_2_STARTS = VectorMask.fromLong(I, 0x5555555555555555L & ((1L << L) - 1));
    private static final IntVector MANTISSA = IntVector.broadcast(I, 0x007FFFFF), HALF_RANGE = IntVector.broadcast(I, 0x00400000);

    /**
     * {@link #quantizeRowsScalar} a vector of values at a time, bit for bit. The largest magnitude is order-free once NaN
     * is left out (the scalar comparison never picks it); its first occurrence gives the sign. Codes come from
     * {@link #nearestInt}'s bits in both paths. A decode step quantizes each K-quant matmul's input on one thread, so
     * this is on its critical path.
     */
    void quantizeRowsVector(MemorySegment x, int from, int to) {
        int blocks = cols / QK;
        for (int r = from; r < to; r++) {
            for (int b = 0; b < blocks; b++) {
                long base = (long) r * cols + (long) b * QK;
                int bi = r * blocks + b, qo = (int) base;
                FloatVector m = FloatVector.zero(F);
                for (int c = 0; c < QK; c += L) {
                    FloatVector a = FloatVector.fromMemorySegment(F, x, 4 * (base + c), LE).abs();
                    m = m.max(a.blend(0f, a.test(VectorOperators.IS_NAN)));
                }
                float amax = m.reduceLanes(VectorOperators.MAX);
                if (amax == 0) {
                    zeroBlock(bi, qo);
                    continue;
                }
                float max = amax;
                for (int c = 0; c < QK; c += L) {
                    FloatVector v = FloatVector.fromMemorySegment(F, x, 4 * (base + c), LE);
                    int at = v.abs().compare(VectorOperators.EQ, amax).firstTrue();
                    if (at < L) {
                        max = v.lane(at);
                        break;
                    }
                }
                float iscale = -127f / max;
                if (L == 16) {
                    codes16(x, base, iscale, qo);
                    groupSums16(qo, bi);
                } else {
                    for (int c = 0; c < QK; c += 16) {
                        int sum = 0;   // an integer sum: the same in any order
                        for (int h = c; h < c + 16; h += L) {
                            IntVector rounded = FloatVector.fromMemorySegment(F, x, 4 * (base + h), LE).mul(iscale).add(RINT)
                                    .reinterpretAsInts().and(MANTISSA).sub(HALF_RANGE).min(MAX_CODE);
                            // the int8 the block stores (the low byte: a code out of range only with an infinite iscale)
                            IntVector codes = rounded.lanewise(VectorOperators.LSHL, 24).lanewise(VectorOperators.ASHR, 24);
                            codes.intoArray(qi, qo + h);
                            sum += codes.reduceLanes(VectorOperators.ADD);
                        }
                        bsums[bi * 16 + c / 16] = sum;
                    }
                    // the int8 copy from the int codes (a 16-byte narrowing store has no 256-bit form)
                    for (int j = 0; j < QK; j++) q[qo + j] = (byte) qi[qo + j];
                }
                d[bi] = 1 / iscale;
            }
        }
    }

    private static final VectorSpecies<Byte> B128 = ByteVector.SPECIES_128;

    /**
     * A super-block's codes at 16 lanes, as the loop of {@link #quantizeRowsVector} forms them: each vector stored
     * as ints and, narrowed, as bytes. (No vector crosses a method boundary here: a method taking or returning one
     * may be compiled on its own, and its callers then box the vectors.)
     */
    private void codes16(MemorySegment x, long base, float iscale, int qo) {
        for (int c = 0; c < QK; c += 16) {
            IntVector rounded = FloatVector.fromMemorySegment(F, x, 4 * (base + c), LE).mul(iscale).add(RINT)
                    .reinterpretAsInts().and(MANTISSA).sub(HALF_RANGE).min(MAX_CODE);
            IntVector codes = rounded.lanewise(VectorOperators.LSHL, 24).lanewise(VectorOperators.ASHR, 24);
            codes.intoArray(qi, qo + c);
            ((ByteVector) codes.convertShape(VectorOperators.I2B, B128, 0)).intoArray(q, qo + c);
        }
    }

    /** Even lanes, then odd lanes, of two 16-lane vectors taken as one of 32 (indices 16..31 pick the second). */
    private static final IntVector EVEN16 = IntVector.fromArray(IntVector.SPECIES_512, evenOdd(0), 0),
            ODD16 = IntVector.fromArray(IntVector.SPECIES_512, evenOdd(1), 0);

    private static int[] evenOdd(int parity) {
        int[] idx = new int[16];
        for (int i = 0; i < 16; i++) idx[i] = 2 * i + parity;
        return idx;
    }

    /**
     * The sixteen sums of 16 codes of super-block bi (codes at qi[qo..]) in one vector: each level adds the even and
     * the odd lanes of two vectors, so a vector covering g groups becomes one covering 2g groups with half the
     * partial sums each; after four levels lane g holds group g's sum. Integer sums: the order does not matter.
     * Fifteen two-vector permute pairs instead of sixteen lane reductions, all in registers.
     */
    private void groupSums16(int qo, int bi) {
        int[] q = qi;
        // level 1: groups 2p and 2p + 1 in vector p, eight partial sums each
        IntVector a = IntVector.fromArray(I, q, qo), b = IntVector.fromArray(I, q, qo + 16);
        IntVector p0 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        a = IntVector.fromArray(I, q, qo + 32); b = IntVector.fromArray(I, q, qo + 48);
        IntVector p1 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        a = IntVector.fromArray(I, q, qo + 64); b = IntVector.fromArray(I, q, qo + 80);
        IntVector p2 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        a = IntVector.fromArray(I, q, qo + 96); b = IntVector.fromArray(I, q, qo + 112);
        IntVector p3 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        a = IntVector.fromArray(I, q, qo + 128); b = IntVector.fromArray(I, q, qo + 144);
        IntVector p4 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        a = IntVector.fromArray(I, q, qo + 160); b = IntVector.fromArray(I, q, qo + 176);
        IntVector p5 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        a = IntVector.fromArray(I, q, qo + 192); b = IntVector.fromArray(I, q, qo + 208);
        IntVector p6 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        a = IntVector.fromArray(I, q, qo + 224); b = IntVector.fromArray(I, q, qo + 240);
        IntVector p7 = EVEN16.selectFrom(a, b).add(ODD16.selectFrom(a, b));
        // levels 2 to 4: four groups a vector, then eight, then all sixteen in order
        IntVector q0 = EVEN16.selectFrom(p0, p1).add(ODD16.selectFrom(p0, p1)), q1 = EVEN16.selectFrom(p2, p3).add(ODD16.selectFrom(p2, p3));
        IntVector q2 = EVEN16.selectFrom(p4, p5).add(ODD16.selectFrom(p4, p5)), q3 = EVEN16.selectFrom(p6, p7).add(ODD16.selectFrom(p6, p7));
        IntVector r0 = EVEN16.selectFrom(q0, q1).add(ODD16.selectFrom(q0, q1)), r1 = EVEN16.selectFrom(q2, q3).add(ODD16.selectFrom(q2, q3));
        EVEN16.selectFrom(r0, r1).add(ODD16.selectFrom(r0, r1)).intoArray(bsums, 16 * bi);
    }

}
