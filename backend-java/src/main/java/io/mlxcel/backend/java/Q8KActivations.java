package io.mlxcel.backend.java;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Activations quantized to int8 in super-blocks of 256, as llama.cpp does before a K-quant matmul (Q8_K):
 * with {@code max} the value of largest magnitude (the first one on ties), iscale = -127 / max,
 * q = min(127, round-half-even(iscale * x)), d = 1 / iscale (a float, not rounded to f16), and the sums of each
 * 16 codes kept for the K-quants' min terms.
 */
final class Q8KActivations {
    static final int QK = 256;
    byte[] q = new byte[0];
    /**
     * The codes again as ints: a kernel broadcasting a code then reads it straight from memory (one broadcast load)
     * instead of loading a byte, sign-extending it and moving it into a vector register.
     */
    int[] qi = new int[0];
    float[] d = new float[0];
    /** Sum of the codes of each run of 16, 16 per super-block. */
    int[] bsums = new int[0];
    int rows;
    int cols;

    void ensure(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        int n = rows * cols;
        if (q.length < n) {
            q = new byte[n];
            qi = new int[n];
        }
        if (d.length < n / QK) {
            d = new float[n / QK];
            bsums = new int[n / 16];
        }
    }

    /** Quantizes rows [from, to) of x (F32 [rows, cols], element offset 0). */
    void quantizeRows(MemorySegment x, int from, int to) {
        int blocks = cols / QK;
        for (int r = from; r < to; r++) {
            for (int b = 0; b < blocks; b++) {
                long base = (long) r * cols + (long) b * QK;
                int bi = r * blocks + b, qo = (int) base;
                float max = 0, amax = 0;
                for (int j = 0; j < QK; j++) {
                    float v = x.getAtIndex(ValueLayout.JAVA_FLOAT, base + j);
                    if (Math.abs(v) > amax) {
                        amax = Math.abs(v);
                        max = v;
                    }
                }
                if (amax == 0) {
                    d[bi] = 0;
                    java.util.Arrays.fill(q, qo, qo + QK, (byte) 0);
                    java.util.Arrays.fill(qi, qo, qo + QK, 0);
                    java.util.Arrays.fill(bsums, bi * 16, bi * 16 + 16, 0);
                    continue;
                }
                float iscale = -127f / max;
                for (int j = 0; j < QK; j++) {
                    int v = (int) Math.rint(iscale * x.getAtIndex(ValueLayout.JAVA_FLOAT, base + j));
                    q[qo + j] = (byte) Math.min(127, v);
                    qi[qo + j] = Math.min(127, v);
                }
                for (int g = 0; g < 16; g++) {
                    int s = 0;
                    for (int j = 0; j < 16; j++) s += q[qo + g * 16 + j];
                    bsums[bi * 16 + g] = s;
                }
                d[bi] = 1 / iscale;
            }
        }
    }
}
