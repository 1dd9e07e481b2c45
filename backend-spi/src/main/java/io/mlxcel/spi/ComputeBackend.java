package io.mlxcel.spi;

/**
 * The operations a model's forward pass is written against.
 *
 * <p>Contract that makes one forward pass serve eager, lazy and tracing backends (see adr/0001):
 * <ul>
 *   <li>Ops take and return opaque {@link Tensor} handles. Model code never reads tensor values; positions,
 *       lengths and masks are tensors, and every shape is fixed per step.</li>
 *   <li>A step (prefill or one decode step) is a {@link StepFunction} handed to {@link #compile}. An eager backend
 *       runs it directly, a lazy one builds a graph and evaluates the outputs at the end, a tracing one records the
 *       ops once per input signature and replays the compiled program.</li>
 *   <li>State that outlives a step (the KV cache) is created with {@link #zeros}, passed in as a step input and
 *       returned as a step output; {@link #cacheWrite} is functional in the signature (it returns the new cache),
 *       though an eager backend may update in place and return the same handle. A consumed cache handle must not
 *       be used again.</li>
 *   <li>Tensors produced inside a step are valid until the next step of the same backend runs; read what you need
 *       ({@link #readFloats}, {@link #readInts}) before that.</li>
 * </ul>
 *
 * <p>Layouts: activations are [B, T, ...] (batch, tokens). Attention queries are [B, T, H, Dh]; caches are
 * [B, Hkv, C, Dh] with a fixed capacity C; positions are I32 [B, T], and a negative position marks padding.
 */
public interface ComputeBackend extends AutoCloseable {

    /** Provider name, e.g. "java". */
    String name();

    /** Device actually used, e.g. "cpu (2 threads)". */
    String device();

    // ---- data in ----

    /** Makes a checkpoint weight resident. Quantized formats stay quantized where the backend has kernels. */
    Tensor weight(HostWeight weight);

    /** A step input holding integers (token ids, positions, lengths). */
    Tensor ints(int[] values, Shape shape);

    /** A step input holding floats. */
    Tensor floats(float[] values, Shape shape);

    /** Persistent zero-filled state such as a KV cache; lives until the backend is closed. */
    Tensor zeros(Shape shape, DType dtype);

    /**
     * A zero-filled key cache [B, Hkv, C, Dh]: the keys that {@link #cacheWrite} stores and {@link #attention} reads
     * as {@code kCache}. A backend may keep it in a layout of its own (the java backend stores tiles of keys with the
     * keys in vector lanes); nothing but those two ops and the row moves ({@link #copyRow}, {@link #narrowRows},
     * {@link #putRows}, which a backend with its own layout must keep in it) may touch it. The default is {@link #zeros}.
     */
    default Tensor keyCache(Shape shape, DType dtype) {
        return zeros(shape, dtype);
    }

    // ---- ops ----

    /** Rows of {@code table} ([V, D], any weight type) selected by I32 {@code ids} [...]: result [..., D] F32. */
    Tensor embedding(Tensor table, Tensor ids);

    /** x [..., K] times weight [N, K] transposed: [..., N]. */
    Tensor linear(Tensor x, Tensor weight);

    /**
     * {@link #linear} of one input with several weights (a layer's q, k and v; its gate and up): result i is
     * {@code linear(x, weights[i])}, the same numbers. A backend may run them as one pass (one parallel section
     * over all their rows); the default runs them one after another.
     */
    default Tensor[] linears(Tensor x, Tensor... weights) {
        Tensor[] out = new Tensor[weights.length];
        for (int i = 0; i < weights.length; i++) out[i] = linear(x, weights[i]);
        return out;
    }

    /** x [..., D] normalised by its root mean square, times {@code weight} [D] (plus {@code weightOffset}). */
    Tensor rmsNorm(Tensor x, Tensor weight, float eps, float weightOffset);

    /** Rotary embedding of x [B, T, H, Dh] at I32 positions [B, T]. */
    Tensor rope(Tensor x, Tensor positions, RopeSpec spec);

    /**
     * Writes {@code values} [B, T, Hkv, Dh] into {@code cache} [B, Hkv, C, Dh] at slots given by positions [B, T]
     * (negative positions are skipped) and returns the updated cache.
     */
    Tensor cacheWrite(Tensor cache, Tensor values, Tensor positions);

    /**
     * Scaled dot-product attention of q [B, T, H, Dh] over caches [B, Hkv, C, Dh] (H a multiple of Hkv: grouped
     * query attention). Query t of batch b at position p sees cache slots j with j &lt;= p (and p - j &lt;
     * slidingWindow when slidingWindow &gt; 0). Padding queries (p &lt; 0) yield zeros. Result [B, T, H, Dh].
     */
    default Tensor attention(Tensor q, Tensor kCache, Tensor vCache, Tensor positions, float scale, int slidingWindow) {
        return attention(q, kCache, vCache, positions, scale, slidingWindow, 0f);
    }

    /**
     * {@link #attention(Tensor, Tensor, Tensor, Tensor, float, int)} with the scaled scores soft-capped before the
     * softmax, {@code s -> softCap * tanh(s / softCap)} (Gemma 2); 0 means no cap.
     */
    Tensor attention(Tensor q, Tensor kCache, Tensor vCache, Tensor positions, float scale, int slidingWindow, float softCap);

    /** Elementwise sum; b may also broadcast to a (numpy rules over a's trailing axes: equal or 1). */
    Tensor add(Tensor a, Tensor b);

    /** Elementwise product; b may also broadcast to a (e.g. [D] over the last axis, or [B, T, k, 1] over [B, T, k, D]). */
    Tensor mul(Tensor a, Tensor b);

