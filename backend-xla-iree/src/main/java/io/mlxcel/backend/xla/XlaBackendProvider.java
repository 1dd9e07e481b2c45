package io.mlxcel.backend.xla;

import io.mlxcel.spi.device.CudaDriver;
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
                CudaDriver.System sys = CudaDriver.query();
                String refusal = cudaRefusal(sys);
                if (refusal != null) {
                    return Availability.no("MLXCEL_XLA_DEVICE=cuda: " + refusal + "; MLXCEL_XLA_DEVICE=local-task (or MLXCEL_DEVICE=cpu) runs on the CPU");
                }
                CudaDriver.Gpu gpu = sys.gpus().getFirst();
                return Availability.ok("IREE " + XlaConfig.IREE_VERSION + " cuda on GPU " + gpu.ordinal() + " " + gpu.name() + " (sm_" + gpu.sm()
                        + ", compiling for " + c.cudaTarget() + "), compiler " + XlaConfig.compilerLibrary(System.getenv()).path());
            }
            return Availability.ok("IREE " + XlaConfig.IREE_VERSION + " " + c.driver() + ", compiler "
                    + XlaConfig.compilerLibrary(System.getenv()).path());
        } catch (IllegalArgumentException e) {
            return Availability.no(e.getMessage());
        }
    }

    /**
     * Why IREE's CUDA driver cannot run on what the NVIDIA driver reports, or null. The driver library and devices come
     * first; IREE 3.11's CUDA HAL driver binds CUDA 12 driver API entry points, so an older driver is refused too.
     */
    static String cudaRefusal(CudaDriver.System sys) {
        if (sys.problem() != null) return sys.problem();
        if (sys.gpus().isEmpty()) return "the NVIDIA driver reports no CUDA device";
        if (sys.driverVersion() < 12000) {
            return "the NVIDIA driver supports CUDA " + sys.driverVersion() / 1000 + "." + sys.driverVersion() % 1000 / 10
                    + "; IREE's CUDA driver needs 12.0 or newer";
        }
        return null;
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return new XlaBackend(XlaConfig.fromEnvironment(System.getenv(), config.device()));
    }
}
