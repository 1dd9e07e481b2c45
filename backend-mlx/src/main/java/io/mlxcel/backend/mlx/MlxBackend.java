package io.mlxcel.backend.mlx;

import io.mlxcel.spi.CompiledStep;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.MemoryStats;
import io.mlxcel.spi.RopeSpec;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.StepFunction;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;
import io.mlxcel.spi.quant.GgufToAffine;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The SPI on MLX, lazily: every op adds a node to MLX's graph through one shim call, and a compiled step evaluates its
 * outputs at the end (one {@code mx::eval}), after which the step's intermediates are released.
 *
 * <p>Memory: weights are borrowed from the mmapped checkpoint where MLX can use them as they are (float32 values, MLX
 * affine words), and converted once otherwise (f16/bf16 to float32, GGUF blocks to affine groups: see
 * {@link GgufToAffine}). A KV cache or batch state passed to {@code cacheWrite}, {@code copyRow} or {@code putRows}
 * is consumed, as the SPI allows: its handle is released while the graph is built, so MLX sees the buffer referenced
 * once and updates it in place instead of copying it. Tensors that outlive a step are released by a Cleaner; the
 * native frees always run on the calling thread (one at a time, as for every backend).
 */
public final class MlxBackend implements ComputeBackend {
    private static final Cleaner CLEANER = Cleaner.create();

    private final MlxNative mlx;
    private final String device;
    private final Arena weightArena = Arena.ofShared();
    private final List<MlxTensor> persistent = new ArrayList<>();
    /** Host memory MLX arrays use without a copy: held so that a GC-managed arena cannot free it under them. */
    private final List<MemorySegment> borrowed = new ArrayList<>();
    private final ConcurrentLinkedQueue<MlxTensor.Handle> unreachable = new ConcurrentLinkedQueue<>();
    private final Map<RopeSpec, MlxTensor> ropeFreqs = new HashMap<>();
    private List<MlxTensor> stepLocal;
    private long weightBytes, stateBytes;
    private boolean closed;

    MlxBackend(MlxNative mlx, boolean gpu, long cacheLimit) {
        this.mlx = mlx;
        mlx.setDevice(gpu);
        if (cacheLimit >= 0) mlx.setCacheLimit(cacheLimit);
        this.device = (gpu ? "gpu" : "cpu") + " (MLX " + mlx.mlxVersion() + ")";
    }

    /** The MLX backend on the default runtime (see {@link MlxRuntime}), or an exception saying why it cannot run. */
    public static MlxBackend create(boolean gpu) {
        MlxRuntime.Loaded rt = MlxRuntime.get();
        if (rt.failure() != null) throw new MlxException(rt.failure());
        if (gpu && !rt.nativeApi().gpuAvailable()) {
            throw new MlxException("MLX " + rt.version() + " at " + rt.nativeApi().mlxLibrary + " has no usable GPU device; MLXCEL_DEVICE=cpu runs MLX on the CPU");
        }
        return new MlxBackend(rt.nativeApi(), gpu, MlxBackendProvider.cacheLimit(System.getenv("MLXCEL_CACHE_LIMIT")));
    }

    @Override
    public String name() {
        return "mlx";
    }

    @Override
    public String device() {
        return device;
    }

    // ---- handles ----

    private MlxTensor wrap(long ptr) {
        int code = mlx.dtypeOf(ptr);
        MlxTensor t = new MlxTensor(ptr, new Shape(mlx.shapeOf(ptr)), dtypeOf(code));
        track(t);
        return t;
    }

    private void track(MlxTensor t) {
        MlxTensor.Handle h = t.handle;
        CLEANER.register(t, () -> unreachable.add(h));
        if (stepLocal != null) stepLocal.add(t);
    }

    private void release(MlxTensor t) {
        long p = t.handle.ptr;
        if (p != 0) {
            t.handle.ptr = 0;
            mlx.free(p);
        }
    }

