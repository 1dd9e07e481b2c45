package io.mlxcel.backend.mlx.cuda;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.TreeSet;

/**
 * The GPU architectures a CUDA library carries code for, read from its {@code .nv_fatbin} section: each fat-binary
 * container (magic 0xBA55ED50, a 16-byte header, then entries) lists entries of kind 1 (PTX, JIT-compiled by the
 * driver for its architecture or newer) or 2 (SASS, an ELF cubin for one architecture family), each with its
 * {@code sm} number. The payloads may be compressed; the entry headers are not.
 */
final class CudaFatbin {
    static final int MAGIC = 0xBA55ED50, KIND_PTX = 1, KIND_SASS = 2;
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED;
    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG_UNALIGNED;

    /** sm numbers (80 for sm_80) with SASS and with PTX; {@code found} is false when the file has no fat binary. */
    record Archs(TreeSet<Integer> sass, TreeSet<Integer> ptx, boolean found) {
        /** Not read: nothing to run the build on (not a CUDA build, no driver or no GPU). Compared by identity. */
        static final Archs NOT_READ = new Archs(new TreeSet<>(), new TreeSet<>(), false);

        String describe() {
            if (this == NOT_READ) return "kernels not read";
            if (!found) return "no CUDA fat binary";
            StringBuilder sb = new StringBuilder();
            sb.append("SASS ").append(sass.isEmpty() ? "none" : String.join(" ", sass.stream().map(a -> "sm_" + a).toList()));
            sb.append(", PTX ").append(ptx.isEmpty() ? "none" : String.join(" ", ptx.stream().map(a -> "compute_" + a).toList()));
            return sb.toString();
        }
    }

    private CudaFatbin() {
    }

    /**
     * Reads the file into heap memory and scans it there. Not through a mapped MemorySegment: a probe that walks a
     * mapped segment in a loop teaches the JIT a second segment class at call sites the java backend's kernels share,
     * and those kernels then ran 25% slower for the rest of the process.
     */
    static Archs read(Path library) throws IOException {
        return scan(MemorySegment.ofArray(readSection(library)));
    }

    /** The .nv_fatbin section's bytes (positional reads of the ELF headers), or the whole file when there is none. */
    private static byte[] readSection(Path library) throws IOException {
        try (FileChannel ch = FileChannel.open(library, StandardOpenOption.READ)) {
            java.nio.ByteBuffer head = java.nio.ByteBuffer.allocate(64).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            ch.read(head, 0);
            long[] section = null;
            if (head.getInt(0) == 0x464C457F && head.get(4) == 2) {
                long shoff = head.getLong(0x28);
                int shentsize = Short.toUnsignedInt(head.getShort(0x3A)), shnum = Short.toUnsignedInt(head.getShort(0x3C));
                java.nio.ByteBuffer table = java.nio.ByteBuffer.allocate(Math.max(0, shentsize * shnum));
                ch.read(table, shoff);
                byte[] headers = new byte[64 + table.capacity()];
                System.arraycopy(head.array(), 0, headers, 0, 64);
                // section() wants the names too: read the string table and present header + table + names as one image
                section = sectionWithNames(ch, headers, table.array(), shoff, shentsize, shnum, Short.toUnsignedInt(head.getShort(0x3E)));
            }
            long from = section == null ? 0 : section[0], size = section == null ? ch.size() : section[1];
            if (size > Integer.MAX_VALUE - 16) throw new IOException(library + ": fat binary section of " + size + " bytes is too large to scan");
            java.nio.ByteBuffer data = java.nio.ByteBuffer.allocate((int) size);
            while (data.hasRemaining() && ch.read(data, from + data.position()) > 0) {
                // keep reading
            }
            return data.array();
        }
    }

