package io.mlxcel.backend.mlx;

import io.mlxcel.spi.Availability;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.BackendProvider;
import io.mlxcel.spi.ComputeBackend;

import java.util.Locale;

/**
 * Registers MLX (provider name {@code mlx}). The device comes from {@code MLXCEL_DEVICE}: {@code gpu} by default,
 * {@code cpu} to run MLX's CPU kernels. Its priority sits below the java backend's, so that on a machine without a
 * GPU the embedded default serves unless MLX is asked for by name; the device modules (mlx-cuda, mlx-metal,
 * mlx-rocm) rank above it where their GPU is present.
 */
public final class MlxBackendProvider implements BackendProvider {
    @Override
    public String name() {
        return "mlx";
    }

    @Override
    public int priority() {
        return 5;
    }

    @Override
    public Availability probe(BackendConfig config) {
        StringBuilder tried = new StringBuilder();
        MlxBuild build = MlxBuild.locate(System.getenv(), tried);
        if (build == null) return Availability.no("library missing: no libmlx.so found (" + tried + ")");
        String why = MlxRuntime.fileCheck(System.getenv(), build);
        if (why != null) return Availability.no(why);
        boolean gpu = wantsGpu(config);
        if (gpu && build.kind() == MlxBuild.Kind.CPU) {
            return Availability.no("MLX " + build.version() + " at " + build.library() + " has no GPU device (a CPU-only build such as "
                    + "the mlx-cpu wheel); MLXCEL_DEVICE=cpu runs MLX on the CPU");
        }
        return Availability.ok((gpu ? "gpu" : "cpu") + ", MLX " + build.version() + " (" + build.library() + ")");
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return MlxBackend.create(wantsGpu(config));
    }

    static boolean wantsGpu(BackendConfig config) {
        String d = config.device() == null || config.device().isBlank() ? "gpu" : config.device().toLowerCase(Locale.ROOT);
        return switch (d) {
            case "gpu" -> true;
            case "cpu" -> false;
            default -> throw new IllegalArgumentException("MLXCEL_DEVICE=" + config.device() + ": expected gpu or cpu");
        };
    }

    /** MLXCEL_CACHE_LIMIT in bytes (suffixes K, M, G accepted); -1 when unset, so MLX keeps its default. */
    static long cacheLimit(String value) {
        if (value == null || value.isBlank()) return -1;
        String v = value.strip().toUpperCase(Locale.ROOT);
        long unit = 1;
        char last = v.charAt(v.length() - 1);
        if (last == 'B') v = v.substring(0, v.length() - 1);
        if (!v.isEmpty()) {
            last = v.charAt(v.length() - 1);
            unit = switch (last) {
                case 'K' -> 1L << 10;
                case 'M' -> 1L << 20;
                case 'G' -> 1L << 30;
                default -> 1;
            };
            if (unit != 1) v = v.substring(0, v.length() - 1);
        }
        try {
            long n = Long.parseLong(v.strip());
            if (n < 0) throw new NumberFormatException();
            return Math.multiplyExact(n, unit);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("MLXCEL_CACHE_LIMIT=" + value + ": expected a byte count such as 536870912, 512M or 2G");
        }
    }
}
