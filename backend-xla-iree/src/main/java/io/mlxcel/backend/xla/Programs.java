package io.mlxcel.backend.xla;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Compiled functions for one device: each traced module is compiled once, keyed by the SHA-256 of its MLIR text,
 * the compiler flags, the compiler library's file and this CPU (the llvm-cpu target is tuned to the host), and kept both
 * loaded in memory and as a .vmfb file under the cache directory, so a later start loads it without compiling.
 */
final class Programs implements AutoCloseable {
    /** A module loaded into the runtime; {@code function} is its entry point's full name. */
    record Program(MemorySegment handle, String function, String key) {
    }

    private static final AtomicInteger COMPILES = new AtomicInteger();

    private final XlaConfig config;
    private final IreeRuntime runtime;
    private final MemorySegment device;
    private final Map<String, Program> loaded = new HashMap<>();

    Programs(XlaConfig config, IreeRuntime runtime, MemorySegment device) {
        this.config = config;
        this.runtime = runtime;
        this.device = device;
    }

    /** How many modules this process has compiled (not loaded from the cache). */
    static int compiles() {
        return COMPILES.get();
    }

    synchronized Program get(String function, String mlir) {
        String key = sha256(mlir + "\n" + String.join(" ", config.compilerFlags()) + " " + String.join(" ", XlaConfig.globalFlags()) + "\n"
                + compilerIdentity() + "\n" + cpuId());
        Program p = loaded.get(key);
        if (p != null) return p;
        String dump = System.getenv("MLXCEL_XLA_DUMP");
        if (dump != null && !dump.isBlank()) store(Path.of(dump).resolve(function + "-" + key.substring(0, 12) + ".mlir"), mlir.getBytes(StandardCharsets.UTF_8));
        Path file = config.cacheDir().resolve(key.substring(0, 2)).resolve(key + ".vmfb");
        byte[] vmfb = null;
        if (Files.isRegularFile(file)) {
            try {
                vmfb = Files.readAllBytes(file);
            } catch (IOException e) {
                vmfb = null; // an unreadable cache entry is compiled again
            }
        }
        if (vmfb == null) {
            long t0 = System.nanoTime();
            vmfb = IreeCompiler.get().compile(function, mlir, config.compilerFlags());
            COMPILES.incrementAndGet();
            if (Boolean.getBoolean("mlxcel.xla.verbose") || System.getenv("MLXCEL_XLA_VERBOSE") != null) {
                System.err.printf("xla: compiled %s in %.1f s (%d KiB)%n", function, (System.nanoTime() - t0) / 1e9, vmfb.length / 1024);
            }
            store(file, vmfb);
        }
        p = new Program(runtime.loadProgram(device, vmfb), "mlxcel." + function, key);
        loaded.put(key, p);
        return p;
    }

    private static void store(Path file, byte[] bytes) {
        try {
            Files.createDirectories(file.getParent());
            Path tmp = Files.createTempFile(file.getParent(), "part", ".tmp");
            Files.write(tmp, bytes);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            System.err.println("xla: cannot write " + file + ": " + e.getMessage());
        }
    }

    private static String cpuId, compilerIdentity;

    /**
     * The compiler library as its file (path, size, modification time), read without loading it: a start whose modules
     * are all cached never maps the 350 MB library or initialises LLVM.
     */
    private static synchronized String compilerIdentity() {
        if (compilerIdentity != null) return compilerIdentity;
        XlaConfig.Located lib = XlaConfig.compilerLibrary(System.getenv());
        if (lib.path() == null) throw new XlaException(lib.why());
        try {
            return compilerIdentity = lib.path() + " " + Files.size(lib.path()) + " " + Files.getLastModifiedTime(lib.path()).toMillis();
        } catch (IOException e) {
            throw new XlaException("cannot read " + lib.path() + ": " + e.getMessage());
        }
    }

    /** The CPU's model name and feature flags, which a host-tuned module depends on. */
    private static synchronized String cpuId() {
        if (cpuId != null) return cpuId;
        StringBuilder id = new StringBuilder(System.getProperty("os.arch"));
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name") || line.startsWith("flags")) id.append('\n').append(line);
                if (line.isBlank()) break;
            }
        } catch (IOException e) {
            // no /proc/cpuinfo: the architecture alone
        }
        return cpuId = id.toString();
    }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public synchronized void close() {
        for (Program p : loaded.values()) runtime.destroyProgram(p.handle());
        loaded.clear();
    }
}
