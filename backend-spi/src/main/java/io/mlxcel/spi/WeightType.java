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
    /** GGUF Q5_0: blocks of 32, f16 scale d, 32 high bits, 4-bit low parts, value = d * (q - 16). */
    Q5_0(true),
    /**
     * GGUF Q4_K: super-blocks of 256, f16 d and dmin, eight 6-bit (scale, min) pairs packed in 12 bytes, 4-bit q;
     * value = d * scale_j * q - dmin * min_j for sub-block j of 32.
     */
    Q4_K(true),
    /** GGUF Q6_K: super-blocks of 256, 6-bit q (4 low + 2 high bits), int8 scale per 16, f16 d; value = d * scale * (q - 32). */
    Q6_K(true),
    /** MLX affine: uint32-packed q (4 or 8 bits), per-group scale and bias, value = scale * q + bias. */
    MLX_AFFINE(true);

    public final boolean quantized;

    WeightType(boolean quantized) {
        this.quantized = quantized;
    }

    /** Bytes per GGUF block of {@link #ggufBlockValues()} values, for the GGUF block formats. */
    public int ggufBlockBytes() {
        return switch (this) {
            case Q4_0 -> 18;
            case Q4_1 -> 20;
            case Q8_0 -> 34;
            case Q5_0 -> 22;
            case Q4_K -> 144;
            case Q6_K -> 210;
            default -> throw new IllegalStateException(this + " is not a GGUF block format");
        };
    }

    /** Values per GGUF block: 32, or 256 for the K-quant super-blocks. */
    public int ggufBlockValues() {
        return switch (this) {
            case Q4_0, Q4_1, Q8_0, Q5_0 -> 32;
            case Q4_K, Q6_K -> 256;
            default -> throw new IllegalStateException(this + " is not a GGUF block format");
        };
    }

    /** Bytes of one row of {@code cols} values stored in this GGUF block format. */
    public long ggufRowBytes(int cols) {
        return (long) cols / ggufBlockValues() * ggufBlockBytes();
    }
}