    /** Sum over {@code axis}, which is removed from the shape. */
    Tensor sum(Tensor a, int axis);

    /** I32 indices [..., k] of the k largest values along the last axis of a [..., D], largest first (ties: lower index). */
    Tensor topK(Tensor a, int k);

    /** a [..., D] at I32 indices [..., k] along the last axis: [..., k]. */
    Tensor takeAlong(Tensor a, Tensor indices);

    /**
     * Mixture-of-experts projection: {@code experts} is a stacked weight [E, N, K] (any weight type), {@code indices}
     * I32 [..., k] picks an expert per slot. x is [..., K] (every slot reads the same row) or [..., k, K] (one row per
     * slot). Result [..., k, N]: slot j is x times the transpose of expert indices[..., j].
     */
    Tensor gatherLinear(Tensor x, Tensor experts, Tensor indices);

    Tensor scale(Tensor a, float factor);

    Tensor silu(Tensor a);

    Tensor tanh(Tensor a);

    /** GELU, tanh approximation. */
    Tensor gelu(Tensor a);

    /**
     * GELU (tanh) as ggml's CPU kernels compute it, the numerics GGUF references are made with: the input rounded to
     * f16, the result looked up in a table of f16 values (inputs at or beyond +-10 pass through or give 0). A backend
     * without this path computes {@link #gelu}, which differs by at most an f16 rounding.
     */
    default Tensor geluF16(Tensor a) {
        return gelu(a);
    }

    /** Softmax over the last axis. */
    Tensor softmax(Tensor a);

    Tensor reshape(Tensor a, Shape shape);

    Tensor transpose(Tensor a, int... permutation);

    Tensor slice(Tensor a, int axis, int start, int length);

    Tensor concat(int axis, Tensor... parts);

    /**
     * Copies {@code row} [1, ...] into batch index {@code index} (I32 [1]) of {@code batch} [B, ...] and returns the
     * updated batch (functional, like {@link #cacheWrite}). Used to move a sequence prefilled alone into the KV cache of
     * a batched decode.
     */
    Tensor copyRow(Tensor batch, Tensor row, Tensor index);

    /**
     * Batch row {@code index} of a state tensor [B, ...] as [1, ...], kept in the state's layout, to be moved into
     * another state with {@link #copyRow} (a sequence's cache taken out of a batch to be extended alone). It may be
     * a view: read it before the state is written again.
     */
    default Tensor row(Tensor state, int index) {
        return slice(state, 0, index, 1);
    }

    /**
     * The first {@code rows} batch rows of a state tensor [B, ...] (so a step can run on fewer rows than the state
     * has). Write the step's updated rows back with {@link #putRows}. Eager backends may return a view, in which
     * case {@code putRows} has nothing left to do.
     */
    default Tensor narrowRows(Tensor state, int rows) {
        return slice(state, 0, 0, rows);
    }

    /** {@code state} with its first rows replaced by {@code rows} [k, ...] (the inverse of {@link #narrowRows}). */
    default Tensor putRows(Tensor state, Tensor rows) {
        Tensor out = state;
        for (int i = 0; i < rows.shape().dim(0); i++) out = copyRow(out, slice(rows, 0, i, 1), ints(new int[]{i}, Shape.of(1)));
        return out;
    }

    /** x [B, T, D] at I32 index [B] along T: [B, 1, D] (e.g. the last real token of a padded prompt). */
    Tensor takeTokens(Tensor x, Tensor index);

    /** Index of the largest value along the last axis, I32. */
    Tensor argmax(Tensor a);

    /**
     * Bytes one value of {@code dtype} takes in this backend's state tensors ({@link #zeros}, the KV cache), for
     * memory estimates made before a load. A backend that stores a type widened says so here.
     */
    default int stateBytesPerValue(DType dtype) {
        return dtype.bytes;
    }

    // ---- execution ----

    /**
     * The length a prompt chunk of {@code tokens} tokens is padded to (with position -1, so the padding writes and
     * sees nothing). Eager backends take any length; a compiling backend rounds up to a few buckets so that each
     * bucket is compiled once.
     */
    default int prefillLength(int tokens) {
        return tokens;
    }

    /** The longest prompt chunk a step should be given; longer prompts are fed in chunks. */
    default int maxPrefillChunk() {
        return 512;
    }

    /**
     * How a prefill chunk's numbers depend on its shape, so that a server can reuse a cached prefix and still get
     * exactly what prefilling the whole prompt gives (kernels that take rows in groups handle the leftover rows
     * apart). The promise, for chunks of at least {@link #prefillMinRows()} rows that start at a multiple of this
     * group: the rows before the chunk's last multiple of the group (counted from its start) are computed the same way
     * in every such chunk; the rows after it are computed the same way in two such chunks that end at the same
     * position. A backend whose rows never depend on their neighbours returns 1. The default, 0, makes no promise,
     * and a server then reuses no prefix on this backend (its output could depend on what was cached).
     */
    default int prefillRowGroup() {
        return 0;
    }

    /** The fewest rows a chunk needs for {@link #prefillRowGroup()}'s promise (a one-row chunk is a decode step). */
    default int prefillMinRows() {
        return 2;
    }

    /** Prepares a step for repeated execution (eager: as is; lazy: evaluate outputs; tracing: record + compile). */
    default CompiledStep compile(String name, StepFunction step) {
        return inputs -> {
            Tensor[] out = step.apply(inputs);
            eval(out);
            return out;
        };
    }

    /** Forces computation of the given tensors (a no-op for eager backends). */
    default void eval(Tensor... tensors) {
    }

    float[] readFloats(Tensor t);

    int[] readInts(Tensor t);

    /** Bytes held by weights, state and scratch; peak since start. */
    MemoryStats memory();

    @Override
    void close();
}
