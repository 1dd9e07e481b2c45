package io.mlxcel.backend.java;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.LockSupport;

/**
 * A fixed pool that splits an index range across all threads, the caller included. Decode issues a few hundred
 * small parallel loops per token, so workers spin briefly before parking: waking a parked thread costs more than
 * most of those loops.
 *
 * <p>Threads claim chunks of the range one at a time, rather than one fixed slice per thread: on a machine with as
 * many threads as cores, a JIT compiler thread or another process regularly takes a core away for milliseconds, and
 * with fixed slices everyone else would wait for the slice of the thread that lost its core. Chunks shrink as the
 * range runs out ({@link #forRange(int, RangeBody)}), so the threads also finish close together. Waiting threads spin
 * only briefly and then yield, so they never hold a core that the thread they wait for (or the compiler) needs. Each
 * body computes its indices independently, so results do not depend on who ran which chunk.
 */
final class WorkerPool implements AutoCloseable {
    @FunctionalInterface
    interface RangeBody {
        void run(int from, int to);
    }

    /** An element range [from, to) of a flat tensor. */
    @FunctionalInterface
    interface ElementRange {
        void run(long from, long to);
    }

    /** Below this many elements {@link #forElements} runs on the caller: splitting would cost more than it saves. */
    private static final long MIN_SPLIT_ELEMENTS = 16384;
    /** Equal element ranges {@link #forElements} hands out (claimed as chunks, like any range). */
    private static final int ELEMENT_PIECES = 64;

    private static final int WORKER_SPIN_LIMIT = 200_000;
    /** How long the worker sitting out ({@link #leaveOneCoreFor}) parks between looks at the clock. */
    private static final long SIT_OUT_PARK_NANOS = 1_000_000;
    /** Spins before the caller starts yielding while the last chunks finish (a chunk is a few microseconds). */
    private static final int CALLER_SPIN_LIMIT = 20_000;

    /**
     * One forRange call; threads that see it late find its chunks all claimed and touch nothing newer. One object a
     * call (its counters are fields updated through VarHandles), as decode makes a few hundred calls a token.
     */
    private static final class Job {
        private static final VarHandle NEXT, UNFINISHED;

