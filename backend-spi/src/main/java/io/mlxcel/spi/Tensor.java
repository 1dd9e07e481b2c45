package io.mlxcel.spi;

/**
 * A backend-owned tensor handle. Model code only ever passes handles between ops; it never reads values, so the
 * same forward pass can run eagerly, be built into a lazy graph, or be traced symbolically.
 */
public interface Tensor {
    Shape shape();

    DType dtype();
}
