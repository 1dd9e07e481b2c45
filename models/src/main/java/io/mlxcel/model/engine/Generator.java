package io.mlxcel.model.engine;

import io.mlxcel.model.arch.CausalLM;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.spi.CompiledStep;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Runs prefill and the decode loop for one sequence over a fixed-capacity KV cache, streaming text as it goes.
 * The cache persists across calls, so a chat can append turns without re-reading its history.
 */
public final class Generator {
    /** Why generation ended. */
    public enum Finish { STOP, LENGTH }

    /**
     * What one call produced and how fast; {@code stopString} is the stop string that ended it, or null (an end token,
     * or the length limit).
     */
    /**
     * @param promptTokens  the prompt's length
     * @param cachedTokens  how many of the prompt's first tokens came from a cache instead of the prefill
     */
    public record Result(int[] tokens, String text, Finish finish, int promptTokens, long prefillNanos, long decodeNanos,
                         String stopString, int cachedTokens) {
        public Result(int[] tokens, String text, Finish finish, int promptTokens, long prefillNanos, long decodeNanos) {
            this(tokens, text, finish, promptTokens, prefillNanos, decodeNanos, null, 0);
        }

        public Result withCachedTokens(int cached) {
            return new Result(tokens, text, finish, promptTokens, prefillNanos, decodeNanos, stopString, cached);
        }

        /** The prompt tokens the prefill computed (not taken from a cache). */
        public int prefilledTokens() {
            return promptTokens - cachedTokens;
        }

        public double prefillTokensPerSecond() {
            return prefillNanos == 0 ? 0 : prefilledTokens() * 1e9 / prefillNanos;
        }

        public double decodeTokensPerSecond() {
            return tokens.length <= 1 || decodeNanos == 0 ? 0 : (tokens.length - 1) * 1e9 / decodeNanos;
        }
    }


    private final LoadedModel model;
    private final ComputeBackend be;
    private final CausalLM lm;
    private final int capacity;
    private final CompiledStep prefillStep, decodeStep;
    private Tensor[] caches;
    private int length;

    public Generator(LoadedModel model, int contextLength) {
        this.model = model;
        this.lm = model.lm();
        this.be = lm.backend();
        this.capacity = contextLength;
        this.caches = lm.newCaches(1, capacity);
        // the same forward pass under two names: a compiling backend keeps one program per entry point and shape
        this.prefillStep = be.compile("prefill", in -> lm.forward(in[0], in[1], in[2], Arrays.copyOfRange(in, 3, in.length)));
        this.decodeStep = be.compile("decode_step", in -> lm.forward(in[0], in[1], in[2], Arrays.copyOfRange(in, 3, in.length)));
    }

    public int length() {
        return length;
    }

    public int capacity() {
        return capacity;
    }

    /** Forgets the conversation (the cache is reused, positions restart at 0). */
    public void reset() {
        length = 0;
    }

    /** Feeds tokens without sampling and returns the logits after the last one. */
    public float[] prefill(int[] tokens) {
        if (tokens.length == 0) throw new IllegalArgumentException("empty prompt");
        if (length + tokens.length >= capacity) {
            throw new IllegalArgumentException("prompt of " + tokens.length + " tokens does not fit the context ("
                    + length + " used of " + capacity + "); raise --ctx-size");
        }
        float[] logits = null;
        int chunk = be.maxPrefillChunk();
        for (int at = 0; at < tokens.length; at += chunk) {
            int n = Math.min(chunk, tokens.length - at);
            logits = run(Arrays.copyOfRange(tokens, at, at + n));
        }
        return logits;
    }

    /** Feeds one token (a decode step) and returns the logits that follow it. */
    public float[] decode(int token) {
        if (length + 1 >= capacity) throw new IllegalArgumentException("context full (" + capacity + " tokens)");
        return run(new int[]{token});
    }

    private float[] run(int[] tokens) {
        int n = tokens.length;
        Tensor[] in = StepInputs.of(be, tokens, length, caches);
        Tensor[] out = (n == 1 ? decodeStep : prefillStep).run(in);
        caches = Arrays.copyOfRange(out, 1, out.length);
        length += n;
        return be.readFloats(out[0]);
    }

    /**
     * Generates after {@code prompt}; {@code onText} receives decoded text as soon as it is complete UTF-8 and cannot
     * be the start of a stop string.
     */
    public Result generate(int[] prompt, SamplingParams params, Consumer<String> onText) {
        return generate(prompt, params, onText, null);
    }

    /** Sees each generated token with the logits it was sampled from (for logprobs). */
    @FunctionalInterface
    public interface TokenObserver {
        void onToken(int token, float[] logits);
    }

    public Result generate(int[] prompt, SamplingParams params, Consumer<String> onText, TokenObserver observer) {
        return generate(prompt, params, onText, observer, null);
    }

    /** As above, with a constraint (a grammar) on the tokens; null for none. */
    public Result generate(int[] prompt, SamplingParams params, Consumer<String> onText, TokenObserver observer,
                           io.mlxcel.model.sampling.TokenConstraint constraint) {
        long t0 = System.nanoTime();
        float[] logits = prefill(prompt);
        long t1 = System.nanoTime();
        TokenStream stream = new TokenStream(model.tokenizer(), prompt, params, Math.min(params.maxTokens(), capacity - length),
                onText, observer, false, constraint);
        for (int next = stream.next(logits); next >= 0 && length < capacity; next = stream.next(logits)) {
            logits = run(new int[]{next});
        }
        return stream.result(prompt.length, t1 - t0, System.nanoTime() - t1);
    }

    /** Length of the longest prefix of {@code b} that ends on a UTF-8 character boundary. */
    static int completeUtf8(byte[] b) {
        int n = b.length;
        for (int back = 1; back <= Math.min(3, n); back++) {
            int c = b[n - back] & 0xFF;
            if ((c & 0xC0) == 0x80) continue; // continuation byte
            int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            return need > back ? n - back : n;
        }
        return n;
    }
}
