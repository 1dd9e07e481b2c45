package io.mlxcel.backend.java;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * Row kernels of the elementwise ops. Each vector path does, lane by lane, the same IEEE operations as its scalar
 * tail, so results do not depend on where a row splits into vectors.
 */
final class Elementwise {
    private static final VectorSpecies<Float> F = Simd.F;
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    private Elementwise() {
    }

    /**
     * out = x * (1 / sqrt(mean(x^2) + eps)) * (w + weightOffset). The sum of squares runs in double, one element
     * after another, as the reference does; the scaling is elementwise.
     */
    static void rmsNormRow(MemorySegment x, MemorySegment w, MemorySegment out, long base, int d, float eps, float weightOffset) {
        double ss = 0;
        for (int i = 0; i < d; i++) {
            float v = x.getAtIndex(F32, base + i);
            ss += v * v;
        }
        // float arithmetic on purpose: 1.0f / sqrtf(mean + eps), exactly as the reference rounds it
        float mean = (float) (ss / d);
        float scale = 1.0f / (float) Math.sqrt(mean + eps);
        int i = 0;
        if (Simd.VECTOR) {
            for (; i <= d - F.length(); i += F.length()) {
                FloatVector xv = FloatVector.fromMemorySegment(F, x, 4 * (base + i), LE);
                FloatVector wv = FloatVector.fromMemorySegment(F, w, 4L * i, LE).add(weightOffset);
                xv.mul(scale).mul(wv).intoMemorySegment(out, 4 * (base + i), LE);
            }
        }
        for (; i < d; i++) out.setAtIndex(F32, base + i, (x.getAtIndex(F32, base + i) * scale) * (w.getAtIndex(F32, i) + weightOffset));
    }

    /** out[aOff + i] = a[aOff + i] (+ or *) b[bOff + i] for i in [0, d). */
    static void binaryRow(MemorySegment a, MemorySegment b, MemorySegment out, long aOff, long bOff, int d, boolean multiply) {
        int i = 0;
        if (Simd.VECTOR) {
            for (; i <= d - F.length(); i += F.length()) {
                FloatVector u = FloatVector.fromMemorySegment(F, a, 4 * (aOff + i), LE);
                FloatVector v = FloatVector.fromMemorySegment(F, b, 4 * (bOff + i), LE);
                (multiply ? u.mul(v) : u.add(v)).intoMemorySegment(out, 4 * (aOff + i), LE);
            }
        }
        for (; i < d; i++) {
            float u = a.getAtIndex(F32, aOff + i), v = b.getAtIndex(F32, bOff + i);
            out.setAtIndex(F32, aOff + i, multiply ? u * v : u + v);
        }
    }

    /** out[off..off+n) = x * factor: one float multiply a value, the same in vector and scalar code. */
    static void scale(MemorySegment x, MemorySegment out, long off, long n, float factor) {
        long i = 0;
        if (Simd.VECTOR) {
            for (; i <= n - F.length(); i += F.length()) {
                FloatVector.fromMemorySegment(F, x, 4 * (off + i), LE).mul(factor).intoMemorySegment(out, 4 * (off + i), LE);
            }
        }
        for (; i < n; i++) out.setAtIndex(F32, off + i, x.getAtIndex(F32, off + i) * factor);
    }

    /** ggml's table GELU ({@link GgmlGelu#apply}) over out[off..off+n). */
    static void geluF16(MemorySegment x, MemorySegment out, long off, long n) {
        for (long i = off; i < off + n; i++) out.setAtIndex(F32, i, GgmlGelu.apply(x.getAtIndex(F32, i)));
    }

    /** Elements {@link #silu} handles per pass through its stack of exponentials. */
    private static final int SILU_CHUNK = 1024;
    private static final ThreadLocal<float[]> SILU_BUFFER = ThreadLocal.withInitial(() -> new float[SILU_CHUNK]);

