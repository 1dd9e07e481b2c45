package io.mlxcel.backend.mlx.cuda;

import io.mlxcel.spi.device.CudaDriver;
import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.backend.mlx.MlxDeviceProvider.DeviceCheck;
import org.junit.jupiter.api.Test;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CUDA probe on simulated machines (no GPU here): driver versions, compute capabilities and fat binaries built
 * in the test. The architecture list of the real mlx-cuda-13 0.32.4 wheel (read by {@link CudaFatbin} from its
 * libmlx.so during development: SASS sm_75 sm_80 sm_90 sm_100 sm_120 sm_121, PTX compute_120) is used as the
 * realistic build.
 */
class CudaCheckTest {
    static final MlxBuild CUDA_BUILD = new MlxBuild(Path.of("/venv/mlx/lib/libmlx.so"), MlxBuild.Kind.CUDA, "0.32.4");
    static final CudaFatbin.Archs WHEEL = archs(List.of(75, 80, 90, 100, 120, 121), List.of(120));

    static CudaFatbin.Archs archs(List<Integer> sass, List<Integer> ptx) {
        return new CudaFatbin.Archs(new TreeSet<>(sass), new TreeSet<>(ptx), true);
    }

    static CudaDriver.System machine(int driver, String name, int major, int minor) {
        return new CudaDriver.System(driver, List.of(new CudaDriver.Gpu(0, name, major, minor)), null);
    }

    @Test
    void anH200WithACuda13DriverIsCoveredBySass() {
        DeviceCheck r = CudaCheck.check(machine(13000, "NVIDIA H200", 9, 0), CUDA_BUILD, 13, WHEEL);
        assertNull(r.refusal(), r.summary());
        assertTrue(r.detail().contains("SASS sm_90"), r.detail());
        assertTrue(r.summary().contains("GPU 0 NVIDIA H200 sm_90") && r.summary().contains("SASS sm_75 sm_80 sm_90 sm_100 sm_120 sm_121"), r.summary());
    }

    @Test
    void sassRunsOnNewerMinorOfTheSameMajor() {
        assertEquals("SASS sm_80", CudaCheck.covers(WHEEL, 86));
        assertEquals("SASS sm_120", CudaCheck.covers(WHEEL, 120));
        assertEquals("SASS sm_90", CudaCheck.covers(archs(List.of(90), List.of()), 90));
    }

    @Test
    void ptxIsCompiledForNewerGpus() {
        assertEquals("PTX compute_120 (JIT)", CudaCheck.covers(WHEEL, 130));
    }

    @Test
    void anUncoveredGpuIsRefusedNamingItsArchitectureAndTheBuilds() {
        CudaFatbin.Archs old = archs(List.of(80, 90), List.of());
        DeviceCheck r = CudaCheck.check(machine(13000, "NVIDIA GeForce RTX 5090", 12, 0), CUDA_BUILD, 13, old);
        assertTrue(r.refusal().contains("compute capability 12.0 (sm_120)") && r.refusal().contains("SASS sm_80 sm_90, PTX none")
                && r.refusal().contains("MLXCEL_DEVICE=cpu"), r.refusal());
        // a Volta GPU is older than anything in the wheel: SASS is never forward-compatible across majors, PTX only upward
        r = CudaCheck.check(machine(13000, "Tesla V100", 7, 0), CUDA_BUILD, 13, WHEEL);
        assertTrue(r.refusal().contains("(sm_70)"), r.refusal());
    }

    @Test
    void anOldDriverIsRefusedNamingBothCudaVersions() {
        DeviceCheck r = CudaCheck.check(machine(12040, "NVIDIA H200", 9, 0), CUDA_BUILD, 13, WHEEL);
        assertTrue(r.refusal().contains("supports CUDA 12.4") && r.refusal().contains("built for CUDA 13"), r.refusal());
    }

