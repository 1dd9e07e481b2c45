package io.mlxcel.model.gguf;

import io.mlxcel.model.CheckpointException;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * A GGUF (v2/v3) file, memory-mapped: metadata key/values, tensor infos, and zero-copy tensor data slices.
 * Every structural problem is reported with the file name and the offending field.
 * <p>
 * Opening runs once per load in cold code, and a file is opened twice per CLI load (the memory preflight, then the
 * loader): the header is read through a byte array refilled by bulk copies, and metadata arrays (a vocabulary is
 * hundreds of thousands of strings) are checked for bounds at open but decoded only when first read.
 */
public final class GgufFile implements AutoCloseable {
    private static final int MAGIC = 0x46554747; // "GGUF" little-endian

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

        /** A window on the file: bytes [windowStart, windowStart + windowLength) of m. */
        private final byte[] window = new byte[1 << 16];
        private long windowStart;
        private int windowLength;

        CheckpointException fail(String msg) {
            return new CheckpointException(path + ": " + msg);
        }

        void need(long n, String field) {
            if (pos + n > m.byteSize() || n < 0) {
                throw fail("truncated header while reading " + field + " at byte " + pos + " (file is " + m.byteSize() + " bytes)");
            }
        }

        /** Where byte pos of the file is in the window, with n (at most the window's size, inside the file) bytes after it. */
        private int at(int n) {
            if (pos < windowStart || pos + n > windowStart + windowLength) {
                windowStart = pos;
                windowLength = (int) Math.min(window.length, m.byteSize() - pos);
                MemorySegment.copy(m, ValueLayout.JAVA_BYTE, pos, window, 0, windowLength);
            }
            return (int) (pos - windowStart);
        }

        private int intAt(int i) {
            return window[i] & 0xFF | (window[i + 1] & 0xFF) << 8 | (window[i + 2] & 0xFF) << 16 | window[i + 3] << 24;
        }

        int u8(String field) {
            need(1, field);
            int v = window[at(1)] & 0xFF;
            pos += 1;
            return v;
        }

        int u16(String field) {
            need(2, field);
            int i = at(2);
            int v = window[i] & 0xFF | (window[i + 1] & 0xFF) << 8;
            pos += 2;
            return v;
        }

        int i32(String field) {
            need(4, field);
            int v = intAt(at(4));
            pos += 4;
            return v;
        }

        long i64(String field) {
            need(8, field);
            int i = at(8);
            long v = intAt(i) & 0xFFFFFFFFL | (long) intAt(i + 4) << 32;
            pos += 8;
            return v;
        }

        long count(String field) {
            long v = i64(field);
            if (v < 0 || v > (1L << 40)) throw fail(field + " has an impossible value " + v);
            return v;
        }

        String string(String field) {
            return string("length of " + field, field);
        }

        /** A string whose length field is named lengthField in errors (built once per array, not once per element). */
        String string(String lengthField, String field) {
            long len = count(lengthField);
            need(len, field);
            String s = len <= window.length ? new String(window, at((int) len), (int) len, StandardCharsets.UTF_8)
                    : new String(m.asSlice(pos, len).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
            pos += len;
            return s;
        }

        Object value(int type, String key) {
            return switch (type) {
                case 0 -> u8(key);
                case 1 -> (int) (byte) u8(key);
                case 2 -> u16(key);
                case 3 -> (int) (short) u16(key);
                case 4 -> Integer.toUnsignedLong(i32(key));
                case 5 -> i32(key);
                case 6 -> Float.intBitsToFloat(i32(key));
                case 7 -> u8(key) != 0;
                case 8 -> string(key);
                case 9 -> array(key);
                case 10 -> i64(key);
                case 11 -> i64(key);
                case 12 -> Double.longBitsToDouble(i64(key));
                default -> throw fail("metadata '" + key + "' has unknown value type " + type);
            };
        }

        /** An array: its bounds checked now (each string's length read), its elements decoded on first read. */
        private List<Object> array(String key) {
            int et = i32("element type of " + key);
            long n = count("length of " + key);
            if (n > Integer.MAX_VALUE - 8) throw fail("metadata '" + key + "' has " + n + " elements, too many");
            long start = pos;
            int size = fixedSize(et, key);
            if (size > 0) {
                need(n * size, key);
                pos += n * size;
            } else if (et == 8) {
                String lengthField = "length of an element of " + key;
                for (long i = 0; i < n; i++) {
                    long len = count(lengthField);
                    need(len, key);
                    pos += len;
                }
            } else {
                // arrays of arrays (no tokenizer or model key uses them): decoded now, element by element
                List<Object> list = new ArrayList<>((int) Math.min(n, 1 << 20));
                for (long i = 0; i < n; i++) list.add(value(et, key));
                return list;
            }
            return new LazyArray(path, m, key, et, (int) n, start);
        }

        /** Bytes of one value of a fixed-size type; 0 for strings and arrays; unknown types fail. */
        private int fixedSize(int type, String key) {
            return switch (type) {
                case 0, 1, 7 -> 1;
                case 2, 3 -> 2;
                case 4, 5, 6 -> 4;
                case 10, 11, 12 -> 8;
                case 8, 9 -> 0;
                default -> throw fail("metadata '" + key + "' is an array of unknown element type " + type);
            };
        }
    }

    /** A metadata array whose elements are decoded from the mapped file when first read (see the class comment). */
    private static final class LazyArray extends AbstractList<Object> implements RandomAccess {
        private final Path path;
        private final MemorySegment m;
        private final String key;
        private final int elementType, size;
        private final long start;
        private Object[] values;

        LazyArray(Path path, MemorySegment m, String key, int elementType, int size, long start) {
            this.path = path;
            this.m = m;
            this.key = key;
            this.elementType = elementType;
            this.size = size;
            this.start = start;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Object get(int index) {
            return decoded()[index];
        }

        private synchronized Object[] decoded() {
            if (values == null) {
                Cursor c = new Cursor(path, m);
                c.pos = start;
                Object[] v = new Object[size];
                if (elementType == 8) {
                    String lengthField = "length of an element of " + key;
                    for (int i = 0; i < size; i++) v[i] = c.string(lengthField, key);
                } else {
                    for (int i = 0; i < size; i++) v[i] = c.value(elementType, key);
                }
                values = v;
            }
            return values;
        }
    }

    @Override
    public String toString() {
        return path + " (GGUF v" + version + ", " + tensors.size() + " tensors, " + metadata.size() + " keys)";
    }

}
