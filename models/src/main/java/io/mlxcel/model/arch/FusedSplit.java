package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.spi.HostWeight;

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
        return inner.weight(p.fused()).rows(p.from(), p.count(), name);
    }

    @Override
    public void close() {
        inner.close();
    }
}
