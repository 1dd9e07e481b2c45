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

    private final ServerConfig cfg;
    private final Javalin app;
    private volatile InferenceService service;
    /** The service while the warm-up's own requests run (see {@link RouteWarmup}), and the key they carry. */
    private volatile InferenceService warming;
    private final String warmupKey = UUID.randomUUID().toString();
    private int warmedRoutes;
    private volatile String modelId = "loading";
    /** Set by drain(): health and new requests answer 503 while the running ones finish. */
    private volatile boolean draining;
    /** Requests inside a handler (counted from the first before-handler to the last after-handler). */
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();
    private int warmupRounds;
    private long warmupNanos;

    private MlxcelServer(ServerConfig cfg) {
        this.cfg = cfg;
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
        app.after(ctx -> inFlight.decrementAndGet());
        app.before(this::cors);
        app.options("/*", ctx -> ctx.status(204));
        app.before(this::authorize);
        app.get("/health", ctx -> {
            if (draining) ctx.status(503).json(error(503, "unavailable_error", null, "Shutting down"));
            else if (service == null) ctx.status(503).json(error(503, "unavailable_error", null, "Loading model"));
            else ctx.json(JSON.createObjectNode().put("status", "ok"));
        });
        for (String p : new String[]{"/v1/models", "/models"}) app.get(p, this::models);
        for (String p : new String[]{"/v1/chat/completions", "/chat/completions"}) app.post(p, this::chat);
        for (String p : new String[]{"/v1/completions", "/completions"}) app.post(p, this::completions);
        AnthropicRoutes anthropic = new AnthropicRoutes(this, cfg, () -> modelId);
        app.post("/v1/messages", anthropic::messages);
        app.post("/v1/messages/count_tokens", anthropic::countTokens);
        ResponsesRoutes responses = new ResponsesRoutes(this, cfg, () -> modelId);
        for (String p : new String[]{"/v1/responses", "/responses"}) app.post(p, responses::create);
        app.post("/completion", this::llamaCompletion);
        app.post("/tokenize", this::tokenize);
        app.post("/detokenize", this::detokenize);
        app.post("/apply-template", this::applyTemplate);
        app.get("/props", this::props);
        app.get("/slots", this::slots);
        app.get("/metrics", this::metrics);
        app.exception(ApiError.class, (e, ctx) -> fail(ctx, e.status, e.type, e.param, e.getMessage()));
        app.exception(Exception.class, (e, ctx) -> {
            if (e instanceof IllegalArgumentException iae) fail(ctx, 400, "invalid_request_error", null, iae.getMessage());
            else fail(ctx, 500, "server_error", null, String.valueOf(e.getMessage()));
        });
        app.error(404, ctx -> {
            // our own 404s are JSON already; replace Javalin's plain "Endpoint ... not found"
            if (ctx.result() == null || !ctx.result().startsWith("{")) fail(ctx, 404, "not_found_error", null, "no route " + ctx.method() + " " + ctx.path());
        });
    }


    /**
     * Starts listening at once (health answers 503 until the model is ready), then loads the model and, unless the
     * config says no, warms it up before reporting ready.
     */
    public static MlxcelServer start(ServerConfig cfg, Supplier<LoadedModel> loader) {
        MlxcelServer s = new MlxcelServer(cfg);
        if (cfg.hosts().isEmpty()) throw new IllegalArgumentException("--host: no address given");
        if (cfg.hosts().size() > 1) s.app.start();
        else s.app.start(cfg.hosts().getFirst(), cfg.port());
        LoadedModel m = withChatTemplate(loader.get());
        s.modelId = cfg.aliases().isEmpty() ? m.source().getFileName().toString() : cfg.aliases().getFirst();
        InferenceService service = new InferenceService(m, cfg.ctxSize(), cfg.parallel(), cfg.maxQueue(), cfg.batchSize());
        if (cfg.warmup()) {
            long t0 = System.nanoTime();
            s.warmupRounds = service.warmUp(io.mlxcel.model.engine.WarmupRounds.MAX_ROUNDS);
            s.warming = service;
            try {
                s.warmedRoutes = RouteWarmup.run(cfg.hosts().getFirst(), s.app.port(), cfg.apiKey(), s.warmupKey, RouteWarmup.calls(m.chatTemplate() != null));
            } finally {
                s.warming = null;
            }
            service.forgetStatistics();
            s.warmupNanos = System.nanoTime() - t0;
        }
        s.service = service;
        return s;
    }

    /** ChatML, the format llama-server falls back to for a model that brings no chat template. */
    static final String CHATML = "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
            + "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

    /**
     * The model as served: one without a chat template of its own gets ChatML, as llama-server gives it, so that the
     * chat routes answer rather than refuse (a --chat-template-file chooses better for a particular model).
     */
    private static LoadedModel withChatTemplate(LoadedModel m) {
        if (m.chatTemplate() != null) return m;
        System.err.println("mlxcel-server: " + m.source().getFileName() + " has no chat template; chat routes use ChatML (--chat-template-file chooses another)");
        String bos = m.tokenizer().bosId() >= 0 ? m.tokenizer().tokenText(m.tokenizer().bosId()) : "";
        return new LoadedModel(m.source(), m.config(), m.lm(), m.tokenizer(), new io.mlxcel.model.tokenizer.ChatTemplate(CHATML, bos, ""), m.checkpoint());
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
        return service == null ? 0 : service.streamedPieces.get();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) return;
        draining = true;
        app.stop();
        if (service != null) service.close();
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

    /** CORS for the origins --cors-origins allows; a preflight (OPTIONS) is answered before authorization. */
    private void cors(Context ctx) {
        List<String> allowed = cfg.chat().corsOrigins();
        String origin = ctx.header("Origin");
        if (allowed.isEmpty() || origin == null) return;
        if (!allowed.contains("*") && !allowed.contains(origin)) return;
        ctx.header("Access-Control-Allow-Origin", allowed.contains("*") ? "*" : origin);
        ctx.header("Vary", "Origin");
        ctx.header("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
        ctx.header("Access-Control-Allow-Headers", "Authorization, Content-Type, x-api-key, anthropic-version, anthropic-beta");
        ctx.header("Access-Control-Max-Age", "600");
    }

    /** An error in the shape of the route's protocol: Anthropic's under /v1/messages, else OpenAI's. */
    private static void fail(Context ctx, int status, String type, String param, String message) {
        if (status == 503) ctx.header("Retry-After", "1");
        ctx.status(status).json(ctx.path().startsWith("/v1/messages") ? AnthropicRoutes.error(status, message) : error(status, type, param, message));
    }

    /** Authorization: Bearer KEY, or Anthropic's x-api-key: KEY. */
    private void authorize(Context ctx) {
        if (cfg.apiKey() == null || ctx.path().equals("/health") || ctx.method() == io.javalin.http.HandlerType.OPTIONS) return;
        String auth = ctx.header("Authorization");
        if (!("Bearer " + cfg.apiKey()).equals(auth) && !cfg.apiKey().equals(ctx.header("x-api-key"))) {
            throw new ApiError(401, "authentication_error", null, "Invalid API Key");
        }
    }

    InferenceService ready(Context ctx) {
        if (draining) throw new ApiError(503, "unavailable_error", null, "the server is shutting down");
        InferenceService s = service;
        if (s != null) return s;
        InferenceService w = warming;
        if (w != null && warmupKey.equals(ctx.header(RouteWarmup.HEADER))) return w;
        throw new ApiError(503, "unavailable_error", null, "Loading model");
    }

    static JsonNode body(Context ctx) {
        try {
            JsonNode n = JSON.readTree(ctx.bodyAsBytes());
            if (n == null || !n.isObject()) throw ApiError.badRequest(null, "the request body must be a JSON object");
            return n;
        } catch (IOException e) {
            throw ApiError.badRequest(null, "the request body is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private void models(Context ctx) {
        ObjectNode root = JSON.createObjectNode().put("object", "list");
        ObjectNode model = root.putArray("data").addObject().put("id", modelId).put("object", "model").put("created", 0).put("owned_by", "mlxcel");
        ArrayNode aliases = model.putArray("aliases");
        cfg.aliases().forEach(aliases::add);
        ArrayNode tags = model.putArray("tags");
        cfg.tags().forEach(tags::add);
        ctx.json(root);
    }

    private void chat(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        ChatTemplate t = s.model.chatTemplate();
        if (t == null) throw ApiError.badRequest("messages", "the model has no chat template; use /v1/completions");
        ChatPipeline.Prepared prep = ChatPipeline.prepare(t, ChatRequests.openAi(b, cfg.chat(), t), true);
        int[] prompt = s.model.tokenizer().encode(prep.prompt(), true);
        chatCompletion(ctx, s, b, prompt, prep);
    }

    private void completions(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        run(ctx, s, b, rawPrompt(s, Requests.prompt(b, "prompt")));
    }

    private static int[] rawPrompt(InferenceService s, String text) {
        int[] ids = s.model.tokenizer().encode(text, true);
        if (!s.model.tokenizer().addBos()) return ids;
        int[] withBos = new int[ids.length + 1];
        withBos[0] = s.model.tokenizer().bosId();
        System.arraycopy(ids, 0, withBos, 1, ids.length);
        return withBos;
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

    /** OpenAI text completion, streamed as SSE when asked. */
    private void run(Context ctx, InferenceService s, JsonNode b, int[] prompt) {
        SamplingParams p = Requests.sampling(b, cfg, s.contextSize() - prompt.length - 1, s.model.tokenizer());
        var matcher = s.grammars.matcher(completionGrammar(b), false, b.has("grammar") ? "grammar" : "response_format");
        boolean stream = Requests.bool(b, "stream", false);
        boolean usage = stream && b.path("stream_options").path("include_usage").asBoolean(false);
        String id = "cmpl-" + UUID.randomUUID().toString().replace("-", "");
        long created = System.currentTimeMillis() / 1000;
        int topLogprobs = (int) Requests.integer(b, "logprobs", -1, 20);
        boolean logprobs = topLogprobs >= 0;
        Logprobs lp = logprobs ? new Logprobs(s.model.tokenizer(), Math.max(0, topLogprobs)) : null;
        if (!stream) {
            Generator.Result r = s.generate(prompt, p, null, lp, false, matcher, Requests.bool(b, "cache_prompt", true));
            ObjectNode root = JSON.createObjectNode().put("id", id).put("object", "text_completion").put("created", created).put("model", modelId)
                    .put("system_fingerprint", systemFingerprint());
            ObjectNode choice = root.putArray("choices").addObject().put("index", 0);
            choice.put("text", r.text());
            choice.put("finish_reason", finish(r));
            if (lp != null) choice.set("logprobs", lp.completion());
            else choice.putNull("logprobs");
            root.set("usage", usage(r));
            root.set("timings", Timings.of(r).json());
            ctx.json(root);
            return;
        }
        var pending = s.submit(prompt, p, true, lp, false, matcher, Requests.bool(b, "cache_prompt", true));
        OutputStream out = sse(ctx, pending);
        Telemetry tel = new Telemetry(b, pending);
        Generator.Result r = pending.await(piece -> send(out, tel.stamp(withLogprobs(textChunk(id, created, piece, null), lp, false))),
                tel.progress(pr -> send(out, tel.progressChunk(textChunk(id, created, "", null), pr))));
        ObjectNode last = withLogprobs(textChunk(id, created, "", finish(r)), lp, false);
        if (usage) {
            send(out, last);
            last = usageChunk(id, "text_completion", created, r);
        }
        last.set("timings", Timings.of(r).json());
        send(out, last);
        write(out, "data: [DONE]\n\n");
    }

    /** OpenAI chat completion: the reply parsed into content, reasoning_content and tool_calls, streamed when asked. */
    private void chatCompletion(Context ctx, InferenceService s, JsonNode b, int[] prompt, ChatPipeline.Prepared prep) {
        SamplingParams p = Requests.sampling(b, cfg, s.contextSize() - prompt.length - 1, s.model.tokenizer());
        boolean stream = Requests.bool(b, "stream", false);
        boolean usage = stream && b.path("stream_options").path("include_usage").asBoolean(false);
        String id = "chatcmpl-" + UUID.randomUUID().toString().replace("-", "");
        long created = System.currentTimeMillis() / 1000;
        int topLogprobs = (int) Requests.integer(b, "top_logprobs", 0, 20);
        boolean logprobs = Requests.bool(b, "logprobs", false);
        if (topLogprobs > 0 && !logprobs) throw ApiError.badRequest("top_logprobs", "'top_logprobs' needs 'logprobs': true");
        OutputParser parser = prep.parser();
        Logprobs lp = logprobs ? new Logprobs(s.model.tokenizer(), Math.max(0, topLogprobs)) : null;
        // llama-server's "grammar" on chat requests, when neither tools nor response_format set one
        String grammar = prep.grammar() != null ? prep.grammar() : b.path("grammar").isTextual() && !b.get("grammar").asText().isBlank() ? b.get("grammar").asText() : null;
        String grammarParam = prep.grammar() != null ? "response_format" : "grammar";
        if (!stream) {
            Generator.Result r = s.generate(prompt, p, null, lp, prep.renderSpecial(), prep.constraint(s.grammars, s.model.tokenizer(), grammar, grammarParam), Requests.bool(b, "cache_prompt", true));
            parser.feed(r.text());
            parser.finish();
            ChatMessage m = parser.message();
            ObjectNode root = JSON.createObjectNode().put("id", id).put("object", "chat.completion").put("created", created).put("model", modelId)
                    .put("system_fingerprint", systemFingerprint());
            ObjectNode choice = root.putArray("choices").addObject().put("index", 0);
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
            if (lp != null) choice.set("logprobs", lp.chat());
            else choice.putNull("logprobs");
            root.set("usage", usage(r));
            root.set("timings", Timings.of(r).json());
            ctx.json(root);
            return;
        }
        var matcher = prep.constraint(s.grammars, s.model.tokenizer(), grammar, grammarParam);
        var pending = s.submit(prompt, p, true, lp, prep.renderSpecial(), matcher, Requests.bool(b, "cache_prompt", true));
        OutputStream out = sse(ctx, pending);
        String object = "chat.completion.chunk";
        Telemetry tel = new Telemetry(b, pending);
        send(out, chunk(id, object, created, roleDelta(), null));
        Generator.Result r = pending.await(piece -> sendDeltas(out, id, created, parser.feed(piece), lp, tel),
                tel.progress(pr -> send(out, tel.progressChunk(chunk(id, object, created, roleDelta(), null), pr))));
        sendDeltas(out, id, created, parser.finish(), lp, tel);
        boolean called = !parser.message().toolCalls().isEmpty();
        ObjectNode last = withLogprobs(chunk(id, object, created, JSON.createObjectNode(), called ? "tool_calls" : finish(r)), lp, true);
        if (usage) {
            send(out, last);
            last = usageChunk(id, object, created, r);
        }
        last.set("timings", Timings.of(r).json());
        send(out, last);
        write(out, "data: [DONE]\n\n");
    }

    /** Chat deltas as OpenAI streams them: text pieces, and for a call its id and name first, then its arguments. */
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

    private void sendDeltas(OutputStream out, String id, long created, List<ChatDelta> deltas, Logprobs lp, Telemetry tel) {
        for (ChatDelta d : deltas) {
            ObjectNode delta = JSON.createObjectNode();
            switch (d) {
                case ChatDelta.Content c -> delta.put("content", c.text());
                case ChatDelta.Reasoning c -> delta.put("reasoning_content", c.text());
                case ChatDelta.Call c -> {
                    delta.putArray("tool_calls").addObject().put("index", c.index()).put("id", c.call().id()).put("type", "function")
                            .putObject("function").put("name", c.call().name()).put("arguments", "");
                    send(out, chunk(id, "chat.completion.chunk", created, delta, null));
                    delta = JSON.createObjectNode();
                    delta.putArray("tool_calls").addObject().put("index", c.index()).putObject("function").put("arguments", c.call().arguments());
                }
            }
            send(out, tel.stamp(withLogprobs(chunk(id, "chat.completion.chunk", created, delta, null), lp, true)));
        }
    }

    /** The last chunk of a stream with stream_options.include_usage: no choices, the usage. */
    private ObjectNode usageChunk(String id, String object, long created, Generator.Result r) {
        ObjectNode u = JSON.createObjectNode().put("id", id).put("object", object).put("created", created).put("model", modelId)
                .put("system_fingerprint", systemFingerprint());
        u.putArray("choices");
        u.set("usage", usage(r));
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
    String systemFingerprint() {
        InferenceService s = service;
        return "b" + VERSION + "-mlxcel" + (s == null ? "" : "-" + s.model.lm().backend().name());
    }

    private ObjectNode chunk(String id, String object, long created, ObjectNode delta, String finish) {
        ObjectNode root = JSON.createObjectNode().put("id", id).put("object", object).put("created", created).put("model", modelId)
                .put("system_fingerprint", systemFingerprint());
        ObjectNode c = root.putArray("choices").addObject().put("index", 0);
        c.set("delta", delta);
        if (finish == null) c.putNull("finish_reason");
        else c.put("finish_reason", finish);
        return root;
    }

    private ObjectNode textChunk(String id, long created, String text, String finish) {
        ObjectNode root = JSON.createObjectNode().put("id", id).put("object", "text_completion").put("created", created).put("model", modelId)
                .put("system_fingerprint", systemFingerprint());
        ObjectNode c = root.putArray("choices").addObject().put("index", 0).put("text", text);
        if (finish == null) c.putNull("finish_reason");
        else c.put("finish_reason", finish);
        return root;
    }

    private static String finish(Generator.Result r) {
        return r.finish() == Generator.Finish.STOP ? "stop" : "length";
    }

    private static ObjectNode usage(Generator.Result r) {
        ObjectNode u = JSON.createObjectNode().put("prompt_tokens", r.promptTokens()).put("completion_tokens", r.tokens().length)
                .put("total_tokens", r.promptTokens() + r.tokens().length);
        u.putObject("prompt_tokens_details").put("cached_tokens", r.cachedTokens());
        return u;
    }

    /** llama-server's native completion. */
    private void llamaCompletion(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        int[] prompt = rawPrompt(s, Requests.prompt(b, "prompt"));
        SamplingParams p = Requests.sampling(b, cfg, s.contextSize() - prompt.length - 1, s.model.tokenizer());
        var matcher = s.grammars.matcher(completionGrammar(b), false, b.has("grammar") ? "grammar" : "json_schema");
        int nProbs = (int) Requests.integer(b, "n_probs", 0, 100);
        Logprobs lp = nProbs > 0 ? new Logprobs(s.model.tokenizer(), nProbs) : null;
        if (Requests.bool(b, "stream", false)) {
            var pending = s.submit(prompt, p, true, lp, false, matcher, Requests.bool(b, "cache_prompt", true));
            OutputStream out = sse(ctx, pending);
            Telemetry tel = new Telemetry(b, pending);
            Generator.Result r = pending.await(piece -> send(out, tel.stamp(JSON.createObjectNode().put("content", piece).put("stop", false))),
                    tel.progress(pr -> send(out, tel.progressChunk(JSON.createObjectNode().put("content", "").put("stop", false), pr))));
            ObjectNode last = llamaResult(r, "", s);
            if (lp != null) last.set("completion_probabilities", lp.llama());
            send(out, last);
            return;
        }
        Generator.Result r = s.generate(prompt, p, null, lp, false, matcher, Requests.bool(b, "cache_prompt", true));
        ObjectNode result = llamaResult(r, r.text(), s);
        if (lp != null) result.set("completion_probabilities", lp.llama());
        ctx.json(result);
    }

    private ObjectNode llamaResult(Generator.Result r, String content, InferenceService s) {
        ObjectNode o = JSON.createObjectNode().put("content", content).put("stop", true).put("model", modelId)
                .put("tokens_predicted", r.tokens().length).put("tokens_evaluated", r.promptTokens())
                .put("stop_type", r.finish() == Generator.Finish.STOP ? "eos" : "limit").put("truncated", false);
        o.set("timings", Timings.of(r).json());
        return o;
    }

    private void tokenize(Context ctx) {
        InferenceService s = ready(ctx);
        JsonNode b = body(ctx);
        int[] ids = s.model.tokenizer().encode(Requests.prompt(b, "content"), Requests.bool(b, "parse_special", true));
        ArrayNode arr = JSON.createObjectNode().putArray("tokens");
        if (Requests.bool(b, "add_special", false) && s.model.tokenizer().addBos()) arr.add(s.model.tokenizer().bosId());
        for (int id : ids) arr.add(id);
        ObjectNode root = JSON.createObjectNode();
        root.set("tokens", arr);
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
        InferenceService s = ready(ctx);
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
        ctx.json(o);
    }

    /** The sampling defaults a request starts from, as llama-server lists a slot's params. */
    private ObjectNode defaultParams() {
        ObjectNode p = JSON.createObjectNode().put("n_predict", cfg.nPredict()).put("seed", cfg.seed())
                .put("temperature", cfg.temperature()).put("top_k", cfg.topK()).put("top_p", cfg.topP()).put("min_p", cfg.minP())
                .put("repeat_penalty", 1.0).put("presence_penalty", 0.0).put("frequency_penalty", 0.0)
                .put("max_tokens", cfg.nPredict()).put("ignore_eos", false).put("stream", false).put("n_probs", 0)
                .put("timings_per_token", false).put("cache_prompt", true);
        p.putArray("stop");
        p.putArray("logit_bias");
        p.put("grammar", "");
        ArrayNode samplers = p.putArray("samplers");
        for (String name : new String[]{"penalties", "top_k", "top_p", "min_p", "temperature"}) samplers.add(name);
        return p;
    }

    private void slots(Context ctx) {
        if (!cfg.slotsEndpoint()) throw new ApiError(501, "not_supported_error", null, "This server does not support slots endpoint. Start it with `--slots`");
        InferenceService s = ready(ctx);
        ArrayNode a = JSON.createArrayNode();
        for (int i = 0; i < s.slotCount(); i++) a.addObject().put("id", i).put("n_ctx", s.contextSize()).put("is_processing", i < s.active());
        ctx.json(a);
    }

    /** Prometheus text with llama-server's metric names. */
    private void metrics(Context ctx) {
        if (!cfg.metrics()) throw new ApiError(501, "not_supported_error", null, "metrics are disabled; start the server with --metrics");
        InferenceService s = ready(ctx);
        double promptS = s.promptNanos.get() / 1e9, predS = s.predictedNanos.get() / 1e9;
        StringBuilder m = new StringBuilder();
        metric(m, "prompt_tokens_total", "counter", "Number of prompt tokens processed.", s.promptTokens.get());
        metric(m, "prompt_seconds_total", "counter", "Prompt process time", promptS);
        metric(m, "tokens_predicted_total", "counter", "Number of generation tokens processed.", s.predictedTokens.get());
        metric(m, "tokens_predicted_seconds_total", "counter", "Predict process time", predS);
        metric(m, "prompt_tokens_seconds", "gauge", "Average prompt throughput in tokens/s.", promptS > 0 ? s.promptTokens.get() / promptS : 0);
        metric(m, "predicted_tokens_seconds", "gauge", "Average generation throughput in tokens/s.", predS > 0 ? s.predictedTokens.get() / predS : 0);
        metric(m, "requests_processing", "gauge", "Number of requests processing.", s.active());
        metric(m, "requests_deferred", "gauge", "Number of requests deferred.", s.waiting());
        ctx.contentType("text/plain; version=0.0.4").result(m.toString());
    }

    private static void metric(StringBuilder m, String name, String type, String help, double value) {
        m.append("# HELP llamacpp:").append(name).append(' ').append(help).append('\n');
        m.append("# TYPE llamacpp:").append(name).append(' ').append(type).append('\n');
        m.append("llamacpp:").append(name).append(' ').append(value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value)).append('\n');
    }

    // ---------------- SSE and errors ----------------

    /**
     * Starts an event stream for a request already queued ({@code pending}): admission was decided before this first
     * byte. If the stream cannot start, the request is cancelled.
     */
    static OutputStream sse(Context ctx, InferenceService.Pending pending) {
        ctx.status(200);
        ctx.res().setContentType("text/event-stream");
        ctx.res().setHeader("Cache-Control", "no-cache");
        try {
            return ctx.res().getOutputStream();
        } catch (IOException | RuntimeException e) {
            pending.cancel();
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

    /** A failed write means the client left: the exception ends the generation and frees the slot. */
    static void write(OutputStream out, String s) {
        try {
            out.write(s.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("client disconnected", e);
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