    /** Frees handles whose tensors the JVM found unreachable. */
    private void drain() {
        MlxTensor.Handle h;
        while ((h = unreachable.poll()) != null) {
            long p = h.ptr;
            if (p != 0) {
                h.ptr = 0;
                mlx.free(p);
            }
        }
    }

    private static MlxTensor t(Tensor x) {
        if (x instanceof MlxTensor m) return m;
        throw new IllegalArgumentException("not an MLX tensor: " + x);
    }

    private static MlxWeight w(Tensor x) {
        if (x instanceof MlxWeight m) return m;
        throw new IllegalArgumentException("expected a weight made by this backend, got " + x);
    }

    static int code(DType d) {
        return switch (d) {
            case F32 -> MlxNative.F32;
            case F16 -> MlxNative.F16;
            case BF16 -> MlxNative.BF16;
            case I32 -> MlxNative.I32;
        };
    }

    private static DType dtypeOf(int code) {
        return switch (code) {
            case MlxNative.F32 -> DType.F32;
            case MlxNative.F16 -> DType.F16;
            case MlxNative.BF16 -> DType.BF16;
            case MlxNative.I32 -> DType.I32;
            default -> DType.I32; // u32 / u8 only occur inside quantized weights, never as activations
        };
    }

    // ---- data in ----

    @Override
    public Tensor weight(HostWeight hw) {
        checkOpen();
        int[] shape = toInts(hw.shape());
        MlxWeight weight;
        try {
            weight = switch (hw.type()) {
                case F32, F16, BF16 -> dense(hw, shape);
                case MLX_AFFINE -> affine(hw, shape);
                case Q4_0, Q4_1, Q8_0 -> ggufBlocks(hw, shape);
                case Q5_0, Q4_K, Q6_K -> throw new MlxException("GGUF " + hw.type() + " weights are not supported by the mlx backend"
                        + " yet (it takes F32, F16, BF16, Q4_0, Q4_1, Q8_0 and MLX affine); MLXCEL_BACKEND=java runs this model");
            };
        } catch (MlxException e) {
            throw new MlxException(hw + ": " + e.getMessage());
        }
        persistent.add(weight);
        if (weight.quantized()) {
            persistent.add(weight.scales);
            persistent.add(weight.biases);
        }
        return weight;
    }

    private MlxWeight dense(HostWeight hw, int[] shape) {
        long n = hw.numel();
        int code = hw.type() == WeightType.F32 ? MlxNative.F32 : hw.type() == WeightType.F16 ? MlxNative.F16 : MlxNative.BF16;
        long raw = mlx.fromHost(nativeData(hw.data(), n * (code == MlxNative.F32 ? 4 : 2)), code, shape, true);
        long f32 = raw;
        if (code != MlxNative.F32) { // activations are float32; convert once rather than at every matmul
            f32 = mlx.astype(raw, MlxNative.F32);
            mlx.eval(f32);
            mlx.free(raw);
        }
        weightBytes += n * 4;
        return new MlxWeight(f32, new Shape(shape));
    }

    private MlxWeight affine(HostWeight hw, int[] shape) {
        int rows = hw.rows(), cols = hw.cols();
        int words = cols * hw.bits() / 32, groups = cols / hw.groupSize();
        long packed = mlx.fromHost(nativeData(hw.data(), 4L * rows * words), MlxNative.U32, lastDim(shape, words), true);
        MlxTensor scales = groupParams(hw.scales(), hw.scaleType(), rows, lastDim(shape, groups));
        MlxTensor biases = groupParams(hw.biases(), hw.scaleType(), rows, lastDim(shape, groups));
        weightBytes += 4L * rows * words + 8L * rows * groups;
        return new MlxWeight(packed, new Shape(shape), scales, biases, hw.groupSize(), hw.bits());
    }

    /** The weight's shape with its last dimension replaced ([N, K] or a stack of experts [E, N, K]). */
    private static int[] lastDim(int[] shape, int last) {
        int[] d = shape.clone();
        d[d.length - 1] = last;
        return d;
    }

