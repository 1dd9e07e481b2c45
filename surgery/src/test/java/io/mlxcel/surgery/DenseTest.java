package io.mlxcel.surgery;

import io.mlxcel.spi.WeightType;
import org.junit.jupiter.api.Test;

import java.lang.foreign.Arena;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The storage round trips surgery relies on, and its bf16 rounding against the definition. */
class DenseTest {
    @Test
    void f16AndBf16EditsRoundLikeTheirFormats() {
        Random r = new Random(1);
        try (Arena arena = Arena.ofConfined()) {
            for (int i = 0; i < 10_000; i++) {
                float x = (float) (r.nextGaussian() * Math.pow(10, r.nextInt(6) - 3));
                float y = x * 0.37f;
                float f16 = Dense.read(Dense.write(new float[]{y}, WeightType.F16, arena), WeightType.F16, 1)[0];
                assertEquals(Float.float16ToFloat(Float.floatToFloat16(y)), f16, 0f);
                float bf16 = Dense.read(Dense.write(new float[]{y}, WeightType.BF16, arena), WeightType.BF16, 1)[0];
                // round to nearest even on the upper 16 bits, computed the slow way
                double up = Float.intBitsToFloat((Float.floatToIntBits(y) & 0xFFFF0000) + 0x10000);
                double down = Float.intBitsToFloat(Float.floatToIntBits(y) & 0xFFFF0000);
                double expect = Math.abs(y - down) < Math.abs(up - y) ? down : Math.abs(y - down) > Math.abs(up - y) ? up
                        : ((Float.floatToIntBits((float) down) >>> 16) & 1) == 0 ? down : up;
                assertEquals((float) expect, bf16, 0f, "bf16(" + y + ")");
                assertEquals(y, Dense.read(Dense.write(new float[]{y}, WeightType.F32, arena), WeightType.F32, 1)[0], 0f);
            }
        }
    }
}
