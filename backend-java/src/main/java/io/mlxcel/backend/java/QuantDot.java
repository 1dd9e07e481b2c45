package io.mlxcel.backend.java;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * Dot products of one GGUF-quantized weight row with one row of {@link Q8Activations}.
 *
 * <p>Summation order is part of the definition. Within a block of 32, products are summed exactly in integers in
 * eight groups of four consecutive values; each group sum is scaled and accumulated into its own float lane
 * ({@code lane = fma(dw * dx, groupSum, lane)}) across blocks; the eight lanes are reduced as (l0+l4 + l2+l6) +
 * (l1+l5 + l3+l7). That is the order llama.cpp's x86 kernels use, and reproducing it bit for bit keeps the int8
 * activation rounding downstream identical, hence identical greedy tokens. The scalar kernels are the reference;
 * the Vector API kernels must equal them exactly.
 */
final class QuantDot {
    private static final VectorSpecies<Byte> B128 = ByteVector.SPECIES_128;
    private static final VectorSpecies<Integer> I512 = IntVector.SPECIES_512;
    private static final VectorSpecies<Float> F512 = FloatVector.SPECIES_512;
    private static final ValueLayout.OfShort F16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    /** After x + x[i+1] and then + x[i+2], lane 4k holds the sum of lanes 4k..4k+3. */
    private static final VectorShuffle<Integer> NEXT1 = VectorShuffle.fromOp(I512, i -> (i + 1) & 15);
    private static final VectorShuffle<Integer> NEXT2 = VectorShuffle.fromOp(I512, i -> (i + 2) & 15);

    private QuantDot() {
    }

    /** Reduction of the eight lane accumulators in the reference order. */
    static float hsum8(float l0, float l1, float l2, float l3, float l4, float l5, float l6, float l7) {
        float r0 = l0 + l4, r1 = l1 + l5, r2 = l2 + l6, r3 = l3 + l7;
        return (r0 + r2) + (r1 + r3);
    }

    /** hsum8 of the group sums held in lanes 0, 4, 8, 12 of lo (groups 0..3) and hi (groups 4..7). */
    static float hsumGroups(FloatVector lo, FloatVector hi) {
        return hsum8(lo.lane(0), lo.lane(4), lo.lane(8), lo.lane(12), hi.lane(0), hi.lane(4), hi.lane(8), hi.lane(12));
    }

    /** Lane 4k of the result holds the sum of lanes 4k..4k+3 (exact: integers). */
    static IntVector groupSums(IntVector products) {
        IntVector t = products.add(products.rearrange(NEXT1));
        return t.add(t.rearrange(NEXT2));
    }

    /** Weight value j (0..31) of a 4-bit block whose nibbles start at qsOff: low nibbles first, then high. */
    private static int nibble(MemorySegment w, long qsOff, int j) {
        int packed = w.get(ValueLayout.JAVA_BYTE, qsOff + (j & 15)) & 0xFF;
        return j < 16 ? packed & 0x0F : packed >>> 4;
    }

    // ---------------- scalar references ----------------

