package io.mlxcel.cli;

import io.mlxcel.spi.CacheDirs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The packed-weight cache's directory as the CLI sees it (adr/0013): its size for {@code list}, emptied by
 * {@code rm --packed-cache}. Entries are keyed by weight bytes, not by model, so they are listed and removed as a whole.
 */
record PackedWeights(Path dir) {
    record Usage(int entries, long bytes) {
    }

    /** Null when MLXCEL_PACK_CACHE switches the cache off. */
    static PackedWeights fromEnvironment() {
        Path dir = CacheDirs.packedWeights(null, System.getenv());
        return dir == null ? null : new PackedWeights(dir);
    }

    Usage usage() {
        long bytes = 0;
        List<Path> entries = entries();
        for (Path p : entries) {
            try {
                bytes += Files.size(p);
            } catch (IOException ignored) {
                // removed meanwhile
            }
        }
        return new Usage(entries.size(), bytes);
    }

    Usage clear() {
        Usage before = usage();
        for (Path p : entries()) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                throw new UncheckedIOException(p + ": cannot remove: " + e.getMessage(), e);
            }
        }
        return before;
    }

    private List<Path> entries() {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".bin")).toList();
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(dir + ": cannot list: " + e.getMessage(), e);
        }
    }
}
