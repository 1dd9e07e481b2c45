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

    @Option(names = "--no-daemon", description = "run in this process, not in the resident server (also MLXCEL_NO_DAEMON=1)")
    boolean noDaemon;

    @Option(names = "--keep-alive", description = "how long the resident server stays after its last command: seconds, or 30s, 5m, 1h (default: 5m; also MLXCEL_KEEP_ALIVE)")
    String keepAlive;

    /** --keep-alive, else MLXCEL_KEEP_ALIVE of the command's shell, else five minutes; in seconds. */
    long keepAliveSeconds() {
        String v = keepAlive != null ? keepAlive : CommandIo.current().env("MLXCEL_KEEP_ALIVE");
        if (v == null || v.isBlank()) return 300;
        long n = seconds("--keep-alive", v);
        if (n < 0) throw new IllegalArgumentException("--keep-alive: expected seconds or a number with s, m or h, got '" + v + "'");
        return n;
    }

    /** A duration flag's value in seconds: a number of seconds, or a number with s, m or h; -1 passes as "never". */
    static long seconds(String flag, String v) {
        String t = v.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("-1")) return -1;
        long unit = t.endsWith("h") ? 3600 : t.endsWith("m") ? 60 : 1;
        if (t.endsWith("h") || t.endsWith("m") || t.endsWith("s")) t = t.substring(0, t.length() - 1);
        try {
            long n = Long.parseLong(t);
            if (n >= 0) return n * unit;
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(flag + ": expected seconds or a number with s, m or h, got '" + v + "'");
    }

    SamplingParams sampling() {
        if (maxTokens < 0) throw new IllegalArgumentException("--max-tokens must be >= 0, got " + maxTokens);
        if (temperature < 0) throw new IllegalArgumentException("--temp must be >= 0, got " + temperature);
        if (topP <= 0 || topP > 1) throw new IllegalArgumentException("--top-p must be in (0, 1], got " + topP);
        if (minP < 0 || minP > 1) throw new IllegalArgumentException("--min-p must be in [0, 1], got " + minP);
        return new SamplingParams(temperature, topK, topP, minP, repeatPenalty, 64, 0f, 0f, seed, maxTokens, List.copyOf(stop));
    }

    /** What the model needs at --ctx-size against what is available, on the backend the environment picks. */
    private static String estimate(java.nio.file.Path path, ComputeBackend backend, int ctxSize) {
        io.mlxcel.model.engine.ModelInfo info = io.mlxcel.model.engine.ModelInfo.read(path);
        long kv = info.kvCacheBytes(ctxSize, backend.stateBytesPerValue(info.config().kvCacheType()));
        long need = info.weightBytes() + kv + (64L << 20);
        long available = availableMemory();
        return String.format("%s: weights %s + KV cache %s (%d tokens, %s backend) + runtime 64 MiB = %s; available %s",
                path.getFileName(), InspectCommand.mib(info.weightBytes()), InspectCommand.mib(kv), ctxSize, backend.name(),
                InspectCommand.mib(need), available > 0 ? InspectCommand.mib(available) : "unknown");
    }

    /** With --estimate-memory: prints the estimate and returns true (the command then ends). */
    boolean showEstimate() {
        if (!estimateMemory) return false;
        ComputeBackend backend = Backends.fromEnvironment();
        try {
            CommandIo.current().out().println(estimate(path(), backend, ctxSize));
        } finally {
            backend.close();
        }
        return true;
    }

    /**
     * Weights plus KV cache, the cache at the size the chosen backend stores it (the java backend keeps GGUF's f16
     * values in f32 words: 4 bytes a value), against the memory the OS says is available; refuses unless --force.
     */
    private static void preflight(java.nio.file.Path path, ComputeBackend backend, int ctxSize, boolean force) {
        io.mlxcel.model.engine.ModelInfo info = io.mlxcel.model.engine.ModelInfo.read(path);
        long kv = info.kvCacheBytes(ctxSize, backend.stateBytesPerValue(info.config().kvCacheType()));
        long need = info.weightBytes() + kv + (64L << 20);
        long available = availableMemory();
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

    /** --surgery, else MLXCEL_SURGERY, else none (the load path is then exactly the plain one); absolute. */
    java.nio.file.Path surgeryFile() {
        java.nio.file.Path file = surgery;
        String env = System.getenv("MLXCEL_SURGERY");
        if (file == null && env != null && !env.isBlank()) file = java.nio.file.Path.of(env);
        return file == null ? null : CommandIo.current().resolve(file).normalize();
    }

    /** The model's local path (downloaded first when it is missing from the store); absolute. */
    java.nio.file.Path path() {
        if (ctxSize < 16) throw new IllegalArgumentException("--ctx-size must be >= 16, got " + ctxSize);
        return ModelPaths.resolve(model, hfFile, revision, offline).toAbsolutePath().normalize();
    }

    LoadedModel load() {
        return load(path(), surgeryFile(), ctxSize, force);
    }

    /**
     * The model for this command: the resident server's copy when this process is the resident server (loaded on
     * first use, kept for the next command), else loaded here for this command alone.
     */
    ModelLease open() {
        java.nio.file.Path path = path();
        java.nio.file.Path edits = surgeryFile();
        ResidentModels resident = ResidentModels.active();
        if (resident != null) {
            resident.keepAlive(keepAliveSeconds());
            return resident.lease(path, edits, ctxSize, force);
        }
        long t0 = System.nanoTime();
        LoadedModel m = load(path, edits, ctxSize, force);
        return ModelLease.own(m, (System.nanoTime() - t0) / 1e9, ctxSize);
    }

    /** Loads a model on the backend the environment picks, after the memory preflight for this context size. */
    static LoadedModel load(java.nio.file.Path path, java.nio.file.Path surgeryFile, int ctxSize, boolean force) {
        io.mlxcel.surgery.Surgery edits = surgeryFile == null ? null : io.mlxcel.surgery.Surgery.load(surgeryFile);
        ComputeBackend backend = Backends.fromEnvironment();
        try {
            preflight(path, backend, ctxSize, force);
            return ModelLoader.load(path, backend, edits);
        } catch (RuntimeException e) {
            backend.close();
            throw e;
        }
    }
}
