package io.mlxcel.model.gguf;

import io.mlxcel.model.CheckpointException;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A GGUF (v2/v3) file, memory-mapped: metadata key/values, tensor infos, and zero-copy tensor data slices.
 * Every structural problem is reported with the file name and the offending field.
 */
public final class GgufFile implements AutoCloseable {
    private static final int MAGIC = 0x46554747; // "GGUF" little-endian
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED;
    private static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG_UNALIGNED;

    /** One tensor's header entry. {@code dims} are in GGUF order (innermost first). */
    public record TensorInfo(String name, long[] dims, int ggmlType, long offset) {
        public long[] shape() {
            long[] s = new long[dims.length];
            for (int i = 0; i < dims.length; i++) s[i] = dims[dims.length - 1 - i];
            return s;
        }

        public long numel() {
            long n = 1;
            for (long d : dims) n *= d;
            return n;
        }
    }

    private final Path path;
    private final Arena arena;
    private final MemorySegment map;
    private final int version;
    private final Map<String, Object> metadata;
    private final Map<String, TensorInfo> tensors;
    private final long dataStart;

    private GgufFile(Path path, Arena arena, MemorySegment map, int version, Map<String, Object> metadata,
                     Map<String, TensorInfo> tensors, long dataStart) {
        this.path = path;
        this.arena = arena;
        this.map = map;
        this.version = version;
        this.metadata = metadata;
        this.tensors = tensors;
        this.dataStart = dataStart;
    }

    public static GgufFile open(Path path) {
        return io.mlxcel.model.MappedFile.open(path, (arena, map) -> parse(path, arena, map));
    }

    private static GgufFile parse(Path path, Arena arena, MemorySegment map) {
        Cursor c = new Cursor(path, map);
        if (map.byteSize() < 24) throw c.fail("file is " + map.byteSize() + " bytes, too short for a GGUF header");
        int magic = c.i32("magic");
        if (magic != MAGIC) throw c.fail("not a GGUF file (magic 0x" + Integer.toHexString(magic) + ")");
        int version = c.i32("version");
        if (version < 2 || version > 3) throw c.fail("unsupported GGUF version " + version + " (supported: 2, 3)");
        long nTensors = c.count("tensor_count");
        long nKv = c.count("metadata_kv_count");
        Map<String, Object> md = new LinkedHashMap<>();
        for (long i = 0; i < nKv; i++) {
            String key = c.string("metadata key #" + i);
            int type = c.i32("type of " + key);
            md.put(key, c.value(type, key));
        }
        Map<String, TensorInfo> infos = new LinkedHashMap<>();
        for (long i = 0; i < nTensors; i++) {
            String name = c.string("tensor name #" + i);
            int nd = c.i32("n_dims of " + name);
            if (nd < 1 || nd > 4) throw c.fail("tensor '" + name + "' has " + nd + " dimensions");
            long[] dims = new long[nd];
            for (int d = 0; d < nd; d++) dims[d] = c.count("dimension " + d + " of " + name);
            int type = c.i32("type of " + name);
            long off = c.i64("offset of " + name);
            infos.put(name, new TensorInfo(name, dims, type, off));
        }
        long alignment = 32;
        if (md.get("general.alignment") instanceof Number n) alignment = n.longValue();
        if (alignment <= 0 || Long.bitCount(alignment) != 1) throw c.fail("general.alignment " + alignment + " is not a power of two");
        long dataStart = (c.pos + alignment - 1) / alignment * alignment;
        GgufFile f = new GgufFile(path, arena, map, version, Collections.unmodifiableMap(md),
                Collections.unmodifiableMap(infos), dataStart);
        for (TensorInfo t : infos.values()) f.checkBounds(t);
        return f;
    }

    private void checkBounds(TensorInfo t) {
        long bytes = GgmlType.byteSize(t.ggmlType(), t.numel(), path, t.name());
        long start = dataStart + t.offset();
        if (t.offset() < 0 || start + bytes > map.byteSize()) {
            throw new CheckpointException(path + ": tensor '" + t.name() + "' data [" + start + ", " + (start + bytes)
                    + ") lies beyond the end of the file (" + map.byteSize() + " bytes); the file is truncated or corrupt");
        }
    }

    public Path path() {
        return path;
    }

    public int version() {
        return version;
    }

    public Map<String, Object> metadata() {
        return metadata;
    }

    public Map<String, TensorInfo> tensors() {
        return tensors;
    }

    public String string(String key) {
        Object v = metadata.get(key);
        if (v == null) return null;
        if (v instanceof String s) return s;
        throw new CheckpointException(path + ": metadata '" + key + "' should be a string, is " + v.getClass().getSimpleName());
    }