        static {
            try {
                MethodHandles.Lookup l = MethodHandles.lookup();
                NEXT = l.findVarHandle(Job.class, "next", int.class);
                UNFINISHED = l.findVarHandle(Job.class, "unfinished", int.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final RangeBody body;
        /** chunks > 0: that many equal chunks, claimed by number; 0: shrinking chunks, claimed by index. */
        final int n, chunks, threads;
        /** The next chunk number, or with shrinking chunks the next index. */
        private volatile int next;
        /** Indices not yet run. */
        private volatile int unfinished;
        volatile Throwable failure;

        Job(RangeBody body, int n, int chunks, int threads) {
            this.body = body;
            this.n = n;
            this.chunks = chunks;
            this.threads = threads;
            this.unfinished = n;
        }

        boolean finished() {
            return unfinished == 0;
        }

        void runChunks() {
            int done = 0;
            if (chunks > 0) {
                int c;
                while ((c = (int) NEXT.getAndAdd(this, 1)) < chunks) {
                    int from = (int) ((long) n * c / chunks), to = (int) ((long) n * (c + 1) / chunks);
                    run(from, to);
                    done += to - from;
                }
            } else {
                int from;
                while ((from = next) < n) {
                    // a 2 * threads-th of what is left: a quarter first with two threads, then ever smaller
                    int size = (n - from + 2 * threads - 1) / (2 * threads);
                    if (!NEXT.compareAndSet(this, from, from + size)) continue;
                    run(from, from + size);
                    done += size;
                }
            }
            // one update per thread, not per chunk: the counter's cache line moves between cores on every write
            if (done > 0) UNFINISHED.getAndAdd(this, -done);
        }

        private void run(int from, int to) {
            try {
                if (from < to) body.run(from, to);
            } catch (Throwable t) {
                failure = t;
            }
        }
    }

    private final int size;
    private final Thread[] threads;
    private volatile Job job;
    private volatile boolean closed;
    /** Until this System.nanoTime(), the last worker sits out (see {@link #leaveOneCoreFor}); 0: no such time. */
    private volatile long leaveOneCoreUntil;

    WorkerPool(int size) {
        this.size = Math.max(1, size);
        this.threads = new Thread[this.size - 1];
        for (int i = 0; i < threads.length; i++) {
            int index = i;
            threads[i] = Thread.ofPlatform().daemon().name("mlxcel-java-" + (i + 1)).start(() -> workerLoop(index));
        }
    }

    int size() {
        return size;
    }

    /** Worker thread {@code index} (0 .. size - 2), for tests. */
    Thread worker(int index) {
        return threads[index];
    }

    /**
     * Leaves one core to the JIT compilers for the next {@code nanos}: the last worker takes no chunks until then.
     * While the kernels still run interpreted or in C1 code, a compiler thread competes with every worker for a
     * core; on a small machine the first step finishes sooner when the compiler has one to itself (adr/0009).
     */
    void leaveOneCoreFor(long nanos) {
        if (size > 1) leaveOneCoreUntil = System.nanoTime() + nanos;
    }

    /**
     * Runs body over [0, n) split in contiguous chunks shared by all threads; returns when all are done. Each claim
     * takes a 2 * threads-th of what is left (guided scheduling), so the last chunks are small and neither thread
     * waits long for the other at the end: with equal chunks (four per thread) one of two threads waited for the
     * other 6-12% of each decode section of the 1B shape, on average half a chunk (adr/0010).
     */
    void forRange(int n, RangeBody b) {
        run(n, 0, b);
    }

    /**
     * {@link #forRange(int, RangeBody)} with {@code chunksPerThread} chunks per thread: one keeps neighbouring
     * indices on one thread, for bodies whose neighbours share data (the query heads of one kv head).
     */
    void forRange(int n, int chunksPerThread, RangeBody b) {
        if (chunksPerThread < 1) throw new IllegalArgumentException("forRange: chunksPerThread must be at least 1, not " + chunksPerThread);
        run(n, Math.min(n, size * chunksPerThread), b);
    }

    /** See {@link Job}: chunks > 0 equal chunks, 0 shrinking ones. */
    private void run(int n, int chunks, RangeBody b) {
        if (size == 1 || n < 2) {
            b.run(0, n);
            return;
        }
        Job j = new Job(b, n, chunks, size);
        job = j;
        for (Thread t : threads) LockSupport.unpark(t);
        j.runChunks();
        for (int spins = 0; !j.finished(); spins++) {
            if (spins < CALLER_SPIN_LIMIT) Thread.onSpinWait();
            else Thread.yield();
        }
        Throwable f = j.failure;
        if (f instanceof RuntimeException re) throw re;
        if (f instanceof Error e) throw e;
        if (f != null) throw new RuntimeException(f);
    }

    /**
     * Runs body over n elements in equal ranges across the threads, for ops that cost tens of nanoseconds a value (a
     * double tanh) even on one row, such as a soft-capped vocabulary of logits.
     */
    void forElements(long n, ElementRange body) {
        if (n < MIN_SPLIT_ELEMENTS) {
            body.run(0, n);
            return;
        }
        forRange(ELEMENT_PIECES, (lo, hi) -> body.run(n * lo / ELEMENT_PIECES, n * hi / ELEMENT_PIECES));
    }

    private boolean leavingOneCore() {
        long until = leaveOneCoreUntil;
        if (until == 0) return false;
        if (System.nanoTime() - until < 0) return true;
        leaveOneCoreUntil = 0;
        return false;
    }

    private void workerLoop(int index) {
        boolean sitsOut = index == threads.length - 1;   // the worker that leaves its core to the JIT
        Job seen = null;
        int spins = 0;
        while (!closed) {
            // the job is read before the sitting-out window: leaveOneCoreFor writes the window before the caller
            // publishes its next job, so a worker that sees that job also sees the window
            Job j = job;
            if (sitsOut && leavingOneCore()) {
                // parked, not spinning: a spinning worker would hold the very core it is meant to leave
                LockSupport.parkNanos(SIT_OUT_PARK_NANOS);
                continue;
            }
            if (j != seen) {
                seen = j;
                j.runChunks();
                spins = 0;
            } else if (spins < WORKER_SPIN_LIMIT) {
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
