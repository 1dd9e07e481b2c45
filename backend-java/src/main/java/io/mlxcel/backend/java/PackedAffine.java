package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * An MLX affine-quantized matrix (4 or 8 bits; w = scale * q + bias per group of columns) repacked at load so that one
 * vector holds the same 32-bit word of Simd.LANES consecutive rows (16 at 512 bits, 8 at 256): that many outputs
 * at once with lanes = rows,
 * no horizontal adds. Activations stay f32, as MLX computes: per group, {@code scale * sum(q * x) + bias * sum(x)}.
 *
 * <p>Layout per row block, group after group: the group's scales (an f32 a row), its biases, then its words
 * 0, 1, ... (an int a row each). A q is converted to float where it sits in its word (masked, not shifted: one operation
 * fewer), which is q * 2^shift exactly; the kernel multiplies it by x * 2^-shift, prepared once per activation row
 * ({@link Activations}), so each product is q * x up to the ordinary rounding of float arithmetic. The conversions
 * are written out in the kernels, not behind a one-line helper that C2 might not inline (see {@link PackedQuant}).
 */
final class PackedAffine {
    private static final VectorSpecies<Integer> I = Simd.I;
    private static final VectorSpecies<Float> F = Simd.F;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    static final int ROWS = Simd.LANES;

    final int rows, cols, group, bits, groups, perWord;
    final MemorySegment data;
    private final long groupStride;

    private PackedAffine(HostWeight w, MemorySegment data) {
        this.rows = w.rows();
        this.cols = w.cols();
        this.group = w.groupSize();
        this.bits = w.bits();
        this.groups = cols / group;
        this.perWord = 32 / bits;
        this.data = data;
        this.groupStride = 8L * ROWS + 4L * ROWS * (group / perWord);
    }

    static boolean supports(HostWeight w) {
        return Simd.VECTOR && !Boolean.getBoolean("mlxcel.java.unpacked") && w.type() == WeightType.MLX_AFFINE
                && (w.bits() == 4 || w.bits() == 8) && w.shape().length == 2 && w.rows() % ROWS == 0
                && w.groupSize() % (32 / w.bits()) == 0 && w.cols() % w.groupSize() == 0 && w.cols() % 16 == 0;
    }

    /** Repacks w, its row blocks split across the pool's threads, or reads it from the {@link PackCache}. */
    static PackedAffine pack(HostWeight w, PageMemory memory, WorkerPool pool) {
        long stride = 8L * ROWS + 4L * ROWS * (w.groupSize() / (32 / w.bits()));
        return PackCache.shared().packed(w, PackedAffine.class, (long) (w.rows() / ROWS) * (w.cols() / w.groupSize()) * stride,
                memory, pool, any -> true, data -> new PackedAffine(w, data), p -> pool.forRange(w.rows() / ROWS, (from, to) -> p.fill(w, from, to)));
    }

    /**
     * Repacks row blocks fromBlock .. toBlock - 1. A block's 16 rows of words are contiguous in the checkpoint and its
     * packed groups are contiguous here, so the words go through arrays filled and emptied in bulk: at load this code
     * runs interpreted or in C1 code at first, where array accesses cost a fraction of memory-segment accesses.
     */
    private void fill(HostWeight w, int fromBlock, int toBlock) {
        MemorySegment src = w.data();
        int wordsPerGroup = group / perWord, wordsPerRow = cols / perWord, intsPerGroup = (int) (groupStride / 4);
        int[] in = new int[ROWS * wordsPerRow];
        int[] out = new int[groups * intsPerGroup];
        float[] scales = new float[ROWS * groups], biases = new float[ROWS * groups];
        short[] halves = new short[ROWS * groups];
        for (int blk = fromBlock; blk < toBlock; blk++) {
            MemorySegment.copy(src, ValueLayout.JAVA_INT_UNALIGNED, 4L * blk * ROWS * wordsPerRow, in, 0, in.length);
            FloatDot.scalesAt(w.scales(), w.scaleType(), (long) blk * ROWS * groups, scales, halves);
            FloatDot.scalesAt(w.biases(), w.scaleType(), (long) blk * ROWS * groups, biases, halves);
            for (int g = 0; g < groups; g++) {
                int at = g * intsPerGroup;
                for (int r = 0; r < ROWS; r++) {
                    out[at + r] = Float.floatToRawIntBits(scales[r * groups + g]);
                    out[at + ROWS + r] = Float.floatToRawIntBits(biases[r * groups + g]);
                    for (int wi = 0; wi < wordsPerGroup; wi++) out[at + 2 * ROWS + ROWS * wi + r] = in[r * wordsPerRow + g * wordsPerGroup + wi];
                }
            }
            MemorySegment.copy(out, 0, data, ValueLayout.JAVA_INT, (long) blk * groups * groupStride, out.length);
        }
    }

