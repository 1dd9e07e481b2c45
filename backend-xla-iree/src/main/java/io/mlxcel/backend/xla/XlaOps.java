package io.mlxcel.backend.xla;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.RopeSpec;
import io.mlxcel.spi.Shape;

import java.util.function.Supplier;

/**
 * The SPI's ops written as StableHLO on the trace being recorded. Shapes follow {@link io.mlxcel.spi.ComputeBackend};
 * activations are f32, positions and indices i32. Masking is arithmetic on positions (selects, one-hot products),
 * never control flow, so every op has a fixed shape.
 */
final class XlaOps {
    private final Supplier<Trace> trace;
    /** llama.cpp's rounding over an f16 KV cache: the query and the attention probabilities are rounded to f16. */
    private final boolean f16Attention;

    XlaOps(Supplier<Trace> trace, boolean llamaCppNumerics) {
        this.trace = trace;
        this.f16Attention = llamaCppNumerics;
    }

    private Trace t() {
        return trace.get();
    }

    private Hlo h() {
        return trace.get().hlo;
    }

    private Hlo.Value v(XlaTensor x) {
        return t().value(x);
    }

    private XlaTensor f32(Hlo.Value v) {
        return t().wrap(v, DType.F32);
    }

    private static int[] with(int[] dims, int last) {
        int[] out = java.util.Arrays.copyOf(dims, dims.length + 1);
        out[dims.length] = last;
        return out;
    }

    XlaTensor embedding(XlaWeight table, XlaTensor ids) {
        Hlo h = h();
        Hlo.Value idx = h.reshape(v(ids), (int) ids.shape.size());
        Hlo.Value rows = table.rows(t(), idx);
        return f32(h.reshape(rows, with(ids.shape.dims(), table.shape.dim(-1))));
    }

    XlaTensor linear(XlaTensor x, XlaWeight w) {
        Hlo h = h();
        Hlo.Value a = v(x);
        int k = a.dim(-1), n = w.shape.dim(0);
        XlaBackend.check(w.shape.rank() == 2 && w.shape.dim(1) == k, "linear: x " + x.shape + " and weight " + w.shape);
        int m = (int) (a.size() / k);
        // W [N, K] . x [M, K]^T as the left operand, then the small [N, M] result transposed: with x on the left
        // IREE lowers to a vector-matrix product that wants W as [K, N] and transposed every weight on every call.
        Hlo.Value y = h.transpose(product(h, w, h.reshape(a, m, k)), 1, 0);
        int[] out = x.shape.dims();
        out[out.length - 1] = n;
        return f32(h.reshape(y, out));
    }

    /** W [N, K] . x [M, K]^T: [N, M], x quantized as llama.cpp quantizes it when the weight is a GGUF block format. */
    private Hlo.Value product(Hlo h, XlaWeight w, Hlo.Value x) {
        int[] none = new int[0], one = {1};
        if (!w.q8Activations) return h.dot(matrix(h, w.values(t())), x, none, none, one, one);
        Q8 q = q8(h, x, w.separateMins);
        Hlo.Value y = h.dot(matrix(h, w.scaledValues(t())), q.values, none, none, one, one);
        // Q4_1: each block's minimum meets the activation block's f16 sum s = d * sum(q), as llama.cpp adds it
        if (w.separateMins) y = h.add(y, h.dot(w.mins(t()), q.sums, none, none, one, one));
        return y;
    }

    /** A weight's values as a matrix [rows, K] (a stack of experts [E, N, K] as [E*N, K]). */
    private static Hlo.Value matrix(Hlo h, Hlo.Value w) {
        return w.rank() == 2 ? w : h.reshape(w, (int) (w.size() / w.dim(-1)), w.dim(-1));
    }

    /** Activations as llama.cpp's int8 blocks stand for them: values d * q [M, K]; sums s [M, K/32] (or null). */
    private record Q8(Hlo.Value values, Hlo.Value sums) {
    }

