package io.mlxcel.cli;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Read bandwidth of main memory, the ceiling of a memory-bound decode: {@code threads} threads stream disjoint slices
 * of a buffer far larger than the last-level cache through 512-bit loads; the best of a few passes counts.
 */
final class MemoryBandwidth {
    private static final VectorSpecies<Long> L = LongVector.SPECIES_PREFERRED;

    private MemoryBandwidth() {
    }

    /** Bytes per second. */
    static double measure(int threads, long bytes, int passes) throws Exception {
        // (a cold loop runs interpreted and reads at a fraction of the bandwidth)
        // an automatic arena: its segments need no liveness check per access (a shared arena's cost a third here)
        try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
            MemorySegment buf = Arena.ofAuto().allocate(bytes, 4096);
            buf.fill((byte) 1); // fault every page in before timing
            long sink = 0;
            for (int i = 0; i < 20000; i++) sink += sum(buf, 0, 1 << 16); // compile the loop (C2) before timing it
            long slice = bytes / threads / L.vectorByteSize() * L.vectorByteSize();
            double best = 0;
            for (int p = 0; p < passes; p++) {
                List<Future<Long>> parts = new ArrayList<>();
                long t0 = System.nanoTime();
                for (int t = 0; t < threads; t++) {
                    long from = t * slice;
                    parts.add(pool.submit(() -> sum(buf, from, from + slice)));
                }
                for (Future<Long> f : parts) sink += f.get();
                double seconds = (System.nanoTime() - t0) / 1e9;
                best = Math.max(best, slice * threads / seconds);
            }
            if (sink == 42) System.err.print(""); // keeps the sums alive
            return best;
        }
    }

    private static long sum(MemorySegment buf, long from, long to) {
        LongVector a = LongVector.zero(L), b = a, c = a, d = a;
        int step = L.vectorByteSize();
        for (long i = from; i + 4L * step <= to; i += 4L * step) {
            a = a.add(LongVector.fromMemorySegment(L, buf, i, ByteOrder.LITTLE_ENDIAN));
            b = b.add(LongVector.fromMemorySegment(L, buf, i + step, ByteOrder.LITTLE_ENDIAN));
            c = c.add(LongVector.fromMemorySegment(L, buf, i + 2L * step, ByteOrder.LITTLE_ENDIAN));
            d = d.add(LongVector.fromMemorySegment(L, buf, i + 3L * step, ByteOrder.LITTLE_ENDIAN));
        }
        return a.add(b).add(c.add(d)).reduceLanes(VectorOperators.ADD);
    }
}
