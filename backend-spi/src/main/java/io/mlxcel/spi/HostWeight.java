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

    /**
     * Rows [from, from + count) of the weight seen as a matrix of {@link #rows()} x {@link #cols()} (for a stack of
     * experts [E, N, K], expert e is rows [e*N, (e+1)*N)), as a zero-copy slice under a new name. Rows are whole in
     * every format: a dense row, a run of GGUF blocks, a row of MLX packed words with its scales and biases.
     */
    public HostWeight rows(long from, long count, String newName) {
        long total = shape.length == 1 ? shape[0] : rows();
        if (from < 0 || count < 0 || from + count > total) {
            throw new IllegalArgumentException(name + ": rows [" + from + ", " + (from + count) + ") asked for '" + newName + "' but it has " + total);
        }
        int cols = shape.length == 1 ? 1 : cols();
        long rowBytes = switch (type) {
            case F32 -> 4L * cols;
            case F16, BF16 -> 2L * cols;
            case Q4_0, Q4_1, Q8_0, Q5_0, Q4_K, Q6_K -> type.ggufRowBytes(cols);
            case MLX_AFFINE -> (long) cols * bits / 8;
        };
        long[] newShape = shape.length == 1 ? new long[]{count} : new long[]{count, cols};
        MemorySegment d = data.asSlice(from * rowBytes, count * rowBytes);
        if (scales == null) return new HostWeight(newName, type, newShape, d, null, null, null, 0, 0);
        long groupBytes = (long) cols / groupSize * scaleType.bytes;
        return new HostWeight(newName, type, newShape, d, scales.asSlice(from * groupBytes, count * groupBytes),
                biases.asSlice(from * groupBytes, count * groupBytes), scaleType, groupSize, bits);
    }

    @Override
    public String toString() {
        return name + " " + type + " " + Arrays.toString(shape);
    }
}