    private MlxTensor groupParams(MemorySegment data, DType type, int rows, int[] dims) {
        int code = code(type), groups = dims[dims.length - 1];
        long raw = mlx.fromHost(nativeData(data, (long) rows * groups * type.bytes), code, dims, true);
        long f32 = raw;
        if (code != MlxNative.F32) {
            f32 = mlx.astype(raw, MlxNative.F32);
            mlx.eval(f32);
            mlx.free(raw);
        }
        return new MlxTensor(f32, new Shape(dims), DType.F32);
    }

    private MlxWeight ggufBlocks(HostWeight hw, int[] shape) {
        GgufToAffine.Affine a = GgufToAffine.convert(hw, weightArena);
        int cols = hw.cols(), groups = cols / a.groupSize();
        long packed = mlx.fromHost(a.packed(), MlxNative.U32, lastDim(shape, cols * a.bits() / 32), true);
        int[] g = lastDim(shape, groups);
        MlxTensor scales = new MlxTensor(mlx.fromHost(a.scales(), MlxNative.F32, g, true), new Shape(g), DType.F32);
        MlxTensor biases = new MlxTensor(mlx.fromHost(a.biases(), MlxNative.F32, g, true), new Shape(g), DType.F32);
        weightBytes += a.packed().byteSize() + a.scales().byteSize() + a.biases().byteSize();
        return new MlxWeight(packed, new Shape(shape), scales, biases, a.groupSize(), a.bits());
    }

    /** Memory MLX can address: the segment itself when native (mmapped), else a copy that lives as long as the backend. */
    private MemorySegment nativeData(MemorySegment data, long bytes) {
        if (data.byteSize() < bytes) throw new IllegalArgumentException("weight data has " + data.byteSize() + " bytes, " + bytes + " expected");
        if (data.isNative()) {
            borrowed.add(data);
            return data;
        }
        MemorySegment copy = weightArena.allocate(bytes, 64);
        copy.copyFrom(data.asSlice(0, bytes));
        return copy;
    }

    @Override
    public Tensor ints(int[] values, Shape shape) {
        checkOpen();
        drain();
        try (Arena a = Arena.ofConfined()) {
            MlxTensor t = wrap(mlx.fromHost(a.allocateFrom(ValueLayout.JAVA_INT, values.length == 0 ? new int[1] : values), MlxNative.I32, shape.dims(), false));
            if (values.length <= 4096) t.hostValues = values.clone();
            return t;
        }
    }

    @Override
    public Tensor floats(float[] values, Shape shape) {
        checkOpen();
        drain();
        try (Arena a = Arena.ofConfined()) {
            return wrap(mlx.fromHost(a.allocateFrom(ValueLayout.JAVA_FLOAT, values.length == 0 ? new float[1] : values), MlxNative.F32, shape.dims(), false));
        }
    }

    @Override
    public Tensor zeros(Shape shape, DType dtype) {
        checkOpen();
        drain();
        MlxTensor z = wrap(mlx.zeros(code(dtype), shape.dims()));
        stateBytes += shape.size() * dtype.bytes;
        return z;
    }

    // ---- ops ----

    @Override
    public Tensor embedding(Tensor table, Tensor ids) {
        MlxWeight tw = w(table);
        if (tw.quantized()) {
            return wrap(mlx.takeQuantizedRows(tw.ptr(), tw.scales.ptr(), tw.biases.ptr(), t(ids).ptr(), tw.groupSize, tw.bits, MlxNative.F32));
        }
        return wrap(mlx.takeRows(tw.ptr(), t(ids).ptr(), MlxNative.F32));
    }

    @Override
    public Tensor linear(Tensor x, Tensor weight) {
        MlxWeight ww = w(weight);
        if (ww.quantized()) {
            return wrap(mlx.quantizedLinear(t(x).ptr(), ww.ptr(), ww.scales.ptr(), ww.biases.ptr(), ww.groupSize, ww.bits));
        }
        return wrap(mlx.linear(t(x).ptr(), ww.ptr()));
    }

