package io.mlxcel.server;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.sampling.SamplingParams;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * One generation slot over the loaded model; requests beyond it wait in a bounded queue (503 when full). A stream
 * consumer that throws (the client went away) ends its generation at once and frees the slot.
 */
final class InferenceService {
    final LoadedModel model;
    private final Generator generator;
    private final Semaphore slot = new Semaphore(1, true);
    private final AtomicInteger waiting = new AtomicInteger();
    private final int maxQueue;
    final AtomicInteger processed = new AtomicInteger();
    /** Text pieces handed to stream consumers, for observing cancellation. */
    final java.util.concurrent.atomic.AtomicLong streamedPieces = new java.util.concurrent.atomic.AtomicLong();
    final java.util.concurrent.atomic.AtomicLong promptTokens = new java.util.concurrent.atomic.AtomicLong();
    final java.util.concurrent.atomic.AtomicLong promptNanos = new java.util.concurrent.atomic.AtomicLong();
    final java.util.concurrent.atomic.AtomicLong predictedTokens = new java.util.concurrent.atomic.AtomicLong();
    final java.util.concurrent.atomic.AtomicLong predictedNanos = new java.util.concurrent.atomic.AtomicLong();

    int waiting() {
        return Math.max(0, waiting.get() - (busy() ? 1 : 0));
    }

    InferenceService(LoadedModel model, int ctxSize, int maxQueue) {
        this.model = model;
        this.generator = new Generator(model, ctxSize);
        this.maxQueue = maxQueue;
    }

    int contextSize() {
        return generator.capacity();
    }

    boolean busy() {
        return slot.availablePermits() == 0;
    }

    Generator.Result generate(int[] prompt, SamplingParams params, Consumer<String> onText) {
        return generate(prompt, params, onText, null);
    }

    Generator.Result generate(int[] prompt, SamplingParams params, Consumer<String> onText, Generator.TokenObserver observer) {
        if (prompt.length >= generator.capacity()) {
            throw ApiError.badRequest("messages", "the prompt has " + prompt.length + " tokens; the context holds " + generator.capacity());
        }
        if (waiting.incrementAndGet() > maxQueue + 1) {
            waiting.decrementAndGet();
            throw new ApiError(503, "server_busy", null, "all slots are busy and the queue is full; retry later");
        }
        try {
            slot.acquire();
        } catch (InterruptedException e) {
            waiting.decrementAndGet();
            Thread.currentThread().interrupt();
            throw new ApiError(503, "server_busy", null, "interrupted while waiting for a slot");
        }
        try {
            generator.reset();
            Consumer<String> counted = onText == null ? null : piece -> {
                streamedPieces.incrementAndGet();
                onText.accept(piece);
            };
            Generator.Result r = generator.generate(prompt, params, counted, observer);
            processed.incrementAndGet();
            promptTokens.addAndGet(r.promptTokens());
            promptNanos.addAndGet(r.prefillNanos());
            predictedTokens.addAndGet(r.tokens().length);
            predictedNanos.addAndGet(r.decodeNanos());
            return r;
        } finally {
            slot.release();
            waiting.decrementAndGet();
        }
    }
}
