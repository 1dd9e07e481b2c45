package io.mlxcel.model.safetensors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * A Hugging Face / MLX checkpoint folder: one or more .safetensors files (sharded through
 * model.safetensors.index.json). MLX affine-quantized linears ({@code X.weight} U32 + {@code X.scales} +
 * {@code X.biases}) are presented as one {@link WeightType#MLX_AFFINE} weight named {@code X.weight}.
 */
public final class SafetensorsCheckpoint implements Checkpoint {
    private final Path dir;
    private final List<SafetensorsFile> files = new ArrayList<>();
    private final Map<String, SafetensorsFile.Entry> entries = new LinkedHashMap<>();
    private final int groupSize;
    private final int bits;
    /** config.json's quantization object: defaults, plus per-module overrides keyed by module path (mlx-lm's form). */
    private final JsonNode quantization;

    public SafetensorsCheckpoint(Path dir, JsonNode config) {
        this.dir = dir;
        JsonNode q = config.path("quantization");
        if (q.isMissingNode()) q = config.path("quantization_config");
        this.groupSize = q.path("group_size").asInt(64);
        this.bits = q.path("bits").asInt(4);
        this.quantization = q;
        try {
            for (Path f : shardFiles(dir)) {
                SafetensorsFile sf = SafetensorsFile.open(f);
                files.add(sf);
                sf.entries().forEach((name, entry) -> {
                    String text = textModelName(name);
                    if (text == null) return;
                    entries.put(text, entry);
                    if (!text.equals(name)) stored.put(text, name);
                });
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Stored names of the tensors renamed by {@link #textModelName}, by their text-model name. */
    private final Map<String, String> stored = new java.util.HashMap<>();

    /**
     * A multimodal checkpoint's text model under the names a text-only one uses: "language_model.model.X" (mlx-lm, older
     * transformers) and "model.language_model.X" (transformers 5) become "model.X", "language_model.lm_head.X" becomes
     * "lm_head.X"; the vision tower and the projector are left out (null). Other names stay as they are.
     */
    static String textModelName(String name) {
        for (String vision : new String[]{"vision_tower.", "multi_modal_projector.", "model.vision_tower.", "model.multi_modal_projector."}) {
            if (name.startsWith(vision)) return null;
        }
        if (name.startsWith("language_model.")) return name.substring("language_model.".length());
        if (name.startsWith("model.language_model.")) return "model." + name.substring("model.language_model.".length());
        return name;
    }

    private static List<Path> shardFiles(Path dir) {
        Path index = dir.resolve("model.safetensors.index.json");
        try {
            if (Files.exists(index)) {
                JsonNode map = new ObjectMapper().readTree(index.toFile()).path("weight_map");
                if (!map.isObject()) throw new CheckpointException(index + ": 'weight_map' is missing");
                Set<String> names = new TreeSet<>();
                for (Iterator<JsonNode> it = map.elements(); it.hasNext(); ) names.add(it.next().asText());
                List<Path> paths = new ArrayList<>();
                for (String n : names) {
                    Path p = dir.resolve(n).normalize();
                    if (!p.startsWith(dir.normalize())) throw new CheckpointException(index + ": shard '" + n + "' points outside the model folder");
                    if (!Files.exists(p)) throw new CheckpointException(index + ": shard '" + n + "' is missing");
                    paths.add(p);
                }
                return paths;
            }
            try (Stream<Path> s = Files.list(dir)) {
                List<Path> paths = s.filter(p -> p.getFileName().toString().endsWith(".safetensors")).sorted().toList();
                if (paths.isEmpty()) throw new CheckpointException(dir + ": no .safetensors files");
                return paths;
            }
        } catch (IOException e) {
            throw new CheckpointException(dir + ": cannot list weights: " + e.getMessage(), e);
        }
    }

    @Override
    public Path source() {
        return dir;
    }

    @Override
    public Set<String> names() {
        Set<String> names = new TreeSet<>();
        for (String n : entries.keySet()) {
            if (!n.endsWith(".scales") && !n.endsWith(".biases")) names.add(n);
        }
        return names;
    }

    @Override
    public HostWeight weight(String name) {
        SafetensorsFile.Entry e = entries.get(name);
        if (e == null) throw new CheckpointException(dir + ": tensor '" + name + "' is missing");
        String base = name.endsWith(".weight") ? name.substring(0, name.length() - ".weight".length()) : name;
        SafetensorsFile.Entry scales = entries.get(base + ".scales");
        if (scales != null) {
            SafetensorsFile.Entry biases = entries.get(base + ".biases");
            if (biases == null) throw new CheckpointException(dir + ": tensor '" + base + ".biases' is missing (quantized '" + name + "')");
            if (!e.dtype().equals("U32")) throw new CheckpointException(dir + ": quantized tensor '" + name + "' is " + e.dtype() + ", expected U32");
            // mlx-lm keys per-module quantization by the stored module path
            String storedName = stored.getOrDefault(name, name);
            JsonNode own = quantization.path(storedName.endsWith(".weight") ? storedName.substring(0, storedName.length() - ".weight".length()) : storedName);
            int bits = own.isObject() ? own.path("bits").asInt(this.bits) : this.bits;
            int groupSize = own.isObject() ? own.path("group_size").asInt(this.groupSize) : this.groupSize;
            long rows = e.shape()[0];
            long cols = e.shape()[e.shape().length - 1] * 32 / bits;
            long groups = cols / groupSize;
            if (scales.shape()[scales.shape().length - 1] != groups) {
                throw new CheckpointException(dir + ": '" + base + ".scales' has " + scales.shape()[scales.shape().length - 1]
                        + " groups per row; bits " + bits + " and group_size " + groupSize + " imply " + groups);
            }
            long[] logical = e.shape().clone(); // [N, K] or a stack of experts [E, N, K]
            logical[logical.length - 1] = cols;
            return new HostWeight(name, WeightType.MLX_AFFINE, logical, e.data(), scales.data(),
                    biases.data(), dtype(scales, dir), groupSize, bits);
        }
        WeightType type = switch (e.dtype()) {
            case "F32" -> WeightType.F32;
            case "F16" -> WeightType.F16;
            case "BF16" -> WeightType.BF16;
            default -> throw new CheckpointException(dir + ": tensor '" + name + "' has dtype " + e.dtype() + ", expected F32, F16 or BF16");
        };
        return HostWeight.dense(name, type, e.shape(), e.data());
    }

    private static DType dtype(SafetensorsFile.Entry e, Path dir) {
        return switch (e.dtype()) {
            case "F32" -> DType.F32;
            case "F16" -> DType.F16;
            case "BF16" -> DType.BF16;
            default -> throw new CheckpointException(dir + ": tensor '" + e.name() + "' has dtype " + e.dtype() + ", expected a float type");
        };
    }

    @Override
    public void close() {
        for (SafetensorsFile f : files) f.close();
        files.clear();
    }
}
