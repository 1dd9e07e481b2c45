package io.mlxcel.backend.java;

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
 * The 32-row Q4_K kernels against llama.cpp's repacked order ({@link KQuantDot#q4kRepackedScalar}), bit for bit: the
 * single-row kernels (broadcast, spread and telescoped codes) against the GEMV order, the four-row kernel against the GEMM order.
 * The extreme case (every nibble 15, every scale and min 63, every code +-127) drives the integer totals to their
 * largest values, where a float sum over a whole super-block would no longer be exact.
 */
class PackedQ4KTest {
    /** Packing splits row groups across threads: three, so the chunks are uneven. */
    private static final WorkerPool PACK_POOL = new WorkerPool(3);

    private final Arena arena = Arena.ofAuto();

    @ParameterizedTest
    @CsvSource({"256, false", "512, false", "1024, false", "512, true"})
    void packedKernelsEqualRepackedOrder(int k, boolean extreme) {
        Random r = new Random(k + (extreme ? 1 : 0));
        int rows = 64, m = 11, blocks = k / 256;
        MemorySegment w = arena.allocate((long) rows * blocks * KQuantDot.Q4K_BYTES);
        // extreme: scales and mins 63, nibbles 8..15
        for (long i = 0; i < w.byteSize(); i++) {
            boolean scales = i % KQuantDot.Q4K_BYTES < 16;
            w.set(ValueLayout.JAVA_BYTE, i, (byte) (!extreme ? r.nextInt(256) : scales ? 0xFF : 0x88 | r.nextInt(256)));
        }
        for (long b = 0; b < (long) rows * blocks; b++) {
            long off = b * KQuantDot.Q4K_BYTES;
            w.set(ValueLayout.JAVA_SHORT_UNALIGNED, off, Fp16.fromFloat((float) Math.abs(r.nextGaussian() * 0.002)));
            w.set(ValueLayout.JAVA_SHORT_UNALIGNED, off + 2, Fp16.fromFloat((float) Math.abs(r.nextGaussian() * 0.002)));
        }
        MemorySegment x = arena.allocate(4L * m * k);
        for (int i = 0; i < m * k; i++) {
            float v = extreme ? 1f : (float) r.nextGaussian();   // extreme: every code -127
            x.setAtIndex(ValueLayout.JAVA_FLOAT, i, v);
        }
        Q8KActivations a = new Q8KActivations();
        a.ensure(m, k);
        a.quantizeRows(x, 0, m);
        HostWeight hw = HostWeight.dense("w", WeightType.Q4_K, new long[]{rows, k}, w);
        PackedQ4K p = PackedQ4K.pack(hw, new PageMemory(arena), PACK_POOL);
        long rowBytes = WeightType.Q4_K.ggufRowBytes(k);

        MemorySegment single = arena.allocate(4L * m * rows), quad = arena.allocate(4L * m * rows), spread = arena.allocate(4L * rows);
        MemorySegment telescoped = arena.allocate(4L * rows);
        float[] tmp = new float[PackedQ4K.SCRATCH];
        a.spreadRow0();
        a.telescopeRow0();
        for (int g = 0; g < rows / PackedQ4K.ROWS; g++) {
            for (int row = 0; row < m; row++) p.dotGroup(g, a, row, single, (long) row * rows + g * (long) PackedQ4K.ROWS, tmp);
            p.dotGroupX4(g, a, 2, 10, quad, g * (long) PackedQ4K.ROWS, rows, tmp);   // activation rows 2..9, two groups of four in one call
            p.dotGroupSpread(g, a, spread, g * (long) PackedQ4K.ROWS, tmp);
            p.dotGroupTelescoped(g, a, telescoped, g * (long) PackedQ4K.ROWS, tmp);
        }
        for (int row = 0; row < m; row++) {
            for (int n = 0; n < rows; n++) {
                float gemv = KQuantDot.q4kRepackedScalar(w, n * rowBytes, a, row, blocks, KQuantDot.Order.REPACKED_GEMV);
                assertEquals(Float.floatToIntBits(gemv), Float.floatToIntBits(single.getAtIndex(ValueLayout.JAVA_FLOAT, (long) row * rows + n)),
                        "GEMV order, k=" + k + " activation row " + row + " output " + n + ": " + gemv);
                if (row == 0) {
                    assertEquals(Float.floatToIntBits(gemv), Float.floatToIntBits(spread.getAtIndex(ValueLayout.JAVA_FLOAT, n)),
                            "GEMV order from spread codes, k=" + k + " output " + n + ": " + gemv);
                    assertEquals(Float.floatToIntBits(gemv), Float.floatToIntBits(telescoped.getAtIndex(ValueLayout.JAVA_FLOAT, n)),
                            "GEMV order from telescoped codes, k=" + k + " output " + n + ": " + gemv);
                }
                if (row >= 2 && row < 10) {
                    float gemm = KQuantDot.q4kRepackedScalar(w, n * rowBytes, a, row, blocks, KQuantDot.Order.REPACKED_GEMM);
                    assertEquals(Float.floatToIntBits(gemm), Float.floatToIntBits(quad.getAtIndex(ValueLayout.JAVA_FLOAT, (long) row * rows + n)),
                            "GEMM order, k=" + k + " activation row " + row + " output " + n + ": " + gemm);
                }
            }
        }
    }
}
