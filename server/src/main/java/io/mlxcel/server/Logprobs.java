package io.mlxcel.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.tokenizer.Tokenizer;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects log-probabilities of the generated tokens (from the raw model logits) in OpenAI's two response shapes and
 * llama-server's completion_probabilities. The batch thread adds entries while a streaming request's thread reads the
 * new ones for each chunk.
 */
final class Logprobs implements Generator.TokenObserver {
    private static final ObjectMapper JSON = new ObjectMapper();

    private record Entry(int token, double logprob, int[] top, double[] topLogprobs) {
    }

    private final Tokenizer tok;
    private final int topN;
    private final List<Entry> entries = new ArrayList<>();
    private int streamed;
    /** For llama-server's post_sampling_probs: the sampler's settings and the ids so far; null for raw logprobs. */
    private final io.mlxcel.model.sampling.Sampler postSampling;
    private int[] history;
    private int historyLength;

    Logprobs(Tokenizer tok, int topN) {
        this(tok, topN, null, null);
    }

    /**
     * With {@code sampling} (and the prompt), the probabilities are those the draw used (after bias, penalties,
     * top-k/top-p/min-p and temperature), as llama-server's post_sampling_probs gives them.
     */
    Logprobs(Tokenizer tok, int topN, io.mlxcel.model.sampling.SamplingParams sampling, int[] prompt) {
        this.tok = tok;
        this.topN = topN;
        this.postSampling = sampling == null ? null : new io.mlxcel.model.sampling.Sampler(sampling);
        this.history = prompt == null ? new int[0] : java.util.Arrays.copyOf(prompt, prompt.length + 64);
        this.historyLength = prompt == null ? 0 : prompt.length;
    }

    boolean postSampling() {
        return postSampling != null;
    }

    @Override
    public synchronized void onToken(int token, float[] logits) {
        if (postSampling != null) {
            var c = postSampling.candidates(logits, history, historyLength);
            int n = Math.min(topN, c.ids().length);
            double[] probs = java.util.Arrays.copyOf(c.probs(), n);
            double chosen = 0;
            for (int i = 0; i < c.ids().length; i++) if (c.ids()[i] == token) chosen = c.probs()[i];
            // probabilities are kept in the log fields; the llama shape writes them back as "prob"
            for (int i = 0; i < n; i++) probs[i] = Math.log(probs[i]);
            entries.add(new Entry(token, Math.log(chosen), java.util.Arrays.copyOf(c.ids(), n), probs));
            if (historyLength == history.length) history = java.util.Arrays.copyOf(history, history.length * 2 + 1);
            history[historyLength++] = token;
            return;
        }
        double max = Double.NEGATIVE_INFINITY;
        for (float l : logits) max = Math.max(max, l);
        double sum = 0;
        for (float l : logits) sum += Math.exp(l - max);
        double logZ = max + Math.log(sum);
        int[] top = new int[topN];
        double[] topLp = new double[topN];
        java.util.Arrays.fill(top, -1);
        java.util.Arrays.fill(topLp, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < logits.length; i++) {
            double lp = logits[i] - logZ;
            if (topN > 0 && lp > topLp[topN - 1]) {
                int at = topN - 1;
                while (at > 0 && lp > topLp[at - 1]) {
                    topLp[at] = topLp[at - 1];
                    top[at] = top[at - 1];
                    at--;
                }
                topLp[at] = lp;
                top[at] = i;
            }
        }
        entries.add(new Entry(token, logits[token] - logZ, top, topLp));
    }

    private String text(int id) {
        return new String(tok.tokenBytes(id, true), StandardCharsets.UTF_8);
    }

    private ArrayNode bytes(int id) {
        ArrayNode a = JSON.createArrayNode();
        for (byte b : tok.tokenBytes(id, true)) a.add(b & 0xFF);
        return a;
    }

    /** {"content": [{token, logprob, bytes, top_logprobs: [{token, logprob, bytes}]}]} */
    synchronized ObjectNode chat() {
        return chat(entries);
    }

    /** The chat shape for the tokens since the last call (a streamed chunk's), or null if there are none. */
    synchronized ObjectNode chatSinceLast() {
        return sinceLast(this::chat);
    }

    /** The text-completion shape for the tokens since the last call, or null if there are none. */
    synchronized ObjectNode completionSinceLast() {
        return sinceLast(this::completion);
    }

    /** {@code shape} of the entries no streamed chunk has carried yet, or null if there are none. */
    private <T> T sinceLast(java.util.function.Function<List<Entry>, T> shape) {
        if (streamed == entries.size()) return null;
        T out = shape.apply(entries.subList(streamed, entries.size()));
        streamed = entries.size();
        return out;
    }

    /** llama-server's completion_probabilities: [{id, token, bytes, logprob, top_logprobs: [{id, token, bytes, logprob}]}] */
    synchronized ArrayNode llama() {
        return llama(entries);
    }

    /** llama-server's shape for the tokens since the last call (a streamed chunk's), or null if there are none. */
    synchronized ArrayNode llamaSinceLast() {
        return sinceLast(this::llama);
    }

    /**
     * The llama-server shape of {@code list}: log-probabilities ({@code logprob}, {@code top_logprobs}), or with
     * post_sampling_probs the draw's probabilities ({@code prob}, {@code top_probs}).
     */
    private ArrayNode llama(List<Entry> list) {
        boolean probs = postSampling != null;
        String value = probs ? "prob" : "logprob";
        ArrayNode out = JSON.createArrayNode();
        for (Entry e : list) {
            ObjectNode o = out.addObject().put("id", e.token()).put("token", text(e.token()));
            o.set("bytes", bytes(e.token()));
            o.put(value, probs ? Math.exp(e.logprob()) : e.logprob());
            ArrayNode tops = o.putArray(probs ? "top_probs" : "top_logprobs");
            for (int i = 0; i < e.top().length; i++) {
                ObjectNode t = tops.addObject().put("id", e.top()[i]).put("token", text(e.top()[i]));
                t.set("bytes", bytes(e.top()[i]));
                t.put(value, probs ? Math.exp(e.topLogprobs()[i]) : e.topLogprobs()[i]);
            }
        }
        return out;
    }

    private ObjectNode chat(List<Entry> list) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode content = root.putArray("content");
        for (Entry e : list) {
            ObjectNode o = content.addObject().put("token", text(e.token())).put("logprob", e.logprob());
            o.set("bytes", bytes(e.token()));
            ArrayNode tops = o.putArray("top_logprobs");
            for (int i = 0; i < e.top().length; i++) {
                ObjectNode t = tops.addObject().put("token", text(e.top()[i])).put("logprob", e.topLogprobs()[i]);
                t.set("bytes", bytes(e.top()[i]));
            }
        }
        return root;
    }

    /** {"tokens": [...], "token_logprobs": [...], "top_logprobs": [{token: logprob}], "text_offset": [...]} */
    synchronized ObjectNode completion() {
        return completion(entries);
    }

    private ObjectNode completion(List<Entry> list) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode tokens = root.putArray("tokens"), lps = root.putArray("token_logprobs"), tops = root.putArray("top_logprobs");
        ArrayNode offsets = root.putArray("text_offset");
        int offset = 0;
        for (Entry e : list) {
            String t = text(e.token());
            tokens.add(t);
            lps.add(e.logprob());
            ObjectNode m = tops.addObject();
            for (int i = 0; i < e.top().length; i++) m.put(text(e.top()[i]), e.topLogprobs()[i]);
            offsets.add(offset);
            offset += t.length();
        }
        return root;
    }
}
