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
 * @param host       addresses to listen on, comma-separated (llama-server's --host)
 * @param ctxSize    context per slot
 * @param alias      the model's names, comma-separated (llama-server's --alias); null: the file name
 * @param batchSize  prompt tokens computed per prefill step (llama-server's smaller of --batch-size and
 *                   --ubatch-size); 0: the backend's largest chunk
 * @param tags       informational model tags listed by /v1/models (--tags)
 * @param slotsEndpoint serve /slots (llama-server's --slots, on by default)
 * @param cors       CORS answers (llama-server's --cors-* flags)
 * @param verbose    log every request, and add llama-server's {@code __verbose} to replies unless a request says
 *                   otherwise (--verbose)
 * @param embeddings the embedding routes (--embedding, --pooling)
 * @param sleepIdleSeconds unload the model after this many idle seconds, load it again on the next request that needs
 *                   it (llama-server's --sleep-idle-seconds); -1: never
 * @param webUi      the chat page at / (off with --no-webui)
 * @param reuseReplies reuse a reply's decode-written cache entries in the next turn, as llama-server does
 *                   (--reuse-replies; see {@link InferenceService})
 * @param slotSavePath where /slots/{id}?action=save|restore keep their files (--slot-save-path); null: those actions
 *                   are refused
 * @param infill     how /infill lays its prompt out (--batch-size, --spm-infill)
 */
public record ServerConfig(String host, int port, int ctxSize, int nPredict, String alias, String apiKey,
                           float temperature, int topK, float topP, float minP, long seed, int maxQueue, boolean metrics,
                           int parallel, int timeoutSeconds, boolean warmup, Chat chat, int batchSize, List<String> tags,
                           boolean slotsEndpoint, Cors cors, boolean verbose, Embeddings embeddings, int sleepIdleSeconds,
                           boolean webUi, boolean reuseReplies, java.nio.file.Path slotSavePath, Infill infill) {
    public ServerConfig {
        tags = List.copyOf(tags);
    }

    /** The keys of --api-key (comma-separated, as llama-server takes several); empty: no key needed. */
    public List<String> apiKeys() {
        if (apiKey == null) return List.of();
        return java.util.Arrays.stream(apiKey.split(",")).map(String::strip).filter(k -> !k.isEmpty()).toList();
    }

    /** The hosts of --host, in order. */
    public List<String> hosts() {
        return java.util.Arrays.stream(host.split(",")).map(String::strip).filter(h -> !h.isEmpty()).toList();
    }

    /**
     * The names of --alias, as llama-server keeps them (a sorted set; the first is the model's id), or empty for none.
     */
    public List<String> aliases() {
        if (alias == null) return List.of();
        return java.util.Arrays.stream(alias.split(",")).map(String::strip).filter(a -> !a.isEmpty()).distinct().sorted().toList();
    }

    /**
     * @param reasoningFormat  none (reasoning stays in content), auto or deepseek (split into reasoning_content)
     * @param reasoningBudget  thinking tokens before the think block is closed; -1: unlimited; 0: thinking off where the
     *                         template allows (enable_thinking false), else closed at once
     * @param templateKwargs   extra template variables for every request (--chat-template-kwargs)
     */
    public record Chat(String reasoningFormat, int reasoningBudget, Map<String, Object> templateKwargs) {
        public static final Chat DEFAULTS = new Chat("auto", -1, Map.of());

        public Chat {
            if (!List.of("none", "auto", "deepseek", "deepseek-legacy").contains(reasoningFormat)) {
                throw new IllegalArgumentException("--reasoning-format must be none, auto, deepseek or deepseek-legacy, got " + reasoningFormat);
            }
            if (reasoningBudget < -1) throw new IllegalArgumentException("--reasoning-budget must be -1 (unlimited) or >= 0");
            templateKwargs = Map.copyOf(templateKwargs);
        }
    }

    /**
     * llama-server's embeddings: /embedding(s) and /v1/embeddings answer only with --embedding; the pooling reduces a
     * prompt's hidden states to one vector (none: one per token, refused by the OpenAI route).
     *
     * @param pooling none, mean, cls, last or rank (a reranker's score: --reranking)
     */
    public record Embeddings(boolean enabled, String pooling) {
        public static final Embeddings OFF = new Embeddings(false, "none");

        public Embeddings {
            if (!List.of("none", "mean", "cls", "last", "rank").contains(pooling)) {
                throw new IllegalArgumentException("--pooling must be none, mean, cls, last or rank, got " + pooling);
            }
        }

        /** Whether /rerank answers (llama-server's --reranking: embeddings with rank pooling). */
        public boolean reranking() {
            return enabled && pooling.equals("rank");
        }
    }

    /**
     * llama-server's /infill prompt layout: the prefix takes at most 3/4 of {@code batch} tokens, the suffix what is
     * left of a quarter; {@code spm} puts the suffix first (--spm-infill).
     *
     * @param batch the logical batch (--batch-size), which the prefix and suffix must fit
     */
    public record Infill(int batch, boolean spm) {
        public static final Infill DEFAULTS = new Infill(2048, false);
    }

    /**
     * CORS as llama-server answers it: by default any origin, with credentials (the request's Origin is echoed).
     *
     * @param origins     "*", "localhost" (only a localhost Origin is echoed), or a comma-separated list; empty: no CORS
     * @param methods     Access-Control-Allow-Methods of a preflight
     * @param headers     Access-Control-Allow-Headers of a preflight
     * @param credentials allow credentials (with "*", the Origin is echoed rather than "*")
     */
    public record Cors(String origins, String methods, String headers, boolean credentials) {
        public static final Cors LLAMA_SERVER = new Cors("*", "GET, POST, DELETE, OPTIONS", "*", true);

        /** The Access-Control-Allow-Origin answer to a request from {@code origin} (null: none given), or null. */
        public String allowOrigin(String origin) {
            String o = origins.strip();
            if (o.isEmpty()) return null;
            if (o.equals("*")) return credentials ? origin : "*";
            if (o.equals("localhost")) return origin != null && isLocalhost(origin) ? origin : null;
            if (origin == null) return null;
            return java.util.Arrays.stream(o.split(",")).map(String::strip).anyMatch(origin::equals) ? origin : null;
        }

        static boolean isLocalhost(String origin) {
            try {
                String host = java.net.URI.create(origin).getHost();
                return host != null && (host.equals("localhost") || host.equals("127.0.0.1") || host.equals("[::1]") || host.equals("::1"));
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
    }

    public ServerConfig(String host, int port, int ctxSize, int nPredict, String alias, String apiKey, float temperature,
                        int topK, float topP, float minP, long seed, int maxQueue, boolean metrics, int parallel,
                        int timeoutSeconds, boolean warmup) {
        this(host, port, ctxSize, nPredict, alias, apiKey, temperature, topK, topP, minP, seed, maxQueue, metrics, parallel,
                timeoutSeconds, warmup, Chat.DEFAULTS, 0, List.of(), true, Cors.LLAMA_SERVER, false, Embeddings.OFF, -1, true, false, null, Infill.DEFAULTS);
    }
}
