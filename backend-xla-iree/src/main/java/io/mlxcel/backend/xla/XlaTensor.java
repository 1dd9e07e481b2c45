package io.mlxcel.backend.xla;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

import java.lang.foreign.MemorySegment;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The xla backend's tensors. While a step is traced, ops see {@link Symbolic} values; between steps, data lives in
 * {@link Device} buffers (weights, KV caches, step outputs) or, for small inputs such as token ids, in {@link Host}
 * memory until a call uploads it.
 */
abstract sealed class XlaTensor implements Tensor permits XlaTensor.Symbolic, XlaTensor.Device, XlaTensor.Host, XlaWeight {
    final Shape shape;
    final DType dtype;

    XlaTensor(Shape shape, DType dtype) {
        this.shape = shape;
        this.dtype = dtype;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public DType dtype() {
        return dtype;
    }

    static IreeRuntime.Element element(DType t) {
        return switch (t) {
            case F32 -> IreeRuntime.Element.F32;
            case F16 -> IreeRuntime.Element.F16;
            case BF16 -> IreeRuntime.Element.BF16;
            case I32 -> IreeRuntime.Element.I32;
        };
    }

    /** A value of the function being traced. */
    static final class Symbolic extends XlaTensor {
        final Hlo.Value value;
        final Object trace;
        /** Derived from persistent state (a written KV cache): the step's output of it is state again. */
        final boolean state;

        Symbolic(Hlo.Value value, DType dtype, Object trace, boolean state) {
            super(Shape.of(value.dims()), dtype);
            this.value = value;
            this.trace = trace;
            this.state = state;
        }
    }

    /** A device buffer view (one reference, released once). */
    static final class Device extends XlaTensor {
        final DeviceBuffer buffer;
        /** Persistent state (a KV cache): consumed, and released, when passed into a step. */
        final boolean state;

        Device(DeviceBuffer buffer, Shape shape, DType dtype, boolean state) {
            super(shape, dtype);
            this.buffer = buffer;
            this.state = state;
        }
    }

    /** Host data waiting to be uploaded as a call argument. */
    static final class Host extends XlaTensor {
        final MemorySegment data;

        Host(MemorySegment data, Shape shape, DType dtype) {
            super(shape, dtype);
            this.data = data;
        }
    }

    /**
     * A reference-owning handle on a device buffer view; {@link #release} is idempotent (the Cleaner's safety net may
     * run it late). Every live handle is registered under its device, so closing a backend releases them all before
     * the device goes: a Cleaner running after that finds nothing left to do.
     */
    static final class DeviceBuffer implements Runnable {
        private static final Map<MemorySegment, Set<DeviceBuffer>> LIVE = new ConcurrentHashMap<>();

        private final IreeRuntime runtime;
        private final MemorySegment device;
        private MemorySegment view;
        final long bytes;

        DeviceBuffer(IreeRuntime runtime, MemorySegment device, MemorySegment view, long bytes) {
            this.runtime = runtime;
            this.device = device;
            this.view = view;
            this.bytes = bytes;
            LIVE.computeIfAbsent(device, d -> ConcurrentHashMap.newKeySet()).add(this);
        }

        synchronized MemorySegment view() {
            if (view == null) throw new IllegalStateException("device buffer used after release (a consumed KV cache handle?)");
            return view;
        }

        synchronized boolean live() {
            return view != null;
        }

        synchronized void release() {
            if (view != null) {
                runtime.release(view);
                Set<DeviceBuffer> live = LIVE.get(device);
                if (live != null) live.remove(this);
            }
            view = null;
        }

        @Override
        public void run() {
            release();
        }

        /** Releases every buffer still held on {@code device} (before the device itself is destroyed). */
        static void releaseAll(MemorySegment device) {
            Set<DeviceBuffer> live = LIVE.remove(device);
            if (live != null) for (DeviceBuffer b : live.toArray(DeviceBuffer[]::new)) b.release();
        }
    }
}
