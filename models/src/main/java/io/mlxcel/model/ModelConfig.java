package io.mlxcel.model;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.RopeSpec;

/**
 * Hyper-parameters of a decoder-only transformer, from config.json or GGUF metadata.
 *
 * @param modelType      config.json model_type, or the GGUF general.architecture mapped to it (`mlxcel arch` lists those known)
 * @param ropeInterleaved true for GGUF llama checkpoints (q/k rows permuted by the converter)
 * @param slidingWindow  0 when attention is global
 * @param kvCacheType    element type of the KV cache: F16 for GGUF (llama.cpp's default and rounding), F32 for
 *                       MLX / Hugging Face checkpoints (the engine's activation precision)
 * @param extras         architecture-specific numbers by their config.json names (query_pre_attn_scalar,
 *                       rope_local_base_freq, sliding_window_pattern, ...; a {@code layer_types} list becomes
 *                       {@code sliding_layer.<i>} = 1 or 0, {@code mlp_only_layers} becomes {@code mlp_only_layers.<i>}
 *                       = 1, booleans become 1 or 0), read by the one architecture file that needs them
 */
public record ModelConfig(String modelType, int hiddenSize, int layers, int heads, int kvHeads, int headDim,
                          int intermediateSize, int vocabSize, float rmsNormEps, double ropeTheta,
                          boolean ropeInterleaved, RopeSpec.Llama3Scaling ropeScaling, boolean tieWordEmbeddings,
                          int maxPositions, int slidingWindow, DType kvCacheType, java.util.Map<String, Double> extras) {

    public ModelConfig {
        extras = java.util.Map.copyOf(extras);
    }

    public ModelConfig(String modelType, int hiddenSize, int layers, int heads, int kvHeads, int headDim,
                       int intermediateSize, int vocabSize, float rmsNormEps, double ropeTheta,
                       boolean ropeInterleaved, RopeSpec.Llama3Scaling ropeScaling, boolean tieWordEmbeddings,
                       int maxPositions, int slidingWindow, DType kvCacheType) {
        this(modelType, hiddenSize, layers, heads, kvHeads, headDim, intermediateSize, vocabSize, rmsNormEps, ropeTheta,
                ropeInterleaved, ropeScaling, tieWordEmbeddings, maxPositions, slidingWindow, kvCacheType, java.util.Map.of());
    }

    /** An architecture-specific number, or {@code fallback} when the checkpoint does not give it. */
    public double extra(String key, double fallback) {
        Double v = extras.get(key);
        return v == null ? fallback : v;
    }

    /** The same configuration with another layer count (layer pruning). */
    public ModelConfig withLayers(int n) {
        return new ModelConfig(modelType, hiddenSize, n, heads, kvHeads, headDim, intermediateSize, vocabSize, rmsNormEps,
                ropeTheta, ropeInterleaved, ropeScaling, tieWordEmbeddings, maxPositions, slidingWindow, kvCacheType, extras);
    }

    /** Rotary embedding of the leading {@code partial_rotary_factor} share of each head (all of it by default). */
    public RopeSpec rope() {
        return new RopeSpec((int) (headDim * extra("partial_rotary_factor", 1.0)), ropeTheta, ropeInterleaved, ropeScaling);
    }

    /** The attention window of layer {@code i}: {@link #slidingWindow} unless {@code layer_types} marks it global. */
    public int slidingWindow(int layer) {
        return extra("sliding_layer." + layer, 1) == 1 ? slidingWindow : 0;
    }
}
