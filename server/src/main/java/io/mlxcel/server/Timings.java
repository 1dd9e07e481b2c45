package io.mlxcel.server;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mlxcel.model.engine.Generator;

/**
 * A request's timings as llama-server reports them ({@code timings}: on final responses, and on every streamed chunk
 * with {@code timings_per_token}). The first generated token comes from the prompt's logits, so decode rates count
 * one step fewer than the tokens.
 *
 * @param cacheN      prompt tokens taken from a cached prefix
 * @param promptN     prompt tokens computed so far
 * @param predictedN  tokens generated so far
 */
record Timings(int cacheN, int promptN, double promptMs, int predictedN, double predictedMs) {
    static final Timings NONE = new Timings(0, 0, 0, 0, 0);

    static Timings of(Generator.Result r) {
        return new Timings(r.cachedTokens(), r.prefilledTokens(), r.prefillNanos() / 1e6, r.tokens().length, r.decodeNanos() / 1e6);
    }

    ObjectNode json() {
        int steps = Math.max(0, predictedN - 1);
        return JsonNodeFactory.instance.objectNode()
                .put("cache_n", cacheN)
                .put("prompt_n", promptN)
                .put("prompt_ms", promptMs)
                .put("prompt_per_token_ms", promptN > 0 ? promptMs / promptN : 0.0)
                .put("prompt_per_second", promptMs > 0 ? promptN * 1e3 / promptMs : 0.0)
                .put("predicted_n", predictedN)
                .put("predicted_ms", predictedMs)
                .put("predicted_per_token_ms", steps > 0 ? predictedMs / steps : 0.0)
                .put("predicted_per_second", predictedMs > 0 ? steps * 1e3 / predictedMs : 0.0);
    }
}
