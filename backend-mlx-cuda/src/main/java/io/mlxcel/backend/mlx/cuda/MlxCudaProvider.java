package io.mlxcel.backend.mlx.cuda;

import io.mlxcel.spi.device.CudaDriver;
import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.backend.mlx.MlxDeviceProvider;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * MLX on an NVIDIA GPU ({@code mlx-cuda}): the located MLX must be a CUDA build whose CUDA version the driver
 * supports and whose kernels cover the GPU ({@link CudaCheck}).
 */
public final class MlxCudaProvider extends MlxDeviceProvider {
    @Override
    public String name() {
        return "mlx-cuda";
    }

    @Override
    protected DeviceCheck checkDevice(MlxBuild build) {
        CudaDriver.System sys = CudaDriver.query();
        // reading the library's fat binaries costs a tenth of a second of every start-up: only for a CUDA build and a GPU
        boolean worthReading = build.kind() == MlxBuild.Kind.CUDA && sys.driverVersion() >= 0 && !sys.gpus().isEmpty();
        CudaFatbin.Archs archs = CudaFatbin.Archs.NOT_READ;
        try {
            if (worthReading) archs = CudaFatbin.read(build.library());
        } catch (IOException e) {
            return DeviceCheck.refuse("mlx-cuda", "cannot read " + build.library() + ": " + e.getMessage());
        }
        return CudaCheck.check(sys, build, cudaMajor(build.library()), archs);
    }

    private static final Pattern CUDA_WHEEL = Pattern.compile("mlx_cuda_?(\\d+)?.*\\.dist-info");

    /** The CUDA major of the installed mlx-cuda wheel (mlx_cuda_13-... gives 13), 0 when not recorded. */
    static int cudaMajor(Path library) {
        Path site = library.toAbsolutePath().getParent().getParent().getParent();
        try (Stream<Path> s = Files.list(site)) {
            for (Path p : s.toList()) {
                Matcher m = CUDA_WHEEL.matcher(p.getFileName().toString());
                if (m.matches()) return m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }
}
