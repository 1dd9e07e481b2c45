package io.mlxcel.backend.mlx.cuda;

import io.mlxcel.spi.device.CudaDriver;
import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.backend.mlx.MlxDeviceProvider.DeviceCheck;

/**
 * Whether the located MLX build can run on this machine's NVIDIA GPU, from plain inputs so that machines we do not
 * have are testable: the driver's CUDA version against the CUDA major the build was made for, and the GPU's compute
 * capability against the architectures the build carries. SASS for sm_XY runs on sm_XZ with Z &gt;= Y (same major);
 * PTX for compute_XY is compiled by the driver for any GPU of capability XY or newer.
 */
final class CudaCheck {
    private CudaCheck() {
    }

    /**
     * @param cudaMajor the CUDA major the MLX build needs (13 for mlx-cuda-13), or 0 when unknown
     */
    static DeviceCheck check(CudaDriver.System sys, MlxBuild build, int cudaMajor, CudaFatbin.Archs archs) {
        StringBuilder s = new StringBuilder("mlx-cuda: ");
        s.append(sys.driverVersion() < 0 ? "no driver" : "driver supports CUDA " + cuda(sys.driverVersion()));
        for (CudaDriver.Gpu g : sys.gpus()) s.append("; GPU ").append(g.ordinal()).append(' ').append(g.name()).append(" sm_").append(g.sm());
        s.append("; MLX ").append(build.version()).append(' ').append(build.kind().label).append(" at ").append(build.library());
        s.append(cudaMajor > 0 ? " (built for CUDA " + cudaMajor + ")" : "").append(": ").append(archs.describe());
        if (build.kind() != MlxBuild.Kind.CUDA) {
            return refuse(s, "the MLX found at " + build.library() + " is " + build.kind().label
                    + ", not a CUDA build; install the mlx-cuda-13 wheel (scripts/mlx-venv.sh --cuda) or set MLXCEL_MLX_DIR");
        }
        if (sys.driverVersion() < 0) return refuse(s, sys.problem() != null ? sys.problem() : "no NVIDIA driver");
        if (cudaMajor > 0 && sys.driverVersion() / 1000 < cudaMajor) {
            return refuse(s, "the NVIDIA driver supports CUDA " + cuda(sys.driverVersion()) + " but MLX " + build.version()
                    + " was built for CUDA " + cudaMajor + "; update the driver or use an MLX build for CUDA " + sys.driverVersion() / 1000);
        }
        if (sys.gpus().isEmpty()) {
            return refuse(s, "the NVIDIA driver reports no CUDA device" + (sys.problem() != null ? " (" + sys.problem() + ")" : ""));
        }
        CudaDriver.Gpu gpu = sys.gpus().getFirst();
        String how = covers(archs, gpu.sm());
        if (how == null) {
            return refuse(s, "GPU " + gpu.ordinal() + " (" + gpu.name() + ") has compute capability " + gpu.major() + "." + gpu.minor()
                    + " (sm_" + gpu.sm() + ") but MLX " + build.version() + " at " + build.library() + " carries " + archs.describe()
                    + ": no kernels for this GPU; use an MLX build that includes sm_" + gpu.sm() + ", or MLXCEL_DEVICE=cpu");
        }
        s.append(" -> GPU ").append(gpu.ordinal()).append(" covered by ").append(how);
        return new DeviceCheck(null, "gpu " + gpu.ordinal() + " " + gpu.name() + " (sm_" + gpu.sm() + ", " + how + "), MLX " + build.version(), s.toString());
    }

    /** How code for {@code sm} is available ("SASS sm_90", "PTX compute_80 (JIT)"), or null; true when the file has no fat binary to read. */
    static String covers(CudaFatbin.Archs archs, int sm) {
        if (!archs.found()) return "an unread build (no fat binary found to check)";
        Integer sass = archs.sass().floor(sm);
        if (sass != null && sass / 10 == sm / 10) return "SASS sm_" + sass;
        Integer ptx = archs.ptx().floor(sm);
        if (ptx != null) return "PTX compute_" + ptx + " (JIT)";
        return null;
    }

    private static DeviceCheck refuse(StringBuilder summary, String why) {
        return DeviceCheck.refuse(summary.toString(), why);
    }

    static String cuda(int version) {
        return version / 1000 + "." + version % 1000 / 10;
    }
}