    /**
     * x [M, K] quantized as llama.cpp's Q8_0 / Q8_1 (see the java backend's Q8Activations): per block of 32,
     * d = max|x| / 127, q = round-half-even(x * (127 / max|x|)), and the block stands for f16(d) * q; Q8_1 also
     * carries s = f16(d * sum(q)). Each product with an f16 weight scale times a small integer is then exact up to the
     * f32 summation, which differs from llama.cpp's integer sums only in order.
     */
    private static Q8 q8(Hlo h, Hlo.Value x, boolean sums) {
        int m = x.dim(0), k = x.dim(1), blocks = k / 32;
        int[] mb = {m, blocks}, mbj = {m, blocks, 32};
        Hlo.Value xb = h.reshape(x, mbj);
        Hlo.Value amax = h.reduce(h.unary("abs", xb), "maximum", 0, 2);
        Hlo.Value zero = h.splat(0, mb, "f32");
        Hlo.Value d = h.div(amax, h.splat(127, mb, "f32"));
        Hlo.Value inv = h.select(h.compare(amax, zero, "NE"), h.div(h.splat(127, mb, "f32"), amax), zero);
        Hlo.Value q = h.unary("round_nearest_even", h.mul(xb, h.broadcast(inv, mbj, 0, 1)));
        Hlo.Value scale = roundToF16(h, d);
        Hlo.Value values = h.reshape(h.mul(q, h.broadcast(scale, mbj, 0, 1)), m, k);
        Hlo.Value s = sums ? roundToF16(h, h.mul(d, h.reduce(q, "add", 0, 2))) : null;
        return new Q8(values, s);
    }

    /** f32 values rounded to the nearest f16 (round-half-even), kept as f32. */
    private static Hlo.Value roundToF16(Hlo h, Hlo.Value v) {
        return h.convert(h.convert(v, "f16"), "f32");
    }

    /**
     * As llama.cpp's CPU kernel rounds it (so that int8 activation rounding downstream sees the same values): squares in
     * f32 summed in f64, mean = (float) (sum / d), scale = 1.0f / sqrtf(mean + eps), y = (x * scale) * weight. On
     * quantized-embedding rows the scaled values sit exactly on rounding ties of the next int8 quantization, so one
     * ulp here changes whole codes.
     */
    XlaTensor rmsNorm(XlaTensor x, XlaWeight w, float eps, float offset) {
        Hlo h = h();
        Hlo.Value a = v(x);
        int d = a.dim(-1);
        int[] rows = rowDims(a);
        Hlo.Value sum = h.reduce(h.convert(h.mul(a, a), "f64"), "add", 0, a.rank() - 1);
        Hlo.Value mean = h.convert(h.div(sum, h.splat(d, rows, "f64")), "f32");
        Hlo.Value scale = h.div(h.splat(1, rows, "f32"), h.unary("sqrt", h.addScalar(mean, eps)));
        Hlo.Value y = h.mul(a, h.broadcast(scale, a.dims(), range(a.rank() - 1)));
        Hlo.Value weight = w.values(t());
        if (offset != 0f) weight = h.addScalar(weight, offset);
        return f32(h.mul(y, h.broadcastTrailing(weight, a.dims())));
    }

    private static int[] rowDims(Hlo.Value a) {
        return java.util.Arrays.copyOf(a.dims(), a.rank() - 1);
    }

