package io.mlxcel.backend.java;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * Dot products of one dense (F32 / F16 / BF16) or MLX-affine weight row with an F32 activation row.
 * Scalar references plus Vector API paths.
 */
final class FloatDot {
    /** The dense kernels' width; the MLX affine ones (affine4Vector, affine8Vector) are written for 512 bits. */
    private static final VectorSpecies<Float> F = Simd.F;
    private static final VectorSpecies<Float> F512 = FloatVector.SPECIES_512;
    private static final int L = Simd.LANES;
    private static final VectorSpecies<Short> S256 = ShortVector.SPECIES_256;
    private static final VectorSpecies<Integer> I512 = IntVector.SPECIES_512;
    private static final VectorSpecies<Byte> B128 = ByteVector.SPECIES_128;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;
    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED;

    private FloatDot() {
    }

    static float f32Scalar(MemorySegment w, long wOff, MemorySegment x, long xOff, int k) {
        float s = 0;
        for (int i = 0; i < k; i++) s += w.get(F32, wOff + 4L * i) * x.get(F32, xOff + 4L * i);
        return s;
    }

    static float f32Vector(MemorySegment w, long wOff, MemorySegment x, long xOff, int k) {
        FloatVector acc = FloatVector.zero(F);
        int i = 0;
        for (; i <= k - L; i += L) {
            acc = FloatVector.fromMemorySegment(F, w, wOff + 4L * i, LE).fma(FloatVector.fromMemorySegment(F, x, xOff + 4L * i, LE), acc);
        }
        float s = sumLanes(acc);
        for (; i < k; i++) s += w.get(F32, wOff + 4L * i) * x.get(F32, xOff + 4L * i);
        return s;
    }

    static float f16Scalar(MemorySegment w, long wOff, MemorySegment x, long xOff, int k) {
        float s = 0;
        for (int i = 0; i < k; i++) s += Fp16.toFloat(w.get(I16, wOff + 2L * i)) * x.get(F32, xOff + 4L * i);
        return s;
    }

    private static final ThreadLocal<float[]> ROW = ThreadLocal.withInitial(() -> new float[0]);

    /** JDK 25's Vector API has no f16 lane conversion: widen the row with the (intrinsified) scalar one, then FMA. */
    static float f16Vector(MemorySegment w, long wOff, MemorySegment x, long xOff, int k) {
        float[] row = ROW.get();
        if (row.length < k) ROW.set(row = new float[k]);
        for (int i = 0; i < k; i++) row[i] = Float.float16ToFloat(w.get(I16, wOff + 2L * i));
        FloatVector acc = FloatVector.zero(F);
        int i = 0;
        for (; i <= k - L; i += L) {
            acc = FloatVector.fromArray(F, row, i).fma(FloatVector.fromMemorySegment(F, x, xOff + 4L * i, LE), acc);
        }
        float s = sumLanes(acc);
        for (; i < k; i++) s += row[i] * x.get(F32, xOff + 4L * i);
        return s;
    }

    static float bf16Scalar(MemorySegment w, long wOff, MemorySegment x, long xOff, int k) {
        float s = 0;
        for (int i = 0; i < k; i++) s += Fp16.bf16ToFloat(w.get(I16, wOff + 2L * i)) * x.get(F32, xOff + 4L * i);
        return s;
    }

    static float bf16Vector(MemorySegment w, long wOff, MemorySegment x, long xOff, int k) {
        FloatVector acc = FloatVector.zero(F);
        int i = 0;
        for (; i <= k - L; i += L) {
            IntVector bits = ((IntVector) ShortVector.fromMemorySegment(Simd.S_HALF, w, wOff + 2L * i, LE)
                    .convertShape(VectorOperators.S2I, Simd.I, 0)).lanewise(VectorOperators.LSHL, 16);
            FloatVector wv = bits.reinterpretAsFloats();
            acc = wv.fma(FloatVector.fromMemorySegment(F, x, xOff + 4L * i, LE), acc);
        }
        float s = sumLanes(acc);
        for (; i < k; i++) s += Fp16.bf16ToFloat(w.get(I16, wOff + 2L * i)) * x.get(F32, xOff + 4L * i);
        return s;
    }

    /**
     * {@link #scaleAt} for elements first .. first + dst.length - 1 into dst, read in one bulk copy (halves: scratch of
     * at least dst.length, for the 16-bit dtypes). The packers call it at load, in cold code.
     */
    static void scalesAt(MemorySegment s, io.mlxcel.spi.DType t, long first, float[] dst, short[] halves) {
        switch (t) {
            case F32 -> MemorySegment.copy(s, F32, 4 * first, dst, 0, dst.length);
            case F16, BF16 -> {
                MemorySegment.copy(s, I16, 2 * first, halves, 0, dst.length);
                for (int i = 0; i < dst.length; i++) dst[i] = t == io.mlxcel.spi.DType.F16 ? Fp16.toFloat(halves[i]) : Fp16.bf16ToFloat(halves[i]);
            }
            default -> throw new IllegalStateException("scale type " + t);
        }
    }

    /** Reads one MLX scale/bias element of the given dtype. */
    static float scaleAt(MemorySegment s, io.mlxcel.spi.DType t, long index) {
        return switch (t) {
            case F16 -> Fp16.toFloat(s.get(I16, 2 * index));
            case BF16 -> Fp16.bf16ToFloat(s.get(I16, 2 * index));
            case F32 -> s.get(F32, 4 * index);
            default -> throw new IllegalStateException("scale type " + t);
        };
    }

