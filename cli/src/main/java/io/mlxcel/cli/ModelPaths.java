package io.mlxcel.cli;

import io.mlxcel.model.store.HubDownloader;
import io.mlxcel.model.store.ModelStore;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Turns a -m argument into a local path: an existing file or folder as is; else {@code owner/name} (or a bare
 * {@code name}, meaning {@code ${MLXCEL_DEFAULT_ORG:-mlx-community}/name}) in the store, downloaded when missing;
 * {@code owner/name:FILE.gguf} picks one file of a GGUF repository.
 */
final class ModelPaths {
    static final String DEFAULT_MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct";

    /** A parsed model reference. */
    record Ref(String repo, String file) {
    }

    private ModelPaths() {
    }

    static Path storeRoot() {
        return ModelStore.fromEnvironment().root();
    }

    static Ref parse(String model, String hfFile) {
        String m = model;
        String file = hfFile;
        int colon = m.lastIndexOf(':');
        if (colon > 0 && m.substring(colon + 1).endsWith(".gguf")) {
            file = m.substring(colon + 1);
            m = m.substring(0, colon);
        }
        if (!m.contains("/")) {
            String org = System.getenv("MLXCEL_DEFAULT_ORG");
            m = (org == null || org.isBlank() ? "mlx-community" : org) + "/" + m;
        }
        return new Ref(m, file);
    }

    static Path resolve(String model) {
        return resolve(model, null, null, false);
    }

    static Path resolve(String model, String hfFile, String revision, boolean offline) {
        if (model == null) model = DEFAULT_MODEL;
        Path p = CommandIo.current().resolve(Path.of(model));
        if (Files.exists(p)) return p;
        if (model.startsWith("/") || model.startsWith(".") || model.chars().filter(c -> c == '/').count() > 1) {
            throw new IllegalArgumentException("model '" + model + "': no such file or folder");
        }
        Ref ref = parse(model, hfFile);
        ModelStore store = ModelStore.fromEnvironment();
        Path dir = store.pathOf(ref.repo());
        if (Files.isDirectory(dir) && (ref.file() == null || Files.exists(dir.resolve(ref.file())))) {
            return ref.file() == null ? dir : dir.resolve(ref.file());
        }
        boolean off = offline || HubDownloader.offlineFromEnvironment();
        CommandIo.current().err().println("mlxcel: " + ref.repo() + " is not in the store; " + (off ? "offline" : "downloading"));
        Path got = HubDownloader.fromEnvironment(store).download(ref.repo(), revision, ref.file(), off, ProgressBar.forStderr());
        return ref.file() == null ? got : got.resolve(ref.file());
    }
}
