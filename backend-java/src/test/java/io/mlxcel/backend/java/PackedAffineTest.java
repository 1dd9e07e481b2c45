package io.mlxcel.backend.java;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The 16-row MLX affine kernels against the scalar definition ({@link FloatDot#affineScalar}). Both sum in float
 * in different orders, so they agree to float rounding, not bit for bit (MLX itself is the reference, within the
 * parity tests' tolerance).
 */
class PackedAffineTest {
    /** Packing splits row groups across threads: three, so the chunks are uneven. */
    private static final WorkerPool PACK_POOL = new WorkerPool(3);

    private final Arena arena = Arena.ofAuto();

    @ParameterizedTest
    @CsvSource({"4, 32, F16", "4, 64, BF16", "4, 128, F32", "8, 32, F16", "8, 64, F32"})
    void rowBlockKernelsMatchScalarDefinition(int bits, int group, DType scaleType) {
        Random r = new Random(bits * 1000 + group);
        int rows = 32, k = 256, m = 3, groups = k / group;
        MemorySegment words = arena.allocate((long) rows * k * bits / 8, 64);
        for (long i = 0; i < words.byteSize(); i++) words.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        MemorySegment scales = arena.allocate((long) rows * groups * scaleType.bytes), biases = arena.allocate((long) rows * groups * scaleType.bytes);
        for (int i = 0; i < rows * groups; i++) {
            put(scales, scaleType, i, (float) (0.01 + 0.05 * r.nextDouble()));
            put(biases, scaleType, i, (float) (-0.2 * r.nextDouble()));
        }
        HostWeight w = new HostWeight("w", WeightType.MLX_AFFINE, new long[]{rows, k}, words, scales, biases, scaleType, group, bits);
        PackedAffine p = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        MemorySegment x = arena.allocate(4L * m * k);
        for (int i = 0; i < m * k; i++) x.setAtIndex(ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        PackedAffine.Activations a = new PackedAffine.Activations();
        a.prepare(x, m, k, group, bits);
        MemorySegment out = arena.allocate(4L * m * rows);
        for (int row = 0; row < m; row++) {
            for (int b = 0; b < rows / PackedAffine.ROWS; b++) p.dotGroup(b, a, row, out, (long) row * rows + b * (long) PackedAffine.ROWS);
            for (int n = 0; n < rows; n++) {
                float expect = FloatDot.affineScalar(words, scales, biases, scaleType, n, k, group, bits, x, 4L * row * k);
                float got = out.getAtIndex(ValueLayout.JAVA_FLOAT, (long) row * rows + n);
                assertEquals(expect, got, 1e-4 * (1 + Math.abs(expect)), "bits " + bits + " group " + group + " row " + n);
            }
        }
    }

    /** The two- and four-row prefill kernels are the single-row kernel repeated, bit for bit (same chains, same order). */
    @ParameterizedTest
    @CsvSource({"32, F16", "64, BF16", "128, F32"})
    void multiRowKernelsAreSingleRowsExactly(int group, DType scaleType) {
        Random r = new Random(group);
        int rows = 48, k = 512, m = 6, groups = k / group;
        MemorySegment words = arena.allocate((long) rows * k / 2, 64);
        for (long i = 0; i < words.byteSize(); i++) words.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        MemorySegment scales = arena.allocate((long) rows * groups * scaleType.bytes), biases = arena.allocate((long) rows * groups * scaleType.bytes);
        for (int i = 0; i < rows * groups; i++) {
            put(scales, scaleType, i, (float) (0.01 + 0.05 * r.nextDouble()));
            put(biases, scaleType, i, (float) (-0.2 * r.nextDouble()));
        }
        HostWeight w = new HostWeight("w", WeightType.MLX_AFFINE, new long[]{rows, k}, words, scales, biases, scaleType, group, 4);
        PackedAffine p = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        MemorySegment x = arena.allocate(4L * m * k);
        for (int i = 0; i < m * k; i++) x.setAtIndex(ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        PackedAffine.Activations a = new PackedAffine.Activations();
        a.prepare(x, m, k, group, 4);
        MemorySegment single = arena.allocate(4L * m * rows), quad = arena.allocate(4L * m * rows);
        for (int b = 0; b < rows / PackedAffine.ROWS; b++) {
            for (int row = 0; row < m; row++) p.dotGroup(b, a, row, single, (long) row * rows + b * (long) PackedAffine.ROWS);
            p.dotGroupX4(b, a, 1, quad, rows + b * (long) PackedAffine.ROWS, rows);          // rows 1..4 of the six
            p.dotGroupX2(b, a, 4, quad, 4L * rows + b * (long) PackedAffine.ROWS, rows);     // rows 4 and 5 (row 4 again)
        }
        for (int row = 1; row < m; row++) {
            for (int n = 0; n < rows; n++) {
                long at = (long) row * rows + n;
                assertEquals(Float.floatToIntBits(single.getAtIndex(ValueLayout.JAVA_FLOAT, at)), Float.floatToIntBits(quad.getAtIndex(ValueLayout.JAVA_FLOAT, at)),
                        "group " + group + " activation row " + row + " output " + n);
            }
        }
    }

    private static void put(MemorySegment s, DType t, int i, float v) {
        switch (t) {
            case F16 -> s.setAtIndex(ValueLayout.JAVA_SHORT, i, Float.floatToFloat16(v));
            case BF16 -> s.setAtIndex(ValueLayout.JAVA_SHORT, i, (short) (Float.floatToIntBits(v) >>> 16));
            default -> s.setAtIndex(ValueLayout.JAVA_FLOAT, i, v);
        }
    }
}