    /**
     * out = x / (1 + exp(-x)) over n elements from {@code off}, with {@link FastExp}'s exp: per chunk, -x into a
     * buffer, {@link #expMinus} over it, then the division. (The vector exp is written once, inside expMinus's loop;
     * see there.)
     */
    static void silu(MemorySegment x, MemorySegment out, long off, long n) {
        float[] e = SILU_BUFFER.get();
        for (long c = 0; c < n; c += SILU_CHUNK) {
            int len = (int) Math.min(SILU_CHUNK, n - c);
            long at = off + c;
            int i = 0;
            if (Simd.VECTOR) {
                for (; i <= len - F.length(); i += F.length()) FloatVector.fromMemorySegment(F, x, 4 * (at + i), LE).neg().intoArray(e, i);
            }
            for (; i < len; i++) e[i] = -x.getAtIndex(F32, at + i);
            expMinus(e, 0, len, 0f);   // exp(-x - 0) = exp(-x), -0 included
            i = 0;
            if (Simd.VECTOR) {
                for (; i <= len - F.length(); i += F.length()) {
                    FloatVector v = FloatVector.fromMemorySegment(F, x, 4 * (at + i), LE);
                    v.div(FloatVector.fromArray(F, e, i).add(1.0f)).intoMemorySegment(out, 4 * (at + i), LE);
                }
            }
            for (; i < len; i++) out.setAtIndex(F32, at + i, x.getAtIndex(F32, at + i) / (1.0f + e[i]));
        }
    }

    /**
     * a[i] = exp(a[i] - minus) for i in [from, to), with {@link FastExp}'s exp lane-wise, operation for operation;
     * {@code Math.scalb(j, n)} is a multiply by 2^n, split in two exact-then-rounded multiplies where 2^n is not a
     * normal float, so the result rounds once as scalb does.
     *
     * <p>The exp sits inside this loop, not in a helper of its own: a 325-byte helper taking and returning vectors is
     * inlined only where C2 judges the call hot, which depends on when the caller's profile was taken. Where it was
     * not, every vector was boxed, and attention's probabilities took 1.2-4.9 us a head instead of 0.45 (512 keys),
     * from one JVM to the next. Here no vector crosses a method boundary. (Nor does the loop read the array through
     * a heap memory segment: mixing heap and native segments in the Vector API's shared code slowed every kernel.)
     */
    static void expMinus(float[] a, int from, int to, float minus) {
        final float shift = 0x1.8p23f;
        int i = from;
        if (Simd.VECTOR) {
            for (int bound = to - F.length() + 1; i < bound; i += F.length()) {
                FloatVector x = FloatVector.fromArray(F, a, i).sub(minus);
                FloatVector z = x.fma(0x1.715476p+0f, shift);
                FloatVector nf = z.sub(shift);
                FloatVector negN = nf.neg();
                FloatVector b = negN.fma(FloatVector.broadcast(F, 0x1.7f7d1cp-20f), negN.fma(FloatVector.broadcast(F, 0x1.62e4p-1f), x));
                FloatVector u = b.mul(b);
                FloatVector j = b.fma(0x1.0e4020p-7f, 0x1.573e2ep-5f)
                        .fma(u, b.fma(0x1.555e66p-3f, 0x1.fffdb6p-2f))
                        .fma(u, b.fma(0x1.ffffecp-1f, 1.0f));
                IntVector ni = (IntVector) nf.convert(VectorOperators.F2I, 0);
                // n in [-126, 127]: one multiply by 2^n; below: by 2^(n+100), exact, then by 2^-100, rounded once
                VectorMask<Integer> low = ni.compare(VectorOperators.LT, -126);
                IntVector e = ni.add(IntVector.broadcast(ni.species(), 100), low).min(127);
                FloatVector scale = (FloatVector) e.add(127).lanewise(VectorOperators.LSHL, 23).reinterpretAsFloats();
                FloatVector r = j.mul(scale);
                r = r.mul(0x1p-100f, low.cast(F));
                // n above 127 (below 192): 2^n is split as 2^127 * 2^(n-127); the first product is exact for |j| < 2
                VectorMask<Integer> high = ni.compare(VectorOperators.GT, 127);
                if (high.anyTrue()) {
                    FloatVector rest = (FloatVector) ni.sub(127).add(127).lanewise(VectorOperators.LSHL, 23).reinterpretAsFloats();
                    r = r.blend(j.mul(0x1p127f).mul(rest), high.cast(F));
                }
                VectorMask<Float> outside = nf.abs().compare(VectorOperators.GT, 192f);
                if (outside.anyTrue()) {
                    FloatVector sat = FloatVector.zero(F).blend(Float.POSITIVE_INFINITY, nf.compare(VectorOperators.GT, 0f));
                    r = r.blend(sat, outside);
                }
                r.intoArray(a, i);
            }
        }
        for (; i < to; i++) a[i] = FastExp.exp(a[i] - minus);
    }
}
