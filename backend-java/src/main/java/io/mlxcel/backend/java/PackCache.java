package io.mlxcel.backend.java;

import io.mlxcel.spi.CacheDirs;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.io.EOFException;
import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;

/**
 * Repacked weights kept on disk between runs (adr/0013). Repacking a checkpoint into the kernels' layouts runs in
 * cold code at every load (SmolLM2 0.6 s of its 0.8 s load, a 1B model about 2 s); reading the packed bytes back is
 * a bulk file read into the same huge-page memory.
 * <ul>
 *   <li><b>Key:</b> the packer, a fingerprint of this package's compiled classes (any change to the code invalidates
 *   every entry, so a layout change can never meet an old file), the vector width, the weight's type, shape and
 *   quantization parameters, and two checksums of its bytes (CRC-32C and CRC-32: 64 bits, computed by intrinsics
 *   even in cold code). The bytes are what the backend is handed, so weight surgery's output gets its own entries.</li>
 *   <li><b>Entry:</b> a header (magic, the key, the payload's length and CRC-32C) and the packed bytes. A file whose
 *   header or checksum does not match is reported, removed and repacked; the cache can cost time, never bits.</li>
 *   <li><b>Writes</b> go to a temporary file moved into place whole, so concurrent loads see a whole entry or none.
 *   A cache that cannot be written is reported once and the load goes on.</li>
 *   <li><b>Size:</b> past {@code MLXCEL_PACK_CACHE_MAX_GB} (default 8) the least recently used entries go; a hit
 *   touches its file's modification time.</li>
 * </ul>
 * {@code MLXCEL_PACK_CACHE=off} (or {@code -Dmlxcel.java.packCache=off}) repacks at every load; a path there puts the
 * cache elsewhere than {@code ${MLXCEL_CACHE_DIR:-~/.cache/mlxcel}/packed}.
 */
final class PackCache {
    private static final System.Logger LOG = System.getLogger(PackCache.class.getName());
    private static final byte[] MAGIC = "MLXPACK1".getBytes(StandardCharsets.US_ASCII);
    /** Weights packing to fewer bytes are repacked each time: a file per small tensor would cost more than it saves. */
    static final long MIN_BYTES = 32 << 10;
    /**
     * Bytes are checksummed, read and written in pieces of this size, spread over the pool's threads. A checksum is
     * the CRC-32C of the pieces' checksums, so it depends on this size and not on the number of threads.
     */
    static final long PIECE = 4L << 20;
    static final PackCache OFF = new PackCache(null, 0, "");

    private static PackCache shared;

    private final Path dir;
    private final long maxBytes;
    private final String code;
    private long usedBytes = -1;
    private boolean warned;

    PackCache(Path dir, long maxBytes, String code) {
        this.dir = dir;
        this.maxBytes = maxBytes;
        this.code = code;
    }

    /** The cache the backend uses, from the environment and system properties (read once per process). */
    static synchronized PackCache shared() {
        if (shared == null) shared = fromSettings(System.getProperty("mlxcel.java.packCache"), System.getenv());
        return shared;
    }

    /** From the system property's value (null: not set), else the environment's MLXCEL_PACK_CACHE. */
    static PackCache fromSettings(String property, Map<String, String> env) {
        Path dir = CacheDirs.packedWeights(property, env);
        if (dir == null) return OFF;
        double gb = 8;
        String max = env.get("MLXCEL_PACK_CACHE_MAX_GB");
        if (max != null && !max.isBlank()) {
            try {
                gb = Double.parseDouble(max.strip());
            } catch (NumberFormatException e) {
                gb = -1;
            }
            if (!(gb >= 0)) throw new IllegalArgumentException("MLXCEL_PACK_CACHE_MAX_GB must be a number of GB (0 or more), not '" + max + "'");
        }
        String code = codeFingerprint();
        if (code == null) {
            LOG.log(System.Logger.Level.WARNING, "packed-weight cache off: cannot read the backend's classes to fingerprint them");
            return OFF;
        }
        return new PackCache(dir, (long) (gb * 1e9), code);
    }

