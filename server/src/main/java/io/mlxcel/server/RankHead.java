package io.mlxcel.server;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.tokenizer.Tokenizer;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A reranker's score of one (query, document) pair, as llama.cpp computes it with rank pooling on a decoder: the
 * last token's final-normed hidden state through the classification head (llama.cpp's {@code cls_out}), softmax over
 * the labels for Qwen 3 (whose head is the "yes" and "no" rows of its output projection), and the first label's value
 * as the score.
 *
 * <p>The head comes from the GGUF's {@code cls.output.weight}; a safetensors Qwen 3 reranker, which has none, uses the
 * rows of its output projection for the tokens "yes" and "no", as Qwen's own scoring does. The prompt is the GGUF's
 * {@code tokenizer.chat_template.rerank} with {query} and {document} filled in (Qwen's reranker format for the
 * safetensors case), else query and document joined with the separators the tokenizer metadata asks for.
 */
final class RankHead {
    /** Qwen 3 reranker's prompt, as its model card gives it (and llama.cpp's converter stores it). */
    static final String QWEN3_TEMPLATE = "<|im_start|>system\nJudge whether the Document meets the requirements based on "
            + "the Query and the Instruct provided. Note that the answer can only be \"yes\" or \"no\".<|im_end|>\n"
            + "<|im_start|>user\n<Instruct>: Given a web search query, retrieve relevant passages that answer the query\n"
            + "<Query>: {query}\n<Document>: {document}<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n";

    private final List<HostWeight> rows;
    private final float[] bias;
    private final boolean softmax;
    private final String template;
    private final boolean addEos, addSep;
    private final int eos, sep;
    private List<Tensor> bound;

    private RankHead(List<HostWeight> rows, float[] bias, boolean softmax, String template, boolean addEos, boolean addSep, int eos, int sep) {
        this.rows = rows;
        this.bias = bias;
        this.softmax = softmax;
        this.template = template;
        this.addEos = addEos;
        this.addSep = addSep;
        this.eos = eos;
        this.sep = sep;
    }

    /** The head of a loaded model; a model without one is a 501 saying what is missing. */
    static RankHead of(LoadedModel m) {
        Checkpoint ck = m.checkpoint();
        boolean qwen3 = m.config().modelType().equals("qwen3");
        Path src = m.source();
        if (src.getFileName().toString().endsWith(".gguf")) {
            if (!ck.has("score.weight")) {
                throw new ApiError(501, "not_supported_error", null, "this model has no classification head (GGUF tensor 'cls.output.weight'): "
                        + "it is not a reranker");
            }
            Map<String, Object> meta = new java.util.HashMap<>();
            try (GgufFile f = GgufFile.open(src)) {
                for (String k : new String[]{"tokenizer.ggml.eos_token_id", "tokenizer.ggml.seperator_token_id", "tokenizer.chat_template.rerank",
                        "tokenizer.ggml.add_eos_token", "tokenizer.ggml.add_sep_token"}) {
                    Object v = f.metadata().get(k);
                    if (v != null) meta.put(k, v);
                }
            }
            float[] bias = ck.has("score.bias") ? floats(ck.weight("score.bias")) : null;
            int eos = meta.get("tokenizer.ggml.eos_token_id") instanceof Number n ? n.intValue() : -1;
            int sep = meta.get("tokenizer.ggml.seperator_token_id") instanceof Number n ? n.intValue() : -1;
            return new RankHead(List.of(ck.weight("score.weight")), bias, qwen3,
                    meta.get("tokenizer.chat_template.rerank") instanceof String t ? t : null,
                    Boolean.TRUE.equals(meta.get("tokenizer.ggml.add_eos_token")), Boolean.TRUE.equals(meta.get("tokenizer.ggml.add_sep_token")),
                    eos >= 0 ? eos : sep, sep);
        }
        Tokenizer tok = m.tokenizer();
        int yes = tok.id("yes"), no = tok.id("no");
        if (!qwen3 || yes < 0 || no < 0) {
            throw new ApiError(501, "not_supported_error", null, "this model is not a reranker: reranking takes a GGUF with a "
                    + "classification head or a Qwen 3 reranker (model_type qwen3, tokens \"yes\" and \"no\")");
        }
        HostWeight out = ck.has("lm_head.weight") ? ck.weight("lm_head.weight") : ck.weight("model.embed_tokens.weight");
        return new RankHead(List.of(out.rows(yes, 1, "rank.yes"), out.rows(no, 1, "rank.no")), null, true, QWEN3_TEMPLATE, false, false, -1, -1);
    }

    /** The tokens scored for one pair (llama-server's format_prompt_rerank). */
    int[] prompt(Tokenizer tok, String query, String document) {
        if (template != null) return tok.encode(template.replace("{query}", query).replace("{document}", document), true);
        List<Integer> ids = new ArrayList<>();
        if (tok.addBos()) ids.add(tok.bosId());
        for (int t : tok.encode(query, false)) ids.add(t);
        if (addEos && eos >= 0) ids.add(eos);
        if (addSep && sep >= 0) ids.add(sep);
        for (int t : tok.encode(document, false)) ids.add(t);
        if (addEos && eos >= 0) ids.add(eos);
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The score of the last token's hidden state; runs on the batch thread, which owns the backend. */
    float score(ComputeBackend be, float[][] hidden) {
        if (bound == null) bound = rows.stream().map(be::weight).toList();
        float[] h = hidden[hidden.length - 1];
        Tensor x = be.floats(h, Shape.of(1, h.length));
        List<Float> logits = new ArrayList<>();
        for (Tensor w : bound) for (float v : be.readFloats(be.linear(x, w))) logits.add(v);
        float[] z = new float[logits.size()];
        for (int i = 0; i < z.length; i++) z[i] = logits.get(i) + (bias == null ? 0f : bias[i]);
        if (!softmax) return z[0];
        float max = Float.NEGATIVE_INFINITY;
        for (float v : z) max = Math.max(max, v);
        double sum = 0;
        float[] e = new float[z.length];
        for (int i = 0; i < z.length; i++) {
            e[i] = (float) Math.exp(z[i] - max);
            sum += e[i];
        }
        return (float) (e[0] / sum);
    }

    private static float[] floats(HostWeight w) {
        if (w.type() != WeightType.F32) throw new ApiError(501, "not_supported_error", null, w.name() + ": a classification head bias must be f32, got " + w.type());
        float[] out = new float[(int) w.numel()];
        for (int i = 0; i < out.length; i++) out[i] = w.data().getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i);
        return out;
    }
}
