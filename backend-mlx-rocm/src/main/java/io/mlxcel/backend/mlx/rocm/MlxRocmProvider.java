package io.mlxcel.backend.mlx.rocm;

import io.mlxcel.backend.mlx.MlxBackend;
import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.spi.Availability;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.BackendProvider;
import io.mlxcel.spi.ComputeBackend;

import java.io.IOException;
import java.nio.file.Path;

/**
 * MLX on an AMD GPU ({@code mlx-rocm}): checks the GPU's gfx target against the located MLX build's compiled targets
 * ({@link RocmCheck}) before using the shared MLX runtime. {@code MLXCEL_TRACE_ARCH=1} prints the check;
 * {@code MLXCEL_DEVICE=cpu} skips it.
 */
public final class MlxRocmProvider implements BackendProvider {
    static final Path KFD_NODES = Path.of("/sys/class/kfd/kfd/topology/nodes");

    @Override
    public String name() {
        return "mlx-rocm";
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
        StringBuilder tried = new StringBuilder();
        MlxBuild build = MlxBuild.locate(System.getenv(), tried);
        if (build == null) return Availability.no("library missing: no libmlx.so found (" + tried + ")");
        if (!"cpu".equalsIgnoreCase(config.device())) {
            RocmCheck.Result r;
            try {
                r = RocmCheck.check(RocmCheck.gpus(KFD_NODES), RocmCheck.compiledTargets(build.library()), build);
            } catch (IOException e) {
                return Availability.no("cannot read " + build.library() + ": " + e.getMessage());
            }
            if (System.getenv("MLXCEL_TRACE_ARCH") != null) System.err.println(r.summary());
            if (r.refusal() != null) return Availability.no(r.refusal());
        }
        String why = MlxBackend.unavailableReason();
        return why == null ? Availability.ok(("cpu".equalsIgnoreCase(config.device()) ? "cpu (device check skipped)" : "gpu") + ", MLX " + build.version())
                : Availability.no(why);
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return MlxBackend.create(!"cpu".equalsIgnoreCase(config.device()));
    }
}
