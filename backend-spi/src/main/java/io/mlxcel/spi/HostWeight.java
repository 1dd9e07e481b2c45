package io.mlxcel.spi;

import java.lang.foreign.MemorySegment;
import java.util.Arrays;

/**
 * A weight as read from a checkpoint, still in host memory (usually an mmapped slice of the file).
 *
 * @param name      checkpoint tensor name, for error messages
 * @param type      storage format
 * @param shape     logical shape, row-major, outermost first; a linear weight is [outFeatures, inFeatures]
 * @param data      raw bytes (values, GGUF blocks, or MLX packed uint32 words)
 * @param scales    MLX affine only: per-group scales (f16/bf16/f32 as {@code scaleType}); else null
 * @param biases    MLX affine only: per-group biases; else null
 * @param scaleType MLX affine only: element type of scales and biases
 * @param groupSize MLX affine only: values per group (32, 64, 128)
 * @param bits      MLX affine only: 4 or 8
 */
public record HostWeight(String name, WeightType type, long[] shape, MemorySegment data,
                         MemorySegment scales, MemorySegment biases, DType scaleType, int groupSize, int bits) {

    public static HostWeight dense(String name, WeightType type, long[] shape, MemorySegment data) {
        return new HostWeight(name, type, shape, data, null, null, null, 0, 0);
    }

    public int rows() {
        return shape.length == 1 ? 1 : (int) (numel() / cols());
    }

    public int cols() {
        return (int) shape[shape.length - 1];
    }

    public long numel() {
        long n = 1;
        for (long d : shape) n *= d;
        return n;
    }

    @Override
    public String toString() {
        return name + " " + type + " " + Arrays.toString(shape);
    }
}
