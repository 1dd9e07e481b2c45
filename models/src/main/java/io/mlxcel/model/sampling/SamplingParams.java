package io.mlxcel.model.sampling;

import java.util.List;

/**
 * How the next token is chosen, with llama.cpp's defaults where a field is left unset.
 *
 * @param temperature       0 means greedy
 * @param topK              0 disables
 * @param topP              1 disables
 * @param minP              0 disables
 * @param repeatPenalty     1 disables; applies to the last {@code repeatLastN} tokens
 * @param seed              -1 means random
 * @param maxTokens         tokens to generate at most
 * @param stop              strings that end generation (not included in the output)
 * @param logitBias         added to a token's logit before anything else (negative infinity bans it)
 */
public record SamplingParams(float temperature, int topK, float topP, float minP, float repeatPenalty,
                             int repeatLastN, float presencePenalty, float frequencyPenalty, long seed, int maxTokens,
                             List<String> stop, java.util.Map<Integer, Float> logitBias) {

    public SamplingParams {
        logitBias = logitBias == null ? java.util.Map.of() : java.util.Map.copyOf(logitBias);
    }

    public SamplingParams(float temperature, int topK, float topP, float minP, float repeatPenalty, int repeatLastN,
                          float presencePenalty, float frequencyPenalty, long seed, int maxTokens, List<String> stop) {
        this(temperature, topK, topP, minP, repeatPenalty, repeatLastN, presencePenalty, frequencyPenalty, seed, maxTokens, stop, null);
    }

    public static SamplingParams greedy(int maxTokens) {
        return new SamplingParams(0f, 0, 1f, 0f, 1f, 64, 0f, 0f, 0, maxTokens, List.of());
    }

    /** The same settings with another token limit. */
    public SamplingParams withMaxTokens(int maxTokens) {
        return new SamplingParams(temperature, topK, topP, minP, repeatPenalty, repeatLastN, presencePenalty, frequencyPenalty,
                seed, maxTokens, stop, logitBias);
    }

    public static SamplingParams defaults() {
        return new SamplingParams(0.8f, 40, 0.95f, 0.05f, 1f, 64, 0f, 0f, -1, 256, List.of());
    }
}