    /** One activation row prepared for the kernels: x pre-scaled per position in its word, and per-group sums. */
    static final class Activations {
        float[] scaled = new float[0];
        float[] groupSums = new float[0];
        int rows, cols;

        // x times 2^-(bits * slot) for its slot in the word (a multiply by a power of two: exactly Math.scalb); the
        // top field is shifted down by the kernel (masked in place it would make the int negative)
        private static final float[] FACTORS_4 = slotFactors(4), FACTORS_8 = slotFactors(8);

        private static float[] slotFactors(int bits) {
            int perWord = 32 / bits;
            float[] f = new float[16];
            for (int j = 0; j < 16; j++) f[j] = j % perWord == perWord - 1 ? 1f : Math.scalb(1f, -bits * (j % perWord));
            return f;
        }

        void prepare(MemorySegment x, int rows, int cols, int group, int bits) {
            this.rows = rows;
            this.cols = cols;
            if (scaled.length < rows * cols) scaled = new float[rows * cols];
            if (groupSums.length < rows * cols / group) groupSums = new float[rows * cols / group];
            FloatVector f = FloatVector.fromArray(F, bits == 4 ? FACTORS_4 : FACTORS_8, 0);
            for (int r = 0; r < rows; r++) {
                for (int j = 0; j < cols; j += ROWS) {
                    FloatVector.fromMemorySegment(F, x, 4L * ((long) r * cols + j), LE).mul(f).intoArray(scaled, r * cols + j);
                }
                for (int g = 0; g < cols / group; g++) {
                    float s = 0;
                    for (int j = g * group; j < (g + 1) * group; j++) s += x.getAtIndex(ValueLayout.JAVA_FLOAT, (long) r * cols + j);
                    groupSums[r * (cols / group) + g] = s;
                }
            }
        }
    }

    /** The {@link #ROWS} outputs of row block {@code blk} for activation row {@code row}, into out[outOff + 0 .. ROWS - 1]. */
    void dotGroup(int blk, Activations a, int row, MemorySegment out, long outOff) {
        long base = (long) blk * groups * groupStride;
        int xo = row * cols, so = row * groups;
        FloatVector r = bits == 4 ? dot4(data, base, groups, groupStride, group / 8, a.scaled, xo, a.groupSums, so)
                : dot8(data, base, groups, groupStride, group / 4, a.scaled, xo, a.groupSums, so);
        r.intoMemorySegment(out, outOff * 4, LE);
    }

    /**
     * {@link #dotGroup} for four activation rows at once (prefill, 4-bit): each field is masked and converted once and
     * multiplied into the four rows' sums, which keep the single-row kernel's chains and order exactly (the same
     * numbers as four {@link #dotGroup} calls). Row r's outputs go to out[outOff + r * outStride + 0 .. ROWS - 1].
     */
    void dotGroupX4(int blk, Activations a, int row, MemorySegment out, long outOff, long outStride) {
        long base = (long) blk * groups * groupStride;
        dot4x4(data, base, groups, groupStride, group / 8, a.scaled, row * cols, cols, a.groupSums, row * groups, groups,
                out, outOff, outStride);
    }

