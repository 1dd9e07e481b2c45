package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.tokenizer.FimTokens;
import io.mlxcel.model.tokenizer.Tokenizer;

import java.util.ArrayList;
import java.util.List;

/**
 * The prompt of llama-server's /infill, laid out as it lays it out (the repository-level fill-in-the-middle pattern):
 * <pre>
 * [repo]myproject\n [sep]file0\n text0 … [sep]filename\n [prefix]input_prefix prompt [suffix]input_suffix [middle]
 * </pre>
 * Extra files ({@code input_extra}) go first, as many of the last ones as the context leaves room for; without a file
 * separator token each is introduced by a "--- snippet ---" line. The prefix keeps its last 3/4 of a batch, the
 * suffix its first tokens up to what is left of the last quarter; with {@code spm} the suffix part comes first.
 */
final class InfillPrompt {
    private static final String SNIPPET = "\n\n--- snippet ---\n\n";

    private InfillPrompt() {
    }

    /** Checks the request as llama-server does; a bad one is a 400 naming the field. */
    static void validate(JsonNode b) {
        if (b.has("prompt") && !b.get("prompt").isTextual()) throw ApiError.badRequest("prompt", "\"prompt\" must be a string");
        if (!b.has("input_prefix")) throw ApiError.badRequest("input_prefix", "\"input_prefix\" is required");
        if (!b.has("input_suffix")) throw ApiError.badRequest("input_suffix", "\"input_suffix\" is required");
        JsonNode extra = b.get("input_extra");
        if (extra == null || extra.isNull()) return;
        if (!extra.isArray()) {
            throw ApiError.badRequest("input_extra", "\"input_extra\" must be an array of {\"filename\": string, \"text\": string}");
        }
        for (JsonNode chunk : extra) {
            if (!chunk.path("text").isTextual()) {
                throw ApiError.badRequest("input_extra", "extra_context chunk must contain a \"text\" field with a string value");
            }
            if (chunk.has("filename") && !chunk.get("filename").isTextual()) {
                throw ApiError.badRequest("input_extra", "extra_context chunk's \"filename\" field must be a string");
            }
        }
    }

    /**
     * The token ids of a validated request.
     *
     * @param nPredict the server's default token budget (-1: none), which the extra files leave room for
     * @param nCtx     a slot's context
     */
    static int[] tokens(JsonNode b, Tokenizer tok, ServerConfig.Infill cfg, int nPredict, int nCtx) {
        FimTokens fim = tok.fim();
        List<Integer> extra = new ArrayList<>();
        if (fim.repo() >= 0) {
            extra.add(fim.repo());
            add(extra, tok.encode("myproject\n", false));
        }
        JsonNode chunks = b.get("input_extra");
        if (chunks != null && chunks.isArray()) {
            for (JsonNode chunk : chunks) {
                if (fim.fileSep() >= 0) {
                    extra.add(fim.fileSep());
                    add(extra, tok.encode(chunk.path("filename").asText("tmp") + "\n", false));
                } else {
                    add(extra, tok.encode(SNIPPET, false));
                }
                add(extra, tok.encode(chunk.path("text").asText(), false));
            }
        }
        if (fim.fileSep() >= 0) {
            extra.add(fim.fileSep());
            add(extra, tok.encode("filename\n", false));
        }
        int[] prompt = tok.encode(b.path("prompt").asText(""), true);
        int[] prefix = Prompts.mixed(b.get("input_prefix"), "input_prefix", tok, false, false);
        int[] suffix = Prompts.mixed(b.get("input_suffix"), "input_suffix", tok, false, false);
        int prefixTake = Math.min(prefix.length, 3 * (cfg.batch() / 4));
        int suffixTake = Math.min(suffix.length, Math.max(0, cfg.batch() / 4 - (2 + prompt.length)));
        int extraTake = Math.min(Math.max(0, nCtx - cfg.batch() - 2 * nPredict), extra.size());

        List<Integer> pre = new ArrayList<>();
        pre.add(fim.prefix());
        for (int i = prefix.length - prefixTake; i < prefix.length; i++) pre.add(prefix[i]);
        add(pre, prompt);
        List<Integer> suf = new ArrayList<>();
        suf.add(fim.suffix());
        for (int i = 0; i < suffixTake; i++) suf.add(suffix[i]);

        List<Integer> out = new ArrayList<>(extra.subList(extra.size() - extraTake, extra.size()));
        if (tok.addBos()) out.add(tok.bosId());
        out.addAll(cfg.spm() ? suf : pre);
        out.addAll(cfg.spm() ? pre : suf);
        out.add(fim.middle());
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void add(List<Integer> to, int[] ids) {
        for (int id : ids) to.add(id);
    }
}
