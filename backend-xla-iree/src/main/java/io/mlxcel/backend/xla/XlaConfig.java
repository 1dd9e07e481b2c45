package io.mlxcel.backend.xla;

import io.mlxcel.spi.device.CudaDriver;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The backend's settings, from the environment:
 * <ul>
 *   <li>{@code MLXCEL_XLA_DEVICE}: the IREE driver, {@code local-task} (default, a thread pool), {@code local-sync}
 *       (the calling thread) or {@code cuda} (the default with {@code MLXCEL_DEVICE=gpu}); {@code MLXCEL_XLA_CUDA_TARGET}
 *       ({@code sm_90}, ...) overrides the GPU architecture read from the driver;</li>
 *   <li>{@code MLXCEL_XLA_PRECISION}: {@code f32} (default), {@code f16} or {@code bf16}, the element type that
 *       weights are stored in on the device (arithmetic stays f32);</li>
 *   <li>{@code MLXCEL_XLA_QUANT}: {@code dequant} (default: quantized weights are expanded at load) or
 *       {@code packed} (codes, scales and biases stay resident and are expanded inside the graph);</li>
 *   <li>{@code MLXCEL_XLA_GGUF_ACTIVATIONS}: {@code q8} (default: llama.cpp's numerics for GGUF files, activations
 *       quantized to int8 blocks before each quantized matmul, query and attention probabilities rounded to f16 over
 *       the f16 KV cache, as the java backend does, adr/0002) or {@code f32} (f32 activations against the
 *       dequantized weights, as MLX reads a GGUF file);</li>
 *   <li>{@code MLXCEL_IREE_COMPILER_LIB}: libIREECompiler.so, else the pinned wheel in the tools venv
 *       ({@code scripts/iree-venv.sh});</li>
 *   <li>{@code MLXCEL_CACHE_DIR}: where compiled modules are cached ({@code xla/}), default ~/.cache/mlxcel;</li>
 *   <li>{@code MLXCEL_XLA_DUMP}: a folder to write each traced module's MLIR to before it is compiled;
 *       {@code MLXCEL_XLA_VERBOSE}: report each compile and its time.</li>
 * </ul>
 */
record XlaConfig(String driver, Precision precision, boolean packed, boolean q8Activations, String cudaTarget, java.nio.file.Path cacheDir) {
    static final String IREE_VERSION = "3.11.0";

    enum Precision {
        F32(IreeRuntime.Element.F32), F16(IreeRuntime.Element.F16), BF16(IreeRuntime.Element.BF16);

        final IreeRuntime.Element element;

        Precision(IreeRuntime.Element element) {
            this.element = element;
        }
    }

    static XlaConfig fromEnvironment(Map<String, String> env, String device) {
        String driver = env.getOrDefault("MLXCEL_XLA_DEVICE", "").strip().toLowerCase(Locale.ROOT);
        if (driver.isEmpty()) driver = "gpu".equalsIgnoreCase(device) ? "cuda" : "local-task";
        if (!List.of("local-task", "local-sync", "cuda").contains(driver)) {
            throw new IllegalArgumentException("MLXCEL_XLA_DEVICE=" + driver + ": expected local-task, local-sync or cuda");
        }
        String p = env.getOrDefault("MLXCEL_XLA_PRECISION", "f32").strip().toLowerCase(Locale.ROOT);
        Precision precision = switch (p) {
            case "f32", "" -> Precision.F32;
            case "f16" -> Precision.F16;
            case "bf16" -> Precision.BF16;
            default -> throw new IllegalArgumentException("MLXCEL_XLA_PRECISION=" + p + ": expected f32, f16 or bf16");
        };
        String q = env.getOrDefault("MLXCEL_XLA_QUANT", "dequant").strip().toLowerCase(Locale.ROOT);
        boolean packed = switch (q) {
            case "dequant", "" -> false;
            case "packed" -> true;
            default -> throw new IllegalArgumentException("MLXCEL_XLA_QUANT=" + q + ": expected dequant or packed");
        };
        String a = env.getOrDefault("MLXCEL_XLA_GGUF_ACTIVATIONS", "q8").strip().toLowerCase(Locale.ROOT);
        boolean q8 = switch (a) {
            case "q8", "" -> true;
            case "f32" -> false;
            default -> throw new IllegalArgumentException("MLXCEL_XLA_GGUF_ACTIVATIONS=" + a + ": expected q8 or f32");
        };
        String cuda = null;
        if (driver.equals("cuda")) {
            cuda = defaultCudaTarget(env);
            String global = globalFlags().getFirst().substring("--iree-cuda-target=".length());
            if (!cuda.equals(global)) {
                throw new IllegalArgumentException("MLXCEL_XLA_CUDA_TARGET=" + cuda + ": this process compiles for " + global
                        + " (the IREE compiler takes the CUDA architecture once per process)");
            }
        }
        return new XlaConfig(driver, precision, packed, q8, cuda, cacheRoot(env).resolve("xla"));
    }

