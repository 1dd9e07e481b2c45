package io.mlxcel.backend.java;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * Bump allocator for the activations of one step. {@link #reset} at the start of each step recycles the memory,
 * so a steady decode loop allocates nothing off-heap; a step that needed more grows the single chunk once.
 * Segments from a previous step belong to a closed arena after growth, so stale use fails loudly, never silently.
 */
final class Scratch implements AutoCloseable {
    private static final long ALIGN = 64;
    private Arena arena;
    private MemorySegment chunk;
    private long used;
    private final List<Arena> overflow = new ArrayList<>();
    private long overflowBytes;
    private long peak;

    Scratch(long initialBytes) {
        arena = Arena.ofShared();
        chunk = new PageMemory(arena).allocate(initialBytes);
    }

    synchronized MemorySegment allocate(long bytes) {
        long start = (used + ALIGN - 1) & -ALIGN;
        if (start + bytes <= chunk.byteSize()) {
            used = start + bytes;
            peak = Math.max(peak, used + overflowBytes);
            return chunk.asSlice(start, bytes);
        }
        Arena a = Arena.ofShared();
        overflow.add(a);
        overflowBytes += bytes + ALIGN;
        peak = Math.max(peak, used + overflowBytes);
        return a.allocate(Math.max(bytes, 1), ALIGN);
    }

    /** Frees everything allocated since the last reset. */
    synchronized void reset() {
        if (!overflow.isEmpty()) {
            long want = chunk.byteSize() + overflowBytes;
            for (Arena a : overflow) a.close();
            overflow.clear();
            overflowBytes = 0;
            arena.close();
            arena = Arena.ofShared();
            // mapped, not arena-allocated: a 1 GB chunk (a 512-token prefill) is not zero-filled before use
            chunk = new PageMemory(arena).allocate(want + want / 4);
            if (StepProfile.ON) System.err.printf("scratch: grown to %.1f MB%n", chunk.byteSize() / 1e6);
        }
        used = 0;
    }

    long capacity() {
        return chunk.byteSize() + overflowBytes;
    }

    long peak() {
        return peak;
    }

    @Override
    public synchronized void close() {
        for (Arena a : overflow) a.close();
        overflow.clear();
        arena.close();
    }
}
