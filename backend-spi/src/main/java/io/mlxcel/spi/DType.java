package io.mlxcel.spi;

/** Element type of an activation, cache or host tensor (weights carry a {@link WeightType}). */
public enum DType {
    F32(4), F16(2), BF16(2), I32(4);

    public final int bytes;

    DType(int bytes) {
        this.bytes = bytes;
    }
}
