package io.mlxcel.backend.java;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

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
        }
    }

    /** Quantizes rows [from, to) of x (F32 [rows, cols], element offset 0). */
    void quantizeRows(MemorySegment x, int from, int to) {
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
            }
        }
    }
}
