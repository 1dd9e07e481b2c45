package io.mlxcel.backend.java;

/**
 * GELU as ggml's CPU kernels compute it: the input is rounded to f16 and the result read from a table of 65536 f16
 * values, each the tanh-approximated GELU of that f16 input in float arithmetic (C's tanhf); inputs at or below -10
 * give 0 and at or above 10 pass through. GGUF references are made with these numerics.
 */
final class GgmlGelu {
    private static final float SQRT_2_OVER_PI = 0.79788456080286535587989211986876f;
    private static final float COEF_A = 0.044715f;

    private GgmlGelu() {
    }

    /**
     * The reference formula in float arithmetic, as the compiled ggml_gelu_f32 evaluates it: the compiler contracts
     * {@code 1 + a*x*x} into {@code fma(a*x, x, 1)}. Checked entry by entry against the table llama.cpp builds (one
     * of the 65536 entries, f16 -1.999, differs without the fma).
     */
    static float geluF32(float x) {
        return 0.5f * x * (1.0f + Libm.tanh(SQRT_2_OVER_PI * x * Math.fma(COEF_A * x, x, 1.0f)));
    }

    private static final class Table {
        static final float[] VALUES = new float[1 << 16];

        static {
            for (int i = 0; i < VALUES.length; i++) {
                float in = Float.float16ToFloat((short) i);
                VALUES[i] = Float.float16ToFloat(Float.floatToFloat16(geluF32(in)));
            }
        }
    }

    static float apply(float x) {
        if (x <= -10.0f) return 0.0f;
        if (x >= 10.0f) return x;
        return Table.VALUES[Float.floatToFloat16(x) & 0xFFFF];
    }
}