    @Test
    void noDriverNoDeviceAndACpuBuildAreRefusedClearly() {
        assertEquals("no NVIDIA driver: libcuda.so.1 cannot be loaded",
                CudaCheck.check(CudaDriver.System.none("no NVIDIA driver: libcuda.so.1 cannot be loaded"), CUDA_BUILD, 13, WHEEL).refusal());
        assertTrue(CudaCheck.check(new CudaDriver.System(13000, List.of(), null), CUDA_BUILD, 13, WHEEL).refusal().contains("no CUDA device"));
        MlxBuild cpu = new MlxBuild(Path.of("/venv/mlx/lib/libmlx.so"), MlxBuild.Kind.CPU, "0.32.4");
        assertTrue(CudaCheck.check(machine(13000, "NVIDIA H200", 9, 0), cpu, 0, new CudaFatbin.Archs(new TreeSet<>(), new TreeSet<>(), false))
                .refusal().contains("CPU-only (mlx-cpu), not a CUDA build"));
        // the provider skips reading a build it cannot run; the summary says so
        DeviceCheck unread = CudaCheck.check(machine(13000, "NVIDIA H200", 9, 0), cpu, 0, CudaFatbin.Archs.NOT_READ);
        assertTrue(unread.refusal().contains("not a CUDA build"));
        assertTrue(unread.summary().contains("kernels not read"), unread.summary());
    }

    @Test
    void fatBinariesAreReadFromTheElfSection() {
        MemorySegment elf = MemorySegment.ofArray(elfWithFatbin(new int[][]{{2, 80}, {2, 90}, {1, 90}}, new int[][]{{2, 100}}));
        CudaFatbin.Archs a = CudaFatbin.scan(elf);
        assertTrue(a.found());
        assertEquals(new TreeSet<>(List.of(80, 90, 100)), a.sass());
        assertEquals(new TreeSet<>(List.of(90)), a.ptx());
        assertEquals("SASS sm_80 sm_90 sm_100, PTX compute_90", a.describe());
        assertEquals(false, CudaFatbin.scan(MemorySegment.ofArray(new byte[4096])).found());
    }

    @Test
    void theCudaMajorComesFromTheWheelName(@org.junit.jupiter.api.io.TempDir Path site) throws Exception {
        java.nio.file.Files.createDirectories(site.resolve("mlx/lib"));
        java.nio.file.Files.createDirectories(site.resolve("mlx_cuda_13-0.32.4.dist-info"));
        assertEquals(13, MlxCudaProvider.cudaMajor(site.resolve("mlx/lib/libmlx.so")));
    }

    /** A little-endian ELF64 image whose .nv_fatbin section holds one container per array of {kind, sm} entries. */
    static byte[] elfWithFatbin(int[][]... containers) {
        ByteBuffer fat = ByteBuffer.allocate(4096).order(ByteOrder.LITTLE_ENDIAN);
        for (int[][] entries : containers) {
            int start = fat.position();
            fat.putInt(CudaFatbin.MAGIC).putShort((short) 1).putShort((short) 16).putLong(entries.length * (64L + 16));
            for (int[] e : entries) {
                fat.putShort((short) e[0]).putShort((short) 0).putInt(64).putLong(16).putInt(16).putInt(0)
                        .putShort((short) (e[1] % 10)).putShort((short) (e[1] / 10)).putInt(e[1]);
                fat.position(fat.position() + 32).put(new byte[16]); // rest of the 64-byte entry header, then the payload
            }
            assertEquals(start + 16 + entries.length * 80, fat.position());
        }
        int fatSize = fat.position();
        byte[] names = "\0.shstrtab\0.nv_fatbin\0".getBytes(StandardCharsets.US_ASCII);
        int namesAt = 64, fatAt = 128, shAt = fatAt + fatSize;
        ByteBuffer b = ByteBuffer.allocate(shAt + 3 * 64).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x464C457F).put((byte) 2).put((byte) 1).put((byte) 1);
        b.putLong(0x28, shAt).putShort(0x3A, (short) 64).putShort(0x3C, (short) 3).putShort(0x3E, (short) 1);
        b.put(namesAt, names);
        b.put(fatAt, fat.array(), 0, fatSize);
        section(b, shAt + 64, 1, namesAt, names.length);
        section(b, shAt + 128, 11, fatAt, fatSize);
        return b.array();
    }

    private static void section(ByteBuffer b, int at, int name, long offset, long size) {
        b.putInt(at, name).putInt(at + 4, 1).putLong(at + 24, offset).putLong(at + 32, size);
    }
}
