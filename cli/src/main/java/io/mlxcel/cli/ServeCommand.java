package io.mlxcel.cli;

import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.server.MlxcelServer;
import io.mlxcel.server.ServerConfig;
import io.mlxcel.spi.Backends;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** mlxcel serve / mlxcel-server: flags and LLAMA_ARG_* variables as llama-server names them. */
@Command(name = "serve", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Serve a model over HTTP (OpenAI and llama-server APIs).")
final class ServeCommand implements Callable<Integer> {
    @Option(names = {"-m", "--model"}, defaultValue = "${env:LLAMA_ARG_MODEL}",
            description = "model (default: " + ModelPaths.DEFAULT_MODEL + ", or router mode with --router / --models-dir / --models-max)")
    String model;

    @Option(names = "--router", description = "router mode (llama-server's, without -m): requests name any model of the store"
            + " or of --models-dir in \"model\"; models load on first use and unload when idle (--sleep-idle-seconds) or to make room (--models-max)")
    boolean routerMode;

    @Option(names = "--models-dir", defaultValue = "${env:LLAMA_ARG_MODELS_DIR}",
            description = "router mode: also serve the models in this folder (each .gguf file, and each folder holding a model)")
    java.nio.file.Path modelsDir;

    @Option(names = "--models-preset", defaultValue = "${env:LLAMA_ARG_MODELS_PRESET}",
            description = "router mode: llama-server's INI presets, one [name] per model (model or hf-repo, alias, ctx-size, parallel)")
    java.nio.file.Path modelsPreset;

    @Option(names = "--models-max", defaultValue = "${env:LLAMA_ARG_MODELS_MAX}",
            description = "router mode: models loaded at once, the least recently used idle one unloaded to make room; 0: no limit (default: 4)")
    Integer modelsMax;

    @Option(names = "--models-autoload", negatable = true, defaultValue = "${env:LLAMA_ARG_MODELS_AUTOLOAD}",
            description = "router mode: load a model when a request names it (default); without, only /models/load loads")
    Boolean modelsAutoload;

    @Option(names = "--host", defaultValue = "${env:LLAMA_ARG_HOST:-127.0.0.1}", description = "listen addresses, comma-separated (default: ${DEFAULT-VALUE})")
    String host;

    @Option(names = "--port", defaultValue = "${env:LLAMA_ARG_PORT:-8080}", description = "port (default: ${DEFAULT-VALUE})")
    int port;

    @Option(names = {"-c", "--ctx-size"}, defaultValue = "${env:LLAMA_ARG_CTX_SIZE:-4096}",
            description = "context length, shared by the slots unless the KV cache is unified (default: ${DEFAULT-VALUE})")
    int ctx;

    @Option(names = {"-np", "--parallel"}, defaultValue = "${env:LLAMA_ARG_N_PARALLEL:--1}",
            description = "slots decoded together by continuous batching; -1: 4 slots with a unified KV cache (default: ${DEFAULT-VALUE})")
    int parallel;

    @Option(names = {"-kvu", "--kv-unified"}, negatable = true, defaultValue = "${env:LLAMA_ARG_KV_UNIFIED}",
            description = "every slot may use the whole context (llama-server's unified KV cache; here each slot holds its own, so memory grows with the slots)")
    Boolean kvUnified;

    @Option(names = {"-b", "--batch-size"}, defaultValue = "${env:LLAMA_ARG_BATCH:-2048}", description = "logical batch: most prompt tokens per step (default: ${DEFAULT-VALUE})")
    int batchSize;

    @Option(names = {"-ub", "--ubatch-size"}, defaultValue = "${env:LLAMA_ARG_UBATCH:-512}", description = "physical batch: most prompt tokens computed at once (default: ${DEFAULT-VALUE})")
    int ubatchSize;

    @Option(names = "--slots", negatable = true, defaultValue = "${env:LLAMA_ARG_ENDPOINT_SLOTS:-true}", fallbackValue = "true",
            description = "serve the /slots monitoring route (default: ${DEFAULT-VALUE})")
    boolean slots;

    @Option(names = "--tags", defaultValue = "${env:LLAMA_ARG_TAGS}", split = ",", description = "informational model tags listed by /v1/models, comma-separated")
    java.util.List<String> tags;

    @Option(names = {"-n", "--n-predict"}, defaultValue = "${env:LLAMA_ARG_N_PREDICT:--1}", description = "default max tokens, -1 = to the context (default: ${DEFAULT-VALUE})")
    int nPredict;

    @Option(names = {"-a", "--alias"}, defaultValue = "${env:LLAMA_ARG_ALIAS}", description = "model names, comma-separated; the first in sorted order is the id /v1/models reports")
    String alias;

    @Option(names = "--api-key", defaultValue = "${env:LLAMA_API_KEY}", description = "require Authorization: Bearer KEY")
    String apiKey;

    @Option(names = "--api-key-file", description = "file holding the API key")
    Path apiKeyFile;

    @Option(names = "--temp", defaultValue = "0.8") float temp;
    @Option(names = "--top-k", defaultValue = "40") int topK;
    @Option(names = "--top-p", defaultValue = "0.95") float topP;
    @Option(names = "--min-p", defaultValue = "0.05") float minP;
    @Option(names = "--seed", defaultValue = "-1") long seed;

    @Option(names = "--surgery", defaultValue = "${env:MLXCEL_SURGERY}", description = "weight-surgery YAML applied while loading")
    Path surgery;

    @Option(names = "--chat-template", defaultValue = "${env:LLAMA_ARG_CHAT_TEMPLATE}",
            description = "chat template: a Jinja template string, or the built-in 'chatml'")
    String chatTemplate;

    @Option(names = "--chat-template-file", defaultValue = "${env:LLAMA_ARG_CHAT_TEMPLATE_FILE}", description = "file holding a Jinja chat template")
    Path chatTemplateFile;

    @Option(names = {"-to", "--timeout"}, defaultValue = "${env:LLAMA_ARG_TIMEOUT:-600}", description = "read/write timeout in seconds (default: ${DEFAULT-VALUE})")
    int timeout;

    @Option(names = "--metrics", description = "serve Prometheus metrics at /metrics")
    boolean metrics;

    @Option(names = "--no-warmup", description = "report ready right after loading, without the warm-up generations that get the kernels compiled first")
    boolean noWarmup;

    @Option(names = "--queue", defaultValue = "1024", description = "requests that may wait for a slot before 503 (default: ${DEFAULT-VALUE})")
    int queue;

    @Option(names = "--drain-timeout", defaultValue = "60", description = "seconds that running requests may take to finish after SIGTERM (default: ${DEFAULT-VALUE})")
    int drainTimeout;

    @Option(names = "--jinja", description = "accepted for llama-server compatibility: chat templates are always Jinja")
    boolean jinja;

    @Option(names = "--chat-template-kwargs", defaultValue = "${env:LLAMA_CHAT_TEMPLATE_KWARGS}",
            description = "JSON object of extra chat-template variables for every request, e.g. '{\"enable_thinking\": false}'")
    String chatTemplateKwargs;

    @Option(names = "--reasoning-format", defaultValue = "${env:LLAMA_ARG_THINK:-auto}",
            description = "none: reasoning stays in content; auto or deepseek: returned as reasoning_content (default: ${DEFAULT-VALUE})")
    String reasoningFormat;

    @Option(names = "--reasoning-budget", defaultValue = "${env:LLAMA_ARG_THINK_BUDGET:--1}",
            description = "thinking tokens before the think block is closed: -1 unlimited, 0 thinking off where the template allows (default: ${DEFAULT-VALUE})")
    int reasoningBudget;

    @Option(names = {"-rea", "--reasoning"}, defaultValue = "${env:LLAMA_ARG_REASONING:-auto}",
            description = "on / off / auto: ask the template to think or not (off also closes a think block the template opens)")
    String reasoning;

    @Option(names = "--cors-origins", defaultValue = "${env:LLAMA_ARG_CORS_ORIGINS:-*}",
            description = "origins allowed to call the server from a browser: comma-separated, * (any), or localhost (a localhost Origin only) (default: ${DEFAULT-VALUE})")
    String corsOrigins;

    @Option(names = "--cors-methods", defaultValue = "${env:LLAMA_ARG_CORS_METHODS:-GET, POST, DELETE, OPTIONS}",
            description = "methods a CORS preflight allows (default: ${DEFAULT-VALUE})")
    String corsMethods;

    @Option(names = "--cors-headers", defaultValue = "${env:LLAMA_ARG_CORS_HEADERS:-*}",
            description = "headers a CORS preflight allows (default: ${DEFAULT-VALUE})")
    String corsHeaders;

    @Option(names = "--cors-credentials", negatable = true, defaultValue = "${env:LLAMA_ARG_CORS_CREDENTIALS:-true}", fallbackValue = "true",
            description = "allow credentials in CORS; with --cors-origins * the Origin is echoed (default: on)")
    boolean corsCredentials;

    @Option(names = {"--embedding", "--embeddings"}, defaultValue = "${env:LLAMA_ARG_EMBEDDINGS:-false}",
            description = "serve /v1/embeddings and /embedding (the final hidden states, pooled by --pooling)")
    boolean embeddings;

    @Option(names = "--pooling", defaultValue = "${env:LLAMA_ARG_POOLING:-none}",
            description = "how embeddings reduce a prompt: none (one vector per token), mean, cls (first) or last (default: ${DEFAULT-VALUE}, as llama.cpp for a decoder without pooling metadata)")
    String pooling;

    @Option(names = {"--reranking", "--rerank"}, defaultValue = "${env:LLAMA_ARG_RERANKING:-false}",
            description = "serve /rerank (and /v1/rerank): a reranker's score of each document for a query (embeddings with rank pooling)")
    boolean reranking;

    @Option(names = "--spm-infill", defaultValue = "${env:LLAMA_ARG_SPM_INFILL:-false}",
            description = "lay /infill prompts out suffix first (suffix/prefix/middle), as some code models were trained")
    boolean spmInfill;

    @Option(names = "--sleep-idle-seconds", defaultValue = "${env:LLAMA_ARG_SLEEP_IDLE_SECONDS:--1}",
            description = "unload a model after this many idle seconds and load it again on the next request that needs it (-1: never)")
    int sleepIdleSeconds;

    @Option(names = "--keep-alive", description = "as --sleep-idle-seconds, as a duration (300, 90s, 5m, 1h; -1: never)")
    String keepAlive;

    @Option(names = "--no-webui", description = "do not serve the chat page at /")
    boolean noWebUi;

    @Option(names = "--slot-save-path", description = "folder for /slots/{id}?action=save|restore files (without it those actions are refused)")
    java.nio.file.Path slotSavePath;

    @Option(names = "--reuse-replies", description = "reuse the cache entries written while generating a reply when the next"
            + " prompt repeats it, as llama-server does: the next turn starts sooner, but is no longer bit-identical to a fresh prefill")
    boolean reuseReplies;

    /** With the inherited --verbose (llama-server's spelling), the same. */
    @Option(names = {"-v", "--log-verbose"}, description = "log every request and its status; replies carry __verbose (the prompt and settings as run); --verbose does the same")
    boolean verbose;

    /** --chat-template-file, else --chat-template (a template, or a built-in name), else the model's own. */
    private String templateOverride() throws java.io.IOException {
        if (chatTemplateFile != null) return Files.readString(chatTemplateFile);
        if (chatTemplate == null || chatTemplate.isBlank()) return null;
        if (chatTemplate.contains("{{") || chatTemplate.contains("{%")) return chatTemplate;
        String builtin = io.mlxcel.model.tokenizer.BuiltinChatTemplates.get(chatTemplate);
        if (builtin != null) return builtin;
        throw new IllegalArgumentException("--chat-template '" + chatTemplate + "': not a Jinja template and not a built-in name "
                + io.mlxcel.model.tokenizer.BuiltinChatTemplates.names());
    }

    private java.util.Map<String, Object> templateKwargs() {
        if (chatTemplateKwargs == null || chatTemplateKwargs.isBlank()) return java.util.Map.of();
        try {
            var n = new com.fasterxml.jackson.databind.ObjectMapper().readTree(chatTemplateKwargs);
            if (n == null || !n.isObject()) throw new IllegalArgumentException("--chat-template-kwargs must be a JSON object");
            @SuppressWarnings("unchecked")
            var m = (java.util.Map<String, Object>) io.mlxcel.model.jinja.JsonValues.of(n);
            return m;
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("--chat-template-kwargs is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    @Override
    public Integer call() throws Exception {
        if (apiKeyFile != null) apiKey = Files.readString(apiKeyFile).strip();
        if (keepAlive != null) sleepIdleSeconds = (int) Math.min(Integer.MAX_VALUE, ModelOptions.seconds("--keep-alive", keepAlive));
        boolean router = model == null && (routerMode || modelsDir != null || modelsPreset != null || modelsMax != null || modelsAutoload != null);
        if (model != null && routerMode) throw new IllegalArgumentException("--router serves the store's models: it takes no -m");
        if (modelsMax != null && modelsMax < 0) throw new IllegalArgumentException("--models-max must be 0 (no limit) or more, got " + modelsMax);
        Path path = router ? null : ModelPaths.resolve(model == null ? ModelPaths.DEFAULT_MODEL : model);
        java.util.Map<String, Object> kwargs = new java.util.LinkedHashMap<>(templateKwargs());
        switch (reasoning) {
            case "on" -> kwargs.putIfAbsent("enable_thinking", true);
            case "off" -> reasoningBudget = 0;
            case "auto" -> {
            }
            default -> throw new IllegalArgumentException("--reasoning must be on, off or auto, got " + reasoning);
        }
        ServerConfig.Chat chat = new ServerConfig.Chat(reasoningFormat, reasoningBudget, kwargs);
        ServerConfig.Cors cors = new ServerConfig.Cors(corsOrigins, corsMethods, corsHeaders, corsCredentials);
        if (parallel == 0 || parallel < -1) throw new IllegalArgumentException("--parallel must be a positive number of slots, or -1 for auto");
        // llama-server: -np -1 means 4 slots and a unified cache; otherwise, unless unified, -c is split over the slots
        boolean unified = kvUnified != null ? kvUnified : parallel < 0;
        int slotCount = parallel < 0 ? 4 : parallel;
        int perSlot = unified ? ctx : ctx / slotCount;
        if (perSlot < 16) throw new IllegalArgumentException("--ctx-size " + ctx + " over " + slotCount + " slots leaves " + perSlot + " tokens per slot");
        java.util.List<String> tagList = tags == null ? java.util.List.of() : tags.stream().map(String::strip).filter(t -> !t.isEmpty()).toList();
        ServerConfig cfg = new ServerConfig(host, io.mlxcel.server.VertexRoutes.port(port), perSlot, nPredict, alias, apiKey, temp, topK, topP, minP, seed, queue, metrics,
                slotCount, timeout, !noWarmup, chat, Math.min(batchSize, ubatchSize), tagList, slots, cors, verbose || Main.verbose,
                reranking ? new ServerConfig.Embeddings(true, "rank") : new ServerConfig.Embeddings(embeddings, pooling), sleepIdleSeconds, !noWebUi, reuseReplies, slotSavePath,
                new ServerConfig.Infill(batchSize, spmInfill));
        io.mlxcel.surgery.Surgery edits = surgery == null ? null : io.mlxcel.surgery.Surgery.load(surgery);
        String template = templateOverride();
        java.util.function.Function<Path, io.mlxcel.model.engine.LoadedModel> load = p -> {
            var m = ModelLoader.load(p, Backends.fromEnvironment(), edits);
            if (template == null) return m;
            String bos = m.tokenizer().bosId() >= 0 ? m.tokenizer().tokenText(m.tokenizer().bosId()) : "";
            return new io.mlxcel.model.engine.LoadedModel(m.source(), m.config(), m.lm(), m.tokenizer(),
                    new io.mlxcel.model.tokenizer.ChatTemplate(template, bos, ""), m.checkpoint());
        };
        MlxcelServer server = router
                ? MlxcelServer.startRouter(cfg, new MlxcelServer.Router(io.mlxcel.model.store.ModelStore.fromEnvironment(), modelsDir, modelsPreset,
                        modelsMax == null ? 4 : modelsMax, modelsAutoload == null || modelsAutoload, load,
                        io.mlxcel.model.store.HubDownloader.offlineFromEnvironment() ? null
                                : io.mlxcel.model.store.HubDownloader.fromEnvironment(io.mlxcel.model.store.ModelStore.fromEnvironment())))
                : MlxcelServer.start(cfg, () -> load.apply(path));
        if (server.warmupRounds() > 0) System.err.printf("mlxcel-server: warm-up: %d rounds and %d route requests in %d ms%n", server.warmupRounds(), server.warmedRoutes(), server.warmupMillis());
        String urls = cfg.hosts().stream().map(h -> "http://" + (h.contains(":") ? "[" + h + "]" : h) + ":" + server.port())
                .collect(java.util.stream.Collectors.joining(", "));
        System.err.printf("mlxcel-server: listening on %s (%s)%n", urls, router ? "router: the models of " + ModelPaths.storeRoot()
                + (modelsDir == null ? "" : " and " + modelsDir) : "model " + path.getFileName());
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        // SIGTERM (a service manager, a container stop): finish what is running, then exit 0
        sun.misc.Signal.handle(new sun.misc.Signal("TERM"), sig -> Thread.ofPlatform().name("mlxcel-drain").start(() -> {
            boolean complete = server.drain(java.time.Duration.ofSeconds(drainTimeout));
            System.err.println(complete ? "mlxcel-server: drained, exiting" : "mlxcel-server: drain timed out after " + drainTimeout + " s, exiting");
            System.exit(0);
        }));
        new CountDownLatch(1).await();
        return 0;
    }
}