    Path dir() {
        return dir;
    }

    /**
     * A packed weight of {@code bytes} bytes made by {@code packer}, or null when {@code packable} refuses the weight.
     * {@code wrap} makes the packer's object around fresh memory, which is read from the cache, or filled by
     * {@code fill} and offered to the cache. A weight is only ever written after {@code packable} accepted it, and the
     * key covers its bytes, so a hit skips that check (the packers' scan for non-finite scales is a tenth of a second
     * of cold code for SmolLM2).
     */
    <P> P packed(HostWeight w, Class<P> packer, long bytes, PageMemory memory, WorkerPool pool, Predicate<HostWeight> packable,
                 Function<MemorySegment, P> wrap, Consumer<P> fill) {
        if (dir == null || bytes < MIN_BYTES) {
            if (!packable.test(w)) return null;
            P p = wrap.apply(memory.allocate(bytes));
            fill.accept(p);
            return p;
        }
        String key = key(w, packer, bytes, pool);
        Path file = dir.resolve(key + ".bin");
        MemorySegment data = null;
        if (Files.isRegularFile(file)) {
            data = memory.allocate(bytes);
            if (read(file, key, data, pool)) return wrap.apply(data);
            data.fill((byte) 0);   // a failed read may have left part of a file here; packers expect fresh memory
        }
        if (!packable.test(w)) return null;
        if (data == null) data = memory.allocate(bytes);
        P p = wrap.apply(data);
        fill.accept(p);
        write(file, key, data, pool);
        return p;
    }

    /** The entry's name: everything the packed bytes depend on (see the class comment). */
    String key(HostWeight w, Class<?> packer, long bytes, WorkerPool pool) {
        // a weight has one part, or three (MLX affine: words, scales, biases), each checksummed on its own; several
        // parts' checksums are combined as pieces are, so a collision needs every part to collide
        List<MemorySegment> parts = w.scales() == null ? List.of(w.data()) : List.of(w.data(), w.scales(), w.biases());
        long source = 0;
        long[] cs = new long[parts.size()], ds = new long[parts.size()];
        for (int i = 0; i < parts.size(); i++) {
            long[] sums = checksums(parts.get(i), pool, true);
            source += parts.get(i).byteSize();
            cs[i] = sums[0];
            ds[i] = sums[1];
        }
        long c = parts.size() == 1 ? cs[0] : combine(cs), d = parts.size() == 1 ? ds[0] : combine(ds);
        StringBuilder k = new StringBuilder(packer.getSimpleName()).append('-').append(code)
                .append("-l").append(Simd.LANES).append('-').append(w.type()).append('-').append(w.rows()).append('x').append(w.cols());
        if (w.type() == WeightType.MLX_AFFINE) k.append("-g").append(w.groupSize()).append('b').append(w.bits()).append(w.scaleType());
        return k.append('-').append(Long.toHexString(source)).append('-').append(Long.toHexString(bytes))
                .append('-').append(String.format("%016x%016x", c, d)).toString();
    }

    /**
     * {CRC-32C, CRC-32} of s (the second 0 unless {@code both}): each the CRC-32C of its per-piece values, the pieces
     * checksummed on the pool's threads (both are intrinsics, fast in cold code as well).
     */
    static long[] checksums(MemorySegment s, WorkerPool pool, boolean both) {
        int pieces = pieces(s.byteSize());
        long[] c = new long[pieces], d = new long[pieces];
        pool.forRange(pieces, (from, to) -> {
            for (int i = from; i < to; i++) {
                ByteBuffer buf = buffer(piece(s, i));
                Checksum a = new CRC32C();
                a.update(buf.duplicate());
                c[i] = a.getValue();
                if (both) {
                    Checksum b = new CRC32();
                    b.update(buf);
                    d[i] = b.getValue();
                }
            }
        });
        return new long[]{combine(c), both ? combine(d) : 0};
    }

