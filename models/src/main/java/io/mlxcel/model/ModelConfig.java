package io.mlxcel.model;

import io.mlxcel.spi.RopeSpec;

/**
 * Hyper-parameters of a decoder-only transformer, from config.json or GGUF metadata.
 *
 * @param modelType      config.json model_type (llama, mistral, qwen2, qwen3)
 * @param ropeInterleaved true for GGUF llama checkpoints (q/k rows permuted by the converter)
 * @param slidingWindow  0 when attention is global
 */
public record ModelConfig(String modelType, int hiddenSize, int layers, int heads, int kvHeads, int headDim,
                          int intermediateSize, int vocabSize, float rmsNormEps, double ropeTheta,
                          boolean ropeInterleaved, RopeSpec.Llama3Scaling ropeScaling, boolean tieWordEmbeddings,
                          int maxPositions, int slidingWindow) {

    public RopeSpec rope() {
        return new RopeSpec(headDim, ropeTheta, ropeInterleaved, ropeScaling);
    }
}
