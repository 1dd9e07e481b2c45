package io.mlxcel.cli;

import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.spi.Backends;
import io.mlxcel.spi.ComputeBackend;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;

/** Options shared by generate and run: model, context and sampling. */
final class ModelOptions {
    @Option(names = {"-m", "--model"}, description = "model: a .gguf file, a model folder, or owner/name in the store (default: ${DEFAULT-VALUE})",
            defaultValue = ModelPaths.DEFAULT_MODEL)
    String model;

    @Option(names = "--hf-file", description = "with -m owner/name: the .gguf file of a GGUF repository")
    String hfFile;

    @Option(names = "--revision", description = "hub revision to download when the model is missing (default: main)")
    String revision;

    @Option(names = "--offline", description = "never download (also HF_HUB_OFFLINE=1)")
    boolean offline;

    @Option(names = "--surgery", description = "weight-surgery YAML applied while loading (also MLXCEL_SURGERY)")
    java.nio.file.Path surgery;

    @Option(names = "--force", description = "load even if the memory preflight says the model will not fit")
    boolean force;

    @Option(names = "--estimate-memory", description = "print the memory the model needs at --ctx-size and exit")
    boolean estimateMemory;

    @Option(names = {"-n", "--max-tokens", "--n-predict"}, description = "tokens to generate at most (default: ${DEFAULT-VALUE})", defaultValue = "256")
    int maxTokens;

    @Option(names = {"-c", "--ctx-size"}, description = "context length (default: ${DEFAULT-VALUE})", defaultValue = "2048")
    int ctxSize;

    @Option(names = "--temp", description = "temperature; 0 is greedy (default: ${DEFAULT-VALUE})", defaultValue = "0.8")
    float temperature;

    @Option(names = "--top-k", defaultValue = "40", description = "top-k, 0 disables (default: ${DEFAULT-VALUE})")
    int topK;

    @Option(names = "--top-p", defaultValue = "0.95", description = "top-p, 1 disables (default: ${DEFAULT-VALUE})")
    float topP;

    @Option(names = "--min-p", defaultValue = "0.05", description = "min-p, 0 disables (default: ${DEFAULT-VALUE})")
    float minP;

    @Option(names = "--repeat-penalty", defaultValue = "1.0", description = "repetition penalty, 1 disables (default: ${DEFAULT-VALUE})")
    float repeatPenalty;

    @Option(names = "--seed", defaultValue = "-1", description = "random seed, -1 for random (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--stop", description = "stop string (repeatable)")
    List<String> stop = new ArrayList<>();

    SamplingParams sampling() {
        if (maxTokens < 0) throw new IllegalArgumentException("--max-tokens must be >= 0, got " + maxTokens);
        if (temperature < 0) throw new IllegalArgumentException("--temp must be >= 0, got " + temperature);
        if (topP <= 0 || topP > 1) throw new IllegalArgumentException("--top-p must be in (0, 1], got " + topP);
        if (minP < 0 || minP > 1) throw new IllegalArgumentException("--min-p must be in [0, 1], got " + minP);
        return new SamplingParams(temperature, topK, topP, minP, repeatPenalty, 64, 0f, 0f, seed, maxTokens, List.copyOf(stop));
    }

    /**
     * Weights plus KV cache, the cache at the size the chosen backend stores it (the java backend keeps GGUF's f16
     * values in f32 words: 4 bytes a value), against the memory the OS says is available; refuses unless --force.
     * --estimate-memory prints the figure and exits.
     */
    private void preflight(java.nio.file.Path path, ComputeBackend backend) {
        io.mlxcel.model.engine.ModelInfo info = io.mlxcel.model.engine.ModelInfo.read(path);
        long kv = info.kvCacheBytes(ctxSize, backend.stateBytesPerValue(info.config().kvCacheType()));
        long need = info.weightBytes() + kv + (64L << 20);
        long available = availableMemory();
        if (estimateMemory) {
            System.out.printf("%s: weights %s + KV cache %s (%d tokens, %s backend) + runtime 64 MiB = %s; available %s%n",
                    path.getFileName(), InspectCommand.mib(info.weightBytes()), InspectCommand.mib(kv), ctxSize, backend.name(),
                    InspectCommand.mib(need), available > 0 ? InspectCommand.mib(available) : "unknown");
            System.exit(0);
        }
        if (available > 0 && need > available && !force) {
            throw new IllegalArgumentException(String.format("%s needs about %s at --ctx-size %d but only %s is available;"
                    + " lower --ctx-size or pass --force", path.getFileName(), InspectCommand.mib(need), ctxSize, InspectCommand.mib(available)));
        }
    }

    /** MemAvailable from /proc/meminfo, else the JVM's view of free physical memory; -1 if unknown. */
    static long availableMemory() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemAvailable:")) return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
            }
        } catch (Exception ignored) {
            // not Linux
        }
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getFreeMemorySize();
        }
        return -1;
    }

    /** --surgery, else MLXCEL_SURGERY, else none (the load path is then exactly the plain one). */
    io.mlxcel.surgery.Surgery surgery() {
        java.nio.file.Path file = surgery;
        String env = System.getenv("MLXCEL_SURGERY");
        if (file == null && env != null && !env.isBlank()) file = java.nio.file.Path.of(env);
        return file == null ? null : io.mlxcel.surgery.Surgery.load(file);
    }

    LoadedModel load() {
        if (ctxSize < 16) throw new IllegalArgumentException("--ctx-size must be >= 16, got " + ctxSize);
        var path = ModelPaths.resolve(model, hfFile, revision, offline);
        io.mlxcel.surgery.Surgery edits = surgery();
        ComputeBackend backend = Backends.fromEnvironment();
        try {
            preflight(path, backend);
            return ModelLoader.load(path, backend, edits);
        } catch (RuntimeException e) {
            backend.close();
            throw e;
        }
    }
}
