package io.mlxcel.backend.xla;

import io.mlxcel.spi.ComputeBackend;

import java.util.HashMap;
import java.util.Map;

/** Opens the xla backend with settings given in code, over the environment (for tests and tools; the CLI uses the environment). */
public final class XlaBackends {
    private XlaBackends() {
    }

    /** {@code settings} uses the environment's names (MLXCEL_XLA_QUANT, MLXCEL_XLA_PRECISION, MLXCEL_XLA_DEVICE, MLXCEL_CACHE_DIR). */
    public static ComputeBackend open(Map<String, String> settings) {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.putAll(settings);
        return new XlaBackend(XlaConfig.fromEnvironment(env, "cpu"));
    }

    /** How many modules this process has compiled rather than loaded from the compile cache. */
    public static int compiles() {
        return Programs.compiles();
    }
}
