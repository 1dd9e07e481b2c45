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
 */
final class InferenceService implements AutoCloseable {
    private record Job(int[] prompt, SamplingParams params, Consumer<String> onText, Generator.TokenObserver observer,
                       boolean renderSpecial, TokenConstraint constraint, CompletableFuture<Generator.Result> done,
                       java.util.concurrent.atomic.AtomicBoolean cancelled) {
    }

    private static final class Slot {
        Job job;
        TokenStream stream;
        int position;
        int next;
        long start, prefilled;
    }

    final LoadedModel model;
    /** Compiled grammars of this model's vocabulary, shared by requests. */
    final Grammars grammars;
    private final CausalLM lm;
    private final ComputeBackend be;
    private final int capacity;
    private final Slot[] slots;
    private final BlockingQueue<Job> queue;
    private final CompiledStep prefillStep, decodeStep;
    private final Tensor[] prefillCaches;
    private Tensor[] batchCaches;
    private final Thread worker;
    private volatile boolean closed;

    final AtomicInteger processed = new AtomicInteger();
    final AtomicLong streamedPieces = new AtomicLong();
    final AtomicLong promptTokens = new AtomicLong();
    final AtomicLong promptNanos = new AtomicLong();
    final AtomicLong predictedTokens = new AtomicLong();
    final AtomicLong predictedNanos = new AtomicLong();
    private final AtomicInteger activeCount = new AtomicInteger();

    InferenceService(LoadedModel model, int ctxSize, int slotCount, int maxQueue) {
        this.model = model;
        this.grammars = new Grammars(model.tokenizer());
        this.lm = model.lm();
        this.be = lm.backend();
        this.capacity = ctxSize;
        this.slots = new Slot[Math.max(1, slotCount)];
        this.queue = new ArrayBlockingQueue<>(Math.max(1, maxQueue));
        // the same forward pass under two names, as in Generator: a compiling backend keeps a program per entry point
        this.prefillStep = be.compile("prefill", in -> lm.forward(in[0], in[1], in[2], Arrays.copyOfRange(in, 3, in.length)));
        this.decodeStep = be.compile("decode_step", in -> lm.forward(in[0], in[1], in[2], Arrays.copyOfRange(in, 3, in.length)));
        this.prefillCaches = lm.newCaches(1, capacity);
        this.batchCaches = lm.newCaches(slots.length, capacity);
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
        promptNanos.set(0);
        predictedTokens.set(0);
        predictedNanos.set(0);
    }

