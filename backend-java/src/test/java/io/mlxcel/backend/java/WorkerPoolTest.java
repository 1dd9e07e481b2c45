package io.mlxcel.backend.java;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

class WorkerPoolTest {
    @Test
    void everyIndexRunsExactlyOnceAcrossManyCallsOfMixedSizes() {
        try (WorkerPool pool = new WorkerPool(3)) {
            for (int call = 0; call < 2000; call++) {
                int n = 1 + (call * 37) % 101;
                AtomicIntegerArray hits = new AtomicIntegerArray(n);
                pool.forRange(n, (lo, hi) -> {
                    if (lo >= hi) throw new AssertionError("empty chunk " + lo);
                    for (int i = lo; i < hi; i++) hits.incrementAndGet(i);
                });
                int[] expected = new int[n], got = new int[n];
                java.util.Arrays.fill(expected, 1);
                for (int i = 0; i < n; i++) got[i] = hits.get(i);
                assertArrayEquals(expected, got, "call " + call + " n=" + n);
            }
        }
    }

    @Test
    void oneChunkPerThreadCutsTheRangeIntoThatManyContiguousPieces() {
        try (WorkerPool pool = new WorkerPool(2)) {
            for (int n : new int[]{2, 9, 64}) {
                AtomicIntegerArray hits = new AtomicIntegerArray(n);
                java.util.concurrent.atomic.AtomicInteger pieces = new java.util.concurrent.atomic.AtomicInteger();
                pool.forRange(n, 1, (lo, hi) -> {
                    pieces.incrementAndGet();
                    for (int i = lo; i < hi; i++) hits.incrementAndGet(i);
                });
                for (int i = 0; i < n; i++) assertEquals(1, hits.get(i), "n=" + n + " index " + i);
                assertEquals(2, pieces.get(), "n=" + n + ": one piece per thread");
            }
            assertThrows(IllegalArgumentException.class, () -> pool.forRange(9, 0, (lo, hi) -> { }));
        }
    }

    @Test
    void elementRangesCoverEveryElementOnceWhetherSplitOrNot() {
        try (WorkerPool pool = new WorkerPool(3)) {
            for (int n : new int[]{0, 1, 16383, 16384, 20011, 262144}) {
                AtomicIntegerArray hits = new AtomicIntegerArray(n);
                java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
                pool.forElements(n, (from, to) -> {
                    calls.incrementAndGet();
                    for (long i = from; i < to; i++) hits.incrementAndGet((int) i);
                });
                for (int i = 0; i < n; i++) assertEquals(1, hits.get(i), "n=" + n + " element " + i);
                if (n >= 16384) assertTrue(calls.get() > 1, "n=" + n + " was not split");
                else assertEquals(1, calls.get(), "n=" + n + " should run in one piece");
            }
        }
    }

