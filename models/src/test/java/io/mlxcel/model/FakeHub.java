package io.mlxcel.model;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A local stand-in for the Hugging Face hub's two endpoints (file listing and resolve), with gated repos, revisions,
 * Range requests, a connection drop mid-file and a lying checksum, for download tests. Loopback only.
 */
public final class FakeHub implements AutoCloseable {
    /** repo -> revision -> file -> bytes */
    final Map<String, Map<String, Map<String, byte[]>>> repos = new HashMap<>();
    final Set<String> gated = new HashSet<>();
    final Map<String, Integer> dropAfterBytesOnce = new HashMap<>();
    /** "file bytes=N-" for each ranged resolve request, in arrival order. */
    final java.util.List<String> rangeRequests = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
    final Set<String> wrongSha = new HashSet<>();
    final String token = "hf_test_token";
    int resolveRequests;
    private final HttpServer server;

    public FakeHub() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    public String endpoint() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public FakeHub file(String repo, String rev, String name, byte[] data) {
        repos.computeIfAbsent(repo, r -> new LinkedHashMap<>()).computeIfAbsent(rev, r -> new LinkedHashMap<>()).put(name, data);
        return this;
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            String auth = ex.getRequestHeaders().getFirst("Authorization");
            if (path.startsWith("/api/models/")) {
                String[] p = path.substring("/api/models/".length()).split("/revision/");
                if (gatedAndUnauthorized(p[0], auth, ex)) return;
                Map<String, byte[]> files = files(p[0], p[1]);
                if (files == null) {
                    send(ex, 404, "{\"error\":\"Repository not found\"}".getBytes());
                    return;
                }
                StringBuilder sb = new StringBuilder("{\"id\":\"" + p[0] + "\",\"sha\":\"abc\",\"siblings\":[");
                int i = 0;
                for (var e : files.entrySet()) {
                    if (i++ > 0) sb.append(',');
                    String sha = sha256(e.getValue());
                    if (wrongSha.contains(e.getKey())) sha = "0".repeat(64);
                    boolean lfs = e.getKey().endsWith(".safetensors") || e.getKey().endsWith(".gguf");
                    sb.append("{\"rfilename\":\"").append(e.getKey()).append("\",\"size\":").append(e.getValue().length);
                    if (lfs) sb.append(",\"lfs\":{\"sha256\":\"").append(sha).append("\",\"size\":").append(e.getValue().length).append('}');
                    sb.append('}');
                }
                send(ex, 200, sb.append("]}").toString().getBytes(StandardCharsets.UTF_8));
                return;
            }
            int r = path.indexOf("/resolve/");
            if (r < 0) {
                send(ex, 404, new byte[0]);
                return;
            }
            resolveRequests++;
            String repo = path.substring(1, r);
            String rest = path.substring(r + "/resolve/".length());
            String rev = rest.substring(0, rest.indexOf('/')), name = rest.substring(rest.indexOf('/') + 1);
            if (gatedAndUnauthorized(repo, auth, ex)) return;
            Map<String, byte[]> files = files(repo, rev);
            byte[] data = files == null ? null : files.get(name);
            if (data == null) {
                send(ex, 404, new byte[0]);
                return;
            }
            int from = 0;
            String range = ex.getRequestHeaders().getFirst("Range");
            if (range != null && range.startsWith("bytes=")) {
                from = Integer.parseInt(range.substring(6, range.indexOf('-')));
                rangeRequests.add(name + " " + range);
            }
            Integer drop = dropAfterBytesOnce.remove(name);
            int len = data.length - from;
            ex.getResponseHeaders().add("Content-Length", String.valueOf(len));
            ex.sendResponseHeaders(from > 0 ? 206 : 200, len);
            OutputStream os = ex.getResponseBody();
            if (drop != null) {
                os.write(data, from, drop);
                os.flush();
                ex.getHttpContext().getServer(); // the exchange is closed below without the rest: the client sees EOF early
                return;
            }
            os.write(data, from, len);
        }
    }

    private boolean gatedAndUnauthorized(String repo, String auth, HttpExchange ex) throws IOException {
        if (gated.contains(repo) && !("Bearer " + token).equals(auth)) {
            send(ex, 401, "{\"error\":\"Access to model is restricted\"}".getBytes());
            return true;
        }
        return false;
    }

    private Map<String, byte[]> files(String repo, String rev) {
        Map<String, Map<String, byte[]>> revs = repos.get(repo);
        return revs == null ? null : revs.get(rev);
    }

    private static void send(HttpExchange ex, int status, byte[] body) throws IOException {
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) ex.getResponseBody().write(body);
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
