package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packed-weight cache's mechanics, with a stand-in packer (its output a fixed function of the weight's bytes, so a
 * hit can be compared with a fresh pack). The real packers go through it in every load; the models module's parity
 * tests load SmolLM2 several times per JVM with the cache in target/, so their goldens are met from cached weights.
 */
class PackCacheTest {
    private static final WorkerPool POOL = new WorkerPool(3);
    private final Arena arena = Arena.ofAuto();

    @TempDir
    Path dir;

    @AfterAll
    static void closePool() {
        POOL.close();
    }

    /** The stand-in packer's product: each byte of the source, plus one, in reverse order. */
    record Reversed(MemorySegment data) {
    }

    private final AtomicInteger fills = new AtomicInteger();

    private Reversed pack(PackCache cache, HostWeight w) {
        return cache.packed(w, Reversed.class, w.data().byteSize(), new PageMemory(arena), POOL, any -> true, Reversed::new, p -> {
            fills.incrementAndGet();
            long n = w.data().byteSize();
            for (long i = 0; i < n; i++) p.data().set(ValueLayout.JAVA_BYTE, n - 1 - i, (byte) (w.data().get(ValueLayout.JAVA_BYTE, i) + 1));
        });
    }

    private HostWeight weight(int seed, int rows) {
        MemorySegment d = arena.allocate((long) rows * 1024 / 32 * 20);
        Random r = new Random(seed);
        for (long i = 0; i < d.byteSize(); i++) d.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        return HostWeight.dense("w" + seed, WeightType.Q4_1, new long[]{rows, 1024}, d);
    }

