package io.mlxcel.backend.java;

/**
 * The single-precision exp that llama.cpp's CPU backend vectorizes (range reduction by n = round(x / ln 2), a
 * degree-5 polynomial for e^b on the remainder, scaling by 2^n; max error about 1.5 ulp). SiLU and softmax use it so
 * that our activations round exactly as the reference's do: quantizing activations to int8 amplifies a one-ulp
 * difference into a different rounding, which is enough to change a greedy token many layers later.
 */
final class FastExp {
    private FastExp() {
    }

    static float exp(float x) {
        final float shift = 0x1.8p23f;
        float z = Math.fma(x, 0x1.715476p+0f, shift);
        float n = z - shift;
        float b = Math.fma(-n, 0x1.7f7d1cp-20f, Math.fma(-n, 0x1.62e4p-1f, x));
        if (Math.abs(n) > 192f) return n <= 0 ? 0f : Float.POSITIVE_INFINITY;
        float u = b * b;
        float j = Math.fma(
                Math.fma(Math.fma(0x1.0e4020p-7f, b, 0x1.573e2ep-5f), u, Math.fma(0x1.555e66p-3f, b, 0x1.fffdb6p-2f)),
                u,
                Math.fma(0x1.ffffecp-1f, b, 1.0f));
        return Math.scalb(j, (int) n);
    }

    /** x / (1 + exp(-x)) with {@link #exp}. */
    static float silu(float x) {
        return x / (1.0f + exp(-x));
    }
}