    /** kind: 0 = Q4_0, 1 = Q4_1, 2 = Q8_0, 3 = Q5_0. */
    private static float scalar(int kind, MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        float[] lane = new float[8];
        float mins = 0;
        int qo = row * blocks * 32;
        int bo = row * blocks;
        int blockBytes = kind == 0 ? 18 : kind == 1 ? 20 : kind == 2 ? 34 : 22;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + (long) b * blockBytes;
            float d = Fp16.toFloat(w.get(F16, off)) * a.d[bo + b];
            for (int g = 0; g < 8; g++) {
                int sum = 0;
                for (int j = 4 * g; j < 4 * g + 4; j++) {
                    int q = switch (kind) {
                        case 0 -> nibble(w, off + 2, j) - 8;
                        case 1 -> nibble(w, off + 4, j);
                        case 3 -> (nibble(w, off + 6, j) | (((w.get(ValueLayout.JAVA_INT_UNALIGNED, off + 2) >>> j) & 1) << 4)) - 16;
                        default -> w.get(ValueLayout.JAVA_BYTE, off + 2 + j);
                    };
                    sum += q * a.q[qo + b * 32 + j];
                }
                lane[g] = Math.fma(d, (float) sum, lane[g]);
            }
            if (kind == 1) mins += Fp16.toFloat(w.get(F16, off + 2)) * a.s[bo + b];
        }
        return hsum8(lane[0], lane[1], lane[2], lane[3], lane[4], lane[5], lane[6], lane[7]) + mins;
    }

    static float q4_0Scalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        return scalar(0, w, rowOff, a, row, blocks);
    }

    static float q4_1Scalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        return scalar(1, w, rowOff, a, row, blocks);
    }

    static float q8_0Scalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        return scalar(2, w, rowOff, a, row, blocks);
    }

    static float q5_0Scalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        return scalar(3, w, rowOff, a, row, blocks);
    }

    /**
     * Q4_0 as llama.cpp's repacked (8-row interleaved) kernels compute it, for weights it repacks: per block of 32 the
     * exact integer dot, added as {@code acc = fma(dot, w.d * a.d, acc)} into a single accumulator.
     */
    static float q4_0RepackedScalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        float acc = 0;
        int qo = row * blocks * 32, bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 18L;
            int dot = 0;
            for (int j = 0; j < 32; j++) dot += (nibble(w, off + 2, j) - 8) * a.q[qo + b * 32 + j];
            acc = Math.fma((float) dot, Fp16.toFloat(w.get(F16, off)) * a.d[bo + b], acc);
        }
        return acc;
    }

    static float q4_0RepackedVector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        float acc = 0;
        int qo = row * blocks * 32, bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 18L;
            ByteVector packed = ByteVector.fromMemorySegment(B128, w, off + 2, LE);
            IntVector wl = ((IntVector) packed.and((byte) 0x0F).convertShape(VectorOperators.B2I, I512, 0)).sub(8);
            IntVector wh = ((IntVector) packed.lanewise(VectorOperators.LSHR, 4).convertShape(VectorOperators.B2I, I512, 0)).sub(8);
            int dot = wl.mul(act(a, qo + b * 32)).add(wh.mul(act(a, qo + b * 32 + 16))).reduceLanes(VectorOperators.ADD);
            acc = Math.fma((float) dot, Fp16.toFloat(w.get(F16, off)) * a.d[bo + b], acc);
        }
        return acc;
    }

    // ---------------- Vector API paths ----------------

    private static IntVector act(Q8Activations a, int at) {
        return (IntVector) ByteVector.fromArray(B128, a.q, at).convertShape(VectorOperators.B2I, I512, 0);
    }

    static float q4_1Vector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        FloatVector lo = FloatVector.zero(F512), hi = FloatVector.zero(F512);
        float mins = 0;
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 20L;
            FloatVector d = FloatVector.broadcast(F512, Fp16.toFloat(w.get(F16, off)) * a.d[bo + b]);
            ByteVector packed = ByteVector.fromMemorySegment(B128, w, off + 4, LE);
            IntVector wl = (IntVector) packed.and((byte) 0x0F).convertShape(VectorOperators.B2I, I512, 0);
            IntVector wh = (IntVector) packed.lanewise(VectorOperators.LSHR, 4).convertShape(VectorOperators.B2I, I512, 0);
            lo = ((FloatVector) groupSums(wl.mul(act(a, qo + b * 32))).convert(VectorOperators.I2F, 0)).fma(d, lo);
            hi = ((FloatVector) groupSums(wh.mul(act(a, qo + b * 32 + 16))).convert(VectorOperators.I2F, 0)).fma(d, hi);
            mins += Fp16.toFloat(w.get(F16, off + 2)) * a.s[bo + b];
        }
        return hsumGroups(lo, hi) + mins;
    }

    static float q4_0Vector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        FloatVector lo = FloatVector.zero(F512), hi = FloatVector.zero(F512);
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 18L;
            FloatVector d = FloatVector.broadcast(F512, Fp16.toFloat(w.get(F16, off)) * a.d[bo + b]);
            ByteVector packed = ByteVector.fromMemorySegment(B128, w, off + 2, LE);
            IntVector wl = ((IntVector) packed.and((byte) 0x0F).convertShape(VectorOperators.B2I, I512, 0)).sub(8);
            IntVector wh = ((IntVector) packed.lanewise(VectorOperators.LSHR, 4).convertShape(VectorOperators.B2I, I512, 0)).sub(8);
            lo = ((FloatVector) groupSums(wl.mul(act(a, qo + b * 32))).convert(VectorOperators.I2F, 0)).fma(d, lo);
            hi = ((FloatVector) groupSums(wh.mul(act(a, qo + b * 32 + 16))).convert(VectorOperators.I2F, 0)).fma(d, hi);
        }
        return hsumGroups(lo, hi);
    }

    private static final IntVector LANE = IntVector.fromArray(I512, new int[]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 0);

    static float q5_0Vector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        FloatVector lo = FloatVector.zero(F512), hi = FloatVector.zero(F512);
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 22L;
            FloatVector d = FloatVector.broadcast(F512, Fp16.toFloat(w.get(F16, off)) * a.d[bo + b]);
            int qh = w.get(ValueLayout.JAVA_INT_UNALIGNED, off + 2);
            IntVector hl = IntVector.broadcast(I512, qh).lanewise(VectorOperators.LSHR, LANE).and(1).lanewise(VectorOperators.LSHL, 4);
            IntVector hh = IntVector.broadcast(I512, qh >>> 16).lanewise(VectorOperators.LSHR, LANE).and(1).lanewise(VectorOperators.LSHL, 4);
            ByteVector packed = ByteVector.fromMemorySegment(B128, w, off + 6, LE);
            IntVector wl = ((IntVector) packed.and((byte) 0x0F).convertShape(VectorOperators.B2I, I512, 0)).or(hl).sub(16);
            IntVector wh = ((IntVector) packed.lanewise(VectorOperators.LSHR, 4).convertShape(VectorOperators.B2I, I512, 0)).or(hh).sub(16);
            lo = ((FloatVector) groupSums(wl.mul(act(a, qo + b * 32))).convert(VectorOperators.I2F, 0)).fma(d, lo);
            hi = ((FloatVector) groupSums(wh.mul(act(a, qo + b * 32 + 16))).convert(VectorOperators.I2F, 0)).fma(d, hi);
        }
        return hsumGroups(lo, hi);
    }

    static float q8_0Vector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        FloatVector lo = FloatVector.zero(F512), hi = FloatVector.zero(F512);
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 34L;
            FloatVector d = FloatVector.broadcast(F512, Fp16.toFloat(w.get(F16, off)) * a.d[bo + b]);
            IntVector w0 = (IntVector) ByteVector.fromMemorySegment(B128, w, off + 2, LE).convertShape(VectorOperators.B2I, I512, 0);
            IntVector w1 = (IntVector) ByteVector.fromMemorySegment(B128, w, off + 18, LE).convertShape(VectorOperators.B2I, I512, 0);
            lo = ((FloatVector) groupSums(w0.mul(act(a, qo + b * 32))).convert(VectorOperators.I2F, 0)).fma(d, lo);
            hi = ((FloatVector) groupSums(w1.mul(act(a, qo + b * 32 + 16))).convert(VectorOperators.I2F, 0)).fma(d, hi);
        }
        return hsumGroups(lo, hi);
    }
}
