package io.mlxcel.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The last part of the warm-up: one short request through each generating route, over HTTP to the server itself,
 * before it reports ready. The generation rounds warm the backend's kernels; these warm everything a client's first
 * request meets besides them: Jetty's request parsing, Jackson both ways, the tokenizer's pre-tokenizer, the chat
 * template, SSE, the random source behind completion ids. Without them the first request after /health says ok took
 * about 1.3 s more than the next one (a one-token completion, 1B-shape model: 1.37 s, then 0.08 s).
 *
 * <p>The server still answers 503 to everyone else: a request is let through only with {@link #HEADER} set to a key
 * made for this start and never sent anywhere else. The statistics forget these requests with the rest of the warm-up.
 */
final class RouteWarmup {
    static final String HEADER = "X-Mlxcel-Warmup";

    private RouteWarmup() {
    }

    /** What one warm-up request sends. */
    record Call(String path, String body) {
    }

    /**
     * The requests: every generating route, streamed and not, with one or two tokens each; each names {@code model}
     * where that is not null (a router-mode server).
     */
    static List<Call> calls(boolean chatTemplate, String model) {
        List<Call> calls = calls(chatTemplate);
        if (model == null) return calls;
        String field = "{\"model\":" + com.fasterxml.jackson.databind.node.TextNode.valueOf(model) + ",";
        return calls.stream().map(c -> new Call(c.path(), field + c.body().substring(1))).toList();
    }

    static List<Call> calls(boolean chatTemplate) {
        List<Call> calls = new ArrayList<>();
        if (chatTemplate) {
            String messages = "\"messages\":[{\"role\":\"system\",\"content\":\"Be brief.\"},{\"role\":\"user\",\"content\":\"Hello, who are you?\"}]";
            calls.add(new Call("/v1/chat/completions", "{" + messages + ",\"max_tokens\":2}"));
            calls.add(new Call("/v1/chat/completions", "{" + messages + ",\"max_tokens\":2,\"stream\":true,\"stream_options\":{\"include_usage\":true}}"));
            calls.add(new Call("/apply-template", "{" + messages + "}"));
            // the agent paths with prompts as short as the others (a longer one, such as a tool description, would
            // cost a compiling backend a larger prompt bucket): a JSON-schema reply builds the vocabulary trie and the
            // grammar automaton, and the Messages and Responses routes run once
            calls.add(new Call("/v1/chat/completions", "{" + messages + ",\"max_tokens\":4,\"response_format\":{\"type\":\"json_object\"}}"));
            calls.add(new Call("/v1/messages", "{\"system\":\"Be brief.\",\"messages\":[{\"role\":\"user\",\"content\":\"Hello\"}],\"max_tokens\":2}"));
            calls.add(new Call("/v1/responses", "{\"input\":\"Hi\",\"max_output_tokens\":2}"));
        }
        calls.add(new Call("/v1/completions", "{\"prompt\":\"The weather today is\",\"max_tokens\":2}"));
        calls.add(new Call("/v1/completions", "{\"prompt\":\"The weather today is\",\"max_tokens\":2,\"stream\":true}"));
        calls.add(new Call("/completion", "{\"prompt\":\"Once upon a time\",\"n_predict\":2}"));
        calls.add(new Call("/completion", "{\"prompt\":\"Once upon a time\",\"n_predict\":2,\"stream\":true}"));
        calls.add(new Call("/tokenize", "{\"content\":\"Hello world\"}"));
        calls.add(new Call("/detokenize", "{\"tokens\":[1,2,3]}"));
        return calls;
    }

    /** Where a client on this machine reaches a server bound to {@code host}: a wildcard address means loopback. */
    static String loopback(String host) {
        return host == null || host.isEmpty() || host.equals("0.0.0.0") ? "127.0.0.1" : host.equals("::") ? "::1" : host;
    }

    /**
     * Sends the calls to the server listening at host:port (a wildcard host through loopback) and returns how many
     * answered 200. A failure only costs the warm-up of that route: the server works without it.
     */
    static int run(String host, int port, String apiKey, String key, List<Call> calls) {
        String h = loopback(host);
        String base = "http://" + (h.contains(":") ? "[" + h + "]" : h) + ":" + port;
        int ok = 0;
        for (Call c : calls) {
            try {
                HttpURLConnection con = (HttpURLConnection) URI.create(base + c.path()).toURL().openConnection();
                con.setRequestMethod("POST");
                con.setDoOutput(true);
                con.setConnectTimeout(5_000);
                con.setReadTimeout(120_000);
                con.setRequestProperty("Content-Type", "application/json");
                con.setRequestProperty(HEADER, key);
                if (apiKey != null) con.setRequestProperty("Authorization", "Bearer " + apiKey);
                try (OutputStream out = con.getOutputStream()) {
                    out.write(c.body().getBytes(StandardCharsets.UTF_8));
                }
                int status = con.getResponseCode();
                try (InputStream in = status < 400 ? con.getInputStream() : con.getErrorStream()) {
                    if (in != null) in.readAllBytes();   // the whole response: SSE is written as the tokens come
                }
                if (status == 200) ok++;
                con.disconnect();
            } catch (IOException | IllegalArgumentException e) {
                // the route stays cold; the server itself is unaffected
            }
        }
        return ok;
    }
}
