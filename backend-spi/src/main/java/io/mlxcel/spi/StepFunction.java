package io.mlxcel.spi;

/** One step of a model (prefill, decode) as a function of tensors, so a backend may trace or compile it. */
@FunctionalInterface
public interface StepFunction {
    Tensor[] apply(Tensor[] inputs);
}