    /** Written out in full, without helpers: past C2's inlining budget a helper is left out of line and boxes its vectors. */
    private static void dot4x4(MemorySegment w, long base, int groups, long stride, int words, float[] xs, int xo, int xr,
                               float[] sums, int so, int sr, MemorySegment out, long outOff, long outStride) {
        FloatVector zero = FloatVector.zero(F);
        FloatVector acc0 = zero, acc1 = zero, acc2 = zero, acc3 = zero, bias0 = zero, bias1 = zero, bias2 = zero, bias3 = zero;
        for (int g = 0; g < groups; g++) {
            long o = base + g * stride;
            FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero, b0 = zero, b1 = zero, b2 = zero, b3 = zero;
            FloatVector c0 = zero, c1 = zero, c2 = zero, c3 = zero, d0 = zero, d1 = zero, d2 = zero, d3 = zero;
            int j0 = xo + 8 * g * words;
            for (int wi = 0; wi < words; wi++) {
                int j = j0 + 8 * wi;
                IntVector v = IntVector.fromMemorySegment(I, w, o + 8L * ROWS + 4L * ROWS * wi, LE);
                FloatVector f;
                f = (FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0);
                a0 = f.fma(FloatVector.broadcast(F, xs[j]), a0);
                b0 = f.fma(FloatVector.broadcast(F, xs[j + xr]), b0);
                c0 = f.fma(FloatVector.broadcast(F, xs[j + 2 * xr]), c0);
                d0 = f.fma(FloatVector.broadcast(F, xs[j + 3 * xr]), d0);
                f = (FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0);
                a1 = f.fma(FloatVector.broadcast(F, xs[j + 1]), a1);
                b1 = f.fma(FloatVector.broadcast(F, xs[j + 1 + xr]), b1);
                c1 = f.fma(FloatVector.broadcast(F, xs[j + 1 + 2 * xr]), c1);
                d1 = f.fma(FloatVector.broadcast(F, xs[j + 1 + 3 * xr]), d1);
                f = (FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0);
                a2 = f.fma(FloatVector.broadcast(F, xs[j + 2]), a2);
                b2 = f.fma(FloatVector.broadcast(F, xs[j + 2 + xr]), b2);
                c2 = f.fma(FloatVector.broadcast(F, xs[j + 2 + 2 * xr]), c2);
                d2 = f.fma(FloatVector.broadcast(F, xs[j + 2 + 3 * xr]), d2);
                f = (FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0);
                a3 = f.fma(FloatVector.broadcast(F, xs[j + 3]), a3);
                b3 = f.fma(FloatVector.broadcast(F, xs[j + 3 + xr]), b3);
                c3 = f.fma(FloatVector.broadcast(F, xs[j + 3 + 2 * xr]), c3);
                d3 = f.fma(FloatVector.broadcast(F, xs[j + 3 + 3 * xr]), d3);
                f = (FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0);
                a0 = f.fma(FloatVector.broadcast(F, xs[j + 4]), a0);
                b0 = f.fma(FloatVector.broadcast(F, xs[j + 4 + xr]), b0);
                c0 = f.fma(FloatVector.broadcast(F, xs[j + 4 + 2 * xr]), c0);
                d0 = f.fma(FloatVector.broadcast(F, xs[j + 4 + 3 * xr]), d0);
                f = (FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0);
                a1 = f.fma(FloatVector.broadcast(F, xs[j + 5]), a1);
                b1 = f.fma(FloatVector.broadcast(F, xs[j + 5 + xr]), b1);
                c1 = f.fma(FloatVector.broadcast(F, xs[j + 5 + 2 * xr]), c1);
                d1 = f.fma(FloatVector.broadcast(F, xs[j + 5 + 3 * xr]), d1);
                f = (FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0);
                a2 = f.fma(FloatVector.broadcast(F, xs[j + 6]), a2);
                b2 = f.fma(FloatVector.broadcast(F, xs[j + 6 + xr]), b2);
                c2 = f.fma(FloatVector.broadcast(F, xs[j + 6 + 2 * xr]), c2);
                d2 = f.fma(FloatVector.broadcast(F, xs[j + 6 + 3 * xr]), d2);
                f = (FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0);
                a3 = f.fma(FloatVector.broadcast(F, xs[j + 7]), a3);
                b3 = f.fma(FloatVector.broadcast(F, xs[j + 7 + xr]), b3);
                c3 = f.fma(FloatVector.broadcast(F, xs[j + 7 + 2 * xr]), c3);
                d3 = f.fma(FloatVector.broadcast(F, xs[j + 7 + 3 * xr]), d3);
            }
            FloatVector scale = FloatVector.fromMemorySegment(F, w, o, LE), bias = FloatVector.fromMemorySegment(F, w, o + 4L * ROWS, LE);
            acc0 = scale.fma(a0.add(a1).add(a2.add(a3)), acc0);
            acc1 = scale.fma(b0.add(b1).add(b2.add(b3)), acc1);
            acc2 = scale.fma(c0.add(c1).add(c2.add(c3)), acc2);
            acc3 = scale.fma(d0.add(d1).add(d2.add(d3)), acc3);
            bias0 = bias.fma(FloatVector.broadcast(F, sums[so + g]), bias0);
            bias1 = bias.fma(FloatVector.broadcast(F, sums[so + sr + g]), bias1);
            bias2 = bias.fma(FloatVector.broadcast(F, sums[so + 2 * sr + g]), bias2);
            bias3 = bias.fma(FloatVector.broadcast(F, sums[so + 3 * sr + g]), bias3);
        }
        acc0.add(bias0).intoMemorySegment(out, outOff * 4, LE);
        acc1.add(bias1).intoMemorySegment(out, (outOff + outStride) * 4, LE);
        acc2.add(bias2).intoMemorySegment(out, (outOff + 2 * outStride) * 4, LE);
        acc3.add(bias3).intoMemorySegment(out, (outOff + 3 * outStride) * 4, LE);
    }

