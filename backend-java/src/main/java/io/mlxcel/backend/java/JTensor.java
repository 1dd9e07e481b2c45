package io.mlxcel.backend.java;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

import java.lang.foreign.MemorySegment;

/**
 * A contiguous row-major tensor in a {@link MemorySegment}. Activations live in the step scratch, caches in a
 * persistent arena, weights in the (usually mmapped) checkpoint memory they came from.
 */
final class JTensor implements Tensor {
    final MemorySegment seg;
    final Shape shape;
    final DType dtype;
    /** Non-null for weights: the packed format and its metadata. */
    final HostWeight weight;
    /** Non-null when a quantized weight was repacked for the 16-row kernels. */
    final PackedQuant packed;
    /** Non-null when an MLX affine weight was repacked for the 16-row kernels. */
    final PackedAffine affine;
    /** Non-null when a Q4_K weight was repacked for the 16-row kernels. */
    final PackedQ4K q4k;
    /** Non-null when a Q6_K weight was repacked for the 16-row kernels. */
    final PackedQ6K q6k;
    /**
     * Set once the weight serves an embedding lookup. llama.cpp keeps such a weight (a tied embedding that is also the
     * output projection) out of its repacked buffers, so its matmuls take the plain kernels' rounding.
     */
    volatile boolean lookup;
    /** Non-null for a stack of experts [E, N, K]: one 2-D weight per expert. */
    final JTensor[] experts;
    /**
     * Set at creation on a key cache kept in {@link KeyTiles}' layout (and on views of its rows); only cacheWrite,
     * attention and the row moves (copyRow, narrowRows, putRows) handle such a tensor.
     */
    boolean keyTiles;

    JTensor(MemorySegment seg, Shape shape, DType dtype, HostWeight weight) {
        this(seg, shape, dtype, weight, null);
    }

    JTensor(MemorySegment seg, Shape shape, DType dtype, HostWeight weight, PackedQuant packed) {
        this(seg, shape, dtype, weight, packed, null);
    }

    JTensor(MemorySegment seg, Shape shape, DType dtype, HostWeight weight, PackedQuant packed, JTensor[] experts) {
        this(seg, shape, dtype, weight, packed, null, null, null, experts);
    }

    JTensor(MemorySegment seg, Shape shape, DType dtype, HostWeight weight, PackedQuant packed, PackedAffine affine,
            PackedQ4K q4k, PackedQ6K q6k, JTensor[] experts) {
        this.affine = affine;
        this.q4k = q4k;
        this.q6k = q6k;
        this.seg = seg;
        this.shape = shape;
        this.dtype = dtype;
        this.weight = weight;
        this.packed = packed;
        this.experts = experts;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public DType dtype() {
        return dtype;
    }

    int last() {
        return shape.dim(-1);
    }

    long size() {
        return shape.size();
    }

    @Override
    public String toString() {
        return (weight != null ? weight.toString() : dtype + " " + shape);
    }
}