    private static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = i;
        return r;
    }

    /**
     * Rotary embedding. The angle of pair i at position p is p * base^(-2i/dims) / factor_i, with base^(-2i/dims) taken
     * as the f32 power series the java backend iterates (c_0 = 1, c_i = c_{i-1} * base^(-2/dims)) and multiplied by p
     * in one op. (Iterating per position in the graph, as java does, traced to a dispatch with one result per pair,
     * more buffers than the runtime binds; the two differ by a few ulps of the angle.)
     */
    XlaTensor rope(XlaTensor x, XlaTensor positions, RopeSpec spec) {
        Hlo h = h();
        Hlo.Value a = v(x);
        int b = a.dim(0), t = a.dim(1), heads = a.dim(2), dh = a.dim(3), dims = spec.dims(), half = dims / 2;
        float step = (float) Math.pow((float) spec.theta(), -2.0f / dims);
        double[] scaled = spec.inverseFrequencies();
        double[] plain = new RopeSpec(dims, spec.theta(), spec.interleaved(), null).inverseFrequencies();
        float[] rates = new float[half];
        float c = 1f;
        for (int i = 0; i < half; i++) {
            float factor = spec.scaling() == null ? 1f : (float) (plain[i] / scaled[i]);
            rates[i] = factor == 1f ? c : c / factor;
            c *= step;
        }
        int[] bth = {b, t, half};
        Hlo.Value p = h.broadcast(h.convert(v(positions), "f32"), bth, 0, 1);
        Hlo.Value angle = h.mul(p, h.broadcast(h.constant(rates), bth, 2));
        int[] full = {b, t, heads, half};
        // YaRN's magnitude factor multiplies cos and sin (the ops are emitted in the same order either way)
        Hlo.Value m = spec.attentionFactor() == 1.0 ? null : h.broadcast(h.constant(new float[]{(float) spec.attentionFactor()}), bth, 2);
        Hlo.Value cosA = h.unary("cosine", angle);
        Hlo.Value cos = h.broadcast(m == null ? cosA : h.mul(cosA, m), full, 0, 1, 3);
        Hlo.Value sinA = h.unary("sine", angle);
        Hlo.Value sin = h.broadcast(m == null ? sinA : h.mul(sinA, m), full, 0, 1, 3);
        Hlo.Value x0, x1;
        if (spec.interleaved()) {
            Hlo.Value pairs = h.reshape(h.sliceAxis(a, 3, 0, dims), b, t, heads, half, 2);
            x0 = h.reshape(h.sliceAxis(pairs, 4, 0, 1), full);
            x1 = h.reshape(h.sliceAxis(pairs, 4, 1, 1), full);
        } else {
            x0 = h.sliceAxis(a, 3, 0, half);
            x1 = h.sliceAxis(a, 3, half, half);
        }
        Hlo.Value y0 = h.sub(h.mul(x0, cos), h.mul(x1, sin));
        Hlo.Value y1 = h.add(h.mul(x0, sin), h.mul(x1, cos));
        Hlo.Value rotated = spec.interleaved()
                ? h.reshape(h.concat(4, h.reshape(y0, b, t, heads, half, 1), h.reshape(y1, b, t, heads, half, 1)), b, t, heads, dims)
                : h.concat(3, y0, y1);
        if (dims < dh) rotated = h.concat(3, rotated, h.sliceAxis(a, 3, dims, dh - dims));
        return f32(rotated);
    }

    /**
     * values [B, T, Hkv, Dh] into cache [B, Hkv, C, Dh] at positions [B, T]: a one-hot [B, C, T] of slot == position
     * times the values gives each written slot its row exactly (one non-zero term), and a select keeps every other
     * slot, so negative positions write nothing.
     */
    XlaTensor cacheWrite(XlaTensor cache, XlaTensor values, XlaTensor positions) {
        Hlo h = h();
        Hlo.Value c = v(cache), val = v(values), pos = v(positions);
        int b = val.dim(0), t = val.dim(1), hkv = val.dim(2), dh = val.dim(3), cap = c.dim(2);
        XlaBackend.check(c.dim(0) == b && c.dim(1) == hkv && c.dim(3) == dh, "cacheWrite: values " + values.shape + " do not fit cache " + cache.shape);
        if (t == 1) return t().wrapState(writeOneToken(h, c, val, pos), cache.dtype);
        int[] bct = {b, cap, t};
        Hlo.Value hit = h.compare(h.iota(bct, 1, "i32"), h.broadcast(pos, bct, 0, 2), "EQ");
        Hlo.Value oneHot = h.select(hit, h.splat(1, bct, "f32"), h.splat(0, bct, "f32"));
        Hlo.Value rows = h.dot(oneHot, h.reshape(h.convert(val, "f32"), b, t, hkv * dh), new int[]{0}, new int[]{0}, new int[]{2}, new int[]{1});
        Hlo.Value written = h.transpose(h.reshape(rows, b, cap, hkv, dh), 0, 2, 1, 3);         // [B, Hkv, C, Dh]
        Hlo.Value any = h.compare(h.reduce(oneHot, "maximum", 0, 2), h.splat(0, new int[]{b, cap}, "f32"), "GT");
        Hlo.Value keep = h.broadcast(any, c.dims(), 0, 2);
        return t().wrapState(h.select(keep, h.convert(written, c.type()), c), cache.dtype);
    }

    /**
     * The decode step's write: one slot per row, by dynamic_update_slice at max(p, 0), so only that slot is touched. A
     * row at a negative position writes back what the slot held, which leaves the cache unchanged.
     */
    private static Hlo.Value writeOneToken(Hlo h, Hlo.Value cache, Hlo.Value values, Hlo.Value positions) {
        int b = values.dim(0), hkv = values.dim(2), dh = values.dim(3);
        Hlo.Value out = cache;
        Hlo.Value zero = h.scalar(0, "i32");
        for (int row = 0; row < b; row++) {
            Hlo.Value p = h.reshape(h.sliceAxis(positions, 0, row, 1));                       // scalar i32
            Hlo.Value slot = h.max(p, zero);
            Hlo.Value rowIdx = h.scalar(row, "i32");
            int[] one = {1, hkv, 1, dh};
            Hlo.Value fresh = h.convert(h.transpose(h.sliceAxis(values, 0, row, 1), 0, 2, 1, 3), cache.type()); // [1, Hkv, 1, Dh]
            Hlo.Value held = h.op("dynamic_slice", "slice_sizes = " + Hlo.i64s(one), one, cache.type(), out, rowIdx, zero, slot, zero);
            Hlo.Value write = h.select(h.broadcast(h.compare(p, zero, "GE"), one), fresh, held);
            out = h.dynamicUpdateSlice(out, write, rowIdx, zero, slot, zero);
        }
        return out;
    }

    /** Grouped-query attention over the cache with causal (and sliding-window) masks built from positions. */
    XlaTensor attention(XlaTensor q, XlaTensor kCache, XlaTensor vCache, XlaTensor positions, float scale, int window, float softCap) {
        Hlo h = h();
        boolean f16 = f16Attention && kCache.dtype == DType.F16;
        Hlo.Value qv = v(q), k = h.convert(v(kCache), "f32"), val = h.convert(v(vCache), "f32"), pos = v(positions);
        if (f16) qv = roundToF16(h, qv);
        int b = qv.dim(0), t = qv.dim(1), heads = qv.dim(2), dh = qv.dim(3), hkv = k.dim(1), cap = k.dim(2), g = heads / hkv;
        Hlo.Value qg = h.reshape(h.transpose(h.reshape(qv, b, t, hkv, g, dh), 0, 2, 3, 1, 4), b, hkv, g * t, dh);
        Hlo.Value s = h.dot(qg, k, new int[]{0, 1}, new int[]{0, 1}, new int[]{3}, new int[]{3});   // [B, Hkv, G*T, C]
        s = h.mulScalar(s, scale);
        if (softCap > 0f) s = h.mulScalar(h.unary("tanh", h.mulScalar(s, 1f / softCap)), softCap);
        int[] btc = {b, t, cap};
        Hlo.Value slot = h.iota(btc, 2, "i32"), p = h.broadcast(pos, btc, 0, 1);
        Hlo.Value visible = h.compare(slot, p, "LE");
        if (window > 0) {
            Hlo.Value inWindow = h.compare(h.sub(p, slot), h.splat(window, btc, "i32"), "LT");
            visible = h.binary("and", visible, inWindow);
        }
        int[] scores = s.dims();
        Hlo.Value mask = h.reshape(h.broadcast(visible, new int[]{b, hkv, g, t, cap}, 0, 3, 4), scores);
        Hlo.Value masked = h.select(mask, s, h.splat(Float.NEGATIVE_INFINITY, scores, "f32"));
        Hlo.Value max = h.reduce(masked, "maximum", Float.NEGATIVE_INFINITY, 3);
        Hlo.Value e = h.unary("exponential", h.sub(masked, h.broadcast(max, scores, 0, 1, 2)));
        e = h.select(mask, e, h.splat(0, scores, "f32"));                          // rows with nothing visible: all 0
        Hlo.Value denom = h.max(h.reduce(e, "add", 0, 3), h.splat(Float.MIN_NORMAL, new int[]{b, hkv, g * t}, "f32"));
        Hlo.Value out;
        if (f16) {
            // llama.cpp normalises first and multiplies V by probabilities rounded to f16
            Hlo.Value inv = h.div(h.splat(1, denom.dims(), "f32"), denom);
            Hlo.Value probs = roundToF16(h, h.mul(e, h.broadcast(inv, scores, 0, 1, 2)));
            out = h.dot(probs, val, new int[]{0, 1}, new int[]{0, 1}, new int[]{3}, new int[]{2});             // [B, Hkv, G*T, Dh]
        } else {
            out = h.dot(e, val, new int[]{0, 1}, new int[]{0, 1}, new int[]{3}, new int[]{2});
            out = h.div(out, h.broadcast(denom, out.dims(), 0, 1, 2));
        }
        return f32(h.reshape(h.transpose(h.reshape(out, b, hkv, g, t, dh), 0, 3, 1, 2, 4), b, t, heads, dh));
    }

    XlaTensor add(XlaTensor a, XlaTensor b) {
        Hlo.Value x = v(a);
        return f32(h().add(x, h().broadcastTrailing(v(b), x.dims())));
    }

    XlaTensor mul(XlaTensor a, XlaTensor b) {
        Hlo.Value x = v(a);
        return f32(h().mul(x, h().broadcastTrailing(v(b), x.dims())));
    }

    XlaTensor sum(XlaTensor a, int axis) {
        Hlo.Value x = v(a);
        return f32(h().reduce(x, "add", 0, axis < 0 ? x.rank() + axis : axis));
    }

    XlaTensor scale(XlaTensor a, float factor) {
        return f32(h().mulScalar(v(a), factor));
    }

    XlaTensor silu(XlaTensor a) {
        Hlo.Value x = v(a);
        return f32(h().mul(x, h().unary("logistic", x)));
    }

    XlaTensor tanh(XlaTensor a) {
        return f32(h().unary("tanh", v(a)));
    }

    /** 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))). */
    XlaTensor gelu(XlaTensor a) {
        Hlo h = h();
        Hlo.Value x = v(a);
        Hlo.Value inner = h.mulScalar(h.add(x, h.mulScalar(h.mul(h.mul(x, x), x), 0.044715)), Math.sqrt(2 / Math.PI));
        return f32(h.mul(h.mulScalar(x, 0.5), h.addScalar(h.unary("tanh", inner), 1)));
    }

    XlaTensor softmax(XlaTensor a) {
        Hlo h = h();
        Hlo.Value x = v(a);
        int last = x.rank() - 1;
        Hlo.Value max = h.reduce(x, "maximum", Float.NEGATIVE_INFINITY, last);
        Hlo.Value e = h.unary("exponential", h.sub(x, h.broadcast(max, x.dims(), range(last))));
        return f32(h.div(e, h.broadcast(h.reduce(e, "add", 0, last), x.dims(), range(last))));
    }

    XlaTensor reshape(XlaTensor a, Shape shape) {
        return keep(a, h().reshape(v(a), shape.dims()));
    }

    XlaTensor transpose(XlaTensor a, int... permutation) {
        return keep(a, h().transpose(v(a), permutation));
    }

    XlaTensor slice(XlaTensor a, int axis, int start, int length) {
        Hlo.Value x = v(a);
        return keep(a, h().sliceAxis(x, axis < 0 ? x.rank() + axis : axis, start, length));
    }

    XlaTensor concat(int axis, XlaTensor... parts) {
        Hlo.Value[] p = new Hlo.Value[parts.length];
        for (int i = 0; i < p.length; i++) p[i] = v(parts[i]);
        return keep(parts[0], h().concat(axis < 0 ? p[0].rank() + axis : axis, p));
    }

    /** A shape op keeps its input's element type (and statefulness: a slice of a cache is still a cache). */
    private XlaTensor keep(XlaTensor a, Hlo.Value v) {
        boolean state = a instanceof XlaTensor.Symbolic s ? s.state : a instanceof XlaTensor.Device d && d.state;
        return state ? t().wrapState(v, a.dtype) : t().wrap(v, a.dtype);
    }

    XlaTensor copyRow(XlaTensor batch, XlaTensor row, XlaTensor index) {
        Hlo h = h();
        Hlo.Value bv = v(batch), rv = h.convert(v(row), bv.type());
        Hlo.Value[] starts = new Hlo.Value[bv.rank()];
        starts[0] = h.reshape(v(index));
        for (int i = 1; i < starts.length; i++) starts[i] = h.scalar(0, "i32");
        return t().wrapState(h.dynamicUpdateSlice(bv, rv, starts), batch.dtype);
    }

    /** x [B, T, D] at index [B] along T, as a one-hot product (exact: one non-zero term per row). */
    XlaTensor takeTokens(XlaTensor x, XlaTensor index) {
        Hlo h = h();
        Hlo.Value a = v(x);
        int b = a.dim(0), t = a.dim(1);
        int[] b1t = {b, 1, t};
        Hlo.Value hit = h.compare(h.iota(b1t, 2, "i32"), h.broadcast(v(index), b1t, 0), "EQ");
        Hlo.Value oneHot = h.select(hit, h.splat(1, b1t, "f32"), h.splat(0, b1t, "f32"));
        return f32(h.dot(oneHot, a, new int[]{0}, new int[]{0}, new int[]{2}, new int[]{1}));
    }

    /** The k largest along the last axis, largest first: k rounds of argmax, each masking what it took (ties: lower index). */
    XlaTensor topK(XlaTensor a, int k) {
        Hlo h = h();
        Hlo.Value x = v(a);
        int last = x.rank() - 1;
        Hlo.Value iota = h.iota(x.dims(), last, "i32");
        Hlo.Value[] picks = new Hlo.Value[k];
        for (int j = 0; j < k; j++) {
            Hlo.Value idx = firstMax(h, x);
            picks[j] = h.reshape(idx, with(idx.dims(), 1));
            if (j + 1 < k) {
                Hlo.Value taken = h.compare(iota, h.broadcast(idx, x.dims(), range(last)), "EQ");
                x = h.select(taken, h.splat(Float.NEGATIVE_INFINITY, x.dims(), "f32"), x);
            }
        }
        return t().wrap(h.concat(last, picks), DType.I32);
    }

    /** a [..., D] at indices [..., k]: a masked sum over D (exact: one non-zero term). */
    XlaTensor takeAlong(XlaTensor a, XlaTensor indices) {
        Hlo h = h();
        Hlo.Value x = v(a), idx = v(indices);
        int r = x.rank(), d = x.dim(-1), k = idx.dim(-1);
        int[] full = with(idx.dims(), d);                                     // [..., k, D]
        int[] lead = range(r - 1);
        int[] xMap = java.util.Arrays.copyOf(lead, r);
        xMap[r - 1] = r;                                                      // x's D axis goes to the last
        Hlo.Value hit = h.compare(h.iota(full, r, "i32"), h.broadcast(idx, full, range(r)), "EQ");
        Hlo.Value picked = h.select(hit, h.broadcast(x, full, xMap), h.splat(0, full, "f32"));
        return f32(h.reduce(picked, "add", 0, r));
    }

    /**
     * x [..., K] or [..., k, K] times the expert chosen for each slot of indices [..., k]: every expert's product is
     * formed (fixed shapes), and a one-hot over experts keeps the chosen one exactly.
     */
    XlaTensor gatherLinear(XlaTensor x, XlaWeight experts, XlaTensor indices) {
        Hlo h = h();
        Hlo.Value a = v(x), idx = v(indices);
        int e = experts.shape.dim(0), n = experts.shape.dim(1), kk = experts.shape.dim(2), k = idx.dim(-1);
        int m = (int) (idx.size() / k);
        boolean perSlot = a.rank() == idx.rank() + 1;
        int rows = perSlot ? m * k : m;
        Hlo.Value y = h.transpose(product(h, experts, h.reshape(a, rows, kk)), 1, 0);                     // [rows, E*N]
        int[] all = {m, k, e, n};
        Hlo.Value products = perSlot ? h.reshape(y, all) : h.broadcast(h.reshape(y, m, e, n), all, 0, 2, 3);
        int[] mke = {m, k, e};
        Hlo.Value hit = h.compare(h.iota(mke, 2, "i32"), h.broadcast(h.reshape(idx, m, k), mke, 0, 1), "EQ");
        Hlo.Value chosen = h.select(h.broadcast(hit, all, 0, 1, 2), products, h.splat(0, all, "f32"));
        int[] out = with(idx.dims(), n);
        return f32(h.reshape(h.reduce(chosen, "add", 0, 2), out));
    }

    private static Hlo.Value firstMax(Hlo h, Hlo.Value x) {
        int last = x.rank() - 1;
        Hlo.Value max = h.broadcast(h.reduce(x, "maximum", Float.NEGATIVE_INFINITY, last), x.dims(), range(last));
        Hlo.Value idx = h.select(h.compare(x, max, "EQ"), h.iota(x.dims(), last, "i32"), h.splat(Integer.MAX_VALUE, x.dims(), "i32"));
        return h.reduce(idx, "minimum", Integer.MAX_VALUE, last);
    }

    /** The first index of the maximum along the last axis. */
    XlaTensor argmax(XlaTensor a) {
        return t().wrap(firstMax(h(), v(a)), DType.I32);
    }
}
