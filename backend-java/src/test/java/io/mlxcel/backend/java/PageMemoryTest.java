package io.mlxcel.backend.java;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageMemoryTest {
    /** Both kinds of mapping: huge pages are off by default (weights, scratch and KV caches) but can be asked for. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void allocationsAreAlignedZeroedAndDisjoint(boolean hugePages) {
        try (Arena arena = Arena.ofShared()) {
            PageMemory memory = new PageMemory(arena, hugePages);
            // small ones share a chunk (one of 1 byte, one that does not fill a chunk's remainder), large ones map alone
            long[] sizes = {1, 100, 221_184, 7 << 20, 9 << 20, 64, 30 << 20, 3};
            List<MemorySegment> segs = new ArrayList<>();
            for (int i = 0; i < sizes.length; i++) {
                MemorySegment s = memory.allocate(sizes[i]);
                assertEquals(sizes[i], s.byteSize(), "size of allocation " + i);
                assertEquals(0, s.address() % 64, "alignment of allocation " + i);
                for (long o = 0; o < s.byteSize(); o += 4093) assertEquals(0, s.get(ValueLayout.JAVA_BYTE, o), "zeroed, allocation " + i);
                s.fill((byte) (i + 1));
                segs.add(s);
            }
            for (int i = 0; i < segs.size(); i++) {
                MemorySegment s = segs.get(i);
                assertEquals((byte) (i + 1), s.get(ValueLayout.JAVA_BYTE, 0), "first byte of allocation " + i + " overwritten");
                assertEquals((byte) (i + 1), s.get(ValueLayout.JAVA_BYTE, s.byteSize() - 1), "last byte of allocation " + i + " overwritten");
                for (int j = 0; j < segs.size(); j++) {
                    MemorySegment t = segs.get(j);
                    assertTrue(i == j || s.address() + s.byteSize() <= t.address() || t.address() + t.byteSize() <= s.address(),
                            "allocations " + i + " and " + j + " overlap");
                }
            }
        }
    }
}
