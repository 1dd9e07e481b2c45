package io.mlxcel.model.convert;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.model.gguf.GgufCheckpoint;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.safetensors.SafetensorsWriter;
import io.mlxcel.model.tokenizer.HfTokenizerFiles;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.RopeSpec;
import io.mlxcel.spi.quant.GgufToAffine;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * GGUF to an MLX (mlx-lm layout) safetensors folder, lossless where the formats agree: Q4_0 / Q4_1 / Q8_0 become MLX
 * affine groups of 32 ({@link GgufToAffine}, float32 scales and biases, so the dequantized values are identical),
 * float tensors are copied, and llama's q/k rows, which llama.cpp's converter permuted for interleaved rope, are put
 * back in HF order. Writes config.json (with per-module {@code quantization} entries where a file mixes 4- and 8-bit
 * tensors), tokenizer.json and tokenizer_config.json.
 */
public final class GgufToMlx {
    static final long SHARD_BYTES = 5L << 30;
    static final Set<String> ARCHITECTURES = Set.of("llama", "mistral", "qwen2", "qwen3");

    public record Result(Path dir, int tensors, long bytes, List<Path> files) {
    }

    private GgufToMlx() {
    }

    /**
     * @param progress called with (tensors done, tensor count) as tensors are written
     */
    public static Result convert(Path gguf, Path out, BiConsumer<Integer, Integer> progress) throws IOException {
        if (Files.exists(out) && (!Files.isDirectory(out) || Files.list(out).findAny().isPresent())) {
            throw new CheckpointException(out + ": output folder exists and is not empty");
        }
        try (GgufFile file = GgufFile.open(gguf)) {
            GgufCheckpoint ckpt = new GgufCheckpoint(file);
            ModelConfig cfg = ckpt.config();
            if (!ARCHITECTURES.contains(cfg.modelType())) {
                throw new CheckpointException(gguf + ": architecture '" + cfg.modelType() + "' cannot be converted (supported: "
                        + String.join(", ", ARCHITECTURES.stream().sorted().toList()) + ")");
            }
            ObjectNode tokenizer = HfTokenizerFiles.tokenizerJson(file); // fails early on an unsupported vocabulary
            Files.createDirectories(out);
            ObjectMapper om = new ObjectMapper();
            ObjectNode quant = om.createObjectNode().put("group_size", GgufToAffine.GROUP_SIZE).put("bits", 4);
            SafetensorsWriter writer = new SafetensorsWriter();
            int[] done = {0};
            List<String> names = ckpt.names().stream().sorted().toList();
            for (String name : names) {
                HostWeight w = ckpt.weight(name);
                int permuteHeads = cfg.ropeInterleaved() ? headsIfPermuted(name, cfg) : 0;
                BiFunction<MemorySegment, Arena, MemorySegment> rows = permuteHeads == 0 ? (s, a) -> s
                        : (s, a) -> unpermuteRows(s, permuteHeads, cfg.headDim(), a);
                String base = name.substring(0, name.length() - ".weight".length());
                Runnable tick = () -> progress.accept(++done[0], names.size());
                if (GgufToAffine.supports(w.type())) {
                    int r = w.rows(), c = w.cols(), groups = c / GgufToAffine.GROUP_SIZE;
                    int bits = w.type() == io.mlxcel.spi.WeightType.Q8_0 ? 8 : 4;
                    if (bits != 4) quant.putObject(base).put("group_size", GgufToAffine.GROUP_SIZE).put("bits", bits);
                    // each of the three tensors converts the block data again: cheap, and keeps one tensor in memory at a time
                    writer.add(new SafetensorsWriter.Tensor(name, "U32", new long[]{r, (long) c * bits / 32}, (long) r * c * bits / 8,
                            a -> rows.apply(GgufToAffine.convert(w, a).packed(), a)));
                    writer.add(new SafetensorsWriter.Tensor(base + ".scales", "F32", new long[]{r, groups}, 4L * r * groups,
                            a -> rows.apply(GgufToAffine.convert(w, a).scales(), a)));
                    writer.add(new SafetensorsWriter.Tensor(base + ".biases", "F32", new long[]{r, groups}, 4L * r * groups, a -> {
                        MemorySegment b = rows.apply(GgufToAffine.convert(w, a).biases(), a);
                        tick.run();
                        return b;
                    }));
                } else {
                    String dtype = switch (w.type()) {
                        case F32 -> "F32";
                        case F16 -> "F16";
                        case BF16 -> "BF16";
                        default -> throw new CheckpointException(gguf + ": tensor '" + name + "' is " + w.type() + ", which cannot be converted yet");
                    };
                    long bytes = w.numel() * (w.type() == io.mlxcel.spi.WeightType.F32 ? 4 : 2);
                    writer.add(new SafetensorsWriter.Tensor(name, dtype, w.shape(), bytes, a -> {
                        MemorySegment copy = a.allocate(bytes, 64).copyFrom(w.data().asSlice(0, bytes));
                        tick.run();
                        return rows.apply(copy, a);
                    }));
                }
            }
            List<Path> files = writer.write(out, SHARD_BYTES, Map.of("format", "mlx"));
            om.writerWithDefaultPrettyPrinter().writeValue(out.resolve("config.json").toFile(), config(om, cfg, quant));
            om.writeValue(out.resolve("tokenizer.json").toFile(), tokenizer);
            om.writerWithDefaultPrettyPrinter().writeValue(out.resolve("tokenizer_config.json").toFile(), HfTokenizerFiles.tokenizerConfig(file));
            long bytes = 0;
            for (Path p : files) bytes += Files.size(p);
            return new Result(out, names.size(), bytes, files);
        }
    }

