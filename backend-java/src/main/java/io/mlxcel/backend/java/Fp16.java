package io.mlxcel.backend.java;

/** Half and bfloat16 conversions. */
final class Fp16 {
    private Fp16() {
    }

    static float toFloat(short h) {
        return Float.float16ToFloat(h);
    }

    static short fromFloat(float f) {
        return Float.floatToFloat16(f);
    }

    /** f rounded to the nearest f16 value (round-half-even), as float. */
    static float round(float f) {
        return Float.float16ToFloat(Float.floatToFloat16(f));
    }

    static float bf16ToFloat(short b) {
        return Float.intBitsToFloat((b & 0xFFFF) << 16);
    }
}
