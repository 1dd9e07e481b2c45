package io.mlxcel.spi;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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

    /**
     * Where backends keep weights repacked for their kernels (adr/0013), or null when switched off:
     * {@code setting} (a system property's value, null if unset) else {@code MLXCEL_PACK_CACHE}: off / false / 0 / no,
     * a path, or unset / on for {@code <root>/packed}.
     */
    public static Path packedWeights(String setting, Map<String, String> env) {
        String s = setting != null ? setting.strip() : env.getOrDefault("MLXCEL_PACK_CACHE", "").strip();
        if (List.of("off", "false", "0", "no").contains(s.toLowerCase(Locale.ROOT))) return null;
        return s.isEmpty() || s.equalsIgnoreCase("on") ? root(env).resolve("packed") : Path.of(s);
    }
}
