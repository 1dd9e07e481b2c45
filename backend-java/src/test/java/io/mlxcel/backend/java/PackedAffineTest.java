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
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        int rows = 32, k = 256, m = 3;
        HostWeight w = randomWeight(r, rows, k, group, bits, scaleType);
        PackedAffine p = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        MemorySegment x = arena.allocate(4L * m * k);   // kept: the scalar definition reads it
        for (int i = 0; i < m * k; i++) x.setAtIndex(ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        PackedAffine.Activations a = new PackedAffine.Activations();
        a.prepare(x, m, k, group, bits);
        MemorySegment out = arena.allocate(4L * m * rows);
        for (int row = 0; row < m; row++) {
            for (int b = 0; b < rows / PackedAffine.ROWS; b++) p.dotGroup(b, a, row, out, (long) row * rows + b * (long) PackedAffine.ROWS);
            for (int n = 0; n < rows; n++) {
                float expect = FloatDot.affineScalar(w.data(), w.scales(), w.biases(), scaleType, n, k, group, bits, x, 4L * row * k);
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
        int rows = 48, k = 512, m = 6;
        HostWeight w = randomWeight(r, rows, k, group, 4, scaleType);
        PackedAffine p = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        PackedAffine.Activations a = randomActivations(r, m, k, group, 4);
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
        if (PackedAffine.HALVES == 2) {   // rows 2 and 3 through both blocks of the first pack at once
            MemorySegment pair = arena.allocate(4L * m * rows);
            p.dotGroupX2Pair(0, a, 2, pair, 2L * rows, rows);
            for (int row = 2; row < 4; row++) {
                for (int n = 0; n < 2 * PackedAffine.ROWS; n++) {
                    long at = (long) row * rows + n;
                    assertEquals(Float.floatToIntBits(single.getAtIndex(ValueLayout.JAVA_FLOAT, at)), Float.floatToIntBits(pair.getAtIndex(ValueLayout.JAVA_FLOAT, at)),
                            "pair: group " + group + " activation row " + row + " output " + n);
                }
            }
        }
    }

    /**
     * Scales and biases kept in the checkpoint's 16 bits give the same bits as the same weight packed with f32 fields,
     * in every kernel: bf16, and f16 including subnormal and negative values.
     */
    @ParameterizedTest
    @CsvSource({"4, BF16", "4, F16", "8, BF16", "8, F16"})
    void sixteenBitFieldsGiveTheF32LayoutsBits(int bits, DType scaleType) {
        Random r = new Random(bits * 31 + scaleType.ordinal());
        int rows = 32, k = 256, m = 4, group = 64, groups = k / group;
        MemorySegment words = arena.allocate((long) rows * k * bits / 8, 64);
        for (long i = 0; i < words.byteSize(); i++) words.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        MemorySegment scales = arena.allocate((long) rows * groups * 2), biases = arena.allocate((long) rows * groups * 2);
        for (int i = 0; i < rows * groups; i++) {
            // every eighth scale subnormal in f16 (below 2^-14), biases of both signs
            put(scales, scaleType, i, (float) (i % 8 == 0 ? 3e-6 * r.nextDouble() : 0.01 + 0.05 * r.nextDouble()));
            put(biases, scaleType, i, (float) (0.4 * r.nextDouble() - 0.2));
        }
        HostWeight w = new HostWeight("w", WeightType.MLX_AFFINE, new long[]{rows, k}, words, scales, biases, scaleType, group, bits);
        PackedAffine wide = PackedAffine.pack(w, PackedAffine.WIDE, new PageMemory(arena), PACK_POOL);
        PackedAffine packed = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        assertEquals(scaleType == DType.BF16 ? PackedAffine.BF16 : PackedAffine.F16, packed.fields);
        assertTrue(packed.data.byteSize() < wide.data.byteSize(), "16-bit fields take fewer bytes");
        PackedAffine.Activations a = randomActivations(r, m, k, group, bits);
        for (PackedAffine p : new PackedAffine[]{wide, packed}) assertEquals(rows, p.rows);
        MemorySegment expect = arena.allocate(4L * m * rows), got = arena.allocate(4L * m * rows);
        for (int b = 0; b < rows / PackedAffine.ROWS; b++) {
            long col = b * (long) PackedAffine.ROWS;
            for (int row = 0; row < m; row++) {
                wide.dotGroup(b, a, row, expect, (long) row * rows + col);
                packed.dotGroup(b, a, row, got, (long) row * rows + col);
            }
        }
        assertSameBits(expect, got, "dotGroup");
        if (bits == 4) {
            for (int b = 0; b < rows / PackedAffine.ROWS; b++) {
                long col = b * (long) PackedAffine.ROWS;
                packed.dotGroupX4(b, a, 0, got, col, rows);
            }
            assertSameBits(expect, got, "dotGroupX4");
            for (int b = 0; b < rows / PackedAffine.ROWS; b++) {
                long col = b * (long) PackedAffine.ROWS;
                packed.dotGroupX2(b, a, 0, got, col, rows);
                packed.dotGroupX2(b, a, 2, got, 2L * rows + col, rows);
            }
            assertSameBits(expect, got, "dotGroupX2");
        }
    }

    /** An f16 Inf or NaN among the scales or biases keeps the f32 fields: the kernel's shifts convert finite halves only. */
    @ParameterizedTest
    @CsvSource({"true", "false"})
    void nonFiniteHalfFieldsStayF32(boolean inScales) {
        int rows = 16, k = 64, group = 64;
        MemorySegment words = arena.allocate((long) rows * k / 2, 64);
        MemorySegment scales = arena.allocate(2L * rows), biases = arena.allocate(2L * rows);
        for (int i = 0; i < rows; i++) {
            put(scales, DType.F16, i, 0.01f);
            put(biases, DType.F16, i, -0.1f);
        }
        put(inScales ? scales : biases, DType.F16, 5, inScales ? Float.POSITIVE_INFINITY : Float.NaN);
        HostWeight w = new HostWeight("w", WeightType.MLX_AFFINE, new long[]{rows, k}, words, scales, biases, DType.F16, group, 4);
        PackedAffine p = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        assertEquals(PackedAffine.WIDE, p.fields);
        PackedAffine.Activations a = randomActivations(new Random(3), 1, k, group, 4);
        MemorySegment out = arena.allocate(4L * rows);
        p.dotGroup(0, a, 0, out, 0);
        assertTrue(inScales ? Float.isInfinite(out.getAtIndex(ValueLayout.JAVA_FLOAT, 5)) || Float.isNaN(out.getAtIndex(ValueLayout.JAVA_FLOAT, 5))
                : Float.isNaN(out.getAtIndex(ValueLayout.JAVA_FLOAT, 5)), "row 5 carries its non-finite field");
    }

    /**
     * Decode's block ranges ({@link PackedAffine#dotBlocks}), paired at 512 bits, are {@link PackedAffine#dotGroup}
     * per block bit for bit: an odd block count, ranges starting at odd and even blocks, and one block alone.
     */
    @ParameterizedTest
    @CsvSource({"4, 32, F16", "4, 64, BF16", "4, 128, F32", "8, 64, BF16"})
    void decodeBlockRangesAreSingleBlocksExactly(int bits, int group, DType scaleType) {
        Random r = new Random(bits * 7 + group);
        int blocks = 5, rows = blocks * PackedAffine.ROWS, k = 512;
        HostWeight w = randomWeight(r, rows, k, group, bits, scaleType);
        PackedAffine p = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        PackedAffine.Activations a = randomActivations(r, 1, k, group, bits);
        MemorySegment single = arena.allocate(4L * rows);
        for (int b = 0; b < blocks; b++) p.dotGroup(b, a, 0, single, (long) b * PackedAffine.ROWS);
        int[][] splits = {{0, 5}, {0, 2, 5}, {0, 1, 4, 5}, {0, 3, 4, 5}};
        for (int[] split : splits) {
            MemorySegment ranged = arena.allocate(4L * rows);
            for (int i = 0; i + 1 < split.length; i++) p.dotBlocks(split[i], split[i + 1], a, ranged);
            for (int n = 0; n < rows; n++) {
                assertEquals(Float.floatToIntBits(single.getAtIndex(ValueLayout.JAVA_FLOAT, n)), Float.floatToIntBits(ranged.getAtIndex(ValueLayout.JAVA_FLOAT, n)),
                        "bits " + bits + " group " + group + " split " + java.util.Arrays.toString(split) + " output " + n);
            }
        }
    }

    /** A pack's two blocks for one activation row at a time (prefill's leftover rows, every 8-bit row): two dotGroup calls' bits. */
    @ParameterizedTest
    @CsvSource({"4, F16", "8, BF16", "8, F32"})
    void pairKernelIsTwoSingleBlocksForEveryRow(int bits, DType scaleType) {
        org.junit.jupiter.api.Assumptions.assumeTrue(PackedAffine.HALVES == 2, "blocks are paired at 512 bits only");
        Random r = new Random(bits + 11);
        int rows = 64, k = 256, m = 3, group = 64;
        HostWeight w = randomWeight(r, rows, k, group, bits, scaleType);
        PackedAffine p = PackedAffine.pack(w, new PageMemory(arena), PACK_POOL);
        PackedAffine.Activations a = randomActivations(r, m, k, group, bits);
        MemorySegment single = arena.allocate(4L * m * rows), paired = arena.allocate(4L * m * rows);
        for (int row = 0; row < m; row++) {
            for (int b = 0; b < rows / PackedAffine.ROWS; b++) p.dotGroup(b, a, row, single, (long) row * rows + (long) b * PackedAffine.ROWS);
            for (int b = 0; b < rows / PackedAffine.ROWS; b += 2) p.dotGroupPair(b, a, row, paired, (long) row * rows + (long) b * PackedAffine.ROWS);
        }
        assertSameBits(single, paired, "bits " + bits + " " + scaleType);
    }

    /** Random words, scales in [0.01, 0.06) and biases in (-0.2, 0], drawn from r in that order. */
    private HostWeight randomWeight(Random r, int rows, int k, int group, int bits, DType scaleType) {
        int groups = k / group;
        MemorySegment words = arena.allocate((long) rows * k * bits / 8, 64);
        for (long i = 0; i < words.byteSize(); i++) words.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        MemorySegment scales = arena.allocate((long) rows * groups * scaleType.bytes), biases = arena.allocate((long) rows * groups * scaleType.bytes);
        for (int i = 0; i < rows * groups; i++) {
            put(scales, scaleType, i, (float) (0.01 + 0.05 * r.nextDouble()));
            put(biases, scaleType, i, (float) (-0.2 * r.nextDouble()));
        }
        return new HostWeight("w", WeightType.MLX_AFFINE, new long[]{rows, k}, words, scales, biases, scaleType, group, bits);
    }

    /** m Gaussian activation rows of k values, prepared for the kernels. */
    private PackedAffine.Activations randomActivations(Random r, int m, int k, int group, int bits) {
        MemorySegment x = arena.allocate(4L * m * k);
        for (int i = 0; i < m * k; i++) x.setAtIndex(ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        PackedAffine.Activations a = new PackedAffine.Activations();
        a.prepare(x, m, k, group, bits);
        return a;
    }

    private static void assertSameBits(MemorySegment expect, MemorySegment got, String what) {
        for (long i = 0; i < expect.byteSize() / 4; i++) {
            assertEquals(Float.floatToIntBits(expect.getAtIndex(ValueLayout.JAVA_FLOAT, i)), Float.floatToIntBits(got.getAtIndex(ValueLayout.JAVA_FLOAT, i)),
                    what + " output " + i);
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
