package io.mlxcel.model;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.BiFunction;

/** Read-only memory mapping of a whole checkpoint file, shared by the format readers. */
public final class MappedFile {
    private MappedFile() {
    }

    /**
     * Maps {@code path} into a new shared arena and hands both to {@code parser}; if mapping or parsing fails the
     * arena is closed and the error names the file.
     */
    public static <T> T open(Path path, BiFunction<Arena, MemorySegment, T> parser) {
        Arena arena = Arena.ofShared();
        try {
            MemorySegment map;
            try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
                map = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size(), arena);
            }
            return parser.apply(arena, map);
        } catch (IOException e) {
            arena.close();
            throw new CheckpointException(path + ": cannot read: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            arena.close();
            throw e;
        }
    }
}
