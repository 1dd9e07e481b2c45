package io.mlxcel.server;

/**
 * /metrics in llama-server's Prometheus names. Counters run over the server's life, across the services that a sleep
 * closes and a wake starts again; the throughput gauges cover the time since the previous scrape (llama-server's
 * buckets), so a scrape reports what happened since the last one.
 */
final class ServerMetrics {
    /** Totals of the services already closed. */
    private long basePromptTokens, basePromptNanos, basePredicted, basePredictedNanos, baseRequests;
    /** Totals at the previous scrape. */
    private long lastPromptTokens, lastPromptNanos, lastPredicted, lastPredictedNanos;

    /** The text for a scrape now; {@code s} null while the model sleeps. */
    synchronized String render(InferenceService s) {
        long promptTokens = basePromptTokens + (s == null ? 0 : s.promptTokens.get());
        long promptNanos = basePromptNanos + (s == null ? 0 : s.promptNanos.get());
        long predicted = basePredicted + (s == null ? 0 : s.predictedTokens.get());
        long predictedNanos = basePredictedNanos + (s == null ? 0 : s.predictedNanos.get());
        long bucketPrompt = promptTokens - lastPromptTokens, bucketPromptNanos = promptNanos - lastPromptNanos;
        long bucketPredicted = predicted - lastPredicted, bucketPredictedNanos = predictedNanos - lastPredictedNanos;
        lastPromptTokens = promptTokens;
        lastPromptNanos = promptNanos;
        lastPredicted = predicted;
        lastPredictedNanos = predictedNanos;
        StringBuilder m = new StringBuilder();
        metric(m, "prompt_tokens_total", "counter", "Number of prompt tokens processed.", promptTokens);
        metric(m, "prompt_seconds_total", "counter", "Prompt process time", promptNanos / 1e9);
        metric(m, "tokens_predicted_total", "counter", "Number of generation tokens processed.", predicted);
        metric(m, "tokens_predicted_seconds_total", "counter", "Predict process time", predictedNanos / 1e9);
        metric(m, "prompt_tokens_seconds", "gauge", "Average prompt throughput in tokens/s.",
                bucketPromptNanos > 0 ? bucketPrompt * 1e9 / bucketPromptNanos : 0);
        metric(m, "predicted_tokens_seconds", "gauge", "Average generation throughput in tokens/s.",
                bucketPredictedNanos > 0 ? bucketPredicted * 1e9 / bucketPredictedNanos : 0);
        metric(m, "requests_processing", "gauge", "Number of requests processing.", s == null ? 0 : s.active());
        metric(m, "requests_deferred", "gauge", "Number of requests deferred.", s == null ? 0 : s.waiting());
        return m.toString();
    }

    /** Keeps a closing service's totals in the counters. */
    synchronized void retire(InferenceService s) {
        basePromptTokens += s.promptTokens.get();
        basePromptNanos += s.promptNanos.get();
        basePredicted += s.predictedTokens.get();
        basePredictedNanos += s.predictedNanos.get();
        baseRequests += s.processed.get();
    }

    private static void metric(StringBuilder m, String name, String type, String help, double value) {
        m.append("# HELP llamacpp:").append(name).append(' ').append(help).append('\n');
        m.append("# TYPE llamacpp:").append(name).append(' ').append(type).append('\n');
        m.append("llamacpp:").append(name).append(' ').append(value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value)).append('\n');
    }
}
