package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;

import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * A loaded model as one command uses it: loaded for the command alone in this process, or held by the resident
 * server for every command that names it. Generations go through {@link #generate}, one at a time per model: the
 * backend runs one generation at a time, and the generator's cache is reused from one to the next (each starts it
 * empty).
 */
final class ModelLease implements AutoCloseable {
    private final LoadedModel model;
    private final double loadSeconds;
    private final ReentrantLock lock;
    private final Function<Integer, Generator> generators;
    private final int contextLength;
    private final Runnable release;
    private final Runnable beforeGenerate;

    ModelLease(LoadedModel model, double loadSeconds, ReentrantLock lock, Function<Integer, Generator> generators,
               int contextLength, Runnable beforeGenerate, Runnable release) {
        this.beforeGenerate = beforeGenerate;
        this.model = model;
        this.loadSeconds = loadSeconds;
        this.lock = lock;
        this.generators = generators;
        this.contextLength = contextLength;
        this.release = release;
    }

    /** A model loaded for this command only; closing the lease unloads it and closes its backend. */
    static ModelLease own(LoadedModel model, double loadSeconds, int contextLength) {
        Generator[] generator = {null};
        return new ModelLease(model, loadSeconds, new ReentrantLock(), ctx -> {
            if (generator[0] == null) generator[0] = new Generator(model, ctx);
            return generator[0];
        }, contextLength, () -> { }, () -> {
            model.lm().backend().close();
            model.close();
        });
    }

    LoadedModel model() {
        return model;
    }

    /** Seconds this command waited for the model to load (0 when it was resident already). */
    double loadSeconds() {
        return loadSeconds;
    }

    /** Runs {@code work} with the model's generator, alone on the model while it runs. */
    <T> T generate(Function<Generator, T> work) {
        beforeGenerate.run();
        lock.lock();
        try {
            return work.apply(generators.apply(contextLength));
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        release.run();
    }
}
