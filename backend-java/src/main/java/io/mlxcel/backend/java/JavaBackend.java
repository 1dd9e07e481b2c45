package io.mlxcel.backend.java;

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
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Map;

/**
 * The eager pure-Java backend. Activations are F32 in a per-step scratch arena; weights stay in the checkpoint's
 * mapped memory in their packed format; KV caches may be F16 (as llama.cpp keeps them). Matrix multiplications are
 * dispatched by {@link JavaLinear}, attention by {@link JavaAttention}, mixture-of-experts ops by {@link JavaMoe}.
 */
public final class JavaBackend implements ComputeBackend {
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED;

    /** How long the first step leaves one core to the JIT compilers (WorkerPool.leaveOneCoreFor). */
    private static final long JIT_CORE_MILLIS = Long.getLong("mlxcel.java.jitCoreMillis", 3000);

    private final WorkerPool pool;
    private final Scratch scratch = new Scratch(8 << 20);
    private final Arena persistent = Arena.ofShared();
    private final PageMemory pageMemory = new PageMemory(persistent);
    /**
     * The KV caches, on ordinary pages unless {@code -Dmlxcel.java.kvHugePages=true}. Huge pages cut the TLB misses of
     * a decode step's pass over every visible position (attention 1.65-2.30 -> 1.42-2.00 ms a step before the key
     * tiles: adr/0010, thirteenth session), but a first write makes a head's whole 2 MiB page resident, and on this VM
     * the first touch of fresh memory is slow: a new SmolLM2 cache at 2048 positions made its first prompt 0.88 s
     * instead of 0.17 s, and the first token after launch came about 0.5 s later. With the key tiles, decode at
     * 128 + 256 and 1024 + 64 tokens showed no difference between the two in alternating runs (twenty-second session).
     */
    private final PageMemory stateMemory = new PageMemory(persistent, Boolean.getBoolean("mlxcel.java.kvHugePages"));
    private final JavaLinear matmul;
    private final JavaAttention attention;
    private long stepCount;

    private final Map<RopeSpec, RopeTable> ropeTables = new ConcurrentHashMap<>();
    private long weightBytes;
    private long stateBytes;
    private long peakBytes;

    public JavaBackend(int threads) {
        JitSettings.trapLimitWarning().ifPresent(warning ->
                System.getLogger(JavaBackend.class.getName()).log(System.Logger.Level.WARNING, warning));
        this.pool = new WorkerPool(threads > 0 ? threads : Runtime.getRuntime().availableProcessors());
        this.matmul = new JavaLinear(this, pool);
        this.attention = new JavaAttention(this, pool);
    }

    /** Steps run so far: tells a prepared activation of this step from one of an earlier step (see JavaLinear). */
    long stepCount() {
        return stepCount;
    }

    @Override
    public String name() {
        return "java";
    }

    @Override
    public String device() {
        return "cpu (" + pool.size() + " threads, " + Simd.describe() + ")";
    }

    // ---------------- data in ----------------

