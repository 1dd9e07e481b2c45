package io.mlxcel.model.store;

import io.mlxcel.spi.CacheDirs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The model store: {@code <root>/<owner>/<name>}; never reads or writes outside {@code root}. */
public final class ModelStore {
    private static final Pattern REPO = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*");

    /** One stored model. */
    public record Entry(String repo, Path path, long bytes, FileTime modified) {
    }

    private final Path root;

    public ModelStore(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** {@code ${MLXCEL_CACHE_DIR:-~/.cache/mlxcel}/models}. */
    public static ModelStore fromEnvironment() {
        return new ModelStore(CacheDirs.root().resolve("models"));
    }

    public Path root() {
        return root;
    }

    /** The folder of {@code owner/name}; names with path tricks ("..", absolute, extra slashes) are refused. */
    public Path pathOf(String repo) {
        if (repo == null || !REPO.matcher(repo).matches() || repo.contains("..")) {
            throw new IllegalArgumentException("invalid model name '" + repo + "': expected owner/name");
        }
        Path p = root.resolve(repo).normalize();
        if (!p.startsWith(root)) throw new IllegalArgumentException("model name '" + repo + "' points outside the store");
        return p;
    }

    public List<Entry> list() {
        List<Entry> out = new ArrayList<>();
        if (!Files.isDirectory(root)) return out;
        try (Stream<Path> owners = Files.list(root)) {
            for (Path owner : owners.filter(Files::isDirectory).filter(o -> !o.getFileName().toString().startsWith(".")).sorted().toList()) {
                try (Stream<Path> names = Files.list(owner)) {
                    for (Path dir : names.filter(Files::isDirectory).sorted().toList()) {
                        if (dir.getFileName().toString().startsWith(".")) continue;
                        out.add(describe(owner.getFileName() + "/" + dir.getFileName(), dir));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static Entry describe(String repo, Path dir) throws IOException {
        long bytes = 0;
        FileTime modified = Files.getLastModifiedTime(dir);
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                bytes += Files.size(f);
                FileTime t = Files.getLastModifiedTime(f);
                if (t.compareTo(modified) > 0) modified = t;
            }
        }
        return new Entry(repo, dir, bytes, modified);
    }

    /** Deletes a stored model; returns its description, or throws if it is not stored. */
    public Entry remove(String repo) {
        Path dir = pathOf(repo);
        if (!Files.isDirectory(dir)) throw new IllegalArgumentException("model '" + repo + "' is not in the store (" + root + ")");
        try {
            Entry e = describe(repo, dir);
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
            }
            Path owner = dir.getParent();
            try (Stream<Path> rest = Files.list(owner)) {
                if (rest.findAny().isEmpty()) Files.delete(owner);
            }
            return e;
        } catch (IOException ex) {
            throw new UncheckedIOException("cannot remove " + dir + ": " + ex.getMessage(), ex);
        }
    }
}
