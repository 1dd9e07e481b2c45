package io.mlxcel.backend.mlx.metal;

import io.mlxcel.backend.mlx.MlxBackend;
import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.spi.Availability;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.BackendProvider;
import io.mlxcel.spi.ComputeBackend;

/**
 * MLX on Apple silicon ({@code mlx-metal}): Metal exists only on macOS arm64, and the located MLX must be the Metal
 * build. {@code MLXCEL_DEVICE=cpu} skips the device check.
 */
public final class MlxMetalProvider implements BackendProvider {
    @Override
    public String name() {
        return "mlx-metal";
    }

    @Override
    public int priority() {
        return 20;
    }

    @Override
    public int priority(BackendConfig config) {
        return "cpu".equalsIgnoreCase(config.device()) ? 4 : 20;
    }

    @Override
    public Availability probe(BackendConfig config) {
        boolean cpu = "cpu".equalsIgnoreCase(config.device());
        String platform = platformRefusal(System.getProperty("os.name"), System.getProperty("os.arch"));
        if (!cpu && platform != null) return Availability.no(platform);
        StringBuilder tried = new StringBuilder();
        MlxBuild build = MlxBuild.locate(System.getenv(), tried);
        if (build == null) return Availability.no("library missing: no libmlx.so found (" + tried + ")");
        if (!cpu && build.kind() != MlxBuild.Kind.METAL && build.kind() != MlxBuild.Kind.UNKNOWN) {
            return Availability.no("the MLX found at " + build.library() + " is " + build.kind().label + ", not the Metal build (pip install mlx)");
        }
        String why = MlxBackend.unavailableReason();
        return why == null ? Availability.ok((cpu ? "cpu (device check skipped)" : "gpu (Metal)") + ", MLX " + build.version()) : Availability.no(why);
    }

    /** Null on macOS arm64; otherwise why Metal cannot be used here. */
    static String platformRefusal(String osName, String osArch) {
        boolean mac = osName != null && osName.toLowerCase().startsWith("mac");
        boolean arm = "aarch64".equals(osArch) || "arm64".equals(osArch);
        if (mac && arm) return null;
        return "Metal needs macOS on Apple silicon (arm64); this is " + osName + " " + osArch + " (MLXCEL_DEVICE=cpu runs MLX on the CPU)";
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return MlxBackend.create(!"cpu".equalsIgnoreCase(config.device()));
    }
}
