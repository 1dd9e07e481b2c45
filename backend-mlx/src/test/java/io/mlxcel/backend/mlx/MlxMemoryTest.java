package io.mlxcel.backend.mlx;

import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MLXCEL_CACHE_LIMIT reaches MLX's allocator through the shim: with a zero limit MLX keeps no freed buffers for reuse,
 * with its default it does. Peak memory is MLX's own figure and covers the buffers a step allocated.
 */
class MlxMemoryTest {
    private static long runStep(MlxBackend be) {
        Tensor x = be.floats(new float[1 << 20], Shape.of(1, 1 << 20)); // 4 MiB
        var step = be.compile("t", in -> new Tensor[]{be.scale(be.add(in[0], in[0]), 0.5f)});
        Tensor[] out = step.run(new Tensor[]{x});
        be.readFloats(out[0]);
        return be.memory().peakBytes();
    }

    @Test
    void cacheLimitAndPeakComeFromMlx() {
        try (MlxBackend be = MlxTestSupport.backend()) {
            long peak = runStep(be);
            assertTrue(peak >= 8L << 20, "peak " + peak + " covers the input and the step's 4 MiB buffers");
        }
        MlxRuntime.Loaded rt = MlxRuntime.get();
        try (MlxBackend none = new MlxBackend(rt.nativeApi(), false, 0)) {
            runStep(none);
            System.gc();
            assertEquals(0, none.memory().scratchBytes(), "cache limit 0: MLX keeps no freed buffers");
        }
        try (MlxBackend some = new MlxBackend(rt.nativeApi(), false, 1L << 30)) {
            runStep(some);
            assertTrue(some.memory().scratchBytes() > 0, "with a cache, the step's freed intermediates stay for reuse");
        }
    }
}
