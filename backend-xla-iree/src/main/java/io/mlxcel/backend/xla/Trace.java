package io.mlxcel.backend.xla;

import io.mlxcel.spi.DType;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * One function being recorded: its StableHLO text and the concrete tensors it reads. Step inputs become the first
 * arguments; every other concrete tensor an op touches (a weight's buffers, a host constant) becomes a further
 * argument the first time it is used, and is passed again on every call of the compiled function.
 */
final class Trace {
    final Hlo hlo = new Hlo();
    /** The concrete buffers behind arguments after the step inputs, in argument order. */
    final List<Object> captured = new ArrayList<>();
    private final Map<Object, Hlo.Value> capturedValues = new IdentityHashMap<>();

    static String mlirType(DType t) {
        return switch (t) {
            case F32 -> "f32";
            case F16 -> "f16";
            case BF16 -> "bf16";
            case I32 -> "i32";
        };
    }

    /** A step input, as the next argument. */
    XlaTensor.Symbolic input(XlaTensor concrete) {
        boolean state = concrete instanceof XlaTensor.Device d && d.state;
        return new XlaTensor.Symbolic(hlo.arg(concrete.shape.dims(), mlirType(concrete.dtype)), concrete.dtype, this, state);
    }

    /** The value of any tensor inside this trace, capturing concrete ones as arguments. */
    Hlo.Value value(XlaTensor t) {
        if (t instanceof XlaTensor.Symbolic s) {
            if (s.trace != this) throw new IllegalStateException("a tensor from another step was used inside this one");
            return s.value;
        }
        if (t instanceof XlaWeight) throw new IllegalArgumentException("a weight used as an activation: " + t);
        return capture(t, t.shape.dims(), mlirType(t.dtype));
    }

    /** The argument standing for a concrete buffer or host tensor (the same one on every use). */
    Hlo.Value capture(Object concrete, int[] dims, String type) {
        Hlo.Value v = capturedValues.get(concrete);
        if (v == null) {
            v = hlo.arg(dims, type);
            capturedValues.put(concrete, v);
            captured.add(concrete);
        }
        return v;
    }

    XlaTensor.Symbolic wrap(Hlo.Value v, DType dtype) {
        return new XlaTensor.Symbolic(v, dtype, this, false);
    }

    XlaTensor.Symbolic wrapState(Hlo.Value v, DType dtype) {
        return new XlaTensor.Symbolic(v, dtype, this, true);
    }
}
