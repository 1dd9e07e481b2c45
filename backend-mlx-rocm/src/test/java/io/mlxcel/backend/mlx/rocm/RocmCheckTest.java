package io.mlxcel.backend.mlx.rocm;

import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.backend.mlx.MlxDeviceProvider.DeviceCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ROCm probe on simulated machines: a KFD topology written by the test and libraries with chosen targets. */
class RocmCheckTest {
    static final MlxBuild BUILD = new MlxBuild(Path.of("/opt/mlx/lib/libmlx.so"), MlxBuild.Kind.UNKNOWN, "0.32.4");

    @Test
    void gfxNamesFromKfdTargetVersions() {
        assertEquals("gfx942", RocmCheck.gfxName(90402));
        assertEquals("gfx90a", RocmCheck.gfxName(90010));
        assertEquals("gfx1100", RocmCheck.gfxName(110000));
        assertEquals("gfx1030", RocmCheck.gfxName(100300));
    }

    @Test
    void gpusAreReadFromTheTopologySkippingCpuNodes(@TempDir Path nodes) throws Exception {
        Files.createDirectories(nodes.resolve("0"));
        Files.writeString(nodes.resolve("0/properties"), "cpu_cores_count 16\ngfx_target_version 0\n");
        Files.createDirectories(nodes.resolve("1"));
        Files.writeString(nodes.resolve("1/properties"), "simd_count 304\ngfx_target_version 90402\n");
        assertEquals(List.of("gfx942"), RocmCheck.gpus(nodes));
        assertEquals(List.of(), RocmCheck.gpus(nodes.resolve("missing")));
    }

    @Test
    void targetsAreReadFromCodeObjectBundleIds() {
        byte[] lib = "xx\0hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-\0..hipv4-amdgcn-amd-amdhsa--gfx1100\0".getBytes(StandardCharsets.US_ASCII);
        assertEquals(new TreeSet<>(List.of("gfx1100", "gfx90a")), RocmCheck.compiledTargets(MemorySegment.ofArray(lib)));
    }

    @Test
    void decisions() {
        DeviceCheck ok = RocmCheck.check(List.of("gfx942"), new TreeSet<>(List.of("gfx90a", "gfx942")), BUILD);
        assertNull(ok.refusal(), ok.summary());
        DeviceCheck uncovered = RocmCheck.check(List.of("gfx1201"), new TreeSet<>(List.of("gfx90a", "gfx942")), BUILD);
        assertTrue(uncovered.refusal().contains("the GPU is gfx1201") && uncovered.refusal().contains("compiled for gfx90a, gfx942"),
                uncovered.refusal());
        assertTrue(RocmCheck.check(List.of("gfx942"), new TreeSet<>(), BUILD).refusal().contains("no ROCm (HIP) code objects"));
        assertTrue(RocmCheck.check(List.of(), new TreeSet<>(List.of("gfx942")), BUILD).refusal().contains("no AMD GPU found"));
        // without a GPU the provider does not read the library's targets
        DeviceCheck noGpu = RocmCheck.check(List.of(), null, BUILD);
        assertTrue(noGpu.refusal().contains("no AMD GPU found"));
        assertTrue(noGpu.summary().contains("targets not read"), noGpu.summary());
    }
}
