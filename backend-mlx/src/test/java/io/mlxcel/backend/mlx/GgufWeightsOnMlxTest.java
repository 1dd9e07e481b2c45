package io.mlxcel.backend.mlx;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * GGUF block weights handed to MLX (rewritten as affine groups): the rows MLX dequantizes equal the GGUF formula
 * exactly, and MLX's quantized matmul agrees with a double-precision product of the dequantized matrix.
 */
class GgufWeightsOnMlxTest {
    static final int ROWS = 8, COLS = 96;

    @ParameterizedTest
    @EnumSource(value = WeightType.class, names = {"Q4_0", "Q4_1", "Q8_0"})
    void dequantizedRowsAndMatmulMatchTheGgufFormula(WeightType type) {
        Random r = new Random(type.ordinal());
        int blocks = ROWS * COLS / 32;
        try (Arena arena = Arena.ofConfined(); MlxBackend be = MlxTestSupport.backend()) {
            MemorySegment data = arena.allocate((long) blocks * type.ggufBlockBytes());
            float[] expected = new float[ROWS * COLS];
            for (int b = 0; b < blocks; b++) {
                long off = (long) b * type.ggufBlockBytes();
                float d = Float.float16ToFloat(Float.floatToFloat16((r.nextFloat() - 0.5f) * 0.1f));
                float m = Float.float16ToFloat(Float.floatToFloat16((r.nextFloat() - 0.5f) * 0.2f));
                data.set(ValueLayout.JAVA_SHORT_UNALIGNED, off, Float.floatToFloat16(d));
                if (type == WeightType.Q4_1) data.set(ValueLayout.JAVA_SHORT_UNALIGNED, off + 2, Float.floatToFloat16(m));
                long qs = off + (type == WeightType.Q4_1 ? 4 : 2);
                for (int j = 0; j < 32; j++) {
                    float v;
                    if (type == WeightType.Q8_0) {
                        int q = r.nextInt(256) - 128;
                        data.set(ValueLayout.JAVA_BYTE, qs + j, (byte) q);
                        v = d * q;
                    } else {
                        int q = r.nextInt(16);
                        long at = qs + (j & 15);
                        byte old = data.get(ValueLayout.JAVA_BYTE, at);
                        data.set(ValueLayout.JAVA_BYTE, at, (byte) (j < 16 ? (old & 0xF0) | q : (old & 0x0F) | q << 4));
                        v = type == WeightType.Q4_0 ? d * (q - 8) : d * q + m;
                    }
                    expected[b * 32 + j] = v;
                }
            }
            Tensor w = be.weight(HostWeight.dense("w", type, new long[]{ROWS, COLS}, data));
            int[] ids = new int[ROWS];
            for (int i = 0; i < ROWS; i++) ids[i] = i;
            float[] rows = be.readFloats(be.embedding(w, be.ints(ids, Shape.of(1, ROWS))));
            for (int i = 0; i < expected.length; i++) assertEquals(expected[i], rows[i], 0f, type + " element " + i);

            float[] x = new float[COLS];
            for (int i = 0; i < COLS; i++) x[i] = r.nextFloat() - 0.5f;
            float[] y = be.readFloats(be.linear(be.floats(x, Shape.of(1, 1, COLS)), w));
            for (int n = 0; n < ROWS; n++) {
                double ref = 0;
                for (int k = 0; k < COLS; k++) ref += (double) expected[n * COLS + k] * x[k];
                assertEquals(ref, y[n], 1e-5, type + " output " + n);
            }
        }
    }
}
