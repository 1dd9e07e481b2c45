package io.mlxcel.backend.mlx;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

/**
 * A handle to an MLX array (lazy until evaluated). The native handle lives in {@link Handle} so that a Cleaner can
 * release it without keeping the tensor reachable; handles are released earlier where the backend knows they are
 * dead (intermediates at the end of a step, a KV cache consumed by its update).
 */
class MlxTensor implements Tensor {
    /** The native address; 0 once released. */
    static final class Handle {
        long ptr;

        Handle(long ptr) {
            this.ptr = ptr;
        }
    }

    final Handle handle;
    /** For integer step inputs made from host values (positions, lengths): those values, else null. */
    int[] hostValues;
    private final Shape shape;
    private final DType dtype;

    MlxTensor(long ptr, Shape shape, DType dtype) {
        this.handle = new Handle(ptr);
        this.shape = shape;
        this.dtype = dtype;
    }

    /** The live native address; fails clearly on a handle that an op consumed or the backend released. */
    long ptr() {
        long p = handle.ptr;
        if (p == 0) {
            throw new IllegalStateException("MLX tensor " + shape + " was already consumed (a KV cache or batch state passed to "
                    + "cacheWrite/copyRow/putRows, or a step intermediate used after its step)");
        }
        return p;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public DType dtype() {
        return dtype;
    }

    @Override
    public String toString() {
        return "mlx " + dtype + shape;
    }
}
