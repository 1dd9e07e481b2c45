package io.mlxcel.server;

import java.util.List;
import java.util.Map;

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
 * @param chat       chat-template and reasoning defaults
 */
public record ServerConfig(String host, int port, int ctxSize, int nPredict, String alias, String apiKey,
                           float temperature, int topK, float topP, float minP, long seed, int maxQueue, boolean metrics,
                           int parallel, int timeoutSeconds, boolean warmup, Chat chat) {

    /**
     * @param reasoningFormat  none (reasoning stays in content), auto or deepseek (split into reasoning_content)
     * @param reasoningBudget  thinking tokens before the think block is closed; -1: unlimited; 0: thinking off where the
     *                         template allows (enable_thinking false), else closed at once
     * @param templateKwargs   extra template variables for every request (--chat-template-kwargs)
     * @param corsOrigins      origins allowed by CORS ("*" for any); empty: no CORS headers
     */
    public record Chat(String reasoningFormat, int reasoningBudget, Map<String, Object> templateKwargs, List<String> corsOrigins) {
        public static final Chat DEFAULTS = new Chat("auto", -1, Map.of(), List.of());

        public Chat {
            if (!List.of("none", "auto", "deepseek", "deepseek-legacy").contains(reasoningFormat)) {
                throw new IllegalArgumentException("--reasoning-format must be none, auto, deepseek or deepseek-legacy, got " + reasoningFormat);
            }
            if (reasoningBudget < -1) throw new IllegalArgumentException("--reasoning-budget must be -1 (unlimited) or >= 0");
            templateKwargs = Map.copyOf(templateKwargs);
            corsOrigins = List.copyOf(corsOrigins);
        }
    }

    public ServerConfig(String host, int port, int ctxSize, int nPredict, String alias, String apiKey, float temperature,
                        int topK, float topP, float minP, long seed, int maxQueue, boolean metrics, int parallel,
                        int timeoutSeconds, boolean warmup) {
        this(host, port, ctxSize, nPredict, alias, apiKey, temperature, topK, topP, minP, seed, maxQueue, metrics, parallel,
                timeoutSeconds, warmup, Chat.DEFAULTS);
    }
}