    @Override
    public Tensor rmsNorm(Tensor x, Tensor weight, float eps, float weightOffset) {
        MlxWeight ww = w(weight);
        long wp = ww.ptr();
        if (weightOffset != 0f) {
            if (ww.offsetHandle == 0 || ww.offsetValue != weightOffset) { // made once per weight: (1 + w) norms
                try (Arena a = Arena.ofConfined()) {
                    long off = mlx.fromHost(a.allocateFrom(ValueLayout.JAVA_FLOAT, weightOffset), MlxNative.F32, new int[0], false);
                    long sum = mlx.add(wp, off);
                    mlx.eval(sum);
                    mlx.free(off);
                    if (ww.offsetHandle != 0) mlx.free(ww.offsetHandle);
                    ww.offsetHandle = sum;
                    ww.offsetValue = weightOffset;
                }
            }
            wp = ww.offsetHandle;
        }
        return wrap(mlx.rmsNorm(t(x).ptr(), wp, eps));
    }

    /**
     * MLX's fused rope rotates each row from the offset of its first position: rows' positions are consecutive (the
     * engine's prefill chunks and decode steps), trailing padding aside. Scaled (Llama 3) frequencies are passed as
     * per-pair periods computed by {@link RopeSpec#inverseFrequencies}.
     */
    @Override
    public Tensor rope(Tensor x, Tensor positions, RopeSpec spec) {
        long freqs = 0;
        if (spec.scaling() != null) {
            MlxTensor f = ropeFreqs.get(spec);
            if (f == null) {
                double[] inv = spec.inverseFrequencies();
                float[] periods = new float[inv.length];
                for (int i = 0; i < inv.length; i++) periods[i] = (float) (1.0 / inv[i]);
                try (Arena a = Arena.ofConfined()) {
                    f = new MlxTensor(mlx.fromHost(a.allocateFrom(ValueLayout.JAVA_FLOAT, periods), MlxNative.F32, new int[]{periods.length}, false),
                            Shape.of(periods.length), DType.F32);
                }
                ropeFreqs.put(spec, f);
                persistent.add(f);
            }
            freqs = f.ptr();
        }
        if (spec.attentionFactor() != 1.0) {
            // YaRN's magnitude factor, on the rotated dimensions before rotating (as mlx-lm's YarnRoPE)
            float m = (float) spec.attentionFactor();
            int dh = x.shape().dim(x.shape().rank() - 1), axis = x.shape().rank() - 1;
            x = spec.dims() == dh ? scale(x, m) : concat(axis, scale(slice(x, axis, 0, spec.dims()), m), slice(x, axis, spec.dims(), dh - spec.dims()));
        }
        return wrap(mlx.rope(t(x).ptr(), t(positions).ptr(), spec.dims(), spec.interleaved(), (float) spec.theta(), freqs));
    }

    @Override
    public Tensor cacheWrite(Tensor cache, Tensor values, Tensor positions) {
        MlxTensor c = t(cache);
        MlxTensor out = wrap(mlx.cacheWrite(c.ptr(), t(values).ptr(), t(positions).ptr()));
        consume(c);
        return out;
    }

    /**
     * Attention over the cache slots that can be visible. When the positions came from host values (they always do in
     * the engine's steps), the cache is cut to the highest position + 1, rounded up to {@link #VISIBLE_ROUNDING}
     * slots so that only a few distinct shapes occur; the cut-off slots are masked anyway, so the result is the same
     * and a short conversation does not pay for the whole context.
     */
    @Override
    public Tensor attention(Tensor q, Tensor kCache, Tensor vCache, Tensor positions, float scale, int slidingWindow, float softCap) {
        MlxTensor k = t(kCache), v = t(vCache), p = t(positions);
        int capacity = k.shape().dim(2);
        int visible = visibleSlots(p.hostValues, capacity);
        if (visible < capacity) {
            MlxTensor ks = wrap(mlx.slice(k.ptr(), 2, 0, visible)), vs = wrap(mlx.slice(v.ptr(), 2, 0, visible));
            return wrap(mlx.attention(t(q).ptr(), ks.ptr(), vs.ptr(), p.ptr(), scale, slidingWindow, softCap));
        }
        return wrap(mlx.attention(t(q).ptr(), k.ptr(), v.ptr(), p.ptr(), scale, slidingWindow, softCap));
    }

