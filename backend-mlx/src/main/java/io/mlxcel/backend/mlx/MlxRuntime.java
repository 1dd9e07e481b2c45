package io.mlxcel.backend.mlx;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Loads MLX once per process: finds libmlx.so ({@link MlxLocator}), unpacks the shim that this JAR carries into
 * {@code ~/.cache/mlxcel/native/<hash>/}, binds it, and checks that the library's version is the one the shim was
 * compiled against. The outcome, success or the reason for failure, is kept for every later probe.
 */
final class MlxRuntime {
    static final String SHIM_RESOURCE = "/native/linux-x86_64/libmlxcel_mlx.so";

    /** A loaded runtime or why there is none. */
    record Loaded(MlxNative nativeApi, String version, String failure) {
    }

    private static Loaded loaded;

    private MlxRuntime() {
    }

    static final String SHIM_VERSION_RESOURCE = "/native/linux-x86_64/mlx-version.txt";

    /**
     * Whether MLX could be loaded, judged from files alone: the platform, the library (found as {@link MlxLocator}
     * finds it), the shim in this JAR, and the version the library's headers declare against the one the shim was
     * built with. Probes use this so that listing backends never loads libmlx.so into the process: loading it starts
     * MLX's CPU machinery, which measurably slowed the java backend in the same process (decode 64.6 to 55.5 tok/s on
     * SmolLM2). Null when nothing speaks against loading; {@link #get} has the final word.
     */
    static String fileCheck(Map<String, String> env, MlxBuild build) {
        String os = System.getProperty("os.name"), arch = System.getProperty("os.arch");
        if (!os.startsWith("Linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return "this backend-mlx JAR carries a shim for linux-x86_64 only, not " + os + "/" + arch;
        }
        String override = env.get("MLXCEL_MLX_SHIM_PATH");
        boolean shim = override != null && !override.isBlank() ? java.nio.file.Files.isRegularFile(Path.of(override))
                : MlxRuntime.class.getResource(SHIM_RESOURCE) != null;
        if (!shim) {
            return "library missing: this backend-mlx JAR has no " + SHIM_RESOURCE
                    + " (it was built with MLXCEL_MLX_SHIM=skip or without cmake; scripts/build-mlx-shim.sh builds it)";
        }
        String built = shimBuiltAgainst();
        if (built != null && !build.version().equals("unknown") && !built.equals(build.version())) {
            return "version mismatch: the shim was built against MLX " + built + " but libmlx.so at " + build.library() + " is "
                    + build.version() + "; rebuild the shim (scripts/build-mlx-shim.sh) or point MLXCEL_MLX_DIR at MLX " + built;
        }
        return null;
    }

    /** The MLX version the packaged shim was compiled against (recorded by the build), or null. */
    static String shimBuiltAgainst() {
        try (InputStream in = MlxRuntime.class.getResourceAsStream(SHIM_VERSION_RESOURCE)) {
            return in == null ? null : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return null;
        }
    }

    static synchronized Loaded get() {
        if (loaded == null) loaded = load(System.getenv());
        return loaded;
    }

    static Loaded load(Map<String, String> env) {
        String os = System.getProperty("os.name"), arch = System.getProperty("os.arch");
        if (!os.startsWith("Linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return failed("this backend-mlx JAR carries a shim for linux-x86_64 only, not " + os + "/" + arch);
        }
        MlxLocator.Result lib = MlxLocator.locate(env);
        if (lib.library() == null) return failed("library missing: no libmlx.so found (" + lib.describeTried() + ")");
        Path shim;
        try {
            shim = unpackShim(env);
        } catch (IOException e) {
            return failed("cannot unpack the shim: " + e.getMessage());
        }
        if (shim == null) {
            return failed("library missing: this backend-mlx JAR has no " + SHIM_RESOURCE
                    + " (it was built with MLXCEL_MLX_SHIM=skip or without cmake; scripts/build-mlx-shim.sh builds it)");
        }
        MlxNative api;
        try {
            api = new MlxNative(lib.library(), shim);
        } catch (MlxException e) {
            return failed(e.getMessage().startsWith("symbol") ? "symbol missing: " + e.getMessage() : e.getMessage());
        }
        String version = api.mlxVersion();
        String mismatch = versionMismatch(api.builtAgainst(), version);
        if (mismatch != null) return failed(mismatch + " (libmlx.so at " + lib.library() + ")");
        return new Loaded(api, version, null);
    }

    private static Loaded failed(String why) {
        return new Loaded(null, null, why);
    }

    /**
     * The shim uses MLX's C++ API, whose ABI is only stable within a release: the library must be the version the shim
     * was compiled against (major.minor.patch; a dev suffix is ignored). Null when they agree.
     */
    static String versionMismatch(int builtAgainstNumeric, String runtimeVersion) {
        int major = builtAgainstNumeric / 100000, minor = builtAgainstNumeric / 1000 % 100, patch = builtAgainstNumeric % 1000; // MLX_VERSION_NUMERIC
        String built = major + "." + minor + "." + patch;
        var core = java.util.regex.Pattern.compile("^(\\d+\\.\\d+\\.\\d+)").matcher(runtimeVersion);
        if (core.find() && core.group(1).equals(built)) return null;
        return "version mismatch: the shim was built against MLX " + built + " but libmlx.so is " + runtimeVersion
                + "; rebuild the shim (scripts/build-mlx-shim.sh) or point MLXCEL_MLX_DIR at MLX " + built;
    }

    /** Copies the shim out of the JAR (or uses MLXCEL_MLX_SHIM_PATH); null when the JAR has none. */
    private static Path unpackShim(Map<String, String> env) throws IOException {
        return io.mlxcel.spi.NativeLibraries.unpack(MlxRuntime.class, SHIM_RESOURCE, "libmlxcel_mlx.so", "MLXCEL_MLX_SHIM_PATH", env);
    }
}