    private static long combine(long[] sums) {
        ByteBuffer b = ByteBuffer.allocate(4 * sums.length).order(ByteOrder.LITTLE_ENDIAN);
        for (long v : sums) b.putInt((int) v);
        CRC32C crc = new CRC32C();
        crc.update(b.flip());
        return crc.getValue();
    }

    private static int pieces(long bytes) {
        return (int) ((bytes + PIECE - 1) / PIECE);
    }

    private static MemorySegment piece(MemorySegment s, int i) {
        long off = i * PIECE;
        return s.asSlice(off, Math.min(PIECE, s.byteSize() - off));
    }

    private static ByteBuffer buffer(MemorySegment piece) {
        try {
            return piece.asByteBuffer();
        } catch (UnsupportedOperationException e) {
            return ByteBuffer.wrap(piece.toArray(ValueLayout.JAVA_BYTE));   // a heap segment of another element type
        }
    }

    private static byte[] header(String key, long payload, int crc) {
        byte[] k = key.getBytes(StandardCharsets.UTF_8);
        return ByteBuffer.allocate(MAGIC.length + 4 + k.length + 8 + 4).order(ByteOrder.LITTLE_ENDIAN)
                .put(MAGIC).putInt(k.length).put(k).putLong(payload).putInt(crc).array();
    }

