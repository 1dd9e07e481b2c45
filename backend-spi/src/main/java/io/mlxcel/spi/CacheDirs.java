package io.mlxcel.spi;

import java.nio.file.Path;
import java.util.Map;

/** Where mlxcel keeps what it downloads, unpacks or derives: one root, {@code ${MLXCEL_CACHE_DIR:-~/.cache/mlxcel}}. */
public final class CacheDirs {
    private CacheDirs() {
    }

    /** The root for this process's environment. */
    public static Path root() {
        return root(System.getenv());
    }

    /** The root for {@code env} (MLXCEL_CACHE_DIR when set and not blank, else HOME's .cache/mlxcel). */
    public static Path root(Map<String, String> env) {
        String dir = env.get("MLXCEL_CACHE_DIR");
        if (dir != null && !dir.isBlank()) return Path.of(dir);
        String home = env.getOrDefault("HOME", System.getProperty("user.home"));
        return Path.of(home, ".cache", "mlxcel");
    }
}
