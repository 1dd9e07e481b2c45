package io.mlxcel.server;

import io.mlxcel.model.arch.CausalLM;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.StepInputs;
import io.mlxcel.model.engine.TokenStream;
import io.mlxcel.model.engine.WarmupRounds;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.model.sampling.TokenConstraint;
import io.mlxcel.spi.CompiledStep;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Continuous batching over {@code slots} sequences. One worker thread owns the backend: it prefills a new request
 * alone (batch 1) and copies its KV cache into a free row of the batch cache, then runs one decode step for all
 * active rows at once (idle rows carry position -1, which the backend skips); requests join and leave between
 * steps. Waiting requests beyond the slots queue up to {@code maxQueue} (503 beyond). Streamed text goes through a
 * per-request queue that the request's own thread writes to the client, so a slow reader never stalls the batch; a
 * client that leaves cancels its sequence, which frees its row before the next step.
 * <p>
 * Prefix reuse (llama-server's {@code cache_prompt}): each row remembers the prompt its prefill wrote. A new request
 * takes the free row whose prompt shares the longest prefix with its own, starts its prefill from that row's cache
 * and computes only the rest. Attention reads a cache only up to the query's position, so what the row held beyond
 * the prefix is never seen and is overwritten.
 * <p>
 * The output is bit-identical to prefilling the whole prompt (PrefixReuseTest), because a backend's kernels may
 * compute a row differently by its place in a chunk (llama.cpp's quantized orders, which the java backend keeps):
 * chunks end at multiples of the chunk size whatever the start, only positions a prefill computed in the backend's
 * regular way are reused (never those written by decode steps, which take matrix-vector kernels), and the prefix
 * length is cut so that the new chunk keeps the rows' places ({@link ComputeBackend#prefillRowGroup}).
 */
final class InferenceService implements AutoCloseable {
    private record Job(int[] prompt, SamplingParams params, Consumer<Piece> onText, Consumer<Progress> onProgress,
                       Generator.TokenObserver observer, boolean renderSpecial, TokenConstraint constraint, boolean cachePrompt,
                       CompletableFuture<Generator.Result> done, java.util.concurrent.atomic.AtomicBoolean cancelled, Live live,
                       Runnable work, int slot) {
    }

    /** A piece of streamed text and the tokens generated since the piece before (llama-server's per-chunk tokens). */
    record Piece(String text, int[] tokens) {
    }

    /**
     * A streamed request's prompt processing (llama-server's {@code prompt_progress}): sent before the first chunk of
     * the prompt is computed and after each one; {@code processed} counts the cached tokens too.
     */
    record Progress(int total, int cache, int processed, Timings timings) {
    }

    /** A running request's timings so far, written by the batch thread and read by the request's own. */
    private static final class Live {
        volatile int cacheN, promptN, predictedN;
        volatile long promptNanos, predictedNanos;

        Timings timings() {
            return new Timings(cacheN, promptN, promptNanos / 1e6, predictedN, predictedNanos / 1e6);
        }
    }

    private static final class Slot {
        Job job;
        TokenStream stream;
        /** Generated tokens already handed out with a streamed piece. */
        int tokensSent;
        int position;
        int next;
        /** Prompt tokens taken from the row's cache; the next prompt position to prefill. */
        int cached, prefillAt;
        long prefillNanos, decodeStart;
    }

    final LoadedModel model;
    /** Compiled grammars of this model's vocabulary, shared by requests. */
    final Grammars grammars;
    private final CausalLM lm;
    private final ComputeBackend be;
    private final int capacity;
    /** Prompt tokens computed per prefill step (llama-server's batch size, at most the backend's chunk). */
    private final int chunk;
    private final Slot[] slots;
    private final BlockingQueue<Job> queue;
    private final CompiledStep prefillStep, decodeStep;
    private final Tensor[] prefillCaches;
    private Tensor[] batchCaches;
    /** The row whose prompt is in the prefill caches, between its chunks; -1 when none. */
    private int prefilling = -1;
    /** Per batch row, the tokens whose entries its caches hold at positions [0, rowLength[row]) (0: unknown). */
    private final int[][] rowTokens;
    private final int[] rowLength;
    /** Per batch row, how many of its first positions a prefill computed the regular way (see reusable). */
    private final int[] rowRegular;
    private final long[] rowLastUsed;
    private long useClock;
    private final boolean reusePrefixes;
    private final boolean reuseReplies;
    private final Thread worker;
    private volatile boolean closed;
    /** The model's name in replies (the alias, the router's id, else the file name). */
    volatile String id;

    final AtomicInteger processed = new AtomicInteger();
    /** Rows whose decoded entries were computed again as a prefill while the server was idle. */
    final AtomicInteger regularized = new AtomicInteger();
    final AtomicLong streamedPieces = new AtomicLong();
    /** Prompt tokens computed (a reused prefix not counted: that is {@link #cachedTokens}). */
    final AtomicLong promptTokens = new AtomicLong();
    final AtomicLong cachedTokens = new AtomicLong();
    final AtomicLong promptNanos = new AtomicLong();
    /** Steps run (prefill chunks and decode steps), and the sum over them of the slots busy at the time. */
    final AtomicLong steps = new AtomicLong();
    final AtomicLong busyRows = new AtomicLong();
    /** The longest context a request has filled (prompt and generated tokens). */
    final AtomicLong longestContext = new AtomicLong();
    final AtomicLong predictedTokens = new AtomicLong();
    final AtomicLong predictedNanos = new AtomicLong();
    private final AtomicInteger activeCount = new AtomicInteger();

    InferenceService(LoadedModel model, int ctxSize, int slotCount, int maxQueue) {
        this(model, ctxSize, slotCount, maxQueue, 0);
    }

    /**
     * @param batchSize prompt tokens computed per prefill step (0: the backend's largest chunk); kept a multiple of the
     *                  backend's row group, which prefix reuse counts on
     */
    InferenceService(LoadedModel model, int ctxSize, int slotCount, int maxQueue, int batchSize) {
        this(model, ctxSize, slotCount, maxQueue, batchSize, false);
    }

    /**
     * @param reuseReplies reuse the entries a reply's decode steps wrote when the next prompt repeats the reply, as
     *                     llama-server does: the next turn starts sooner, but its output is no longer bit-identical to
     *                     a fresh prefill's (a decode step may compute an entry differently); off, replies are computed
     *                     again as a prefill while the server is idle and reused only then
     */
    InferenceService(LoadedModel model, int ctxSize, int slotCount, int maxQueue, int batchSize, boolean reuseReplies) {
        this.reuseReplies = reuseReplies;
        this.model = model;
        this.id = model.source().getFileName().toString();
        this.grammars = new Grammars(model.tokenizer());
        this.lm = model.lm();
        this.be = lm.backend();
        this.capacity = ctxSize;
        this.chunk = prefillChunk(be, batchSize);
        this.slots = new Slot[Math.max(1, slotCount)];
        this.queue = new ArrayBlockingQueue<>(Math.max(1, maxQueue));
        // the same forward pass under two names, as in Generator: a compiling backend keeps a program per entry point
        this.prefillStep = be.compile("prefill", in -> lm.forward(in[0], in[1], in[2], Arrays.copyOfRange(in, 3, in.length)));
        this.decodeStep = be.compile("decode_step", in -> lm.forward(in[0], in[1], in[2], Arrays.copyOfRange(in, 3, in.length)));
        this.prefillCaches = lm.newCaches(1, capacity);
        this.batchCaches = lm.newCaches(slots.length, capacity);
        this.rowTokens = new int[slots.length][capacity];
        this.rowLength = new int[slots.length];
        this.rowRegular = new int[slots.length];
        this.rowLastUsed = new long[slots.length];
        // only where the backend states how its rows depend on the chunk can a reused prefix give a whole prefill's output
        this.reusePrefixes = lm.cachesArePerPosition() && be.prefillRowGroup() > 0;
        this.worker = Thread.ofPlatform().name("mlxcel-batch").daemon().start(this::loop);
    }

    /**
     * Runs greedy generations before the server reports ready, as llama-server's warm-up run does, so that a backend
     * compiled just in time (the java backend: seconds of JIT on a small machine) has compiled its kernels before the
     * first client arrives. Rounds repeat until one is no faster than the one before (the compiler has settled) or
     * {@code maxRounds} ran; the statistics then forget them. Returns the rounds run.
     */
    int warmUp(int maxRounds) {
        int[] prompt = WarmupRounds.prompt(lm.config().vocabSize(), capacity);
        SamplingParams greedy = SamplingParams.greedy(WarmupRounds.tokens(capacity));
        int rounds = WarmupRounds.untilSettled(maxRounds, () -> generate(prompt, greedy, null));
        forgetStatistics();
        return rounds;
    }

    /** Zeroes the counters that /metrics and /slots report (after the warm-up). */
    void forgetStatistics() {
        processed.set(0);
        streamedPieces.set(0);
        promptTokens.set(0);
        cachedTokens.set(0);
        steps.set(0);
        busyRows.set(0);
        longestContext.set(0);
        promptNanos.set(0);
        predictedTokens.set(0);
        predictedNanos.set(0);
    }

    int contextSize() {
        return capacity;
    }

    /** Prompt tokens per prefill step: the batch size asked for, at most the backend's chunk, in whole row groups. */
    static int prefillChunk(ComputeBackend be, int batchSize) {
        int max = be.maxPrefillChunk(), group = Math.max(1, be.prefillRowGroup());
        if (batchSize <= 0 || batchSize >= max) return max;
        return Math.max(group, batchSize / group * group);
    }

    int chunkSize() {
        return chunk;
    }

    int slotCount() {
        return slots.length;
    }

    boolean busy() {
        return activeCount.get() > 0;
    }

    int active() {
        return activeCount.get();
    }

    int waiting() {
        return queue.size();
    }

    Generator.Result generate(int[] prompt, SamplingParams params, Consumer<String> onText) {
        return generate(prompt, params, onText, null);
    }

    Generator.Result generate(int[] prompt, SamplingParams params, Consumer<String> onText, Generator.TokenObserver observer) {
        return generate(prompt, params, onText, observer, false);
    }

    /** As above; with {@code renderSpecial} the text keeps control tokens (see TokenStream). */
    Generator.Result generate(int[] prompt, SamplingParams params, Consumer<String> onText, Generator.TokenObserver observer,
                              boolean renderSpecial) {
        return generate(prompt, params, onText, observer, renderSpecial, null);
    }

    /** As above, with a constraint (a grammar matcher) on the tokens; null for none. */
    Generator.Result generate(int[] prompt, SamplingParams params, Consumer<String> onText, Generator.TokenObserver observer,
                              boolean renderSpecial, TokenConstraint constraint) {
        return generate(prompt, params, onText, observer, renderSpecial, constraint, true);
    }

    /** As above; {@code cachePrompt} false prefills the whole prompt even when a row holds a prefix of it. */
    Generator.Result generate(int[] prompt, SamplingParams params, Consumer<String> onText, Generator.TokenObserver observer,
                              boolean renderSpecial, TokenConstraint constraint, boolean cachePrompt) {
        return submit(prompt, params, onText != null, observer, renderSpecial, constraint, cachePrompt).await(onText);
    }

    /**
     * Queues a request, or refuses it at once (503) when the queue is full: a streamed route calls this before it
     * sends its first byte, so that a refusal is a plain error response rather than a broken stream.
     */
    Pending submit(int[] prompt, SamplingParams params, boolean streamed, Generator.TokenObserver observer,
                   boolean renderSpecial, TokenConstraint constraint, boolean cachePrompt) {
        return submit(prompt, params, streamed, observer, renderSpecial, constraint, cachePrompt, -1);
    }

    /** As above, on slot (batch row) {@code slot} when it is 0 or more: the request waits for that slot to be free. */
    Pending submit(int[] prompt, SamplingParams params, boolean streamed, Generator.TokenObserver observer,
                   boolean renderSpecial, TokenConstraint constraint, boolean cachePrompt, int slot) {
        if (slot >= slots.length) throw new ApiError(400, "invalid_request_error", "id_slot", "id_slot " + slot + ": there are " + slots.length + " slots");
        if (prompt.length >= capacity) {
            throw ApiError.exceedsContext(prompt.length, capacity);
        }
        if (closed) throw new ApiError(503, "unavailable_error", null, "the server is shutting down");
        java.util.concurrent.LinkedBlockingQueue<Object> pieces = new java.util.concurrent.LinkedBlockingQueue<>();
        Consumer<Piece> enqueue = streamed ? pieces::add : null; // never blocks the batch thread
        Consumer<Progress> progress = streamed ? pieces::add : null;
        var cancelled = new java.util.concurrent.atomic.AtomicBoolean();
        Job job = new Job(prompt, params, enqueue, progress, observer, renderSpecial, constraint, cachePrompt, new CompletableFuture<>(),
                cancelled, new Live(), null, slot);
        if (!queue.offer(job)) throw new ApiError(503, "server_busy", null, "all slots are busy and the queue is full; retry later");
        return new Pending(job, pieces);
    }

    /**
     * The final-normed hidden state of every position of {@code prompt} ([tokens][D], llama.cpp's embeddings before
     * pooling), computed on the batch thread between steps, through the prefill caches in the prefill's chunks.
     */
    float[][] hiddenStates(int[] prompt) {
        return hiddenStates(prompt, (backend, hidden) -> hidden);
    }

    /**
     * {@code then} of the prompt's hidden states, run on the batch thread like them (so it may use the backend, as a
     * classifier head does).
     */
    <T> T hiddenStates(int[] prompt, java.util.function.BiFunction<ComputeBackend, float[][], T> then) {
        if (prompt.length > capacity) throw ApiError.exceedsContext(prompt.length, capacity);
        if (closed) throw new ApiError(503, "unavailable_error", null, "the server is shutting down");
        CompletableFuture<T> result = new CompletableFuture<>();
        Runnable work = () -> {
            try {
                result.complete(then.apply(be, computeHidden(prompt)));
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        };
        return runBetweenSteps(prompt, work, result);
    }

    private volatile RankHead rankHead;

    /** The model's classification head for /rerank, read on first use. */
    RankHead rankHead() {
        RankHead h = rankHead;
        if (h == null) {
            synchronized (this) {
                if (rankHead == null) rankHead = RankHead.of(model);
                h = rankHead;
            }
        }
        return h;
    }

    int vocabSize() {
        return lm.config().vocabSize();
    }

    int layerCount() {
        return lm.config().layers();
    }

    /** The tokens slot {@code row} holds cache entries for (llama-server's slot save). */
    int[] slotTokens(int row) {
        CompletableFuture<int[]> result = new CompletableFuture<>();
        return runBetweenSteps(new int[0], () -> {
            if (idleSlot(row, result)) result.complete(Arrays.copyOf(rowTokens[row], rowLength[row]));
        }, result);
    }

    /**
     * Gives slot {@code row} the cache entries of {@code tokens} (llama-server's slot restore): computed here as a
     * prefill in the chunks a fresh prompt would use, so they are the entries a prefill of those tokens makes, and a
     * prompt that starts with them reuses them exactly. Returns how many tokens the slot now holds.
     */
    int restoreSlot(int row, int[] tokens) {
        if (!reusePrefixes) throw new ApiError(501, "not_supported_error", null, "slot restore needs a backend that reuses cached prefixes");
        if (tokens.length >= capacity) throw ApiError.exceedsContext(tokens.length, capacity);
        CompletableFuture<Integer> result = new CompletableFuture<>();
        return runBetweenSteps(tokens, () -> {
            if (!idleSlot(row, result)) return;
            rowLength[row] = 0;
            rowRegular[row] = 0;
            steps.addAndGet(prefillIntoRow(row, tokens, 0)); // a request's work; idle recomputation is not counted
            System.arraycopy(tokens, 0, rowTokens[row], 0, tokens.length);
            rowLength[row] = tokens.length;
            rowRegular[row] = regularEnd(0, tokens.length);
            rowLastUsed[row] = ++useClock;
            result.complete(tokens.length);
        }, result);
    }

    /** Forgets what slot {@code row} holds (llama-server's slot erase); returns how many tokens it held. */
    int eraseSlot(int row) {
        CompletableFuture<Integer> result = new CompletableFuture<>();
        return runBetweenSteps(new int[0], () -> {
            if (!idleSlot(row, result)) return;
            int n = rowLength[row];
            rowLength[row] = 0;
            rowRegular[row] = 0;
            result.complete(n);
        }, result);
    }

    private boolean idleSlot(int row, CompletableFuture<?> result) {
        if (row < 0 || row >= slots.length) {
            result.completeExceptionally(new ApiError(400, "invalid_request_error", null, "Invalid slot ID " + row + ": there are " + slots.length + " slots"));
            return false;
        }
        if (slots[row] != null) {
            result.completeExceptionally(new ApiError(409, "invalid_request_error", null, "slot " + row + " is processing a request"));
            return false;
        }
        return true;
    }

    /** Runs {@code work} on the batch thread between steps (the prefill caches free) and returns what it completes. */
    private <T> T runBetweenSteps(int[] prompt, Runnable work, CompletableFuture<T> result) {
        Job job = new Job(prompt, null, null, null, null, false, null, false, new CompletableFuture<>(),
                new java.util.concurrent.atomic.AtomicBoolean(), new Live(), work, -1);
        if (!queue.offer(job)) throw new ApiError(503, "server_busy", null, "all slots are busy and the queue is full; retry later");
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "server_busy", null, "interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            throw new IllegalStateException(e.getCause());
        }
    }

    private CompiledStep hiddenStep;

    private float[][] computeHidden(int[] prompt) {
        // compiled on first use: a tracing backend pays for the program only when embeddings are asked for
        if (hiddenStep == null) hiddenStep = be.compile("hidden", in -> lm.forwardHidden(in[0], in[1], Arrays.copyOfRange(in, 3, in.length)));
        int dim = lm.config().hiddenSize();
        float[][] out = new float[prompt.length][];
        long t0 = System.nanoTime();
        for (int at = 0; at < prompt.length; ) {
            int n = Math.min((at / chunk + 1) * chunk, prompt.length) - at;
            Tensor[] in = StepInputs.of(be, Arrays.copyOfRange(prompt, at, at + n), at, prefillCaches);
            Tensor[] res = hiddenStep.run(in);
            steps.incrementAndGet();
            busyRows.addAndGet(activeCount.get());
            System.arraycopy(res, 1, prefillCaches, 0, prefillCaches.length);
            float[] h = be.readFloats(res[0]);
            for (int i = 0; i < n; i++) out[at + i] = Arrays.copyOfRange(h, i * dim, (i + 1) * dim);
            at += n;
        }
        // an embedding's prompt is computed like any other (it only samples no token)
        promptTokens.addAndGet(prompt.length);
        promptNanos.addAndGet(System.nanoTime() - t0);
        longestContext.accumulateAndGet(prompt.length, Math::max);
        return out;
    }

    /** A queued request: its text is written by the thread that awaits it. */
    final class Pending {
        private final Job job;
        private final java.util.concurrent.LinkedBlockingQueue<Object> pieces;

        private Pending(Job job, java.util.concurrent.LinkedBlockingQueue<Object> pieces) {
            this.job = job;
            this.pieces = pieces;
        }

        /** Frees the request's slot (or its place in the queue) before the next step: its client is gone. */
        void cancel() {
            job.cancelled().set(true);
        }

        /** The request's timings so far (llama-server's {@code timings_per_token}). */
        Timings timings() {
            return job.live().timings();
        }

        /** Waits for the result, passing streamed text to {@code onText} on this thread. */
        Generator.Result await(Consumer<String> onText) {
            return await(onText, null);
        }

        /** As above, and the prompt's progress to {@code onProgress} (null: not reported). */
        Generator.Result await(Consumer<String> onText, Consumer<Progress> onProgress) {
            return awaitPieces(onText == null ? null : piece -> onText.accept(piece.text()), onProgress);
        }

        /**
         * The result of a generation nobody streams, checking every quarter second whether its client is still there;
         * when {@code clientGone} says it left, the generation is cancelled and its slot freed for the next request.
         */
        Generator.Result awaitWhileConnected(java.util.function.BooleanSupplier clientGone) {
            return awaitPieces(null, null, clientGone);
        }

        /** As above, each piece of text with its tokens. */
        Generator.Result awaitPieces(Consumer<Piece> onText, Consumer<Progress> onProgress) {
            return awaitPieces(onText, onProgress, () -> false);
        }

        private Generator.Result awaitPieces(Consumer<Piece> onText, Consumer<Progress> onProgress,
                                             java.util.function.BooleanSupplier clientGone) {
            try {
                if (job.onText() != null) {
                    // this request's thread does the (possibly slow) writing
                    while (!job.done().isDone() || !pieces.isEmpty()) {
                        Object item = pieces.poll(20, java.util.concurrent.TimeUnit.MILLISECONDS);
                        if (item == null) continue;
                        try {
                            if (item instanceof Progress p) {
                                if (onProgress != null) onProgress.accept(p);
                            } else if (onText != null) {
                                streamedPieces.incrementAndGet();
                                onText.accept((Piece) item);
                            }
                        } catch (RuntimeException e) {
                            cancel();
                            throw e;
                        }
                    }
                }
                while (true) {
                    try {
                        return job.done().get(250, java.util.concurrent.TimeUnit.MILLISECONDS);
                    } catch (java.util.concurrent.TimeoutException e) {
                        if (clientGone.getAsBoolean()) {
                            cancel();
                            throw new ApiError(499, "client_closed_request", null, "the client closed the connection");
                        }
                    }
                }
            } catch (InterruptedException e) {
                cancel();
                Thread.currentThread().interrupt();
                throw new ApiError(503, "server_busy", null, "interrupted");
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException re) throw re;
                throw new IllegalStateException(e.getCause());
            }
        }
    }

    /**
     * One iteration: admit a waiting request (when no prompt is in the prefill caches), run one chunk of the prompt
     * being prefilled, then one decode step for the rows that are generating. A long prompt thus arrives between decode
     * steps, one chunk at a time, and the running streams go on meanwhile.
     */
    private void loop() {
        while (!closed) {
            try {
                cancelLeavers();
                admitWaiting();
                if (activeCount.get() == 0) {
                    Job j = queue.poll();
                    if (j == null && regularizeIdleRow()) continue;
                    admit(j != null ? j : queue.take());
                    continue;
                }
                if (prefilling >= 0) prefillChunk();
                decodeStep();
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException | Error e) {
                // a backend failure: fail every running request rather than the server, and trust no cached row
                for (int i = 0; i < slots.length; i++) if (slots[i] != null) fail(i, e);
                Arrays.fill(rowLength, 0);
                Arrays.fill(rowRegular, 0);
            }
        }
    }

    /**
     * While nothing waits: computes again, as a prefill, the entries a row's decode steps wrote (a reply), so that the
     * next turn of the conversation, which repeats the reply in its prompt, reuses them too. Decode steps may compute
     * an entry differently from a prefill, and only prefill entries are reused (see the class comment). Returns
     * whether it did a row; the row's caches go through the prefill caches, which no request holds while all are idle.
     */
    private boolean regularizeIdleRow() {
        if (!reusePrefixes || reuseReplies) return false;
        for (int row = 0; row < slots.length; row++) {
            int length = rowLength[row], from = reusable(rowRegular[row], length);
            if (slots[row] != null || length - from < be.prefillMinRows() || length - rowRegular[row] < be.prefillMinRows()) continue;
            if (from > 0) {
                for (int c = 0; c < prefillCaches.length; c++) prefillCaches[c] = be.copyRow(prefillCaches[c], be.row(batchCaches[c], row), be.ints(new int[]{0}, Shape.of(1)));
            }
            prefillIntoRow(row, Arrays.copyOf(rowTokens[row], length), from);
            rowRegular[row] = regularEnd(from, length);
            regularized.incrementAndGet();
            return true;
        }
        return false;
    }

    /**
     * Computes {@code tokens} from {@code from} on as a prefill, in the chunks a fresh prompt's prefill uses (the
     * prefill caches already holding positions before {@code from}), and puts the result in batch row {@code row}.
     * Returns the steps it ran.
     */
    private int prefillIntoRow(int row, int[] tokens, int from) {
        int runs = 0;
        for (int at = from; at < tokens.length; at = (at / chunk + 1) * chunk) {
            int n = Math.min((at / chunk + 1) * chunk, tokens.length) - at;
            Tensor[] out = (n == 1 ? decodeStep : prefillStep).run(StepInputs.of(be, Arrays.copyOfRange(tokens, at, at + n), at, prefillCaches));
            System.arraycopy(out, 1, prefillCaches, 0, prefillCaches.length);
            runs++;
        }
        for (int c = 0; c < batchCaches.length; c++) batchCaches[c] = be.copyRow(batchCaches[c], prefillCaches[c], be.ints(new int[]{row}, Shape.of(1)));
        return runs;
    }

    /** Frees the rows of clients that left (before the step, so that the step does not compute for them). */
    private void cancelLeavers() {
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] != null && slots[i].job.cancelled().get()) fail(i, new IllegalStateException("client disconnected"));
        }
    }

    private int freeSlot() {
        for (int i = 0; i < slots.length; i++) if (slots[i] == null) return i;
        return -1;
    }

    /** Admits waiting requests while a row is free and the prefill caches are not taken by another prompt. */
    private void admitWaiting() {
        while (prefilling < 0 && freeSlot() >= 0) {
            Job head = queue.peek();
            if (head == null || head.slot() >= 0 && slots[head.slot()] != null) return; // its slot is busy: it waits
            Job j = queue.poll();
            if (j == null) return;
            admit(j);
        }
    }

    /**
     * The free row for {@code prompt}: the one whose cached tokens share the longest prefix with it, else the one
     * used least recently (so that other rows keep their prefixes for longer).
     */
    private int chooseRow(int[] prompt, boolean cachePrompt) {
        int best = -1, bestShared = -1;
        for (int r = 0; r < slots.length; r++) {
            if (slots[r] != null) continue;
            int shared = cachePrompt ? sharedPrefix(r, prompt) : 0;
            if (shared > bestShared || shared == bestShared && rowLastUsed[r] < rowLastUsed[best]) {
                best = r;
                bestShared = shared;
            }
        }
        return best;
    }

    private int sharedPrefix(int row, int[] prompt) {
        int[] held = rowTokens[row];
        int n = Math.min(rowLength[row], prompt.length), i = 0;
        while (i < n && held[i] == prompt[i]) i++;
        return i;
    }

    /** Takes a row for the request and starts its prefill (from the row's cached prefix where it can). */
    private void admit(Job job) {
        if (job.cancelled().get()) {
            job.done().completeExceptionally(new IllegalStateException("client disconnected"));
            return;
        }
        if (job.work() != null) {
            // work that needs the backend but no row (embeddings): it runs here, between steps
            job.work().run();
            job.done().complete(null);
            return;
        }
        int row = job.slot() >= 0 ? job.slot() : chooseRow(job.prompt(), job.cachePrompt());
        Slot s = new Slot();
        s.job = job;
        slots[row] = s;
        rowLastUsed[row] = ++useClock;
        activeCount.incrementAndGet();
        try {
            int[] prompt = job.prompt();
            int held = reuseReplies ? rowLength[row] : rowRegular[row];
            int reuse = reusePrefixes && job.cachePrompt() ? reusable(Math.min(sharedPrefix(row, prompt), held), prompt.length) : 0;
            rowLength[row] = 0;
            rowRegular[row] = 0;
            if (reuse > 0) {
                for (int c = 0; c < prefillCaches.length; c++) prefillCaches[c] = be.copyRow(prefillCaches[c], be.row(batchCaches[c], row), be.ints(new int[]{0}, Shape.of(1)));
            }
            s.cached = reuse;
            s.prefillAt = reuse;
            job.live().cacheN = reuse;
            prefilling = row;
            if (job.onProgress() != null) job.onProgress().accept(new Progress(prompt.length, reuse, reuse, job.live().timings()));
        } catch (RuntimeException e) {
            fail(row, e);
        }
    }

    /**
     * The next chunk of the prompt in the prefill caches. Chunks end at multiples of the backend's chunk size,
     * wherever the prefill started, so that a prefill resumed from a cached prefix cuts the prompt where a whole
     * prefill does; they are padded to the backend's buckets. After the last chunk the row starts generating.
     */
    private void prefillChunk() {
        int row = prefilling;
        Slot s = slots[row];
        try {
            long t0 = System.nanoTime();
            int[] prompt = s.job.prompt();
            int at = s.prefillAt;
            int n = Math.min((at / chunk + 1) * chunk, prompt.length) - at;
            Tensor[] in = StepInputs.of(be, Arrays.copyOfRange(prompt, at, at + n), at, prefillCaches);
            Tensor[] out = (n == 1 ? decodeStep : prefillStep).run(in);
            steps.incrementAndGet();
            busyRows.addAndGet(activeCount.get());
            System.arraycopy(out, 1, prefillCaches, 0, prefillCaches.length);
            s.prefillAt += n;
            boolean last = s.prefillAt == prompt.length;
            float[] logits = last ? be.readFloats(out[0]) : null;
            s.prefillNanos += System.nanoTime() - t0;
            Live live = s.job.live();
            live.promptNanos = s.prefillNanos;
            live.promptN = s.prefillAt - s.cached;
            if (s.job.onProgress() != null) s.job.onProgress().accept(new Progress(prompt.length, s.cached, s.prefillAt, live.timings()));
            if (!last) return;
            prefilling = -1;
            for (int c = 0; c < batchCaches.length; c++) batchCaches[c] = be.copyRow(batchCaches[c], prefillCaches[c], be.ints(new int[]{row}, Shape.of(1)));
            System.arraycopy(prompt, 0, rowTokens[row], 0, prompt.length);
            rowLength[row] = prompt.length;
            rowRegular[row] = regularEnd(s.cached, prompt.length);
            s.decodeStart = System.nanoTime();
            s.position = prompt.length;
            Consumer<Piece> onPiece = s.job.onText();
            s.tokensSent = 0;
            Consumer<String> onText = onPiece == null ? null : text -> {
                int[] ids = s.stream.tokensFrom(s.tokensSent);
                s.tokensSent += ids.length;
                onPiece.accept(new Piece(text, ids));
            };
            s.stream = new TokenStream(model.tokenizer(), prompt, s.job.params(),
                    Math.min(s.job.params().maxTokens(), capacity - prompt.length), onText, s.job.observer(), s.job.renderSpecial(), s.job.constraint());
            s.next = s.stream.next(logits);
            if (s.next >= 0) live.predictedN = 1;   // from the prompt's logits: no decode time
            if (s.next < 0) finish(row);
        } catch (RuntimeException e) {
            fail(row, e);
        }
    }

    /**
     * The longest prefix, at most {@code shared} tokens of a row whose positions up to there were computed regularly,
     * whose reuse leaves the rows of a prompt of {@code length} tokens computed as a whole prefill computes them: at
     * least one token is left to compute (for its logits); the prefix is a multiple of the backend's row group; and
     * unless it ends on a chunk boundary (then the chunks are the whole prefill's), the chunk it starts has the rows
     * the backend needs for its regular kernels, as the whole prefill's chunk there has.
     */
    private int reusable(int shared, int length) {
        return reusable(be, chunk, shared, length);
    }

    static int reusable(ComputeBackend be, int chunk, int shared, int length) {
        int group = be.prefillRowGroup(), minRows = be.prefillMinRows();
        if (group <= 0 || chunk % group != 0) return 0;
        for (int r = Math.min(shared, length - 1) / group * group; r > 0; r -= group) {
            if (r % chunk == 0 || Math.min(length, (r / chunk + 1) * chunk) - r >= minRows) return r;
        }
        return 0;
    }

    /**
     * After a prefill of positions [from, length) (those before {@code from} regular), how far the positions are
     * regular: rows of chunks with the backend's minimum rows, up to each chunk's last multiple of the row group.
     */
    private int regularEnd(int from, int length) {
        int group = Math.max(1, be.prefillRowGroup()), minRows = be.prefillMinRows();
        for (int at = from; at < length; ) {
            int end = Math.min(length, (at / chunk + 1) * chunk), rows = end - at;
            if (rows < minRows) return at;
            if (rows % group != 0) return end - rows % group;
            at = end;
        }
        return length;
    }

    /** One step for every generating row (a row still prefilling, like a free one, carries position -1). */
    private void decodeStep() {
        // run only the rows up to the highest generating one
        int top = 0;
        for (int i = 0; i < slots.length; i++) if (generating(i)) top = i + 1;
        if (top == 0) return;
        int n = top;
        int[] tokens = new int[n], pos = new int[n];
        for (int i = 0; i < n; i++) {
            tokens[i] = generating(i) ? slots[i].next : 0;
            pos[i] = generating(i) ? slots[i].position : -1;
        }
        Tensor[] in = new Tensor[3 + batchCaches.length];
        in[0] = be.ints(tokens, Shape.of(n, 1));
        in[1] = be.ints(pos, Shape.of(n, 1));
        in[2] = be.ints(new int[n], Shape.of(n));
        boolean narrow = n < slots.length;
        for (int c = 0; c < batchCaches.length; c++) in[3 + c] = narrow ? be.narrowRows(batchCaches[c], n) : batchCaches[c];
        Tensor[] out = decodeStep.run(in);
        steps.incrementAndGet();
        busyRows.addAndGet(activeCount.get());
        for (int c = 0; c < batchCaches.length; c++) batchCaches[c] = narrow ? be.putRows(batchCaches[c], out[1 + c]) : out[1 + c];
        float[] logits = be.readFloats(out[0]);
        int vocab = logits.length / n;
        for (int i = 0; i < n; i++) {
            if (!generating(i)) continue;
            Slot s = slots[i];
            rowTokens[i][s.position] = s.next;   // its entries are in the cache now, written by a decode step
            rowLength[i] = s.position + 1;
            s.position++;
            try {
                s.next = s.stream.next(Arrays.copyOfRange(logits, i * vocab, (i + 1) * vocab));
                Live live = s.job.live();
                live.predictedNanos = System.nanoTime() - s.decodeStart;
                if (s.next >= 0) live.predictedN++;
                if (s.next < 0 || s.position >= capacity) finish(i);
            } catch (RuntimeException e) {
                fail(i, e);
            }
        }
    }

    private boolean generating(int row) {
        return slots[row] != null && slots[row].stream != null;
    }

    private void finish(int row) {
        Slot s = slots[row];
        slots[row] = null;
        activeCount.decrementAndGet();
        try {
            Generator.Result r = s.stream.result(s.job.prompt().length, s.prefillNanos, System.nanoTime() - s.decodeStart).withCachedTokens(s.cached);
            processed.incrementAndGet();
            promptTokens.addAndGet(r.prefilledTokens());
            cachedTokens.addAndGet(s.cached);
            longestContext.accumulateAndGet(r.promptTokens() + r.tokens().length, Math::max);
            promptNanos.addAndGet(r.prefillNanos());
            predictedTokens.addAndGet(r.tokens().length);
            predictedNanos.addAndGet(r.decodeNanos());
            s.job.done().complete(r);
        } catch (RuntimeException e) {
            s.job.done().completeExceptionally(e);
        }
    }

    private void fail(int row, Throwable e) {
        Slot s = slots[row];
        if (s == null) return;
        if (prefilling == row) prefilling = -1;
        slots[row] = null;
        rowLength[row] = 0;
        rowRegular[row] = 0;
        activeCount.decrementAndGet();
        s.job.done().completeExceptionally(e);
    }

    @Override
    public void close() {
        closed = true;
        worker.interrupt();
    }

    /**
     * Closes the service and, once its batch thread has ended, the model's backend and weights: an unloaded model gives
     * its memory back. Only for a service nobody uses any more.
     */
    void closeAndRelease() {
        close();
        try {
            worker.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        lm.backend().close();
        model.close();
    }
}
