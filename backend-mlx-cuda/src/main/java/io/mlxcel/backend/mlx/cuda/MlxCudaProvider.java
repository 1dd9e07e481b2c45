package io.mlxcel.backend.mlx.cuda;

import io.mlxcel.backend.mlx.MlxBackend;
import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.spi.Availability;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.BackendProvider;
import io.mlxcel.spi.ComputeBackend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * MLX on an NVIDIA GPU ({@code mlx-cuda}): uses the shared MLX runtime of backend-mlx, after checking that the located
 * MLX is a CUDA build whose CUDA version the driver supports and whose kernels cover the GPU ({@link CudaCheck}).
 * {@code MLXCEL_TRACE_ARCH=1} prints that check's summary; {@code MLXCEL_DEVICE=cpu} skips it and runs MLX on the CPU.
 */
public final class MlxCudaProvider implements BackendProvider {
    @Override
    public String name() {
        return "mlx-cuda";
    }

    @Override
    public int priority() {
        return 20;
    }

    @Override
    public int priority(BackendConfig config) {
        return cpu(config) ? 4 : 20;
    }

    @Override
    public Availability probe(BackendConfig config) {
        StringBuilder tried = new StringBuilder();
        MlxBuild build = MlxBuild.locate(System.getenv(), tried);
        if (build == null) return Availability.no("library missing: no libmlx.so found (" + tried + ")");
        if (cpu(config)) return runtime("cpu (MLXCEL_DEVICE=cpu: device check skipped), MLX " + build.version());
        CudaFatbin.Archs archs;
        try {
            archs = CudaFatbin.read(build.library());
        } catch (IOException e) {
            return Availability.no("cannot read " + build.library() + ": " + e.getMessage());
        }
        CudaCheck.Result r = CudaCheck.check(CudaDriver.query(), build, cudaMajor(build.library()), archs);
        if (System.getenv("MLXCEL_TRACE_ARCH") != null) System.err.println(r.summary());
        if (r.refusal() != null) return Availability.no(r.refusal());
        return runtime(r.detail());
    }

    private static Availability runtime(String detail) {
        String why = MlxBackend.unavailableReason();
        return why == null ? Availability.ok(detail) : Availability.no(why);
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return MlxBackend.create(!cpu(config));
    }

    static boolean cpu(BackendConfig config) {
        return "cpu".equalsIgnoreCase(config.device());
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
