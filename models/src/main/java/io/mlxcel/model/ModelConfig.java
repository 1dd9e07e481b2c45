package io.mlxcel.model;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.RopeSpec;

import java.util.List;

/**
 * Hyper-parameters every decoder-only transformer has, from config.json or GGUF metadata; what only some
 * architectures have, each architecture file reads from {@link #source} into its own typed arguments.
 *
 * @param modelType      config.json model_type, or the GGUF general.architecture mapped to it (`mlxcel arch` lists those known)
 * @param ropeInterleaved true for GGUF llama checkpoints (q/k rows permuted by the converter)
 * @param slidingWindow  0 when attention is global
 * @param kvCacheType    element type of the KV cache: F16 for GGUF (llama.cpp's default and rounding), F32 for
 *                       MLX / Hugging Face checkpoints (the engine's activation precision)
 * @param numerics       whose rounding the forward pass reproduces where the two references differ
 * @param source         the file's settings by config.json names, for the architecture's own arguments
 */
public record ModelConfig(String modelType, int hiddenSize, int layers, int heads, int kvHeads, int headDim,
                          int intermediateSize, int vocabSize, float rmsNormEps, double ropeTheta,
                          boolean ropeInterleaved, RopeSpec.Scaling ropeScaling, boolean tieWordEmbeddings,
                          int maxPositions, int slidingWindow, DType kvCacheType, Numerics numerics, ConfigSource source) {

    /**
     * The reference a model's numbers follow: {@code MLX} (mlx-lm's float32 computation, for safetensors checkpoints)
     * or {@code LLAMA_CPP} (llama.cpp's CPU rounding: f16 queries against an f16 cache, ggml's GELU table, f32
     * embedding scale; for GGUF files).
     */
    public enum Numerics { MLX, LLAMA_CPP }

    public ModelConfig(String modelType, int hiddenSize, int layers, int heads, int kvHeads, int headDim,
                       int intermediateSize, int vocabSize, float rmsNormEps, double ropeTheta,
                       boolean ropeInterleaved, RopeSpec.Scaling ropeScaling, boolean tieWordEmbeddings,
                       int maxPositions, int slidingWindow, DType kvCacheType) {
        this(modelType, hiddenSize, layers, heads, kvHeads, headDim, intermediateSize, vocabSize, rmsNormEps, ropeTheta,
                ropeInterleaved, ropeScaling, tieWordEmbeddings, maxPositions, slidingWindow, kvCacheType, Numerics.MLX, ConfigSource.EMPTY);
    }

    /** The same configuration with another layer count (layer pruning). */
    public ModelConfig withLayers(int n) {
        return new ModelConfig(modelType, hiddenSize, n, heads, kvHeads, headDim, intermediateSize, vocabSize, rmsNormEps,
                ropeTheta, ropeInterleaved, ropeScaling, tieWordEmbeddings, maxPositions, slidingWindow, kvCacheType, numerics, source);
    }

    /** Rotary embedding of the leading {@code partial_rotary_factor} share of each head (all of it by default). */
    public RopeSpec rope() {
        return new RopeSpec((int) (headDim * source.number("partial_rotary_factor", 1.0)), ropeTheta, ropeInterleaved, ropeScaling);
    }

    /**
     * The attention window of layer {@code i}: {@link #slidingWindow} unless config.json's {@code layer_types} marks the
     * layer {@code full_attention}.
     */
    public int slidingWindow(int layer) {
        List<String> types = source.list("layer_types");
        boolean global = types != null && layer < types.size() && !types.get(layer).equals("sliding_attention");
        return global ? 0 : slidingWindow;
    }

    /** Whether config.json's {@code layer_types} names layer {@code i}'s kind (else the architecture's own rule holds). */
    public boolean layerTypeGiven(int layer) {
        List<String> types = source.list("layer_types");
        return types != null && layer < types.size();
    }
}
