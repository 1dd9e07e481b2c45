package io.mlxcel.backend.java;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * Dot products of one GGUF-quantized weight row with one row of {@link Q8Activations}. Each format has a scalar
 * reference (the definition) and a Vector API path (512-bit: 16 int lanes per half block) tested against it.
 */
final class QuantDot {
    private static final VectorSpecies<Byte> B128 = ByteVector.SPECIES_128;
    private static final VectorSpecies<Integer> I512 = IntVector.SPECIES_512;
    private static final VectorSpecies<Float> F512 = FloatVector.SPECIES_512;
    private static final ValueLayout.OfShort F16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    /** Whether the JIT gives us real 512-bit vectors; otherwise the scalar kernels are faster. */
    static final boolean VECTOR = FloatVector.SPECIES_PREFERRED.vectorBitSize() >= 512
            && !Boolean.getBoolean("mlxcel.java.scalar");

    private QuantDot() {
    }

    // ---------------- Q4_1 x Q8_1 ----------------

    static float q4_1Scalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        float sum = 0;
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 20L;
            float d = Fp16.toFloat(w.get(F16, off));
            float m = Fp16.toFloat(w.get(F16, off + 2));
            int sumi = 0;
            for (int j = 0; j < 16; j++) {
                int packed = w.get(ValueLayout.JAVA_BYTE, off + 4 + j) & 0xFF;
                sumi += (packed & 0x0F) * a.q[qo + b * 32 + j] + (packed >>> 4) * a.q[qo + b * 32 + j + 16];
            }
            sum += d * a.d[bo + b] * sumi + m * a.s[bo + b];
        }
        return sum;
    }

    static float q4_1Vector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        FloatVector acc = FloatVector.zero(F512);
        float mins = 0;
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 20L;
            float d = Fp16.toFloat(w.get(F16, off));
            float m = Fp16.toFloat(w.get(F16, off + 2));
            ByteVector packed = ByteVector.fromMemorySegment(B128, w, off + 4, LE);
            IntVector lo = (IntVector) packed.and((byte) 0x0F).convertShape(VectorOperators.B2I, I512, 0);
            IntVector hi = (IntVector) packed.lanewise(VectorOperators.LSHR, 4).convertShape(VectorOperators.B2I, I512, 0);
            IntVector a0 = (IntVector) ByteVector.fromArray(B128, a.q, qo + b * 32).convertShape(VectorOperators.B2I, I512, 0);
            IntVector a1 = (IntVector) ByteVector.fromArray(B128, a.q, qo + b * 32 + 16).convertShape(VectorOperators.B2I, I512, 0);
            FloatVector p = (FloatVector) lo.mul(a0).add(hi.mul(a1)).convert(VectorOperators.I2F, 0);
            acc = p.fma(FloatVector.broadcast(F512, d * a.d[bo + b]), acc);
            mins += m * a.s[bo + b];
        }
        return acc.reduceLanes(VectorOperators.ADD) + mins;
    }

    // ---------------- Q4_0 x Q8_0 ----------------

    static float q4_0Scalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        float sum = 0;
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 18L;
            float d = Fp16.toFloat(w.get(F16, off));
            int sumi = 0;
            for (int j = 0; j < 16; j++) {
                int packed = w.get(ValueLayout.JAVA_BYTE, off + 2 + j) & 0xFF;
                sumi += ((packed & 0x0F) - 8) * a.q[qo + b * 32 + j] + ((packed >>> 4) - 8) * a.q[qo + b * 32 + j + 16];
            }
            sum += d * a.d[bo + b] * sumi;
        }
        return sum;
    }

    static float q4_0Vector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        FloatVector acc = FloatVector.zero(F512);
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 18L;
            float d = Fp16.toFloat(w.get(F16, off));
            ByteVector packed = ByteVector.fromMemorySegment(B128, w, off + 2, LE);
            IntVector lo = ((IntVector) packed.and((byte) 0x0F).convertShape(VectorOperators.B2I, I512, 0)).sub(8);
            IntVector hi = ((IntVector) packed.lanewise(VectorOperators.LSHR, 4).convertShape(VectorOperators.B2I, I512, 0)).sub(8);
            IntVector a0 = (IntVector) ByteVector.fromArray(B128, a.q, qo + b * 32).convertShape(VectorOperators.B2I, I512, 0);
            IntVector a1 = (IntVector) ByteVector.fromArray(B128, a.q, qo + b * 32 + 16).convertShape(VectorOperators.B2I, I512, 0);
            FloatVector p = (FloatVector) lo.mul(a0).add(hi.mul(a1)).convert(VectorOperators.I2F, 0);
            acc = p.fma(FloatVector.broadcast(F512, d * a.d[bo + b]), acc);
        }
        return acc.reduceLanes(VectorOperators.ADD);
    }

    // ---------------- Q8_0 x Q8_0 ----------------

    static float q8_0Scalar(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        float sum = 0;
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 34L;
            float d = Fp16.toFloat(w.get(F16, off));
            int sumi = 0;
            for (int j = 0; j < 32; j++) sumi += w.get(ValueLayout.JAVA_BYTE, off + 2 + j) * a.q[qo + b * 32 + j];
            sum += d * a.d[bo + b] * sumi;
        }
        return sum;
    }

    static float q8_0Vector(MemorySegment w, long rowOff, Q8Activations a, int row, int blocks) {
        FloatVector acc = FloatVector.zero(F512);
        int qo = row * blocks * 32;
        int bo = row * blocks;
        for (int b = 0; b < blocks; b++) {
            long off = rowOff + b * 34L;
            float d = Fp16.toFloat(w.get(F16, off));
            IntVector w0 = (IntVector) ByteVector.fromMemorySegment(B128, w, off + 2, LE).convertShape(VectorOperators.B2I, I512, 0);
            IntVector w1 = (IntVector) ByteVector.fromMemorySegment(B128, w, off + 18, LE).convertShape(VectorOperators.B2I, I512, 0);
            IntVector a0 = (IntVector) ByteVector.fromArray(B128, a.q, qo + b * 32).convertShape(VectorOperators.B2I, I512, 0);
            IntVector a1 = (IntVector) ByteVector.fromArray(B128, a.q, qo + b * 32 + 16).convertShape(VectorOperators.B2I, I512, 0);
            FloatVector p = (FloatVector) w0.mul(a0).add(w1.mul(a1)).convert(VectorOperators.I2F, 0);
            acc = p.fma(FloatVector.broadcast(F512, d * a.d[bo + b]), acc);
        }
        return acc.reduceLanes(VectorOperators.ADD);
    }
}