    /**
     * MLX affine row: sum over groups of scale * (q . x) + bias * sum(x). {@code bits} 4 or 8, packed
     * little-endian in uint32 words, lowest bits first.
     */
    static float affineScalar(MemorySegment w, MemorySegment scales, MemorySegment biases, io.mlxcel.spi.DType st,
                              int row, int k, int group, int bits, MemorySegment x, long xOff) {
        int perWord = 32 / bits;
        int mask = (1 << bits) - 1;
        long wordsPerRow = k / perWord;
        int groups = k / group;
        float total = 0;
        for (int g = 0; g < groups; g++) {
            float dot = 0, xs = 0;
            for (int j = g * group; j < (g + 1) * group; j++) {
                int word = w.get(U32, 4L * (row * wordsPerRow + j / perWord));
                int q = (word >>> ((j % perWord) * bits)) & mask;
                float xv = x.get(F32, xOff + 4L * j);
                dot += q * xv;
                xs += xv;
            }
            long gi = (long) row * groups + g;
            total += scaleAt(scales, st, gi) * dot + scaleAt(biases, st, gi) * xs;
        }
        return total;
    }

    /**
     * Per-group sums of x [k], which every row's bias term needs: sum_g bias_g * sum(x in g). Computed once per
     * activation row instead of once per weight row.
     */
    static void groupSums(MemorySegment x, long xOff, int k, int group, float[] out, int outOff) {
        for (int g = 0; g < k / group; g++) {
            FloatVector acc = FloatVector.zero(F512);
            for (int j = g * group; j < (g + 1) * group; j += 16) acc = acc.add(FloatVector.fromMemorySegment(F512, x, xOff + 4L * j, LE));
            out[outOff + g] = sumLanes(acc);
        }
    }

    /**
     * Vector path for MLX affine 4-bit: 16 values (two uint32 words of eight) per step, each group's dot scaled into
     * one accumulator (a single reduction per row), the bias term from precomputed group sums of x.
     */
    static float affine4Vector(MemorySegment w, MemorySegment scales, MemorySegment biases, io.mlxcel.spi.DType st,
                               int row, int k, int group, MemorySegment x, long xOff, float[] xSums, int xSumsOff) {
        int groups = k / group;
        long rowWordOff = 4L * row * (k / 8);
        FloatVector acc = FloatVector.zero(F512);
        float biasTerm = 0;
        for (int g = 0; g < groups; g++) {
            FloatVector dot = FloatVector.zero(F512);
            for (int j = g * group; j < (g + 1) * group; j += 16) {
                long wo = rowWordOff + 4L * (j / 8);
                IntVector words = IntVector.broadcast(I512, w.get(U32, wo)).blend(w.get(U32, wo + 4), HIGH8);
                IntVector q = words.lanewise(VectorOperators.LSHR, SHIFTS4).and(0xF);
                dot = ((FloatVector) q.convert(VectorOperators.I2F, 0)).fma(FloatVector.fromMemorySegment(F512, x, xOff + 4L * j, LE), dot);
            }
            long gi = (long) row * groups + g;
            acc = dot.fma(FloatVector.broadcast(F512, scaleAt(scales, st, gi)), acc);
            biasTerm += scaleAt(biases, st, gi) * xSums[xSumsOff + g];
        }
        return sumLanes(acc) + biasTerm;
    }

    /** Vector path for MLX affine 8-bit: 16 bytes (four uint32 words) per step, otherwise as {@link #affine4Vector}. */
    static float affine8Vector(MemorySegment w, MemorySegment scales, MemorySegment biases, io.mlxcel.spi.DType st,
                               int row, int k, int group, MemorySegment x, long xOff, float[] xSums, int xSumsOff) {
        int groups = k / group;
        long rowByteOff = (long) row * k;
        FloatVector acc = FloatVector.zero(F512);
        float biasTerm = 0;
        for (int g = 0; g < groups; g++) {
            FloatVector dot = FloatVector.zero(F512);
            for (int j = g * group; j < (g + 1) * group; j += 16) {
                IntVector q = ((IntVector) ByteVector.fromMemorySegment(B128, w, rowByteOff + j, LE)
                        .convertShape(VectorOperators.B2I, I512, 0)).and(0xFF);
                dot = ((FloatVector) q.convert(VectorOperators.I2F, 0)).fma(FloatVector.fromMemorySegment(F512, x, xOff + 4L * j, LE), dot);
            }
            long gi = (long) row * groups + g;
            acc = dot.fma(FloatVector.broadcast(F512, scaleAt(scales, st, gi)), acc);
            biasTerm += scaleAt(biases, st, gi) * xSums[xSumsOff + g];
        }
        return sumLanes(acc) + biasTerm;
    }

    /**
     * Sum of the 16 lanes in a fixed tree (halves, quarters, pairs, neighbours). {@code reduceLanes(ADD)} leaves the
     * order to the implementation, and the interpreter and C2 do differ: the same model then gave logits that differed
     * in the last bit between a cold and a warm run.
     */
    static float sumLanes(FloatVector v) {
        FloatVector h = v.length() == 8 ? v   // a 256-bit vector starts at the second stage
                : ((FloatVector) v.reinterpretShape(F256, 0)).add((FloatVector) v.reinterpretShape(F256, 1)); // l + l+8
        FloatVector q = ((FloatVector) h.reinterpretShape(F128, 0)).add((FloatVector) h.reinterpretShape(F128, 1)); // + l+4
        return (q.lane(0) + q.lane(2)) + (q.lane(1) + q.lane(3));
    }

    private static final VectorSpecies<Float> F256 = FloatVector.SPECIES_256, F128 = FloatVector.SPECIES_128;

    private static final IntVector SHIFTS4 = IntVector.fromArray(I512, new int[]{0, 4, 8, 12, 16, 20, 24, 28, 0, 4, 8, 12, 16, 20, 24, 28}, 0);
    private static final VectorMask<Integer> HIGH8 = VectorMask.fromLong(I512, 0xFF00L);
}