    /**
     * {@link #dotGroup} for two activation rows at once (prefill, 4-bit): each field is masked and converted once and
     * multiplied into the two rows' sums, which keep the single-row kernel's chains and order exactly (the same
     * numbers as two {@link #dotGroup} calls). Row r's outputs go to out[outOff + r * outStride + 0 .. ROWS - 1].
     */
    void dotGroupX2(int blk, Activations a, int row, MemorySegment out, long outOff, long outStride) {
        long base = (long) blk * groups * groupStride;
        dot4x2(data, base, groups, groupStride, group / 8, a.scaled, row * cols, cols, a.groupSums, row * groups, groups,
                out, outOff, outStride);
    }

    /** Written out in full: a helper that takes or returns vectors may be left out of line by C2, and then boxes them. */
    private static void dot4x2(MemorySegment w, long base, int groups, long stride, int words, float[] xs, int xo, int xr,
                               float[] sums, int so, int sr, MemorySegment out, long outOff, long outStride) {
        FloatVector zero = FloatVector.zero(F);
        FloatVector acc0 = zero, acc1 = zero, bias0 = zero, bias1 = zero;
        for (int g = 0; g < groups; g++) {
            long o = base + g * stride;
            FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero, b0 = zero, b1 = zero, b2 = zero, b3 = zero;
            int j0 = xo + 8 * g * words;
            for (int wi = 0; wi < words; wi++) {
                int j = j0 + 8 * wi;
                IntVector v = IntVector.fromMemorySegment(I, w, o + 8L * ROWS + 4L * ROWS * wi, LE);
                FloatVector f = (FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0);
                a0 = f.fma(FloatVector.broadcast(F, xs[j]), a0);
                b0 = f.fma(FloatVector.broadcast(F, xs[j + xr]), b0);
                f = (FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0);
                a1 = f.fma(FloatVector.broadcast(F, xs[j + 1]), a1);
                b1 = f.fma(FloatVector.broadcast(F, xs[j + 1 + xr]), b1);
                f = (FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0);
                a2 = f.fma(FloatVector.broadcast(F, xs[j + 2]), a2);
                b2 = f.fma(FloatVector.broadcast(F, xs[j + 2 + xr]), b2);
                f = (FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0);
                a3 = f.fma(FloatVector.broadcast(F, xs[j + 3]), a3);
                b3 = f.fma(FloatVector.broadcast(F, xs[j + 3 + xr]), b3);
                f = (FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0);
                a0 = f.fma(FloatVector.broadcast(F, xs[j + 4]), a0);
                b0 = f.fma(FloatVector.broadcast(F, xs[j + 4 + xr]), b0);
                f = (FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0);
                a1 = f.fma(FloatVector.broadcast(F, xs[j + 5]), a1);
                b1 = f.fma(FloatVector.broadcast(F, xs[j + 5 + xr]), b1);
                f = (FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0);
                a2 = f.fma(FloatVector.broadcast(F, xs[j + 6]), a2);
                b2 = f.fma(FloatVector.broadcast(F, xs[j + 6 + xr]), b2);
                f = (FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0);
                a3 = f.fma(FloatVector.broadcast(F, xs[j + 7]), a3);
                b3 = f.fma(FloatVector.broadcast(F, xs[j + 7 + xr]), b3);
            }
            FloatVector scale = FloatVector.fromMemorySegment(F, w, o, LE), bias = FloatVector.fromMemorySegment(F, w, o + 4L * ROWS, LE);
            acc0 = scale.fma(a0.add(a1).add(a2.add(a3)), acc0);
            acc1 = scale.fma(b0.add(b1).add(b2.add(b3)), acc1);
            bias0 = bias.fma(FloatVector.broadcast(F, sums[so + g]), bias0);
            bias1 = bias.fma(FloatVector.broadcast(F, sums[so + sr + g]), bias1);
        }
        acc0.add(bias0).intoMemorySegment(out, outOff * 4, LE);
        acc1.add(bias1).intoMemorySegment(out, (outOff + outStride) * 4, LE);
    }