    /** Heads of a llama q/k projection (weight or bias) whose rows llama.cpp permuted; 0 for other tensors. */
    static int headsIfPermuted(String name, ModelConfig cfg) {
        if (name.matches("model\\.layers\\.\\d+\\.self_attn\\.q_proj\\.(weight|bias)")) return cfg.heads();
        if (name.matches("model\\.layers\\.\\d+\\.self_attn\\.k_proj\\.(weight|bias)")) return cfg.kvHeads();
        return 0;
    }

    /**
     * Undoes llama.cpp's q/k permutation. Within each head of {@code dh} rows it stored HF row {@code i} (first half)
     * at {@code 2i} and HF row {@code dh/2 + i} at {@code 2i + 1}; rows are moved whole, so packed words, scales and
     * biases of a quantized tensor all follow the same map.
     */
    static MemorySegment unpermuteRows(MemorySegment s, int heads, int dh, Arena arena) {
        int rows = heads * dh;
        long rowBytes = s.byteSize() / rows;
        MemorySegment out = arena.allocate(s.byteSize(), 64);
        for (int h = 0; h < heads; h++) {
            for (int i = 0; i < dh / 2; i++) {
                for (int j = 0; j < 2; j++) {
                    long from = (long) (h * dh + 2 * i + j) * rowBytes, to = (long) (h * dh + j * (dh / 2) + i) * rowBytes;
                    out.asSlice(to, rowBytes).copyFrom(s.asSlice(from, rowBytes));
                }
            }
        }
        return out;
    }

    static ObjectNode config(ObjectMapper om, ModelConfig cfg, ObjectNode quant) {
        ObjectNode c = om.createObjectNode();
        c.put("model_type", cfg.modelType());
        c.putArray("architectures").add(switch (cfg.modelType()) {
            case "qwen2" -> "Qwen2ForCausalLM";
            case "qwen3" -> "Qwen3ForCausalLM";
            case "mistral" -> "MistralForCausalLM";
            default -> "LlamaForCausalLM";
        });
        c.put("hidden_size", cfg.hiddenSize()).put("num_hidden_layers", cfg.layers()).put("intermediate_size", cfg.intermediateSize())
                .put("num_attention_heads", cfg.heads()).put("num_key_value_heads", cfg.kvHeads()).put("head_dim", cfg.headDim())
                .put("rms_norm_eps", cfg.rmsNormEps()).put("rope_theta", cfg.ropeTheta()).put("vocab_size", cfg.vocabSize())
                .put("max_position_embeddings", cfg.maxPositions()).put("tie_word_embeddings", cfg.tieWordEmbeddings())
                .put("torch_dtype", "float32");
        if (cfg.slidingWindow() > 0) c.put("sliding_window", cfg.slidingWindow());
        switch (cfg.ropeScaling()) {
            case null -> {
            }
            case RopeSpec.Llama3Scaling s -> c.putObject("rope_scaling").put("rope_type", "llama3").put("factor", s.factor())
                    .put("low_freq_factor", s.lowFreqFactor()).put("high_freq_factor", s.highFreqFactor())
                    .put("original_max_position_embeddings", s.originalMaxPositions());
            case RopeSpec.LinearScaling s -> c.putObject("rope_scaling").put("rope_type", "linear").put("factor", s.factor());
            case RopeSpec.YarnScaling s -> c.putObject("rope_scaling").put("rope_type", "yarn").put("factor", s.factor())
                    .put("original_max_position_embeddings", s.originalMaxPositions()).put("beta_fast", s.betaFast())
                    .put("beta_slow", s.betaSlow()).put("attention_factor", s.attentionFactor());
        }
        c.set("quantization", quant);
        c.set("quantization_config", quant.deepCopy());
        return c;
    }
}
