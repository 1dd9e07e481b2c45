package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.tokenizer.Tokenizer;

import java.util.ArrayList;
import java.util.List;

/**
 * Completion prompts in every form llama-server takes: a string, an array of token ids, a mixed array of strings and
 * ids (one prompt), a {@code {"prompt_string": …}} or {@code {"content": [text parts]}} object, or an array of those (several prompts, one result each).
 */
final class Prompts {
    private Prompts() {
    }

    /** The prompts of {@code field}, each tokenized with BOS (where the model adds one) and special tokens parsed. */
    static List<int[]> of(JsonNode body, String field, Tokenizer tok) {
        JsonNode p = body.get(field);
        if (p == null || p.isNull()) throw ApiError.badRequest(field, "'" + field + "' is required");
        List<int[]> out = new ArrayList<>();
        if (p.isArray() && !containsIds(p)) {
            for (int i = 0; i < p.size(); i++) out.add(one(p.get(i), field + "[" + i + "]", tok));
        } else {
            out.add(one(p, field, tok));
        }
        if (out.isEmpty()) throw ApiError.badRequest(field, "'" + field + "' must not be empty");
        return out;
    }

    private static int[] one(JsonNode p, String where, Tokenizer tok) {
        if (p.isObject() && p.has("prompt_string")) {
            if (p.has("multimodal_data")) throw ApiError.badRequest(where, "multimodal data given, but the model does not take images or audio");
            return mixed(p.get("prompt_string"), where + ".prompt_string", tok, true, true);
        }
        if (p.isObject() && p.path("content").isArray()) {
            // a message-like object: its text parts, joined
            StringBuilder text = new StringBuilder();
            for (JsonNode part : p.get("content")) {
                if (!"text".equals(part.path("type").asText()) || !part.path("text").isTextual()) {
                    throw ApiError.badRequest(where + ".content", "'" + where + ".content' parts must be {\"type\": \"text\", \"text\": ...}");
                }
                text.append(part.get("text").asText());
            }
            return mixed(com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.textNode(text.toString()), where, tok, true, true);
        }
        if (p.isTextual() || p.isArray()) return mixed(p, where, tok, true, true);
        throw ApiError.badRequest(where, "'" + where + "' must be a string, a list of token ids, a list of strings and token ids, or {\"prompt_string\": …}");
    }

    /**
     * llama-server's tokenize_mixed: a string, or an array of strings and token ids joined in order; BOS (with
     * {@code addSpecial}) only before a leading string.
     */
    static int[] mixed(JsonNode p, String where, Tokenizer tok, boolean addSpecial, boolean parseSpecial) {
        List<Integer> ids = new ArrayList<>();
        if (p.isTextual()) {
            addText(ids, p.asText(), tok, addSpecial, parseSpecial);
        } else if (p.isArray()) {
            for (int i = 0; i < p.size(); i++) {
                JsonNode e = p.get(i);
                if (e.isTextual()) {
                    addText(ids, e.asText(), tok, addSpecial && i == 0, parseSpecial);
                } else if (e.isIntegralNumber() && e.canConvertToInt() && e.asInt() >= 0 && e.asInt() < tok.vocabSize()) {
                    ids.add(e.asInt());
                } else {
                    throw ApiError.badRequest(where, where + "[" + i + "] is neither a string nor a token id of this model: " + e);
                }
            }
        } else {
            throw ApiError.badRequest(where, "'" + where + "' must be a string or a list of strings and token ids");
        }
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void addText(List<Integer> ids, String text, Tokenizer tok, boolean addSpecial, boolean parseSpecial) {
        if (addSpecial && tok.addBos()) ids.add(tok.bosId());
        for (int id : tok.encode(text, parseSpecial)) ids.add(id);
    }

    private static boolean containsIds(JsonNode array) {
        for (JsonNode e : array) if (e.isIntegralNumber()) return true;
        return false;
    }
}
