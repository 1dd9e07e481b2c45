package io.mlxcel.backend.xla;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.StepFunction;
import io.mlxcel.spi.Tensor;

import java.lang.foreign.MemorySegment;
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Traces a function on symbolic inputs, has it compiled ({@link Programs}), and calls it with the concrete buffers:
 * the step inputs first, then everything the trace captured (weights, host constants), in capture order.
 */
final class Executor {
    private static final Cleaner CLEANER = Cleaner.create();
    private static final boolean PROFILE = System.getenv("MLXCEL_XLA_PROFILE") != null;

    /** A traced function ready to call: its program and the buffers it captured. */
    record Traced(Programs.Program program, String mlir, List<Object> captured, Shape[] outShapes, DType[] outTypes, boolean[] outState) {
    }

    private final IreeRuntime runtime;
    private final MemorySegment device;
    private final Programs programs;

    Executor(IreeRuntime runtime, MemorySegment device, Programs programs) {
        this.runtime = runtime;
        this.device = device;
        this.programs = programs;
    }

    /**
     * Records {@code fn} on symbolic stand-ins for {@code inputs} (weights stay themselves and are captured when
     * used) while {@code activate} points the backend's ops at the trace, then emits and compiles the module.
     */
    Traced trace(String function, StepFunction fn, Tensor[] inputs, Consumer<Trace> activate) {
        Trace t = new Trace();
        Tensor[] symbolic = new Tensor[inputs.length];
        for (int i = 0; i < inputs.length; i++) {
            symbolic[i] = inputs[i] instanceof XlaWeight ? inputs[i] : t.input((XlaTensor) inputs[i]);
        }
        Tensor[] out;
        activate.accept(t);
        try {
            out = fn.apply(symbolic);
        } finally {
            activate.accept(null);
        }
        List<Hlo.Value> results = new ArrayList<>();
        Shape[] shapes = new Shape[out.length];
        DType[] types = new DType[out.length];
        boolean[] state = new boolean[out.length];
        for (int i = 0; i < out.length; i++) {
            XlaTensor o = (XlaTensor) out[i];
            results.add(t.value(o));
            shapes[i] = o.shape;
            types[i] = o.dtype;
            state[i] = o instanceof XlaTensor.Symbolic s && s.state;
        }
        String mlir = t.hlo.module(function, results);
        return new Traced(programs.get(function, mlir), mlir, t.captured, shapes, types, state);
    }

    /**
     * Calls a traced function, then releases the state inputs (KV caches) among the first {@code consumed} inputs: a
     * step consumes all it is given, a functional update ({@code cacheWrite}, {@code copyRow}) only the state it
     * updates, and 0 consumes nothing.
     */
    Tensor[] call(Traced traced, Tensor[] inputs, int consumed) {
        List<MemorySegment> args = new ArrayList<>();
        List<XlaTensor.DeviceBuffer> temporaries = new ArrayList<>();
        for (Tensor in : inputs) {
            if (!(in instanceof XlaWeight)) args.add(view(in, temporaries));
        }
        for (Object c : traced.captured()) {
            args.add(c instanceof XlaTensor.DeviceBuffer b ? b.view() : view((Tensor) c, temporaries));
        }
        MemorySegment[] out;
        long t0 = System.nanoTime();
        try {
            out = runtime.call(traced.program().handle(), traced.program().function(), args.toArray(MemorySegment[]::new),
                    traced.outShapes().length);
        } finally {
            for (XlaTensor.DeviceBuffer b : temporaries) b.release();
        }
        if (PROFILE) System.err.printf("xla: %s %.2f ms in IREE, %d arguments%n", traced.program().function(), (System.nanoTime() - t0) / 1e6, args.size());
        for (int i = 0; i < Math.min(consumed, inputs.length); i++) {
            if (inputs[i] instanceof XlaTensor.Device d && d.state) d.buffer.release();
        }
        Tensor[] result = new Tensor[out.length];
        for (int i = 0; i < out.length; i++) {
            result[i] = wrap(out[i], traced.outShapes()[i], traced.outTypes()[i], traced.outState()[i]);
        }
        return result;
    }

    XlaTensor.Device wrap(MemorySegment view, Shape shape, DType dtype, boolean state) {
        XlaTensor.DeviceBuffer buffer = new XlaTensor.DeviceBuffer(runtime, device, view, shape.size() * dtype.bytes);
        XlaTensor.Device d = new XlaTensor.Device(buffer, shape, dtype, state);
        CLEANER.register(d, buffer);
        return d;
    }

    private MemorySegment view(Tensor t, List<XlaTensor.DeviceBuffer> temporaries) {
        if (t instanceof XlaTensor.Device d) return d.buffer.view();
        if (t instanceof XlaTensor.Host h) {
            long[] dims = new long[h.shape.rank()];
            for (int i = 0; i < dims.length; i++) dims[i] = h.shape.dim(i);
            XlaTensor.DeviceBuffer b = new XlaTensor.DeviceBuffer(runtime, device, runtime.upload(device, XlaTensor.element(h.dtype), dims, h.data), h.data.byteSize());
            temporaries.add(b);
            return b.view();
        }
        throw new IllegalArgumentException("not a concrete tensor: " + t.getClass().getSimpleName() + " " + t.shape());
    }
}