    /** Reads the entry into data (pieces on the pool's threads); false (reported, the file removed) when it does not check out. */
    private boolean read(Path file, String key, MemorySegment data, WorkerPool pool) {
        String problem;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            byte[] expected = header(key, data.byteSize(), 0);
            ByteBuffer h = ByteBuffer.allocate(expected.length).order(ByteOrder.LITTLE_ENDIAN);
            if (ch.size() != expected.length + data.byteSize()) {
                problem = ch.size() + " bytes where " + (expected.length + data.byteSize()) + " were expected";
            } else {
                readFully(ch, h, 0);
                if (!Arrays.equals(h.array(), 0, expected.length - 4, expected, 0, expected.length - 4)) {
                    problem = "its header does not match the key";
                } else {
                    IOException[] failed = new IOException[1];
                    long[] sums = new long[pieces(data.byteSize())];
                    pool.forRange(sums.length, (from, to) -> {
                        for (int i = from; i < to; i++) {
                            ByteBuffer buf = piece(data, i).asByteBuffer();
                            try {
                                readFully(ch, buf, expected.length + i * PIECE);
                            } catch (IOException e) {
                                failed[0] = e;
                                return;
                            }
                            Checksum crc = new CRC32C();
                            crc.update(buf.flip());
                            sums[i] = crc.getValue();
                        }
                    });
                    if (failed[0] != null) throw failed[0];
                    if ((int) combine(sums) == h.getInt(expected.length - 4)) {
                        touch(file);
                        return true;
                    }
                    problem = "its checksum does not match its contents";
                }
            }
        } catch (IOException e) {
            problem = "cannot be read: " + e;
        }
        LOG.log(System.Logger.Level.WARNING, file + ": not a valid packed weight (" + problem + "); removed, repacking");
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // the next load will find it invalid again and say so
        }
        return false;
    }

    private static void readFully(FileChannel ch, ByteBuffer into, long position) throws IOException {
        while (into.hasRemaining()) {
            int n = ch.read(into, position + into.position());
            if (n < 0) throw new EOFException("file ended early");
        }
    }

    private static void touch(Path file) {
        try {
            Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis()));
        } catch (IOException ignored) {
            // recency only orders eviction
        }
    }

    private void write(Path file, String key, MemorySegment data, WorkerPool pool) {
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, ".pack-", ".tmp");
            byte[] header = header(key, data.byteSize(), (int) checksums(data, pool, false)[0]);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                writeFully(ch, ByteBuffer.wrap(header), 0);
                for (int i = 0; i < pieces(data.byteSize()); i++) writeFully(ch, piece(data, i).asByteBuffer(), header.length + i * PIECE);
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            tmp = null;
            evictBeyondLimit(file, header.length + data.byteSize());
        } catch (IOException | UnsupportedOperationException e) {
            synchronized (this) {
                if (!warned) LOG.log(System.Logger.Level.WARNING, "cannot write the packed-weight cache in " + dir + " (" + e
                        + "); weights are repacked at each load (MLXCEL_PACK_CACHE=off stops trying)");
                warned = true;
            }
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // a stray temporary file is removed by a later eviction pass
                }
            }
        }
    }

    private static void writeFully(FileChannel ch, ByteBuffer from, long position) throws IOException {
        while (from.hasRemaining()) ch.write(from, position + from.position());
    }

    /**
     * Keeps the directory within maxBytes, oldest entries first, never the one just written. The directory is listed
     * at the first write of the process and when over the limit; in between, written sizes are added up. A listing
     * also removes entries made by other builds of the packers (another fingerprint) that no load has used for a day:
     * they can only match again if that code comes back, and a day leaves two checkouts sharing the cache alone.
     */
    private synchronized void evictBeyondLimit(Path written, long added) throws IOException {
        if (usedBytes >= 0) {
            usedBytes += added;
            if (usedBytes <= maxBytes) return;
        }
        record Entry(Path path, long bytes, FileTime modified) {
        }
        List<Entry> entries = new ArrayList<>();
        long now = System.currentTimeMillis(), staleTemp = now - 3_600_000L, otherBuilds = now - 86_400_000L;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) {
                String name = p.getFileName().toString();
                try {
                    FileTime t = Files.getLastModifiedTime(p);
                    String[] parts = name.split("-", 3);
                    if (name.endsWith(".bin") && parts.length == 3 && !parts[1].equals(code) && t.toMillis() < otherBuilds) Files.deleteIfExists(p);
                    else if (name.endsWith(".bin")) entries.add(new Entry(p, Files.size(p), t));
                    else if (name.startsWith(".pack-") && t.toMillis() < staleTemp) Files.deleteIfExists(p);   // a crashed write's
                } catch (IOException ignored) {
                    // removed by another process meanwhile
                }
            }
        }
        usedBytes = entries.stream().mapToLong(Entry::bytes).sum();
        entries.sort(Comparator.comparing(Entry::modified));
        for (Entry e : entries) {
            if (usedBytes <= maxBytes) break;
            if (e.path().equals(written)) continue;
            Files.deleteIfExists(e.path());
            usedBytes -= e.bytes();
        }
    }

    /**
     * A checksum of this package's compiled classes, as hex: entry CRCs from the JAR's directory (no decompression),
     * or the class files' bytes when running from a classes folder (tests). Null when neither can be read.
     */
    static String codeFingerprint() {
        try {
            Path loc = Path.of(PackCache.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            String pkg = PackCache.class.getPackageName().replace('.', '/') + "/";
            CRC32C crc = new CRC32C();
            if (Files.isDirectory(loc)) {
                try (Stream<Path> files = Files.list(loc.resolve(pkg))) {
                    for (Path p : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                        crc.update(p.getFileName().toString().getBytes(StandardCharsets.UTF_8));
                        crc.update(Files.readAllBytes(p));
                    }
                }
            } else {
                try (JarFile jar = new JarFile(loc.toFile())) {
                    List<JarEntry> classes = jar.stream().filter(e -> e.getName().startsWith(pkg) && e.getName().endsWith(".class"))
                            .sorted(Comparator.comparing(JarEntry::getName)).toList();
                    if (classes.isEmpty()) return null;
                    ByteBuffer b = ByteBuffer.allocate(8);
                    for (JarEntry e : classes) {
                        if (e.getCrc() < 0) return null;
                        crc.update(e.getName().getBytes(StandardCharsets.UTF_8));
                        crc.update(b.clear().putLong(e.getCrc()).array());
                    }
                }
            }
            return String.format("%08x", crc.getValue());
        } catch (Exception e) {
            return null;
        }
    }
}
