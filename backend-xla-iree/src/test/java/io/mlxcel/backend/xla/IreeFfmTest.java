package io.mlxcel.backend.xla;

import org.junit.jupiter.api.Test;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The two FFM routes on their own: libIREECompiler compiles a StableHLO function, the runtime shim runs it. */
class IreeFfmTest {
    private static final String MUL = """
            module @mlxcel {
              func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
                %0 = "stablehlo.multiply"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
                return %0 : tensor<4xf32>
              }
            }
            """;

    @Test
    void compilesAndRunsAStableHloFunction() {
        XlaTestSupport.assumeAvailable();
        IreeCompiler compiler = IreeCompiler.get();
        XlaConfig config = XlaConfig.fromEnvironment(java.util.Map.of(), null);
        byte[] vmfb = compiler.compile("mul", MUL, config.compilerFlags());
        assertTrue(vmfb.length > 100, "a .vmfb of " + vmfb.length + " bytes");
        IreeRuntime rt = IreeRuntime.get();
        assertEquals(XlaConfig.IREE_VERSION, rt.version());
        for (String driver : List.of("local-task", "local-sync")) {
            MemorySegment device = rt.createDevice(driver);
            MemorySegment program = rt.loadProgram(device, vmfb);
            try (Arena a = Arena.ofConfined()) {
                MemorySegment x = rt.upload(device, IreeRuntime.Element.F32, new long[]{4}, a.allocateFrom(ValueLayout.JAVA_FLOAT, 1f, 2f, 3f, 4f));
                MemorySegment y = rt.upload(device, IreeRuntime.Element.F32, new long[]{4}, a.allocateFrom(ValueLayout.JAVA_FLOAT, 10f, 100f, 0.5f, -1f));
                MemorySegment[] out = rt.call(program, "mlxcel.main", new MemorySegment[]{x, y}, 1);
                MemorySegment host = a.allocate(16);
                rt.download(device, out[0], host);
                assertArrayEquals(new float[]{10f, 200f, 1.5f, -4f}, host.toArray(ValueLayout.JAVA_FLOAT), driver);
                XlaException wrongArity = assertThrows(XlaException.class, () -> rt.call(program, "mlxcel.main", new MemorySegment[]{x}, 1));
                assertTrue(wrongArity.getMessage().contains("mlxcel.main"), wrongArity.getMessage());
                for (MemorySegment m : new MemorySegment[]{x, y, out[0]}) rt.release(m);
            }
            rt.destroyProgram(program);
            rt.destroyDevice(device);
        }
    }

    @Test
    void aBadModuleFailsWithTheCompilersDiagnostic() {
        XlaTestSupport.assumeAvailable();
        XlaException e = assertThrows(XlaException.class, () -> IreeCompiler.get().compile("bad", "module { func.func @f() { %0 = \"stablehlo.nope\"() : () -> tensor<f32> } }",
                XlaConfig.fromEnvironment(java.util.Map.of(), null).compilerFlags()));
        assertTrue(e.getMessage().contains("bad") && e.getMessage().contains("error"), e.getMessage());
    }
}
