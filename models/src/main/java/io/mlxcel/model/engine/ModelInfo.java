package io.mlxcel.model.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.model.arch.Architectures;
import io.mlxcel.model.gguf.GgufCheckpoint;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.safetensors.SafetensorsFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What a checkpoint holds, read without binding it to a backend: architecture, parameter count, storage formats,
 * and the memory it needs at a given context length.
 *
 * @param parameters   logical parameter count (quantized weights counted unpacked; MLX scales/biases excluded)
 * @param weightBytes  bytes of tensor data in the files
 * @param formats      storage format name to tensor count
 */
public record ModelInfo(Path path, String format, ModelConfig config, long parameters, long weightBytes,
                        Map<String, Integer> formats, boolean hasTokenizer, boolean hasChatTemplate) {

    /** KV cache bytes at {@code contextLength} in the cache type the engine uses for this checkpoint. */
    public long kvCacheBytes(int contextLength) {
        return kvCacheBytes(contextLength, config.kvCacheType().bytes);
    }

    /** KV cache bytes at {@code contextLength} where a backend stores each value in {@code bytesPerValue} bytes. */
    public long kvCacheBytes(int contextLength, int bytesPerValue) {
        return 2L * config.layers() * config.kvHeads() * config.headDim() * contextLength * bytesPerValue;
    }

    public static ModelInfo read(Path path) {
        Path file = path;
        if (Files.isDirectory(path) && !Files.exists(path.resolve("config.json"))) {
            try (Stream<Path> s = Files.list(path)) {
                file = s.filter(p -> p.getFileName().toString().endsWith(".gguf")).findFirst()
                        .orElseThrow(() -> new CheckpointException(path + ": no config.json and no .gguf file in this folder"));
            } catch (IOException e) {
                throw new CheckpointException(path + ": cannot list: " + e.getMessage(), e);
            }
        }
        return Files.isRegularFile(file) ? gguf(file) : hf(path);
    }

    private static ModelInfo gguf(Path file) {
        try (GgufFile f = GgufFile.open(file)) {
            ModelConfig config = new GgufCheckpoint(f).config();
            Architectures.forModelType(config.modelType(), file + " (metadata general.architecture)");
            long params = 0, bytes = 0;
            Map<String, Integer> formats = new TreeMap<>();
            for (String name : f.tensors().keySet()) {
                GgufFile.TensorInfo t = f.tensors().get(name);
                params += t.numel();
                bytes += f.weight(name).data().byteSize();
                formats.merge(f.weight(name).type().name(), 1, Integer::sum);
            }
            return new ModelInfo(file, "gguf", config, params, bytes, formats, f.string("tokenizer.ggml.model") != null,
                    f.string("tokenizer.chat_template") != null);
        }
    }

    private static ModelInfo hf(Path dir) {
        ObjectMapper om = new ObjectMapper();
        try {
            JsonNode json = om.readTree(dir.resolve("config.json").toFile());
            ModelConfig config = ModelLoader.hfConfig(json, dir.resolve("config.json"));
            int bits = json.path("quantization").path("bits").asInt(0);
            long params = 0, bytes = 0;
            Map<String, Integer> formats = new TreeMap<>();
            try (Stream<Path> s = Files.list(dir)) {
                for (Path p : s.filter(x -> x.getFileName().toString().endsWith(".safetensors")).sorted().toList()) {
                    try (SafetensorsFile sf = SafetensorsFile.open(p)) {
                        for (SafetensorsFile.Entry e : sf.entries().values()) {
                            bytes += e.data().byteSize();
                            if (e.name().endsWith(".scales") || e.name().endsWith(".biases")) continue;
                            long n = 1;
                            for (long d : e.shape()) n *= d;
                            boolean packed = e.dtype().equals("U32") && bits > 0;
                            params += packed ? n * (32 / bits) : n;
                            formats.merge(packed ? "MLX_AFFINE_" + bits + "BIT" : e.dtype(), 1, Integer::sum);
                        }
                    }
                }
            }
            boolean template = Files.exists(dir.resolve("chat_template.jinja"));
            if (Files.exists(dir.resolve("tokenizer_config.json"))) {
                template |= om.readTree(dir.resolve("tokenizer_config.json").toFile()).path("chat_template").isTextual();
            }
            return new ModelInfo(dir, "safetensors", config, params, bytes, formats,
                    Files.exists(dir.resolve("tokenizer.json")), template);
        } catch (IOException e) {
            throw new CheckpointException(dir + ": " + e.getMessage(), e);
        }
    }
}
