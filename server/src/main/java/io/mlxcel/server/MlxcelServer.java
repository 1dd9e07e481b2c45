package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.mlxcel.model.chat.ChatDelta;
import io.mlxcel.model.chat.ChatMessage;
import io.mlxcel.model.chat.OutputParser;
import io.mlxcel.model.chat.ToolCall;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.model.tokenizer.ChatTemplate;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The HTTP server: OpenAI routes (/v1/chat/completions, /v1/completions, /v1/models, also without /v1) and
 * llama-server routes (/completion, /tokenize, /detokenize, /apply-template, /props, /health). Requests are validated
 * into 4xx JSON errors; nothing a client sends can stop the server.
 */
public final class MlxcelServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long MAX_BODY = 16L << 20;
    /** The version of mlxcel, from the jar's manifest ("dev" when run from classes). */
    static final String VERSION = java.util.Objects.requireNonNullElse(MlxcelServer.class.getPackage().getImplementationVersion(), "dev");

    /** When this process started, in Unix seconds (llama-server's Process-Start-Time-Unix on /metrics). */
    private static final long STARTED_UNIX = ProcessHandle.current().info().startInstant().map(java.time.Instant::getEpochSecond)
            .orElseGet(() -> System.currentTimeMillis() / 1000);

    private final ServerConfig cfg;
    private final Javalin app;
    /** The models and when they are loaded; one model, always the one served, unless {@link #router}. */
    private ModelPool pool;
    /** Router mode (llama-server's, without -m): a request's "model" picks one of the pool's models. */
    private final Router router;
    /** Outside router mode: the one model. */
    private ServedModel single;
    /** The key that lets the warm-up's own requests through (see {@link RouteWarmup}). */
    private final String warmupKey = UUID.randomUUID().toString();
    private int warmedRoutes;
    /** Set by drain(): health and new requests answer 503 while the running ones finish. */
    private volatile boolean draining;
    /** Requests inside a handler (counted from the first before-handler to the last after-handler). */
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();
    private int warmupRounds;
    private long warmupNanos;
    /** Routes that read state without needing the model: they do not count as use, and do not wake a sleeping model. */
    private static final java.util.Set<String> READ_ONLY = java.util.Set.of("/health", "/v1/health", "/props", "/models", "/v1/models", "/metrics", "/slots", "/", "/index.html");
    /** The model a request holds (see {@link #ready}), let go of when the request ends. */
    private static final String HELD = "mlxcel.held";

    private record Held(ServedModel model, InferenceService service, boolean touch) {
    }

    /**
     * llama-server's router mode: the models of the store and of {@code modelsDir}, at most {@code modelsMax} loaded
     * (0: no limit), loaded on a request's first use unless {@code autoload} is off.
     *
     * @param presets llama-server's --models-preset INI file (see {@link ModelPresets}), or null
     * @param loader  loads a model's file or folder
     * @param hub     where POST /models downloads from into the store (null: downloads refused, e.g. offline)
     */
    public record Router(io.mlxcel.model.store.ModelStore store, java.nio.file.Path modelsDir, java.nio.file.Path presets, int modelsMax,
                         boolean autoload, java.util.function.Function<java.nio.file.Path, LoadedModel> loader,
                         io.mlxcel.model.store.HubDownloader hub) {
    }

    /** Router mode: the /models/sse feed. */
    private final ModelEvents events = new ModelEvents();
    /** Router mode: downloads running (POST /models), by the name asked for. */
    private final java.util.Map<String, String> downloads = new java.util.concurrent.ConcurrentHashMap<>();

    private MlxcelServer(ServerConfig cfg, Router router) {
        this.cfg = cfg;
        this.router = router;
        this.app = Javalin.create(c -> {
            c.showJavalinBanner = false;
            c.http.maxRequestSize = MAX_BODY;
            // request threads beyond the core ones end after 2 s idle (all of them at once), so a burst of clients
            // does not leave threads behind
            var pool = new org.eclipse.jetty.util.thread.QueuedThreadPool(200, 8, 2000);
            pool.setMaxEvictCount(200);
            c.jetty.threadPool = pool;
            c.jetty.modifyHttpConfiguration(h -> h.setIdleTimeout(cfg.timeoutSeconds() * 1000L));
            // llama-server's --host takes several addresses: then each gets a connector (Javalin adds its own only
            // when none is configured)
            if (cfg.hosts().size() > 1) {
                for (String host : cfg.hosts()) {
                    c.jetty.addConnector((server, http) -> {
                        var connector = new org.eclipse.jetty.server.ServerConnector(server, new org.eclipse.jetty.server.HttpConnectionFactory(http));
                        connector.setHost(host);
                        connector.setPort(cfg.port());
                        return connector;
                    });
                }
            }
        });
        app.before(ctx -> inFlight.incrementAndGet());
        app.after(ctx -> {
            Held held = ctx.attribute(HELD);
            if (held != null) {
                ctx.attribute(HELD, null);
                pool.release(held.model(), held.touch());
            }
            inFlight.decrementAndGet();
        });
        app.before(this::cors);
        app.options("/*", ctx -> ctx.status(200).result(""));
        app.before(this::authorize);
        for (String p : PUBLIC) app.get(p, this::health);
        for (String p : new String[]{"/v1/models", "/models"}) app.get(p, this::models);
        List<String> posts = new java.util.ArrayList<>();
        java.util.function.BiConsumer<String, io.javalin.http.Handler> post = (path, h) -> {
            app.post(path, h);
            posts.add(path);
        };
        for (String p : new String[]{"/v1/chat/completions", "/chat/completions"}) post.accept(p, this::chat);
        post.accept("/v1/completions", this::completions);
        AnthropicRoutes anthropic = new AnthropicRoutes(this, cfg);
        post.accept("/v1/messages", anthropic::messages);
        post.accept("/v1/messages/count_tokens", anthropic::countTokens);
        ResponsesRoutes responses = new ResponsesRoutes(this, cfg);
        for (String p : new String[]{"/v1/responses", "/responses"}) post.accept(p, responses::create);
        for (String p : new String[]{"/v1/responses/input_tokens", "/responses/input_tokens"}) post.accept(p, responses::inputTokens);
        for (String p : new String[]{"/v1/chat/completions/input_tokens", "/chat/completions/input_tokens"}) post.accept(p, this::chatInputTokens);
        // llama-server's native completion also answers at /completions (OpenAI's is /v1/completions only)
        for (String p : new String[]{"/completion", "/completions"}) post.accept(p, this::llamaCompletion);
        post.accept("/infill", this::infill);
        EmbeddingRoutes embeddings = new EmbeddingRoutes(this, cfg.embeddings());
        for (String p : new String[]{"/embedding", "/embeddings"}) post.accept(p, embeddings::llama);
        post.accept("/v1/embeddings", embeddings::openAi);
        RerankRoutes rerank = new RerankRoutes(this, cfg.embeddings());
        for (String p : new String[]{"/rerank", "/reranking", "/v1/rerank", "/v1/reranking"}) post.accept(p, rerank::rerank);
        post.accept("/tokenize", this::tokenize);
        post.accept("/detokenize", this::detokenize);
        post.accept("/apply-template", this::applyTemplate);
        VertexRoutes.register(app, posts, RouteWarmup.loopback(cfg.hosts().isEmpty() ? null : cfg.hosts().getFirst()), () -> app.port(), this::health);
        if (cfg.webUi()) {
            for (String p : WEB_UI) app.get(p, MlxcelServer::webUi);
        }
        app.get("/props", this::props);
        app.get("/slots", this::slots);
        post.accept("/slots/{id}", new SlotRoutes(cfg, this::ready)::action);
        app.get("/metrics", this::metrics);
        if (router != null) {
            post.accept("/models/load", this::loadModel);
            post.accept("/models/unload", this::unloadModel);
            app.delete("/models", this::deleteModel);
            post.accept("/models", this::downloadModel);
            app.get("/models/sse", this::modelEventStream);
        }
        app.exception(ApiError.class, (e, ctx) -> fail(ctx, e));
        app.exception(Exception.class, (e, ctx) -> {
            if (e instanceof IllegalArgumentException iae) {
                fail(ctx, 400, "invalid_request_error", null, iae.getMessage());
            } else if (e instanceof ClientConnection.Gone) {
                if (cfg.verbose()) System.err.println("mlxcel-server: " + ctx.method() + " " + ctx.path() + ": the client left");
            } else {
                // a server error is always logged, with where it came from
                System.err.println("mlxcel-server: " + ctx.method() + " " + ctx.path() + " failed: " + e);
                e.printStackTrace();
                fail(ctx, 500, "server_error", null, String.valueOf(e.getMessage()));
            }
        });
        if (cfg.verbose()) {
            app.after(ctx -> System.err.printf("mlxcel-server: %s %s -> %d%n", ctx.method(), ctx.path(), ctx.statusCode()));
        }
        app.error(404, ctx -> {
            // a route's own 404 stays; Javalin's "Endpoint ... not found" (plain or in its JSON shape) becomes ours
            if (ctx.attribute(OWN_ERROR) == null) fail(ctx, 404, "not_found_error", null, "File Not Found: no route " + ctx.method() + " " + ctx.path());
        });
    }


    /**
     * Starts listening at once (health answers 503 until the model is ready), then loads the model and, unless the
     * config says no, warms it up before reporting ready.
     */
    public static MlxcelServer start(ServerConfig cfg, Supplier<LoadedModel> loader) {
        MlxcelServer s = new MlxcelServer(cfg, null);
        s.single = new ServedModel(cfg.aliases().isEmpty() ? "loading" : cfg.aliases().getFirst(), List.of(), null, "model", loader);
        s.pool = new ModelPool(List.of(s.single), 1, cfg.sleepIdleSeconds() > 0 ? cfg.sleepIdleSeconds() * 1_000_000_000L : 0, s.lifecycle());
        s.listen();
        try {
            s.pool.loadNow(s.single);
        } catch (RuntimeException e) {
            s.close();
            throw e;
        } catch (Exception e) {
            s.close();
            throw new IllegalStateException(e);
        }
        return s;
    }

    /**
     * Starts a router-mode server (llama-server without -m): it lists the models of the store and of --models-dir,
     * and loads them as requests name them; none is loaded at start.
     */
    public static MlxcelServer startRouter(ServerConfig cfg, Router router) {
        MlxcelServer s = new MlxcelServer(cfg, router);
        s.pool = new ModelPool(s.scan(), router.modelsMax(), cfg.sleepIdleSeconds() > 0 ? cfg.sleepIdleSeconds() * 1_000_000_000L : 0, s.lifecycle());
        s.listen();
        return s;
    }

    private void listen() {
        if (cfg.hosts().isEmpty()) throw new IllegalArgumentException("--host: no address given");
        if (cfg.hosts().size() > 1) app.start();
        else app.start(cfg.hosts().getFirst(), cfg.port());
    }

    /** The router's models as found now: those of --models-preset, then the store's and --models-dir's. */
    private List<ServedModel> scan() {
        List<ModelCatalog.Entry> found = ModelCatalog.scan(router.store(), router.modelsDir());
        List<ServedModel> out = new java.util.ArrayList<>();
        java.util.Set<String> hidden = new java.util.HashSet<>();
        if (router.presets() != null) {
            ModelPresets presets = ModelPresets.read(router.presets());
            if (!presetWarned) {
                presetWarned = true;
                List<String> ignored = presets.ignoredKeys();
                if (!ignored.isEmpty()) System.err.println("mlxcel-server: --models-preset " + router.presets() + ": llama-server arguments not taken here, left out: " + ignored);
            }
            for (ModelPresets.Section sec : presets.sections()) {
                String file = sec.get("model", "m"), repo = sec.get("hf-repo", "hf");
                String where = "preset [" + sec.name() + "] (" + router.presets() + " line " + sec.line() + ")";
                if (file == null && repo == null) throw new IllegalArgumentException(where + ": give model = FILE or hf-repo = owner/name[:TAG]");
                ModelCatalog.Entry base = repo == null ? null : found.stream().filter(e -> names(e, repo)).findFirst().orElse(null);
                java.nio.file.Path path = file != null ? java.nio.file.Path.of(file) : base == null ? null : base.path();
                Supplier<LoadedModel> load = () -> {
                    if (path == null) throw new IllegalStateException(where + ": hf-repo '" + repo + "' is not in the store (" + router.store().root() + ")");
                    return router.loader().apply(path);
                };
                String alias = sec.get("alias", "a");
                List<String> aliases = alias == null ? List.of() : java.util.Arrays.stream(alias.split(",")).map(String::strip).filter(a -> !a.isEmpty()).toList();
                out.add(new ServedModel(sec.name(), aliases, path, "preset", load, presetInt(sec, where, "ctx-size", "c"), presetInt(sec, where, "parallel", "np"), false));
                if (sec.flag("dedup-cache-models")) {
                    if (repo != null) hidden.add(repo);
                    String draft = sec.get("spec-draft-hf");
                    if (draft != null) hidden.add(draft);
                }
            }
        }
        for (ModelCatalog.Entry e : found) {
            boolean hide = hidden.stream().anyMatch(h -> names(e, h));
            out.add(new ServedModel(e.id(), e.aliases(), e.path(), e.source(), () -> router.loader().apply(e.path()), 0, 0, hide));
        }
        return out;
    }

    private boolean presetWarned;

    /** Whether {@code ref} (owner/name, owner/name:TAG or a listed name) names the catalog entry. */
    private static boolean names(ModelCatalog.Entry e, String ref) {
        return e.id().equalsIgnoreCase(ref) || e.aliases().stream().anyMatch(ref::equalsIgnoreCase) || e.id().toLowerCase(java.util.Locale.ROOT).startsWith(ref.toLowerCase(java.util.Locale.ROOT) + ":");
    }

    private static int presetInt(ModelPresets.Section sec, String where, String... keys) {
        String v = sec.get(keys);
        if (v == null) return 0;
        try {
            int n = Integer.parseInt(v);
            if (n > 0) return n;
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(where + ": " + keys[0] + " must be a positive number, got '" + v + "'");
    }

    /** Loading a model: its service, warmed up unless --no-warmup; unloading: what a sleeping model still answers. */
    private ModelPool.Lifecycle lifecycle() {
        return new ModelPool.Lifecycle() {
            @Override
            public InferenceService start(ServedModel m) {
                LoadedModel lm = withChatTemplate(m.loader.get());
                int slots = m.parallel > 0 ? m.parallel : cfg.parallel();
                // a preset's ctx-size is split over its slots, as -c is
                int ctx = m.ctxSize > 0 ? Math.max(16, m.ctxSize / slots) : cfg.ctxSize();
                InferenceService service = new InferenceService(lm, ctx, slots, cfg.maxQueue(), cfg.batchSize(), cfg.reuseReplies());
                service.id = router != null ? m.id : cfg.aliases().isEmpty() ? lm.source().getFileName().toString() : cfg.aliases().getFirst();
                if (router == null) lastSingleId = service.id;
                if (cfg.warmup()) {
                    long t0 = System.nanoTime();
                    int rounds = service.warmUp(io.mlxcel.model.engine.WarmupRounds.MAX_ROUNDS);
                    m.warming = service;
                    int routes;
                    try {
                        routes = RouteWarmup.run(cfg.hosts().getFirst(), app.port(), cfg.apiKey(), warmupKey,
                                RouteWarmup.calls(lm.chatTemplate() != null, router != null ? m.id : null));
                    } finally {
                        m.warming = null;
                    }
                    service.forgetStatistics();
                    if (warmupNanos == 0) {
                        warmupRounds = rounds;
                        warmedRoutes = routes;
                        warmupNanos = System.nanoTime() - t0;
                    }
                }
                return service;
            }

            @Override
            public void statusChanged(ServedModel m) {
                ObjectNode data = JSON.createObjectNode().put("status", m.stateWord());
                if (m.status == ServedModel.Status.UNLOADED && m.failure != null) data.put("error", m.failure);
                events.publish("status_change", m.id, data);
            }

            @Override
            public void stopping(ServedModel m, InferenceService s, boolean keepAlive) {
                if (keepAlive) {
                    m.propsAtUnload = propsJson(s);
                    m.metricsAtUnload = m.metrics.render(s);
                }
            }
        };
    }

    /**
     * The model as served: one without a chat template of its own gets ChatML, as llama-server gives it, so that the
     * chat routes answer rather than refuse (a --chat-template-file chooses better for a particular model).
     */
    private static LoadedModel withChatTemplate(LoadedModel m) {
        if (m.chatTemplate() != null) return m;
        System.err.println("mlxcel-server: " + m.source().getFileName() + " has no chat template; chat routes use ChatML (--chat-template-file chooses another)");
        String bos = m.tokenizer().bosId() >= 0 ? m.tokenizer().tokenText(m.tokenizer().bosId()) : "";
        return new LoadedModel(m.source(), m.config(), m.lm(), m.tokenizer(), new io.mlxcel.model.tokenizer.ChatTemplate(io.mlxcel.model.tokenizer.BuiltinChatTemplates.get("chatml"), bos, ""), m.checkpoint());
    }

    /** Warm-up rounds run at start (0 with warm-up off). */
    public int warmupRounds() {
        return warmupRounds;
    }

    /** Warm-up requests through the routes that answered 200 (see {@link RouteWarmup}). */
    public int warmedRoutes() {
        return warmedRoutes;
    }

    /** How long the warm-up took, in milliseconds. */
    public long warmupMillis() {
        return warmupNanos / 1_000_000;
    }

    public int port() {
        return app.port();
    }

    long streamedPieces() {
        InferenceService s = single == null ? null : single.service;
        return s == null ? 0 : s.streamedPieces.get();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) return;
        draining = true;
        app.stop();
        if (pool != null) pool.close();
    }

    /** Requests inside a handler now. */
    int inFlight() {
        return inFlight.get();
    }

    /**
     * Graceful stop (SIGTERM): from now on health and new requests answer 503; the running and queued requests finish
     * and their responses are written, for at most {@code deadline}; then the server closes. Returns whether every
     * request finished in time.
     */
    public boolean drain(java.time.Duration deadline) {
        draining = true;
        long end = System.nanoTime() + deadline.toNanos();
        boolean done;
        while (!(done = inFlight.get() == 0) && System.nanoTime() < end) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        close();
        return done;
    }

    // ---------------- routes ----------------

    /**
     * CORS as --cors-* configure it; a preflight (OPTIONS) is answered before authorization, since browsers send it
     * without credentials.
     */
    private void cors(Context ctx) {
        ServerConfig.Cors cors = cfg.cors();
        String allow = cors.allowOrigin(ctx.header("Origin"));
        if (allow != null) {
            ctx.header("Access-Control-Allow-Origin", allow);
            if (!allow.equals("*")) ctx.header("Vary", "Origin");
        }
        if (ctx.method() == io.javalin.http.HandlerType.OPTIONS && !cors.origins().isBlank()) {
            ctx.header("Access-Control-Allow-Credentials", String.valueOf(cors.credentials()));
            ctx.header("Access-Control-Allow-Methods", cors.methods());
            ctx.header("Access-Control-Allow-Headers", cors.headers());
            ctx.header("Access-Control-Max-Age", "600");
        }
    }

    private static void fail(Context ctx, int status, String type, String param, String message) {
        fail(ctx, new ApiError(status, type, param, message));
    }

    /** Marks a response as an error a route answered (so that the 404 fallback leaves it). */
    private static final String OWN_ERROR = "mlxcel.error";

    /** An error in the shape of the route's protocol: Anthropic's under /v1/messages, else OpenAI's. */
    private static void fail(Context ctx, ApiError e) {
        ctx.attribute(OWN_ERROR, Boolean.TRUE);
        if (e.status == 503) ctx.header("Retry-After", "1");
        if (ctx.path().startsWith("/v1/messages")) {
            ctx.status(e.status).json(AnthropicRoutes.error(e.status, e.getMessage()));
            return;
        }
        ObjectNode body = error(e.status, e.type, e.param, e.getMessage());
        e.extra.forEach(((ObjectNode) body.get("error"))::put);
        ctx.status(e.status).json(body);
    }

    /** Routes that need no key, as llama-server leaves them open. */
    private static final java.util.Set<String> PUBLIC = java.util.Set.of("/health", "/v1/health");
    /** The chat page's paths: open without a key too (the page asks for the key the API routes want). */
    private static final java.util.Set<String> WEB_UI = java.util.Set.of("/", "/index.html");

    private static byte[] webUiPage;

    /** The chat page (resources/webui/index.html), which speaks this server's OpenAI routes from the browser. */
    private static void webUi(Context ctx) {
        if (webUiPage == null) {
            try (var in = MlxcelServer.class.getResourceAsStream("/webui/index.html")) {
                webUiPage = in.readAllBytes();
            } catch (java.io.IOException | NullPointerException e) {
                throw new ApiError(500, "server_error", null, "the chat page is missing from the server's jar");
            }
        }
        ctx.contentType("text/html; charset=utf-8").header("Cache-Control", "no-cache").result(webUiPage);
    }

    /** Authorization: [Bearer ]KEY, or (without it) Anthropic's X-Api-Key: KEY; any of --api-key's keys. */
    private void authorize(Context ctx) {
        List<String> keys = cfg.apiKeys();
        if (keys.isEmpty() || PUBLIC.contains(ctx.path()) || WEB_UI.contains(ctx.path()) || ctx.method() == io.javalin.http.HandlerType.OPTIONS) return;
        String given = ctx.header("Authorization");
        if (given == null || given.isEmpty()) given = ctx.header("X-Api-Key");
        if (given != null && given.startsWith("Bearer ")) given = given.substring("Bearer ".length());
        if (given == null || !keys.contains(given)) throw new ApiError(401, "authentication_error", null, "Invalid API Key");
    }

    /**
     * The service of the model a request needs, held until the request ends: outside router mode the one model (loaded
     * again first if it sleeps); in router mode the one its "model" names (in the body, or the query of a GET),
     * loaded first if need be. Calling it again within a request gives the same service.
     */
    InferenceService ready(Context ctx) {
        if (draining) throw new ApiError(503, "unavailable_error", null, "the server is shutting down");
        Held held = ctx.attribute(HELD);
        if (held != null) return held.service();
        ServedModel m = requestedModel(ctx);
        InferenceService w = m.warming;
        if (w != null && warmupKey.equals(ctx.header(RouteWarmup.HEADER))) return w;
        if (router == null && m.loads <= 1 && m.service == null && !m.sleeping) throw new ApiError(503, "unavailable_error", null, "Loading model");
        InferenceService s = pool.acquire(m, router == null || autoload(ctx), ClientConnection.goneProbe(ctx));
        ctx.attribute(HELD, new Held(m, s, !READ_ONLY.contains(ctx.path())));
        return s;
    }

    /** The model a request names (router mode), or the one model. */
    private ServedModel requestedModel(Context ctx) {
        if (router == null) return single;
        String name = ctx.method() == io.javalin.http.HandlerType.GET ? ctx.queryParam("model") : body(ctx).path("model").asText("");
        if (name == null || name.isEmpty()) throw ApiError.badRequest("model", "model name is missing from the request");
        ServedModel m = pool.find(name);
        if (m == null) throw ApiError.badRequest("model", "model '" + name + "' not found");
        return m;
    }

    /** llama-server's ?autoload=true|false per request, else --models-autoload. */
    private boolean autoload(Context ctx) {
        String q = ctx.queryParam("autoload");
        if (q == null || q.isEmpty()) return router.autoload();
        return q.equals("true") || q.equals("1");
    }

    private static final String BODY = "mlxcel.body";

    static JsonNode body(Context ctx) {
        JsonNode parsed = ctx.attribute(BODY);
        if (parsed != null) return parsed;
        try {
            JsonNode n = JSON.readTree(ctx.bodyAsBytes());
            if (n == null || !n.isObject()) throw ApiError.badRequest(null, "the request body must be a JSON object");
            ctx.attribute(BODY, n);
            return n;
        } catch (IOException e) {
            throw ApiError.badRequest(null, "the request body is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private void health(Context ctx) {
        if (draining) ctx.status(503).json(error(503, "unavailable_error", null, "Shutting down"));
        else if (router == null && single.service == null && !single.sleeping) ctx.status(503).json(error(503, "unavailable_error", null, "Loading model"));
        else ctx.json(JSON.createObjectNode().put("status", "ok"));
    }

    /** The one model's name in replies: --alias's first, else its file name. */
    private String singleId() {
        InferenceService s = single.service;
        if (s != null) return s.id;
        if (!cfg.aliases().isEmpty()) return cfg.aliases().getFirst();
        return lastSingleId;
    }

    private volatile String lastSingleId = "loading";

    private void models(Context ctx) {
        ObjectNode root = JSON.createObjectNode().put("object", "list");
        ArrayNode data = root.putArray("data");
        if (router == null) {
            ObjectNode model = data.addObject().put("id", singleId()).put("object", "model").put("created", 0).put("owned_by", "mlxcel");
            ArrayNode aliases = model.putArray("aliases");
            cfg.aliases().forEach(aliases::add);
            ArrayNode tags = model.putArray("tags");
            cfg.tags().forEach(tags::add);
            ctx.json(root);
            return;
        }
        if (ctx.queryParam("reload") != null && !ctx.queryParam("reload").isEmpty()) pool.replace(scan());
        long now = System.currentTimeMillis() / 1000;
        for (ServedModel m : pool.models()) {
            if (m.hidden) continue;
            ObjectNode o = data.addObject().put("id", m.id);
            ArrayNode aliases = o.putArray("aliases");
            m.aliases.forEach(aliases::add);
            o.putArray("tags");
            o.put("object", "model").put("owned_by", "mlxcel").put("created", now);
            ObjectNode status = o.putObject("status");
            synchronized (pool) {
                status.put("value", m.stateWord());
                if (m.status == ServedModel.Status.UNLOADED && m.failure != null) status.put("failed", true).put("error", m.failure);
            }
            status.putArray("args");
            ObjectNode arch = o.putObject("architecture");
            arch.putArray("input_modalities").add("text");
            arch.putArray("output_modalities").add("text");
            o.put("source", m.source).put("can_remove", m.source.equals("cache"));
            if (m.path != null) o.put("path", m.path.toString());
        }
        for (String d : downloads.keySet()) {
            if (pool.find(d) != null) continue;
            ObjectNode o = data.addObject().put("id", d).put("object", "model").put("owned_by", "mlxcel").put("created", now);
            o.putObject("status").put("value", "downloading").putArray("args");
            o.put("source", "cache").put("can_remove", false);
        }
        ctx.json(root);
    }

    /** The model a router route's body names, or a 404 (as llama-server's /models/load answers). */
    private ServedModel named(Context ctx, int status) {
        String name = body(ctx).path("model").asText("");
        ServedModel m = name.isEmpty() ? null : pool.find(name);
        if (m == null) throw new ApiError(status, status == 404 ? "not_found_error" : "invalid_request_error", "model", "model is not found");
        return m;
    }

    /** Router: POST /models/load {"model"}: starts loading it (the answer does not wait for the load). */
    private void loadModel(Context ctx) {
        ServedModel m = named(ctx, 404);
        synchronized (pool) {
            if (m.running()) throw ApiError.badRequest("model", "model is already running");
        }
        pool.requestLoad(m);
        ctx.json(JSON.createObjectNode().put("success", true));
    }

    /** Router: POST /models/unload {"model"}: unloads it once the requests that hold it have finished. */
    private void unloadModel(Context ctx) {
        ServedModel m = named(ctx, 400);
        synchronized (pool) {
            if (!m.running()) throw ApiError.badRequest("model", "model is not running");
        }
        pool.requestUnload(m);
        ctx.json(JSON.createObjectNode().put("success", true));
    }

    /**
     * Router: POST /models {"model": "owner/name[:TAG]"}: downloads it from the hub into the store. The hub is asked
     * which file the tag names before the answer (an unknown repository or tag is a 400); the download itself runs
     * after it, reported on /models/sse (download_progress, then download_finished or download_failed), and the model
     * is listed once it is complete.
     */
    private void downloadModel(Context ctx) {
        String name = body(ctx).path("model").asText("").strip();
        if (name.isEmpty()) throw ApiError.badRequest("model", "model must be a non-empty string");
        if (router.hub() == null || router.store() == null) {
            throw ApiError.badRequest("model", "this server does not download models (offline: HF_HUB_OFFLINE is set, or no store)");
        }
        if (pool.find(name) != null) throw ApiError.badRequest("model", "model '" + name + "' already exists");
        int colon = name.lastIndexOf(':');
        String repo = colon > name.indexOf('/') ? name.substring(0, colon) : name;
        String tag = colon > name.indexOf('/') ? name.substring(colon + 1) : null;
        router.store().pathOf(repo);
        String file;
        try {
            file = tag != null && tag.endsWith(".gguf") ? tag : router.hub().ggufFileFor(repo, null, tag);
        } catch (io.mlxcel.model.store.HubException e) {
            throw ApiError.badRequest("model", "cannot download '" + name + "': " + e.getMessage());
        }
        if (downloads.putIfAbsent(name, repo) != null) throw ApiError.badRequest("model", "model '" + name + "' is already downloading");
        Thread.ofPlatform().daemon().name("mlxcel-download").start(() -> {
            long[] last = {0};
            try {
                router.hub().download(repo, null, file, false, (f, done, total) -> {
                    long now = System.nanoTime();
                    if (now - last[0] < 200_000_000L && done < total) return;
                    last[0] = now;
                    ObjectNode data = JSON.createObjectNode();
                    data.putObject("progress").putObject(f).put("done", done).put("total", total);
                    events.publish("download_progress", name, data);
                });
                pool.replace(scan());
                events.publish("download_finished", name, null);
                System.err.println("mlxcel-server: downloaded " + name);
            } catch (RuntimeException e) {
                System.err.println("mlxcel-server: download of " + name + " failed: " + e.getMessage());
                events.publish("download_failed", name, JSON.createObjectNode().put("error", String.valueOf(e.getMessage())));
            } finally {
                downloads.remove(name);
            }
        });
        ctx.json(JSON.createObjectNode().put("success", true));
    }

    /** Router: GET /models/sse: the event feed, until the client leaves or the server drains. */
    private void modelEventStream(Context ctx) throws InterruptedException {
        java.util.concurrent.BlockingQueue<String> q = events.subscribe();
        try {
            ctx.status(200);
            ctx.res().setContentType("text/event-stream");
            ctx.res().setHeader("Cache-Control", "no-cache");
            OutputStream out;
            try {
                out = ctx.res().getOutputStream();
            } catch (IOException e) {
                throw new ClientConnection.Gone(e);
            }
            // a comment first, so that the client has the response (and is subscribed) before any event
            write(out, ": subscribed\n\n");
            java.util.function.BooleanSupplier gone = ClientConnection.goneProbe(ctx);
            long lastWrite = System.nanoTime();
            while (!draining) {
                String e = q.poll(250, java.util.concurrent.TimeUnit.MILLISECONDS);
                if (e != null) {
                    write(out, "data: " + e + "\n\n");
                    lastWrite = System.nanoTime();
                } else if (gone.getAsBoolean()) {
                    return;
                } else if (System.nanoTime() - lastWrite > 15_000_000_000L) {
                    write(out, ": ping\n\n");
                    lastWrite = System.nanoTime();
                }
            }
        } finally {
            events.unsubscribe(q);
        }
    }

    /** Router: DELETE /models?model=: removes a store model that is not running, files and all. */
    private void deleteModel(Context ctx) {
        String name = ctx.queryParam("model");
        if (name == null || name.isEmpty()) throw ApiError.badRequest("model", "model must be a non-empty string");
        ServedModel m = pool.find(name);
        if (m == null) throw new ApiError(404, "not_found_error", "model", "model '" + name + "' not found");
        if (!m.source.equals("cache") || router.store() == null) throw ApiError.badRequest("model", "model '" + name + "' is not in the store: only store models can be removed");
        if (!pool.remove(m)) throw ApiError.badRequest("model", "model '" + name + "' is running; unload it first");
        java.nio.file.Path root = router.store().root();
        java.nio.file.Path rel = root.relativize(m.path);
        String repo = rel.getName(0) + "/" + rel.getName(1);
        boolean sharesRepo = pool.models().stream().anyMatch(o -> o != m && o.path != null && o.path.startsWith(root.resolve(repo)));
        try {
            // a repository's other quantizations stay: then only this model's file goes
            if (sharesRepo && java.nio.file.Files.isRegularFile(m.path)) java.nio.file.Files.delete(m.path);
            else router.store().remove(repo);
        } catch (java.io.IOException e) {
            throw new ApiError(500, "server_error", null, "cannot remove " + m.path + ": " + e.getMessage());
        }
        pool.replace(scan());
        ctx.json(JSON.createObjectNode().put("success", true));
    }

    private void chat(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        ChatTemplate t = s.model.chatTemplate();
        if (t == null) throw ApiError.badRequest("messages", "the model has no chat template; use /v1/completions");
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, ChatRequests.openAi(b, cfg.chat(), t), Requests.bool(b, "add_generation_prompt", true));
        int[] prompt = s.model.tokenizer().encode(prep.prompt(), true);
        chatCompletion(ctx, s, b, prompt, prep);
    }

    /** llama-server's /v1/chat/completions/input_tokens: the prompt tokens the request would take. */
    private void chatInputTokens(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        ChatTemplate t = s.model.chatTemplate();
        if (t == null) throw ApiError.badRequest("messages", "the model has no chat template");
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, ChatRequests.openAi(b, cfg.chat(), t), Requests.bool(b, "add_generation_prompt", true));
        ctx.json(inputTokens(s.model.tokenizer().encode(prep.prompt(), true).length));
    }

    static ObjectNode inputTokens(int n) {
        return JSON.createObjectNode().put("object", "response.input_tokens").put("input_tokens", n);
    }

    /**
     * llama-server's {@code n} (alias {@code n_cmpl}): completions per prompt, generated together, at most one per
     * slot.
     */
    private static int copies(JsonNode b, InferenceService s) {
        String field = b.has("n_cmpl") ? "n_cmpl" : "n";
        long n = Requests.integer(b, field, 1, Integer.MAX_VALUE);
        if (n < 1 || n > s.slotCount()) {
            throw ApiError.badRequest(field, "'" + field + "' must be between 1 and the server's slots (" + s.slotCount() + "), got " + n);
        }
        return (int) n;
    }

    /**
     * Queues every generation of a request (so that they run batched together), or none: a refusal cancels those
     * already queued.
     */
    private static List<InferenceService.Pending> submitAll(int count, java.util.function.IntFunction<InferenceService.Pending> submit) {
        List<InferenceService.Pending> out = new java.util.ArrayList<>(count);
        try {
            for (int i = 0; i < count; i++) out.add(submit.apply(i));
        } catch (RuntimeException e) {
            out.forEach(InferenceService.Pending::cancel);
            throw e;
        }
        return out;
    }

    /**
     * Runs {@code task} for each of a request's generations, each on its own virtual thread when there are several
     * (streamed events interleave, each write whole); the first failure cancels them all and is rethrown.
     */
    private static <T> List<T> forEach(List<InferenceService.Pending> pending, java.util.function.IntFunction<T> task) {
        if (pending.size() == 1) return List.of(task.apply(0));
        try (var threads = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
            List<java.util.concurrent.Future<T>> futures = new java.util.ArrayList<>();
            for (int i = 0; i < pending.size(); i++) {
                int index = i;
                futures.add(threads.submit(() -> task.apply(index)));
            }
            List<T> out = new java.util.ArrayList<>();
            for (var f : futures) {
                try {
                    out.add(f.get());
                } catch (java.util.concurrent.ExecutionException e) {
                    pending.forEach(InferenceService.Pending::cancel);
                    if (e.getCause() instanceof RuntimeException re) throw re;
                    throw new IllegalStateException(e.getCause());
                } catch (InterruptedException e) {
                    pending.forEach(InferenceService.Pending::cancel);
                    Thread.currentThread().interrupt();
                    throw new ApiError(503, "server_busy", null, "interrupted");
                }
            }
            return out;
        }
    }

    /**
     * The grammar a completion request asks for: llama-server's "grammar" (GBNF) or "json_schema", or OpenAI's
     * response_format; null for none.
     */
    private static String completionGrammar(JsonNode b) {
        JsonNode g = b.get("grammar");
        if (g != null && !g.isNull() && !(g.isTextual() && g.asText().isBlank())) {
            if (!g.isTextual()) throw ApiError.badRequest("grammar", "'grammar' must be a GBNF string");
            return g.asText();
        }
        JsonNode schema = b.get("json_schema");
        if (schema == null || schema.isNull()) schema = ChatRequests.responseFormat(b.get("response_format"));
        else if (!schema.isObject()) throw ApiError.badRequest("json_schema", "'json_schema' must be a JSON Schema object");
        if (schema == null) return null;
        try {
            return io.mlxcel.model.grammar.JsonSchemaGrammar.toGbnf(schema);
        } catch (io.mlxcel.model.grammar.GrammarException e) {
            throw ApiError.badRequest(b.has("json_schema") ? "json_schema" : "response_format", e.getMessage());
        }
    }

    /**
     * One generation of a completion request: its prompt, sampling and constraint (a matcher has state, so each
     * generation gets its own).
     */
    private record Generation(int[] prompt, SamplingParams params, io.mlxcel.model.sampling.TokenConstraint constraint, Logprobs logprobs) {
    }

    /** The generations of a completion request: each prompt ({@link Prompts}) {@code n} times, in that order. */
    private List<Generation> generations(InferenceService s, JsonNode b, String grammarParam, int topLogprobs) {
        boolean postSampling = Requests.bool(b, "post_sampling_probs", false);
        List<int[]> prompts = Prompts.of(b, "prompt", s.model.tokenizer());
        int n = copies(b, s);
        String grammar = completionGrammar(b);
        List<Generation> out = new java.util.ArrayList<>();
        for (int[] prompt : prompts) {
            if (prompt.length >= s.contextSize()) throw ApiError.exceedsContext(prompt.length, s.contextSize());
            for (int j = 0; j < n; j++) {
                SamplingParams p = Requests.sampling(b, cfg, s.contextSize() - prompt.length - 1, s.model.tokenizer());
                Logprobs lp = topLogprobs < 0 ? null
                        : postSampling ? new Logprobs(s.model.tokenizer(), topLogprobs, p, prompt) : new Logprobs(s.model.tokenizer(), topLogprobs);
                out.add(new Generation(prompt, p, s.grammars.matcher(grammar, false, grammarParam), lp));
            }
        }
        return out;
    }

    /** OpenAI text completion: one choice per prompt and copy, streamed as SSE when asked. */
    private void completions(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        int topLogprobs = (int) Requests.integer(b, "logprobs", -1, 20);
        List<Generation> gens = generations(s, b, b.has("grammar") ? "grammar" : "response_format", topLogprobs < 0 ? -1 : Math.max(0, topLogprobs));
        boolean stream = Requests.bool(b, "stream", false);
        boolean includeUsage = stream && b.path("stream_options").path("include_usage").asBoolean(false);
        boolean cachePrompt = Requests.bool(b, "cache_prompt", true);
        int slot = (int) Requests.integer(b, "id_slot", -1, Integer.MAX_VALUE); // llama-server's: this slot, or any (-1)
        String id = "cmpl-" + UUID.randomUUID().toString().replace("-", "");
        long created = System.currentTimeMillis() / 1000;
        var pending = submitAll(gens.size(), i -> s.submit(gens.get(i).prompt(), gens.get(i).params(), stream, gens.get(i).logprobs(), false,
                gens.get(i).constraint(), cachePrompt, slot));
        if (!stream) {
            java.util.function.BooleanSupplier gone = ClientConnection.goneProbe(ctx);
            List<Generator.Result> results = forEach(pending, i -> pending.get(i).awaitWhileConnected(gone));
            ObjectNode root = JSON.createObjectNode().put("id", id).put("object", "text_completion").put("created", created).put("model", s.id)
                    .put("system_fingerprint", systemFingerprint(s));
            ArrayNode choices = root.putArray("choices");
            for (int i = 0; i < results.size(); i++) {
                Generator.Result r = results.get(i);
                ObjectNode choice = choices.addObject().put("index", i).put("text", r.text()).put("finish_reason", finish(r));
                Logprobs lp = gens.get(i).logprobs();
                if (lp != null) choice.set("logprobs", lp.completion());
                else choice.putNull("logprobs");
            }
            root.set("usage", usage(results));
            root.set("timings", Timings.of(results.getFirst()).json());
            if (verbose(b)) root.set("__verbose", llamaResult(s, 0, gens.getFirst(), results.getFirst(), results.getFirst().text(), new int[0]));
            ctx.json(root);
            return;
        }
        OutputStream out = sse(ctx, pending);
        List<Generator.Result> results = forEach(pending, i -> {
            Logprobs lp = gens.get(i).logprobs();
            Telemetry tel = new Telemetry(b, pending.get(i));
            Generator.Result r = pending.get(i).await(piece -> send(out, tel.stamp(withLogprobs(textChunk(s, id, created, i, piece, null), lp, false))),
                    tel.progress(pr -> send(out, tel.progressChunk(textChunk(s, id, created, i, "", null), pr))));
            ObjectNode last = withLogprobs(textChunk(s, id, created, i, "", finish(r)), lp, false);
            if (!includeUsage && pending.size() == 1) last.set("timings", Timings.of(r).json());
            send(out, last);
            return r;
        });
        if (includeUsage) {
            ObjectNode u = usageChunk(s, id, "text_completion", created, results);
            u.set("timings", Timings.of(results.getFirst()).json());
            send(out, u);
        }
        write(out, "data: [DONE]\n\n");
    }

    /** OpenAI chat completion: the reply parsed into content, reasoning_content and tool_calls, streamed when asked. */
    private void chatCompletion(Context ctx, InferenceService s, JsonNode b, int[] prompt, ChatPipeline.Prepared prep) {
        boolean stream = Requests.bool(b, "stream", false);
        boolean includeUsage = stream && b.path("stream_options").path("include_usage").asBoolean(false);
        boolean cachePrompt = Requests.bool(b, "cache_prompt", true);
        int slot = (int) Requests.integer(b, "id_slot", -1, Integer.MAX_VALUE); // llama-server's: this slot, or any (-1)
        String id = "chatcmpl-" + UUID.randomUUID().toString().replace("-", "");
        long created = System.currentTimeMillis() / 1000;
        int topLogprobs = (int) Requests.integer(b, "top_logprobs", 0, 20);
        boolean logprobs = Requests.bool(b, "logprobs", false);
        if (topLogprobs > 0 && !logprobs) throw ApiError.badRequest("top_logprobs", "'top_logprobs' needs 'logprobs': true");
        if (prompt.length >= s.contextSize()) throw ApiError.exceedsContext(prompt.length, s.contextSize());
        int n = copies(b, s);
        // llama-server's "grammar" on chat requests, when neither tools nor response_format set one
        String grammar = prep.grammar() != null ? prep.grammar() : b.path("grammar").isTextual() && !b.get("grammar").asText().isBlank() ? b.get("grammar").asText() : null;
        String grammarParam = prep.grammar() != null ? "response_format" : "grammar";
        List<Generation> gens = new java.util.ArrayList<>();
        List<OutputParser> parsers = new java.util.ArrayList<>();
        for (int j = 0; j < n; j++) {
            SamplingParams p = Requests.sampling(b, cfg, s.contextSize() - prompt.length - 1, s.model.tokenizer());
            gens.add(new Generation(prompt, p, prep.constraint(s.grammars, s.model.tokenizer(), grammar, grammarParam),
                    logprobs ? new Logprobs(s.model.tokenizer(), Math.max(0, topLogprobs)) : null));
            parsers.add(prep.parser());
        }
        var pending = submitAll(n, i -> s.submit(prompt, gens.get(i).params(), stream, gens.get(i).logprobs(), prep.renderSpecial(),
                gens.get(i).constraint(), cachePrompt, slot));
        if (!stream) {
            java.util.function.BooleanSupplier gone = ClientConnection.goneProbe(ctx);
            List<Generator.Result> results = forEach(pending, i -> pending.get(i).awaitWhileConnected(gone));
            ObjectNode root = JSON.createObjectNode().put("id", id).put("object", "chat.completion").put("created", created).put("model", s.id)
                    .put("system_fingerprint", systemFingerprint(s));
            ArrayNode choices = root.putArray("choices");
            for (int i = 0; i < n; i++) {
                Generator.Result r = results.get(i);
                OutputParser parser = parsers.get(i);
                parser.feed(r.text());
                parser.finish();
                ChatMessage m = parser.message();
                ObjectNode choice = choices.addObject().put("index", i);
                ObjectNode msg = choice.putObject("message").put("role", "assistant");
                if (m.content().isEmpty() && !m.toolCalls().isEmpty()) msg.putNull("content");
                else msg.put("content", m.content());
                if (!m.reasoning().isEmpty()) msg.put("reasoning_content", m.reasoning());
                if (!m.toolCalls().isEmpty()) {
                    ArrayNode calls = msg.putArray("tool_calls");
                    for (ToolCall c : m.toolCalls()) {
                        calls.addObject().put("id", c.id()).put("type", "function").putObject("function")
                                .put("name", c.name()).put("arguments", c.arguments());
                    }
                }
                choice.put("finish_reason", m.toolCalls().isEmpty() ? finish(r) : "tool_calls");
                Logprobs lp = gens.get(i).logprobs();
                if (lp != null) choice.set("logprobs", lp.chat());
                else choice.putNull("logprobs");
            }
            root.set("usage", usage(results));
            root.set("timings", Timings.of(results.getFirst()).json());
            if (verbose(b)) root.set("__verbose", llamaResult(s, 0, gens.getFirst(), results.getFirst(), results.getFirst().text(), new int[0]));
            ctx.json(root);
            return;
        }
        OutputStream out = sse(ctx, pending);
        String object = "chat.completion.chunk";
        List<Generator.Result> results = forEach(pending, i -> {
            Logprobs lp = gens.get(i).logprobs();
            OutputParser parser = parsers.get(i);
            Telemetry tel = new Telemetry(b, pending.get(i));
            send(out, chunk(s, id, object, created, i, roleDelta(), null));
            Generator.Result r = pending.get(i).await(piece -> sendDeltas(s, out, id, created, i, parser.feed(piece), lp, tel),
                    tel.progress(pr -> send(out, tel.progressChunk(chunk(s, id, object, created, i, roleDelta(), null), pr))));
            sendDeltas(s, out, id, created, i, parser.finish(), lp, tel);
            boolean called = !parser.message().toolCalls().isEmpty();
            ObjectNode last = withLogprobs(chunk(s, id, object, created, i, JSON.createObjectNode(), called ? "tool_calls" : finish(r)), lp, true);
            if (!includeUsage && n == 1) last.set("timings", Timings.of(r).json());
            send(out, last);
            return r;
        });
        if (includeUsage) {
            ObjectNode u = usageChunk(s, id, object, created, results);
            u.set("timings", Timings.of(results.getFirst()).json());
            send(out, u);
        }
        write(out, "data: [DONE]\n\n");
    }

    /** A streamed chunk with the log-probabilities of the tokens since the last chunk, when they were asked for. */
    private static ObjectNode withLogprobs(ObjectNode chunk, Logprobs lp, boolean chat) {
        if (lp == null) return chunk;
        ObjectNode l = chat ? lp.chatSinceLast() : lp.completionSinceLast();
        ObjectNode choice = (ObjectNode) chunk.get("choices").get(0);
        if (l != null) choice.set("logprobs", l);
        else choice.putNull("logprobs");
        return chunk;
    }

    private static ObjectNode roleDelta() {
        return JSON.createObjectNode().put("role", "assistant").putNull("content");
    }

    /** Chat deltas as OpenAI streams them: text pieces, and for a call its id and name first, then its arguments. */
    private void sendDeltas(InferenceService s, OutputStream out, String id, long created, int index, List<ChatDelta> deltas, Logprobs lp, Telemetry tel) {
        for (ChatDelta d : deltas) {
            ObjectNode delta = JSON.createObjectNode();
            switch (d) {
                case ChatDelta.Content c -> delta.put("content", c.text());
                case ChatDelta.Reasoning c -> delta.put("reasoning_content", c.text());
                case ChatDelta.Call c -> {
                    delta.putArray("tool_calls").addObject().put("index", c.index()).put("id", c.call().id()).put("type", "function")
                            .putObject("function").put("name", c.call().name()).put("arguments", "");
                    send(out, chunk(s, id, "chat.completion.chunk", created, index, delta, null));
                    delta = JSON.createObjectNode();
                    delta.putArray("tool_calls").addObject().put("index", c.index()).putObject("function").put("arguments", c.call().arguments());
                }
            }
            send(out, tel.stamp(withLogprobs(chunk(s, id, "chat.completion.chunk", created, index, delta, null), lp, true)));
        }
    }

    /** The last chunk of a stream with stream_options.include_usage: no choices, the usage. */
    private ObjectNode usageChunk(InferenceService s, String id, String object, long created, List<Generator.Result> results) {
        ObjectNode u = JSON.createObjectNode().put("id", id).put("object", object).put("created", created).put("model", s.id)
                .put("system_fingerprint", systemFingerprint(s));
        u.putArray("choices");
        u.set("usage", usage(results));
        return u;
    }

    /**
     * llama-server's streaming telemetry, asked for per request: {@code timings_per_token} puts the timings so far on
     * every chunk, {@code return_progress} sends the prompt's progress (before its first chunk and after each).
     */
    static final class Telemetry {
        private final boolean perToken, progress;
        private final InferenceService.Pending pending;

        Telemetry(JsonNode body, InferenceService.Pending pending) {
            this.perToken = Requests.bool(body, "timings_per_token", false);
            this.progress = Requests.bool(body, "return_progress", false);
            this.pending = pending;
        }

        /** The chunk, with the timings so far when they were asked for. */
        ObjectNode stamp(ObjectNode chunk) {
            if (perToken) chunk.set("timings", pending.timings().json());
            return chunk;
        }

        /** A consumer of progress reports when they were asked for, else null. */
        java.util.function.Consumer<InferenceService.Progress> progress(java.util.function.Consumer<InferenceService.Progress> send) {
            return progress ? send : null;
        }

        ObjectNode progressChunk(ObjectNode chunk, InferenceService.Progress p) {
            chunk.putObject("prompt_progress").put("total", p.total()).put("cache", p.cache()).put("processed", p.processed())
                    .put("time_ms", p.timings().promptMs());
            if (perToken) chunk.set("timings", p.timings().json());
            return chunk;
        }
    }

    /** OpenAI's system_fingerprint, in llama-server's form ("b" and the build), naming the backend that computes. */
    static String systemFingerprint(InferenceService s) {
        return "b" + VERSION + "-mlxcel" + (s == null ? "" : "-" + s.model.lm().backend().name());
    }

    private ObjectNode chunk(InferenceService s, String id, String object, long created, int index, ObjectNode delta, String finish) {
        ObjectNode root = JSON.createObjectNode().put("id", id).put("object", object).put("created", created).put("model", s.id)
                .put("system_fingerprint", systemFingerprint(s));
        ObjectNode c = root.putArray("choices").addObject().put("index", index);
        c.set("delta", delta);
        if (finish == null) c.putNull("finish_reason");
        else c.put("finish_reason", finish);
        return root;
    }

    private ObjectNode textChunk(InferenceService s, String id, long created, int index, String text, String finish) {
        ObjectNode root = JSON.createObjectNode().put("id", id).put("object", "text_completion").put("created", created).put("model", s.id)
                .put("system_fingerprint", systemFingerprint(s));
        ObjectNode c = root.putArray("choices").addObject().put("index", index).put("text", text);
        if (finish == null) c.putNull("finish_reason");
        else c.put("finish_reason", finish);
        return root;
    }

    private static String finish(Generator.Result r) {
        return r.finish() == Generator.Finish.STOP ? "stop" : "length";
    }

    /** OpenAI's usage of a request: every generation's prompt and output tokens. */
    private static ObjectNode usage(List<Generator.Result> results) {
        int prompt = 0, completion = 0, cached = 0;
        for (Generator.Result r : results) {
            prompt += r.promptTokens();
            completion += r.tokens().length;
            cached += r.cachedTokens();
        }
        ObjectNode u = JSON.createObjectNode().put("prompt_tokens", prompt).put("completion_tokens", completion)
                .put("total_tokens", prompt + completion);
        u.putObject("prompt_tokens_details").put("cached_tokens", cached);
        return u;
    }

    /**
     * llama-server's native completion (/completion, /completions): a result object per generation (an array when
     * the request has several prompts or {@code n} > 1), streamed as chunks with their tokens.
     */
    private void llamaCompletion(Context ctx) {
        llamaCompletion(ctx, ready(ctx), body(ctx));
    }

    /**
     * llama-server's /infill: the prefix, suffix, prompt and extra files laid out with the model's fill-in-the-middle
     * tokens ({@link InfillPrompt}), then generated and answered as /completion.
     */
    private void infill(Context ctx) {
        InferenceService s = ready(ctx);
        String missing = s.model.tokenizer().fim().missingForInfill();
        if (!missing.isEmpty()) {
            throw new ApiError(501, "not_supported_error", null, "Infill is not supported by this model: " + missing.strip());
        }
        JsonNode b = body(ctx);
        InfillPrompt.validate(b);
        ObjectNode req = ((ObjectNode) b).deepCopy();
        ArrayNode ids = req.putArray("prompt");
        for (int t : InfillPrompt.tokens(b, s.model.tokenizer(), cfg.infill(), cfg.nPredict(), s.contextSize())) ids.add(t);
        llamaCompletion(ctx, s, req);
    }

    private void llamaCompletion(Context ctx, InferenceService s, JsonNode b) {
        int nProbs = (int) Requests.integer(b, "n_probs", 0, 100);
        List<Generation> gens = generations(s, b, b.has("grammar") ? "grammar" : "json_schema", nProbs > 0 ? nProbs : -1);
        boolean stream = Requests.bool(b, "stream", false);
        boolean cachePrompt = Requests.bool(b, "cache_prompt", true);
        int slot = (int) Requests.integer(b, "id_slot", -1, Integer.MAX_VALUE); // llama-server's: this slot, or any (-1)
        boolean returnTokens = Requests.bool(b, "return_tokens", false);
        List<String> fields = responseFields(b);
        var pending = submitAll(gens.size(), i -> s.submit(gens.get(i).prompt(), gens.get(i).params(), stream, gens.get(i).logprobs(), false,
                gens.get(i).constraint(), cachePrompt, slot));
        if (!stream) {
            java.util.function.BooleanSupplier gone = ClientConnection.goneProbe(ctx);
            List<Generator.Result> results = forEach(pending, i -> pending.get(i).awaitWhileConnected(gone));
            ArrayNode all = JSON.createArrayNode();
            for (int i = 0; i < results.size(); i++) {
                Generator.Result r = results.get(i);
                Logprobs lp = gens.get(i).logprobs();
                ObjectNode result = llamaResult(s, i, gens.get(i), r, r.text(), returnTokens ? r.tokens() : new int[0]);
                if (lp != null) result.set("completion_probabilities", lp.llama());
                all.add(fields.isEmpty() ? result : select(result, fields));
            }
            ctx.json(all.size() == 1 ? all.get(0) : all);
            return;
        }
        OutputStream out = sse(ctx, pending);
        forEach(pending, i -> {
            Logprobs lp = gens.get(i).logprobs();
            Telemetry tel = new Telemetry(b, pending.get(i));
            int evaluated = gens.get(i).prompt().length;
            Generator.Result r = pending.get(i).awaitPieces(piece -> {
                ObjectNode chunk = llamaChunk(i, piece.text(), piece.tokens(), pending.get(i).timings().predictedN(), evaluated);
                ArrayNode probs = lp == null ? null : lp.llamaSinceLast();
                if (probs != null) chunk.set("completion_probabilities", probs);
                send(out, tel.stamp(chunk));
            }, tel.progress(pr -> send(out, tel.progressChunk(llamaChunk(i, "", new int[0], 0, evaluated), pr))));
            ObjectNode last = llamaResult(s, i, gens.get(i), r, "", new int[0]);
            send(out, fields.isEmpty() ? last : select(last, fields));
            return r;
        });
    }

    private static ObjectNode llamaChunk(int index, String content, int[] tokens, int predicted, int evaluated) {
        ObjectNode o = JSON.createObjectNode().put("index", index).put("content", content);
        ArrayNode ids = o.putArray("tokens");
        for (int t : tokens) ids.add(t);
        return o.put("stop", false).put("tokens_predicted", predicted).put("tokens_evaluated", evaluated);
    }

    /** llama-server's final result of one generation. */
    private ObjectNode llamaResult(InferenceService s, int index, Generation g, Generator.Result r, String content, int[] tokens) {
        ObjectNode o = JSON.createObjectNode().put("index", index).put("content", content);
        ArrayNode ids = o.putArray("tokens");
        for (int t : tokens) ids.add(t);
        o.put("stop", true).put("model", s.id).put("tokens_predicted", r.tokens().length).put("tokens_evaluated", r.promptTokens());
        o.set("generation_settings", generationSettings(g.params(), false));
        o.put("prompt", s.model.tokenizer().decode(g.prompt(), true));
        o.put("has_new_line", r.text().indexOf('\n') >= 0);
        o.put("truncated", false);
        o.put("stop_type", r.stopString() != null ? "word" : r.finish() == Generator.Finish.STOP ? "eos" : "limit");
        o.put("stopping_word", r.stopString() == null ? "" : r.stopString());
        o.put("tokens_cached", r.promptTokens() + r.tokens().length);
        o.set("timings", Timings.of(r).json());
        return o;
    }

    /** llama-server's {@code verbose}: the reply also carries the native result (prompt as run, settings) as __verbose. */
    private boolean verbose(JsonNode b) {
        return Requests.bool(b, "verbose", cfg.verbose());
    }

    /** llama-server's response_fields: only these (a slash reaches into an object: "generation_settings/n_predict"). */
    private static List<String> responseFields(JsonNode b) {
        JsonNode f = b.get("response_fields");
        if (f == null || f.isNull()) return List.of();
        if (!f.isArray()) throw ApiError.badRequest("response_fields", "'response_fields' must be an array of field names");
        List<String> out = new java.util.ArrayList<>();
        for (JsonNode x : f) {
            if (!x.isTextual()) throw ApiError.badRequest("response_fields", "'response_fields' entries must be strings");
            out.add(x.asText());
        }
        return out;
    }

    private static ObjectNode select(ObjectNode result, List<String> paths) {
        ObjectNode out = JSON.createObjectNode();
        for (String path : paths) {
            JsonNode at = result;
            for (String key : path.split("/")) at = at == null || !at.isObject() ? null : at.get(key);
            if (at != null) out.set(path, at);
        }
        return out;
    }

    /** llama-server's /tokenize: a string or strings and ids mixed; with_pieces gives each token's text (bytes if not UTF-8). */
    private void tokenize(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        if (!b.has("content")) throw ApiError.badRequest("content", "'content' is required");
        var tok = s.model.tokenizer();
        int[] ids = Prompts.mixed(b.get("content"), "content", tok, Requests.bool(b, "add_special", false), Requests.bool(b, "parse_special", true));
        boolean pieces = Requests.bool(b, "with_pieces", false);
        ObjectNode root = JSON.createObjectNode();
        ArrayNode arr = root.putArray("tokens");
        for (int id : ids) {
            if (!pieces) {
                arr.add(id);
                continue;
            }
            byte[] bytes = tok.tokenBytes(id, true);
            ObjectNode o = arr.addObject().put("id", id);
            var decoder = StandardCharsets.UTF_8.newDecoder();
            try {
                o.put("piece", decoder.decode(java.nio.ByteBuffer.wrap(bytes)).toString());
            } catch (java.nio.charset.CharacterCodingException e) {
                ArrayNode raw = o.putArray("piece");
                for (byte x : bytes) raw.add(x & 0xff);
            }
        }
        ctx.json(root);
    }

    private void detokenize(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode tokens = body(ctx).get("tokens");
        if (tokens == null || !tokens.isArray()) throw ApiError.badRequest("tokens", "'tokens' must be an array of integers");
        int[] ids = new int[tokens.size()];
        for (int i = 0; i < ids.length; i++) {
            JsonNode t = tokens.get(i);
            if (!t.isIntegralNumber() || !t.canConvertToInt() || t.asInt() < 0 || t.asInt() >= s.model.tokenizer().vocabSize()) {
                throw ApiError.badRequest("tokens", "tokens[" + i + "] is not a token id of this model: " + t);
            }
            ids[i] = t.asInt();
        }
        ctx.json(JSON.createObjectNode().put("content", s.model.tokenizer().decode(ids, true)));
    }

    private void applyTemplate(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        ChatTemplate t = s.model.chatTemplate();
        if (t == null) throw ApiError.badRequest("messages", "the model has no chat template");
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, ChatRequests.openAi(b, cfg.chat(), t), Requests.bool(b, "add_generation_prompt", true));
        ctx.json(JSON.createObjectNode().put("prompt", prep.prompt()));
    }

    private void props(Context ctx) {
        if (router != null && (ctx.queryParam("model") == null || ctx.queryParam("model").isEmpty())) {
            ObjectNode o = JSON.createObjectNode().put("role", "router").put("max_instances", pool.max()).put("models_autoload", router.autoload())
                    .put("model_alias", "mlxcel-server").put("model_path", "none");
            o.putObject("default_generation_settings").put("n_ctx", 0).putObject("params");
            o.put("build_info", "b" + VERSION + "-mlxcel");
            ctx.json(o);
            return;
        }
        ServedModel m = router == null ? single : requestedModel(ctx);
        synchronized (pool) {
            ObjectNode asleep = m.propsAtUnload;
            if (m.sleeping && m.service == null && asleep != null) {
                ctx.json(asleep.deepCopy().put("is_sleeping", true));
                return;
            }
        }
        ctx.json(propsJson(ready(ctx)).put("is_sleeping", false));
    }

    private ObjectNode propsJson(InferenceService s) {
        ChatTemplate t = s.model.chatTemplate();
        ObjectNode o = JSON.createObjectNode().put("total_slots", s.slotCount()).put("model_path", s.model.source().toString())
                .put("chat_template", t == null ? "" : t.source())
                .put("backend", s.model.lm().backend().name()).put("device", s.model.lm().backend().device());
        ObjectNode defaults = o.putObject("default_generation_settings").put("id", 0).put("n_ctx", s.contextSize())
                .put("is_processing", false).put("temperature", cfg.temperature())
                .put("top_k", cfg.topK()).put("top_p", cfg.topP()).put("min_p", cfg.minP()).put("n_predict", cfg.nPredict());
        defaults.set("params", defaultParams());
        if (t != null) {
            o.put("chat_format", t.format().name());
            o.putObject("chat_template_caps").put("supports_tools", t.caps().tools()).put("supports_tool_calls", t.caps().tools())
                    .put("supports_parallel_tool_calls", t.caps().tools()).put("supports_system_role", t.caps().systemRole())
                    .put("supports_object_arguments", t.caps().objectArguments()).put("supports_reasoning", t.caps().thinking());
        }
        o.put("reasoning_format", cfg.chat().reasoningFormat());
        return o;
    }

    /** The sampling defaults a request starts from, as llama-server lists a slot's params. */
    private ObjectNode defaultParams() {
        return generationSettings(new SamplingParams(cfg.temperature(), cfg.topK(), cfg.topP(), cfg.minP(), 1f, 64, 0f, 0f, cfg.seed(),
                cfg.nPredict(), List.of(), java.util.Map.of()), false);
    }

    /** A request's sampling settings in llama-server's names (its generation_settings; samplers we do not have are off). */
    private static ObjectNode generationSettings(SamplingParams p, boolean stream) {
        ObjectNode o = JSON.createObjectNode().put("seed", p.seed()).put("temperature", p.temperature())
                .put("dynatemp_range", 0.0).put("dynatemp_exponent", 1.0).put("top_k", p.topK()).put("top_p", p.topP()).put("min_p", p.minP())
                .put("top_n_sigma", -1.0).put("xtc_probability", 0.0).put("xtc_threshold", 0.1).put("typical_p", 1.0)
                .put("repeat_last_n", p.repeatLastN()).put("repeat_penalty", p.repeatPenalty())
                .put("presence_penalty", p.presencePenalty()).put("frequency_penalty", p.frequencyPenalty())
                .put("dry_multiplier", 0.0).put("mirostat", 0).put("adaptive_target", -1.0).put("adaptive_decay", 0.9);
        ArrayNode stop = o.putArray("stop");
        p.stop().forEach(stop::add);
        o.put("max_tokens", p.maxTokens()).put("n_predict", p.maxTokens()).put("n_keep", 0).put("ignore_eos", false).put("stream", stream);
        ArrayNode bias = o.putArray("logit_bias");
        // a ban (-inf) is null in JSON, as llama-server writes it
        p.logitBias().forEach((id, v) -> {
            ObjectNode e = bias.addObject().put("token", id);
            if (Float.isInfinite(v)) e.putNull("bias");
            else e.put("bias", v);
        });
        o.put("n_probs", 0).put("min_keep", 0).put("grammar", "").put("timings_per_token", false).put("cache_prompt", true);
        ArrayNode samplers = o.putArray("samplers");
        for (String name : new String[]{"penalties", "top_k", "top_p", "min_p", "temperature"}) samplers.add(name);
        return o;
    }

    private void slots(Context ctx) {
        if (!cfg.slotsEndpoint()) throw new ApiError(501, "not_supported_error", null, "This server does not support slots endpoint. Start it with `--slots`");
        ArrayNode a = JSON.createArrayNode();
        ServedModel m = requestedModel(ctx);
        if (m.sleeping && m.service == null) {
            for (int i = 0; i < cfg.parallel(); i++) a.addObject().put("id", i).put("n_ctx", cfg.ctxSize()).put("is_processing", false);
        } else {
            InferenceService s = ready(ctx);
            for (int i = 0; i < s.slotCount(); i++) a.addObject().put("id", i).put("n_ctx", s.contextSize()).put("is_processing", i < s.active());
        }
        ctx.json(a);
    }

    /** Prometheus text with llama-server's metric names (see {@link ServerMetrics}); while asleep, without waking. */
    private void metrics(Context ctx) {
        if (!cfg.metrics()) throw new ApiError(501, "not_supported_error", null, "metrics are disabled; start the server with --metrics");
        ServedModel m = requestedModel(ctx);
        String text;
        synchronized (pool) {
            if (m.sleeping && m.service == null) {
                // the first scrape asleep reports the window that the sleep closed; later ones an empty window
                text = m.metricsAtUnload != null ? m.metricsAtUnload : m.metrics.render(null);
                m.metricsAtUnload = null;
            } else {
                text = null;
            }
        }
        if (text == null) text = m.metrics.render(ready(ctx));
        ctx.header("Process-Start-Time-Unix", String.valueOf(STARTED_UNIX));
        ctx.contentType("text/plain; version=0.0.4").result(text);
    }

    // ---------------- SSE and errors ----------------

    /**
     * Starts an event stream for a request already queued ({@code pending}): admission was decided before this first
     * byte. If the stream cannot start, the request is cancelled.
     */
    static OutputStream sse(Context ctx, InferenceService.Pending pending) {
        return sse(ctx, List.of(pending));
    }

    /** As above, for a request's several generations. */
    static OutputStream sse(Context ctx, List<InferenceService.Pending> pending) {
        ctx.status(200);
        ctx.res().setContentType("text/event-stream");
        ctx.res().setHeader("Cache-Control", "no-cache");
        try {
            return ctx.res().getOutputStream();
        } catch (IOException | RuntimeException e) {
            pending.forEach(InferenceService.Pending::cancel);
            throw e instanceof IOException io ? new UncheckedIOException(io) : (RuntimeException) e;
        }
    }

    static void send(OutputStream out, JsonNode event) {
        try {
            write(out, "data: " + JSON.writeValueAsString(event) + "\n\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A failed write means the client left: the exception ends the generation and frees the slot. Writes to one
     * stream are whole events, whichever thread (a request's several generations) writes.
     */
    static void write(OutputStream out, String s) {
        try {
            synchronized (out) {
                out.write(s.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } catch (IOException e) {
            throw new ClientConnection.Gone(e);
        }
    }

    static ObjectNode error(int status, String type, String param, String message) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode e = root.putObject("error").put("code", status).put("message", message).put("type", type);
        if (param == null) e.putNull("param");
        else e.put("param", param);
        return root;
    }

}
