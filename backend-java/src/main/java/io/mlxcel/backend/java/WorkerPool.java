package io.mlxcel.backend.java;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * A fixed pool that splits an index range across all threads, the caller included. Decode issues a few hundred
 * small parallel loops per token, so workers spin briefly before parking: waking a parked thread costs more than
 * most of those loops.
 */
final class WorkerPool implements AutoCloseable {
    @FunctionalInterface
    interface RangeBody {
        void run(int from, int to);
    }

    private static final int SPIN_LIMIT = 200_000;

    private final int size;
    private final Thread[] threads;
    private final AtomicInteger remaining = new AtomicInteger();
    private volatile RangeBody body;
    private volatile int total;
    private volatile long generation;
    private volatile boolean closed;
    private volatile Throwable failure;

    WorkerPool(int size) {
        this.size = Math.max(1, size);
        this.threads = new Thread[this.size - 1];
        for (int i = 0; i < threads.length; i++) {
            final int index = i + 1;
            threads[i] = Thread.ofPlatform().daemon().name("mlxcel-java-" + index).start(() -> workerLoop(index));
        }
    }

    int size() {
        return size;
    }

    /** Runs body over [0, n) split in {@link #size()} contiguous chunks; returns when all are done. */
    void forRange(int n, RangeBody b) {
        if (size == 1 || n < 2) {
            b.run(0, n);
            return;
        }
        body = b;
        total = n;
        failure = null;
        remaining.set(size - 1);
        generation = generation + 1; // single writer: the caller thread
        for (Thread t : threads) LockSupport.unpark(t);
        Throwable own = null;
        try {
            runChunk(0, b, n);
        } catch (Throwable t) {
            own = t;
        }
        while (remaining.get() != 0) Thread.onSpinWait();
        Throwable f = own != null ? own : failure;
        if (f instanceof RuntimeException re) throw re;
        if (f instanceof Error e) throw e;
        if (f != null) throw new RuntimeException(f);
    }

    private void runChunk(int index, RangeBody b, int n) {
        int from = (int) ((long) n * index / size);
        int to = (int) ((long) n * (index + 1) / size);
        if (from < to) b.run(from, to);
    }

    private void workerLoop(int index) {
        long seen = 0;
        int spins = 0;
        while (!closed) {
            long g = generation;
            if (g != seen) {
                seen = g;
                try {
                    runChunk(index, body, total);
                } catch (Throwable t) {
                    failure = t;
                }
                remaining.decrementAndGet();
                spins = 0;
            } else if (spins < SPIN_LIMIT) {
                spins++;
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(1_000_000);
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        for (Thread t : threads) LockSupport.unpark(t);
    }
}
