package io.mlxcel.spi;

/**
 * Storage format of a weight as it comes out of a checkpoint. Backends receive weights in this form and decide
 * themselves whether to keep them packed (java: yes, kernels per format) or repack them.
 */
public enum WeightType {
    F32(false), F16(false), BF16(false),
    /** GGUF Q4_0: blocks of 32, f16 scale d, 4-bit q, value = d * (q - 8). */
    Q4_0(true),
    /** GGUF Q4_1: blocks of 32, f16 scale d and min m, value = d * q + m. */
    Q4_1(true),
    /** GGUF Q8_0: blocks of 32, f16 scale d, int8 q, value = d * q. */
    Q8_0(true),
    /** MLX affine: uint32-packed q (4 or 8 bits), per-group scale and bias, value = scale * q + bias. */
    MLX_AFFINE(true);

    public final boolean quantized;

    WeightType(boolean quantized) {
        this.quantized = quantized;
    }

    /** Bytes per GGUF block of 32 values, for the GGUF block formats. */
    public int ggufBlockBytes() {
        return switch (this) {
            case Q4_0 -> 18;
            case Q4_1 -> 20;
            case Q8_0 -> 34;
            default -> throw new IllegalStateException(this + " is not a GGUF block format");
        };
    }
}