    private PackCache cache(long maxBytes) {
        return new PackCache(dir, maxBytes, PackCache.codeFingerprint());
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".bin")).sorted().toList();
        }
    }

    @Test
    void aHitGivesTheBytesThePackerMade() throws IOException {
        HostWeight w = weight(1, 64);
        PackCache cache = cache(1L << 30);
        byte[] packed = pack(cache, w).data().toArray(ValueLayout.JAVA_BYTE);
        assertEquals(1, fills.get());
        assertEquals(1, entries().size());
        // a second cache object (as in a later process) reads it back without packing
        PackCache later = cache(1L << 30);
        byte[] read = pack(later, w).data().toArray(ValueLayout.JAVA_BYTE);
        assertEquals(1, fills.get(), "a hit must not pack");
        assertArrayEquals(packed, read);
        // and the packer's output is what it is without a cache
        assertArrayEquals(packed, pack(PackCache.OFF, w).data().toArray(ValueLayout.JAVA_BYTE));
    }

    @Test
    void changedBytesOrShapeAreAnotherEntry() throws IOException {
        PackCache cache = cache(1L << 30);
        HostWeight w = weight(2, 64);
        pack(cache, w);
        w.data().set(ValueLayout.JAVA_BYTE, 12345, (byte) (w.data().get(ValueLayout.JAVA_BYTE, 12345) ^ 1));
        byte[] changed = pack(cache, w).data().toArray(ValueLayout.JAVA_BYTE);
        assertEquals(2, fills.get(), "one flipped bit must miss");
        assertEquals((byte) (w.data().get(ValueLayout.JAVA_BYTE, 12345) + 1), changed[(int) w.data().byteSize() - 1 - 12345]);
        // the same bytes seen as another shape
        HostWeight reshaped = HostWeight.dense("w", WeightType.Q4_1, new long[]{128, 512}, w.data());
        pack(cache, reshaped);
        assertEquals(3, fills.get());
        assertEquals(3, entries().size());
        assertNotEquals(cache.key(w, Reversed.class, 1, POOL), cache.key(reshaped, Reversed.class, 1, POOL));
    }

    @Test
    void everyPartOfAnAffineWeightIsInTheKey() {
        PackCache cache = cache(1L << 30);
        MemorySegment words = weight(12, 64).data(), scales = weight(13, 2).data(), biases = weight(14, 2).data();
        MemorySegment otherWords = weight(15, 64).data(), otherBiases = weight(16, 2).data();
        java.util.function.BiFunction<MemorySegment, MemorySegment, HostWeight> affine = (wd, b) -> new HostWeight("a",
                WeightType.MLX_AFFINE, new long[]{64, 80}, wd, scales, b, io.mlxcel.spi.DType.F16, 64, 4);
        String key = cache.key(affine.apply(words, biases), Reversed.class, 1, POOL);
        assertNotEquals(key, cache.key(affine.apply(otherWords, biases), Reversed.class, 1, POOL), "the words");
        assertNotEquals(key, cache.key(affine.apply(words, otherBiases), Reversed.class, 1, POOL), "the biases");
        assertEquals(key, cache.key(affine.apply(words, biases), Reversed.class, 1, POOL));
    }

    @Test
    void aDamagedEntryIsRemovedAndRepacked() throws IOException {
        HostWeight w = weight(3, 64);
        PackCache cache = cache(1L << 30);
        byte[] packed = pack(cache, w).data().toArray(ValueLayout.JAVA_BYTE);
        Path file = entries().get(0);
        long size = Files.size(file);
        // one payload byte changed: the checksum
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[]{(byte) (packed[100] ^ 0x40)}), size - packed.length + 100);
        }
        assertArrayEquals(packed, pack(cache, w).data().toArray(ValueLayout.JAVA_BYTE));
        assertEquals(2, fills.get());
        assertEquals(size, Files.size(file), "rewritten whole");
        // cut short: the size
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.truncate(size - 7);
        }
        assertArrayEquals(packed, pack(cache, w).data().toArray(ValueLayout.JAVA_BYTE));
        assertEquals(3, fills.get());
        // another weight's entry under this name: the header
        HostWeight other = weight(4, 64);
        pack(cache, other);
        Path otherFile = entries().stream().filter(p -> !p.equals(file)).findFirst().orElseThrow();
        Files.copy(otherFile, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertArrayEquals(packed, pack(cache, w).data().toArray(ValueLayout.JAVA_BYTE));
        assertEquals(5, fills.get());
        assertArrayEquals(packed, pack(cache, w).data().toArray(ValueLayout.JAVA_BYTE));
        assertEquals(5, fills.get(), "the repaired entry is a hit");
    }

    @Test
    void aRefusedWeightIsNotPackedUnlessItsEntryExists() throws IOException {
        HostWeight w = weight(5, 64);
        PackCache cache = cache(1L << 30);
        assertNull(cache.packed(w, Reversed.class, w.data().byteSize(), new PageMemory(arena), POOL, any -> false, Reversed::new,
                p -> fills.incrementAndGet()));
        assertEquals(0, fills.get());
        assertTrue(entries().isEmpty());
        pack(cache, w);
        // an entry is only ever written for an accepted weight with these bytes, so the check is skipped on a hit
        assertNotNull(cache.packed(w, Reversed.class, w.data().byteSize(), new PageMemory(arena), POOL, any -> false, Reversed::new,
                p -> fills.incrementAndGet()));
        assertEquals(1, fills.get());
    }

    @Test
    void smallWeightsAndAnOffCacheWriteNothing() throws IOException {
        pack(cache(1L << 30), weight(6, 16));   // 16 rows: 10 KiB, under MIN_BYTES
        pack(PackCache.OFF, weight(7, 64));
        assertEquals(2, fills.get());
        assertTrue(entries().isEmpty());
    }

    @Test
    void theLeastRecentlyUsedEntriesGoPastTheLimit() throws IOException {
        HostWeight a = weight(8, 64), b = weight(9, 64), c = weight(10, 64);
        long entry = a.data().byteSize() + 400;   // payload plus header, roughly
        PackCache cache = cache(2 * entry + 100);
        pack(cache, a);
        Path aFile = entries().get(0);
        pack(cache, b);
        List<Path> two = entries();
        assertEquals(2, two.size());
        // a last used before b
        for (Path p : two) Files.setLastModifiedTime(p, FileTime.fromMillis(1_000_000L + (p.equals(aFile) ? 0 : 1000)));
        pack(cache, c);
        List<Path> left = entries();
        assertEquals(2, left.size());
        assertFalse(left.contains(aFile), "the oldest entry goes");
    }

    @Test
    void entriesOfOtherBuildsGoOnceUnusedForADay() throws IOException {
        HostWeight w = weight(11, 64);
        new PackCache(dir, 1L << 30, "0badc0de").packed(w, Reversed.class, w.data().byteSize(), new PageMemory(arena), POOL,
                any -> true, Reversed::new, p -> { });
        new PackCache(dir, 1L << 30, "0badf00d").packed(w, Reversed.class, w.data().byteSize(), new PageMemory(arena), POOL,
                any -> true, Reversed::new, p -> { });
        Path stale = entries().stream().filter(p -> p.getFileName().toString().contains("-0badc0de-")).findFirst().orElseThrow();
        Files.setLastModifiedTime(stale, FileTime.fromMillis(System.currentTimeMillis() - 2 * 86_400_000L));
        pack(cache(1L << 30), w);   // this build's first write lists the directory
        List<String> left = entries().stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(2, left.size(), left.toString());
        assertTrue(left.stream().anyMatch(n -> n.contains("-0badf00d-")), "used within the day: kept");
        assertFalse(left.stream().anyMatch(n -> n.contains("-0badc0de-")), "unused for two days: removed");
    }

    @Test
    void settingsNameTheDirectoryOrSwitchItOff() {
        assertSame(PackCache.OFF, PackCache.fromSettings(null, Map.of("MLXCEL_PACK_CACHE", "off")));
        assertSame(PackCache.OFF, PackCache.fromSettings(null, Map.of("MLXCEL_PACK_CACHE", "OFF")));
        assertEquals(dir.resolve("elsewhere"), PackCache.fromSettings(null, Map.of("MLXCEL_PACK_CACHE", dir.resolve("elsewhere").toString())).dir());
        assertEquals(dir.resolve("root").resolve("packed"), PackCache.fromSettings(null, Map.of("MLXCEL_CACHE_DIR", dir.resolve("root").toString())).dir());
        var e = assertThrows(IllegalArgumentException.class,
                () -> PackCache.fromSettings(null, Map.of("MLXCEL_PACK_CACHE_MAX_GB", "lots")));
        assertTrue(e.getMessage().contains("MLXCEL_PACK_CACHE_MAX_GB") && e.getMessage().contains("lots"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PackCache.fromSettings(null, Map.of("MLXCEL_PACK_CACHE_MAX_GB", "-1")));
        assertNotNull(PackCache.codeFingerprint());
    }
}
