package io.mlxcel.backend.mlx;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Assumptions;

/**
 * The MLX backend on the CPU for tests. Without MLX (no shim in this build, no libmlx.so) the tests skip with the
 * probe's reason; under CI (CI=true), where scripts/test.sh builds the shim, they fail instead.
 */
final class MlxTestSupport {
    private MlxTestSupport() {
    }

    static MlxBackend backend() {
        MlxRuntime.Loaded rt = MlxRuntime.get();
        if (rt.failure() != null) {
            String why = "MLX unavailable: " + rt.failure();
            if ("true".equals(System.getenv("CI"))) fail(why);
            Assumptions.abort(why);
        }
        return new MlxBackend(rt.nativeApi(), false, -1);
    }
}
