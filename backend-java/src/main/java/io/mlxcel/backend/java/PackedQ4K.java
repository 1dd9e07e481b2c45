package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * A GGUF Q4_K matrix repacked at load for 2 x Simd.LANES rows at once (32 at 512 bits, 16 at 256), computing llama.cpp's repacked-kernel order
 * exactly ({@link KQuantDot#q4kRepackedScalar}): per span of values one integer total of scale * q * code and one
 * integer min total, each added with an fma. Decode takes the GEMV order (one span per super-block), prefill rows in
 * groups of four the GEMM order (spans of 64).
 *
 * <p>The integer sums run as two 16-bit sums in each 32-bit lane (SIMD within a register): lane j holds row j's
 * nibble in its low half and row j + LANES's in its high half, so one 32-bit multiply by the activation code gives both
 * rows' products ({@code (q_lo + 65536 q_hi) * a}). Sixteen products of a 4-bit code and an int8 code stay below 2^15
 * in magnitude, so after every sixteen values the low half is taken off exactly (sign-extended) and the high half is
 * what remains, shifted down. That is 19 vector operations per 128 multiply-adds against 32 for the float
 * formulation (mask, convert, broadcast, fma per value and sixteen rows), and measured about twice as fast.
 *
 * <p>Decode has a second form of the same sums ({@link #dotGroupTelescoped}): the word read as 16-bit lanes, each
 * half's nibbles taken by shifts alone (no mask) against telescoped codes, one 16-bit multiply per nibble. Same integer
 * totals, fewer operations per multiply-add.
 *
 * <p>Layout per row group and super-block, 148 bytes a row (4736 for 32 rows), every entry one lane per row: d (f16), dmin (f16), the
 * eight 6-bit scales (bytes), the eight mins (bytes), then 64 words: word t holds values 4t..4t+3, value 4t+m of row
 * j at bits 4m..4m+3 of lane j and of row j + LANES at bits 16+4m.. of lane j. A row group is one forward stream.
 *
 * <p>The kernels spell out every conversion ({@link Fp16#halfVector}'s f16 one included) instead of calling helpers:
 * in bodies this large C2 leaves such a helper out of line and boxes the vectors it returns.
 *
 * <p>The prefill kernel first copies the activation codes it broadcasts, a super-block at a time, into an array it
 * allocates itself. C2 knows that array's length, so the constant-offset reads need no range check and each broadcast
 * is one load ({@code vpbroadcastd zmm, [mem]}). Read from {@code a.qi} at offsets C2 cannot bound, the reads stay
 * pinned to merged range checks and most broadcasts become a scalar load plus a move from a general register, which
 * competes with the arithmetic for the vector ports (JMH 2048x2048 Q4_K, 64-token prefill, one thread: 7.3-7.6 ms
 * with the pinned reads, 5.8-6.6 ms with the copy). Decode showed no gain from the same copy, so it reads a.qi.
 */
final class PackedQ4K {
    private static final VectorSpecies<Integer> I = Simd.I;
    private static final VectorSpecies<Float> F = Simd.F;
    private static final VectorSpecies<Byte> B = Simd.B_QUARTER;
    private static final VectorSpecies<Short> S = Simd.S_HALF;
    private static final VectorSpecies<Short> S_FULL = Simd.S_FULL;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    static final int ROWS = 2 * Simd.LANES;
    /** Vector lanes: rows j and j + L share lane j. */
    private static final int L = Simd.LANES;
    private static final long STRIDE = 148 * ROWS, DMIN = 2 * ROWS, SCALES = 4 * ROWS, MINS = 12 * ROWS, WORDS = 20 * ROWS;
    /** Two 4-bit fields a lane, one per row half. */
    private static final int PAIR = 0x000F000F;
    /** Scratch floats: the eight sub-blocks' scales as ints, then (four-row kernel) four floats vectors per row. */
    static final int SCRATCH = 16 * 16 + 16 * 16 + 8 * 16;
    private static final int SCALES_AT = 0, ACC_AT = 256, SPAN_AT = 512;

    final int rows, cols, blocks;
    final MemorySegment data;

    private PackedQ4K(int rows, int cols, MemorySegment data) {
        this.rows = rows;
        this.cols = cols;
        this.blocks = cols / 256;
        this.data = data;
    }

    static boolean supports(HostWeight w) {
        return fits(w) && finiteScales(w);
    }

    /** Type and shape: what {@link #pack} needs before it looks at the scales. */
    static boolean fits(HostWeight w) {
        return KQuantDot.fits(w, WeightType.Q4_K, ROWS);
    }

    static boolean finiteScales(HostWeight w) {
        return KQuantDot.finiteScales(w, 0, 2);   // d and dmin
    }

    /**
     * Repacks w, its row groups split across the pool's threads (the load of a large model is mostly this), or reads
     * it from the {@link PackCache}. Null when w's scales are not {@link #finiteScales finite}.
     */
    static PackedQ4K pack(HostWeight w, PageMemory memory, WorkerPool pool) {
        MemorySegment src = w.data();
        return PackCache.shared().packed(w, PackedQ4K.class, (long) (w.rows() / ROWS) * (w.cols() / 256) * STRIDE, memory, pool,
                PackedQ4K::finiteScales, data -> new PackedQ4K(w.rows(), w.cols(), data), p -> pool.forRange(w.rows() / ROWS, (from, to) -> p.fill(src, from, to)));
    }

    /**
     * Repacks row groups fromGroup .. toGroup - 1. A row group's super-blocks are contiguous in the file, so each is
     * copied into an array in bulk and rearranged there, and each packed super-block goes out in two bulk copies: at
     * load this code runs interpreted or in C1 code at first, where array accesses cost a fraction of memory-segment
     * accesses.
     */
    private void fill(MemorySegment src, int fromGroup, int toGroup) {
        int ints = KQuantDot.Q4K_BYTES / 4;   // a super-block is 36 whole little-endian ints
        int[] in = new int[ROWS * blocks * ints];
        byte[] head = new byte[(int) WORDS];   // d, dmin, scales and mins of one packed super-block
        byte[] packedScales = new byte[12];
        int[] halves = new int[ROWS * 64];   // row r, word t: the four nibbles of values 4t..4t+3 in 16 bits
        int[] words = new int[64 * L];
        for (int g = fromGroup; g < toGroup; g++) {
            MemorySegment.copy(src, ValueLayout.JAVA_INT_UNALIGNED, (long) g * ROWS * blocks * KQuantDot.Q4K_BYTES, in, 0, in.length);
            for (int b = 0; b < blocks; b++) {
                for (int r = 0; r < ROWS; r++) {
                    int s = (r * blocks + b) * ints;
                    int dAndMin = in[s];   // d in the low half, dmin in the high half
                    head[2 * r] = (byte) dAndMin;
                    head[2 * r + 1] = (byte) (dAndMin >>> 8);
                    head[(int) DMIN + 2 * r] = (byte) (dAndMin >>> 16);
                    head[(int) DMIN + 2 * r + 1] = (byte) (dAndMin >>> 24);
                    for (int k = 0; k < 12; k++) packedScales[k] = (byte) (in[s + 1 + k / 4] >>> 8 * (k % 4));
                    for (int j = 0; j < 8; j++) {
                        head[(int) SCALES + ROWS * j + r] = (byte) KQuantDot.scaleMin(packedScales, 0, j, 0);
                        head[(int) MINS + ROWS * j + r] = (byte) KQuantDot.scaleMin(packedScales, 0, j, 1);
                    }
                    // value p sits at byte 32 * (p / 64) + p % 32 of the nibble array, in the low nibble when
                    // p % 64 < 32: the four values of word t are four consecutive bytes, all low or all high nibbles
                    for (int t = 0; t < 64; t++) {
                        int x = in[s + 4 + 8 * (t / 16) + t % 8];
                        int n = (t % 16 < 8 ? x : x >>> 4) & 0x0F0F0F0F;   // nibble m at bit 8m
                        int y = n | n >>> 4;                                 // nibbles 0, 1 in byte 0; 2, 3 in byte 2
                        halves[64 * r + t] = (y & 0xFF) | (y >>> 8 & 0xFF00);
                    }
                }
                for (int t = 0; t < 64; t++) {
                    for (int lane = 0; lane < L; lane++) words[L * t + lane] = halves[64 * lane + t] | halves[64 * (lane + L) + t] << 16;
                }
                long o = ((long) g * blocks + b) * STRIDE;
                MemorySegment.copy(head, 0, data, ValueLayout.JAVA_BYTE, o, head.length);
                MemorySegment.copy(words, 0, data, ValueLayout.JAVA_INT, o + WORDS, words.length);
            }
        }
    }

    /**
     * The {@link #ROWS} outputs of row group {@code g} for activation row {@code row} in the GEMV order (one integer total and
     * one min total per super-block), into out[outOff + 0 .. ROWS - 1]. The super-block's scales go to tmp first, so that it
     * is read front to back (a decode step streams its weights, and a jump back ends the prefetcher's stream).
     */
    void dotGroup(int g, Q8KActivations a, int row, MemorySegment out, long outOff, float[] tmp) {
        dotGroup(g, a, row, out, outOff, tmp, false);
    }

    /**
     * {@link #dotGroup} for activation row 0 from its spread codes ({@link Q8KActivations#spreadRow0}, filled before
     * the call): each integer multiply takes a vector load where {@link #dotGroup} broadcasts a code. The same integer
     * sums, so the same bits.
     */
    void dotGroupSpread(int g, Q8KActivations a, MemorySegment out, long outOff, float[] tmp) {
        dotGroup(g, a, 0, out, outOff, tmp, true);
    }

    /** Both single-row kernels: {@code spread} is the same for a whole call, so C2 unswitches the inner loop on it. */
    private void dotGroup(int g, Q8KActivations a, int row, MemorySegment out, long outOff, float[] tmp, boolean spread) {
        long base = (long) g * blocks * STRIDE;
        int[] q = spread ? a.qiSpread : a.qi;
        int[] bsums = a.bsums;
        FloatVector zero = FloatVector.zero(F), accLo = zero, accHi = zero, minLo = zero, minHi = zero;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = row * blocks + b, x0 = 256 * bi;
            float ad = a.d[bi];
            FloatVector dLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector dHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector mLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector mHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            for (int j = 0; j < 16; j++) {
                ((IntVector) ByteVector.fromMemorySegment(B, data, o + SCALES + (long) L * j, LE).convertShape(VectorOperators.B2I, I, 0))
                        .reinterpretAsFloats().intoArray(tmp, SCALES_AT + L * j);
            }
            // the min total in float, exact: at most 8 * 63 * 32 * 127
            FloatVector mnLo = zero, mnHi = zero;
            for (int j = 0; j < 8; j++) {
                float pair = bsums[16 * bi + 2 * j] + bsums[16 * bi + 2 * j + 1];
                mnLo = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + (long) ROWS * j, LE).convertShape(VectorOperators.B2F, F, 0)).fma(FloatVector.broadcast(F, pair), mnLo);
                mnHi = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + (long) ROWS * j + L, LE).convertShape(VectorOperators.B2F, F, 0)).fma(FloatVector.broadcast(F, pair), mnHi);
            }
            IntVector totLo = IntVector.zero(I), totHi = totLo;
            for (int h = 0; h < 16; h++) {
                // sixteen values (half a sub-block): both halves of every lane stay below 2^15
                IntVector acc = IntVector.zero(I);
                for (int u = 0; u < 4; u++) {
                    int t = 4 * h + u, x = x0 + 4 * t;
                    IntVector v = IntVector.fromMemorySegment(I, data, o + WORDS + 4L * L * t, LE);
                    if (spread) {
                        acc = acc.add(v.and(PAIR).mul(IntVector.fromArray(I, q, L * x)))
                                .add(v.lanewise(VectorOperators.LSHR, 4).and(PAIR).mul(IntVector.fromArray(I, q, L * x + L)))
                                .add(v.lanewise(VectorOperators.LSHR, 8).and(PAIR).mul(IntVector.fromArray(I, q, L * x + 2 * L)))
                                .add(v.lanewise(VectorOperators.LSHR, 12).and(PAIR).mul(IntVector.fromArray(I, q, L * x + 3 * L)));
                    } else {
                        acc = acc.add(v.and(PAIR).mul(IntVector.broadcast(I, q[x])))
                                .add(v.lanewise(VectorOperators.LSHR, 4).and(PAIR).mul(IntVector.broadcast(I, q[x + 1])))
                                .add(v.lanewise(VectorOperators.LSHR, 8).and(PAIR).mul(IntVector.broadcast(I, q[x + 2])))
                                .add(v.lanewise(VectorOperators.LSHR, 12).and(PAIR).mul(IntVector.broadcast(I, q[x + 3])));
                    }
                }
                IntVector lo = acc.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                IntVector hi = acc.sub(lo).lanewise(VectorOperators.ASHR, 16);
                int sj = SCALES_AT + ROWS * (h / 2);
                totLo = totLo.add(lo.mul(FloatVector.fromArray(F, tmp, sj).reinterpretAsInts()));
                totHi = totHi.add(hi.mul(FloatVector.fromArray(F, tmp, sj + L).reinterpretAsInts()));
            }
            accLo = ((FloatVector) totLo.convert(VectorOperators.I2F, 0)).fma(dLo, accLo);
            accHi = ((FloatVector) totHi.convert(VectorOperators.I2F, 0)).fma(dHi, accHi);
            minLo = mnLo.fma(mLo, minLo);
            minHi = mnHi.fma(mHi, minHi);
        }
        accLo.sub(minLo).intoMemorySegment(out, outOff * 4, LE);
        accHi.sub(minHi).intoMemorySegment(out, (outOff + L) * 4, LE);
    }

    /**
     * {@link #dotGroup} for activation row 0 in 16-bit lanes from {@link Q8KActivations#qiTelescoped4} (filled before the
     * call). Each 16-bit half of a word holds four nibbles n0..n3; with s_k = half >>> 4k (no mask) and the telescoped
     * codes a'_k, the sum of s_k a'_k over k equals the sum of n_k a_k, since s_k - 16 s_(k+1) = n_k. Products wrap
     * modulo 2^16, but the sum of sixteen values is at most 16 * 15 * 128 in magnitude, so its 16 bits are exact: the
     * same integer totals as {@link #dotGroup}, so the same bits, with no mask and a 16-bit multiply per nibble.
     */
    void dotGroupTelescoped(int g, Q8KActivations a, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * STRIDE;
        int[] q = a.qiTelescoped4;
        int[] bsums = a.bsums;
        FloatVector zero = FloatVector.zero(F), accLo = zero, accHi = zero, minLo = zero, minHi = zero;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = b, x0 = 256 * b;
            float ad = a.d[bi];
            FloatVector dLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector dHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector mLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector mHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            for (int j = 0; j < 16; j++) {
                ((IntVector) ByteVector.fromMemorySegment(B, data, o + SCALES + (long) L * j, LE).convertShape(VectorOperators.B2I, I, 0))
                        .reinterpretAsFloats().intoArray(tmp, SCALES_AT + L * j);
            }
            // the min total in float, exact: at most 8 * 63 * 32 * 127
            FloatVector mnLo = zero, mnHi = zero;
            for (int j = 0; j < 8; j++) {
                float pair = bsums[16 * bi + 2 * j] + bsums[16 * bi + 2 * j + 1];
                mnLo = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + (long) ROWS * j, LE).convertShape(VectorOperators.B2F, F, 0)).fma(FloatVector.broadcast(F, pair), mnLo);
                mnHi = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + (long) ROWS * j + L, LE).convertShape(VectorOperators.B2F, F, 0)).fma(FloatVector.broadcast(F, pair), mnHi);
            }
            IntVector totLo = IntVector.zero(I), totHi = totLo;
            for (int h = 0; h < 16; h++) {
                // sixteen values (half a sub-block): both halves of every lane stay below 2^15
                ShortVector acc = ShortVector.zero(S_FULL);
                for (int u = 0; u < 4; u++) {
                    int t = 4 * h + u, x = x0 + 4 * t;
                    ShortVector v = ShortVector.fromMemorySegment(S_FULL, data, o + WORDS + 4L * L * t, LE);
                    acc = acc.add(v.mul(IntVector.broadcast(I, q[x]).reinterpretAsShorts()))
                            .add(v.lanewise(VectorOperators.LSHR, 4).mul(IntVector.broadcast(I, q[x + 1]).reinterpretAsShorts()))
                            .add(v.lanewise(VectorOperators.LSHR, 8).mul(IntVector.broadcast(I, q[x + 2]).reinterpretAsShorts()))
                            .add(v.lanewise(VectorOperators.LSHR, 12).mul(IntVector.broadcast(I, q[x + 3]).reinterpretAsShorts()));
                }
                // the halves are independent 16-bit sums: the low one sign-extended, the high one shifted down
                IntVector ai = acc.reinterpretAsInts();
                IntVector lo = ai.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                IntVector hi = ai.lanewise(VectorOperators.ASHR, 16);
                int sj = SCALES_AT + ROWS * (h / 2);
                totLo = totLo.add(lo.mul(FloatVector.fromArray(F, tmp, sj).reinterpretAsInts()));
                totHi = totHi.add(hi.mul(FloatVector.fromArray(F, tmp, sj + L).reinterpretAsInts()));
            }
            accLo = ((FloatVector) totLo.convert(VectorOperators.I2F, 0)).fma(dLo, accLo);
            accHi = ((FloatVector) totHi.convert(VectorOperators.I2F, 0)).fma(dHi, accHi);
            minLo = mnLo.fma(mLo, minLo);
            minHi = mnHi.fma(mHi, minHi);
        }
        accLo.sub(minLo).intoMemorySegment(out, outOff * 4, LE);
        accHi.sub(minHi).intoMemorySegment(out, (outOff + L) * 4, LE);
    }

    /**
     * Activation rows rowFrom .. rowTo - 1 (a multiple of four of them) in the GEMM order (an fma per span of 64), four
     * at a time, each field extracted once for the four. Row r's outputs go to out[r * outStride + col + 0 .. ROWS - 1]. The
     * float accumulators live in tmp.
     */
    void dotGroupX4(int g, Q8KActivations a, int rowFrom, int rowTo, MemorySegment out, long col, long outStride, float[] tmp) {
        long base = (long) g * blocks * STRIDE;
        int[] q = a.qi;
        int[] bsums = a.bsums;
        int xr = 256 * blocks;
        int[] qb = new int[4 * 256];   // the four rows' codes of the current super-block (see the class comment)
        for (int row = rowFrom; row + 3 < rowTo; row += 4) {
            long outOff = row * outStride + col;
            java.util.Arrays.fill(tmp, ACC_AT, ACC_AT + 16 * L, 0f);
            for (int b = 0; b < blocks; b++) {
                long o = base + b * STRIDE;
                int b0 = row * blocks + b, x0 = 256 * b0;
                for (int r = 0; r < 4; r++) System.arraycopy(q, x0 + r * xr, qb, 256 * r, 256);
                FloatVector dLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
                FloatVector dHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
                FloatVector mLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
                FloatVector mHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
                for (int j = 0; j < 16; j++) {
                    ((IntVector) ByteVector.fromMemorySegment(B, data, o + SCALES + (long) L * j, LE).convertShape(VectorOperators.B2I, I, 0))
                            .reinterpretAsFloats().intoArray(tmp, SCALES_AT + L * j);
                }
                for (int c = 0; c < 4; c++) {
                    IntVector zero = IntVector.zero(I);
                    IntVector lo0 = zero, lo1 = zero, lo2 = zero, lo3 = zero, hi0 = zero, hi1 = zero, hi2 = zero, hi3 = zero;
                    for (int h = 4 * c; h < 4 * c + 4; h++) {
                        IntVector acc0 = zero, acc1 = zero, acc2 = zero, acc3 = zero;
                        for (int u = 0; u < 4; u++) {
                            int t = 4 * h + u, x = 4 * t;
                            IntVector v = IntVector.fromMemorySegment(I, data, o + WORDS + 4L * L * t, LE);
                            IntVector f0 = v.and(PAIR), f1 = v.lanewise(VectorOperators.LSHR, 4).and(PAIR);
                            IntVector f2 = v.lanewise(VectorOperators.LSHR, 8).and(PAIR), f3 = v.lanewise(VectorOperators.LSHR, 12).and(PAIR);
                            acc0 = acc0.add(f0.mul(IntVector.broadcast(I, qb[x]))).add(f1.mul(IntVector.broadcast(I, qb[x + 1])))
                                    .add(f2.mul(IntVector.broadcast(I, qb[x + 2]))).add(f3.mul(IntVector.broadcast(I, qb[x + 3])));
                            acc1 = acc1.add(f0.mul(IntVector.broadcast(I, qb[x + 256]))).add(f1.mul(IntVector.broadcast(I, qb[x + 1 + 256])))
                                    .add(f2.mul(IntVector.broadcast(I, qb[x + 2 + 256]))).add(f3.mul(IntVector.broadcast(I, qb[x + 3 + 256])));
                            acc2 = acc2.add(f0.mul(IntVector.broadcast(I, qb[x + 2 * 256]))).add(f1.mul(IntVector.broadcast(I, qb[x + 1 + 2 * 256])))
                                    .add(f2.mul(IntVector.broadcast(I, qb[x + 2 + 2 * 256]))).add(f3.mul(IntVector.broadcast(I, qb[x + 3 + 2 * 256])));
                            acc3 = acc3.add(f0.mul(IntVector.broadcast(I, qb[x + 3 * 256]))).add(f1.mul(IntVector.broadcast(I, qb[x + 1 + 3 * 256])))
                                    .add(f2.mul(IntVector.broadcast(I, qb[x + 2 + 3 * 256]))).add(f3.mul(IntVector.broadcast(I, qb[x + 3 + 3 * 256])));
                        }
                        int sj = SCALES_AT + ROWS * (h / 2);
                        IntVector scLo = FloatVector.fromArray(F, tmp, sj).reinterpretAsInts(), scHi = FloatVector.fromArray(F, tmp, sj + L).reinterpretAsInts();
                        IntVector l;
                        l = acc0.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                        lo0 = lo0.add(l.mul(scLo));
                        hi0 = hi0.add(acc0.sub(l).lanewise(VectorOperators.ASHR, 16).mul(scHi));
                        l = acc1.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                        lo1 = lo1.add(l.mul(scLo));
                        hi1 = hi1.add(acc1.sub(l).lanewise(VectorOperators.ASHR, 16).mul(scHi));
                        l = acc2.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                        lo2 = lo2.add(l.mul(scLo));
                        hi2 = hi2.add(acc2.sub(l).lanewise(VectorOperators.ASHR, 16).mul(scHi));
                        l = acc3.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                        lo3 = lo3.add(l.mul(scLo));
                        hi3 = hi3.add(acc3.sub(l).lanewise(VectorOperators.ASHR, 16).mul(scHi));
                    }
                    lo0.reinterpretAsFloats().intoArray(tmp, SPAN_AT);
                    hi0.reinterpretAsFloats().intoArray(tmp, SPAN_AT + 1 * L);
                    lo1.reinterpretAsFloats().intoArray(tmp, SPAN_AT + 2 * L);
                    hi1.reinterpretAsFloats().intoArray(tmp, SPAN_AT + 3 * L);
                    lo2.reinterpretAsFloats().intoArray(tmp, SPAN_AT + 4 * L);
                    hi2.reinterpretAsFloats().intoArray(tmp, SPAN_AT + 5 * L);
                    lo3.reinterpretAsFloats().intoArray(tmp, SPAN_AT + 6 * L);
                    hi3.reinterpretAsFloats().intoArray(tmp, SPAN_AT + 7 * L);
                    // the span of 64 (sub-blocks 2c, 2c + 1): per activation row, its total and its min total (exact in
                    // float: at most 2 * 63 * 32 * 127), each added with an fma
                    FloatVector mnLoA = (FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + 4L * L * c, LE).convertShape(VectorOperators.B2F, F, 0);
                    FloatVector mnHiA = (FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + 4L * L * c + L, LE).convertShape(VectorOperators.B2F, F, 0);
                    FloatVector mnLoB = (FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + 4L * L * c + 2 * L, LE).convertShape(VectorOperators.B2F, F, 0);
                    FloatVector mnHiB = (FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + 4L * L * c + 3 * L, LE).convertShape(VectorOperators.B2F, F, 0);
                    for (int r = 0; r < 4; r++) {
                        int br = b0 + r * blocks, at = ACC_AT + 4 * L * r;
                        float ad = a.d[br];
                        float pairA = bsums[16 * br + 4 * c] + bsums[16 * br + 4 * c + 1], pairB = bsums[16 * br + 4 * c + 2] + bsums[16 * br + 4 * c + 3];
                        FloatVector sLo = (FloatVector) FloatVector.fromArray(F, tmp, SPAN_AT + 2 * L * r).reinterpretAsInts().convert(VectorOperators.I2F, 0);
                        FloatVector sHi = (FloatVector) FloatVector.fromArray(F, tmp, SPAN_AT + 2 * L * r + L).reinterpretAsInts().convert(VectorOperators.I2F, 0);
                        sLo.fma(dLo.mul(ad), FloatVector.fromArray(F, tmp, at)).intoArray(tmp, at);
                        sHi.fma(dHi.mul(ad), FloatVector.fromArray(F, tmp, at + L)).intoArray(tmp, at + L);
                        mnLoA.mul(pairA).add(mnLoB.mul(pairB)).fma(mLo.mul(ad), FloatVector.fromArray(F, tmp, at + 2 * L)).intoArray(tmp, at + 2 * L);
                        mnHiA.mul(pairA).add(mnHiB.mul(pairB)).fma(mHi.mul(ad), FloatVector.fromArray(F, tmp, at + 3 * L)).intoArray(tmp, at + 3 * L);
                    }
                }
            }
            for (int r = 0; r < 4; r++) {
                int at = ACC_AT + 4 * L * r;
                long o = outOff + r * outStride;
                FloatVector.fromArray(F, tmp, at).sub(FloatVector.fromArray(F, tmp, at + 2 * L)).intoMemorySegment(out, o * 4, LE);
                FloatVector.fromArray(F, tmp, at + L).sub(FloatVector.fromArray(F, tmp, at + 3 * L)).intoMemorySegment(out, (o + L) * 4, LE);
            }
        }
    }
}
