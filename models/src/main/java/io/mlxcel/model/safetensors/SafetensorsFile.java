package io.mlxcel.model.safetensors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.CheckpointException;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/** One .safetensors file, memory-mapped; the JSON header is checked against the file before anything is used. */
public final class SafetensorsFile implements AutoCloseable {
    /** A header entry: dtype string, shape, and the absolute data slice. */
    public record Entry(String name, String dtype, long[] shape, MemorySegment data) {
    }

    private final Path path;
    private final Arena arena;
    private final Map<String, Entry> entries;

    private SafetensorsFile(Path path, Arena arena, Map<String, Entry> entries) {
        this.path = path;
        this.arena = arena;
        this.entries = entries;
    }

    public static SafetensorsFile open(Path path) {
        return io.mlxcel.model.MappedFile.open(path, (arena, map) -> parse(path, arena, map));
    }

    private static SafetensorsFile parse(Path path, Arena arena, MemorySegment map) {
        long size = map.byteSize();
        if (size < 8) throw new CheckpointException(path + ": file is " + size + " bytes, too short for a safetensors header");
        long headerLen = map.get(ValueLayout.JAVA_LONG_UNALIGNED, 0);
        if (headerLen <= 0 || 8 + headerLen > size) {
            throw new CheckpointException(path + ": header length " + headerLen + " does not fit in the file (" + size + " bytes)");
        }
        String json = new String(map.asSlice(8, headerLen).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
        JsonNode header;
        try {
            header = new ObjectMapper().readTree(json);
        } catch (IOException e) {
            throw new CheckpointException(path + ": header is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        long dataStart = 8 + headerLen, dataLen = size - dataStart;
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = header.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getKey().equals("__metadata__")) continue;
            String name = e.getKey();
            JsonNode n = e.getValue();
            String dtype = n.path("dtype").asText(null);
            JsonNode shapeNode = n.path("shape"), offs = n.path("data_offsets");
            if (dtype == null || !shapeNode.isArray() || !offs.isArray() || offs.size() != 2) {
                throw new CheckpointException(path + ": tensor '" + name + "' header entry lacks dtype, shape or data_offsets");
            }
            long[] shape = new long[shapeNode.size()];
            long numel = 1;
            for (int i = 0; i < shape.length; i++) {
                shape[i] = shapeNode.get(i).asLong();
                numel *= shape[i];
            }
            long begin = offs.get(0).asLong(), end = offs.get(1).asLong();
            if (begin < 0 || end < begin || end > dataLen) {
                throw new CheckpointException(path + ": tensor '" + name + "' data_offsets [" + begin + ", " + end
                        + ") lie outside the data section (" + dataLen + " bytes)");
            }
            long expected = numel * elementBytes(dtype, path, name);
            if (end - begin != expected) {
                throw new CheckpointException(path + ": tensor '" + name + "' data_offsets span " + (end - begin)
                        + " bytes but dtype " + dtype + " and shape " + java.util.Arrays.toString(shape) + " need " + expected);
            }
            entries.put(name, new Entry(name, dtype, shape, map.asSlice(dataStart + begin, end - begin)));
        }
        return new SafetensorsFile(path, arena, entries);
    }

    static long elementBytes(String dtype, Path path, String name) {
        return switch (dtype) {
            case "F32", "U32", "I32" -> 4;
            case "F16", "BF16", "I16", "U16" -> 2;
            case "I8", "U8", "BOOL" -> 1;
            case "F64", "I64", "U64" -> 8;
            default -> throw new CheckpointException(path + ": tensor '" + name + "' has unknown dtype " + dtype);
        };
    }

    public Path path() {
        return path;
    }

    public Map<String, Entry> entries() {
        return entries;
    }

    @Override
    public void close() {
        arena.close();
    }
}
