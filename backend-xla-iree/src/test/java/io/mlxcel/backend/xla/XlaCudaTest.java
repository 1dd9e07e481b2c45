package io.mlxcel.backend.xla;

import io.mlxcel.spi.device.CudaDriver;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CUDA route up to the hardware: the packaged runtime has IREE's CUDA driver compiled in, the compiler emits a
 * CUDA module for the GPU's architecture, and a machine without a usable NVIDIA driver is refused saying what is
 * missing. Running on a GPU needs one (the README says what ran where).
 */
class XlaCudaTest {
    private static final String ADD = """
            module @mlxcel {
              func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
                %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
                return %0 : tensor<4xf32>
              }
            }
            """;

    @Test
    void theRuntimeCarriesTheCudaDriver() {
        XlaTestSupport.assumeAvailable();
        List<String> drivers = IreeRuntime.get().drivers();
        assertTrue(drivers.containsAll(List.of("local-task", "local-sync", "cuda")), "drivers compiled in: " + drivers);
    }

    @Test
    void theCompilerEmitsACudaModuleForTheTargetArchitecture() {
        XlaTestSupport.assumeAvailable();
        XlaConfig config = XlaConfig.fromEnvironment(Map.of("MLXCEL_XLA_DEVICE", "cuda"), null);
        String target = XlaConfig.defaultCudaTarget(System.getenv());
        assertEquals(target, config.cudaTarget());
        assertTrue(XlaConfig.globalFlags().contains("--iree-cuda-target=" + target), XlaConfig.globalFlags().toString());
        byte[] vmfb = IreeCompiler.get().compile("add_cuda", ADD, config.compilerFlags());
        // the module embeds the kernel as PTX for that architecture, for the driver to load
        String text = new String(vmfb, java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(text.contains(".target " + target), "no PTX for " + target + " in the module");
        assertTrue(text.contains("main_dispatch"), "no kernel in the module");
    }

    @Test
    void aMissingDriverOrDeviceIsRefusedByName() {
        assertEquals("no NVIDIA driver: libcuda.so.1 cannot be loaded",
                XlaBackendProvider.cudaRefusal(CudaDriver.System.none("no NVIDIA driver: libcuda.so.1 cannot be loaded")));
        assertEquals("the NVIDIA driver reports no CUDA device", XlaBackendProvider.cudaRefusal(new CudaDriver.System(12040, List.of(), null)));
        assertTrue(XlaBackendProvider.cudaRefusal(new CudaDriver.System(11080, List.of(new CudaDriver.Gpu(0, "A100", 8, 0)), null))
                .contains("supports CUDA 11.8; IREE's CUDA driver needs 12.0"));
        assertNull(XlaBackendProvider.cudaRefusal(new CudaDriver.System(13000, List.of(new CudaDriver.Gpu(0, "NVIDIA H200", 9, 0)), null)));
        assertThrows(IllegalArgumentException.class, () -> XlaConfig.fromEnvironment(Map.of("MLXCEL_XLA_DEVICE", "cuda", "MLXCEL_XLA_CUDA_TARGET", "90"), null));
        String other = XlaConfig.defaultCudaTarget(System.getenv()).equals("sm_75") ? "sm_86" : "sm_75";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> XlaConfig.fromEnvironment(Map.of("MLXCEL_XLA_DEVICE", "cuda", "MLXCEL_XLA_CUDA_TARGET", other), null));
        assertTrue(e.getMessage().contains("once per process"), e.getMessage());
        // on this machine: whatever the driver reports decides, and a refusal says what is missing
        CudaDriver.System here = CudaDriver.query();
        String refusal = XlaBackendProvider.cudaRefusal(here);
        if (here.problem() != null) assertEquals(here.problem(), refusal);
        System.out.println("xla cuda on this machine: " + (refusal == null ? "available, " + here.gpus() : "refused: " + refusal));
    }

    @Test
    void creatingACudaDeviceWithoutAGpuFailsWithIreesReason() {
        XlaTestSupport.assumeAvailable();
        org.junit.jupiter.api.Assumptions.assumeTrue(CudaDriver.query().problem() != null, "this machine has an NVIDIA driver");
        XlaException e = assertThrows(XlaException.class, () -> IreeRuntime.get().createDevice("cuda"));
        assertTrue(e.getMessage().contains("cuda"), e.getMessage());
        System.out.println("cuda device without a driver: " + e.getMessage());
    }
}