    int contextSize() {
        return capacity;
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
        if (prompt.length >= capacity) {
            throw ApiError.badRequest("messages", "the prompt has " + prompt.length + " tokens; the context holds " + capacity);
        }
        java.util.concurrent.LinkedBlockingQueue<String> pieces = new java.util.concurrent.LinkedBlockingQueue<>();
        Consumer<String> enqueue = onText == null ? null : pieces::add; // never blocks the batch thread
        var cancelled = new java.util.concurrent.atomic.AtomicBoolean();
        Job job = new Job(prompt, params, enqueue, observer, renderSpecial, constraint, new CompletableFuture<>(), cancelled);
        if (!queue.offer(job)) throw new ApiError(503, "server_busy", null, "all slots are busy and the queue is full; retry later");
        try {
            if (onText != null) {
                // this request's thread does the (possibly slow) writing
                while (!job.done().isDone() || !pieces.isEmpty()) {
                    String piece = pieces.poll(20, java.util.concurrent.TimeUnit.MILLISECONDS);
                    if (piece == null) continue;
                    streamedPieces.incrementAndGet();
                    try {
                        onText.accept(piece);
                    } catch (RuntimeException e) {
                        cancelled.set(true);
                        throw e;
                    }
                }
            }
            return job.done().get();
        } catch (InterruptedException e) {
            cancelled.set(true);
            Thread.currentThread().interrupt();
            throw new ApiError(503, "server_busy", null, "interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            throw new IllegalStateException(e.getCause());
        }
    }

    private void loop() {
        while (!closed) {
            try {
                admitWaiting();
                if (activeCount.get() == 0) {
                    Job j = queue.take();
                    admit(freeSlot(), j);
                    continue;
                }
                decodeStep();
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException | Error e) {
                // a backend failure: fail every running request rather than the server
                for (int i = 0; i < slots.length; i++) if (slots[i] != null) fail(i, e);
            }
        }
    }

    private int freeSlot() {
        for (int i = 0; i < slots.length; i++) if (slots[i] == null) return i;
        return -1;
    }

    private void admitWaiting() {
        int free;
        while ((free = freeSlot()) >= 0) {
            Job j = queue.poll();
            if (j == null) return;
            admit(free, j);
        }
    }

    private void admit(int row, Job job) {
        Slot s = new Slot();
        s.job = job;
        s.start = System.nanoTime();
        slots[row] = s;
        activeCount.incrementAndGet();
        try {
            float[] logits = prefill(job.prompt());
            for (int c = 0; c < batchCaches.length; c++) batchCaches[c] = be.copyRow(batchCaches[c], prefillCaches[c], be.ints(new int[]{row}, Shape.of(1)));
            s.prefilled = System.nanoTime();
            s.position = job.prompt().length;
            s.stream = new TokenStream(model.tokenizer(), job.prompt(), job.params(),
                    Math.min(job.params().maxTokens(), capacity - job.prompt().length), job.onText(), job.observer(), job.renderSpecial(), job.constraint());
            s.next = s.stream.next(logits);
            if (s.next < 0) finish(row);
        } catch (RuntimeException e) {
            fail(row, e);
        }
    }

    /** Prompt through the batch-1 caches, in chunks the backend takes (padded to its buckets); logits after the last token. */
    private float[] prefill(int[] prompt) {
        float[] logits = null;
        int chunk = be.maxPrefillChunk();
        for (int at = 0; at < prompt.length; at += chunk) {
            int n = Math.min(chunk, prompt.length - at);
            Tensor[] in = StepInputs.of(be, Arrays.copyOfRange(prompt, at, at + n), at, prefillCaches);
            Tensor[] out = (n == 1 ? decodeStep : prefillStep).run(in);
            System.arraycopy(out, 1, prefillCaches, 0, prefillCaches.length);
            logits = be.readFloats(out[0]);
        }
        return logits;
    }

    private void decodeStep() {
        int n = slots.length;
        for (int i = 0; i < n; i++) {
            if (slots[i] != null && slots[i].job.cancelled().get()) fail(i, new IllegalStateException("client disconnected"));
        }
        if (activeCount.get() == 0) return;
        // run only the rows up to the highest active one (new requests take the lowest free row)
        int top = 0;
        for (int i = 0; i < n; i++) if (slots[i] != null) top = i + 1;
        n = top;
        int[] tokens = new int[n], pos = new int[n];
        for (int i = 0; i < n; i++) {
            Slot s = slots[i];
            tokens[i] = s == null ? 0 : s.next;
            pos[i] = s == null ? -1 : s.position;
        }
        Tensor[] in = new Tensor[3 + batchCaches.length];
        in[0] = be.ints(tokens, Shape.of(n, 1));
        in[1] = be.ints(pos, Shape.of(n, 1));
        in[2] = be.ints(new int[n], Shape.of(n));
        boolean narrow = n < slots.length;
        for (int c = 0; c < batchCaches.length; c++) in[3 + c] = narrow ? be.narrowRows(batchCaches[c], n) : batchCaches[c];
        Tensor[] out = decodeStep.run(in);
        for (int c = 0; c < batchCaches.length; c++) batchCaches[c] = narrow ? be.putRows(batchCaches[c], out[1 + c]) : out[1 + c];
        float[] logits = be.readFloats(out[0]);
        int vocab = logits.length / n;
        for (int i = 0; i < n; i++) {
            Slot s = slots[i];
            if (s == null) continue;
            s.position++;
            try {
                s.next = s.stream.next(Arrays.copyOfRange(logits, i * vocab, (i + 1) * vocab));
                if (s.next < 0 || s.position >= capacity) finish(i);
            } catch (RuntimeException e) {
                fail(i, e);
            }
        }
    }

    private void finish(int row) {
        Slot s = slots[row];
        slots[row] = null;
        activeCount.decrementAndGet();
        try {
            Generator.Result r = s.stream.result(s.job.prompt().length, s.prefilled - s.start, System.nanoTime() - s.prefilled);
            processed.incrementAndGet();
            promptTokens.addAndGet(r.promptTokens());
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
        slots[row] = null;
        activeCount.decrementAndGet();
        s.job.done().completeExceptionally(e);
    }

    @Override
    public void close() {
        closed = true;
        worker.interrupt();
    }
}
