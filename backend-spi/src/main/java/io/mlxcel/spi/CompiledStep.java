package io.mlxcel.spi;

/** A step prepared by a backend; outputs are evaluated when {@link #run} returns. */
@FunctionalInterface
public interface CompiledStep {
    Tensor[] run(Tensor... inputs);
}
