package io.mlxcel.model;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Writes .safetensors files for tests (shared with other modules through the models test-jar). */
public final class SafetensorsWriter {
    /** One tensor: safetensors dtype string, shape, little-endian bytes. */
    public record Entry(String dtype, long[] shape, byte[] data) {
    }

    private final Map<String, Entry> tensors = new LinkedHashMap<>();

    public SafetensorsWriter put(String name, String dtype, long[] shape, byte[] data) {
        tensors.put(name, new Entry(dtype, shape, data));
        return this;
    }

    public SafetensorsWriter putF32(String name, long[] shape, float[] v) {
        return put(name, "F32", shape, floats(v));
    }

    public void write(Path p) throws IOException {
        StringBuilder h = new StringBuilder("{");
        long off = 0;
        for (var e : tensors.entrySet()) {
            byte[] data = e.getValue().data();
            if (h.length() > 1) h.append(',');
            h.append('"').append(e.getKey()).append("\":{\"dtype\":\"").append(e.getValue().dtype()).append("\",\"shape\":")
                    .append(java.util.Arrays.toString(e.getValue().shape()).replace(" ", "")).append(",\"data_offsets\":[")
                    .append(off).append(',').append(off + data.length).append("]}");
            off += data.length;
        }
        byte[] header = h.append('}').toString().getBytes(StandardCharsets.UTF_8);
        ByteBuffer bb = ByteBuffer.allocate(8 + header.length + (int) off).order(ByteOrder.LITTLE_ENDIAN);
        bb.putLong(header.length).put(header);
        for (Entry t : tensors.values()) bb.put(t.data());
        Files.write(p, bb.array());
    }

    public static byte[] floats(float[] v) {
        ByteBuffer bb = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) bb.putFloat(f);
        return bb.array();
    }

    public static byte[] shorts(short[] v) {
        ByteBuffer bb = ByteBuffer.allocate(v.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        for (short s : v) bb.putShort(s);
        return bb.array();
    }

    public static byte[] ints(int[] v) {
        ByteBuffer bb = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int s : v) bb.putInt(s);
        return bb.array();
    }
}
