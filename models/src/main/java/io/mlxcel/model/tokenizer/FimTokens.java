package io.mlxcel.model.tokenizer;

import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * Fill-in-the-middle tokens (-1 where a vocabulary has none), found as llama.cpp finds them: the GGUF's
 * {@code tokenizer.ggml.fim_*_token_id} keys (or the older prefix/suffix/middle keys) first, else by the token's text
 * in the spellings the model families use. {@code pad}, {@code repo} and {@code fileSep} also end generation there.
 */
public record FimTokens(int prefix, int suffix, int middle, int pad, int repo, int fileSep) {
    public static final FimTokens NONE = new FimTokens(-1, -1, -1, -1, -1, -1);

    private static final List<String> PREFIX = List.of("<|fim_prefix|>", "<fim-prefix>", "<fim_prefix>", "<｜fim▁begin｜>",
            "<PRE>", "▁<PRE>", "<|code_prefix|>", "<|prefix|>");
    private static final List<String> SUFFIX = List.of("<|fim_suffix|>", "<fim-suffix>", "<fim_suffix>", "<｜fim▁hole｜>",
            "<SUF>", "▁<SUF>", "<|code_suffix|>", "<|suffix|>");
    private static final List<String> MIDDLE = List.of("<|fim_middle|>", "<fim-middle>", "<fim_middle>", "<｜fim▁end｜>",
            "<MID>", "▁<MID>", "<|code_middle|>", "<|middle|>");
    private static final List<String> PAD = List.of("<|fim_pad|>", "<fim-pad>", "<fim_pad>", "<PAD>", "[PAD]");
    private static final List<String> REPO = List.of("<|fim_repo|>", "<|repo_name|>", "<fim-repo>", "<REPO>", "<reponame>");
    private static final List<String> FILE_SEP = List.of("<|file_sep|>");
    /** Every text the tokens are looked for under. */
    static final java.util.Set<String> TEXTS = java.util.stream.Stream.of(PREFIX, SUFFIX, MIDDLE, PAD, REPO, FILE_SEP)
            .flatMap(List::stream).collect(java.util.stream.Collectors.toUnmodifiableSet());

    /**
     * The tokens of a vocabulary: {@code ids} gives a text's id or -1; {@code metadata} is a GGUF file's metadata (or
     * null), whose ids win over the texts.
     */
    public static FimTokens find(ToIntFunction<String> ids, Map<String, Object> metadata) {
        return new FimTokens(
                pick(metadata, ids, PREFIX, "tokenizer.ggml.fim_pre_token_id", "tokenizer.ggml.prefix_token_id"),
                pick(metadata, ids, SUFFIX, "tokenizer.ggml.fim_suf_token_id", "tokenizer.ggml.suffix_token_id"),
                pick(metadata, ids, MIDDLE, "tokenizer.ggml.fim_mid_token_id", "tokenizer.ggml.middle_token_id"),
                pick(metadata, ids, PAD, "tokenizer.ggml.fim_pad_token_id", null),
                pick(metadata, ids, REPO, "tokenizer.ggml.fim_rep_token_id", null),
                pick(metadata, ids, FILE_SEP, "tokenizer.ggml.fim_sep_token_id", null));
    }

    private static int pick(Map<String, Object> metadata, ToIntFunction<String> ids, List<String> texts, String key, String oldKey) {
        if (metadata != null) {
            for (String k : new String[]{key, oldKey}) {
                if (k != null && metadata.get(k) instanceof Number n) return n.intValue();
            }
        }
        for (String t : texts) {
            int id = ids.applyAsInt(t);
            if (id >= 0) return id;
        }
        return -1;
    }

    /** What infill lacks, in llama-server's words ("prefix token is missing. ..."), or "" when it has all three. */
    public String missingForInfill() {
        StringBuilder sb = new StringBuilder();
        if (prefix < 0) sb.append("prefix token is missing. ");
        if (suffix < 0) sb.append("suffix token is missing. ");
        if (middle < 0) sb.append("middle token is missing. ");
        return sb.toString();
    }

    /** The ids among pad, repo and file separator that exist: llama.cpp ends generation on them. */
    public List<Integer> endOfGeneration() {
        List<Integer> out = new java.util.ArrayList<>();
        for (int id : new int[]{pad, repo, fileSep}) if (id >= 0) out.add(id);
        return out;
    }
}
