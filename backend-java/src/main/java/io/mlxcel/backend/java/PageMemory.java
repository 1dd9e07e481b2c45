package io.mlxcel.backend.java;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Native memory from anonymous mappings in 2 MiB-aligned chunks, for the repacked weights, the KV caches and the step
 * scratch. Linux can be asked to back them with transparent huge pages ({@code madvise(MADV_HUGEPAGE)} before the
 * first touch): {@code -Dmlxcel.java.hugePages=true} for the weights and scratch, {@code -Dmlxcel.java.kvHugePages=true}
 * for the KV caches (see {@link JavaBackend}). Both are off by default.
 * <ul>
 *   <li>Huge pages spare a decode step, which streams every weight once, a TLB miss every 4 KiB. On the AVX2 VM of
 *   adr/0009 that was worth 77.9 -> 83.0 tok/s of SmolLM2 decode; on the AVX-512 VM of adr/0010 alternating runs showed
 *   no difference (SmolLM2 and the 1B shape).</li>
 *   <li>But a huge page is a fresh 2 MiB block, and on that VM the first touch of such memory is slow (the host backs
 *   it then; freed blocks of that size go back to the host): loading the 1B shape from the packed-weight cache took
 *   3.3-3.7 s on huge pages against 0.9-1.0 s on ordinary ones, in alternating launches.</li>
 *   <li>The kernel hands out mapped pages zeroed and only when first touched, so a KV cache sized for the model's
 *   whole context costs no zero-filling pass at load (an arena's allocation writes every byte up front: 377 MB for
 *   SmolLM2's 8192 positions), and on ordinary pages no resident memory for positions not reached yet.</li>
 * </ul>
 * Where mmap / madvise are not available, it falls back to the arena's ordinary allocation. Mappings are released
 * when the arena closes.
 */
final class PageMemory {
    private static final long HUGE = 2L << 20;
    private static final long CHUNK = 32L << 20;
    private static final int PROT_READ_WRITE = 0x3, MAP_PRIVATE_ANONYMOUS = 0x02 | 0x20, MADV_HUGEPAGE = 14;
    private static final MethodHandle MMAP, MUNMAP, MADVISE;
    private static final boolean HUGE_PAGES = Boolean.getBoolean("mlxcel.java.hugePages");

    static {
        MethodHandle mmap = null, munmap = null, madvise = null;
        if (System.getProperty("os.name", "").startsWith("Linux")) {
            try {
                Linker linker = Linker.nativeLinker();
                var lookup = linker.defaultLookup();
                mmap = lookup.find("mmap").map(s -> linker.downcallHandle(s, FunctionDescriptor.of(ValueLayout.ADDRESS,
                        ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT,
                        ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG))).orElse(null);
                munmap = lookup.find("munmap").map(s -> linker.downcallHandle(s, FunctionDescriptor.of(ValueLayout.JAVA_INT,
                        ValueLayout.ADDRESS, ValueLayout.JAVA_LONG))).orElse(null);
                madvise = lookup.find("madvise").map(s -> linker.downcallHandle(s, FunctionDescriptor.of(ValueLayout.JAVA_INT,
                        ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT))).orElse(null);
            } catch (RuntimeException | LinkageError e) {
                mmap = null;
            }
        }
        boolean ok = mmap != null && munmap != null && madvise != null;
        MMAP = ok ? mmap : null;
        MUNMAP = ok ? munmap : null;
        MADVISE = ok ? madvise : null;
    }

    private final Arena arena;
    private MemorySegment chunk = MemorySegment.NULL;
    private long used;
    private final boolean hugePages;

    /** Memory for weights and scratch (streamed or reused whole): on huge pages with {@code -Dmlxcel.java.hugePages=true}. */
    PageMemory(Arena arena) {
        this(arena, HUGE_PAGES);
    }

    /**
     * @param hugePages whether to ask for huge pages; memory that is written sparsely may prefer not to, since a first
     *                  write makes a whole 2 MiB resident
     */
    PageMemory(Arena arena, boolean hugePages) {
        this.arena = arena;
        this.hugePages = hugePages;
    }

    /** {@code bytes} of zeroed memory, 64-byte aligned, valid while the arena is open. */
    synchronized MemorySegment allocate(long bytes) {
        if (MMAP == null) return arena.allocate(bytes, 64);
        long size = (bytes + 63) & ~63L;
        if (size > CHUNK / 4) return map(size).asSlice(0, bytes);
        if (used + size > chunk.byteSize()) {
            chunk = map(CHUNK);
            used = 0;
        }
        MemorySegment s = chunk.asSlice(used, bytes);
        used += size;
        return s;
    }

    /** A fresh 2 MiB-aligned anonymous mapping (zeroed by the kernel), advised before anything touches it. */
    private MemorySegment map(long bytes) {
        long size = (bytes + HUGE - 1) & -HUGE;
        try {
            MemorySegment raw = (MemorySegment) MMAP.invokeExact(MemorySegment.NULL, size + HUGE, PROT_READ_WRITE,
                    MAP_PRIVATE_ANONYMOUS, -1, 0L);
            if (raw.address() == -1L || raw.address() == 0L) return arena.allocate(bytes, 64);
            long start = raw.address(), aligned = (start + HUGE - 1) & -HUGE;
            MemorySegment region = MemorySegment.ofAddress(aligned).reinterpret(size);
            if (hugePages) {
                int ignored = (int) MADVISE.invokeExact(region, size, MADV_HUGEPAGE); // advice only: 4 KiB pages if refused
            }
            long total = size + HUGE;
            return region.reinterpret(arena, s -> unmap(start, total));
        } catch (Throwable t) {
            return arena.allocate(bytes, 64);
        }
    }

    private static void unmap(long address, long size) {
        try {
            int ignored = (int) MUNMAP.invokeExact(MemorySegment.ofAddress(address), size);
        } catch (Throwable ignored) {
            // the process is closing the backend; nothing useful to do
        }
    }
}
