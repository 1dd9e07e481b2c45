package io.mlxcel.backend.mlx.rocm;

import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.backend.mlx.MlxDeviceProvider;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** MLX on an AMD GPU ({@code mlx-rocm}): the GPU's gfx target against the located MLX build's compiled targets ({@link RocmCheck}). */
public final class MlxRocmProvider extends MlxDeviceProvider {
    static final Path KFD_NODES = Path.of("/sys/class/kfd/kfd/topology/nodes");

    @Override
    public String name() {
        return "mlx-rocm";
    }

    @Override
    protected DeviceCheck checkDevice(MlxBuild build) {
        try {
            // reading the library's code objects costs a tenth of a second of every start-up: only with a GPU to match
            List<String> gpus = RocmCheck.gpus(KFD_NODES);
            return RocmCheck.check(gpus, gpus.isEmpty() ? null : RocmCheck.compiledTargets(build.library()), build);
        } catch (IOException e) {
            return DeviceCheck.refuse("mlx-rocm", "cannot read " + build.library() + ": " + e.getMessage());
        }
    }
}