    static final int VISIBLE_ROUNDING = 256;

    static int visibleSlots(int[] positions, int capacity) {
        if (positions == null) return capacity;
        int max = -1;
        for (int p : positions) max = Math.max(max, p);
        long rounded = ((long) max + 1 + VISIBLE_ROUNDING - 1) / VISIBLE_ROUNDING * VISIBLE_ROUNDING;
        return (int) Math.min(capacity, Math.max(VISIBLE_ROUNDING, rounded));
    }

    @Override
    public Tensor add(Tensor a, Tensor b) {
        return wrap(mlx.add(t(a).ptr(), t(b).ptr()));
    }

    @Override
    public Tensor mul(Tensor a, Tensor b) {
        return wrap(mlx.multiply(t(a).ptr(), t(b).ptr()));
    }

    @Override
    public Tensor sum(Tensor a, int axis) {
        return wrap(mlx.sum(t(a).ptr(), axis));
    }

    @Override
    public Tensor topK(Tensor a, int k) {
        return wrap(mlx.topK(t(a).ptr(), k));
    }

    @Override
    public Tensor takeAlong(Tensor a, Tensor indices) {
        return wrap(mlx.takeAlong(t(a).ptr(), t(indices).ptr()));
    }

    @Override
    public Tensor gatherLinear(Tensor x, Tensor experts, Tensor indices) {
        MlxWeight w = w(experts);
        if (w.quantized()) {
            return wrap(mlx.gatherLinear(t(x).ptr(), w.ptr(), w.scales.ptr(), w.biases.ptr(), t(indices).ptr(), w.groupSize, w.bits));
        }
        return wrap(mlx.gatherLinear(t(x).ptr(), w.ptr(), 0, 0, t(indices).ptr(), 0, 0));
    }

    @Override
    public Tensor scale(Tensor a, float factor) {
        return wrap(mlx.scale(t(a).ptr(), factor));
    }

    @Override
    public Tensor tanh(Tensor a) {
        return wrap(mlx.tanh(t(a).ptr()));
    }

    @Override
    public Tensor silu(Tensor a) {
        return wrap(mlx.silu(t(a).ptr()));
    }

    @Override
    public Tensor gelu(Tensor a) {
        return wrap(mlx.geluTanh(t(a).ptr()));
    }

    @Override
    public Tensor softmax(Tensor a) {
        return wrap(mlx.softmax(t(a).ptr()));
    }

    @Override
    public Tensor reshape(Tensor a, Shape shape) {
        if (shape.size() != a.shape().size()) throw new IllegalArgumentException("reshape " + a.shape() + " to " + shape);
        return wrap(mlx.reshape(t(a).ptr(), shape.dims()));
    }

    @Override
    public Tensor transpose(Tensor a, int... permutation) {
        return wrap(mlx.transpose(t(a).ptr(), permutation));
    }

    @Override
    public Tensor slice(Tensor a, int axis, int start, int length) {
        int ax = axis < 0 ? a.shape().rank() + axis : axis;
        if (start < 0 || length < 0 || start + length > a.shape().dim(ax)) {
            throw new IllegalArgumentException("slice [" + start + ", " + (start + length) + ") of axis " + ax + " of " + a.shape());
        }
        return wrap(mlx.slice(t(a).ptr(), ax, start, length));
    }

