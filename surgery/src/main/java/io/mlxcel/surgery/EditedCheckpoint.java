package io.mlxcel.surgery;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.spi.HostWeight;

import java.lang.foreign.Arena;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/** A checkpoint seen through surgery: edited tensors from memory, the rest from the source, layers renumbered. */
final class EditedCheckpoint implements Checkpoint {
    private final Checkpoint source;
    private final Arena arena;
    private final Map<String, HostWeight> overrides;
    private final Map<String, String> names; // visible name -> source name

    EditedCheckpoint(Checkpoint source, Arena arena, Map<String, HostWeight> overrides, Map<String, String> names) {
        this.source = source;
        this.arena = arena;
        this.overrides = overrides;
        this.names = names;
    }

    @Override
    public Path source() {
        return source.source();
    }

    @Override
    public Set<String> names() {
        return names.keySet();
    }

    @Override
    public HostWeight weight(String name) {
        String src = names.get(name);
        if (src == null) throw new CheckpointException(source.source() + ": tensor '" + name + "' is missing (after surgery)");
        HostWeight o = overrides.get(src);
        return o != null ? o : source.weight(src);
    }

    @Override
    public void close() {
        source.close();
        arena.close();
    }
}
