package io.mlxcel.server;

import io.mlxcel.model.store.GgufNames;
import io.mlxcel.model.store.ModelStore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The models a router-mode server offers, named as llama-server's router names them: a store repository
 * {@code owner/name} holding safetensors is {@code owner/name}; each GGUF file in one is {@code owner/name:TAG}, TAG the
 * quantization its file name carries ({@code Q4_K_M}, {@code Q8_0}, {@code F32}, …), with {@code owner/name} as an
 * alias where the repository holds one model; in {@code --models-dir}, a {@code .gguf} file is its name without the
 * extension and a folder (GGUF or safetensors) its folder name. Projector ({@code mmproj}) files and the later shards of a
 * split GGUF are not models of their own.
 */
final class ModelCatalog {
    /** One model found. */
    record Entry(String id, List<String> aliases, Path path, String source) {
    }

    private ModelCatalog() {
    }

    /** The store's models, then those of {@code modelsDir} (null: none). */
    static List<Entry> scan(ModelStore store, Path modelsDir) {
        List<Entry> out = new ArrayList<>();
        if (store != null) {
            for (ModelStore.Entry e : store.list()) out.addAll(repository(e.repo(), e.path()));
        }
        if (modelsDir != null) out.addAll(folder(modelsDir));
        return out;
    }

    private static List<Entry> repository(String repo, Path dir) {
        List<Path> ggufs = modelFiles(dir);
        if (ggufs.isEmpty()) {
            return Files.isRegularFile(dir.resolve("config.json")) ? List.of(new Entry(repo, List.of(), dir, "cache")) : List.of();
        }
        List<Entry> out = new ArrayList<>();
        for (Path f : ggufs) {
            String name = f.getFileName().toString();
            String tag = GgufNames.tag(name);
            String id = repo + ":" + (tag != null ? tag : name);
            List<String> aliases = new ArrayList<>();
            aliases.add(repo + ":" + name);
            if (ggufs.size() == 1) aliases.add(repo);
            aliases.remove(id);
            out.add(new Entry(id, aliases, f, "cache"));
        }
        return out;
    }

    private static List<Entry> folder(Path dir) {
        if (!Files.isDirectory(dir)) throw new IllegalArgumentException("--models-dir " + dir + ": no such folder");
        List<Entry> out = new ArrayList<>();
        for (Path p : list(dir)) {
            String name = p.getFileName().toString();
            if (name.startsWith(".")) continue;
            if (Files.isDirectory(p)) {
                List<Path> ggufs = modelFiles(p);
                if (!ggufs.isEmpty()) out.add(new Entry(name, List.of(), ggufs.getFirst(), "models_dir"));
                else if (Files.isRegularFile(p.resolve("config.json"))) out.add(new Entry(name, List.of(), p, "models_dir"));
            } else if (GgufNames.isModelFile(name)) {
                out.add(new Entry(name.substring(0, name.length() - ".gguf".length()), List.of(), p, "models_dir"));
            }
        }
        return out;
    }

    /** The GGUF files of a folder that are models: not projectors, and of a split file only its first shard. */
    private static List<Path> modelFiles(Path dir) {
        return list(dir).stream().filter(Files::isRegularFile).filter(p -> GgufNames.isModelFile(p.getFileName().toString())).toList();
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }
}
