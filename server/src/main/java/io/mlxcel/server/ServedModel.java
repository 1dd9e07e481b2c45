package io.mlxcel.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mlxcel.model.engine.LoadedModel;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * One model a server can serve, loaded or not: its names, where it comes from, and while loaded its
 * {@link InferenceService}. {@link ModelPool} decides when it loads and unloads; every field that changes is read and
 * written under the pool's lock, except {@link #service}, which request threads read after acquiring the model.
 */
final class ServedModel {
    /** llama-server's model states, in its words. */
    enum Status {
        UNLOADED("unloaded"), LOADING("loading"), LOADED("loaded");

        final String word;

        Status(String word) {
            this.word = word;
        }
    }

    /** The name a request uses and /v1/models reports. */
    final String id;
    /** Other names that pick this model (for a store model with one GGUF file, the repository without its tag). */
    final List<String> aliases;
    /** The file or folder loaded; null where the caller's loader knows the model itself. */
    final Path path;
    /** Where the entry comes from, in llama-server's words: "cache" (the store), "models_dir", or "model" (-m). */
    final String source;
    final Supplier<LoadedModel> loader;
    /** Counters that run across the services a keep-alive unload closes and a later request starts again. */
    final ServerMetrics metrics = new ServerMetrics();

    volatile InferenceService service;
    /** The service while its route warm-up runs (reachable only with the warm-up key). */
    volatile InferenceService warming;
    Status status = Status.UNLOADED;
    /** Why the last load failed (null: it did not); a request that waited for that load is told. */
    String failure;
    /** Loads started, so that a waiting request knows whether the failure it sees is that of its own load. */
    int loads;
    /** Requests holding the model (a held model is never unloaded) and requests waiting for it to load. */
    int inUse, waiters;
    /** Asked for by /models/load: stays queued for room without a waiting request. */
    boolean loadRequested;
    /** Asked to unload by /models/unload while requests held it: unloads when the last one lets go. */
    boolean unloadRequested;
    /** When a request that needs the model last let go of it (System.nanoTime), for LRU and the keep-alive. */
    long lastUsed = System.nanoTime();
    /** /props and the /metrics scrape as they were at a keep-alive unload, served without loading the model again. */
    ObjectNode propsAtUnload;
    String metricsAtUnload;
    /** Whether the last unload was the keep-alive's (llama-server's sleep), not an eviction or /models/unload. */
    boolean sleeping;

    /** A preset's own context per slot and slots (0: the server's). */
    final int ctxSize, parallel;
    /** Left out of /v1/models (a store entry a preset is made of, with dedup-cache-models); requests may name it. */
    volatile boolean hidden;

    ServedModel(String id, List<String> aliases, Path path, String source, Supplier<LoadedModel> loader) {
        this(id, aliases, path, source, loader, 0, 0, false);
    }

    ServedModel(String id, List<String> aliases, Path path, String source, Supplier<LoadedModel> loader, int ctxSize, int parallel, boolean hidden) {
        this.id = id;
        this.aliases = List.copyOf(aliases);
        this.path = path;
        this.source = source;
        this.loader = loader;
        this.ctxSize = ctxSize;
        this.parallel = parallel;
        this.hidden = hidden;
    }

    boolean answersTo(String name) {
        return id.equals(name) || aliases.contains(name);
    }

    /** The state as llama-server's router reports it: a model the keep-alive unloaded is "sleeping". Under the pool's lock. */
    String stateWord() {
        return status == Status.UNLOADED && sleeping ? "sleeping" : status.word;
    }

    /** Loaded or loading: it counts against --models-max. */
    boolean running() {
        return status != Status.UNLOADED;
    }

    @Override
    public String toString() {
        return id;
    }
}