    /** The GPU architecture to compile for: MLXCEL_XLA_CUDA_TARGET, else the first GPU's, else null (none to be had). */
    static String cudaTarget(Map<String, String> env) {
        String t = env.getOrDefault("MLXCEL_XLA_CUDA_TARGET", "").strip();
        if (!t.isEmpty()) {
            if (!t.matches("sm_[0-9]{2,3}a?")) throw new IllegalArgumentException("MLXCEL_XLA_CUDA_TARGET=" + t + ": expected sm_XX, e.g. sm_90");
            return t;
        }
        CudaDriver.System sys = CudaDriver.query();
        return sys.gpus().isEmpty() ? null : "sm_" + sys.gpus().getFirst().sm();
    }

    /**
     * Process-wide compiler options (the C API takes these once, through ireeCompilerSetupGlobalCL, not per session).
     * The CUDA target architecture is one of them: IREE 3.11's CUDA target plugin reads its options from the global
     * command line only (set per session, they are accepted and ignored: "missing GPU target"). It is the GPU's
     * (MLXCEL_XLA_CUDA_TARGET, else the first GPU the driver reports, else sm_80), and is part of every cache key.
     */
    static List<String> globalFlags() {
        return GlobalFlags.FLAGS;
    }

    /** Computed on first use, so that probing the backend does not start the NVIDIA driver. */
    private static final class GlobalFlags {
        static final List<String> FLAGS = List.of("--iree-cuda-target=" + defaultCudaTarget(System.getenv()));
    }

    static String defaultCudaTarget(Map<String, String> env) {
        String t = cudaTarget(env);
        return t != null ? t : "sm_80";
    }

    /** Compiler flags for this configuration's target. */
    List<String> compilerFlags() {
        List<String> flags = new ArrayList<>();
        // rmsNorm sums its squares in f64 as llama.cpp does; IREE would otherwise demote f64 to f32
        flags.add("--iree-input-demote-f64-to-f32=false");
        if (driver.equals("cuda")) {
            // the architecture comes from globalFlags() (PTX for it; the driver JIT-compiles PTX for newer GPUs too)
            flags.add("--iree-hal-target-device=cuda");
        } else {
            flags.add("--iree-hal-target-device=local");
            flags.add("--iree-hal-local-target-device-backends=llvm-cpu");
            flags.add("--iree-llvmcpu-target-cpu=host");
        }
        String extra = System.getenv("MLXCEL_XLA_FLAGS");
        if (extra != null && !extra.isBlank()) flags.addAll(List.of(extra.strip().split("\\s+")));
        return flags;
    }

    static Path cacheRoot(Map<String, String> env) {
        return io.mlxcel.spi.CacheDirs.root(env);
    }

    /** A library found, or why none was. */
    record Located(Path path, String why) {
    }

    /** libIREECompiler.so: MLXCEL_IREE_COMPILER_LIB, else the iree-base-compiler wheel in the tools venv. */
    static Located compilerLibrary(Map<String, String> env) {
        String override = env.get("MLXCEL_IREE_COMPILER_LIB");
        if (override != null && !override.isBlank()) {
            Path p = Path.of(override);
            return Files.isRegularFile(p) ? new Located(p, null)
                    : new Located(null, "MLXCEL_IREE_COMPILER_LIB=" + override + ": no such file");
        }
        String home = env.getOrDefault("HOME", System.getProperty("user.home"));
        Path venv = Path.of(env.getOrDefault("MLXCEL_TOOLS_DIR", home + "/.cache/mlxcel-tools")).resolve("iree-venv");
        Path lib = venv.resolve("lib");
        if (Files.isDirectory(lib)) {
            try (DirectoryStream<Path> pythons = Files.newDirectoryStream(lib, "python3*")) {
                for (Path py : pythons) {
                    Path site = py.resolve("site-packages");
                    Path so = site.resolve("iree/compiler/_mlir_libs/libIREECompiler.so");
                    if (!Files.isRegularFile(so)) continue;
                    if (!Files.isDirectory(site.resolve("iree_base_compiler-" + IREE_VERSION + ".dist-info"))) {
                        return new Located(null, "version mismatch: " + so + " is not iree-base-compiler " + IREE_VERSION
                                + " (the runtime is IREE " + IREE_VERSION + "); scripts/iree-venv.sh installs it");
                    }
                    return new Located(so, null);
                }
            } catch (IOException e) {
                return new Located(null, "cannot list " + lib + ": " + e.getMessage());
            }
        }
        return new Located(null, "library missing: no libIREECompiler.so (MLXCEL_IREE_COMPILER_LIB unset, no iree-base-compiler "
                + IREE_VERSION + " in " + venv + "; scripts/iree-venv.sh installs it)");
    }
}