    private static FloatVector dot4(MemorySegment w, long base, int groups, long stride, int words, float[] xs, int xo,
                                    float[] sums, int so) {
        FloatVector acc = FloatVector.zero(F), accBias = acc;
        long o = base;
        for (int g = 0, j = xo; g < groups; g++, o += stride) {
            // four independent chains: a single one would wait on each FMA's latency
            FloatVector s0 = FloatVector.zero(F), s1 = s0, s2 = s0, s3 = s0;
            for (int wi = 0; wi < words; wi++, j += 8) {
                IntVector v = IntVector.fromMemorySegment(I, w, o + 8L * ROWS + 4L * ROWS * wi, LE);
                s0 = ((FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j]), s0);
                s1 = ((FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 1]), s1);
                s2 = ((FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 2]), s2);
                s3 = ((FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 3]), s3);
                s0 = ((FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 4]), s0);
                s1 = ((FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 5]), s1);
                s2 = ((FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 6]), s2);
                s3 = ((FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 7]), s3);
            }
            FloatVector s = s0.add(s1).add(s2.add(s3));
            acc = FloatVector.fromMemorySegment(F, w, o, LE).fma(s, acc);
            accBias = FloatVector.fromMemorySegment(F, w, o + 4L * ROWS, LE).fma(FloatVector.broadcast(F, sums[so + g]), accBias);
        }
        return acc.add(accBias);
    }

    private static FloatVector dot8(MemorySegment w, long base, int groups, long stride, int words, float[] xs, int xo,
                                    float[] sums, int so) {
        FloatVector acc = FloatVector.zero(F), accBias = acc;
        long o = base;
        for (int g = 0, j = xo; g < groups; g++, o += stride) {
            FloatVector s0 = FloatVector.zero(F), s1 = s0, s2 = s0, s3 = s0;
            for (int wi = 0; wi < words; wi++, j += 4) {
                IntVector v = IntVector.fromMemorySegment(I, w, o + 8L * ROWS + 4L * ROWS * wi, LE);
                s0 = ((FloatVector) v.and(0x000000FF).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j]), s0);
                s1 = ((FloatVector) v.and(0x0000FF00).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 1]), s1);
                s2 = ((FloatVector) v.and(0x00FF0000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 2]), s2);
                s3 = ((FloatVector) v.lanewise(VectorOperators.LSHR, 24).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 3]), s3);
            }
            FloatVector s = s0.add(s1).add(s2.add(s3));
            acc = FloatVector.fromMemorySegment(F, w, o, LE).fma(s, acc);
            accBias = FloatVector.fromMemorySegment(F, w, o + 4L * ROWS, LE).fma(FloatVector.broadcast(F, sums[so + g]), accBias);
        }
        return acc.add(accBias);
    }
}
