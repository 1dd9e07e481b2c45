package io.mlxcel.model.safetensors;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Streams tensors into .safetensors files: the header is written from the declared sizes, then each tensor's bytes
 * are produced one at a time (in a short-lived arena), so a conversion never holds the whole model in memory. Files
 * are split into shards of at most {@code shardBytes} with a {@code model.safetensors.index.json}, as HF does.
 */
public final class SafetensorsWriter {
    /** One tensor: safetensors dtype (F32, F16, BF16, U32, ...), shape, byte size, and its bytes on demand. */
    public record Tensor(String name, String dtype, long[] shape, long bytes, Function<Arena, MemorySegment> data) {
    }

    private final List<Tensor> tensors = new ArrayList<>();

    public void add(Tensor t) {
        tensors.add(t);
    }

    /** Writes model.safetensors, or model-0000i-of-0000n.safetensors plus the index when over one shard; returns the files. */
    public List<Path> write(Path dir, long shardBytes, Map<String, String> metadata) throws IOException {
        List<List<Tensor>> shards = new ArrayList<>();
        long size = 0;
        for (Tensor t : tensors) {
            if (shards.isEmpty() || (size + t.bytes() > shardBytes && size > 0)) {
                shards.add(new ArrayList<>());
                size = 0;
            }
            shards.getLast().add(t);
            size += t.bytes();
        }
        List<Path> files = new ArrayList<>();
        Map<String, String> weightMap = new LinkedHashMap<>();
        for (int i = 0; i < shards.size(); i++) {
            String name = shards.size() == 1 ? "model.safetensors"
                    : String.format("model-%05d-of-%05d.safetensors", i + 1, shards.size());
            writeFile(dir.resolve(name), shards.get(i), metadata);
            for (Tensor t : shards.get(i)) weightMap.put(t.name(), name);
            files.add(dir.resolve(name));
        }
        if (shards.size() > 1) {
            ObjectMapper om = new ObjectMapper();
            ObjectNode index = om.createObjectNode();
            index.putObject("metadata").put("total_size", tensors.stream().mapToLong(Tensor::bytes).sum());
            ObjectNode map = index.putObject("weight_map");
            weightMap.forEach(map::put);
            om.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("model.safetensors.index.json").toFile(), index);
        }
        return files;
    }

    private static void writeFile(Path file, List<Tensor> shard, Map<String, String> metadata) throws IOException {
        ObjectMapper om = new ObjectMapper();
        ObjectNode header = om.createObjectNode();
        if (metadata != null && !metadata.isEmpty()) {
            ObjectNode m = header.putObject("__metadata__");
            metadata.forEach(m::put);
        }
        long off = 0;
        for (Tensor t : shard) {
            ObjectNode e = header.putObject(t.name());
            e.put("dtype", t.dtype());
            var shape = e.putArray("shape");
            for (long d : t.shape()) shape.add(d);
            e.putArray("data_offsets").add(off).add(off + t.bytes());
            off += t.bytes();
        }
        byte[] json = om.writeValueAsString(header).getBytes(StandardCharsets.UTF_8);
        int padded = (json.length + 7) / 8 * 8; // keeps tensor data 8-byte aligned, as the reference writer does
        ByteBuffer head = ByteBuffer.allocate(8 + padded).order(ByteOrder.LITTLE_ENDIAN);
        head.putLong(padded).put(json);
        while (head.position() < head.capacity()) head.put((byte) ' ');
        head.flip();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            while (head.hasRemaining()) ch.write(head);
            for (Tensor t : shard) {
                try (Arena arena = Arena.ofConfined()) {
                    MemorySegment data = t.data().apply(arena);
                    if (data.byteSize() != t.bytes()) {
                        throw new IllegalStateException(t.name() + ": produced " + data.byteSize() + " bytes, declared " + t.bytes());
                    }
                    for (long at = 0; at < data.byteSize(); at += 1 << 26) {
                        ByteBuffer bb = data.asSlice(at, Math.min(1 << 26, data.byteSize() - at)).asByteBuffer();
                        while (bb.hasRemaining()) ch.write(bb);
                    }
                }
            }
        }
    }
}
