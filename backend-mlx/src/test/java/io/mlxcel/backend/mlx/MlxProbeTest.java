package io.mlxcel.backend.mlx;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The MLX probe's refusals, each read as a user would: library missing, symbol missing, version mismatch. */
class MlxProbeTest {
    @TempDir
    Path tmp;

    @Test
    void aMissingLibraryNamesEveryPlaceLookedAt() {
        MlxRuntime.Loaded r = MlxRuntime.load(Map.of("HOME", tmp.toString(), "MLXCEL_TOOLS_DIR", tmp.resolve("tools").toString(),
                "MLXCEL_PYTHON", tmp.resolve("no-python").toString()));
        assertTrue(r.failure().startsWith("library missing: no libmlx.so found"), r.failure());
        assertTrue(r.failure().contains("mlx-cuda-venv") && r.failure().contains("mlx-venv") && r.failure().contains("scripts/mlx-venv.sh")
                && r.failure().contains("MLXCEL_PYTHON=" + tmp.resolve("no-python") + ": cannot run it"), r.failure());
        MlxRuntime.Loaded explicit = MlxRuntime.load(Map.of("MLXCEL_MLX_DIR", tmp.toString()));
        assertEquals("library missing: no libmlx.so found (MLXCEL_MLX_DIR=" + tmp + " holds no libmlx.so (nor lib/libmlx.so))", explicit.failure());
    }

    @Test
    void aLibraryThatIsNotMlxIsReportedWhenLoading() throws Exception {
        Path lib = Files.createDirectories(tmp.resolve("mlx/lib")).resolve("libmlx.so");
        Files.writeString(lib, "not an ELF file");
        MlxRuntime.Loaded r = MlxRuntime.load(Map.of("MLXCEL_MLX_DIR", tmp.resolve("mlx").toString(), "HOME", tmp.toString()));
        assertTrue(r.failure().startsWith("cannot load " + lib), r.failure());
    }

    @Test
    void aShimWithoutOurSymbolsIsReportedAsSymbolMissing() {
        MlxRuntime.Loaded real = MlxRuntime.get();
        org.junit.jupiter.api.Assumptions.assumeTrue(real.failure() == null, "needs the real libmlx.so: " + real.failure());
        // libmlx.so itself loads fine as "the shim" but exports none of the mlxcel_ entry points
        Path mlx = real.nativeApi().mlxLibrary;
        MlxRuntime.Loaded r = MlxRuntime.load(Map.of("MLXCEL_MLX_DIR", mlx.getParent().toString(), "MLXCEL_MLX_SHIM_PATH", mlx.toString(),
                "HOME", tmp.toString()));
        assertTrue(r.failure().startsWith("symbol missing: symbol mlxcel_last_error missing from " + mlx), r.failure());
    }

    @Test
    void versionMismatchNamesBothVersions() {
        assertNull(MlxRuntime.versionMismatch(100000 * 0 + 1000 * 32 + 4, "0.32.4"));
        assertNull(MlxRuntime.versionMismatch(32004, "0.32.4.dev20261201+abc"));
        String m = MlxRuntime.versionMismatch(32004, "0.31.1");
        assertTrue(m.startsWith("version mismatch: the shim was built against MLX 0.32.4 but libmlx.so is 0.31.1"), m);
        assertTrue(MlxRuntime.versionMismatch(100000 + 2003, "0.32.4").contains("MLX 1.2.3"));
    }

    @Test
    void buildFlavourAndVersionAreReadFromTheWheelFiles() throws Exception {
        Path site = tmp.resolve("site-packages");
        Files.createDirectories(site.resolve("mlx/lib"));
        Files.createDirectories(site.resolve("mlx/include/mlx"));
        Files.writeString(site.resolve("mlx/include/mlx/version.h"),
                "#define MLX_VERSION_MAJOR 0\n#define MLX_VERSION_MINOR 32\n#define MLX_VERSION_PATCH 4\n");
        Files.createDirectories(site.resolve("mlx_cpu-0.32.4.dist-info"));
        MlxBuild b = MlxBuild.describe(site.resolve("mlx/lib/libmlx.so"));
        assertEquals(MlxBuild.Kind.CPU, b.kind());
        assertEquals("0.32.4", b.version());
        Files.createDirectories(site.resolve("mlx_cuda_13-0.32.4.dist-info"));
        assertEquals(MlxBuild.Kind.CUDA, MlxBuild.describe(site.resolve("mlx/lib/libmlx.so")).kind());
    }

    @Test
    void cacheLimitAcceptsByteCountsWithSuffixes() {
        assertEquals(-1, MlxBackendProvider.cacheLimit(null));
        assertEquals(536870912L, MlxBackendProvider.cacheLimit("512M"));
        assertEquals(2L << 30, MlxBackendProvider.cacheLimit("2g"));
        assertEquals(1000, MlxBackendProvider.cacheLimit("1000"));
        var e = assertThrows(IllegalArgumentException.class, () -> MlxBackendProvider.cacheLimit("lots"));
        assertTrue(e.getMessage().contains("MLXCEL_CACHE_LIMIT=lots"), e.getMessage());
    }
}
