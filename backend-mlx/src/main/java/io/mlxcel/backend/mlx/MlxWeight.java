package io.mlxcel.backend.mlx;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.Shape;

/**
 * A resident weight: a dense float32 array, or MLX affine-quantized (packed uint32 words with float32 per-group
 * scales and biases) for quantized checkpoints. The tensor's own handle is the packed or dense array.
 */
final class MlxWeight extends MlxTensor {
    final MlxTensor scales, biases;
    final int groupSize, bits;
    /** Lazily made {@code weight + offset} for norms with an offset ((1 + w) norms); 0 until first use. */
    long offsetHandle;
    float offsetValue;

    MlxWeight(long dense, Shape shape) {
        super(dense, shape, DType.F32);
        this.scales = null;
        this.biases = null;
        this.groupSize = 0;
        this.bits = 0;
    }

    MlxWeight(long packed, Shape logicalShape, MlxTensor scales, MlxTensor biases, int groupSize, int bits) {
        super(packed, logicalShape, DType.F32);
        this.scales = scales;
        this.biases = biases;
        this.groupSize = groupSize;
        this.bits = bits;
    }

    boolean quantized() {
        return scales != null;
    }
}
