package io.mlxcel.backend.mlx;

import io.mlxcel.spi.Availability;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.BackendProvider;
import io.mlxcel.spi.ComputeBackend;

/**
 * What the device modules (mlx-cuda, mlx-rocm, mlx-metal) share: they find the one MLX build of the process, check
 * their device against it ({@link #checkDevice}), then use the shared MLX runtime. They rank above the java backend
 * (20) unless {@code MLXCEL_DEVICE=cpu}, which skips the device check and ranks them below it (4).
 * {@code MLXCEL_TRACE_ARCH} prints each check's summary.
 */
public abstract class MlxDeviceProvider implements BackendProvider {
    /** A device check's outcome: a refusal (null when fine), what serves when fine, a one-line summary. */
    public record DeviceCheck(String refusal, String detail, String summary) {
        public static DeviceCheck refuse(String summary, String why) {
            return new DeviceCheck(why, null, summary + " -> refused: " + why);
        }
    }

    /** Checks this module's device against the located MLX build. */
    protected abstract DeviceCheck checkDevice(MlxBuild build);

    @Override
    public int priority() {
        return 20;
    }

    @Override
    public int priority(BackendConfig config) {
        return cpu(config) ? 4 : 20;
    }

    @Override
    public final Availability probe(BackendConfig config) {
        StringBuilder tried = new StringBuilder();
        MlxBuild build = MlxBuild.locate(System.getenv(), tried);
        if (build == null) return Availability.no("library missing: no libmlx.so found (" + tried + ")");
        String detail = "cpu (MLXCEL_DEVICE=cpu: device check skipped), MLX " + build.version();
        if (!cpu(config)) {
            DeviceCheck check = checkDevice(build);
            if (System.getenv("MLXCEL_TRACE_ARCH") != null) System.err.println(check.summary());
            if (check.refusal() != null) return Availability.no(check.refusal());
            detail = check.detail();
        }
        String why = MlxRuntime.fileCheck(System.getenv(), build);
        return why == null ? Availability.ok(detail) : Availability.no(why);
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return MlxBackend.create(!cpu(config));
    }

    protected static boolean cpu(BackendConfig config) {
        return "cpu".equalsIgnoreCase(config.device());
    }
}
