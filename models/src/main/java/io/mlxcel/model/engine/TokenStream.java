package io.mlxcel.model.engine;

import io.mlxcel.model.sampling.Sampler;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.model.sampling.TokenConstraint;
import io.mlxcel.model.tokenizer.Tokenizer;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The per-sequence side of generation, independent of how steps are run (one sequence or a batch): samples the
 * next token from logits, stops on end tokens, stop strings and the token budget, and streams text once it is
 * complete UTF-8 and cannot be the start of a stop string.
 */
public final class TokenStream {
    private final Tokenizer tok;
    private final SamplingParams params;
    private final Sampler sampler;
    private final int max;
    private final Consumer<String> onText;
    private final Generator.TokenObserver observer;
    private final int[] history;
    private int historyLength;
    private final int[] out;
    private int produced;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private final StringBuilder text = new StringBuilder();
    private int emitted;
    private Generator.Finish finish = Generator.Finish.LENGTH;
    private String stopString;
    private final boolean renderSpecial;
    private final TokenConstraint constraint;

    public TokenStream(Tokenizer tok, int[] prompt, SamplingParams params, int maxTokens, Consumer<String> onText,
                       Generator.TokenObserver observer) {
        this(tok, prompt, params, maxTokens, onText, observer, false);
    }

    /**
     * With {@code renderSpecial}, control tokens other than the stop tokens appear in the text (a chat format whose
     * markers are control tokens, such as gpt-oss's channels, needs them to parse the reply).
     */
    public TokenStream(Tokenizer tok, int[] prompt, SamplingParams params, int maxTokens, Consumer<String> onText,
                       Generator.TokenObserver observer, boolean renderSpecial) {
        this(tok, prompt, params, maxTokens, onText, observer, renderSpecial, null);
    }

    /** As above, with a constraint (a grammar) on which tokens may come next; null for none. */
    public TokenStream(Tokenizer tok, int[] prompt, SamplingParams params, int maxTokens, Consumer<String> onText,
                       Generator.TokenObserver observer, boolean renderSpecial, TokenConstraint constraint) {
        this.renderSpecial = renderSpecial;
        this.constraint = constraint;
        this.tok = tok;
        this.params = params;
        this.sampler = new Sampler(params);
        this.max = Math.max(0, maxTokens);
        this.onText = onText;
        this.observer = observer;
        this.history = Arrays.copyOf(prompt, prompt.length + this.max);
        this.historyLength = prompt.length;
        this.out = new int[this.max];
    }

    /** Chooses the token after {@code logits}; returns it if generation goes on (feed it next), else -1. */
    public int next(float[] logits) {
        if (produced >= max) return -1;
        if (constraint != null) constraint.remaining(max - produced);
        int token = sampler.sample(logits, history, historyLength);
        if (constraint != null && !constraint.allows(token)) {
            float[] masked = logits.clone();
            constraint.mask(masked);
            token = sampler.sample(masked, history, historyLength);
            if (!constraint.allows(token)) {
                // nothing the grammar allows is in the vocabulary: end here
                finish = Generator.Finish.STOP;
                return -1;
            }
        }
        if (tok.stopIds().contains(token)) {
            // an output the budget made close early ended for want of tokens, as if cut at max_tokens
            finish = constraint != null && constraint.boundByBudget() ? Generator.Finish.LENGTH : Generator.Finish.STOP;
            return -1;
        }
        if (constraint != null) constraint.accept(token);
        out[produced++] = token;
        history[historyLength++] = token;
        if (observer != null) observer.onToken(token, logits);
        byte[] b = tok.tokenBytes(token, renderSpecial);
        pending.write(b, 0, b.length);
        int complete = Generator.completeUtf8(pending.toByteArray());
        if (complete > 0) {
            byte[] all = pending.toByteArray();
            text.append(new String(all, 0, complete, StandardCharsets.UTF_8));
            pending.reset();
            pending.write(all, complete, all.length - complete);
        }
        int stopAt = findStop();
        if (stopAt >= 0) {
            for (String st : params.stop()) if (!st.isEmpty() && text.indexOf(st, stopAt) == stopAt) stopString = st;
            text.setLength(stopAt);
            finish = Generator.Finish.STOP;
            return -1;
        }
        int safe = text.length() - holdBack();
        if (safe > emitted && onText != null) {
            onText.accept(text.substring(emitted, safe));
            emitted = safe;
        }
        return produced >= max ? -1 : token;
    }

    /** Tokens generated so far. */
    public int produced() {
        return produced;
    }

    /** The tokens generated from index {@code from} on. */
    public int[] tokensFrom(int from) {
        return Arrays.copyOfRange(out, Math.min(from, produced), produced);
    }

    /** Flushes what is left and describes the generation. */
    public Generator.Result result(int promptTokens, long prefillNanos, long decodeNanos) {
        if (pending.size() > 0) {
            text.append(pending.toString(StandardCharsets.UTF_8));
            pending.reset();
        }
        if (onText != null && text.length() > emitted) {
            onText.accept(text.substring(emitted));
            emitted = text.length();
        }
        return new Generator.Result(Arrays.copyOf(out, produced), text.toString(), finish, promptTokens, prefillNanos, decodeNanos, stopString, 0);
    }

    private int findStop() {
        int best = -1;
        for (String s : params.stop()) {
            if (s.isEmpty()) continue;
            int i = text.indexOf(s);
            if (i >= 0 && (best < 0 || i < best)) best = i;
        }
        return best;
    }

    /** Characters at the end that might begin a stop string, kept back from streaming. */
    private int holdBack() {
        int hold = 0;
        for (String s : params.stop()) {
            for (int k = Math.min(s.length() - 1, text.length()); k > hold; k--) {
                if (text.substring(text.length() - k).equals(s.substring(0, k))) {
                    hold = k;
                    break;
                }
            }
        }
        return hold;
    }
}
