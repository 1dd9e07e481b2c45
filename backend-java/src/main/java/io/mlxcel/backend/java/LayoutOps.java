package io.mlxcel.backend.java;

import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * {@link JavaBackend}'s data-movement ops: transposes, slices, concatenations, token picks, and the row moves the
 * batched server makes between state tensors (copyRow, narrowRows, putRows; key caches in tiles move as whole rows,
 * see {@link KeyTiles}). None is on a step's hot path; they are plain copies, checked against the shapes.
 */
final class LayoutOps {
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED;

    private LayoutOps() {
    }

    static Tensor transpose(JavaBackend be, Tensor x, int... perm) {
        JTensor a = JavaBackend.f32(x, "transpose");
        int r = a.shape.rank();
        if (!(perm.length == r)) throw new IllegalArgumentException("transpose: permutation " + Arrays.toString(perm) + " for rank " + r);
        int[] inDims = a.shape.dims();
        int[] outDims = new int[r];
        for (int i = 0; i < r; i++) outDims[i] = inDims[perm[i]];
        long[] inStrides = strides(inDims);
        JTensor out = be.newF32(new Shape(outDims));
        int[] idx = new int[r];
        for (long o = 0; o < out.size(); o++) {
            long src = 0;
            for (int i = 0; i < r; i++) src += idx[i] * inStrides[perm[i]];
            out.seg.setAtIndex(F32, o, a.seg.getAtIndex(F32, src));
            for (int i = r - 1; i >= 0; i--) {
                if (++idx[i] < outDims[i]) break;
                idx[i] = 0;
            }
        }
        return out;
    }

    static Tensor slice(JavaBackend be, Tensor x, int axis, int start, int length) {
        JTensor a = JavaBackend.f32(x, "slice");
        int ax = axis < 0 ? a.shape.rank() + axis : axis;
        int[] dims = a.shape.dims();
        if (!(start >= 0 && length >= 0 && start + length <= dims[ax])) throw new IllegalArgumentException("slice: [" + start + ", " + (start + length) + ") outside axis " + ax + " of " + a.shape);
        long outer = 1, inner = 1;
        for (int i = 0; i < ax; i++) outer *= dims[i];
        for (int i = ax + 1; i < dims.length; i++) inner *= dims[i];
        int full = dims[ax];
        dims[ax] = length;
        JTensor out = be.newF32(new Shape(dims));
        for (long o = 0; o < outer; o++) {
            MemorySegment.copy(a.seg, 4 * ((o * full + start) * inner), out.seg, 4 * (o * length * inner), 4 * length * inner);
        }
        return out;
    }

    static Tensor concat(JavaBackend be, int axis, Tensor... parts) {
        JTensor first = JavaBackend.f32(parts[0], "concat");
        int ax = axis < 0 ? first.shape.rank() + axis : axis;
        int[] dims = first.shape.dims();
        int total = 0;
        for (Tensor p : parts) {
            int[] d = p.shape().dims();
            if (!(d.length == dims.length)) throw new IllegalArgumentException("concat: rank mismatch " + first.shape + " vs " + p.shape());
            for (int i = 0; i < d.length; i++) if (i != ax && d[i] != dims[i]) throw new IllegalArgumentException("concat: shapes " + first.shape + " and " + p.shape() + " differ off axis " + ax);
            total += d[ax];
        }
        long outer = 1, inner = 1;
        for (int i = 0; i < ax; i++) outer *= dims[i];
        for (int i = ax + 1; i < dims.length; i++) inner *= dims[i];
        dims[ax] = total;
        JTensor out = be.newF32(new Shape(dims));
        int at = 0;
        for (Tensor pt : parts) {
            JTensor p = JavaBackend.f32(pt, "concat");
            int len = p.shape.dim(ax);
            for (long o = 0; o < outer; o++) {
                MemorySegment.copy(p.seg, 4 * (o * len * inner), out.seg, 4 * ((o * total + at) * inner), 4 * len * inner);
            }
            at += len;
        }
        return out;
    }

