package io.mlxcel.server;

/**
 * Server settings (llama-server names).
 *
 * @param nPredict   default max tokens per request (-1: up to the context)
 * @param maxQueue   requests that may wait for the slot before new ones get 503
 * @param metrics    serve /metrics (Prometheus text), as llama-server's --metrics
 * @param parallel   slots decoded together in one batched step
 * @param timeoutSeconds HTTP read/write idle timeout
 * @param warmup     run a few generations after loading, before /health reports ready (llama-server's warm-up;
 *                   --no-warmup turns it off)
 */
public record ServerConfig(String host, int port, int ctxSize, int nPredict, String alias, String apiKey,
                           float temperature, int topK, float topP, float minP, long seed, int maxQueue, boolean metrics,
                           int parallel, int timeoutSeconds, boolean warmup) {
}
