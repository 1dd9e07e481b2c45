package io.mlxcel.backend.java;

import io.mlxcel.spi.Shape;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;


/**
 * The ops a mixture-of-experts block needs (router top-k, gathers, reductions, expert projections) and numpy-style
 * broadcasting, kept out of {@link JavaBackend} for size. Expert projections group the slots routed to each expert
 * into one matrix and run the ordinary linear kernels on that expert's weight.
 */
final class JavaMoe {
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED;

    private JavaMoe() {
    }

    /** Element strides of b as broadcast to a's shape (0 along broadcast axes); fails naming both shapes. */
    static long[] broadcastStrides(Shape a, Shape b, String op) {
        int rank = a.rank(), offset = rank - b.rank();
        if (!(offset >= 0)) throw new IllegalArgumentException(op + ": shapes " + a + " and " + b + " do not broadcast");
        long[] strides = new long[rank];
        long stride = 1;
        for (int ax = rank - 1; ax >= offset; ax--) {
            int bd = b.dim(ax - offset);
            if (!(bd == a.dim(ax) || bd == 1)) throw new IllegalArgumentException(op + ": shapes " + a + " and " + b + " do not broadcast");
            strides[ax] = bd == 1 ? 0 : stride;
            stride *= bd;
        }
        return strides;
    }

    static JTensor sum(JavaBackend be, JTensor a, int axis) {
        int ax = axis < 0 ? a.shape.rank() + axis : axis;
        int[] dims = a.shape.dims();
        long outer = 1, inner = 1;
        for (int i = 0; i < ax; i++) outer *= dims[i];
        for (int i = ax + 1; i < dims.length; i++) inner *= dims[i];
        int[] outDims = new int[dims.length - 1];
        for (int i = 0, j = 0; i < dims.length; i++) if (i != ax) outDims[j++] = dims[i];
        JTensor out = be.newF32(new Shape(outDims));
        for (long o = 0; o < outer; o++) {
            for (long in = 0; in < inner; in++) {
                float s = 0;
                for (int k = 0; k < dims[ax]; k++) s += a.seg.getAtIndex(F32, (o * dims[ax] + k) * inner + in);
                out.seg.setAtIndex(F32, o * inner + in, s);
            }
        }
        return out;
    }

    static JTensor topK(JavaBackend be, JTensor a, int k) {
        int d = a.last();
        if (!(k >= 1 && k <= d)) throw new IllegalArgumentException("topK: k = " + k + " for a last axis of " + d);
        int[] outDims = a.shape.dims();
        outDims[outDims.length - 1] = k;
        JTensor out = be.newI32(new Shape(outDims));
        boolean[] taken = new boolean[d];
        for (long r = 0; r < a.size() / d; r++) {
            Arrays.fill(taken, false);
            for (int j = 0; j < k; j++) {
                int best = -1;
                float bv = Float.NEGATIVE_INFINITY;
                for (int i = 0; i < d; i++) {
                    float v = a.seg.getAtIndex(F32, r * d + i);
                    if (!taken[i] && (best < 0 || v > bv)) {
                        best = i;
                        bv = v;
                    }
                }
                taken[best] = true;
                out.seg.setAtIndex(I32, r * k + j, best);
            }
        }
        return out;
    }

    static JTensor takeAlong(JavaBackend be, JTensor a, JTensor indices) {
        int d = a.last(), k = indices.last();
        if (!(indices.size() / k == a.size() / d)) throw new IllegalArgumentException("takeAlong: " + a.shape + " and indices " + indices.shape + " differ in leading axes");
        JTensor out = be.newF32(indices.shape);
        for (long r = 0; r < a.size() / d; r++) {
            for (int j = 0; j < k; j++) {
                int i = indices.seg.getAtIndex(I32, r * k + j);
                if (!(i >= 0 && i < d)) throw new IllegalArgumentException("takeAlong: index " + i + " outside [0, " + d + ")");
                out.seg.setAtIndex(F32, r * k + j, a.seg.getAtIndex(F32, r * d + i));
            }
        }
        return out;
    }

    /** Expert projection: the slots routed to each expert become one activation matrix for that expert's weight. */
    static JTensor gatherLinear(JavaBackend be, JTensor x, JTensor stack, JTensor indices) {
        if (!(stack.experts != null)) throw new IllegalArgumentException("gatherLinear: " + stack + " is not a stack of experts [E, N, K]");
        int experts = stack.experts.length, n = stack.shape.dim(1), kIn = stack.shape.dim(2);
        int slots = indices.last();
        long rows = indices.size() / slots;
        boolean perSlot = x.shape.rank() == indices.shape.rank() + 1;
        if (!(x.last() == kIn)) throw new IllegalArgumentException("gatherLinear: input has " + x.last() + " features, experts expect " + kIn);
        if (!((perSlot ? x.size() / kIn : x.size() / kIn * slots) == rows * slots)) throw new IllegalArgumentException("gatherLinear: input " + x.shape + " does not match indices " + indices.shape);
        int[] outDims = Arrays.copyOf(indices.shape.dims(), indices.shape.rank() + 1);
        outDims[outDims.length - 1] = n;
        JTensor out = be.newF32(new Shape(outDims));
        List<List<Long>> routed = new ArrayList<>();
        for (int e = 0; e < experts; e++) routed.add(new ArrayList<>());
        for (long s = 0; s < rows * slots; s++) {
            int e = indices.seg.getAtIndex(I32, s);
            if (!(e >= 0 && e < experts)) throw new IllegalArgumentException("gatherLinear: expert " + e + " outside [0, " + experts + ")");
            routed.get(e).add(s);
        }
        for (int e = 0; e < experts; e++) {
            List<Long> slotsOfE = routed.get(e);
            if (slotsOfE.isEmpty()) continue;
            // gathered rows in step scratch (native memory, like every other activation the kernels see)
            JTensor xs = be.newF32(Shape.of(slotsOfE.size(), kIn));
            for (int i = 0; i < slotsOfE.size(); i++) {
                long s = slotsOfE.get(i), row = perSlot ? s : s / slots;
                MemorySegment.copy(x.seg, row * kIn * 4, xs.seg, (long) i * kIn * 4, 4L * kIn);
            }
            JTensor y = (JTensor) be.linear0(xs, stack.experts[e]);
            for (int i = 0; i < slotsOfE.size(); i++) {
                MemorySegment.copy(y.seg, (long) i * n * 4, out.seg, slotsOfE.get(i) * n * 4, 4L * n);
            }
        }
        return out;
    }
}
