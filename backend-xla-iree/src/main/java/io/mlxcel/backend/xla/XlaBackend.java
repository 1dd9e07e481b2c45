package io.mlxcel.backend.xla;

import io.mlxcel.spi.CompiledStep;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.MemoryStats;
import io.mlxcel.spi.RopeSpec;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.StepFunction;
import io.mlxcel.spi.Tensor;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The tracing backend: a step's ops are recorded on symbolic tensors into a StableHLO function (see {@link Hlo}),
 * compiled once per input signature by IREE's compiler and replayed by IREE's runtime (adr/0008). An op called
 * outside a step is traced and run on its own (compiled once per distinct module, like any other).
 *
 * <p>Model code is the same as on every backend; what this backend adds is fixed shapes: {@link #prefillLength}
 * rounds prompt chunks up to a few buckets (padding rows carry position -1) so that each bucket is one compiled
 * function, and the decode step is another.
 */
public final class XlaBackend implements ComputeBackend {
    /** Prompt-chunk lengths that are compiled; longer prompts are fed in chunks of the largest. */
    static final int[] PREFILL_BUCKETS = {32, 128, 512};

    private final XlaConfig config;
    private final IreeRuntime runtime;
    private final MemorySegment device;
    private final Programs programs;
    private final Executor executor;
    private final List<XlaWeight> weights = new ArrayList<>();
    private final List<XlaTensor.DeviceBuffer> state = new ArrayList<>();
    private final XlaOps ops;
    private Trace trace;
    private long weightBytes;

    XlaBackend(XlaConfig config) {
        this.config = config;
        this.runtime = IreeRuntime.get();
        this.device = runtime.createDevice(config.driver());
        this.programs = new Programs(config, runtime, device);
        this.executor = new Executor(runtime, device, programs);
        this.ops = new XlaOps(this::currentTrace, config.q8Activations());
    }

    XlaConfig config() {
        return config;
    }

    private Trace currentTrace() {
        return trace;
    }

    @Override
    public String name() {
        return "xla";
    }

    @Override
    public String device() {
        return "IREE " + runtime.version() + " " + config.driver() + " (" + (config.driver().equals("cuda") ? "cuda " + config.cudaTarget() : "llvm-cpu")
                + ", weights " + config.precision().name().toLowerCase() + (config.packed() ? ", packed quantized" : "")
                + (config.q8Activations() ? "" : ", gguf f32 activations") + ")";
    }

    @Override
    public int prefillLength(int tokens) {
        if (tokens <= 1) return tokens;
        for (int b : PREFILL_BUCKETS) if (tokens <= b) return b;
        return tokens;
    }

    @Override
    public int maxPrefillChunk() {
        return PREFILL_BUCKETS[PREFILL_BUCKETS.length - 1];
    }

    // ---------------------------------------------------------------- data in

    @Override
    public Tensor weight(HostWeight weight) {
        XlaWeight w = XlaWeight.load(weight, config, runtime, device);
        weights.add(w);
        weightBytes += w.bytes();
        return w;
    }

    @Override
    public Tensor ints(int[] values, Shape shape) {
        check(values.length == shape.size(), "ints: " + values.length + " values for shape " + shape);
        MemorySegment data = Arena.ofAuto().allocate(Math.max(4, values.length * 4L), 64);
        MemorySegment.copy(values, 0, data, ValueLayout.JAVA_INT, 0, values.length);
        return new XlaTensor.Host(data, shape, DType.I32);
    }

    @Override
    public Tensor floats(float[] values, Shape shape) {
        check(values.length == shape.size(), "floats: " + values.length + " values for shape " + shape);
        MemorySegment data = Arena.ofAuto().allocate(Math.max(4, values.length * 4L), 64);
        MemorySegment.copy(values, 0, data, ValueLayout.JAVA_FLOAT, 0, values.length);
        return new XlaTensor.Host(data, shape, DType.F32);
    }

    @Override
    public Tensor zeros(Shape shape, DType dtype) {
        long bytes = shape.size() * dtype.bytes;
        long[] dims = new long[shape.rank()];
        for (int i = 0; i < dims.length; i++) dims[i] = shape.dim(i);
        try (Arena a = Arena.ofConfined()) {
            MemorySegment z = a.allocate(Math.max(1, bytes), 64);
            XlaTensor.Device d = executor.wrap(runtime.upload(device, XlaTensor.element(dtype), dims, z.asSlice(0, bytes)), shape, dtype, true);
            state.add(d.buffer);
            return d;
        }
    }

    // ---------------------------------------------------------------- ops: traced, or run on their own outside a step

    /** Runs one op on its own; {@code updatesFirst}: the op is a functional update of its first input, which it consumes. */
    private Tensor eager(String name, Function<Tensor[], Tensor> op, boolean updatesFirst, Tensor... inputs) {
        Executor.Traced t = executor.trace(name, in -> new Tensor[]{op.apply(in)}, inputs, tr -> trace = tr);
        return executor.call(t, inputs, updatesFirst ? 1 : 0)[0];
    }

    @Override
    public Tensor embedding(Tensor table, Tensor ids) {
        if (trace == null) return eager("embedding", in -> embedding(in[0], in[1]), false, table, ids);
        return ops.embedding((XlaWeight) table, (XlaTensor) ids);
    }

    @Override
    public Tensor linear(Tensor x, Tensor weight) {
        if (trace == null) return eager("linear", in -> linear(in[0], in[1]), false, x, weight);
        return ops.linear((XlaTensor) x, weight(weight, "linear"));
    }

    @Override
    public Tensor rmsNorm(Tensor x, Tensor weight, float eps, float weightOffset) {
        if (trace == null) return eager("rms_norm", in -> rmsNorm(in[0], in[1], eps, weightOffset), false, x, weight);
        return ops.rmsNorm((XlaTensor) x, weight(weight, "rmsNorm"), eps, weightOffset);
    }

    @Override
    public Tensor rope(Tensor x, Tensor positions, RopeSpec spec) {
        if (trace == null) return eager("rope", in -> rope(in[0], in[1], spec), false, x, positions);
        return ops.rope((XlaTensor) x, (XlaTensor) positions, spec);
    }

    @Override
    public Tensor cacheWrite(Tensor cache, Tensor values, Tensor positions) {
        if (trace == null) return eager("cache_write", in -> cacheWrite(in[0], in[1], in[2]), true, cache, values, positions);
        return ops.cacheWrite((XlaTensor) cache, (XlaTensor) values, (XlaTensor) positions);
    }

    @Override
    public Tensor attention(Tensor q, Tensor kCache, Tensor vCache, Tensor positions, float scale, int slidingWindow, float softCap) {
        if (trace == null) {
            return eager("attention", in -> attention(in[0], in[1], in[2], in[3], scale, slidingWindow, softCap), false, q, kCache, vCache, positions);
        }
        return ops.attention((XlaTensor) q, (XlaTensor) kCache, (XlaTensor) vCache, (XlaTensor) positions, scale, slidingWindow, softCap);
    }

    @Override
    public Tensor add(Tensor a, Tensor b) {
        if (trace == null) return eager("add", in -> add(in[0], in[1]), false, a, b);
        return ops.add(operand(a), operand(b));
    }

    @Override
    public Tensor mul(Tensor a, Tensor b) {
        if (trace == null) return eager("mul", in -> mul(in[0], in[1]), false, a, b);
        return ops.mul(operand(a), operand(b));
    }

    @Override
    public Tensor sum(Tensor a, int axis) {
        if (trace == null) return eager("sum", in -> sum(in[0], axis), false, a);
        return ops.sum((XlaTensor) a, axis);
    }

    @Override
    public Tensor topK(Tensor a, int k) {
        if (trace == null) return eager("top_k", in -> topK(in[0], k), false, a);
        return ops.topK((XlaTensor) a, k);
    }

    @Override
    public Tensor takeAlong(Tensor a, Tensor indices) {
        if (trace == null) return eager("take_along", in -> takeAlong(in[0], in[1]), false, a, indices);
        return ops.takeAlong((XlaTensor) a, (XlaTensor) indices);
    }

    @Override
    public Tensor gatherLinear(Tensor x, Tensor experts, Tensor indices) {
        if (trace == null) return eager("gather_linear", in -> gatherLinear(in[0], in[1], in[2]), false, x, experts, indices);
        return ops.gatherLinear((XlaTensor) x, weight(experts, "gatherLinear"), (XlaTensor) indices);
    }

    @Override
    public Tensor scale(Tensor a, float factor) {
        if (trace == null) return eager("scale", in -> scale(in[0], factor), false, a);
        return ops.scale((XlaTensor) a, factor);
    }

    @Override
    public Tensor silu(Tensor a) {
        if (trace == null) return eager("silu", in -> silu(in[0]), false, a);
        return ops.silu((XlaTensor) a);
    }

    @Override
    public Tensor tanh(Tensor a) {
        if (trace == null) return eager("tanh", in -> tanh(in[0]), false, a);
        return ops.tanh((XlaTensor) a);
    }

    @Override
    public Tensor gelu(Tensor a) {
        if (trace == null) return eager("gelu", in -> gelu(in[0]), false, a);
        return ops.gelu((XlaTensor) a);
    }

    @Override
    public Tensor softmax(Tensor a) {
        if (trace == null) return eager("softmax", in -> softmax(in[0]), false, a);
        return ops.softmax((XlaTensor) a);
    }

    @Override
    public Tensor reshape(Tensor a, Shape shape) {
        check(a.shape().size() == shape.size(), "reshape: " + a.shape() + " to " + shape);
        if (trace == null) return eager("reshape", in -> reshape(in[0], shape), false, a);
        return ops.reshape((XlaTensor) a, shape);
    }

    @Override
    public Tensor transpose(Tensor a, int... permutation) {
        if (trace == null) return eager("transpose", in -> transpose(in[0], permutation), false, a);
        return ops.transpose((XlaTensor) a, permutation);
    }

    @Override
    public Tensor slice(Tensor a, int axis, int start, int length) {
        if (trace == null) return eager("slice", in -> slice(in[0], axis, start, length), false, a);
        return ops.slice((XlaTensor) a, axis, start, length);
    }

    @Override
    public Tensor concat(int axis, Tensor... parts) {
        if (trace == null) return eager("concat", in -> concat(axis, in), false, parts);
        XlaTensor[] p = new XlaTensor[parts.length];
        for (int i = 0; i < p.length; i++) p[i] = (XlaTensor) parts[i];
        return ops.concat(axis, p);
    }

    @Override
    public Tensor copyRow(Tensor batch, Tensor row, Tensor index) {
        if (trace == null) return eager("copy_row", in -> copyRow(in[0], in[1], in[2]), true, batch, row, index);
        return ops.copyRow((XlaTensor) batch, (XlaTensor) row, (XlaTensor) index);
    }

    @Override
    public Tensor takeTokens(Tensor x, Tensor index) {
        if (trace == null) return eager("take_tokens", in -> takeTokens(in[0], in[1]), false, x, index);
        return ops.takeTokens((XlaTensor) x, (XlaTensor) index);
    }

    @Override
    public Tensor argmax(Tensor a) {
        if (trace == null) return eager("argmax", in -> argmax(in[0]), false, a);
        return ops.argmax((XlaTensor) a);
    }

    private static XlaWeight weight(Tensor t, String op) {
        if (t instanceof XlaWeight w) return w;
        throw new IllegalArgumentException(op + ": expects a weight made by weight(), got an activation " + t.shape());
    }

    /** Elementwise operands may be weights (a bias, a norm scale) or activations. */
    private XlaTensor operand(Tensor t) {
        if (t instanceof XlaWeight w) return trace.wrap(w.values(trace), DType.F32);
        return (XlaTensor) t;
    }

    static void check(boolean ok, String message) {
        if (!ok) throw new IllegalArgumentException(message);
    }

    // ---------------------------------------------------------------- execution

    @Override
    public CompiledStep compile(String name, StepFunction step) {
        String function = name.replaceAll("[^A-Za-z0-9_]", "_");
        Map<String, Executor.Traced> bySignature = new HashMap<>();
        return inputs -> {
            StringBuilder signature = new StringBuilder();
            for (Tensor t : inputs) {
                signature.append(t instanceof XlaWeight w ? "w" + System.identityHashCode(w) : t.dtype() + t.shape().toString()).append(';');
            }
            Executor.Traced traced = bySignature.computeIfAbsent(signature.toString(),
                    k -> executor.trace(function, step, inputs, tr -> trace = tr));
            Tensor[] out = executor.call(traced, inputs, inputs.length);
            state.removeIf(b -> !b.live());
            for (Tensor o : out) if (o instanceof XlaTensor.Device d && d.state) state.add(d.buffer);
            return out;
        };
    }

    /** The StableHLO text a step traces to for these inputs, without running it (for golden files and inspection). */
    public String traceToMlir(String name, StepFunction step, Tensor... inputs) {
        return executor.trace(name.replaceAll("[^A-Za-z0-9_]", "_"), step, inputs, tr -> trace = tr).mlir();
    }

    @Override
    public float[] readFloats(Tensor t) {
        MemorySegment data = read(t);
        long n = t.shape().size();
        float[] out = new float[(int) n];
        switch (t.dtype()) {
            case F32 -> MemorySegment.copy(data, ValueLayout.JAVA_FLOAT, 0, out, 0, out.length);
            case F16 -> {
                for (int i = 0; i < out.length; i++) out[i] = Float.float16ToFloat(data.getAtIndex(ValueLayout.JAVA_SHORT, i));
            }
            case BF16 -> {
                for (int i = 0; i < out.length; i++) out[i] = Float.intBitsToFloat(data.getAtIndex(ValueLayout.JAVA_SHORT, i) << 16);
            }
            case I32 -> {
                for (int i = 0; i < out.length; i++) out[i] = data.getAtIndex(ValueLayout.JAVA_INT, i);
            }
        }
        return out;
    }

    @Override
    public int[] readInts(Tensor t) {
        check(t.dtype() == DType.I32, "readInts of a " + t.dtype() + " tensor");
        return read(t).asSlice(0, t.shape().size() * 4).toArray(ValueLayout.JAVA_INT);
    }

    private MemorySegment read(Tensor t) {
        if (t instanceof XlaTensor.Host h) return h.data;
        if (t instanceof XlaTensor.Device d) {
            MemorySegment out = Arena.ofAuto().allocate(Math.max(4, d.shape.size() * d.dtype.bytes), 64);
            runtime.download(device, d.buffer.view(), out.asSlice(0, d.shape.size() * d.dtype.bytes));
            return out;
        }
        throw new IllegalStateException("cannot read a tensor inside a step being traced (" + t.shape() + ")");
    }

    @Override
    public MemoryStats memory() {
        long stateBytes = 0;
        for (XlaTensor.DeviceBuffer b : state) if (b.live()) stateBytes += b.bytes;
        return new MemoryStats(weightBytes, stateBytes, 0, weightBytes + stateBytes);
    }

    @Override
    public void close() {
        programs.close();
        for (XlaWeight w : weights) for (XlaTensor.DeviceBuffer b : w.parts) b.release();
        weights.clear();
        state.clear();
        XlaTensor.DeviceBuffer.releaseAll(device);
        runtime.destroyDevice(device);
    }
}
