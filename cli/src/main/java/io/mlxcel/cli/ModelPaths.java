package io.mlxcel.cli;

import io.mlxcel.model.store.ModelStore;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where models live: {@code ${MLXCEL_CACHE_DIR:-~/.cache/mlxcel}/models/<owner>/<name>}. */
final class ModelPaths {
    static final String DEFAULT_MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct";

    private ModelPaths() {
    }

    static Path storeRoot() {
        return ModelStore.fromEnvironment().root();
    }

    /** A local path as is, else owner/name in the store; null means the default model. */
    static Path resolve(String model) {
        if (model == null) model = DEFAULT_MODEL;
        Path p = Path.of(model);
        if (Files.exists(p)) return p;
        if (model.matches("[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*")) {
            Path stored = new ModelStore(storeRoot()).pathOf(model);
            if (Files.exists(stored)) return stored;
            throw new IllegalArgumentException("model '" + model + "' is not in the store (" + stored
                    + ") and downloading is not available yet; give a local path with -m");
        }
        throw new IllegalArgumentException("model '" + model + "': no such file or folder");
    }
}
