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
 * A GGUF Q6_K matrix repacked at load for 2 x Simd.LANES rows at once (32 at 512 bits, 16 at 256), computing llama.cpp's orders exactly:
 * {@link KQuantDot#q6kScalar} (eight integer lanes per super-block, lane (p % 32) / 4 for value p, each fma'd into its
 * own accumulator) for steps of fewer than eight rows, {@link KQuantDot#q6kBatchScalar} (one integer total per
 * super-block) for steps of eight or more.
 *
 * <p>As in {@link PackedQ4K}, each 32-bit lane carries two rows' sums in its 16-bit halves (rows j and j + LANES), so one
 * 32-bit multiply by the activation code serves both. The 6-bit codes (0..63) sit one per byte; four products of a
 * code and an int8 code stay below 2^15, so every four values (two words) the halves are taken apart: the low one
 * sign-extended, the high one what remains. Those four values are exactly one vec_dot lane's share of a 32-value
 * chunk, and one scale's quarter.
 *
 * <p>Layout per row group and super-block, 274 bytes a row (8768 for 32 rows), every entry one lane per row: d (f16), the sixteen int8
 * scales, then 64 pairs of words. A pair holds four values 4u..4u+3; its first word values 4u and 4u+1, its second
 * 4u+2 and 4u+3, value 2w+k (k = 0, 1) of row j at bits 8k..8k+7 of lane j and of row j + LANES at bits 16+8k... The
 * pairs are stored lane by lane, as the vec_dot kernel reads them: position 8i + c holds the values of lane i in
 * chunk c (u = 8c + i), so every kernel reads a super-block front to back.
 *
 * <p>The kernels spell out every conversion instead of calling helpers: in bodies this large C2 leaves such a helper
 * out of line and boxes the vectors it returns.
 */
final class PackedQ6K {
    private static final VectorSpecies<Integer> I = Simd.I;
    private static final VectorSpecies<Float> F = Simd.F;
    private static final VectorSpecies<Byte> B = Simd.B_QUARTER;
    private static final VectorSpecies<Short> S = Simd.S_HALF;
    private static final VectorSpecies<Short> S_FULL = Simd.S_FULL;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    static final int ROWS = 2 * Simd.LANES;
    /** Vector lanes: rows j and j + L share lane j. */
    private static final int L = Simd.LANES;
    private static final long STRIDE = 274 * ROWS, SCALES = 2 * ROWS, WORDS = 18 * ROWS;
    /** Two 8-bit fields a lane, one per row half. */
    private static final int PAIR = 0x00FF00FF;
    /** Scratch floats: the sixteen scales of each row half as ints, then the sixteen lane accumulators. */
    static final int SCRATCH = 32 * 16 + 16 * 16;
    private static final int ACC_AT = 32 * 16;

    final int rows, cols, blocks;
    final MemorySegment data;

    private PackedQ6K(int rows, int cols, MemorySegment data) {
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
        return KQuantDot.fits(w, WeightType.Q6_K, ROWS);
    }

    static boolean finiteScales(HostWeight w) {
        return KQuantDot.finiteScales(w, 208);   // d
    }

    /** Repacks w, its row groups split across the pool's threads, or reads it from the {@link PackCache}; null as in {@link PackedQ4K#pack}. */
    static PackedQ6K pack(HostWeight w, PageMemory memory, WorkerPool pool) {
        MemorySegment src = w.data();
        return PackCache.shared().packed(w, PackedQ6K.class, (long) (w.rows() / ROWS) * (w.cols() / 256) * STRIDE, memory, pool,
                PackedQ6K::finiteScales, data -> new PackedQ6K(w.rows(), w.cols(), data), p -> pool.forRange(w.rows() / ROWS, (from, to) -> p.fill(src, from, to)));
    }

