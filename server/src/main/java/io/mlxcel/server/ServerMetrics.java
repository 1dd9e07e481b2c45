package io.mlxcel.server;

/**
 * /metrics in llama-server's Prometheus names. Counters run over the server's life, across the services that a sleep
 * closes and a wake starts again; the throughput gauges cover the time since the previous scrape (llama-server's
 * buckets), so a scrape reports what happened since the last one.
 */
final class ServerMetrics {
    /** Totals of the services already closed. */
    private long basePromptTokens, baseCached, basePromptNanos, basePredicted, basePredictedNanos, baseRequests, baseSteps,
            baseBusyRows, longestContext;
    /** Totals at the previous scrape. */
    private long lastPromptTokens, lastPromptNanos, lastPredicted, lastPredictedNanos;

    /** The text for a scrape now; {@code s} null while the model sleeps. */
    synchronized String render(InferenceService s) {
        long promptTokens = basePromptTokens + (s == null ? 0 : s.promptTokens.get());
        long promptNanos = basePromptNanos + (s == null ? 0 : s.promptNanos.get());
        long predicted = basePredicted + (s == null ? 0 : s.predictedTokens.get());
        long predictedNanos = basePredictedNanos + (s == null ? 0 : s.predictedNanos.get());
        long cached = baseCached + (s == null ? 0 : s.cachedTokens.get());
        long steps = baseSteps + (s == null ? 0 : s.steps.get());
        long busyRows = baseBusyRows + (s == null ? 0 : s.busyRows.get());
        long longest = Math.max(longestContext, s == null ? 0 : s.longestContext.get());
        long bucketPrompt = promptTokens - lastPromptTokens, bucketPromptNanos = promptNanos - lastPromptNanos;
        long bucketPredicted = predicted - lastPredicted, bucketPredictedNanos = predictedNanos - lastPredictedNanos;
        lastPromptTokens = promptTokens;
        lastPromptNanos = promptNanos;
        lastPredicted = predicted;
        lastPredictedNanos = predictedNanos;
        StringBuilder m = new StringBuilder();
        metric(m, "prompt_tokens_total", "counter", "Prompt tokens computed (a reused prefix is counted apart).", promptTokens);
        metric(m, "prompt_tokens_cached_total", "counter", "Prompt tokens taken from a cached prefix.", cached);
        metric(m, "prompt_seconds_total", "counter", "Seconds spent computing prompts.", promptNanos / 1e9);
        metric(m, "tokens_predicted_total", "counter", "Tokens generated.", predicted);
        metric(m, "tokens_predicted_seconds_total", "counter", "Seconds spent generating.", predictedNanos / 1e9);
        metric(m, "n_decode_total", "counter", "Model steps run (prompt chunks and decode steps).", steps);
        metric(m, "n_tokens_max", "counter", "Longest sequence a request has filled (prompt and generated).", longest);
        metric(m, "spec_decode_num_draft_tokens_total", "counter", "Draft tokens (no speculative decoding here).", 0);
        metric(m, "spec_decode_num_accepted_tokens_total", "counter", "Draft tokens accepted (no speculative decoding here).", 0);
        metric(m, "spec_decode_num_drafts_total", "counter", "Draft verifications (no speculative decoding here).", 0);
        metric(m, "prompt_tokens_seconds", "gauge", "Average prompt throughput in tokens/s.",
                bucketPromptNanos > 0 ? bucketPrompt * 1e9 / bucketPromptNanos : 0);
        metric(m, "predicted_tokens_seconds", "gauge", "Average generation throughput in tokens/s.",
                bucketPredictedNanos > 0 ? bucketPredicted * 1e9 / bucketPredictedNanos : 0);
        metric(m, "requests_processing", "gauge", "Number of requests processing.", s == null ? 0 : s.active());
        metric(m, "requests_deferred", "gauge", "Number of requests deferred.", s == null ? 0 : s.waiting());
        metric(m, "n_busy_slots_per_decode", "gauge", "Busy slots per model step, on average.", (double) busyRows / Math.max(steps, 1));
        return m.toString();
    }

    /** Keeps a closing service's totals in the counters. */
    synchronized void retire(InferenceService s) {
        basePromptTokens += s.promptTokens.get();
        baseCached += s.cachedTokens.get();
        baseSteps += s.steps.get();
        baseBusyRows += s.busyRows.get();
        longestContext = Math.max(longestContext, s.longestContext.get());
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
