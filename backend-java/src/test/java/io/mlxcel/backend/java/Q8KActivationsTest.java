package io.mlxcel.backend.java;

import org.junit.jupiter.api.Test;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class Q8KActivationsTest {
    /** Rows of 512 values (two super-blocks each) built to reach every branch of the scalar reference. */
    private static float[] row(int kind, Random r) {
        float[] x = new float[512];
        for (int i = 0; i < x.length; i++) x[i] = (float) r.nextGaussian() * (kind == 6 ? 1e-40f : 3f);
        switch (kind) {
            case 1 -> { x[40] = -9f; x[200] = 9f; x[300] = 9f; x[301] = -9f; }      // ties: the first one's sign wins
            case 2 -> java.util.Arrays.fill(x, 0, 256, 0f);                          // an all-zero super-block
            case 3 -> { x[7] = Float.NaN; x[260] = Float.NaN; }                        // NaN never the maximum, code 0
            case 4 -> { x[100] = Float.NEGATIVE_INFINITY; x[400] = Float.POSITIVE_INFINITY; }
            case 5 -> { for (int i = 0; i < 512; i++) x[i] = (i % 7 - 3) * 0.5f; }    // many halves: rounding to even
            case 7 -> { java.util.Arrays.fill(x, 256, 512, -0f); x[3] = -0f; }         // negative zeros
            default -> { }
        }
        return x;
    }

    @Test
    void vectorQuantizationIsTheScalarOneBitForBit() {
        Random r = new Random(11);
        try (Arena arena = Arena.ofConfined()) {
            for (int kind = 0; kind < 8; kind++) {
                for (int trial = 0; trial < 20; trial++) {
                    int rows = 3;
                    MemorySegment x = arena.allocate(4L * rows * 512);
                    for (int row = 0; row < rows; row++) {
                        float[] v = row(kind, r);
                        MemorySegment.copy(v, 0, x, ValueLayout.JAVA_FLOAT, 4L * row * 512, v.length);
                    }
                    Q8KActivations scalar = new Q8KActivations(), vector = new Q8KActivations();
                    scalar.ensure(rows, 512);
                    vector.ensure(rows, 512);
                    scalar.quantizeRowsScalar(x, 0, rows);
                    vector.quantizeRowsVector(x, 0, rows);
                    String where = "kind " + kind + " trial " + trial;
                    for (int i = 0; i < rows * 512; i++) {
                        assertEquals(scalar.q[i], vector.q[i], where + ": q at " + i);
                        assertEquals(scalar.qi[i], vector.qi[i], where + ": qi at " + i);
                    }
                    for (int b = 0; b < rows * 2; b++) {
                        assertEquals(Float.floatToRawIntBits(scalar.d[b]), Float.floatToRawIntBits(vector.d[b]), where + ": d of block " + b);
                    }
                    for (int g = 0; g < rows * 32; g++) assertEquals(scalar.bsums[g], vector.bsums[g], where + ": bsum " + g);
                }
            }
        }
    }
}