    /**
     * Repacks row groups fromGroup .. toGroup - 1 through arrays filled and emptied in bulk, as {@link PackedQ4K} does
     * (load runs in cold code, where array accesses cost a fraction of memory-segment accesses).
     */
    private void fill(MemorySegment src, int fromGroup, int toGroup) {
        short[] in = new short[ROWS * blocks * (KQuantDot.Q6K_BYTES / 2)];
        byte[] head = new byte[(int) WORDS];   // d and the scales of one packed super-block
        int[] quads = new int[ROWS * 64];   // row r, value group u: the codes of values 4u..4u+3, one a byte
        int[] words = new int[128 * L];
        for (int g = fromGroup; g < toGroup; g++) {
            MemorySegment.copy(src, ValueLayout.JAVA_SHORT_UNALIGNED, (long) g * ROWS * blocks * KQuantDot.Q6K_BYTES, in, 0, in.length);
            // one call per super-block: called thousands of times, it is compiled as a whole method early, where
            // one long loop would run on-stack-replaced code for the load's first (and often largest) tensor
            for (int b = 0; b < blocks; b++) fillBlock(g, b, in, head, quads, words);
        }
    }

    /** Super-block b of row group g, from the group's staged 16-bit units, into the packed layout. */
    private void fillBlock(int g, int b, short[] in, byte[] head, int[] quads, int[] words) {
        int shorts = KQuantDot.Q6K_BYTES / 2;   // a super-block is 105 whole little-endian 16-bit units
        for (int r = 0; r < ROWS; r++) {
            int s = (r * blocks + b) * shorts;
            head[2 * r] = (byte) in[s + 104];            // d: bytes 208, 209
            head[2 * r + 1] = (byte) (in[s + 104] >>> 8);
            for (int j = 0; j < 16; j++) head[(int) SCALES + ROWS * j + r] = (byte) (in[s + 96 + j / 2] >>> 8 * (j % 2));   // bytes 192..207
            codes(in, s, quads, 64 * r);
        }
        for (int pos = 0; pos < 64; pos++) {
            int u = 8 * (pos % 8) + pos / 8;   // position 8i + c holds value group u = 8c + i
            for (int lane = 0; lane < L; lane++) {
                int lo = quads[64 * lane + u], hi = quads[64 * (lane + L) + u];
                words[L * (2 * pos) + lane] = (lo & 0xFFFF) | hi << 16;             // values 4u, 4u + 1
                words[L * (2 * pos + 1) + lane] = lo >>> 16 | (hi & 0xFFFF0000);    // values 4u + 2, 4u + 3
            }
        }
        long o = ((long) g * blocks + b) * STRIDE;
        MemorySegment.copy(head, 0, data, ValueLayout.JAVA_BYTE, o, head.length);
        MemorySegment.copy(words, 0, data, ValueLayout.JAVA_INT, o + WORDS, words.length);
    }

    /**
     * The codes (0..63) of the Q6_K block starting at 16-bit unit {@code s} of an array into quads[at + u], u = 0..63:
     * values 4u..4u+3, one a byte (value 4u + m in byte m). Value e = 128h + 32k + l takes its low four bits from
     * ql[64h + 32(k % 2) + l] (the high nibble when k >= 2) and its top two from bits 2k of qh[32h + l], so one read of
     * ql[64h + l..], ql[64h + 32 + l..] and qh[32h + l..] (four bytes each, l a multiple of four) gives the four runs
     * k = 0..3 at that l.
     */
    static void codes(short[] src, int s, int[] quads, int at) {
        for (int h = 0; h < 2; h++) {
            for (int l = 0; l < 32; l += 4) {
                int lowAt = s + (64 * h + l) / 2, highAt = lowAt + 16, bitsAt = s + (128 + 32 * h + l) / 2;
                int ql0 = src[lowAt] & 0xFFFF | src[lowAt + 1] << 16;
                int ql1 = src[highAt] & 0xFFFF | src[highAt + 1] << 16;
                int qh = src[bitsAt] & 0xFFFF | src[bitsAt + 1] << 16;
                int u = at + 32 * h + l / 4;
                quads[u] = ql0 & 0x0F0F0F0F | (qh & 0x03030303) << 4;
                quads[u + 8] = ql1 & 0x0F0F0F0F | (qh >>> 2 & 0x03030303) << 4;
                quads[u + 16] = ql0 >>> 4 & 0x0F0F0F0F | (qh >>> 4 & 0x03030303) << 4;
                quads[u + 24] = ql1 >>> 4 & 0x0F0F0F0F | (qh >>> 6 & 0x03030303) << 4;
            }
        }
    }