    @Override
    public Tensor weight(HostWeight w) {
        int[] dims = new int[w.shape().length];
        for (int i = 0; i < dims.length; i++) dims[i] = Math.toIntExact(w.shape()[i]);
        weightBytes += w.data().byteSize() + (w.scales() == null ? 0 : w.scales().byteSize() + w.biases().byteSize());
        if (dims.length == 1) {
            // Vectors (norm weights, biases) are tiny: keep them as F32 so elementwise ops need one code path.
            MemorySegment f = persistent.allocate(4L * dims[0], 64);
            Dequant.row(w, 0, f, 0);
            return new JTensor(f, new Shape(dims), DType.F32, null);
        }
        if (dims.length == 3) {
            // a stack of experts [E, N, K]: one 2-D weight per expert (zero-copy row slices), for gatherLinear
            weightBytes -= w.data().byteSize() + (w.scales() == null ? 0 : w.scales().byteSize() + w.biases().byteSize());
            JTensor[] experts = new JTensor[dims[0]];
            for (int e = 0; e < dims[0]; e++) {
                experts[e] = (JTensor) weight(w.rows((long) e * dims[1], dims[1], w.name() + "[expert " + e + "]"));
            }
            return new JTensor(w.data(), new Shape(dims), DType.F32, w, null, experts);
        }
        // at most one of these applies: each format has its own repacking for the 16-row kernels
        // (pack is null where the scales are not finite: checked only when the packed-weight cache misses)
        PackedQuant packed = PackedQuantPacker.fits(w) ? PackedQuantPacker.pack(w, pageMemory, pool) : null;
        PackedAffine affine = PackedAffine.supports(w) ? PackedAffine.pack(w, pageMemory, pool) : null;
        PackedQ4K q4k = PackedQ4K.fits(w) ? PackedQ4K.pack(w, pageMemory, pool) : null;
        PackedQ6K q6k = PackedQ6K.fits(w) ? PackedQ6K.pack(w, pageMemory, pool) : null;
        MemorySegment copy = packed != null ? packed.data : affine != null ? affine.data : q4k != null ? q4k.data : q6k != null ? q6k.data : null;
        if (copy != null) {
            weightBytes += copy.byteSize();
            // The kernels read the packed copy; let the kernel drop the file pages now (embedding lookups fault the
            // few rows they need back in), so the weights are not resident twice.
            if (w.data().isMapped()) w.data().unload();
        }
        return new JTensor(w.data(), new Shape(dims), DType.F32, w, packed, affine, q4k, q6k, null);
    }

    @Override
    public Tensor ints(int[] values, Shape shape) {
        if (!(values.length == shape.size())) throw new IllegalArgumentException("ints: " + values.length + " values for shape " + shape);
        return new JTensor(MemorySegment.ofArray(values.clone()), shape, DType.I32, null);
    }

    @Override
    public Tensor floats(float[] values, Shape shape) {
        if (!(values.length == shape.size())) throw new IllegalArgumentException("floats: " + values.length + " values for shape " + shape);
        return new JTensor(MemorySegment.ofArray(values.clone()), shape, DType.F32, null);
    }

    @Override
    public Tensor zeros(Shape shape, DType dtype) {
        if (!(dtype == DType.F32 || dtype == DType.F16 || dtype == DType.I32)) throw new IllegalArgumentException("zeros: unsupported dtype " + dtype);
        // F16 state (the KV cache) is stored as f32 words holding f16-rounded values: the same numbers as an f16
        // cache, without a conversion in the attention inner loops (the Vector API has no f16 lanes), at twice the
        // memory.
        // (mapped pages: zeroed by the kernel when first touched, see PageMemory)
        MemorySegment seg = stateMemory.allocate(shape.size() * 4);
        stateBytes += seg.byteSize();
        return new JTensor(seg, shape, dtype, null);
    }

    /** F16 key caches the vector kernels can read as tiles are kept in {@link KeyTiles}' layout; others as zeros. */
    @Override
    public Tensor keyCache(Shape shape, DType dtype) {
        JTensor t = (JTensor) zeros(shape, dtype);
        t.keyTiles = KeyTiles.applies(shape, dtype);
        return t;
    }

    /** Every state tensor is 4-byte words: F16 values (the KV cache) are kept f16-rounded in f32 words, see zeros. */
    @Override
    public int stateBytesPerValue(DType dtype) {
        return 4;
    }

    JTensor newF32(Shape shape) {
        return new JTensor(scratch.allocate(shape.size() * 4), shape, DType.F32, null);
    }

    JTensor newI32(Shape shape) {
        return new JTensor(scratch.allocate(shape.size() * 4), shape, DType.I32, null);
    }

    // ---------------- ops ----------------

    @Override
    public Tensor embedding(Tensor table, Tensor ids) {
        JTensor t = (JTensor) table, id = (JTensor) ids;
        HostWeight w = requireWeight(t, "embedding");
        t.lookup = true;
        int d = w.cols(), vocab = w.rows();
        JTensor out = newF32(append(id.shape, d));
        for (long i = 0; i < id.size(); i++) {
            int tok = id.seg.getAtIndex(I32, i);
            if (!(tok >= 0 && tok < vocab)) throw new IllegalArgumentException("embedding: token id " + tok + " outside vocabulary of " + vocab);
            Dequant.row(w, tok, out.seg, 4L * d * i);
        }
        return out;
    }

