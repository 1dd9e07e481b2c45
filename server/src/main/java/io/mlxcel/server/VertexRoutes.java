package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Google Cloud Vertex AI's custom-container contract, as llama-server serves it when {@code AIP_MODE=PREDICTION}: a
 * predict route ({@code AIP_PREDICT_ROUTE}, default /predict) takes {@code {"instances": [...]}}, each instance a
 * request body whose {@code @requestFormat} names a POST route ("chatCompletions" for /v1/chat/completions, or the
 * path itself); the instances run together and {@code {"predictions": [...]}} holds each route's reply (an error
 * object for one that failed). Instances go through the server's own routes over loopback, with the caller's
 * credentials, so each is validated and answered exactly as a direct call would be.
 */
public final class VertexRoutes {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_INSTANCES = 128;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final Map<String, String> aliases = new LinkedHashMap<>();
    private final Set<String> paths;
    private final String host;
    private final java.util.function.IntSupplier port;

    private VertexRoutes(List<String> postPaths, String host, java.util.function.IntSupplier port) {
        this.paths = Set.copyOf(postPaths);
        this.host = host;
        this.port = port;
        for (String p : postPaths) aliases.putIfAbsent(alias(p), p);
    }

    /** Registers the routes when the environment asks for Vertex AI's contract (AIP_MODE=PREDICTION). */
    static void register(Javalin app, List<String> postPaths, String host, java.util.function.IntSupplier port, io.javalin.http.Handler health) {
        if (!"PREDICTION".equals(System.getenv("AIP_MODE"))) return;
        VertexRoutes v = new VertexRoutes(postPaths, host, port);
        String predict = leadingSlash(System.getenv().getOrDefault("AIP_PREDICT_ROUTE", "/predict"));
        if (postPaths.contains(predict)) throw new IllegalArgumentException("AIP_PREDICT_ROUTE=" + predict + " is one of the server's own routes");
        app.post(predict, v::predict);
        String healthRoute = System.getenv("AIP_HEALTH_ROUTE");
        if (healthRoute != null && !healthRoute.isBlank()) app.get(leadingSlash(healthRoute), health);
    }

    /** The server port Vertex AI assigns (AIP_HTTP_PORT), when its contract is on; else {@code port}. */
    public static int port(int port) {
        if (!"PREDICTION".equals(System.getenv("AIP_MODE"))) return port;
        String p = System.getenv("AIP_HTTP_PORT");
        return p == null || p.isBlank() ? 8080 : Integer.parseInt(p.strip());
    }

    private static String leadingSlash(String p) {
        return p.startsWith("/") ? p : "/" + p;
    }

    /** "/v1/chat/completions" -> "chatCompletions": the path without /v1, camel-cased at '/', '-' and '_'. */
    static String alias(String path) {
        String s = path.startsWith("/v1") && path.length() > 3 ? path.substring(3) : path;
        if (s.startsWith("/")) s = s.substring(1);
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : s.toCharArray()) {
            if (c == ':') break;
            if (c == '/' || c == '-' || c == '_') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }

    private void predict(Context ctx) throws Exception {
        JsonNode body = MlxcelServer.body(ctx);
        JsonNode instances = body.get("instances");
        if (instances == null || !instances.isArray()) throw ApiError.badRequest("instances", "request body must include an array field named instances");
        if (instances.size() > MAX_INSTANCES) throw ApiError.badRequest("instances", "instances array exceeds maximum size of " + MAX_INSTANCES);
        String auth = ctx.header("Authorization"), apiKey = ctx.header("X-Api-Key");
        try (var threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<JsonNode>> replies = new java.util.ArrayList<>();
            for (JsonNode instance : instances) replies.add(threads.submit(() -> run(instance, auth, apiKey)));
            ObjectNode out = JSON.createObjectNode();
            ArrayNode predictions = out.putArray("predictions");
            for (var f : replies) predictions.add(f.get());
            ctx.json(out);
        }
    }

    private JsonNode run(JsonNode instance, String auth, String apiKey) {
        if (!instance.isObject()) return error("each instance must be a JSON object");
        JsonNode format = instance.get("@requestFormat");
        if (format == null || !format.isTextual()) return error("each instance must include a string @requestFormat");
        String path = aliases.getOrDefault(format.asText(), paths.contains(format.asText()) ? format.asText() : null);
        if (path == null) return error("no handler registered for @requestFormat: " + format.asText());
        ObjectNode payload = ((ObjectNode) instance).deepCopy();
        payload.remove("@requestFormat");
        // the predict route answers once: a streamed instance is answered whole
        if (payload.has("stream")) payload.put("stream", false);
        try {
            HttpRequest.Builder req = HttpRequest.newBuilder(URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port.getAsInt() + path))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(payload)));
            if (auth != null) req.header("Authorization", auth);
            if (apiKey != null) req.header("X-Api-Key", apiKey);
            HttpResponse<String> r = HTTP.send(req.build(), HttpResponse.BodyHandlers.ofString());
            try {
                return JSON.readTree(r.body());
            } catch (java.io.IOException e) {
                return JSON.getNodeFactory().textNode(r.body());
            }
        } catch (java.io.IOException e) {
            return error("instance failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return error("interrupted");
        }
    }

    private static JsonNode error(String message) {
        return MlxcelServer.error(400, "invalid_request_error", null, message);
    }
}