    private static long[] sectionWithNames(FileChannel ch, byte[] elfHead, byte[] table, long shoff, int shentsize, int shnum, int shstrndx)
            throws IOException {
        if (shentsize < 64 || shstrndx >= shnum) return null;
        java.nio.ByteBuffer t = java.nio.ByteBuffer.wrap(table).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        long strOff = t.getLong(shstrndx * shentsize + 24), strSize = t.getLong(shstrndx * shentsize + 32);
        if (strSize <= 0 || strSize > (1 << 24)) return null;
        java.nio.ByteBuffer names = java.nio.ByteBuffer.allocate((int) strSize);
        ch.read(names, strOff);
        byte[] want = ".nv_fatbin".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < shnum; i++) {
            int at = t.getInt(i * shentsize);
            if (at < 0 || at + want.length >= strSize) continue;
            boolean match = names.get(at + want.length) == 0;
            for (int k = 0; match && k < want.length; k++) match = names.get(at + k) == want[k];
            if (match) return new long[]{t.getLong(i * shentsize + 24), t.getLong(i * shentsize + 32)};
        }
        return null;
    }

    /** The .nv_fatbin section of an ELF64 image when present, else the whole image, scanned for containers. */
    static Archs scan(MemorySegment f) {
        long from = 0, to = f.byteSize();
        long[] section = section(f, ".nv_fatbin");
        if (section != null) {
            from = section[0];
            to = Math.min(f.byteSize(), section[0] + section[1]);
        }
        TreeSet<Integer> sass = new TreeSet<>(), ptx = new TreeSet<>();
        boolean found = false;
        for (long o = from; o + 16 <= to; o += 8) {
            if (f.get(I32, o) != MAGIC) continue;
            int headerSize = Short.toUnsignedInt(f.get(I16, o + 6));
            long size = f.get(I64, o + 8);
            if (headerSize < 16 || size <= 0 || o + headerSize + size > to) continue;
            found = true;
            long e = o + headerSize, end = o + headerSize + size;
            while (e + 32 <= end) {
                int kind = Short.toUnsignedInt(f.get(I16, e));
                long entryHeader = Integer.toUnsignedLong(f.get(I32, e + 4));
                long payload = f.get(I64, e + 8);
                int arch = f.get(I32, e + 28);
                if (entryHeader < 32 || payload < 0) break;
                if (kind == KIND_SASS) sass.add(arch);
                else if (kind == KIND_PTX) ptx.add(arch);
                e += entryHeader + payload;
            }
            o = ((end + 7) & ~7L) - 8; // continue after this container
        }
        return new Archs(sass, ptx, found);
    }

    /** {offset, size} of a named section of a little-endian ELF64 image, or null. */
    static long[] section(MemorySegment f, String name) {
        if (f.byteSize() < 64 || f.get(I32, 0) != 0x464C457F || f.get(ValueLayout.JAVA_BYTE, 4) != 2) return null;
        long shoff = f.get(I64, 0x28);
        int shentsize = Short.toUnsignedInt(f.get(I16, 0x3A)), shnum = Short.toUnsignedInt(f.get(I16, 0x3C));
        int shstrndx = Short.toUnsignedInt(f.get(I16, 0x3E));
        if (shoff <= 0 || shentsize < 64 || shstrndx >= shnum || shoff + (long) shnum * shentsize > f.byteSize()) return null;
        long strtab = f.get(I64, shoff + (long) shstrndx * shentsize + 24);
        byte[] want = name.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < shnum; i++) {
            long sh = shoff + (long) i * shentsize;
            long nameAt = strtab + Integer.toUnsignedLong(f.get(I32, sh));
            if (nameAt + want.length + 1 > f.byteSize()) continue;
            boolean match = f.get(ValueLayout.JAVA_BYTE, nameAt + want.length) == 0;
            for (int k = 0; match && k < want.length; k++) match = f.get(ValueLayout.JAVA_BYTE, nameAt + k) == want[k];
            if (match) return new long[]{f.get(I64, sh + 24), f.get(I64, sh + 32)};
        }
        return null;
    }
}