    static final boolean PROFILE = StepProfile.ON;
    private final StepProfile profile = new StepProfile();

    @Override
    public Tensor linear(Tensor x, Tensor weight) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor r = linear0(x, weight);
        if (PROFILE) profile.addMatmul(((JTensor) weight).weight, (int) (x.shape().size() / ((JTensor) weight).weight.cols()),
                System.nanoTime() - t0);
        return r;
    }

    /** {@link #linear} without the profile (expert projections call it per expert). */
    Tensor linear0(Tensor x, Tensor weight) {
        return matmul.linear(f32(x, "linear"), (JTensor) weight);
    }

    /**
     * A decode step's projections that share their input (q/k/v, gate/up) as one parallel section over all their row
     * groups, when every weight is packed for the same kernel family: one section instead of several saves a
     * hand-off and a tail wait per projection, which at SmolLM2's sizes is a third of a small matmul. Each row group
     * runs the kernel it would run alone, so the numbers are those of {@link #linear}.
     */
    @Override
    public Tensor[] linears(Tensor x, Tensor... weights) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor[] fused = matmul.fusedDecode(f32(x, "linear"), weights);
        if (fused == null) return ComputeBackend.super.linears(x, weights);
        if (PROFILE) {
            long ns = System.nanoTime() - t0, rows = 0;
            for (Tensor w : weights) rows += ((JTensor) w).weight.rows();
            for (Tensor w : weights) profile.addMatmul(((JTensor) w).weight, 1, ns * ((JTensor) w).weight.rows() / rows);
        }
        return fused;
    }

    @Override
    public Tensor rmsNorm(Tensor x, Tensor weight, float eps, float weightOffset) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor r = rmsNorm0(x, weight, eps, weightOffset);
        if (PROFILE) profile.addOp("rmsNorm", System.nanoTime() - t0);
        return r;
    }

    private Tensor rmsNorm0(Tensor x, Tensor weight, float eps, float weightOffset) {
        JTensor a = f32(x, "rmsNorm"), w = f32(weight, "rmsNorm weight");
        int d = a.last();
        if (!(w.size() == d)) throw new IllegalArgumentException("rmsNorm: weight has " + w.size() + " values for rows of " + d);
        JTensor out = newF32(a.shape);
        int rows = (int) (a.size() / d);
        MemorySegment as = a.seg, ws = w.seg, os = out.seg;
        rowsInParallel(rows, d, (lo, hi) -> {
            for (int r = lo; r < hi; r++) Elementwise.rmsNormRow(as, ws, os, (long) r * d, d, eps, weightOffset);
        });
        return out;
    }

    /** Runs a per-row body on the pool when the rows are many (prefill), on the caller when they are few (decode). */
    private void rowsInParallel(int rows, int rowLength, WorkerPool.RangeBody body) {
        if (rows >= 4 && (long) rows * rowLength >= 8192) pool.forRange(rows, body);
        else body.run(0, rows);
    }

    @Override
    public Tensor rope(Tensor x, Tensor positions, RopeSpec spec) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor r = rope0(x, positions, spec);
        if (PROFILE) profile.addOp("rope", System.nanoTime() - t0);
        return r;
    }

    /** The last spec's table: a model passes the same spec for every layer, so the map is consulted once per spec. */
    private volatile SpecTable lastRope;

    private record SpecTable(RopeSpec spec, RopeTable table) {
    }

    private RopeTable ropeTable(RopeSpec spec) {
        SpecTable last = lastRope;
        if (last != null && last.spec == spec) return last.table;
        RopeTable table = ropeTables.computeIfAbsent(spec, RopeTable::new);
        lastRope = new SpecTable(spec, table);
        return table;
    }

    private Tensor rope0(Tensor x, Tensor positions, RopeSpec spec) {
        JTensor a = f32(x, "rope"), pos = (JTensor) positions;
        if (!(a.shape.rank() == 4)) throw new IllegalArgumentException("rope: expects [B, T, H, Dh], got " + a.shape);
        int b = a.shape.dim(0), t = a.shape.dim(1), h = a.shape.dim(2), dh = a.shape.dim(3);
        if (!(pos.size() == (long) b * t)) throw new IllegalArgumentException("rope: positions " + pos.shape + " do not match " + a.shape);
        RopeTable table = ropeTable(spec);
        int maxPosition = -1;
        for (long i = 0; i < pos.size(); i++) maxPosition = Math.max(maxPosition, pos.seg.getAtIndex(I32, i));
        RopeTable.Angles angles = table.cover(maxPosition);
        float[] cos = angles.cos(), sin = angles.sin();
        int half = table.half;
        boolean interleaved = spec.interleaved();
        JTensor out = newF32(a.shape);
        MemorySegment.copy(a.seg, 0, out.seg, 0, a.size() * 4);
        MemorySegment as = a.seg, os = out.seg, ps = pos.seg;
        rowsInParallel(b * t, h * dh, (lo, hi) -> {
            for (int bt = lo; bt < hi; bt++) {
                int p = ps.getAtIndex(I32, bt);
                if (p < 0) continue;
                int at = p * half;
                for (int head = 0; head < h; head++) {
                    long base = ((long) bt * h + head) * dh;
                    for (int i = 0; i < half; i++) {
                        long i0 = interleaved ? base + 2L * i : base + i;
                        long i1 = interleaved ? i0 + 1 : base + i + half;
                        float x0 = as.getAtIndex(F32, i0), x1 = as.getAtIndex(F32, i1);
                        os.setAtIndex(F32, i0, Math.fma(x0, cos[at + i], -(x1 * sin[at + i])));
                        os.setAtIndex(F32, i1, Math.fma(x0, sin[at + i], x1 * cos[at + i]));
                    }
                }
            }
        });
        return out;
    }

    @Override
    public Tensor cacheWrite(Tensor cache, Tensor values, Tensor positions) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor r = cacheWrite0(cache, values, positions);
        if (PROFILE) profile.addOp("cacheWrite", System.nanoTime() - t0);
        return r;
    }

    private Tensor cacheWrite0(Tensor cache, Tensor values, Tensor positions) {
        JTensor c = (JTensor) cache, v = f32(values, "cacheWrite"), pos = (JTensor) positions;
        if (!(c.shape.rank() == 4 && v.shape.rank() == 4)) throw new IllegalArgumentException("cacheWrite: expects cache [B, Hkv, C, Dh] and values [B, T, Hkv, Dh]");
        int b = v.shape.dim(0), t = v.shape.dim(1), hkv = v.shape.dim(2), dh = v.shape.dim(3), cap = c.shape.dim(2);
        if (!(c.shape.dim(0) == b && c.shape.dim(1) == hkv && c.shape.dim(3) == dh)) throw new IllegalArgumentException("cacheWrite: values " + v.shape + " do not fit cache " + c.shape);
        for (int bi = 0; bi < b; bi++) {
            for (int ti = 0; ti < t; ti++) {
                int p = pos.seg.getAtIndex(I32, (long) bi * t + ti);
                if (p < 0) continue;
                if (!(p < cap)) throw new IllegalArgumentException("cacheWrite: position " + p + " beyond cache capacity " + cap);
                for (int hi = 0; hi < hkv; hi++) {
                    long src = (((long) bi * t + ti) * hkv + hi) * dh;
                    long dst = (((long) bi * hkv + hi) * cap + p) * dh;
                    if (c.dtype == DType.F16) {
                        // a key in tiles: its dimensions TILE floats apart (KeyTiles)
                        long at = c.keyTiles ? KeyTiles.index(((long) bi * hkv + hi) * cap * dh, dh, p, 0) : dst;
                        int stride = c.keyTiles ? KeyTiles.TILE : 1;
                        for (int i = 0; i < dh; i++) c.seg.setAtIndex(F32, at + (long) i * stride, Fp16.round(v.seg.getAtIndex(F32, src + i)));
                    } else {
                        MemorySegment.copy(v.seg, 4 * src, c.seg, 4 * dst, 4L * dh);
                    }
                }
            }
        }
        return c;
    }

    @Override
    public Tensor attention(Tensor q, Tensor kCache, Tensor vCache, Tensor positions, float scale, int slidingWindow, float softCap) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor r = attention.attention(q, kCache, vCache, positions, scale, slidingWindow, softCap);
        if (PROFILE) profile.add(StepProfile.Part.ATTENTION, System.nanoTime() - t0);
        return r;
    }

    @Override
    public Tensor add(Tensor a, Tensor b) {
        return binary(a, b, "add", false);
    }

    @Override
    public Tensor mul(Tensor a, Tensor b) {
        return binary(a, b, "mul", true);
    }

    private Tensor binary(Tensor x, Tensor y, String op, boolean multiply) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor r = binary0(x, y, op, multiply);
        if (PROFILE) profile.addOp(op, System.nanoTime() - t0);
        return r;
    }

    private Tensor binary0(Tensor x, Tensor y, String op, boolean multiply) {
        JTensor a = f32(x, op), b = f32(y, op);
        JTensor out = newF32(a.shape);
        long n = a.size(), d = b.size();
        boolean same = a.shape.equals(b.shape);
        if (same || (b.shape.rank() == 1 && d == a.last())) {
            // rows of a's last axis: same-shaped operands (the residual adds, gate * up) split across threads too
            int rowLength = a.last(), rows = (int) (n / rowLength);
            MemorySegment as = a.seg, bs = b.seg, os = out.seg;
            rowsInParallel(rows, rowLength, (lo, hi) -> {
                for (int r = lo; r < hi; r++) {
                    Elementwise.binaryRow(as, bs, os, (long) r * rowLength, same ? (long) r * rowLength : 0, rowLength, multiply);
                }
            });
            return out;
        }
        long[] bStride = JavaMoe.broadcastStrides(a.shape, b.shape, op);
        int rank = a.shape.rank();
        int[] dims = a.shape.dims(), at = new int[rank];
        long bi = 0;
        for (long i = 0; i < n; i++) {
            float u = a.seg.getAtIndex(F32, i), v = b.seg.getAtIndex(F32, bi);
            out.seg.setAtIndex(F32, i, multiply ? u * v : u + v);
            for (int ax = rank - 1; ax >= 0; ax--) { // odometer over a's index, b's offset following its strides
                bi += bStride[ax];
                if (++at[ax] < dims[ax]) break;
                bi -= bStride[ax] * dims[ax];
                at[ax] = 0;
            }
        }
        return out;
    }

    @Override
    public Tensor sum(Tensor a, int axis) {
        return JavaMoe.sum(this, f32(a, "sum"), axis);
    }

    @Override
    public Tensor topK(Tensor a, int k) {
        return JavaMoe.topK(this, f32(a, "topK"), k);
    }

    @Override
    public Tensor takeAlong(Tensor a, Tensor indices) {
        return JavaMoe.takeAlong(this, f32(a, "takeAlong"), (JTensor) indices);
    }

    @Override
    public Tensor gatherLinear(Tensor x, Tensor experts, Tensor indices) {
        return JavaMoe.gatherLinear(this, f32(x, "gatherLinear"), (JTensor) experts, (JTensor) indices);
    }

    @Override
    public Tensor tanh(Tensor x) {
        JTensor a = f32(x, "tanh"), out = newF32(a.shape);
        MemorySegment as = a.seg, os = out.seg;
        pool.forElements(a.size(), (from, to) -> {
            for (long i = from; i < to; i++) os.setAtIndex(F32, i, (float) Math.tanh(as.getAtIndex(F32, i)));
        });
        return out;
    }

    @Override
    public Tensor scale(Tensor x, float factor) {
        JTensor a = f32(x, "scale"), out = newF32(a.shape);
        MemorySegment as = a.seg, os = out.seg;
        pool.forElements(a.size(), (from, to) -> Elementwise.scale(as, os, from, to - from, factor));
        return out;
    }

    @Override
    public Tensor silu(Tensor x) {
        long t0 = PROFILE ? System.nanoTime() : 0;
        Tensor r = silu0(x);
        if (PROFILE) profile.addOp("silu", System.nanoTime() - t0);
        return r;
    }

    private Tensor silu0(Tensor x) {
        JTensor a = f32(x, "silu"), out = newF32(a.shape);
        int d = a.last(), rows = (int) (a.size() / d);
        MemorySegment as = a.seg, os = out.seg;
        rowsInParallel(rows, d, (lo, hi) -> Elementwise.silu(as, os, (long) lo * d, (long) (hi - lo) * d));
        return out;
    }

    @Override
    public Tensor gelu(Tensor x) {
        JTensor a = f32(x, "gelu"), out = newF32(a.shape);
        final double c = Math.sqrt(2.0 / Math.PI);
        MemorySegment as = a.seg, os = out.seg;
        pool.forElements(a.size(), (from, to) -> {
            for (long i = from; i < to; i++) {
                double v = as.getAtIndex(F32, i);
                os.setAtIndex(F32, i, (float) (0.5 * v * (1.0 + Math.tanh(c * (v + 0.044715 * v * v * v)))));
            }
        });
        return out;
    }

    @Override
    public Tensor geluF16(Tensor x) {
        JTensor a = f32(x, "geluF16"), out = newF32(a.shape);
        MemorySegment as = a.seg, os = out.seg;
        pool.forElements(a.size(), (from, to) -> Elementwise.geluF16(as, os, from, to - from));
        return out;
    }

    @Override
    public Tensor softmax(Tensor x) {
        JTensor a = f32(x, "softmax"), out = newF32(a.shape);
        int d = a.last();
        for (long r = 0; r < a.size() / d; r++) {
            long base = r * d;
            float max = Float.NEGATIVE_INFINITY;
            for (int i = 0; i < d; i++) max = Math.max(max, a.seg.getAtIndex(F32, base + i));
            double sum = 0;
            for (int i = 0; i < d; i++) {
                float e = (float) Math.exp(a.seg.getAtIndex(F32, base + i) - max);
                out.seg.setAtIndex(F32, base + i, e);
                sum += e;
            }
            float inv = (float) (1.0 / sum);
            for (int i = 0; i < d; i++) out.seg.setAtIndex(F32, base + i, out.seg.getAtIndex(F32, base + i) * inv);
        }
        return out;
    }

    @Override
    public Tensor reshape(Tensor x, Shape shape) {
        JTensor a = (JTensor) x;
        if (!(a.weight == null)) throw new IllegalArgumentException("reshape: cannot reshape weight " + a);
        if (!(a.size() == shape.size())) throw new IllegalArgumentException("reshape: " + a.shape + " has " + a.size() + " elements, " + shape + " needs " + shape.size());
        return new JTensor(a.seg, shape, a.dtype, null);
    }

    @Override
    public Tensor transpose(Tensor x, int... perm) {
        return LayoutOps.transpose(this, x, perm);
    }

    @Override
    public Tensor slice(Tensor x, int axis, int start, int length) {
        return LayoutOps.slice(this, x, axis, start, length);
    }

    @Override
    public Tensor concat(int axis, Tensor... parts) {
        return LayoutOps.concat(this, axis, parts);
    }

    @Override
    public Tensor copyRow(Tensor batch, Tensor row, Tensor index) {
        return LayoutOps.copyRow(batch, row, index);
    }

    /**
     * llama.cpp's orders, which the quantized kernels reproduce: Q4_K rows go in fours (GEMM order) and the leftover
     * rows one by one (GEMV order); Q6_K chunks of eight rows or more take the batch order; one row takes the decode
     * kernels.
     */
    @Override
    public int prefillRowGroup() {
        return 4;
    }

    @Override
    public int prefillMinRows() {
        return 8;
    }

    /** A view of the row's memory, in the state's layout (a key cache keeps its tiles). */
    @Override
    public Tensor row(Tensor state, int index) {
        return LayoutOps.row(state, index);
    }

    /** A view: the rows are contiguous at the start of the state's memory, and cacheWrite updates them in place. */
    @Override
    public Tensor narrowRows(Tensor state, int rows) {
        return LayoutOps.narrowRows(state, rows);
    }

    @Override
    public Tensor putRows(Tensor state, Tensor rows) {
        return LayoutOps.putRows(state, rows);
    }

    @Override
    public Tensor takeTokens(Tensor x, Tensor index) {
        return LayoutOps.takeTokens(this, x, index);
    }

    @Override
    public Tensor argmax(Tensor x) {
        JTensor a = f32(x, "argmax");
        int d = a.last();
        int[] outDims = Arrays.copyOf(a.shape.dims(), a.shape.rank() - 1);
        JTensor out = newI32(new Shape(outDims));
        for (long r = 0; r < a.size() / d; r++) {
            int best = 0;
            float bv = Float.NEGATIVE_INFINITY;
            for (int i = 0; i < d; i++) {
                float v = a.seg.getAtIndex(F32, r * d + i);
                if (v > bv) {
                    bv = v;
                    best = i;
                }
            }
            out.seg.setAtIndex(I32, r, best);
        }
        return out;
    }

    // ---------------- execution ----------------

    @Override
    public CompiledStep compile(String name, StepFunction step) {
        return inputs -> {
            scratch.reset();
            if (stepCount++ == 0 && JIT_CORE_MILLIS > 0) pool.leaveOneCoreFor(JIT_CORE_MILLIS * 1_000_000L);
            long t0 = PROFILE ? System.nanoTime() : 0;
            if (PROFILE) profile.begin(name);
            Tensor[] out = step.apply(inputs);
            if (PROFILE) profile.end(System.nanoTime() - t0);
            peakBytes = Math.max(peakBytes, weightBytes + stateBytes + scratch.peak());
            return out;
        };
    }

    @Override
    public float[] readFloats(Tensor t) {
        JTensor a = (JTensor) t;
        if (a.dtype == DType.F16) return a.seg.asSlice(0, a.size() * 4).toArray(ValueLayout.JAVA_FLOAT);
        return f32(t, "readFloats").seg.asSlice(0, a.size() * 4).toArray(ValueLayout.JAVA_FLOAT);
    }

    @Override
    public int[] readInts(Tensor t) {
        JTensor a = (JTensor) t;
        if (!(a.dtype == DType.I32)) throw new IllegalArgumentException("readInts: tensor is " + a.dtype);
        return a.seg.asSlice(0, a.size() * 4).toArray(ValueLayout.JAVA_INT);
    }

    @Override
    public MemoryStats memory() {
        return new MemoryStats(weightBytes, stateBytes, scratch.capacity(),
                Math.max(peakBytes, weightBytes + stateBytes + scratch.peak()));
    }

    @Override
    public void close() {
        if (PROFILE) System.err.println(profile.report());
        pool.close();
        scratch.close();
        persistent.close();
    }

    // ---------------- helpers ----------------

    static JTensor f32(Tensor t, String op) {
        JTensor j = (JTensor) t;
        if (!(j.dtype == DType.F32 && j.weight == null)) throw new IllegalArgumentException(op + ": expected an F32 activation, got " + j);
        return j;
    }

    static HostWeight requireWeight(JTensor t, String op) {
        if (!(t.weight != null)) throw new IllegalArgumentException(op + ": expected a weight, got " + t);
        return t.weight;
    }

    private static Shape append(Shape s, int d) {
        int[] dims = Arrays.copyOf(s.dims(), s.rank() + 1);
        dims[s.rank()] = d;
        return new Shape(dims);
    }

    static Shape replaceLast(Shape s, int d) {
        int[] dims = s.dims();
        dims[dims.length - 1] = d;
        return new Shape(dims);
    }
}
