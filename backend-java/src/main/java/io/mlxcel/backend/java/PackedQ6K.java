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
 * A GGUF Q6_K matrix repacked at load for sixteen rows at once (lanes = rows), computing llama.cpp's orders exactly:
 * {@link KQuantDot#q6kScalar} (eight integer lanes per super-block, each fma'd into its own accumulator) for a row
 * alone, {@link KQuantDot#q6kBatchScalar} (one integer total per super-block) for steps of eight or more rows.
 *
 * <p>The 6-bit codes are stored one per byte (0..63), four to a 32-bit word, so a code is masked where it sits and
 * converted (q * 2^(8k), exact) and meets the activation code pre-divided by 2^(8k) ({@link Q8KActivations#qfByte}).
 * That is 8 bits a value against the file's 6.56; the alternative, low nibble and high bits converted apart, costs
 * twice the vector operations per value, and these kernels are bound by operations, not bytes. A word's four
 * products sum exactly in float (below 2^15), and so does its product with the int8 scale (below 2^22); totals over a
 * super-block can pass 2^24, so they are added as ints.
 *
 * <p>Layout per 16-row group and super-block, 4384 bytes, every entry one lane per row: d (f16), the sixteen int8
 * scales, then the 64 words (word t holds the codes of values 4t..4t+3). In the llama.cpp lane order value p goes to
 * lane (p % 32) / 4, so word t belongs to lane t % 8, and its scale is that of values 16 * (t / 4) onwards.
 *
 * <p>The kernels spell out every conversion instead of calling helpers: in bodies this large C2 leaves such a helper
 * out of line and boxes the vectors it returns.
 */
final class PackedQ6K {
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_512;
    private static final VectorSpecies<Float> F = FloatVector.SPECIES_512;
    private static final VectorSpecies<Byte> B = ByteVector.SPECIES_128;
    private static final VectorSpecies<Short> S = ShortVector.SPECIES_256;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    static final int ROWS = 16;
    private static final long STRIDE = 4384, SCALES = 32, WORDS = 288;

    final int rows, cols, blocks;
    final MemorySegment data;

    private PackedQ6K(int rows, int cols, MemorySegment data) {
        this.rows = rows;
        this.cols = cols;
        this.blocks = cols / 256;
        this.data = data;
    }

    static boolean supports(HostWeight w) {
        return KQuantDot.packable(w, WeightType.Q6_K, ROWS, 208);   // d
    }

    static PackedQ6K pack(HostWeight w, PageMemory memory) {
        PackedQ6K p = new PackedQ6K(w.rows(), w.cols(), memory.allocate((long) (w.rows() / ROWS) * (w.cols() / 256) * STRIDE));
        p.fill(w.data());
        return p;
    }

    private void fill(MemorySegment src) {
        byte[] block = new byte[KQuantDot.Q6K_BYTES], codes = new byte[256];
        for (int g = 0; g < rows / ROWS; g++) {
            for (int b = 0; b < blocks; b++) {
                long o = ((long) g * blocks + b) * STRIDE;
                for (int r = 0; r < ROWS; r++) {
                    long s = ((long) (g * ROWS + r) * blocks + b) * KQuantDot.Q6K_BYTES;
                    MemorySegment.copy(src, ValueLayout.JAVA_BYTE, s, block, 0, block.length);
                    unpackCodes(block, codes);
                    data.set(ValueLayout.JAVA_SHORT, o + 2L * r, src.get(ValueLayout.JAVA_SHORT_UNALIGNED, s + 208));
                    for (int j = 0; j < 16; j++) data.set(ValueLayout.JAVA_BYTE, o + SCALES + 16L * j + r, block[192 + j]);
                    for (int t = 0; t < 64; t++) {
                        int word = (codes[4 * t] & 0xFF) | (codes[4 * t + 1] & 0xFF) << 8 | (codes[4 * t + 2] & 0xFF) << 16 | (codes[4 * t + 3] & 0xFF) << 24;
                        data.set(ValueLayout.JAVA_INT, o + WORDS + 64L * t + 4L * r, word);
                    }
                }
            }
        }
    }

    /** The 256 codes (0..63) of one Q6_K block: as {@link KQuantDot#q6k}, four values per (half, l) at a time. */
    static void unpackCodes(byte[] block, byte[] codes) {
        for (int half = 0; half < 2; half++) {
            for (int l = 0; l < 32; l++) {
                int ql0 = block[64 * half + l] & 0xFF, ql1 = block[64 * half + 32 + l] & 0xFF, qh = block[128 + 32 * half + l] & 0xFF;
                int e = 128 * half + l;
                codes[e] = (byte) ((ql0 & 0xF) | (qh & 3) << 4);
                codes[e + 32] = (byte) ((ql1 & 0xF) | (qh >>> 2 & 3) << 4);
                codes[e + 64] = (byte) ((ql0 >>> 4) | (qh >>> 4 & 3) << 4);
                codes[e + 96] = (byte) ((ql1 >>> 4) | (qh >>> 6 & 3) << 4);
            }
        }
    }

    /** Floats of scratch {@link #dot16} needs: the eight lane accumulators, the eight integer lanes, the scales. */
    static final int SCRATCH = 32 * ROWS;
    private static final int LANES_AT = 8 * ROWS, SCALES_AT = 16 * ROWS;

    /**
     * The sixteen outputs of row group {@code g} for activation row {@code row} in the vec_dot order, into
     * out[outOff + 0..15]. Word t feeds integer lane t % 8. A super-block is read in address order, scales first
     * (into tmp), because a decode step streams its weights from memory and a jump back ends the hardware
     * prefetcher's stream; so the eight lanes (and the eight float accumulators) live in tmp, not in registers.
     */
    void dot16(int g, Q8KActivations a, int row, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * STRIDE;
        float[] xs = a.qfByte;
        int[] bsums = a.bsums;
        java.util.Arrays.fill(tmp, 0, LANES_AT, 0f);
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = row * blocks + b;
            FloatVector d = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(a.d[bi]);
            for (int j = 0; j < 16; j++) {
                ((FloatVector) ByteVector.fromMemorySegment(B, data, o + SCALES + 16L * j, LE).convertShape(VectorOperators.B2F, F, 0)).intoArray(tmp, SCALES_AT + 16 * j);
            }
            java.util.Arrays.fill(tmp, LANES_AT, SCALES_AT, 0f);   // all-zero bits: int 0 in every lane
            for (int t = 0; t < 64; t++) {
                int x = 256 * bi + 4 * t, li = LANES_AT + 16 * (t & 7);
                IntVector v = IntVector.fromMemorySegment(I, data, o + WORDS + 64L * t, LE);
                FloatVector p = ((FloatVector) v.and(0x000000FF).convert(VectorOperators.I2F, 0)).mul(xs[x]);
                p = ((FloatVector) v.and(0x0000FF00).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 1]), p);
                p = ((FloatVector) v.and(0x00FF0000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 2]), p);
                p = ((FloatVector) v.lanewise(VectorOperators.LSHR, 24).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 3]), p);
                IntVector part = (IntVector) p.mul(FloatVector.fromArray(F, tmp, SCALES_AT + 16 * (t / 4))).convert(VectorOperators.F2I, 0);
                FloatVector.fromArray(F, tmp, li).reinterpretAsInts().add(part).reinterpretAsFloats().intoArray(tmp, li);
            }
            for (int i = 0; i < 8; i++) {
                // the -32 of the codes: 32 * (bsum[2i] * scale[2i] + bsum[2i+1] * scale[2i+1]), exact in float
                FloatVector offset = FloatVector.fromArray(F, tmp, SCALES_AT + 32 * i).mul((float) bsums[16 * bi + 2 * i])
                        .add(FloatVector.fromArray(F, tmp, SCALES_AT + 32 * i + 16).mul((float) bsums[16 * bi + 2 * i + 1])).mul(32f);
                IntVector lane = FloatVector.fromArray(F, tmp, LANES_AT + 16 * i).reinterpretAsInts().sub((IntVector) offset.convert(VectorOperators.F2I, 0));
                d.fma((FloatVector) lane.convert(VectorOperators.I2F, 0), FloatVector.fromArray(F, tmp, 16 * i)).intoArray(tmp, 16 * i);
            }
        }
        // hsum8: (l0 + l4) + (l2 + l6), (l1 + l5) + (l3 + l7)
        FloatVector r0 = FloatVector.fromArray(F, tmp, 0).add(FloatVector.fromArray(F, tmp, 64));
        FloatVector r1 = FloatVector.fromArray(F, tmp, 16).add(FloatVector.fromArray(F, tmp, 80));
        FloatVector r2 = FloatVector.fromArray(F, tmp, 32).add(FloatVector.fromArray(F, tmp, 96));
        FloatVector r3 = FloatVector.fromArray(F, tmp, 48).add(FloatVector.fromArray(F, tmp, 112));
        r0.add(r2).add(r1.add(r3)).intoMemorySegment(out, outOff * 4, LE);
    }

    /**
     * Four activation rows (row .. row + 3) in the batch order (one integer total per super-block, then
     * {@code acc = fma(total * d, a.d, acc)}), each code converted once for the four. The four words of a 16-value
     * scale group are summed in float first (exact: below 4 * 4 * 63 * 127), so that a group takes one multiply by its
     * scale (exact: below 2^24) and one conversion to int. Row r's outputs go to out[outOff + r * outStride + 0..15].
     */
    void dot16x4(int g, Q8KActivations a, int row, MemorySegment out, long outOff, long outStride) {
        long base = (long) g * blocks * STRIDE;
        float[] xs = a.qfByte;
        int[] bsums = a.bsums;
        FloatVector zero = FloatVector.zero(F), acc0 = zero, acc1 = zero, acc2 = zero, acc3 = zero;
        int xr = 256 * blocks;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int b0 = row * blocks + b, b1 = b0 + blocks, b2 = b1 + blocks, b3 = b2 + blocks;
            FloatVector d = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
            IntVector t0 = IntVector.zero(I), t1 = t0, t2 = t0, t3 = t0;
            for (int j = 0; j < 16; j++) {
                FloatVector sc = (FloatVector) ByteVector.fromMemorySegment(B, data, o + SCALES + 16L * j, LE).convertShape(VectorOperators.B2F, F, 0);
                FloatVector p0 = zero, p1 = zero, p2 = zero, p3 = zero;
                for (int u = 0; u < 4; u++) {
                    int t = 4 * j + u, x = 256 * b0 + 4 * t;
                    IntVector v = IntVector.fromMemorySegment(I, data, o + WORDS + 64L * t, LE);
                    FloatVector f0 = (FloatVector) v.and(0x000000FF).convert(VectorOperators.I2F, 0);
                    FloatVector f1 = (FloatVector) v.and(0x0000FF00).convert(VectorOperators.I2F, 0);
                    FloatVector f2 = (FloatVector) v.and(0x00FF0000).convert(VectorOperators.I2F, 0);
                    FloatVector f3 = (FloatVector) v.lanewise(VectorOperators.LSHR, 24).convert(VectorOperators.I2F, 0);
                    p0 = f3.fma(FloatVector.broadcast(F, xs[x + 3]), f2.fma(FloatVector.broadcast(F, xs[x + 2]), f1.fma(FloatVector.broadcast(F, xs[x + 1]), f0.fma(FloatVector.broadcast(F, xs[x]), p0))));
                    p1 = f3.fma(FloatVector.broadcast(F, xs[x + 3 + xr]), f2.fma(FloatVector.broadcast(F, xs[x + 2 + xr]), f1.fma(FloatVector.broadcast(F, xs[x + 1 + xr]), f0.fma(FloatVector.broadcast(F, xs[x + xr]), p1))));
                    p2 = f3.fma(FloatVector.broadcast(F, xs[x + 3 + 2 * xr]), f2.fma(FloatVector.broadcast(F, xs[x + 2 + 2 * xr]), f1.fma(FloatVector.broadcast(F, xs[x + 1 + 2 * xr]), f0.fma(FloatVector.broadcast(F, xs[x + 2 * xr]), p2))));
                    p3 = f3.fma(FloatVector.broadcast(F, xs[x + 3 + 3 * xr]), f2.fma(FloatVector.broadcast(F, xs[x + 2 + 3 * xr]), f1.fma(FloatVector.broadcast(F, xs[x + 1 + 3 * xr]), f0.fma(FloatVector.broadcast(F, xs[x + 3 * xr]), p3))));
                }
                // the group's products times its scale, and the -32 of its codes (32 * scale * bsum), each exact in float
                FloatVector sc32 = sc.mul(32f);
                t0 = t0.add((IntVector) p0.mul(sc).convert(VectorOperators.F2I, 0)).sub((IntVector) sc32.mul((float) bsums[16 * b0 + j]).convert(VectorOperators.F2I, 0));
                t1 = t1.add((IntVector) p1.mul(sc).convert(VectorOperators.F2I, 0)).sub((IntVector) sc32.mul((float) bsums[16 * b1 + j]).convert(VectorOperators.F2I, 0));
                t2 = t2.add((IntVector) p2.mul(sc).convert(VectorOperators.F2I, 0)).sub((IntVector) sc32.mul((float) bsums[16 * b2 + j]).convert(VectorOperators.F2I, 0));
                t3 = t3.add((IntVector) p3.mul(sc).convert(VectorOperators.F2I, 0)).sub((IntVector) sc32.mul((float) bsums[16 * b3 + j]).convert(VectorOperators.F2I, 0));
            }
            acc0 = ((FloatVector) t0.convert(VectorOperators.I2F, 0)).mul(d).fma(FloatVector.broadcast(F, a.d[b0]), acc0);
            acc1 = ((FloatVector) t1.convert(VectorOperators.I2F, 0)).mul(d).fma(FloatVector.broadcast(F, a.d[b1]), acc1);
            acc2 = ((FloatVector) t2.convert(VectorOperators.I2F, 0)).mul(d).fma(FloatVector.broadcast(F, a.d[b2]), acc2);
            acc3 = ((FloatVector) t3.convert(VectorOperators.I2F, 0)).mul(d).fma(FloatVector.broadcast(F, a.d[b3]), acc3);
        }
        acc0.intoMemorySegment(out, outOff * 4, LE);
        acc1.intoMemorySegment(out, (outOff + outStride) * 4, LE);
        acc2.intoMemorySegment(out, (outOff + 2 * outStride) * 4, LE);
        acc3.intoMemorySegment(out, (outOff + 3 * outStride) * 4, LE);
    }

    /** One activation row in the batch order (the rows left over from groups of four), summed as {@link #dot16x4}. */
    void dot16Batch(int g, Q8KActivations a, int row, MemorySegment out, long outOff) {
        long base = (long) g * blocks * STRIDE;
        float[] xs = a.qfByte;
        int[] bsums = a.bsums;
        FloatVector zero = FloatVector.zero(F), acc = zero;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = row * blocks + b;
            FloatVector d = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0))
                    .lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
            IntVector total = IntVector.zero(I);
            for (int j = 0; j < 16; j++) {
                FloatVector sc = (FloatVector) ByteVector.fromMemorySegment(B, data, o + SCALES + 16L * j, LE).convertShape(VectorOperators.B2F, F, 0);
                FloatVector p = zero;
                for (int u = 0; u < 4; u++) {
                    int t = 4 * j + u, x = 256 * bi + 4 * t;
                    IntVector v = IntVector.fromMemorySegment(I, data, o + WORDS + 64L * t, LE);
                    p = ((FloatVector) v.and(0x000000FF).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x]), p);
                    p = ((FloatVector) v.and(0x0000FF00).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 1]), p);
                    p = ((FloatVector) v.and(0x00FF0000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 2]), p);
                    p = ((FloatVector) v.lanewise(VectorOperators.LSHR, 24).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 3]), p);
                }
                total = total.add((IntVector) p.mul(sc).convert(VectorOperators.F2I, 0))
                        .sub((IntVector) sc.mul(32f * bsums[16 * bi + j]).convert(VectorOperators.F2I, 0));
            }
            acc = ((FloatVector) total.convert(VectorOperators.I2F, 0)).mul(d).fma(FloatVector.broadcast(F, a.d[bi]), acc);
        }
        acc.intoMemorySegment(out, outOff * 4, LE);
    }
}
