package io.mlxcel.backend.mlx.metal;

import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.backend.mlx.MlxDeviceProvider;

/** MLX on Apple silicon ({@code mlx-metal}): Metal exists only on macOS arm64, and the located MLX must be the Metal build. */
public final class MlxMetalProvider extends MlxDeviceProvider {
    @Override
    public String name() {
        return "mlx-metal";
    }

    @Override
    protected DeviceCheck checkDevice(MlxBuild build) {
        String summary = "mlx-metal: " + System.getProperty("os.name") + " " + System.getProperty("os.arch") + "; MLX " + build.version()
                + " " + build.kind().label + " at " + build.library();
        String platform = platformRefusal(System.getProperty("os.name"), System.getProperty("os.arch"));
        if (platform != null) return DeviceCheck.refuse(summary, platform);
        if (build.kind() != MlxBuild.Kind.METAL && build.kind() != MlxBuild.Kind.UNKNOWN) {
            return DeviceCheck.refuse(summary, "the MLX found at " + build.library() + " is " + build.kind().label + ", not the Metal build (pip install mlx)");
        }
        return new DeviceCheck(null, "gpu (Metal), MLX " + build.version(), summary + " -> Metal");
    }

    /** Null on macOS arm64; otherwise why Metal cannot be used here. */
    static String platformRefusal(String osName, String osArch) {
        boolean mac = osName != null && osName.toLowerCase().startsWith("mac");
        boolean arm = "aarch64".equals(osArch) || "arm64".equals(osArch);
        if (mac && arm) return null;
        return "Metal needs macOS on Apple silicon (arm64); this is " + osName + " " + osArch + " (MLXCEL_DEVICE=cpu runs MLX on the CPU)";
    }
}
