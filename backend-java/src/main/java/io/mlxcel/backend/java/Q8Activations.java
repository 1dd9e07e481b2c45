package io.mlxcel.backend.java;

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
    /**
     * Row 0's {@link #qf} and {@link #qfNib}, each value repeated {@link Simd#LANES} times, filled on request by
     * {@link #spreadRow0}: a single-row kernel then multiplies by a plain vector load (folded into the FMA) instead of
     * a broadcast per value. See {@link Simd#SPREAD}.
     */
    float[] qfSpread = new float[0], qfNibSpread = new float[0];
    private boolean qfSpreadReady, qfNibSpreadReady;
    /**
     * Row 0's codes as 16-bit pairs for {@link Int16Decode}'s kernels, in the order of Q4 words (nibbles) or of Q8 words,
     * filled on request by {@link #spreadPairs}.
     */
    short[] nibblePairs = new short[0], bytePairs = new short[0];
    private boolean nibblePairsReady, bytePairsReady;
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
        qfSpreadReady = qfNibSpreadReady = nibblePairsReady = bytePairsReady = false;
        int n = rows * cols;
        if (q.length < n) {
            // 64 rows at least, then doubling: each growth is a branch the compiled kernels around it had not taken
            // (a trap and a recompile), and prompts of a few more rows than the last would meet one each
            int size = Math.max(n, Math.max(2 * q.length, 64 * cols));
            q = new byte[size];
            qf = new float[size];
            qfNib = new float[size];
            d = new float[size / 32];
            s = new float[size / 32];
            qsum = new float[size / 32];
        }
    }

    /** Quantizes rows [from, to) of x (F32 [rows, cols], element offset 0). */
    void quantizeRows(MemorySegment x, int from, int to) {
        if (Simd.VECTOR) quantizeRowsVector(x, from, to);
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

    /**
     * Fills {@link #qfNibSpread} (nibbles true) or {@link #qfSpread} from row 0 once per quantization. Called on one
     * thread before the kernels that read it are dispatched.
     */
    void spreadRow0(boolean nibbles) {
        if (nibbles ? qfNibSpreadReady : qfSpreadReady) return;
        float[] src = nibbles ? qfNib : qf;
        int n = cols * L;
        if (qfSpread.length < n) {
            qfSpread = new float[n];
            qfNibSpread = new float[n];
        }
        float[] dst = nibbles ? qfNibSpread : qfSpread;
        for (int j = 0; j < cols; j++) FloatVector.broadcast(F, src[j]).intoArray(dst, j * L);
        if (nibbles) qfNibSpreadReady = true;
        else qfSpreadReady = true;
    }

    /**
     * Fills {@link #nibblePairs} (nibbles true) or {@link #bytePairs} from row 0 once per quantization; like
     * {@link #spreadRow0}, called on one thread before the kernels that read it are dispatched.
     */
    void spreadPairs(boolean nibbles) {
        if (nibbles ? nibblePairsReady : bytePairsReady) return;
        int blocks = cols / 32, n = blocks * Int16Decode.PER_BLOCK;
        if (nibblePairs.length < n) {
            nibblePairs = new short[n];
            bytePairs = new short[n];
        }
        short[] dst = nibbles ? nibblePairs : bytePairs;
        int words = nibbles ? 4 : 8, extractions = nibbles ? 4 : 2;
        for (int b = 0; b < blocks; b++) {
            for (int w = 0; w < words; w++) {
                for (int e = 0; e < extractions; e++) {
                    int low = q[32 * b + Int16Decode.element(nibbles, w, e, 0)], high = q[32 * b + Int16Decode.element(nibbles, w, e, 1)];
                    // one int lane per row holds the pair (little-endian: the low half's code in the even short)
                    IntVector.broadcast(Simd.I, (low & 0xFFFF) | high << 16).reinterpretAsShorts().intoArray(dst, Int16Decode.pairIndex(nibbles, b, w, e));
                }
            }
        }
        if (nibbles) nibblePairsReady = true;
        else bytePairsReady = true;
    }

    private static final VectorSpecies<Float> F = Simd.F;
    private static final int L = Simd.LANES;
    /** Adding and subtracting 1.5 * 2^23 rounds a float below 2^22 in magnitude to an integer, half to even: rint. */
    private static final float RINT = 0x1.8p23f;

    /**
     * {@link #quantizeRowsScalar} a vector of values at a time, bit for bit: the maximum is order-free, the scaled
     * values are below 128 in magnitude (or NaN, which both paths turn into 0), so the add-subtract rounding is rint.
     * A block of 32 is two 512-bit or four 256-bit vectors; the loops over them have constant bounds, so C2 unrolls
     * them and keeps every vector in a register.
     */
    void quantizeRowsVector(MemorySegment x, int from, int to) {
        int blocks = cols / 32, parts = 32 / L;
        for (int r = from; r < to; r++) {
            for (int b = 0; b < blocks; b++) {
                long base = (long) r * cols + b * 32L;
                FloatVector max = FloatVector.zero(F);
                for (int p = 0; p < parts; p++) max = max.max(FloatVector.fromMemorySegment(F, x, 4 * (base + p * L), ByteOrder.LITTLE_ENDIAN).abs());
                float amax = Math.max(0f, max.reduceLanes(VectorOperators.MAX));
                float dd = amax / 127f;
                float id = amax != 0 ? 127f / amax : 0f;
                int qo = (int) base;
                IntVector sums = IntVector.zero(Simd.I);
                for (int p = 0; p < parts; p++) {
                    FloatVector v = FloatVector.fromMemorySegment(F, x, 4 * (base + p * L), ByteOrder.LITTLE_ENDIAN).mul(id).add(RINT).sub(RINT);
                    IntVector iv = (IntVector) v.convert(VectorOperators.F2I, 0);
                    // the codes as floats: exact small integers (a NaN lane became 0 in the int conversion)
                    FloatVector f = (FloatVector) iv.convert(VectorOperators.I2F, 0);
                    f.intoArray(qf, qo + p * L);
                    f.mul(FloatVector.fromArray(F, NIBBLE_SCALE, p * L)).intoArray(qfNib, qo + p * L);
                    sums = sums.add(iv);
                }
                // the int8 codes from their float copies (exact small integers): no narrowing store at 256 bits
                for (int j = 0; j < 32; j++) q[qo + j] = (byte) qf[qo + j];
                int sum = sums.reduceLanes(VectorOperators.ADD);
                int bi = r * blocks + b;
                d[bi] = Fp16.round(dd);
                s[bi] = Fp16.round(dd * sum);
                qsum[bi] = sum;
            }
        }
    }
}