    @Override
    public Tensor concat(int axis, Tensor... parts) {
        long[] ptrs = new long[parts.length];
        for (int i = 0; i < parts.length; i++) ptrs[i] = t(parts[i]).ptr();
        return wrap(mlx.concat(ptrs, axis < 0 ? parts[0].shape().rank() + axis : axis));
    }

    @Override
    public Tensor copyRow(Tensor batch, Tensor row, Tensor index) {
        checkOpen();
        drain();
        MlxTensor b = t(batch);
        MlxTensor out = wrap(mlx.copyRow(b.ptr(), t(row).ptr(), t(index).ptr()));
        consume(b);
        return out;
    }

    @Override
    public Tensor putRows(Tensor state, Tensor rows) {
        checkOpen();
        MlxTensor s = t(state);
        MlxTensor out = wrap(mlx.putRows(s.ptr(), t(rows).ptr()));
        consume(s);
        return out;
    }

    @Override
    public Tensor takeTokens(Tensor x, Tensor index) {
        return wrap(mlx.takeTokens(t(x).ptr(), t(index).ptr()));
    }

    @Override
    public Tensor argmax(Tensor a) {
        return wrap(mlx.argmax(t(a).ptr()));
    }

    /** A state handle the caller has given up (SPI: a consumed cache is not used again); its buffer can be reused. */
    private void consume(MlxTensor t) {
        release(t);
    }

    // ---- execution ----

    @Override
    public CompiledStep compile(String name, StepFunction step) {
        return inputs -> {
            checkOpen();
            drain();
            if (stepLocal != null) throw new IllegalStateException("step '" + name + "' started inside another step");
            List<MlxTensor> local = new ArrayList<>();
            stepLocal = local;
            Tensor[] out;
            try {
                out = step.apply(inputs);
                eval(out);
            } finally {
                stepLocal = null;
            }
            Set<Tensor> keep = Collections.newSetFromMap(new IdentityHashMap<>());
            Collections.addAll(keep, out);
            for (MlxTensor t : local) if (!keep.contains(t)) release(t);
            return out;
        };
    }

    @Override
    public void eval(Tensor... tensors) {
        long[] ptrs = new long[tensors.length];
        for (int i = 0; i < tensors.length; i++) ptrs[i] = t(tensors[i]).ptr();
        mlx.eval(ptrs);
    }

    @Override
    public float[] readFloats(Tensor t) {
        checkOpen();
        try (Arena a = Arena.ofConfined()) {
            MemorySegment dst = a.allocate(ValueLayout.JAVA_FLOAT, t.shape().size());
            mlx.read(t(t).ptr(), MlxNative.F32, dst);
            return dst.toArray(ValueLayout.JAVA_FLOAT);
        }
    }

    @Override
    public int[] readInts(Tensor t) {
        checkOpen();
        try (Arena a = Arena.ofConfined()) {
            MemorySegment dst = a.allocate(ValueLayout.JAVA_INT, t.shape().size());
            mlx.read(t(t).ptr(), MlxNative.I32, dst);
            return dst.toArray(ValueLayout.JAVA_INT);
        }
    }

    /** Weights and state as this backend counts them; scratch is MLX's buffer cache; peak is MLX's allocator peak. */
    @Override
    public MemoryStats memory() {
        long[] m = mlx.memory();
        return new MemoryStats(weightBytes, stateBytes, m[2], m[1]);
    }

    private void checkOpen() {
        if (closed) throw new IllegalStateException("MLX backend is closed");
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        drain();
        for (MlxTensor t : persistent) {
            if (t instanceof MlxWeight mw && mw.offsetHandle != 0) mlx.free(mw.offsetHandle);
            release(t);
        }
        persistent.clear();
        borrowed.clear();
        weightArena.close();
    }

    private static int[] toInts(long[] dims) {
        int[] out = new int[dims.length];
        for (int i = 0; i < dims.length; i++) out[i] = Math.toIntExact(dims[i]);
        return out;
    }
}
