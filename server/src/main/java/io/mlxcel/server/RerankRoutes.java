package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * llama-server's /rerank (also /reranking, /v1/rerank, /v1/reranking) with --reranking: each document's score for the
 * query ({@link RankHead}), best first. Jina's shape ({@code documents} in; {@code results} of index and
 * relevance_score, with usage) unless the request uses TEI's {@code texts}, which answers a bare list of index and
 * score (and the text with {@code return_text}). {@code top_n} keeps the best n.
 */
final class RerankRoutes {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final MlxcelServer server;
    private final ServerConfig.Embeddings cfg;

    RerankRoutes(MlxcelServer server, ServerConfig.Embeddings cfg) {
        this.server = server;
        this.cfg = cfg;
    }

    void rerank(Context ctx) {
        if (!cfg.reranking()) {
            throw new ApiError(501, "not_supported_error", null, "This server does not support reranking. Start it with `--reranking`");
        }
        InferenceService s = server.ready(ctx);
        JsonNode b = MlxcelServer.body(ctx);
        boolean tei = b.has("texts");
        JsonNode q = b.get("query");
        if (q == null) throw ApiError.badRequest("query", "\"query\" must be provided");
        if (!q.isTextual()) throw ApiError.badRequest("query", "\"query\" must be a string");
        List<String> documents = strings(b.has("documents") ? b.get("documents") : b.get("texts"));
        if (documents.isEmpty()) throw ApiError.badRequest(tei ? "texts" : "documents", "\"documents\" must be a non-empty string array");
        int topN = (int) Requests.integer(b, "top_n", documents.size(), Integer.MAX_VALUE);
        RankHead head = s.rankHead();
        List<ObjectNode> results = new ArrayList<>();
        int tokens = 0;
        String label = tei ? "score" : "relevance_score";
        boolean returnText = tei && Requests.bool(b, "return_text", false);
        for (int i = 0; i < documents.size(); i++) {
            int[] prompt = head.prompt(s.model.tokenizer(), q.asText(), documents.get(i));
            tokens += prompt.length;
            float score = s.hiddenStates(prompt, head::score);
            ObjectNode r = JSON.createObjectNode().put("index", i).put(label, score);
            if (returnText) r.put("text", documents.get(i));
            results.add(r);
        }
        results.sort(Comparator.comparingDouble((ObjectNode r) -> r.get(label).asDouble()).reversed());
        List<ObjectNode> kept = results.subList(0, Math.max(0, Math.min(topN, results.size())));
        ArrayNode list = JSON.createArrayNode();
        kept.forEach(list::add);
        if (tei) {
            ctx.json(list);
            return;
        }
        ObjectNode root = JSON.createObjectNode().put("model", b.path("model").isTextual() ? b.get("model").asText() : s.id).put("object", "list");
        root.putObject("usage").put("prompt_tokens", tokens).put("total_tokens", tokens);
        root.set("results", list);
        ctx.json(root);
    }

    /** A list of strings as llama-server reads one (anything else counts as none). */
    private static List<String> strings(JsonNode n) {
        List<String> out = new ArrayList<>();
        if (n == null || !n.isArray()) return out;
        for (JsonNode e : n) {
            if (!e.isTextual()) return List.of();
            out.add(e.asText());
        }
        return out;
    }
}