    public Number number(String key) {
        Object v = metadata.get(key);
        if (v == null) return null;
        if (v instanceof Number n) return n;
        throw new CheckpointException(path + ": metadata '" + key + "' should be a number, is " + v.getClass().getSimpleName());
    }

    public Number requireNumber(String key) {
        Number n = number(key);
        if (n == null) throw new CheckpointException(path + ": metadata '" + key + "' is missing");
        return n;
    }

    @SuppressWarnings("unchecked")
    public List<Object> array(String key) {
        Object v = metadata.get(key);
        if (v == null) return null;
        if (v instanceof List<?> l) return (List<Object>) l;
        throw new CheckpointException(path + ": metadata '" + key + "' should be an array");
    }

    /** A zero-copy view of a tensor as a backend weight. */
    public HostWeight weight(String name) {
        TensorInfo t = tensors.get(name);
        if (t == null) throw new CheckpointException(path + ": tensor '" + name + "' is missing");
        WeightType type = GgmlType.weightType(t.ggmlType(), path, name);
        long bytes = GgmlType.byteSize(t.ggmlType(), t.numel(), path, name);
        if (type.quantized && t.dims()[0] % 32 != 0) {
            throw new CheckpointException(path + ": tensor '" + name + "' row length " + t.dims()[0] + " is not a multiple of 32");
        }
        return HostWeight.dense(name, type, t.shape(), map.asSlice(dataStart + t.offset(), bytes));
    }

    @Override
    public void close() {
        arena.close();
    }

    /** Sequential reader over the header with bounds checks that name the field being read. */
    private static final class Cursor {
        final Path path;
        final MemorySegment m;
        long pos;

        Cursor(Path path, MemorySegment m) {
            this.path = path;
            this.m = m;
        }

        CheckpointException fail(String msg) {
            return new CheckpointException(path + ": " + msg);
        }

        void need(long n, String field) {
            if (pos + n > m.byteSize() || n < 0) {
                throw fail("truncated header while reading " + field + " at byte " + pos + " (file is " + m.byteSize() + " bytes)");
            }
        }

        int i32(String field) {
            need(4, field);
            int v = m.get(I32, pos);
            pos += 4;
            return v;
        }

        long i64(String field) {
            need(8, field);
            long v = m.get(I64, pos);
            pos += 8;
            return v;
        }

        long count(String field) {
            long v = i64(field);
            if (v < 0 || v > (1L << 40)) throw fail(field + " has an impossible value " + v);
            return v;
        }

        String string(String field) {
            long len = count("length of " + field);
            need(len, field);
            byte[] b = m.asSlice(pos, len).toArray(ValueLayout.JAVA_BYTE);
            pos += len;
            return new String(b, StandardCharsets.UTF_8);
        }

        Object value(int type, String key) {
            return switch (type) {
                case 0 -> { need(1, key); yield (int) m.get(ValueLayout.JAVA_BYTE, pos++) & 0xFF; }
                case 1 -> { need(1, key); yield (int) m.get(ValueLayout.JAVA_BYTE, pos++); }
                case 2 -> { need(2, key); int v = m.get(ValueLayout.JAVA_SHORT_UNALIGNED, pos) & 0xFFFF; pos += 2; yield v; }
                case 3 -> { need(2, key); int v = m.get(ValueLayout.JAVA_SHORT_UNALIGNED, pos); pos += 2; yield v; }
                case 4 -> Integer.toUnsignedLong(i32(key));
                case 5 -> i32(key);
                case 6 -> { need(4, key); float v = m.get(ValueLayout.JAVA_FLOAT_UNALIGNED, pos); pos += 4; yield v; }
                case 7 -> { need(1, key); yield m.get(ValueLayout.JAVA_BYTE, pos++) != 0; }
                case 8 -> string(key);
                case 9 -> {
                    int et = i32("element type of " + key);
                    long n = count("length of " + key);
                    List<Object> list = new ArrayList<>((int) Math.min(n, 1 << 20));
                    for (long i = 0; i < n; i++) list.add(value(et, key));
                    yield list;
                }
                case 10 -> i64(key);
                case 11 -> i64(key);
                case 12 -> { need(8, key); double v = m.get(ValueLayout.JAVA_DOUBLE_UNALIGNED, pos); pos += 8; yield v; }
                default -> throw fail("metadata '" + key + "' has unknown value type " + type);
            };
        }
    }

    @Override
    public String toString() {
        return path + " (GGUF v" + version + ", " + tensors.size() + " tensors, " + metadata.size() + " keys)";
    }

}
