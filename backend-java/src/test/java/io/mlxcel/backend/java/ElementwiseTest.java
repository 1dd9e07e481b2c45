package io.mlxcel.backend.java;

import org.junit.jupiter.api.Test;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The vector paths of {@link Elementwise} against their scalar definitions, bit for bit. */
class ElementwiseTest {
    private final Arena arena = Arena.ofAuto();

    @Test
    void vectorExpEqualsScalarExpBitForBitAcrossTheRange() {
        // normal results, subnormal results (x below about -87), overflow (above about 88.7), saturation (|n| > 192)
        int n = 1 << 16;
        float[] xs = new float[n];
        Random r = new Random(3);
        for (int i = 0; i < n; i++) xs[i] = i < 1024 ? -150f + 300f * i / 1024 : (float) (r.nextGaussian() * (i % 3 == 0 ? 60 : 4));
        xs[0] = Float.NaN;
        xs[1] = Float.NEGATIVE_INFINITY;
        xs[2] = Float.POSITIVE_INFINITY;
        xs[3] = -0f;
        // minus 0: x - 0 is x for every x, -0 and NaN included, so this is exp itself
        float[] got = xs.clone();
        Elementwise.expMinus(got, 0, n, 0f);
        for (int i = 0; i < n; i++) {
            float expect = FastExp.exp(xs[i]);
            assertEquals(Float.floatToRawIntBits(expect), Float.floatToRawIntBits(got[i]), "exp(" + xs[i] + "): " + expect + " vs " + got[i]);
        }
        // an offset start and a scalar tail, with a nonzero shift
        float[] shifted = xs.clone();
        Elementwise.expMinus(shifted, 3, 1000, 1.5f);
        for (int i = 0; i < n; i++) {
            float expect = i >= 3 && i < 1000 ? FastExp.exp(xs[i] - 1.5f) : xs[i];
            assertEquals(Float.floatToRawIntBits(expect), Float.floatToRawIntBits(shifted[i]), "exp(" + xs[i] + " - 1.5) at " + i);
        }
        // silu across the same range: its vectors run the same exp on -x
        java.lang.foreign.MemorySegment in = java.lang.foreign.MemorySegment.ofArray(xs.clone()), out = arena.allocate(4L * n);
        Elementwise.silu(in, out, 0, n);
        for (int i = 0; i < n; i++) {
            float expect = FastExp.silu(xs[i]);
            assertEquals(Float.floatToRawIntBits(expect), Float.floatToRawIntBits(get(out, i)), "silu(" + xs[i] + ")");
        }
    }

    @Test
    void rowKernelsEqualScalarDefinitions() {
        Random r = new Random(5);
        int d = 57; // a vector body and a scalar tail
        MemorySegment x = seg(r, 3 * d), y = seg(r, 3 * d), w = seg(r, d), out = arena.allocate(4L * 3 * d);
        Elementwise.silu(x, out, 0, 3L * d);
        for (int i = 0; i < 3 * d; i++) assertEquals(FastExp.silu(get(x, i)), get(out, i), 0f, "silu " + i);
        for (boolean multiply : new boolean[]{false, true}) {
            for (int row = 0; row < 3; row++) Elementwise.binaryRow(x, y, out, (long) row * d, (long) row * d, d, multiply);
            for (int i = 0; i < 3 * d; i++) assertEquals(multiply ? get(x, i) * get(y, i) : get(x, i) + get(y, i), get(out, i), 0f);
        }
        Elementwise.rmsNormRow(x, w, out, d, d, 1e-5f, 1f);
        double ss = 0;
        for (int i = 0; i < d; i++) ss += get(x, d + i) * get(x, d + i);
        float scale = 1.0f / (float) Math.sqrt((float) (ss / d) + 1e-5f);
        for (int i = 0; i < d; i++) assertEquals((get(x, d + i) * scale) * (get(w, i) + 1f), get(out, d + i), 0f, "rmsNorm " + i);
    }

    private MemorySegment seg(Random r, int n) {
        MemorySegment s = arena.allocate(4L * n);
        for (int i = 0; i < n; i++) s.setAtIndex(ValueLayout.JAVA_FLOAT, i, (float) (r.nextGaussian() * 3));
        return s;
    }

    private static float get(MemorySegment s, long i) {
        return s.getAtIndex(ValueLayout.JAVA_FLOAT, i);
    }
}
