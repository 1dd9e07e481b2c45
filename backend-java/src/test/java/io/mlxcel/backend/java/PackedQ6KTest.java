package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The 32-row Q6_K kernels against llama.cpp's orders, bit for bit: the single-row kernels (codes broadcast, and
 * telescoped in 16-bit lanes) against the vec_dot order
 * ({@link KQuantDot#q6kScalar}), the four-row and leftover-row kernels against the batch order
 * ({@link KQuantDot#q6kBatchScalar}). The extreme case (codes near 63, scales -128 and 127, every activation code
 * -127) drives the integer totals past 2^24, where a float sum would round.
 */
class PackedQ6KTest {
    /** Packing splits row groups across threads: three, so the chunks are uneven. */
    private static final WorkerPool PACK_POOL = new WorkerPool(3);

    private final Arena arena = Arena.ofAuto();

    @ParameterizedTest
    @CsvSource({"256, false", "512, false", "1024, false", "512, true"})
    void packedKernelsEqualLlamaCppOrders(int k, boolean extreme) {
        Random r = new Random(k * 7L + (extreme ? 1 : 0));
        int rows = 64, m = 7, blocks = k / 256, bb = KQuantDot.Q6K_BYTES;
        MemorySegment w = arena.allocate((long) rows * blocks * bb);
        for (long i = 0; i < w.byteSize(); i++) {
            int at = (int) (i % bb);
            int v = r.nextInt(256);
            if (extreme) v = at < 192 ? 0xF0 | v : at < 208 ? (v % 2 == 0 ? 0x80 : 0x7F) : v;   // codes 48..63, scales -128 / 127
            w.set(ValueLayout.JAVA_BYTE, i, (byte) v);
        }
        for (long b = 0; b < (long) rows * blocks; b++) {
            w.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + 208, Fp16.fromFloat((float) (r.nextGaussian() * 0.002)));
        }
        MemorySegment x = arena.allocate(4L * m * k);
        for (int i = 0; i < m * k; i++) x.setAtIndex(ValueLayout.JAVA_FLOAT, i, extreme ? 1f : (float) r.nextGaussian());
        Q8KActivations a = new Q8KActivations();
        a.ensure(m, k);
        a.quantizeRows(x, 0, m);
        PackedQ6K p = PackedQ6K.pack(HostWeight.dense("w", WeightType.Q6_K, new long[]{rows, k}, w), new PageMemory(arena), PACK_POOL);
        long rowBytes = WeightType.Q6_K.ggufRowBytes(k);

        MemorySegment vec = arena.allocate(4L * m * rows), batch = arena.allocate(4L * m * rows), telescoped = arena.allocate(4L * rows);
        float[] tmp = new float[PackedQ6K.SCRATCH];
        a.telescopeRow0();
        for (int g = 0; g < rows / PackedQ6K.ROWS; g++) {
            p.dotGroupTelescoped(g, a, telescoped, g * (long) PackedQ6K.ROWS, tmp);
            for (int row = 0; row < m; row++) p.dotGroup(g, a, row, vec, (long) row * rows + g * (long) PackedQ6K.ROWS, tmp);
            p.dotGroupX4(g, a, 0, batch, g * (long) PackedQ6K.ROWS, rows, tmp);                                  // rows 0..3
            for (int row = 4; row < m; row++) p.dotGroupBatch(g, a, row, batch, (long) row * rows + g * (long) PackedQ6K.ROWS, tmp);
        }
        for (int row = 0; row < m; row++) {
            for (int n = 0; n < rows; n++) {
                long at = (long) row * rows + n;
                float v = KQuantDot.q6kScalar(w, n * rowBytes, a, row, blocks), bt = KQuantDot.q6kBatchScalar(w, n * rowBytes, a, row, blocks);
                assertEquals(Float.floatToIntBits(v), Float.floatToIntBits(vec.getAtIndex(ValueLayout.JAVA_FLOAT, at)),
                        "vec_dot order, k=" + k + " activation row " + row + " output " + n + ": " + v);
                if (row == 0) {
                    assertEquals(Float.floatToIntBits(v), Float.floatToIntBits(telescoped.getAtIndex(ValueLayout.JAVA_FLOAT, n)),
                            "vec_dot order from telescoped codes, k=" + k + " output " + n + ": " + v);
                }
                assertEquals(Float.floatToIntBits(bt), Float.floatToIntBits(batch.getAtIndex(ValueLayout.JAVA_FLOAT, at)),
                        "batch order, k=" + k + " activation row " + row + " output " + n + ": " + bt);
            }
        }
    }

    @Test
    void codesTakenFourAtATimeAreTheFormatsCodes() {
        Random r = new Random(5);
        MemorySegment w = arena.allocate(KQuantDot.Q6K_BYTES);
        byte[] block = new byte[KQuantDot.Q6K_BYTES];
        r.nextBytes(block);
        MemorySegment.copy(block, 0, w, ValueLayout.JAVA_BYTE, 0, block.length);
        short[] units = new short[KQuantDot.Q6K_BYTES / 2];
        for (int i = 0; i < units.length; i++) units[i] = (short) (block[2 * i] & 0xFF | block[2 * i + 1] << 8);
        int[] quads = new int[64];
        PackedQ6K.codes(units, 0, quads, 0);
        for (int u = 0; u < 64; u++) {
            for (int m = 0; m < 4; m++) assertEquals(KQuantDot.q6k(w, 0, 4 * u + m), quads[u] >>> (8 * m) & 0xFF, "code " + (4 * u + m));
        }
    }
}
