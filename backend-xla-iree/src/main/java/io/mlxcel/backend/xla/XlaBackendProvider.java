package io.mlxcel.backend.xla;

import io.mlxcel.spi.Availability;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.BackendProvider;
import io.mlxcel.spi.ComputeBackend;

/**
 * Registers the XLA/IREE backend (provider name {@code xla}). It is chosen by name ({@code MLXCEL_BACKEND=xla});
 * its priority sits below the java backend's, since compiling each step signature costs seconds on first use.
 */
public final class XlaBackendProvider implements BackendProvider {
    @Override
    public String name() {
        return "xla";
    }

    @Override
    public int priority() {
        return 1;
    }

    /** Why the backend cannot run here (from files alone, nothing is loaded), or null. */
    static String unavailableReason() {
        String os = System.getProperty("os.name"), arch = System.getProperty("os.arch");
        if (!os.startsWith("Linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return "this backend-xla-iree JAR carries an IREE runtime for linux-x86_64 only, not " + os + "/" + arch;
        }
        if (!IreeRuntime.packaged()) {
            return "library missing: this backend-xla-iree JAR has no " + IreeRuntime.SHIM_RESOURCE
                    + " (built with MLXCEL_IREE_RUNTIME=skip or without a C compiler; scripts/build-iree-runtime.sh builds it)";
        }
        return XlaConfig.compilerLibrary(System.getenv()).why();
    }

    @Override
    public Availability probe(BackendConfig config) {
        String why = unavailableReason();
        if (why != null) return Availability.no(why);
        try {
            XlaConfig c = XlaConfig.fromEnvironment(System.getenv(), config.device());
            if (c.driver().equals("cuda")) {
                return Availability.no("MLXCEL_XLA_DEVICE=cuda: this build of the IREE runtime has the local-task and local-sync "
                        + "drivers only (no CUDA driver compiled in)");
            }
            return Availability.ok("IREE " + XlaConfig.IREE_VERSION + " " + c.driver() + ", compiler "
                    + XlaConfig.compilerLibrary(System.getenv()).path());
        } catch (IllegalArgumentException e) {
            return Availability.no(e.getMessage());
        }
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return new XlaBackend(XlaConfig.fromEnvironment(System.getenv(), config.device()));
    }
}
