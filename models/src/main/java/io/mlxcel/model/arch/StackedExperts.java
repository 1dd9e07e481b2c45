package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.spi.HostWeight;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A checkpoint view that serves Hugging Face's per-expert MoE layout ({@code <block>.experts.<e>.<name>.weight}) under
 * mlx-lm's stacked names ({@code <block>.switch_mlp.<proj>.weight}, [E, N, K]) by copying the experts into one
 * contiguous tensor on first request. Checkpoints already in the stacked layout pass through untouched.
 */
final class StackedExperts implements Checkpoint {
    /** Qwen 3 MoE's per-expert names are the stacked ones. */
    static final Map<String, String> SAME_NAMES = Map.of("gate_proj", "gate_proj", "up_proj", "up_proj", "down_proj", "down_proj");

    private final Checkpoint inner;
    private final int experts;
    private final Pattern stacked, perExpert;
    /** Stacked projection name to its per-expert name (Mixtral: gate_proj is w1, up_proj w3, down_proj w2). */
    private final Map<String, String> names;
    /** Freed by the GC once no weight holds its segments (backends keep the segments they borrow). */
    private final Arena arena = Arena.ofAuto();

    /** @param block the layer's sub-module holding the experts ({@code mlp}, {@code block_sparse_moe}) */
    StackedExperts(Checkpoint inner, int experts, String block, Map<String, String> names) {
        this.inner = inner;
        this.experts = experts;
        this.names = Map.copyOf(names);
        this.stacked = Pattern.compile("(model\\.layers\\.\\d+\\." + Pattern.quote(block) + ")\\.switch_mlp\\.(\\w+)\\.weight");
        this.perExpert = Pattern.compile("(model\\.layers\\.\\d+\\." + Pattern.quote(block) + ")\\.experts\\.0\\.(\\w+)\\.weight");
    }

    @Override
    public Path source() {
        return inner.source();
    }

    @Override
    public Set<String> names() {
        Set<String> all = new LinkedHashSet<>(inner.names());
        for (String n : inner.names()) {
            Matcher m = perExpert.matcher(n);
            if (!m.matches()) continue;
            for (var e : names.entrySet()) {
                if (e.getValue().equals(m.group(2))) all.add(m.group(1) + ".switch_mlp." + e.getKey() + ".weight");
            }
        }
        return all;
    }

    @Override
    public HostWeight weight(String name) {
        Matcher m = stacked.matcher(name);
        if (!m.matches() || inner.has(name) || !names.containsKey(m.group(2))) return inner.weight(name);
        String each = names.get(m.group(2));
        HostWeight first = inner.weight(m.group(1) + ".experts.0." + each + ".weight");
        if (first.shape().length != 2) throw new CheckpointException(first + ": an expert projection must be 2-D");
        HostWeight[] parts = new HostWeight[experts];
        for (int e = 0; e < experts; e++) {
            parts[e] = e == 0 ? first : inner.weight(m.group(1) + ".experts." + e + "." + each + ".weight");
            if (parts[e].type() != first.type() || parts[e].rows() != first.rows() || parts[e].cols() != first.cols()) {
                throw new CheckpointException(parts[e] + ": differs in type or shape from " + first);
            }
        }
        long[] shape = {experts, first.shape()[0], first.shape()[1]};
        MemorySegment data = concat(parts, 0);
        if (first.scales() == null) return new HostWeight(name, first.type(), shape, data, null, null, null, 0, 0);
        return new HostWeight(name, first.type(), shape, data, concat(parts, 1), concat(parts, 2), first.scaleType(), first.groupSize(), first.bits());
    }

    /** The experts' data (0), scales (1) or biases (2), one after the other. */
    private MemorySegment concat(HostWeight[] parts, int which) {
        long each = segment(parts[0], which).byteSize();
        MemorySegment out = arena.allocate(each * parts.length, 64);
        for (int e = 0; e < parts.length; e++) out.asSlice(e * each, each).copyFrom(segment(parts[e], which).asSlice(0, each));
        return out;
    }

    private static MemorySegment segment(HostWeight w, int which) {
        return which == 0 ? w.data() : which == 1 ? w.scales() : w.biases();
    }

    @Override
    public void close() {
        inner.close();
    }
}