    /**
     * The {@link #ROWS} outputs of row group {@code g} for activation row {@code row} in the vec_dot order, into
     * out[outOff + 0 .. ROWS - 1]. The scales go to tmp first (the super-block is read front to back), the float lane
     * accumulators live in tmp between super-blocks.
     */
    void dotGroup(int g, Q8KActivations a, int row, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * STRIDE;
        int[] q = a.qi;
        int[] bsums = a.bsums;
        java.util.Arrays.fill(tmp, ACC_AT, ACC_AT + 16 * L, 0f);
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = row * blocks + b, x0 = 256 * bi;
            float ad = a.d[bi];
            FloatVector dLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector dHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            for (int j = 0; j < 32; j++) {
                ((IntVector) ByteVector.fromMemorySegment(B, data, o + SCALES + (long) L * j, LE).convertShape(VectorOperators.B2I, I, 0))
                        .reinterpretAsFloats().intoArray(tmp, L * j);
            }
            for (int i = 0; i < 8; i++) {
                IntVector lLo = IntVector.zero(I), lHi = lLo;
                for (int c = 0; c < 8; c++) {
                    long w = o + WORDS + 8L * L * (8 * i + c);
                    int x = x0 + 32 * c + 4 * i, sg = ROWS * (2 * c + i / 4);
                    IntVector v0 = IntVector.fromMemorySegment(I, data, w, LE), v1 = IntVector.fromMemorySegment(I, data, w + 4 * L, LE);
                    IntVector acc = v0.and(PAIR).mul(IntVector.broadcast(I, q[x]))
                            .add(v0.lanewise(VectorOperators.LSHR, 8).and(PAIR).mul(IntVector.broadcast(I, q[x + 1])))
                            .add(v1.and(PAIR).mul(IntVector.broadcast(I, q[x + 2])))
                            .add(v1.lanewise(VectorOperators.LSHR, 8).and(PAIR).mul(IntVector.broadcast(I, q[x + 3])));
                    IntVector lo = acc.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                    IntVector hi = acc.sub(lo).lanewise(VectorOperators.ASHR, 16);
                    lLo = lLo.add(lo.mul(FloatVector.fromArray(F, tmp, sg).reinterpretAsInts()));
                    lHi = lHi.add(hi.mul(FloatVector.fromArray(F, tmp, sg + L).reinterpretAsInts()));
                }
                // the -32 of the codes: 32 * (bsum[2i] * scale[2i] + bsum[2i+1] * scale[2i+1])
                int bs0 = 32 * bsums[16 * bi + 2 * i], bs1 = 32 * bsums[16 * bi + 2 * i + 1];
                lLo = lLo.sub(FloatVector.fromArray(F, tmp, 4 * L * i).reinterpretAsInts().mul(bs0)
                        .add(FloatVector.fromArray(F, tmp, 4 * L * i + 2 * L).reinterpretAsInts().mul(bs1)));
                lHi = lHi.sub(FloatVector.fromArray(F, tmp, 4 * L * i + L).reinterpretAsInts().mul(bs0)
                        .add(FloatVector.fromArray(F, tmp, 4 * L * i + 3 * L).reinterpretAsInts().mul(bs1)));
                int at = ACC_AT + 2 * L * i;
                dLo.fma((FloatVector) lLo.convert(VectorOperators.I2F, 0), FloatVector.fromArray(F, tmp, at)).intoArray(tmp, at);
                dHi.fma((FloatVector) lHi.convert(VectorOperators.I2F, 0), FloatVector.fromArray(F, tmp, at + L)).intoArray(tmp, at + L);
            }
        }
        // hsum8 per row half: (l0 + l4) + (l2 + l6), (l1 + l5) + (l3 + l7)
        for (int half = 0; half < 2; half++) {
            int at = ACC_AT + L * half;
            FloatVector r0 = FloatVector.fromArray(F, tmp, at).add(FloatVector.fromArray(F, tmp, at + 8 * L));
            FloatVector r1 = FloatVector.fromArray(F, tmp, at + 2 * L).add(FloatVector.fromArray(F, tmp, at + 10 * L));
            FloatVector r2 = FloatVector.fromArray(F, tmp, at + 4 * L).add(FloatVector.fromArray(F, tmp, at + 12 * L));
            FloatVector r3 = FloatVector.fromArray(F, tmp, at + 6 * L).add(FloatVector.fromArray(F, tmp, at + 14 * L));
            r0.add(r2).add(r1.add(r3)).intoMemorySegment(out, (outOff + (long) L * half) * 4, LE);
        }
    }

    /**
     * {@link #dotGroup} for activation row 0 in 16-bit lanes from {@link Q8KActivations#qiTelescoped8} (filled before the
     * call): each half word holds two codes c0 + 256 c1; the half times a'(0) plus the half shifted right by 8 times
     * a'(1) is c0 a(0) + c1 a(1) modulo 2^16, and a four-value total is at most 4 * 63 * 128 in magnitude, so its 16
     * bits are exact. The same integer totals as {@link #dotGroup} without the masks, so the same bits.
     */
    void dotGroupTelescoped(int g, Q8KActivations a, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * STRIDE;
        int[] q = a.qiTelescoped8;
        int[] bsums = a.bsums;
        java.util.Arrays.fill(tmp, ACC_AT, ACC_AT + 16 * L, 0f);
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = b, x0 = 256 * b;
            float ad = a.d[bi];
            FloatVector dLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            FloatVector dHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad);
            for (int j = 0; j < 32; j++) {
                ((IntVector) ByteVector.fromMemorySegment(B, data, o + SCALES + (long) L * j, LE).convertShape(VectorOperators.B2I, I, 0))
                        .reinterpretAsFloats().intoArray(tmp, L * j);
            }
            for (int i = 0; i < 8; i++) {
                IntVector lLo = IntVector.zero(I), lHi = lLo;
                for (int c = 0; c < 8; c++) {
                    long w = o + WORDS + 8L * L * (8 * i + c);
                    int x = x0 + 32 * c + 4 * i, sg = ROWS * (2 * c + i / 4);
                    ShortVector v0 = ShortVector.fromMemorySegment(S_FULL, data, w, LE), v1 = ShortVector.fromMemorySegment(S_FULL, data, w + 4 * L, LE);
                    ShortVector acc = v0.mul(IntVector.broadcast(I, q[x]).reinterpretAsShorts())
                            .add(v0.lanewise(VectorOperators.LSHR, 8).mul(IntVector.broadcast(I, q[x + 1]).reinterpretAsShorts()))
                            .add(v1.mul(IntVector.broadcast(I, q[x + 2]).reinterpretAsShorts()))
                            .add(v1.lanewise(VectorOperators.LSHR, 8).mul(IntVector.broadcast(I, q[x + 3]).reinterpretAsShorts()));
                    // the halves are independent 16-bit sums: the low one sign-extended, the high one shifted down
                    IntVector ai = acc.reinterpretAsInts();
                    IntVector lo = ai.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                    IntVector hi = ai.lanewise(VectorOperators.ASHR, 16);
                    lLo = lLo.add(lo.mul(FloatVector.fromArray(F, tmp, sg).reinterpretAsInts()));
                    lHi = lHi.add(hi.mul(FloatVector.fromArray(F, tmp, sg + L).reinterpretAsInts()));
                }
                // the -32 of the codes: 32 * (bsum[2i] * scale[2i] + bsum[2i+1] * scale[2i+1])
                int bs0 = 32 * bsums[16 * bi + 2 * i], bs1 = 32 * bsums[16 * bi + 2 * i + 1];
                lLo = lLo.sub(FloatVector.fromArray(F, tmp, 4 * L * i).reinterpretAsInts().mul(bs0)
                        .add(FloatVector.fromArray(F, tmp, 4 * L * i + 2 * L).reinterpretAsInts().mul(bs1)));
                lHi = lHi.sub(FloatVector.fromArray(F, tmp, 4 * L * i + L).reinterpretAsInts().mul(bs0)
                        .add(FloatVector.fromArray(F, tmp, 4 * L * i + 3 * L).reinterpretAsInts().mul(bs1)));
                int at = ACC_AT + 2 * L * i;
                dLo.fma((FloatVector) lLo.convert(VectorOperators.I2F, 0), FloatVector.fromArray(F, tmp, at)).intoArray(tmp, at);
                dHi.fma((FloatVector) lHi.convert(VectorOperators.I2F, 0), FloatVector.fromArray(F, tmp, at + L)).intoArray(tmp, at + L);
            }
        }
        // hsum8 per row half: (l0 + l4) + (l2 + l6), (l1 + l5) + (l3 + l7)
        for (int half = 0; half < 2; half++) {
            int at = ACC_AT + L * half;
            FloatVector r0 = FloatVector.fromArray(F, tmp, at).add(FloatVector.fromArray(F, tmp, at + 8 * L));
            FloatVector r1 = FloatVector.fromArray(F, tmp, at + 2 * L).add(FloatVector.fromArray(F, tmp, at + 10 * L));
            FloatVector r2 = FloatVector.fromArray(F, tmp, at + 4 * L).add(FloatVector.fromArray(F, tmp, at + 12 * L));
            FloatVector r3 = FloatVector.fromArray(F, tmp, at + 6 * L).add(FloatVector.fromArray(F, tmp, at + 14 * L));
            r0.add(r2).add(r1.add(r3)).intoMemorySegment(out, (outOff + (long) L * half) * 4, LE);
        }
    }

    /**
     * Four activation rows (row .. row + 3) in the batch order (one integer total per super-block, then
     * {@code acc = fma(total * d, a.d, acc)}), each field extracted once for the four. Row r's outputs go to
     * out[outOff + r * outStride + 0 .. ROWS - 1].
     */
    void dotGroupX4(int g, Q8KActivations a, int row, MemorySegment out, long outOff, long outStride, float[] tmp) {
        long base = (long) g * blocks * STRIDE;
        int[] q = a.qi;
        int[] bsums = a.bsums;
        int xr = 256 * blocks;
        FloatVector fz = FloatVector.zero(F);
        FloatVector acc0 = fz, acc1 = fz, acc2 = fz, acc3 = fz, acc4 = fz, acc5 = fz, acc6 = fz, acc7 = fz;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int b0 = row * blocks + b, x0 = 256 * b0;
            for (int j = 0; j < 32; j++) {
                ((IntVector) ByteVector.fromMemorySegment(B, data, o + SCALES + (long) L * j, LE).convertShape(VectorOperators.B2I, I, 0))
                        .reinterpretAsFloats().intoArray(tmp, L * j);
            }
            IntVector z = IntVector.zero(I);
            IntVector t0 = z, t1 = z, t2 = z, t3 = z, t4 = z, t5 = z, t6 = z, t7 = z;   // row r: t(2r) low half, t(2r+1) high
            for (int pos = 0; pos < 64; pos++) {
                int i = pos / 8, c = pos % 8;
                long w = o + WORDS + 8L * L * pos;
                int x = x0 + 32 * c + 4 * i, sg = ROWS * (2 * c + i / 4);
                IntVector v0 = IntVector.fromMemorySegment(I, data, w, LE), v1 = IntVector.fromMemorySegment(I, data, w + 4 * L, LE);
                IntVector f0 = v0.and(PAIR), f1 = v0.lanewise(VectorOperators.LSHR, 8).and(PAIR);
                IntVector f2 = v1.and(PAIR), f3 = v1.lanewise(VectorOperators.LSHR, 8).and(PAIR);
                IntVector scLo = FloatVector.fromArray(F, tmp, sg).reinterpretAsInts(), scHi = FloatVector.fromArray(F, tmp, sg + L).reinterpretAsInts();
                IntVector acc, lo;
                acc = f0.mul(IntVector.broadcast(I, q[x])).add(f1.mul(IntVector.broadcast(I, q[x + 1])))
                        .add(f2.mul(IntVector.broadcast(I, q[x + 2]))).add(f3.mul(IntVector.broadcast(I, q[x + 3])));
                lo = acc.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                t0 = t0.add(lo.mul(scLo));
                t1 = t1.add(acc.sub(lo).lanewise(VectorOperators.ASHR, 16).mul(scHi));
                acc = f0.mul(IntVector.broadcast(I, q[x + xr])).add(f1.mul(IntVector.broadcast(I, q[x + 1 + xr])))
                        .add(f2.mul(IntVector.broadcast(I, q[x + 2 + xr]))).add(f3.mul(IntVector.broadcast(I, q[x + 3 + xr])));
                lo = acc.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                t2 = t2.add(lo.mul(scLo));
                t3 = t3.add(acc.sub(lo).lanewise(VectorOperators.ASHR, 16).mul(scHi));
                acc = f0.mul(IntVector.broadcast(I, q[x + 2 * xr])).add(f1.mul(IntVector.broadcast(I, q[x + 1 + 2 * xr])))
                        .add(f2.mul(IntVector.broadcast(I, q[x + 2 + 2 * xr]))).add(f3.mul(IntVector.broadcast(I, q[x + 3 + 2 * xr])));
                lo = acc.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                t4 = t4.add(lo.mul(scLo));
                t5 = t5.add(acc.sub(lo).lanewise(VectorOperators.ASHR, 16).mul(scHi));
                acc = f0.mul(IntVector.broadcast(I, q[x + 3 * xr])).add(f1.mul(IntVector.broadcast(I, q[x + 1 + 3 * xr])))
                        .add(f2.mul(IntVector.broadcast(I, q[x + 2 + 3 * xr]))).add(f3.mul(IntVector.broadcast(I, q[x + 3 + 3 * xr])));
                lo = acc.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                t6 = t6.add(lo.mul(scLo));
                t7 = t7.add(acc.sub(lo).lanewise(VectorOperators.ASHR, 16).mul(scHi));
            }
            // the -32 of the codes, per 16 values: 32 * scale * bsum
            for (int j = 0; j < 16; j++) {
                IntVector sLo = FloatVector.fromArray(F, tmp, ROWS * j).reinterpretAsInts(), sHi = FloatVector.fromArray(F, tmp, ROWS * j + L).reinterpretAsInts();
                int s0 = 32 * bsums[16 * b0 + j], s1 = 32 * bsums[16 * (b0 + blocks) + j];
                int s2 = 32 * bsums[16 * (b0 + 2 * blocks) + j], s3 = 32 * bsums[16 * (b0 + 3 * blocks) + j];
                t0 = t0.sub(sLo.mul(s0));
                t1 = t1.sub(sHi.mul(s0));
                t2 = t2.sub(sLo.mul(s1));
                t3 = t3.sub(sHi.mul(s1));
                t4 = t4.sub(sLo.mul(s2));
                t5 = t5.sub(sHi.mul(s2));
                t6 = t6.sub(sLo.mul(s3));
                t7 = t7.sub(sHi.mul(s3));
            }
            FloatVector dLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
            FloatVector dHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
            FloatVector ad0 = FloatVector.broadcast(F, a.d[b0]), ad1 = FloatVector.broadcast(F, a.d[b0 + blocks]);
            FloatVector ad2 = FloatVector.broadcast(F, a.d[b0 + 2 * blocks]), ad3 = FloatVector.broadcast(F, a.d[b0 + 3 * blocks]);
            acc0 = ((FloatVector) t0.convert(VectorOperators.I2F, 0)).mul(dLo).fma(ad0, acc0);
            acc1 = ((FloatVector) t1.convert(VectorOperators.I2F, 0)).mul(dHi).fma(ad0, acc1);
            acc2 = ((FloatVector) t2.convert(VectorOperators.I2F, 0)).mul(dLo).fma(ad1, acc2);
            acc3 = ((FloatVector) t3.convert(VectorOperators.I2F, 0)).mul(dHi).fma(ad1, acc3);
            acc4 = ((FloatVector) t4.convert(VectorOperators.I2F, 0)).mul(dLo).fma(ad2, acc4);
            acc5 = ((FloatVector) t5.convert(VectorOperators.I2F, 0)).mul(dHi).fma(ad2, acc5);
            acc6 = ((FloatVector) t6.convert(VectorOperators.I2F, 0)).mul(dLo).fma(ad3, acc6);
            acc7 = ((FloatVector) t7.convert(VectorOperators.I2F, 0)).mul(dHi).fma(ad3, acc7);
        }
        acc0.intoMemorySegment(out, outOff * 4, LE);
        acc1.intoMemorySegment(out, (outOff + L) * 4, LE);
        acc2.intoMemorySegment(out, (outOff + outStride) * 4, LE);
        acc3.intoMemorySegment(out, (outOff + outStride + L) * 4, LE);
        acc4.intoMemorySegment(out, (outOff + 2 * outStride) * 4, LE);
        acc5.intoMemorySegment(out, (outOff + 2 * outStride + L) * 4, LE);
        acc6.intoMemorySegment(out, (outOff + 3 * outStride) * 4, LE);
        acc7.intoMemorySegment(out, (outOff + 3 * outStride + L) * 4, LE);
    }

    /** One activation row in the batch order (the rows left over from groups of four). */
    void dotGroupBatch(int g, Q8KActivations a, int row, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * STRIDE;
        int[] q = a.qi;
        int[] bsums = a.bsums;
        FloatVector accLo = FloatVector.zero(F), accHi = accLo;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = row * blocks + b, x0 = 256 * bi;
            for (int j = 0; j < 32; j++) {
                ((IntVector) ByteVector.fromMemorySegment(B, data, o + SCALES + (long) L * j, LE).convertShape(VectorOperators.B2I, I, 0))
                        .reinterpretAsFloats().intoArray(tmp, L * j);
            }
            IntVector tLo = IntVector.zero(I), tHi = tLo;
            for (int pos = 0; pos < 64; pos++) {
                int i = pos / 8, c = pos % 8;
                long w = o + WORDS + 8L * L * pos;
                int x = x0 + 32 * c + 4 * i, sg = ROWS * (2 * c + i / 4);
                IntVector v0 = IntVector.fromMemorySegment(I, data, w, LE), v1 = IntVector.fromMemorySegment(I, data, w + 4 * L, LE);
                IntVector acc = v0.and(PAIR).mul(IntVector.broadcast(I, q[x]))
                        .add(v0.lanewise(VectorOperators.LSHR, 8).and(PAIR).mul(IntVector.broadcast(I, q[x + 1])))
                        .add(v1.and(PAIR).mul(IntVector.broadcast(I, q[x + 2])))
                        .add(v1.lanewise(VectorOperators.LSHR, 8).and(PAIR).mul(IntVector.broadcast(I, q[x + 3])));
                IntVector lo = acc.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16);
                tLo = tLo.add(lo.mul(FloatVector.fromArray(F, tmp, sg).reinterpretAsInts()));
                tHi = tHi.add(acc.sub(lo).lanewise(VectorOperators.ASHR, 16).mul(FloatVector.fromArray(F, tmp, sg + L).reinterpretAsInts()));
            }
            for (int j = 0; j < 16; j++) {
                int s = 32 * bsums[16 * bi + j];
                tLo = tLo.sub(FloatVector.fromArray(F, tmp, ROWS * j).reinterpretAsInts().mul(s));
                tHi = tHi.sub(FloatVector.fromArray(F, tmp, ROWS * j + L).reinterpretAsInts().mul(s));
            }
            FloatVector dLo = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
            FloatVector dHi = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + 2 * L, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
            FloatVector ad = FloatVector.broadcast(F, a.d[bi]);
            accLo = ((FloatVector) tLo.convert(VectorOperators.I2F, 0)).mul(dLo).fma(ad, accLo);
            accHi = ((FloatVector) tHi.convert(VectorOperators.I2F, 0)).mul(dHi).fma(ad, accHi);
        }
        accLo.intoMemorySegment(out, outOff * 4, LE);
        accHi.intoMemorySegment(out, (outOff + L) * 4, LE);
    }
}
