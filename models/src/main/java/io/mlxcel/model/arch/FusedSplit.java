package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.spi.HostWeight;

import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A checkpoint view that presents fused projections as the separate tensors the shared decoder asks for: rows
 * [from, from + count) of a fused weight become one tensor. Rows are whole in every storage format (a dense row, a
 * run of GGUF blocks, a row of MLX packed words with its row of scales and biases), so the split is a zero-copy slice.
 */
final class FusedSplit implements Checkpoint {
    private record Part(String fused, int from, int count) {
    }

    private final Checkpoint inner;
    private final Map<String, Part> parts = new LinkedHashMap<>();

    FusedSplit(Checkpoint inner) {
        this.inner = inner;
    }

    /** Declares {@code name} as rows [from, from + count) of {@code fused}. */
    FusedSplit part(String name, String fused, int from, int count) {
        parts.put(name, new Part(fused, from, count));
        return this;
    }

    @Override
    public Path source() {
        return inner.source();
    }

    @Override
    public Set<String> names() {
        Set<String> all = new java.util.LinkedHashSet<>(inner.names());
        for (Map.Entry<String, Part> e : parts.entrySet()) {
            if (all.contains(e.getValue().fused())) all.add(e.getKey());
        }
        return all;
    }

    @Override
    public HostWeight weight(String name) {
        Part p = parts.get(name);
        if (p == null || inner.has(name)) return inner.weight(name);
        return rows(inner.weight(p.fused()), p.from(), p.count(), name);
    }

    /** Rows [from, from + count) of a 2-D weight (or elements, of a 1-D bias), under a new name. */
    static HostWeight rows(HostWeight w, int from, int count, String name) {
        int rows = w.shape().length == 1 ? (int) w.shape()[0] : w.rows();
        if (from < 0 || count < 0 || from + count > rows) {
            throw new CheckpointException(w.name() + ": rows [" + from + ", " + (from + count) + ") asked for '" + name + "' but it has " + rows);
        }
        long[] shape = w.shape().clone();
        shape[0] = count;
        int cols = w.shape().length == 1 ? 1 : w.cols();
        long rowBytes = switch (w.type()) {
            case F32 -> 4L * cols;
            case F16, BF16 -> 2L * cols;
            case Q4_0, Q4_1, Q8_0 -> (long) cols / 32 * w.type().ggufBlockBytes();
            case MLX_AFFINE -> (long) cols * w.bits() / 8;
        };
        MemorySegment data = w.data().asSlice(from * rowBytes, count * rowBytes);
        if (w.scales() == null) return new HostWeight(name, w.type(), shape, data, null, null, null, 0, 0);
        long groupBytes = (long) cols / w.groupSize() * w.scaleType().bytes;
        return new HostWeight(name, w.type(), shape, data, w.scales().asSlice(from * groupBytes, count * groupBytes),
                w.biases().asSlice(from * groupBytes, count * groupBytes), w.scaleType(), w.groupSize(), w.bits());
    }

    @Override
    public void close() {
        inner.close();
    }
}
