package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The models the resident server keeps loaded, shared by the commands that name them. A model is loaded the way a
 * command loads it in its own process (same loader, backend choice and preflight), on first use; the least recently
 * used one that no command holds is unloaded when the limit is reached.
 */
final class ResidentModels {
    /** What identifies a loaded model: the file, and the surgery file applied to it as it was at load. */
    record Key(Path model, Path surgery, long surgeryStamp) {
        static Key of(Path model, Path surgery) {
            long stamp = 0;
            try {
                if (surgery != null) stamp = Files.getLastModifiedTime(surgery).toMillis() * 31 + Files.size(surgery);
            } catch (IOException e) {
                throw new UncheckedIOException("surgery file " + surgery + ": " + e.getMessage(), e);
            }
            return new Key(model, surgery, stamp);
        }
    }

    private static final class Resident {
        final LoadedModel model;
        final ReentrantLock lock = new ReentrantLock();
        Generator generator;
        int contextLength;
        int leases;
        long lastUsed = System.nanoTime();
        boolean warmed;
        ChatWarmup warming;

        Resident(LoadedModel model) {
            this.model = model;
        }

        /** The generator for this context size; called with the lock held. */
        Generator generator(int ctx) {
            if (generator == null || contextLength != ctx) {
                generator = new Generator(model, ctx);
                contextLength = ctx;
            }
            return generator;
        }
    }

    private static volatile ResidentModels active;

    private final Map<Key, Resident> models = new LinkedHashMap<>(8, 0.75f, true);
    private final int maxModels;

    ResidentModels(int maxModels) {
        this.maxModels = Math.max(1, maxModels);
    }

    /** The registry of this process when it is the resident server, else null. */
    static ResidentModels active() {
        return active;
    }

    private java.util.function.LongConsumer keepAlive = seconds -> { };

    /** Makes this the process's registry; each command's keep-alive (seconds) goes to {@code keepAlive}. */
    void activate(java.util.function.LongConsumer keepAlive) {
        this.keepAlive = keepAlive;
        active = this;
    }

    /** This process is no longer the resident server. */
    void deactivate() {
        if (active == this) active = null;
    }

    /** A command's --keep-alive: how long the server stays after it. */
    void keepAlive(long seconds) {
        keepAlive.accept(seconds);
    }

    /** The model, loaded now if it is not resident, held for one command until the lease is closed. */
    synchronized ModelLease lease(Path model, Path surgery, int contextLength, boolean force) {
        Key key = Key.of(model, surgery);
        Resident r = models.get(key);
        double loadSeconds = 0;
        if (r == null) {
            evict(maxModels - 1);
            long t0 = System.nanoTime();
            r = new Resident(ModelOptions.load(model, surgery, contextLength, force));
            loadSeconds = (System.nanoTime() - t0) / 1e9;
            models.put(key, r);
        }
        r.leases++;
        Resident held = r;
        return new ModelLease(r.model, loadSeconds, r.lock, held::generator, contextLength, () -> stopWarmup(held), () -> release(held));
    }

    /**
     * After the first command on a freshly loaded model, the idle server warms it up (generations on a small cache of
     * their own until a round is no faster than the one before), so that the next command finds the kernels compiled;
     * a command that comes meanwhile stops it at its next token.
     */
    private synchronized void release(Resident r) {
        r.leases--;
        r.lastUsed = System.nanoTime();
        if (!r.warmed && r.leases == 0) {
            r.warmed = true;
            r.warming = ChatWarmup.start(r.model, WARMUP_CONTEXT, io.mlxcel.model.sampling.SamplingParams.defaults());
        }
    }

    private static final int WARMUP_CONTEXT = 512;

    private void stopWarmup(Resident r) {
        ChatWarmup w;
        synchronized (this) {
            w = r.warming;
            r.warming = null;
        }
        if (w != null) w.close();
    }

    /** Unloads idle models, least recently used first, until at most {@code keep} remain (or only held ones). */
    private void evict(int keep) {
        Iterator<Resident> it = models.values().iterator();
        while (models.size() > keep && it.hasNext()) {
            Resident r = it.next();
            if (r.leases > 0) continue;
            unload(r);
            it.remove();
        }
    }

    private void unload(Resident r) {
        ChatWarmup w = r.warming;
        r.warming = null;
        if (w != null) w.close();
        r.generator = null;
        r.model.lm().backend().close();
        r.model.close();
    }

    /** Unloads every model no command holds. */
    synchronized void unloadIdle() {
        evict(0);
    }

    /** One line per model: backend, context size, seconds idle, file. */
    synchronized String status() {
        StringBuilder sb = new StringBuilder();
        for (var e : models.entrySet()) {
            Resident r = e.getValue();
            sb.append(String.format("%-10s %-6d %-8s %s%n", r.model.lm().backend().name(), r.contextLength,
                    r.leases > 0 ? "busy" : (System.nanoTime() - r.lastUsed) / 1_000_000_000L + "s", e.getKey().model()));
        }
        return sb.toString();
    }

    synchronized int size() {
        return models.size();
    }
}
