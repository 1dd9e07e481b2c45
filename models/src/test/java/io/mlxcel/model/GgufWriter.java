package io.mlxcel.model;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes small GGUF v3 files (F32 tensors, common metadata types) for tests. */
final class GgufWriter {
    private final Map<String, Object> metadata = new LinkedHashMap<>();
    private final Map<String, float[]> tensors = new LinkedHashMap<>();
    private final Map<String, long[]> shapes = new LinkedHashMap<>();

    GgufWriter meta(String key, Object value) {
        metadata.put(key, value);
        return this;
    }

    /** shape in row-major order (outermost first), as in safetensors; GGUF stores it reversed. */
    GgufWriter tensor(String name, long[] shape, float[] data) {
        tensors.put(name, data);
        shapes.put(name, shape);
        return this;
    }

    void write(Path p) throws IOException {
        Buf b = new Buf();
        b.i32(0x46554747).i32(3).i64(tensors.size()).i64(metadata.size());
        for (var e : metadata.entrySet()) {
            b.str(e.getKey());
            value(b, e.getValue(), true);
        }
        long offset = 0;
        for (var e : tensors.entrySet()) {
            long[] s = shapes.get(e.getKey());
            b.str(e.getKey()).i32(s.length);
            for (int i = s.length - 1; i >= 0; i--) b.i64(s[i]);
            b.i32(0).i64(offset);
            offset += align(e.getValue().length * 4L);
        }
        while (b.size() % 32 != 0) b.out.write(0);
        for (float[] t : tensors.values()) {
            ByteBuffer bb = ByteBuffer.allocate((int) align(t.length * 4L)).order(ByteOrder.LITTLE_ENDIAN);
            for (float f : t) bb.putFloat(f);
            b.out.write(bb.array());
        }
        Files.write(p, b.out.toByteArray());
    }

    private static long align(long n) {
        return (n + 31) / 32 * 32;
    }

    private static void value(Buf b, Object v, boolean withType) {
        switch (v) {
            case String s -> {
                if (withType) b.i32(8);
                b.str(s);
            }
            case Integer i -> {
                if (withType) b.i32(4);
                b.i32(i);
            }
            case Float f -> {
                if (withType) b.i32(6);
                b.out.writeBytes(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putFloat(f).array());
            }
            case Double d -> {
                if (withType) b.i32(12);
                b.i64(Double.doubleToRawLongBits(d));
            }
            case Boolean z -> {
                if (withType) b.i32(7);
                b.out.write(z ? 1 : 0);
            }
            case List<?> l -> {
                if (withType) b.i32(9);
                Object first = l.isEmpty() ? "" : l.get(0);
                b.i32(first instanceof String ? 8 : first instanceof Float ? 6 : first instanceof List ? 9 : first instanceof Double ? 12 : 5).i64(l.size());
                for (Object o : l) value(b, o, false);
            }
            default -> throw new IllegalArgumentException("unsupported metadata value " + v);
        }
    }

    private static final class Buf {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Buf i32(int v) {
            out.writeBytes(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(v).array());
            return this;
        }

        Buf i64(long v) {
            out.writeBytes(ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(v).array());
            return this;
        }

        Buf str(String s) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            i64(b.length);
            out.writeBytes(b);
            return this;
        }

        int size() {
            return out.size();
        }
    }
}
