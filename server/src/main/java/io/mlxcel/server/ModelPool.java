package io.mlxcel.server;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The models of one server process and when each is loaded: on the first request that needs it (unless autoload is
 * off), by /models/load, or at start; unloaded after {@code keepAliveNanos} without a request (llama-server's
 * --sleep-idle-seconds, Ollama's keep-alive), by /models/unload, or to make room when {@code max} models run
 * (llama-server's --models-max; the least recently used idle one goes).
 *
 * <p>Scheduling follows llama-server's router: a model that must wait for room joins one first-in-first-out queue,
 * where every request for the same model shares one entry (so many requests for one model cost one eviction); only the
 * head of the queue may take a room, and it takes it from an idle model only: a model that a request holds, or that
 * requests wait for, is never unloaded under them. A request that leaves while it waits gives its place up, and an
 * entry nobody waits for any more is dropped without evicting anything.
 *
 * <p>A load runs on its own thread, outside the lock; every other change happens under the pool's monitor, which also
 * wakes the waiting requests.
 */
final class ModelPool implements AutoCloseable {
    /** What loading and unloading a model means to the server. */
    interface Lifecycle {
        /** Loads the model and starts (and warms up) its service; runs outside the pool's lock. */
        InferenceService start(ServedModel m) throws Exception;

        /** Called under the lock just before a loaded model's service is closed ({@code keepAlive}: a sleep). */
        void stopping(ServedModel m, InferenceService s, boolean keepAlive);

        /** Called under the lock after a model's status changed. */
        default void statusChanged(ServedModel m) {
        }
    }

    private final List<ServedModel> models = new ArrayList<>();
    private final ArrayDeque<ServedModel> queue = new ArrayDeque<>();
    private final int max;
    private final long keepAliveNanos;
    private final Lifecycle lifecycle;
    private boolean closed;

    /**
     * @param max            models loaded at once; 0 for no limit
     * @param keepAliveNanos idle time after which a model is unloaded; 0 or less for never
     */
    ModelPool(List<ServedModel> models, int max, long keepAliveNanos, Lifecycle lifecycle) {
        this.models.addAll(models);
        this.max = max;
        this.keepAliveNanos = keepAliveNanos;
        this.lifecycle = lifecycle;
        if (keepAliveNanos > 0) Thread.ofPlatform().daemon().name("mlxcel-keep-alive").start(this::unloadIdle);
    }

    int max() {
        return max;
    }

    synchronized List<ServedModel> models() {
        return List.copyOf(models);
    }

    /** The model a name picks (its id or an alias), or null. */
    synchronized ServedModel find(String name) {
        for (ServedModel m : models) if (m.id.equals(name)) return m;
        for (ServedModel m : models) if (m.answersTo(name)) return m;
        return null;
    }

    /** Replaces the models that are not running with {@code found} (GET /models?reload=1); running ones stay. */
    synchronized void replace(List<ServedModel> found) {
        List<ServedModel> next = new ArrayList<>();
        for (ServedModel f : found) {
            ServedModel old = null;
            for (ServedModel m : models) if (m.id.equals(f.id)) old = m;
            // a model that runs or is asked for keeps its settings (only whether it is listed follows the new scan); any
            // other takes the new ones
            if (old != null && (old.running() || old.inUse > 0 || old.waiters > 0 || queue.contains(old))) {
                old.hidden = f.hidden;
                next.add(old);
            } else {
                next.add(f);
            }
        }
        for (ServedModel m : models) if ((m.running() || m.inUse > 0 || m.waiters > 0 || queue.contains(m)) && !next.contains(m)) next.add(m);
        models.clear();
        models.addAll(next);
    }

    /** Drops a model that is not running from the list (its files are gone); false if it runs. */
    synchronized boolean remove(ServedModel m) {
        if (m.running() || m.inUse > 0 || m.waiters > 0) return false;
        queue.remove(m);
        return models.remove(m);
    }

    /**
     * The model's service, held for the caller until {@link #release}: loaded first if need be (then the caller waits,
     * in its turn, for room), or refused when it is not loaded and {@code autoload} is off. {@code gone} says whether
     * the client has left, checked while waiting.
     */
    InferenceService acquire(ServedModel m, boolean autoload, BooleanSupplier gone) {
        synchronized (this) {
            if (closed) throw new ApiError(503, "unavailable_error", null, "the server is shutting down");
            if (m.status == ServedModel.Status.LOADED) {
                m.inUse++;
                return m.service;
            }
            if (!autoload && m.status != ServedModel.Status.LOADING && !queue.contains(m)) {
                throw ApiError.badRequest("model", "model '" + m.id + "' is not loaded");
            }
            int loadsBefore = m.loads;
            m.waiters++;
            try {
                while (true) {
                    if (closed) throw new ApiError(503, "unavailable_error", null, "the server is shutting down");
                    if (m.status == ServedModel.Status.LOADED) {
                        m.inUse++;
                        return m.service;
                    }
                    if (m.status == ServedModel.Status.UNLOADED) {
                        if (m.failure != null && m.loads > loadsBefore) {
                            throw new ApiError(500, "server_error", null, "model '" + m.id + "' failed to load: " + m.failure);
                        }
                        if (!queue.contains(m)) {
                            queue.add(m);
                            schedule();
                            continue;
                        }
                    }
                    try {
                        wait(250);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new ApiError(503, "unavailable_error", null, "interrupted while waiting for model '" + m.id + "'");
                    }
                    if (gone.getAsBoolean()) throw new ClientConnection.Gone(new java.io.IOException("the client left while model '" + m.id + "' was loading"));
                }
            } finally {
                m.waiters--;
                if (m.waiters == 0 && !m.loadRequested) queue.remove(m);
                schedule();
            }
        }
    }

    /** Lets go of a model acquired by {@link #acquire}; {@code touch}: the request counts as use for LRU and keep-alive. */
    synchronized void release(ServedModel m, boolean touch) {
        m.inUse--;
        if (touch) m.lastUsed = System.nanoTime();
        if (m.inUse == 0 && m.unloadRequested) unloadNow(m, false);
        schedule();
    }

    /** /models/load: loads the model in its turn, without a request waiting for it. */
    synchronized void requestLoad(ServedModel m) {
        if (m.running()) return;
        m.loadRequested = true;
        if (!queue.contains(m)) queue.add(m);
        schedule();
    }

    /** /models/unload: unloads now, or once the requests that hold it have finished. */
    synchronized void requestUnload(ServedModel m) {
        m.loadRequested = false;
        queue.remove(m);
        if (m.status == ServedModel.Status.LOADED && m.inUse == 0) unloadNow(m, false);
        else m.unloadRequested = true;
        schedule();
    }

    /**
     * Loads a model on the caller's thread and waits for it (at start, before the server reports ready); throws what
     * the load threw.
     */
    void loadNow(ServedModel m) throws Exception {
        synchronized (this) {
            m.status = ServedModel.Status.LOADING;
            m.loads++;
        }
        finishLoad(m, startOrFailure(m));
        synchronized (this) {
            if (m.status != ServedModel.Status.LOADED) throw new IllegalStateException(m.failure);
        }
    }

    /** Hands out rooms to the head of the queue while there are rooms to hand out (under the lock). */
    private void schedule() {
        while (!queue.isEmpty() && !closed) {
            ServedModel head = queue.peek();
            if (head.running()) {
                queue.poll();
                continue;
            }
            if (max > 0 && running() >= max) {
                ServedModel victim = models.stream().filter(v -> v != head && evictable(v)).min(Comparator.comparingLong(v -> v.lastUsed)).orElse(null);
                if (victim == null) return;
                unloadNow(victim, false);
            }
            queue.poll();
            head.loadRequested = false;
            head.status = ServedModel.Status.LOADING;
            head.failure = null;
            head.loads++;
            lifecycle.statusChanged(head);
            Thread.ofPlatform().daemon().name("mlxcel-load-" + head.id).start(() -> finishLoad(head, startOrFailure(head)));
        }
    }

    private boolean evictable(ServedModel v) {
        return v.status == ServedModel.Status.LOADED && v.inUse == 0 && v.waiters == 0 && !queue.contains(v);
    }

    private int running() {
        int n = 0;
        for (ServedModel m : models) if (m.running()) n++;
        return n;
    }

    /** The loaded service, or the failure (a Throwable) of the load. */
    private Object startOrFailure(ServedModel m) {
        try {
            return lifecycle.start(m);
        } catch (Throwable t) {
            System.err.println("mlxcel-server: model '" + m.id + "' failed to load: " + t);
            return t;
        }
    }

    private synchronized void finishLoad(ServedModel m, Object result) {
        if (result instanceof InferenceService s) {
            if (closed) {
                s.closeAndRelease();
                return;
            }
            m.service = s;
            m.status = ServedModel.Status.LOADED;
            m.sleeping = false;
            m.propsAtUnload = null;
            m.metricsAtUnload = null;
            m.lastUsed = System.nanoTime();
            System.err.println("mlxcel-server: model '" + s.id + "' loaded");
        } else {
            Throwable t = (Throwable) result;
            m.status = ServedModel.Status.UNLOADED;
            m.failure = t.getMessage() == null ? t.toString() : t.getMessage();
        }
        lifecycle.statusChanged(m);
        if (m.unloadRequested && m.status == ServedModel.Status.LOADED && m.inUse == 0 && m.waiters == 0) unloadNow(m, false);
        notifyAll();
        schedule();
    }

    /** Unloads a loaded model nobody holds (under the lock). */
    private void unloadNow(ServedModel m, boolean keepAlive) {
        InferenceService s = m.service;
        m.unloadRequested = false;
        if (s == null) return;
        lifecycle.stopping(m, s, keepAlive);
        m.metrics.retire(s);
        m.service = null;
        m.status = ServedModel.Status.UNLOADED;
        m.sleeping = keepAlive;
        s.closeAndRelease();
        System.err.println("mlxcel-server: model '" + m.id + "' unloaded" + (keepAlive ? " after " + keepAliveNanos / 1_000_000_000L + " s idle" : ""));
        lifecycle.statusChanged(m);
        notifyAll();
    }

    /** The keep-alive: unloads what no request has needed for {@code keepAliveNanos}. */
    private void unloadIdle() {
        while (true) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
            synchronized (this) {
                if (closed) return;
                long now = System.nanoTime();
                for (ServedModel m : models) {
                    if (evictable(m) && m.service.active() == 0 && m.service.waiting() == 0 && now - m.lastUsed >= keepAliveNanos) unloadNow(m, true);
                }
            }
        }
    }

    /** Closes every loaded service; waiting requests are answered 503. */
    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        for (ServedModel m : models) {
            InferenceService s = m.service;
            if (s != null) s.close();
        }
        notifyAll();
    }
}