    static Tensor copyRow(Tensor batch, Tensor row, Tensor index) {
        JTensor b = (JTensor) batch, r = (JTensor) row, idx = (JTensor) index;
        if (!(b.dtype == r.dtype && r.shape.dim(0) == 1 && b.shape.rank() == r.shape.rank())) throw new IllegalArgumentException("copyRow: " + r + " into " + b);
        for (int i = 1; i < b.shape.rank(); i++) if (b.shape.dim(i) != r.shape.dim(i)) throw new IllegalArgumentException("copyRow: " + r.shape + " does not fit " + b.shape);
        if (b.keyTiles != r.keyTiles) throw new IllegalArgumentException("copyRow: a key cache in tiles and one in rows (" + r.shape + " into " + b.shape + ")");
        int i = idx.seg.getAtIndex(I32, 0);
        if (!(i >= 0 && i < b.shape.dim(0))) throw new IllegalArgumentException("copyRow: row " + i + " outside batch " + b.shape.dim(0));
        long elemBytes = b.seg.byteSize() / b.shape.size();
        long bytes = r.shape.size() * elemBytes;
        MemorySegment.copy(r.seg, 0, b.seg, i * bytes, bytes);
        return b;
    }

    static Tensor row(Tensor state, int index) {
        JTensor t = (JTensor) state;
        if (!(index >= 0 && index < t.shape.dim(0))) throw new IllegalArgumentException("row: " + index + " of " + t.shape);
        int[] dims = t.shape.dims();
        dims[0] = 1;
        long bytes = t.seg.byteSize() / t.shape.dim(0);
        JTensor view = new JTensor(t.seg.asSlice(index * bytes, bytes), new Shape(dims), t.dtype, null);
        view.keyTiles = t.keyTiles;
        return view;
    }

    /** A view: the rows are contiguous at the start of the state's memory, and cacheWrite updates them in place. */
    static Tensor narrowRows(Tensor state, int rows) {
        JTensor t = (JTensor) state;
        if (!(rows >= 1 && rows <= t.shape.dim(0))) throw new IllegalArgumentException("narrowRows: " + rows + " of " + t.shape);
        int[] dims = t.shape.dims();
        dims[0] = rows;
        long bytes = t.seg.byteSize() / t.shape.dim(0) * rows;
        JTensor view = new JTensor(t.seg.asSlice(0, bytes), new Shape(dims), t.dtype, null);
        view.keyTiles = t.keyTiles;   // each batch row keeps its own tiles
        return view;
    }

    static Tensor putRows(Tensor state, Tensor rows) {
        JTensor s = (JTensor) state, r = (JTensor) rows;
        if (r.seg.address() == s.seg.address() && r.seg.isNative()) return s; // a view of the state: already in place
        if (s.keyTiles != r.keyTiles) throw new IllegalArgumentException("putRows: a key cache in tiles and one in rows (" + r.shape + " into " + s.shape + ")");
        long bytes = r.seg.byteSize();
        MemorySegment.copy(r.seg, 0, s.seg, 0, bytes);
        return s;
    }

    static Tensor takeTokens(JavaBackend be, Tensor x, Tensor index) {
        JTensor a = JavaBackend.f32(x, "takeTokens"), idx = (JTensor) index;
        int b = a.shape.dim(0), t = a.shape.dim(1), d = a.shape.dim(2);
        if (!(idx.size() == b)) throw new IllegalArgumentException("takeTokens: index " + idx.shape + " for batch " + b);
        JTensor out = be.newF32(Shape.of(b, 1, d));
        for (int bi = 0; bi < b; bi++) {
            int i = idx.seg.getAtIndex(I32, bi);
            if (!(i >= 0 && i < t)) throw new IllegalArgumentException("takeTokens: index " + i + " outside [0, " + t + ")");
            MemorySegment.copy(a.seg, 4L * ((long) bi * t + i) * d, out.seg, 4L * bi * d, 4L * d);
        }
        return out;
    }

    private static long[] strides(int[] dims) {
        long[] s = new long[dims.length];
        long acc = 1;
        for (int i = dims.length - 1; i >= 0; i--) {
            s[i] = acc;
            acc *= dims[i];
        }
        return s;
    }
}
