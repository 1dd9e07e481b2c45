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
 * Activations quantized to int8 in blocks of 32, as llama.cpp does before a quantized matmul (Q8_0 / Q8_1):
 * d = max|x| / 127 (stored rounded to f16), q = round-half-even(x * 127 / max|x|), s = d * sum(q) (Q8_1 only).
 * Matching this rounding is what keeps our greedy tokens identical to llama.cpp's; it also lets the dot products
 * run on integers.
 */
final class Q8Activations {
    byte[] q = new byte[0];
    /** The same int8 codes as floats, for kernels that multiply in float lanes (exactly: all values are small). */
    float[] qf = new float[0];
    /**
     * The codes as floats divided by 2^shift, where shift is the bit position of the weight nibble they meet in
     * {@link PackedQuant}'s Q4 words: a kernel then converts a masked, unshifted nibble (nibble * 2^shift, exact)
     * and the product is still the exact integer nibble * code. Powers of two scale exactly.
     */
    float[] qfNib = new float[0];
    float[] d = new float[0];
    float[] s = new float[0];
    /** Per block, the sum of its codes as a float (exact: at most 32 * 128 in magnitude). */
    float[] qsum = new float[0];
    int rows;
    int cols;

    /** 2^-shift of element j's nibble in a packed Q4 word (the top nibble is shifted down by the kernel: 1). */
    private static final float[] NIBBLE_SCALE = new float[32];

    static {
        for (int j = 0; j < 32; j++) {
            int shift = PackedQuant.nibbleShift(j);
            NIBBLE_SCALE[j] = shift == 28 ? 1f : (float) Math.scalb(1.0, -shift);
        }
    }

    void ensure(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        int n = rows * cols;
        if (q.length < n) {
            q = new byte[n];
            qf = new float[n];
            qfNib = new float[n];
        }
        if (d.length < n / 32) {
            d = new float[n / 32];
            s = new float[n / 32];
            qsum = new float[n / 32];
        }
    }

    /** Quantizes rows [from, to) of x (F32 [rows, cols], element offset 0). */
    void quantizeRows(MemorySegment x, int from, int to) {
        if (QuantDot.VECTOR) quantizeRowsVector(x, from, to);
        else quantizeRowsScalar(x, from, to);
    }

    /** The reference, one value at a time. */
    void quantizeRowsScalar(MemorySegment x, int from, int to) {
        int blocks = cols / 32;
        for (int r = from; r < to; r++) {
            for (int b = 0; b < blocks; b++) {
                long base = (long) r * cols + b * 32L;
                float amax = 0;
                for (int j = 0; j < 32; j++) amax = Math.max(amax, Math.abs(x.getAtIndex(ValueLayout.JAVA_FLOAT, base + j)));
                float dd = amax / 127f;
                float id = amax != 0 ? 127f / amax : 0f;
                int sum = 0;
                int qo = (int) base;
                for (int j = 0; j < 32; j++) {
                    int v = (int) Math.rint(x.getAtIndex(ValueLayout.JAVA_FLOAT, base + j) * id);
                    q[qo + j] = (byte) v;
                    qf[qo + j] = v;
                    qfNib[qo + j] = v * NIBBLE_SCALE[j];
                    sum += v;
                }
                int bi = r * blocks + b;
                d[bi] = Fp16.round(dd);
                s[bi] = Fp16.round(dd * sum);
                qsum[bi] = sum;
            }
        }
    }

    private static final VectorSpecies<Float> F = FloatVector.SPECIES_512;
    /** Adding and subtracting 1.5 * 2^23 rounds a float below 2^22 in magnitude to an integer, half to even: rint. */
    private static final float RINT = 0x1.8p23f;
    private static final FloatVector NIB_LO = FloatVector.fromArray(F, NIBBLE_SCALE, 0);
    private static final FloatVector NIB_HI = FloatVector.fromArray(F, NIBBLE_SCALE, 16);

    /**
     * {@link #quantizeRowsScalar} sixteen values at a time, bit for bit: the maximum is order-free, the scaled
     * values are below 128 in magnitude (or NaN, which both paths turn into 0), so the add-subtract rounding is rint.
     */
    void quantizeRowsVector(MemorySegment x, int from, int to) {
        int blocks = cols / 32;
        for (int r = from; r < to; r++) {
            for (int b = 0; b < blocks; b++) {
                long base = (long) r * cols + b * 32L;
                FloatVector x0 = FloatVector.fromMemorySegment(F, x, 4 * base, ByteOrder.LITTLE_ENDIAN);
                FloatVector x1 = FloatVector.fromMemorySegment(F, x, 4 * base + 64, ByteOrder.LITTLE_ENDIAN);
                float amax = Math.max(0f, x0.abs().max(x1.abs()).reduceLanes(VectorOperators.MAX));
                float dd = amax / 127f;
                float id = amax != 0 ? 127f / amax : 0f;
                FloatVector v0 = x0.mul(id).add(RINT).sub(RINT), v1 = x1.mul(id).add(RINT).sub(RINT);
                IntVector i0 = (IntVector) v0.convert(VectorOperators.F2I, 0), i1 = (IntVector) v1.convert(VectorOperators.F2I, 0);
                int qo = (int) base;
                // the codes as floats: exact small integers (a NaN lane became 0 in the int conversion)
                FloatVector f0 = (FloatVector) i0.convert(VectorOperators.I2F, 0), f1 = (FloatVector) i1.convert(VectorOperators.I2F, 0);
                f0.intoArray(qf, qo);
                f1.intoArray(qf, qo + 16);
                f0.mul(NIB_LO).intoArray(qfNib, qo);
                f1.mul(NIB_HI).intoArray(qfNib, qo + 16);
                ((ByteVector) i0.convertShape(VectorOperators.I2B, ByteVector.SPECIES_128, 0)).intoArray(q, qo);
                ((ByteVector) i1.convertShape(VectorOperators.I2B, ByteVector.SPECIES_128, 0)).intoArray(q, qo + 16);
                int sum = i0.add(i1).reduceLanes(VectorOperators.ADD);
                int bi = r * blocks + b;
                d[bi] = Fp16.round(dd);
                s[bi] = Fp16.round(dd * sum);
                qsum[bi] = sum;
            }
        }
    }
}