    @Test
    void aFailureInAnyChunkReachesTheCallerAndThePoolKeepsWorking() {
        try (WorkerPool pool = new WorkerPool(2)) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> pool.forRange(64, (lo, hi) -> {
                if (lo <= 50 && 50 < hi) throw new IllegalStateException("index 50");
            }));
            assertEquals("index 50", e.getMessage());
            AtomicIntegerArray hits = new AtomicIntegerArray(64);
            pool.forRange(64, (lo, hi) -> {
                for (int i = lo; i < hi; i++) hits.incrementAndGet(i);
            });
            for (int i = 0; i < 64; i++) assertEquals(1, hits.get(i), "index " + i);
        }
    }

    @Test
    void aStalledThreadsShareIsTakenOverByTheOther() {
        // whoever runs the first chunk stalls; with one fixed slice per thread half the range would wait for it
        try (WorkerPool pool = new WorkerPool(2)) {
            for (int chunksPerThread : new int[]{0, 4}) {   // 0: the shrinking chunks of forRange(n, body)
                long[] runner = new long[16];
                int[] stalledEnd = new int[1];
                WorkerPool.RangeBody body = (lo, hi) -> {
                    for (int i = lo; i < hi; i++) runner[i] = Thread.currentThread().threadId();
                    if (lo == 0) {
                        stalledEnd[0] = hi;
                        sleep(300);
                    }
                };
                if (chunksPerThread == 0) pool.forRange(16, body);
                else pool.forRange(16, chunksPerThread, body);
                assertTrue(stalledEnd[0] <= 4, "the first chunk took " + stalledEnd[0] + " of 16 indices");
                for (int i = stalledEnd[0]; i < 16; i++) {
                    assertNotEquals(runner[0], runner[i], "index " + i + " waited for the stalled thread (" + chunksPerThread + ")");
                }
            }
        }
    }

    @Test
    void shrinkingChunksStartAtAQuarterAndEndSmall() {
        try (WorkerPool pool = new WorkerPool(2)) {
            java.util.List<int[]> chunks = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
            pool.forRange(256, (lo, hi) -> chunks.add(new int[]{lo, hi}));
            chunks.sort(java.util.Comparator.comparingInt(c -> c[0]));
            assertEquals(64, chunks.get(0)[1] - chunks.get(0)[0], "the first claim: a quarter of 256");
            int[] last = chunks.get(chunks.size() - 1);
            assertEquals(256, last[1]);
            assertEquals(1, last[1] - last[0], "the last claim: one index");
            assertTrue(chunks.size() < 40, chunks.size() + " claims for 256 indices");
        }
    }

    @Test
    void whileLeavingACoreToTheJitTheLastWorkerTakesNothingAndAfterwardsItHelpsAgain() {
        for (int size : new int[] {2, 3}) {
            try (WorkerPool pool = new WorkerPool(size)) {
                String last = "mlxcel-java-" + (size - 1);
                pool.leaveOneCoreFor(60_000_000_000L);
                java.util.Set<String> during = runners(pool);
                assertFalse(during.contains(last), size + " threads, during: " + during);
                assertEquals(size - 1, during.size(), size + " threads, during: " + during);

                pool.leaveOneCoreFor(0);   // the window ends now
                java.util.Set<String> after = runners(pool);
                assertTrue(after.contains(last), size + " threads, after: " + after);
            }
        }
    }

    @Test
    void theWorkerSittingOutParksInsteadOfSpinningWhileCallsKeepComing() throws Exception {
        try (WorkerPool pool = new WorkerPool(2)) {
            pool.leaveOneCoreFor(60_000_000_000L);
            Thread worker = pool.worker(0);
            java.util.concurrent.atomic.AtomicBoolean calling = new java.util.concurrent.atomic.AtomicBoolean(true);
            Thread caller = Thread.ofPlatform().start(() -> {
                while (calling.get()) pool.forRange(8, (lo, hi) -> { });   // a stream of small jobs, as in a prefill
            });
            try {
                int runnable = 0, samples = 200;
                for (int i = 0; i < samples; i++) {
                    if (worker.getState() == Thread.State.RUNNABLE) runnable++;
                    Thread.sleep(0, 250_000);
                }
                // a spinning worker is RUNNABLE in nearly every sample; a parked one only just after an unpark
                assertTrue(runnable < samples / 2, "the worker sitting out was RUNNABLE in " + runnable + " of " + samples + " samples");
            } finally {
                calling.set(false);
                caller.join();
            }
        }
    }

    /** The names of the threads that ran some of 64 chunks that each wait a little (so every thread gets some). */
    private static java.util.Set<String> runners(WorkerPool pool) {
        java.util.Set<String> names = java.util.concurrent.ConcurrentHashMap.newKeySet();
        pool.forRange(64, (lo, hi) -> {
            names.add(Thread.currentThread().getName().startsWith("mlxcel-java-") ? Thread.currentThread().getName() : "caller");
            sleep(5);
        });
        return names;
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
