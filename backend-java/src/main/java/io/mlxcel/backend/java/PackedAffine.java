package io.mlxcel.backend.java;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * An MLX affine-quantized matrix (4 or 8 bits; w = scale * q + bias per group of columns) repacked at load so that one
 * vector holds the same 32-bit word of Simd.LANES consecutive rows (16 at 512 bits, 8 at 256): that many outputs
 * at once with lanes = rows, no horizontal adds. Activations stay f32, as MLX computes: per group,
 * {@code scale * sum(q * x) + bias * sum(x)}.
 *
 * <p>Layout: row blocks go in packs of {@link #HALVES} (two at 512 bits, one at 256), group after group. A pack's
 * group holds each block's scales (a row each) and biases, then the blocks' words (an int a row each) interleaved:
 * word 0 of block 0, word 0 of block 1, word 1 of block 0, ... Decode takes a pack's two blocks in one pass
 * ({@link #dotBlocks}) and prefill two activation rows of both ({@link #dotGroupX2Pair}): each broadcast activation
 * feeds both blocks' FMAs, and the pack is one stream through memory (two blocks read from two places at once were
 * slower than one at a time). An odd last block is paired with zeros.
 *
 * <p>Scales and biases stay in the checkpoint's 16 bits where it has bf16 or finite f16 ones, and are f32 otherwise:
 * decode streams the whole matrix once a token, and with 4-bit words and groups of 64 f32 fields were a tenth of the
 * bytes. The kernels widen them exactly: a bf16 is the upper half of an f32; a finite f16's exponent and mantissa
 * are shifted into an f32's places and the exponent bias made up by a multiply by 2^112 (subnormals included).
 *
 * <p>A q is converted to float where it sits in its word (masked, not shifted: one operation fewer), which is
 * q * 2^shift exactly; the kernel multiplies it by x * 2^-shift, prepared once per activation row
 * ({@link Activations}), so each product is q * x up to the ordinary rounding of float arithmetic. Every kernel keeps
 * {@link #dot4}'s (or {@link #dot8}'s) chains and order per row and block, so all of them give the same bits.
 * Conversions are written out in each kernel, not behind helpers, which C2 left out of line (see {@link PackedQuant});
 * that, and one kernel per shape of work, is why this class is longer than most.
 */
final class PackedAffine {
    private static final VectorSpecies<Integer> I = Simd.I;
    private static final VectorSpecies<Float> F = Simd.F;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final VectorSpecies<Short> S = Simd.S_HALF;
    static final int ROWS = Simd.LANES;
    /** How a group's scales and biases are stored: f32, the checkpoint's bf16, or its f16 (all finite). */
    static final int WIDE = 0, BF16 = 1, F16 = 2;

    /** Row blocks a pack: two where the paired decode kernel's sixteen accumulators fit AVX-512's 32 registers. */
    static final int HALVES = ROWS >= 16 ? 2 : 1;
    private static final long WORD_STEP = 4L * ROWS * HALVES;

    final int rows, cols, group, bits, groups, perWord, fields, blocks;
    final MemorySegment data;
    private final long groupStride;

    private PackedAffine(HostWeight w, int fields, MemorySegment data) {
        this.rows = w.rows();
        this.cols = w.cols();
        this.group = w.groupSize();
        this.bits = w.bits();
        this.groups = cols / group;
        this.perWord = 32 / bits;
        this.fields = fields;
        this.blocks = rows / ROWS;
        this.data = data;
        this.groupStride = groupStride(w, fields);
    }

    /** Bytes of one row's scale or bias. */
    private static long fieldBytes(int fields) {
        return fields == WIDE ? 4 : 2;
    }

    /** Bytes of one group of a pack. */
    private static long groupStride(HostWeight w, int fields) {
        return HALVES * (2 * fieldBytes(fields) * ROWS + 4L * ROWS * (w.groupSize() / (32 / w.bits())));
    }

    private static int packs(int rows) {
        return (rows / ROWS + HALVES - 1) / HALVES;
    }

    /** Where block blk's scales start in its pack's group 0; its biases follow one field later. */
    private long blockBase(int blk) {
        return (long) (blk / HALVES) * groups * groupStride + 2 * fieldBytes(fields) * ROWS * (blk % HALVES);
    }

    /** Bytes from block blk's scales to its word 0 in the same group; word wi lies {@link #WORD_STEP} * wi further. */
    private long wordsAt(int blk) {
        int h = blk % HALVES;
        return 2 * fieldBytes(fields) * ROWS * (HALVES - h) + 4L * ROWS * h;
    }

    /**
     * The 16-bit fields the checkpoint's scale type allows: bf16 always, f16 when all of them are finite (the kernels'
     * shifts convert finite halves only, checked in {@link #pack} on a cache miss), f32 otherwise.
     */
    static int fields(DType scaleType) {
        return switch (scaleType) {
            case BF16 -> BF16;
            case F16 -> F16;
            default -> WIDE;
        };
    }

    /** Whether every f16 of s is finite. */
    private static boolean finiteHalves(MemorySegment s) {
        return Fp16.allFinite(s, s.byteSize() / 2, 2, 0);
    }

    static boolean supports(HostWeight w) {
        return Simd.VECTOR && !Boolean.getBoolean("mlxcel.java.unpacked") && w.type() == WeightType.MLX_AFFINE
                && (w.bits() == 4 || w.bits() == 8) && w.shape().length == 2 && w.rows() % ROWS == 0
                && w.groupSize() % (32 / w.bits()) == 0 && w.cols() % w.groupSize() == 0 && w.cols() % 16 == 0;
    }

    /** Repacks w, its row blocks split across the pool's threads, or reads it from the {@link PackCache}. */
    static PackedAffine pack(HostWeight w, PageMemory memory, WorkerPool pool) {
        PackedAffine p = pack(w, fields(w.scaleType()), memory, pool);
        return p != null ? p : pack(w, WIDE, memory, pool);   // an f16 Inf or NaN among the scales or biases
    }

    /**
     * {@link #pack} with the fields' storage chosen by the caller (tests compare the layouts); null for f16 fields when
     * one of them is not finite. That scan runs only on a pack-cache miss, like the K-quant packers'.
     */
    static PackedAffine pack(HostWeight w, int fields, PageMemory memory, WorkerPool pool) {
        return PackCache.shared().packed(w, PackedAffine.class, (long) packs(w.rows()) * (w.cols() / w.groupSize()) * groupStride(w, fields),
                memory, pool, fields != F16 ? any -> true : any -> finiteHalves(any.scales()) && finiteHalves(any.biases()),
                data -> new PackedAffine(w, fields, data), p -> pool.forRange(packs(w.rows()), (from, to) -> p.fill(w, from, to)));
    }

    /**
     * Repacks packs fromPack .. toPack - 1. A block's 16 rows of words are contiguous in the checkpoint and a pack's
     * groups are contiguous here, so the words go through arrays filled and emptied in bulk: at load this code runs
     * interpreted or in C1 code at first, where array accesses cost a fraction of memory-segment accesses.
     */
    private void fill(HostWeight w, int fromPack, int toPack) {
        MemorySegment src = w.data();
        int wordsPerGroup = group / perWord, wordsPerRow = cols / perWord, intsPerGroup = (int) (groupStride / 4);
        int[] in = new int[ROWS * wordsPerRow];
        int[] out = new int[groups * intsPerGroup];
        float[] scales = new float[ROWS * groups], biases = new float[ROWS * groups];
        short[] scaleHalves = new short[ROWS * groups], biasHalves = new short[ROWS * groups];
        boolean wide = fields == WIDE;
        int field = wide ? ROWS : ROWS / 2;   // ints of one block's scales (or biases)
        for (int pack = fromPack; pack < toPack; pack++) {
            if ((pack + 1) * HALVES > blocks) java.util.Arrays.fill(out, 0);   // an odd last block's zero partner
            for (int h = 0; h < HALVES && pack * HALVES + h < blocks; h++) {
                int blk = pack * HALVES + h;
                MemorySegment.copy(src, ValueLayout.JAVA_INT_UNALIGNED, 4L * blk * ROWS * wordsPerRow, in, 0, in.length);
                if (wide) {
                    FloatDot.scalesAt(w.scales(), w.scaleType(), (long) blk * ROWS * groups, scales, scaleHalves);
                    FloatDot.scalesAt(w.biases(), w.scaleType(), (long) blk * ROWS * groups, biases, biasHalves);
                } else {
                    MemorySegment.copy(w.scales(), ValueLayout.JAVA_SHORT_UNALIGNED, 2L * blk * ROWS * groups, scaleHalves, 0, scaleHalves.length);
                    MemorySegment.copy(w.biases(), ValueLayout.JAVA_SHORT_UNALIGNED, 2L * blk * ROWS * groups, biasHalves, 0, biasHalves.length);
                }
                for (int g = 0; g < groups; g++) {
                    int at = g * intsPerGroup + 2 * field * h, words = g * intsPerGroup + 2 * field * HALVES + ROWS * h;
                    for (int r = 0; r < ROWS; r++) {
                        if (wide) {
                            out[at + r] = Float.floatToRawIntBits(scales[r * groups + g]);
                            out[at + field + r] = Float.floatToRawIntBits(biases[r * groups + g]);
                        } else if (r % 2 == 0) {   // two rows' halves an int, the lower row in the low half (little-endian)
                            out[at + r / 2] = scaleHalves[r * groups + g] & 0xFFFF | scaleHalves[(r + 1) * groups + g] << 16;
                            out[at + field + r / 2] = biasHalves[r * groups + g] & 0xFFFF | biasHalves[(r + 1) * groups + g] << 16;
                        }
                        for (int wi = 0; wi < wordsPerGroup; wi++) {
                            out[words + ROWS * HALVES * wi + r] = in[r * wordsPerRow + g * wordsPerGroup + wi];
                        }
                    }
                }
            }
            MemorySegment.copy(out, 0, data, ValueLayout.JAVA_INT, (long) pack * groups * groupStride, out.length);
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
        long base = blockBase(blk), wordsAt = wordsAt(blk);
        int xo = row * cols, so = row * groups;
        FloatVector r = bits == 4 ? dot4(data, base, wordsAt, fields, groups, groupStride, group / 8, a.scaled, xo, a.groupSums, so)
                : dot8(data, base, wordsAt, fields, groups, groupStride, group / 4, a.scaled, xo, a.groupSums, so);
        r.intoMemorySegment(out, outOff * 4, LE);
    }

    /**
     * Row blocks from .. to - 1 for activation row 0 (decode), block b's outputs at out[b * ROWS ..]: a pack's two
     * blocks in one pass ({@link #dot4Pair}, {@link #dot8Pair}) where the range holds both, otherwise block by block.
     * Each block keeps the single kernel's chains and order, so the outputs are {@link #dotGroup}'s bit for bit.
     */
    void dotBlocks(int from, int to, Activations a, MemorySegment out) {
        for (int b = from; b < to; ) {
            if (HALVES == 2 && b % 2 == 0 && b + 1 < to) {
                dotGroupPair(b, a, 0, out, (long) b * ROWS);
                b += 2;
            } else {
                dotGroup(b, a, 0, out, (long) b * ROWS);
                b++;
            }
        }
    }

    /**
     * {@link #dotGroup} for both blocks of the pack holding blk (even) and activation row {@code row}, in one pass:
     * outputs at out[outOff + 0 .. 2 * ROWS - 1], the same bits as two {@link #dotGroup} calls.
     */
    void dotGroupPair(int blk, Activations a, int row, MemorySegment out, long outOff) {
        if (bits == 4) dot4Pair(data, blockBase(blk), fields, groups, groupStride, group / 8, a.scaled, row * cols, a.groupSums, row * groups, out, outOff);
        else dot8Pair(data, blockBase(blk), fields, groups, groupStride, group / 4, a.scaled, row * cols, a.groupSums, row * groups, out, outOff);
    }

    /** {@link #dot4} for both blocks of the pack at base, written out in full (see {@link #dot4x4}). */
    private static void dot4Pair(MemorySegment w, long base, int fields, int groups, long stride, int words, float[] xs, int xo,
                                 float[] sums, int so, MemorySegment out, long outOff) {
        long field = fieldBytes(fields) * ROWS;
        int shift = fields == BF16 ? 16 : 13, mask = fields == BF16 ? -1 : 0x8FFFE000;
        float rebias = fields == BF16 ? 1f : 0x1p112f;
        FloatVector zero = FloatVector.zero(F);
        FloatVector acc0 = zero, bias0 = zero, acc1 = zero, bias1 = zero;
        long o = base;
        for (int g = 0, j = xo; g < groups; g++, o += stride) {
            FloatVector s0 = zero, s1 = zero, s2 = zero, s3 = zero, t0 = zero, t1 = zero, t2 = zero, t3 = zero;
            for (int wi = 0; wi < words; wi++, j += 8) {
                long at = o + 4 * field + WORD_STEP * wi;
                IntVector v = IntVector.fromMemorySegment(I, w, at, LE), u = IntVector.fromMemorySegment(I, w, at + 4L * ROWS, LE);
                FloatVector x = FloatVector.broadcast(F, xs[j]);
                s0 = ((FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0)).fma(x, s0);
                t0 = ((FloatVector) u.and(0x0000000F).convert(VectorOperators.I2F, 0)).fma(x, t0);
                x = FloatVector.broadcast(F, xs[j + 1]);
                s1 = ((FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0)).fma(x, s1);
                t1 = ((FloatVector) u.and(0x000000F0).convert(VectorOperators.I2F, 0)).fma(x, t1);
                x = FloatVector.broadcast(F, xs[j + 2]);
                s2 = ((FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0)).fma(x, s2);
                t2 = ((FloatVector) u.and(0x00000F00).convert(VectorOperators.I2F, 0)).fma(x, t2);
                x = FloatVector.broadcast(F, xs[j + 3]);
                s3 = ((FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0)).fma(x, s3);
                t3 = ((FloatVector) u.and(0x0000F000).convert(VectorOperators.I2F, 0)).fma(x, t3);
                x = FloatVector.broadcast(F, xs[j + 4]);
                s0 = ((FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0)).fma(x, s0);
                t0 = ((FloatVector) u.and(0x000F0000).convert(VectorOperators.I2F, 0)).fma(x, t0);
                x = FloatVector.broadcast(F, xs[j + 5]);
                s1 = ((FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0)).fma(x, s1);
                t1 = ((FloatVector) u.and(0x00F00000).convert(VectorOperators.I2F, 0)).fma(x, t1);
                x = FloatVector.broadcast(F, xs[j + 6]);
                s2 = ((FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0)).fma(x, s2);
                t2 = ((FloatVector) u.and(0x0F000000).convert(VectorOperators.I2F, 0)).fma(x, t2);
                x = FloatVector.broadcast(F, xs[j + 7]);
                s3 = ((FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0)).fma(x, s3);
                t3 = ((FloatVector) u.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0)).fma(x, t3);
            }
            FloatVector scale0, b0, scale1, b1;
            if (fields == WIDE) {
                scale0 = FloatVector.fromMemorySegment(F, w, o, LE);
                b0 = FloatVector.fromMemorySegment(F, w, o + field, LE);
                scale1 = FloatVector.fromMemorySegment(F, w, o + 2 * field, LE);
                b1 = FloatVector.fromMemorySegment(F, w, o + 3 * field, LE);
            } else {
                    scale0 = ((IntVector) ShortVector.fromMemorySegment(S, w, o, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    b0 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    scale1 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + 2 * field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    b1 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + 3 * field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
            }
            FloatVector sum = FloatVector.broadcast(F, sums[so + g]);
            acc0 = scale0.fma(s0.add(s1).add(s2.add(s3)), acc0);
            bias0 = b0.fma(sum, bias0);
            acc1 = scale1.fma(t0.add(t1).add(t2.add(t3)), acc1);
            bias1 = b1.fma(sum, bias1);
        }
        acc0.add(bias0).intoMemorySegment(out, outOff * 4, LE);
        acc1.add(bias1).intoMemorySegment(out, (outOff + ROWS) * 4, LE);
    }

    /** {@link #dot8} for both blocks of the pack at base, written out in full (see {@link #dot4x4}). */
    private static void dot8Pair(MemorySegment w, long base, int fields, int groups, long stride, int words, float[] xs, int xo,
                                 float[] sums, int so, MemorySegment out, long outOff) {
        long field = fieldBytes(fields) * ROWS;
        int shift = fields == BF16 ? 16 : 13, mask = fields == BF16 ? -1 : 0x8FFFE000;
        float rebias = fields == BF16 ? 1f : 0x1p112f;
        FloatVector zero = FloatVector.zero(F);
        FloatVector acc0 = zero, bias0 = zero, acc1 = zero, bias1 = zero;
        long o = base;
        for (int g = 0, j = xo; g < groups; g++, o += stride) {
            FloatVector s0 = zero, s1 = zero, s2 = zero, s3 = zero, t0 = zero, t1 = zero, t2 = zero, t3 = zero;
            for (int wi = 0; wi < words; wi++, j += 4) {
                long at = o + 4 * field + WORD_STEP * wi;
                IntVector v = IntVector.fromMemorySegment(I, w, at, LE), u = IntVector.fromMemorySegment(I, w, at + 4L * ROWS, LE);
                FloatVector x = FloatVector.broadcast(F, xs[j]);
                s0 = ((FloatVector) v.and(0x000000FF).convert(VectorOperators.I2F, 0)).fma(x, s0);
                t0 = ((FloatVector) u.and(0x000000FF).convert(VectorOperators.I2F, 0)).fma(x, t0);
                x = FloatVector.broadcast(F, xs[j + 1]);
                s1 = ((FloatVector) v.and(0x0000FF00).convert(VectorOperators.I2F, 0)).fma(x, s1);
                t1 = ((FloatVector) u.and(0x0000FF00).convert(VectorOperators.I2F, 0)).fma(x, t1);
                x = FloatVector.broadcast(F, xs[j + 2]);
                s2 = ((FloatVector) v.and(0x00FF0000).convert(VectorOperators.I2F, 0)).fma(x, s2);
                t2 = ((FloatVector) u.and(0x00FF0000).convert(VectorOperators.I2F, 0)).fma(x, t2);
                x = FloatVector.broadcast(F, xs[j + 3]);
                s3 = ((FloatVector) v.lanewise(VectorOperators.LSHR, 24).convert(VectorOperators.I2F, 0)).fma(x, s3);
                t3 = ((FloatVector) u.lanewise(VectorOperators.LSHR, 24).convert(VectorOperators.I2F, 0)).fma(x, t3);
            }
            FloatVector scale0, b0, scale1, b1;
            if (fields == WIDE) {
                scale0 = FloatVector.fromMemorySegment(F, w, o, LE);
                b0 = FloatVector.fromMemorySegment(F, w, o + field, LE);
                scale1 = FloatVector.fromMemorySegment(F, w, o + 2 * field, LE);
                b1 = FloatVector.fromMemorySegment(F, w, o + 3 * field, LE);
            } else {
                    scale0 = ((IntVector) ShortVector.fromMemorySegment(S, w, o, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    b0 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    scale1 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + 2 * field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    b1 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + 3 * field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
            }
            FloatVector sum = FloatVector.broadcast(F, sums[so + g]);
            acc0 = scale0.fma(s0.add(s1).add(s2.add(s3)), acc0);
            bias0 = b0.fma(sum, bias0);
            acc1 = scale1.fma(t0.add(t1).add(t2.add(t3)), acc1);
            bias1 = b1.fma(sum, bias1);
        }
        acc0.add(bias0).intoMemorySegment(out, outOff * 4, LE);
        acc1.add(bias1).intoMemorySegment(out, (outOff + ROWS) * 4, LE);
    }

    /**
     * {@link #dotGroup} for activation rows row and row + 1 and both blocks of the pack holding blk (even), in one
     * pass over the pack's interleaved words (prefill, 4-bit); every chain keeps the single-row kernel's order, so the
     * numbers are four {@link #dotGroup} calls'. Row r's outputs go to out[outOff + r * outStride + 0 .. 2 * ROWS - 1].
     */
    void dotGroupX2Pair(int blk, Activations a, int row, MemorySegment out, long outOff, long outStride) {
        dot4x2Pair(data, blockBase(blk), fields, groups, groupStride, group / 8, a.scaled, row * cols, cols, a.groupSums, row * groups,
                groups, out, outOff, outStride);
    }

    /** Written out in full (see {@link #dot4x4}); a, b: rows 0 and 1 of block 0, c, d: of block 1. */
    private static void dot4x2Pair(MemorySegment w, long base, int fields, int groups, long stride, int words, float[] xs, int xo, int xr,
                                   float[] sums, int so, int sr, MemorySegment out, long outOff, long outStride) {
        long field = fieldBytes(fields) * ROWS;
        int shift = fields == BF16 ? 16 : 13, mask = fields == BF16 ? -1 : 0x8FFFE000;
        float rebias = fields == BF16 ? 1f : 0x1p112f;
        FloatVector zero = FloatVector.zero(F);
        FloatVector accA = zero, accB = zero, accC = zero, accD = zero, biasA = zero, biasB = zero, biasC = zero, biasD = zero;
        for (int g = 0; g < groups; g++) {
            long o = base + g * stride;
            FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero, b0 = zero, b1 = zero, b2 = zero, b3 = zero;
            FloatVector c0 = zero, c1 = zero, c2 = zero, c3 = zero, d0 = zero, d1 = zero, d2 = zero, d3 = zero;
            int j0 = xo + 8 * g * words;
            for (int wi = 0; wi < words; wi++) {
                int j = j0 + 8 * wi;
                long at = o + 4 * field + WORD_STEP * wi;
                IntVector v = IntVector.fromMemorySegment(I, w, at, LE), u = IntVector.fromMemorySegment(I, w, at + 4L * ROWS, LE);
                FloatVector f, e, x;
                f = (FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.and(0x0000000F).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j]);
                a0 = f.fma(x, a0);
                c0 = e.fma(x, c0);
                x = FloatVector.broadcast(F, xs[j + xr]);
                b0 = f.fma(x, b0);
                d0 = e.fma(x, d0);
                f = (FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.and(0x000000F0).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j + 1]);
                a1 = f.fma(x, a1);
                c1 = e.fma(x, c1);
                x = FloatVector.broadcast(F, xs[j + 1 + xr]);
                b1 = f.fma(x, b1);
                d1 = e.fma(x, d1);
                f = (FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.and(0x00000F00).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j + 2]);
                a2 = f.fma(x, a2);
                c2 = e.fma(x, c2);
                x = FloatVector.broadcast(F, xs[j + 2 + xr]);
                b2 = f.fma(x, b2);
                d2 = e.fma(x, d2);
                f = (FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.and(0x0000F000).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j + 3]);
                a3 = f.fma(x, a3);
                c3 = e.fma(x, c3);
                x = FloatVector.broadcast(F, xs[j + 3 + xr]);
                b3 = f.fma(x, b3);
                d3 = e.fma(x, d3);
                f = (FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.and(0x000F0000).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j + 4]);
                a0 = f.fma(x, a0);
                c0 = e.fma(x, c0);
                x = FloatVector.broadcast(F, xs[j + 4 + xr]);
                b0 = f.fma(x, b0);
                d0 = e.fma(x, d0);
                f = (FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.and(0x00F00000).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j + 5]);
                a1 = f.fma(x, a1);
                c1 = e.fma(x, c1);
                x = FloatVector.broadcast(F, xs[j + 5 + xr]);
                b1 = f.fma(x, b1);
                d1 = e.fma(x, d1);
                f = (FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.and(0x0F000000).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j + 6]);
                a2 = f.fma(x, a2);
                c2 = e.fma(x, c2);
                x = FloatVector.broadcast(F, xs[j + 6 + xr]);
                b2 = f.fma(x, b2);
                d2 = e.fma(x, d2);
                f = (FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0);
                e = (FloatVector) u.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0);
                x = FloatVector.broadcast(F, xs[j + 7]);
                a3 = f.fma(x, a3);
                c3 = e.fma(x, c3);
                x = FloatVector.broadcast(F, xs[j + 7 + xr]);
                b3 = f.fma(x, b3);
                d3 = e.fma(x, d3);
            }
            FloatVector scale0, bias0, scale1, bias1;
            if (fields == WIDE) {
                scale0 = FloatVector.fromMemorySegment(F, w, o, LE);
                bias0 = FloatVector.fromMemorySegment(F, w, o + field, LE);
                scale1 = FloatVector.fromMemorySegment(F, w, o + 2 * field, LE);
                bias1 = FloatVector.fromMemorySegment(F, w, o + 3 * field, LE);
            } else {
                    scale0 = ((IntVector) ShortVector.fromMemorySegment(S, w, o, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    bias0 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    scale1 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + 2 * field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                    bias1 = ((IntVector) ShortVector.fromMemorySegment(S, w, o + 3 * field, LE).convertShape(VectorOperators.S2I, I, 0))
                            .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
            }
            FloatVector sum0 = FloatVector.broadcast(F, sums[so + g]), sum1 = FloatVector.broadcast(F, sums[so + sr + g]);
            accA = scale0.fma(a0.add(a1).add(a2.add(a3)), accA);
            accB = scale0.fma(b0.add(b1).add(b2.add(b3)), accB);
            accC = scale1.fma(c0.add(c1).add(c2.add(c3)), accC);
            accD = scale1.fma(d0.add(d1).add(d2.add(d3)), accD);
            biasA = bias0.fma(sum0, biasA);
            biasB = bias0.fma(sum1, biasB);
            biasC = bias1.fma(sum0, biasC);
            biasD = bias1.fma(sum1, biasD);
        }
        accA.add(biasA).intoMemorySegment(out, outOff * 4, LE);
        accC.add(biasC).intoMemorySegment(out, (outOff + ROWS) * 4, LE);
        accB.add(biasB).intoMemorySegment(out, (outOff + outStride) * 4, LE);
        accD.add(biasD).intoMemorySegment(out, (outOff + outStride + ROWS) * 4, LE);
    }

    /**
     * {@link #dotGroup} for four activation rows at once (prefill, 4-bit): each field is masked and converted once and
     * multiplied into the four rows' sums, which keep the single-row kernel's chains and order exactly (the same
     * numbers as four {@link #dotGroup} calls). Row r's outputs go to out[outOff + r * outStride + 0 .. ROWS - 1].
     */
    void dotGroupX4(int blk, Activations a, int row, MemorySegment out, long outOff, long outStride) {
        dot4x4(data, blockBase(blk), wordsAt(blk), fields, groups, groupStride, group / 8, a.scaled, row * cols, cols, a.groupSums, row * groups, groups,
                out, outOff, outStride);
    }

    /** Written out in full, without helpers: past C2's inlining budget a helper is left out of line and boxes its vectors. */
    private static void dot4x4(MemorySegment w, long base, long wordsAt, int fields, int groups, long stride, int words, float[] xs, int xo, int xr,
                               float[] sums, int so, int sr, MemorySegment out, long outOff, long outStride) {
        long field = fieldBytes(fields) * ROWS;
        // 16-bit fields widened in place (see the class comment): bf16 shifted up; f16 shifted, masked and rebiased
        int shift = fields == BF16 ? 16 : 13, mask = fields == BF16 ? -1 : 0x8FFFE000;
        float rebias = fields == BF16 ? 1f : 0x1p112f;
        FloatVector zero = FloatVector.zero(F);
        FloatVector acc0 = zero, acc1 = zero, acc2 = zero, acc3 = zero, bias0 = zero, bias1 = zero, bias2 = zero, bias3 = zero;
        for (int g = 0; g < groups; g++) {
            long o = base + g * stride;
            FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero, b0 = zero, b1 = zero, b2 = zero, b3 = zero;
            FloatVector c0 = zero, c1 = zero, c2 = zero, c3 = zero, d0 = zero, d1 = zero, d2 = zero, d3 = zero;
            int j0 = xo + 8 * g * words;
            for (int wi = 0; wi < words; wi++) {
                int j = j0 + 8 * wi;
                IntVector v = IntVector.fromMemorySegment(I, w, o + wordsAt + WORD_STEP * wi, LE);
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
            FloatVector scale, bias;
            if (fields == WIDE) {
                scale = FloatVector.fromMemorySegment(F, w, o, LE);
                bias = FloatVector.fromMemorySegment(F, w, o + field, LE);
            } else {
                scale = ((IntVector) ShortVector.fromMemorySegment(S, w, o, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                bias = ((IntVector) ShortVector.fromMemorySegment(S, w, o + field, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
            }
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
        dot4x2(data, blockBase(blk), wordsAt(blk), fields, groups, groupStride, group / 8, a.scaled, row * cols, cols, a.groupSums, row * groups, groups,
                out, outOff, outStride);
    }

    /** Written out in full: a helper that takes or returns vectors may be left out of line by C2, and then boxes them. */
    private static void dot4x2(MemorySegment w, long base, long wordsAt, int fields, int groups, long stride, int words, float[] xs, int xo, int xr,
                               float[] sums, int so, int sr, MemorySegment out, long outOff, long outStride) {
        long field = fieldBytes(fields) * ROWS;
        // 16-bit fields widened in place (see the class comment): bf16 shifted up; f16 shifted, masked and rebiased
        int shift = fields == BF16 ? 16 : 13, mask = fields == BF16 ? -1 : 0x8FFFE000;
        float rebias = fields == BF16 ? 1f : 0x1p112f;
        FloatVector zero = FloatVector.zero(F);
        FloatVector acc0 = zero, acc1 = zero, bias0 = zero, bias1 = zero;
        for (int g = 0; g < groups; g++) {
            long o = base + g * stride;
            FloatVector a0 = zero, a1 = zero, a2 = zero, a3 = zero, b0 = zero, b1 = zero, b2 = zero, b3 = zero;
            int j0 = xo + 8 * g * words;
            for (int wi = 0; wi < words; wi++) {
                int j = j0 + 8 * wi;
                IntVector v = IntVector.fromMemorySegment(I, w, o + wordsAt + WORD_STEP * wi, LE);
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
            FloatVector scale, bias;
            if (fields == WIDE) {
                scale = FloatVector.fromMemorySegment(F, w, o, LE);
                bias = FloatVector.fromMemorySegment(F, w, o + field, LE);
            } else {
                scale = ((IntVector) ShortVector.fromMemorySegment(S, w, o, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                bias = ((IntVector) ShortVector.fromMemorySegment(S, w, o + field, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
            }
            acc0 = scale.fma(a0.add(a1).add(a2.add(a3)), acc0);
            acc1 = scale.fma(b0.add(b1).add(b2.add(b3)), acc1);
            bias0 = bias.fma(FloatVector.broadcast(F, sums[so + g]), bias0);
            bias1 = bias.fma(FloatVector.broadcast(F, sums[so + sr + g]), bias1);
        }
        acc0.add(bias0).intoMemorySegment(out, outOff * 4, LE);
        acc1.add(bias1).intoMemorySegment(out, (outOff + outStride) * 4, LE);
    }

    private static FloatVector dot4(MemorySegment w, long base, long wordsAt, int fields, int groups, long stride, int words, float[] xs, int xo,
                                    float[] sums, int so) {
        long field = fieldBytes(fields) * ROWS;
        // 16-bit fields widened in place (see the class comment): bf16 shifted up; f16 shifted, masked and rebiased
        int shift = fields == BF16 ? 16 : 13, mask = fields == BF16 ? -1 : 0x8FFFE000;
        float rebias = fields == BF16 ? 1f : 0x1p112f;
        FloatVector acc = FloatVector.zero(F), accBias = acc;
        long o = base;
        for (int g = 0, j = xo; g < groups; g++, o += stride) {
            // four independent chains: a single one would wait on each FMA's latency
            FloatVector s0 = FloatVector.zero(F), s1 = s0, s2 = s0, s3 = s0;
            for (int wi = 0; wi < words; wi++, j += 8) {
                IntVector v = IntVector.fromMemorySegment(I, w, o + wordsAt + WORD_STEP * wi, LE);
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
            FloatVector scale, bias;
            if (fields == WIDE) {
                scale = FloatVector.fromMemorySegment(F, w, o, LE);
                bias = FloatVector.fromMemorySegment(F, w, o + field, LE);
            } else {
                scale = ((IntVector) ShortVector.fromMemorySegment(S, w, o, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                bias = ((IntVector) ShortVector.fromMemorySegment(S, w, o + field, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
            }
            acc = scale.fma(s, acc);
            accBias = bias.fma(FloatVector.broadcast(F, sums[so + g]), accBias);
        }
        return acc.add(accBias);
    }

    private static FloatVector dot8(MemorySegment w, long base, long wordsAt, int fields, int groups, long stride, int words, float[] xs, int xo,
                                    float[] sums, int so) {
        long field = fieldBytes(fields) * ROWS;
        // 16-bit fields widened in place (see the class comment): bf16 shifted up; f16 shifted, masked and rebiased
        int shift = fields == BF16 ? 16 : 13, mask = fields == BF16 ? -1 : 0x8FFFE000;
        float rebias = fields == BF16 ? 1f : 0x1p112f;
        FloatVector acc = FloatVector.zero(F), accBias = acc;
        long o = base;
        for (int g = 0, j = xo; g < groups; g++, o += stride) {
            FloatVector s0 = FloatVector.zero(F), s1 = s0, s2 = s0, s3 = s0;
            for (int wi = 0; wi < words; wi++, j += 4) {
                IntVector v = IntVector.fromMemorySegment(I, w, o + wordsAt + WORD_STEP * wi, LE);
                s0 = ((FloatVector) v.and(0x000000FF).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j]), s0);
                s1 = ((FloatVector) v.and(0x0000FF00).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 1]), s1);
                s2 = ((FloatVector) v.and(0x00FF0000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 2]), s2);
                s3 = ((FloatVector) v.lanewise(VectorOperators.LSHR, 24).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, xs[j + 3]), s3);
            }
            FloatVector s = s0.add(s1).add(s2.add(s3));
            FloatVector scale, bias;
            if (fields == WIDE) {
                scale = FloatVector.fromMemorySegment(F, w, o, LE);
                bias = FloatVector.fromMemorySegment(F, w, o + field, LE);
            } else {
                scale = ((IntVector) ShortVector.fromMemorySegment(S, w, o, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
                bias = ((IntVector) ShortVector.fromMemorySegment(S, w, o + field, LE).convertShape(VectorOperators.S2I, I, 0))
                        .lanewise(VectorOperators.LSHL, shift).and(mask).reinterpretAsFloats().mul(rebias);
            }
            acc = scale.fma(s, acc);
            accBias = bias.fma(FloatVector.broadcast(F, sums[so + g]), accBias);
        }
        return acc.add(accBias);
    }
}
