package io.mlxcel.backend.mlx;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * Downcalls into the shim (backend-mlx/src/main/native/mlxcel_mlx.cpp). Array handles are raw addresses; every call
 * that can fail checks the shim's status and throws {@link MlxException} with the C++ message.
 */
final class MlxNative {
    /** Dtype codes shared with the shim. */
    static final int F32 = 0, F16 = 1, BF16 = 2, I32 = 3, U32 = 4, U8 = 5;

    private static final Linker LINKER = Linker.nativeLinker();
    private static final FunctionDescriptor OP1 = FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS);
    private static final FunctionDescriptor OP2 = FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS);

    private final SymbolLookup lookup;
    final Path mlxLibrary, shimLibrary;
    private final MethodHandle lastError, mlxVersion, builtAgainst, gpuAvailable, setDevice, memory, setCacheLimit, free,
            fromHost, zeros, eval, read, astype, add, multiply, scale, silu, geluTanh, softmax, argmax, reshape, transpose,
            slice, concat, putRows, copyRow, takeTokens, linear, quantizedLinear, takeRows, takeQuantizedRows, rmsNorm,
            rope, cacheWrite, attention, ndim, dtype, shape, sum, topk, takeAlong, gatherLinear, tanh;
    /** Where a call's result handle lands; calls come from one thread at a time (see {@link MlxBackend}). */
    private final MemorySegment resultSlot = Arena.ofAuto().allocate(ADDRESS);

    /**
     * Loads libmlx.so, then the shim, whose DT_NEEDED entry for libmlx.so is satisfied by the already loaded library's
     * soname; binds every entry point, so a missing one is reported here and not at first use.
     */
    MlxNative(Path mlxLibrary, Path shimLibrary) {
        this.mlxLibrary = mlxLibrary;
        this.shimLibrary = shimLibrary;
        Arena global = Arena.global();
        try {
            SymbolLookup.libraryLookup(mlxLibrary, global);
        } catch (IllegalArgumentException e) {
            throw new MlxException("cannot load " + mlxLibrary + ": " + e.getMessage());
        }
        try {
            lookup = SymbolLookup.libraryLookup(shimLibrary, global);
        } catch (IllegalArgumentException e) {
            throw new MlxException("cannot load the shim " + shimLibrary + ": " + e.getMessage());
        }
        lastError = h("mlxcel_last_error", FunctionDescriptor.of(ADDRESS));
        mlxVersion = h("mlxcel_mlx_version", FunctionDescriptor.of(ADDRESS));
        builtAgainst = h("mlxcel_built_against", FunctionDescriptor.of(JAVA_INT));
        gpuAvailable = h("mlxcel_gpu_available", FunctionDescriptor.of(JAVA_INT));
        setDevice = h("mlxcel_set_device", FunctionDescriptor.of(JAVA_INT, JAVA_INT));
        memory = h("mlxcel_memory", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS));
        setCacheLimit = h("mlxcel_set_cache_limit", FunctionDescriptor.of(JAVA_INT, JAVA_LONG, ADDRESS));
        free = h("mlxcel_free", FunctionDescriptor.ofVoid(ADDRESS));
        fromHost = h("mlxcel_from_host", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS));
        zeros = h("mlxcel_zeros", FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT, ADDRESS));
        eval = h("mlxcel_eval", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
        read = h("mlxcel_read", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, JAVA_LONG));
        astype = h("mlxcel_astype", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS));
        add = h("mlxcel_add", OP2);
        multiply = h("mlxcel_multiply", OP2);
        scale = h("mlxcel_scale", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_FLOAT, ADDRESS));
        silu = h("mlxcel_silu", OP1);
        geluTanh = h("mlxcel_gelu_tanh", OP1);
        softmax = h("mlxcel_softmax", OP1);
        argmax = h("mlxcel_argmax", OP1);
        reshape = h("mlxcel_reshape", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS));
        transpose = h("mlxcel_transpose", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS));
        slice = h("mlxcel_slice", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS));
        concat = h("mlxcel_concat", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS));
        putRows = h("mlxcel_put_rows", OP2);
        copyRow = h("mlxcel_copy_row", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
        takeTokens = h("mlxcel_take_tokens", OP2);
        linear = h("mlxcel_linear", OP2);
        quantizedLinear = h("mlxcel_quantized_linear", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS));
        takeRows = h("mlxcel_take_rows", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS));
        takeQuantizedRows = h("mlxcel_take_quantized_rows",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS));
        rmsNorm = h("mlxcel_rms_norm", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_FLOAT, ADDRESS));
        rope = h("mlxcel_rope", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, JAVA_FLOAT, ADDRESS, ADDRESS));
        cacheWrite = h("mlxcel_cache_write", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
        sum = h("mlxcel_sum", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS));
        topk = h("mlxcel_topk", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS));
        takeAlong = h("mlxcel_take_along", OP2);
        gatherLinear = h("mlxcel_gather_linear",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS));
        ndim = h("mlxcel_ndim", FunctionDescriptor.of(JAVA_INT, ADDRESS));
        dtype = h("mlxcel_dtype", FunctionDescriptor.of(JAVA_INT, ADDRESS));
        shape = h("mlxcel_shape", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        attention = h("mlxcel_attention", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_FLOAT, JAVA_INT, JAVA_FLOAT, ADDRESS));
        tanh = h("mlxcel_tanh", OP1);
    }

    private MethodHandle h(String name, FunctionDescriptor fd) {
        MemorySegment sym = lookup.find(name).orElseThrow(() -> new MlxException(
                "symbol " + name + " missing from " + shimLibrary + " (a shim from another mlxcel version?)"));
        return LINKER.downcallHandle(sym, fd);
    }

    // ---- library ----

    String mlxVersion() {
        try {
            return ((MemorySegment) mlxVersion.invokeExact()).reinterpret(256).getString(0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** MLX_VERSION_NUMERIC of the headers the shim was compiled with. */
    int builtAgainst() {
        try {
            return (int) builtAgainst.invokeExact();
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    boolean gpuAvailable() {
        try {
            return (int) gpuAvailable.invokeExact() == 1;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void setDevice(boolean gpu) {
        try {
            check((int) setDevice.invokeExact(gpu ? 1 : 0), "set device");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** {active, peak, cache} bytes of MLX's allocator. */
    long[] memory() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment s = a.allocate(JAVA_LONG, 3);
            check((int) memory.invokeExact(s, s.asSlice(8), s.asSlice(16)), "memory");
            return s.toArray(JAVA_LONG);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long setCacheLimit(long bytes) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment prev = a.allocate(JAVA_LONG);
            check((int) setCacheLimit.invokeExact(bytes, prev), "set cache limit");
            return prev.get(JAVA_LONG, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void free(long handle) {
        try {
            free.invokeExact(MemorySegment.ofAddress(handle));
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    // ---- arrays ----

    long fromHost(MemorySegment data, int dtype, int[] dims, boolean borrow) {
        try (Arena a = Arena.ofConfined()) {
            return result((int) fromHost.invokeExact(data, dtype, ints(a, dims), dims.length, borrow ? 1 : 0, resultSlot), "from_host");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long zeros(int dtype, int[] dims) {
        try (Arena a = Arena.ofConfined()) {
            return result((int) zeros.invokeExact(dtype, ints(a, dims), dims.length, resultSlot), "zeros");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void eval(long... handles) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment arr = a.allocate(ADDRESS, Math.max(1, handles.length));
            for (int i = 0; i < handles.length; i++) arr.setAtIndex(JAVA_LONG, i, handles[i]);
            check((int) eval.invokeExact(arr, handles.length), "eval");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void read(long handle, int dtype, MemorySegment dst) {
        try {
            check((int) read.invokeExact(MemorySegment.ofAddress(handle), dtype, dst, dst.byteSize()), "read");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** The array's dimensions, outermost first. */
    int[] shapeOf(long handle) {
        try (Arena a = Arena.ofConfined()) {
            int n = (int) ndim.invokeExact(seg(handle));
            MemorySegment dims = a.allocate(JAVA_INT, Math.max(1, n));
            check((int) shape.invokeExact(seg(handle), dims), "shape");
            int[] out = new int[n];
            for (int i = 0; i < n; i++) out[i] = dims.getAtIndex(JAVA_INT, i);
            return out;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** The array's dtype code, or -1 for a type the shim does not name. */
    int dtypeOf(long handle) {
        try {
            return (int) dtype.invokeExact(seg(handle));
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    // ---- ops: each returns a new handle ----

    long astype(long a, int dtype) {
        try {
            return result((int) astype.invokeExact(seg(a), dtype, resultSlot), "astype");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long add(long a, long b) {
        return op2(add, "add", a, b);
    }

    long multiply(long a, long b) {
        return op2(multiply, "multiply", a, b);
    }

    long putRows(long state, long rows) {
        return op2(putRows, "put_rows", state, rows);
    }

    long takeTokens(long x, long index) {
        return op2(takeTokens, "take_tokens", x, index);
    }

    long linear(long x, long w) {
        return op2(linear, "linear", x, w);
    }

    long silu(long a) {
        return op1(silu, "silu", a);
    }

    long geluTanh(long a) {
        return op1(geluTanh, "gelu", a);
    }

    long softmax(long a) {
        return op1(softmax, "softmax", a);
    }

    long argmax(long a) {
        return op1(argmax, "argmax", a);
    }

    long scale(long a, float factor) {
        try {
            return result((int) scale.invokeExact(seg(a), factor, resultSlot), "scale");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long reshape(long a, int[] dims) {
        try (Arena ar = Arena.ofConfined()) {
            return result((int) reshape.invokeExact(seg(a), ints(ar, dims), dims.length, resultSlot), "reshape");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long transpose(long a, int[] perm) {
        try (Arena ar = Arena.ofConfined()) {
            return result((int) transpose.invokeExact(seg(a), ints(ar, perm), perm.length, resultSlot), "transpose");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long slice(long a, int axis, int start, int length) {
        try {
            return result((int) slice.invokeExact(seg(a), axis, start, length, resultSlot), "slice");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long concat(long[] parts, int axis) {
        try (Arena ar = Arena.ofConfined()) {
            MemorySegment arr = ar.allocate(ADDRESS, parts.length);
            for (int i = 0; i < parts.length; i++) arr.setAtIndex(JAVA_LONG, i, parts[i]);
            return result((int) concat.invokeExact(arr, parts.length, axis, resultSlot), "concat");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long copyRow(long batch, long row, long index) {
        try {
            return result((int) copyRow.invokeExact(seg(batch), seg(row), seg(index), resultSlot), "copy_row");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long quantizedLinear(long x, long w, long scales, long biases, int groupSize, int bits) {
        try {
            return result((int) quantizedLinear.invokeExact(seg(x), seg(w), seg(scales), seg(biases), groupSize, bits, resultSlot), "quantized_matmul");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long takeRows(long table, long ids, int dtype) {
        try {
            return result((int) takeRows.invokeExact(seg(table), seg(ids), dtype, resultSlot), "take");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long takeQuantizedRows(long w, long scales, long biases, long ids, int groupSize, int bits, int dtype) {
        try {
            return result((int) takeQuantizedRows.invokeExact(seg(w), seg(scales), seg(biases), seg(ids), groupSize, bits, dtype, resultSlot),
                    "dequantize rows");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long rmsNorm(long x, long weight, float eps) {
        try {
            return result((int) rmsNorm.invokeExact(seg(x), seg(weight), eps, resultSlot), "rms_norm");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long rope(long x, long positions, int dims, boolean traditional, float base, long freqs) {
        try {
            return result((int) rope.invokeExact(seg(x), seg(positions), dims, traditional ? 1 : 0, base, seg(freqs), resultSlot), "rope");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long cacheWrite(long cache, long values, long positions) {
        try {
            return result((int) cacheWrite.invokeExact(seg(cache), seg(values), seg(positions), resultSlot), "cache write");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long tanh(long a) {
        return op1(tanh, "tanh", a);
    }

    long attention(long q, long k, long v, long positions, float scale, int window, float softCap) {
        try {
            return result((int) attention.invokeExact(seg(q), seg(k), seg(v), seg(positions), scale, window, softCap, resultSlot), "attention");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long sum(long a, int axis) {
        try {
            return result((int) sum.invokeExact(seg(a), axis, resultSlot), "sum");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long topK(long a, int k) {
        try {
            return result((int) topk.invokeExact(seg(a), k, resultSlot), "topk");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    long takeAlong(long a, long indices) {
        return op2(takeAlong, "take_along_axis", a, indices);
    }

    /** scales 0 for a dense stack of experts. */
    long gatherLinear(long x, long w, long scales, long biases, long indices, int groupSize, int bits) {
        try {
            return result((int) gatherLinear.invokeExact(seg(x), seg(w), seg(scales), seg(biases), seg(indices), groupSize, bits, resultSlot),
                    "gather_qmm");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    // ---- plumbing ----

    private long op1(MethodHandle mh, String what, long a) {
        try {
            return result((int) mh.invokeExact(seg(a), resultSlot), what);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private long op2(MethodHandle mh, String what, long a, long b) {
        try {
            return result((int) mh.invokeExact(seg(a), seg(b), resultSlot), what);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private static MemorySegment seg(long handle) {
        return MemorySegment.ofAddress(handle);
    }

    private static MemorySegment ints(Arena a, int[] values) {
        return a.allocateFrom(JAVA_INT, values.length == 0 ? new int[]{0} : values);
    }

    private long result(int status, String what) {
        check(status, what);
        return resultSlot.get(JAVA_LONG, 0);
    }

    private void check(int status, String what) {
        if (status != 0) throw new MlxException("MLX " + what + ": " + lastError());
    }

    String lastError() {
        try {
            return ((MemorySegment) lastError.invokeExact()).reinterpret(4096).getString(0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) return r;
        if (t instanceof Error e) throw e;
        return new MlxException(t.toString());
    }

    static MemoryLayout layoutOf(int dtype) {
        return switch (dtype) {
            case F32 -> ValueLayout.JAVA_FLOAT;
            case I32, U32 -> ValueLayout.JAVA_INT;
            case F16, BF16 -> ValueLayout.JAVA_SHORT;
            default -> ValueLayout.JAVA_BYTE;
        };
    }
}
