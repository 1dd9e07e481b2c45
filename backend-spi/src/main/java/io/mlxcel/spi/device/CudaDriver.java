package io.mlxcel.spi.device;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

/**
 * What the NVIDIA driver reports, read through the CUDA driver API ({@code libcuda.so.1}) with FFM: the CUDA version
 * the driver supports and each device's name and compute capability. No CUDA toolkit is needed. Shared by the backends
 * that run on CUDA (backend-mlx-cuda, backend-xla-iree), which each decide what a GPU must have.
 */
public final class CudaDriver {
    /** One GPU: ordinal, name and compute capability. */
    public record Gpu(int ordinal, String name, int major, int minor) {
        public int sm() {
            return major * 10 + minor;
        }
    }

    /**
     * @param driverVersion the CUDA version the driver supports, as the API reports it (13000 for 13.0); -1 without
     *                      a driver
     * @param problem       why the driver could not be queried, or null
     */
    public record System(int driverVersion, List<Gpu> gpus, String problem) {
        public static System none(String why) {
            return new System(-1, List.of(), why);
        }
    }

    private static final int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;

    private CudaDriver() {
    }

    /** What the driver reports, asked once per process (the answer does not change; cuInit is not free). */
    public static System query() {
        return Once.SYSTEM;
    }

    private static final class Once {
        static final System SYSTEM = ask();
    }

    private static System ask() {
        SymbolLookup cuda;
        try {
            cuda = SymbolLookup.libraryLookup("libcuda.so.1", Arena.global());
        } catch (IllegalArgumentException e) {
            return System.none("no NVIDIA driver: libcuda.so.1 cannot be loaded");
        }
        try {
            Linker l = Linker.nativeLinker();
            MethodHandle init = l.downcallHandle(cuda.find("cuInit").orElseThrow(), FunctionDescriptor.of(JAVA_INT, JAVA_INT));
            MethodHandle version = l.downcallHandle(cuda.find("cuDriverGetVersion").orElseThrow(), FunctionDescriptor.of(JAVA_INT, ADDRESS));
            MethodHandle count = l.downcallHandle(cuda.find("cuDeviceGetCount").orElseThrow(), FunctionDescriptor.of(JAVA_INT, ADDRESS));
            MethodHandle get = l.downcallHandle(cuda.find("cuDeviceGet").orElseThrow(), FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT));
            MethodHandle attr = l.downcallHandle(cuda.find("cuDeviceGetAttribute").orElseThrow(),
                    FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT));
            MethodHandle name = l.downcallHandle(cuda.find("cuDeviceGetName").orElseThrow(), FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT));
            try (Arena a = Arena.ofConfined()) {
                MemorySegment v = a.allocate(JAVA_INT);
                int rc = (int) version.invokeExact(v);
                int driver = rc == 0 ? v.get(JAVA_INT, 0) : -1;
                rc = (int) init.invokeExact(0);
                if (rc != 0) return new System(driver, List.of(), "cuInit failed with CUDA error " + rc);
                rc = (int) count.invokeExact(v);
                if (rc != 0) return new System(driver, List.of(), "cuDeviceGetCount failed with CUDA error " + rc);
                List<Gpu> gpus = new ArrayList<>();
                int n = v.get(JAVA_INT, 0);
                MemorySegment dev = a.allocate(JAVA_INT), major = a.allocate(JAVA_INT), minor = a.allocate(JAVA_INT), buf = a.allocate(256);
                for (int i = 0; i < n; i++) {
                    if ((int) get.invokeExact(dev, i) != 0) continue;
                    int d = dev.get(JAVA_INT, 0);
                    int r1 = (int) attr.invokeExact(major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d);
                    int r2 = (int) attr.invokeExact(minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d);
                    int r3 = (int) name.invokeExact(buf, 256, d);
                    if (r1 == 0 && r2 == 0) gpus.add(new Gpu(i, r3 == 0 ? buf.getString(0) : "GPU " + i, major.get(JAVA_INT, 0), minor.get(JAVA_INT, 0)));
                }
                return new System(driver, gpus, null);
            }
        } catch (Throwable t) {
            return System.none("querying the NVIDIA driver failed: " + t);
        }
    }
}
