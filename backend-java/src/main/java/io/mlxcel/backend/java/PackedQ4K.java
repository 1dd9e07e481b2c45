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
 * A GGUF Q4_K matrix repacked at load for sixteen rows at once (lanes = rows), computing llama.cpp's repacked-kernel
 * order exactly ({@link KQuantDot#q4kRepackedScalar}): per span of values one integer total of scale * q * code and
 * one integer min total, each added with an fma. Decode takes the GEMV order (one span per super-block), prefill rows
 * in groups of four the GEMM order (spans of 64).
 *
 * <p>The integer totals are computed in float lanes and stay exact: a nibble is converted where it sits in its word
 * (q * 2^shift) and meets the code pre-divided by 2^shift ({@link Q8KActivations#qfNib}), so each product is the
 * integer q * code; a sub-block's sum is below 32 * 15 * 127 and a span of 64 times its 6-bit scales below 2^23. The
 * GEMV total over a whole super-block can pass 2^24, so the span totals are added as ints.
 *
 * <p>Layout per 16-row group and super-block, 2368 bytes, every entry one lane per row: d (f16), dmin (f16), the
 * eight 6-bit scales (bytes), the eight mins (bytes), then the 32 words of the 128 nibble bytes in file order (word t
 * holds bytes 4t..4t+3: chunk t / 8 of 64 values; low nibbles are sub-block 2 * chunk, high nibbles the next one).
 * A row group is one forward stream.
 *
 * <p>The kernels spell out every conversion ({@link Fp16#halfVector}'s f16 one included) instead of calling helpers:
 * in bodies this large C2 leaves such a helper out of line and boxes the vectors it returns.
 */
final class PackedQ4K {
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_512;
    private static final VectorSpecies<Float> F = FloatVector.SPECIES_512;
    private static final VectorSpecies<Byte> B = ByteVector.SPECIES_128;
    private static final VectorSpecies<Short> S = ShortVector.SPECIES_256;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    static final int ROWS = 16;
    private static final long STRIDE = 2368, DMIN = 32, SCALES = 64, MINS = 192, WORDS = 320;

    final int rows, cols, blocks;
    final MemorySegment data;

    private PackedQ4K(int rows, int cols, MemorySegment data) {
        this.rows = rows;
        this.cols = cols;
        this.blocks = cols / 256;
        this.data = data;
    }

    static boolean supports(HostWeight w) {
        return KQuantDot.packable(w, WeightType.Q4_K, ROWS, 0, 2);   // d and dmin
    }

    static PackedQ4K pack(HostWeight w, PageMemory memory) {
        PackedQ4K p = new PackedQ4K(w.rows(), w.cols(), memory.allocate((long) (w.rows() / ROWS) * (w.cols() / 256) * STRIDE));
        p.fill(w.data());
        return p;
    }

    private void fill(MemorySegment src) {
        for (int g = 0; g < rows / ROWS; g++) {
            for (int b = 0; b < blocks; b++) {
                long o = ((long) g * blocks + b) * STRIDE;
                for (int r = 0; r < ROWS; r++) {
                    long s = ((long) (g * ROWS + r) * blocks + b) * KQuantDot.Q4K_BYTES;
                    data.set(ValueLayout.JAVA_SHORT, o + 2L * r, src.get(ValueLayout.JAVA_SHORT_UNALIGNED, s));
                    data.set(ValueLayout.JAVA_SHORT, o + DMIN + 2L * r, src.get(ValueLayout.JAVA_SHORT_UNALIGNED, s + 2));
                    for (int j = 0; j < 8; j++) {
                        data.set(ValueLayout.JAVA_BYTE, o + SCALES + 16L * j + r, (byte) KQuantDot.scaleMin(src, s + 4, j, 0));
                        data.set(ValueLayout.JAVA_BYTE, o + MINS + 16L * j + r, (byte) KQuantDot.scaleMin(src, s + 4, j, 1));
                    }
                    for (int t = 0; t < 32; t++) {
                        data.set(ValueLayout.JAVA_INT, o + WORDS + 64L * t + 4L * r, src.get(ValueLayout.JAVA_INT_UNALIGNED, s + 16 + 4L * t));
                    }
                }
            }
        }
    }

    /**
     * The sixteen outputs of row group {@code g} for activation row {@code row} in the GEMV order (one integer total
     * and one min total per super-block), into out[outOff + 0..15].
     */
    void dot16(int g, Q8KActivations a, int row, MemorySegment out, long outOff) {
        long base = (long) g * blocks * STRIDE;
        float[] xs = a.qfNib;
        int[] bsums = a.bsums;
        FloatVector zero = FloatVector.zero(F), acc = zero, accMin = zero;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int bi = row * blocks + b;
            FloatVector mins = zero;
            for (int j = 0; j < 8; j++) {
                mins = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + 16L * j, LE).convertShape(VectorOperators.B2F, F, 0)).fma(FloatVector.broadcast(F, (float) (bsums[16 * bi + 2 * j] + bsums[16 * bi + 2 * j + 1])), mins);
            }
            IntVector total = IntVector.zero(I);
            for (int c = 0; c < 4; c++) {
                // four chains: two per sub-block (low nibbles: sub-block 2c, high: 2c + 1)
                FloatVector l0 = zero, l1 = zero, h0 = zero, h1 = zero;
                for (int t = 0; t < 8; t++) {
                    IntVector v = IntVector.fromMemorySegment(I, data, o + WORDS + 64L * (8 * c + t), LE);
                    int x = 256 * bi + 64 * c + 4 * t;
                    l0 = ((FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x]), l0);
                    l1 = ((FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 1]), l1);
                    l0 = ((FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 2]), l0);
                    l1 = ((FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 3]), l1);
                    h0 = ((FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 32]), h0);
                    h1 = ((FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 33]), h1);
                    h0 = ((FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 34]), h0);
                    h1 = ((FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[x + 35]), h1);
                }
                FloatVector span = l0.add(l1).mul(((FloatVector) ByteVector.fromMemorySegment(B, data, o + SCALES + 32L * c, LE).convertShape(VectorOperators.B2F, F, 0))).add(h0.add(h1).mul(((FloatVector) ByteVector.fromMemorySegment(B, data, o + SCALES + 32L * c + 16, LE).convertShape(VectorOperators.B2F, F, 0))));
                total = total.add((IntVector) span.convert(VectorOperators.F2I, 0));
            }
            float ad = a.d[bi];
            acc = ((FloatVector) total.convert(VectorOperators.I2F, 0)).fma(((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0)).lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad), acc);
            accMin = mins.fma(((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN, LE).convertShape(VectorOperators.S2I, I, 0)).lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f).mul(ad), accMin);
        }
        acc.sub(accMin).intoMemorySegment(out, outOff * 4, LE);
    }

    /**
     * Four activation rows (row .. row + 3) in the GEMM order (an fma per span of 64), each nibble converted once for
     * the four. Row r's outputs go to out[outOff + r * outStride + 0..15]. Written out without helpers that take or
     * return vectors: past C2's inlining budget such a helper is left out of line and boxes them.
     */
    void dot16x4(int g, Q8KActivations a, int row, MemorySegment out, long outOff, long outStride) {
        long base = (long) g * blocks * STRIDE;
        float[] xs = a.qfNib;
        int[] bsums = a.bsums;
        FloatVector zero = FloatVector.zero(F);
        FloatVector acc0 = zero, acc1 = zero, acc2 = zero, acc3 = zero, min0 = zero, min1 = zero, min2 = zero, min3 = zero;
        for (int b = 0; b < blocks; b++) {
            long o = base + b * STRIDE;
            int b0 = row * blocks + b, b1 = b0 + blocks, b2 = b1 + blocks, b3 = b2 + blocks;
            FloatVector dw = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o, LE).convertShape(VectorOperators.S2I, I, 0)).lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f), mw = ((FloatVector) ((IntVector) ShortVector.fromMemorySegment(S, data, o + DMIN, LE).convertShape(VectorOperators.S2I, I, 0)).lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
            FloatVector d0 = dw.mul(a.d[b0]), d1 = dw.mul(a.d[b1]), d2 = dw.mul(a.d[b2]), d3 = dw.mul(a.d[b3]);
            FloatVector m0 = mw.mul(a.d[b0]), m1 = mw.mul(a.d[b1]), m2 = mw.mul(a.d[b2]), m3 = mw.mul(a.d[b3]);
            for (int c = 0; c < 4; c++) {
                FloatVector lo0 = zero, lo1 = zero, lo2 = zero, lo3 = zero, hi0 = zero, hi1 = zero, hi2 = zero, hi3 = zero;
                for (int t = 0; t < 8; t++) {
                    IntVector v = IntVector.fromMemorySegment(I, data, o + WORDS + 64L * (8 * c + t), LE);
                    int x = 256 * b0 + 64 * c + 4 * t, xr = 256 * blocks;
                    FloatVector f;
                    f = (FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0);
                    lo0 = f.fma(FloatVector.broadcast(F, xs[x]), lo0);
                    lo1 = f.fma(FloatVector.broadcast(F, xs[x + xr]), lo1);
                    lo2 = f.fma(FloatVector.broadcast(F, xs[x + 2 * xr]), lo2);
                    lo3 = f.fma(FloatVector.broadcast(F, xs[x + 3 * xr]), lo3);
                    f = (FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0);
                    lo0 = f.fma(FloatVector.broadcast(F, xs[x + 1]), lo0);
                    lo1 = f.fma(FloatVector.broadcast(F, xs[x + 1 + xr]), lo1);
                    lo2 = f.fma(FloatVector.broadcast(F, xs[x + 1 + 2 * xr]), lo2);
                    lo3 = f.fma(FloatVector.broadcast(F, xs[x + 1 + 3 * xr]), lo3);
                    f = (FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0);
                    lo0 = f.fma(FloatVector.broadcast(F, xs[x + 2]), lo0);
                    lo1 = f.fma(FloatVector.broadcast(F, xs[x + 2 + xr]), lo1);
                    lo2 = f.fma(FloatVector.broadcast(F, xs[x + 2 + 2 * xr]), lo2);
                    lo3 = f.fma(FloatVector.broadcast(F, xs[x + 2 + 3 * xr]), lo3);
                    f = (FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0);
                    lo0 = f.fma(FloatVector.broadcast(F, xs[x + 3]), lo0);
                    lo1 = f.fma(FloatVector.broadcast(F, xs[x + 3 + xr]), lo1);
                    lo2 = f.fma(FloatVector.broadcast(F, xs[x + 3 + 2 * xr]), lo2);
                    lo3 = f.fma(FloatVector.broadcast(F, xs[x + 3 + 3 * xr]), lo3);
                    f = (FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0);
                    hi0 = f.fma(FloatVector.broadcast(F, xs[x + 32]), hi0);
                    hi1 = f.fma(FloatVector.broadcast(F, xs[x + 32 + xr]), hi1);
                    hi2 = f.fma(FloatVector.broadcast(F, xs[x + 32 + 2 * xr]), hi2);
                    hi3 = f.fma(FloatVector.broadcast(F, xs[x + 32 + 3 * xr]), hi3);
                    f = (FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0);
                    hi0 = f.fma(FloatVector.broadcast(F, xs[x + 33]), hi0);
                    hi1 = f.fma(FloatVector.broadcast(F, xs[x + 33 + xr]), hi1);
                    hi2 = f.fma(FloatVector.broadcast(F, xs[x + 33 + 2 * xr]), hi2);
                    hi3 = f.fma(FloatVector.broadcast(F, xs[x + 33 + 3 * xr]), hi3);
                    f = (FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0);
                    hi0 = f.fma(FloatVector.broadcast(F, xs[x + 34]), hi0);
                    hi1 = f.fma(FloatVector.broadcast(F, xs[x + 34 + xr]), hi1);
                    hi2 = f.fma(FloatVector.broadcast(F, xs[x + 34 + 2 * xr]), hi2);
                    hi3 = f.fma(FloatVector.broadcast(F, xs[x + 34 + 3 * xr]), hi3);
                    f = (FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0);
                    hi0 = f.fma(FloatVector.broadcast(F, xs[x + 35]), hi0);
                    hi1 = f.fma(FloatVector.broadcast(F, xs[x + 35 + xr]), hi1);
                    hi2 = f.fma(FloatVector.broadcast(F, xs[x + 35 + 2 * xr]), hi2);
                    hi3 = f.fma(FloatVector.broadcast(F, xs[x + 35 + 3 * xr]), hi3);
                }
                // the span of 64 is sub-blocks 2c and 2c + 1: its totals, exact in float (below 2^23)
                FloatVector scLo = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + SCALES + 32L * c, LE).convertShape(VectorOperators.B2F, F, 0)), scHi = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + SCALES + 32L * c + 16, LE).convertShape(VectorOperators.B2F, F, 0));
                FloatVector mnLo = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + 32L * c, LE).convertShape(VectorOperators.B2F, F, 0)), mnHi = ((FloatVector) ByteVector.fromMemorySegment(B, data, o + MINS + 32L * c + 16, LE).convertShape(VectorOperators.B2F, F, 0));
                int j = 2 * c;
                acc0 = lo0.mul(scLo).add(hi0.mul(scHi)).fma(d0, acc0);
                acc1 = lo1.mul(scLo).add(hi1.mul(scHi)).fma(d1, acc1);
                acc2 = lo2.mul(scLo).add(hi2.mul(scHi)).fma(d2, acc2);
                acc3 = lo3.mul(scLo).add(hi3.mul(scHi)).fma(d3, acc3);
                min0 = mnLo.mul((float) (bsums[16 * b0 + 2 * j] + bsums[16 * b0 + 2 * j + 1])).add(mnHi.mul((float) (bsums[16 * b0 + 2 * j + 2] + bsums[16 * b0 + 2 * j + 3]))).fma(m0, min0);
                min1 = mnLo.mul((float) (bsums[16 * b1 + 2 * j] + bsums[16 * b1 + 2 * j + 1])).add(mnHi.mul((float) (bsums[16 * b1 + 2 * j + 2] + bsums[16 * b1 + 2 * j + 3]))).fma(m1, min1);
                min2 = mnLo.mul((float) (bsums[16 * b2 + 2 * j] + bsums[16 * b2 + 2 * j + 1])).add(mnHi.mul((float) (bsums[16 * b2 + 2 * j + 2] + bsums[16 * b2 + 2 * j + 3]))).fma(m2, min2);
                min3 = mnLo.mul((float) (bsums[16 * b3 + 2 * j] + bsums[16 * b3 + 2 * j + 1])).add(mnHi.mul((float) (bsums[16 * b3 + 2 * j + 2] + bsums[16 * b3 + 2 * j + 3]))).fma(m3, min3);
            }
        }
        acc0.sub(min0).intoMemorySegment(out, outOff * 4, LE);
        acc1.sub(min1).intoMemorySegment(out, (outOff + outStride) * 4, LE);
        acc2.sub(min2).intoMemorySegment(out, (outOff + 2 * outStride) * 4, LE);
        acc3.sub(min3).intoMemorySegment(out, (outOff + 3 * outStride) * 4, LE);
    }
}
