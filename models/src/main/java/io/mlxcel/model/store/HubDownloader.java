package io.mlxcel.model.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

/**
 * Downloads a model repository from a Hugging Face compatible hub into the {@link ModelStore}: lists the files of a
 * revision through {@code /api/models/{repo}/revision/{rev}}, fetches the ones a model needs through
 * {@code /{repo}/resolve/{rev}/{file}} (several at once, resuming partial files with HTTP Range), checks each file's
 * size and, for LFS files, its sha256, and moves the finished folder into the store in one rename, so a half
 * model is never visible. {@code HF_ENDPOINT}, {@code HF_TOKEN} and {@code HF_HUB_OFFLINE} are honoured.
 */
public final class HubDownloader {
    /** A file of the repository as the hub lists it. */
    public record RemoteFile(String name, long size, String sha256) {
    }

    /** Receives progress: bytes done and total over all files. */
    public interface Progress {
        void update(String file, long doneBytes, long totalBytes);

        Progress NONE = (f, d, t) -> {
        };
    }

    private static final List<String> SMALL_FILES = List.of("config.json", "tokenizer.json", "tokenizer_config.json",
            "generation_config.json", "special_tokens_map.json", "chat_template.jinja", "model.safetensors.index.json");

    private final ModelStore store;
    private final String endpoint;
    private final String token;
    private final HttpClient http;
    private final int parallel;

    public HubDownloader(ModelStore store, String endpoint, String token, int parallel) {
        this.store = store;
        this.endpoint = endpoint.endsWith("/") ? endpoint.substring(0, endpoint.length() - 1) : endpoint;
        this.token = token == null || token.isBlank() ? null : token;
        this.parallel = Math.max(1, parallel);
        this.http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).connectTimeout(Duration.ofSeconds(20)).build();
    }

    public static HubDownloader fromEnvironment(ModelStore store) {
        String endpoint = System.getenv("HF_ENDPOINT");
        return new HubDownloader(store, endpoint == null || endpoint.isBlank() ? "https://huggingface.co" : endpoint,
                System.getenv("HF_TOKEN"), 4);
    }

    public static boolean offlineFromEnvironment() {
        String v = System.getenv("HF_HUB_OFFLINE");
        return v != null && (v.equals("1") || v.equalsIgnoreCase("true"));
    }

    /**
     * Makes {@code repo} (owner/name) available in the store and returns its folder.
     *
     * @param ggufFile one .gguf file to fetch from a GGUF repository, or null for a safetensors model
     */
    public Path download(String repo, String revision, String ggufFile, boolean offline, Progress progress) {
        Path target = store.pathOf(repo);
        if (ggufFile != null) checkFileName(ggufFile);
        if (Files.isDirectory(target) && (ggufFile == null || Files.exists(target.resolve(ggufFile)))) return target;
        if (offline) {
            throw new HubException("model '" + repo + "' is not in the store (" + target + ") and offline mode is on"
                    + " (HF_HUB_OFFLINE / --offline)");
        }
        String rev = revision == null || revision.isBlank() ? "main" : revision;
        List<RemoteFile> files = select(listFiles(repo, rev), ggufFile, repo);
        Path partial = store.root().resolve(".incomplete").resolve(repo.replace("/", "--") + "--" + rev.replaceAll("[^A-Za-z0-9._-]", "_"));
        try {
            Files.createDirectories(partial);
            long total = files.stream().mapToLong(RemoteFile::size).sum();
            long[] done = new long[1];
            ExecutorService pool = Executors.newFixedThreadPool(Math.min(parallel, files.size()));
            try {
                List<Future<?>> jobs = new ArrayList<>();
                for (RemoteFile f : files) {
                    jobs.add(pool.submit(() -> {
                        fetch(repo, rev, f, partial, delta -> {
                            synchronized (done) {
                                done[0] += delta;
                                progress.update(f.name(), done[0], total);
                            }
                        });
                        return null;
                    }));
                }
                for (Future<?> j : jobs) {
                    try {
                        j.get();
                    } catch (java.util.concurrent.ExecutionException e) {
                        if (e.getCause() instanceof ChecksumMismatch c) {
                            deleteTree(partial); // suspect data: nothing of it stays in the store
                            throw c;
                        }
                        throw e.getCause() instanceof RuntimeException re ? re
                                : new HubException("download of " + repo + " failed: " + e.getCause().getMessage() + " (run again to resume)", e.getCause());
                    }
                }
            } finally {
                pool.shutdownNow();
            }
            Files.createDirectories(target.getParent());
            if (Files.exists(target)) {
                // a GGUF repository already in the store, receiving another file
                for (RemoteFile f : files) Files.move(partial.resolve(f.name()), target.resolve(f.name()), StandardCopyOption.REPLACE_EXISTING);
                deleteTree(partial);
            } else {
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            }
            return target;
        } catch (IOException e) {
            throw new HubException("download of " + repo + " failed: " + e.getMessage() + " (run again to resume)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HubException("download of " + repo + " interrupted", e);
        }
    }

    /** The files of {@code repo} at {@code revision}, with sizes and LFS checksums. */
    public List<RemoteFile> listFiles(String repo, String revision) {
        String url = endpoint + "/api/models/" + repo + "/revision/" + URLEncoder.encode(revision, StandardCharsets.UTF_8) + "?blobs=true";
        HttpResponse<String> r = send(get(url), HttpResponse.BodyHandlers.ofString(), repo, revision);
        try {
            JsonNode root = new ObjectMapper().readTree(r.body());
            List<RemoteFile> out = new ArrayList<>();
            for (JsonNode s : root.path("siblings")) {
                String name = s.path("rfilename").asText();
                JsonNode lfs = s.path("lfs");
                long size = lfs.isObject() ? lfs.path("size").asLong(-1) : s.path("size").asLong(-1);
                out.add(new RemoteFile(name, size, lfs.isObject() ? lfs.path("sha256").asText(null) : null));
            }
            return out;
        } catch (IOException e) {
            throw new HubException("hub answered with unreadable JSON for " + repo + "@" + revision + ": " + e.getMessage(), e);
        }
    }

    /**
     * The GGUF file of {@code repo} that {@code tag} names (llama.cpp's {@code owner/name:TAG}); without a tag, null for
     * a safetensors repository, else the Q4_K_M file where there is one (llama.cpp's default), else the first.
     */
    public String ggufFileFor(String repo, String revision, String tag) {
        List<RemoteFile> all = listFiles(repo, revision == null || revision.isBlank() ? "main" : revision);
        List<String> ggufs = all.stream().map(RemoteFile::name).filter(n -> !n.contains("/") && GgufNames.isModelFile(n)).sorted().toList();
        if (tag == null) {
            if (all.stream().anyMatch(f -> f.name().endsWith(".safetensors")) || ggufs.isEmpty()) return null;
            return ggufs.stream().filter(n -> "Q4_K_M".equals(GgufNames.tag(n))).findFirst().orElse(ggufs.getFirst());
        }
        return ggufs.stream().filter(n -> tag.equalsIgnoreCase(GgufNames.tag(n))).findFirst().orElseThrow(() ->
                new HubException(repo + " has no GGUF file tagged " + tag + " (its GGUF files: " + ggufs + ")"));
    }

    private static List<RemoteFile> select(List<RemoteFile> all, String ggufFile, String repo) {
        for (RemoteFile f : all) checkFileName(f.name());
        List<RemoteFile> chosen = new ArrayList<>();
        if (ggufFile != null) {
            for (RemoteFile f : all) if (f.name().equals(ggufFile)) chosen.add(f);
            if (chosen.isEmpty()) {
                throw new HubException(repo + " has no file '" + ggufFile + "' (GGUF files: "
                        + all.stream().map(RemoteFile::name).filter(n -> n.endsWith(".gguf")).toList() + ")");
            }
            return chosen;
        }
        for (RemoteFile f : all) {
            if (SMALL_FILES.contains(f.name()) || (f.name().endsWith(".safetensors") && !f.name().contains("/"))) chosen.add(f);
        }
        if (chosen.stream().noneMatch(f -> f.name().endsWith(".safetensors"))) {
            List<String> ggufs = all.stream().map(RemoteFile::name).filter(n -> n.endsWith(".gguf")).toList();
            throw new HubException(repo + " has no .safetensors weights" + (ggufs.isEmpty() ? ""
                    : "; it is a GGUF repository, pick a file with " + repo + ":FILE.gguf (one of " + ggufs + ")"));
        }
        return chosen;
    }

    /** Repository file names come from the network: no absolute paths, no "..", no backslashes. */
    static void checkFileName(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.contains("\\") || name.contains("\0")
                || Stream.of(name.split("/")).anyMatch(p -> p.equals("..") || p.isEmpty())) {
            throw new HubException("refusing file name '" + name + "' (absolute or outside the model folder)");
        }
    }

    /** A file's content does not match the hub's checksum. */
    static final class ChecksumMismatch extends HubException {
        ChecksumMismatch(String message) {
            super(message);
        }
    }

    private interface Delta {
        void add(long bytes);
    }

    private void fetch(String repo, String rev, RemoteFile f, Path dir, Delta delta) throws IOException, InterruptedException {
        Path out = dir.resolve(f.name()).normalize();
        if (!out.startsWith(dir)) throw new HubException("refusing file name '" + f.name() + "'");
        Files.createDirectories(out.getParent());
        long have = Files.exists(out) ? Files.size(out) : 0;
        if (f.size() >= 0 && have > f.size()) {
            Files.delete(out);
            have = 0;
        }
        delta.add(have);
        if (f.size() < 0 || have < f.size()) {
            HttpRequest.Builder req = get(endpoint + "/" + repo + "/resolve/" + URLEncoder.encode(rev, StandardCharsets.UTF_8) + "/" + f.name());
            if (have > 0) req.header("Range", "bytes=" + have + "-");
            HttpResponse<InputStream> r = send(req, HttpResponse.BodyHandlers.ofInputStream(), repo, rev);
            boolean append = have > 0 && r.statusCode() == 206;
            if (!append) {
                delta.add(-have);
                have = 0;
            }
            try (InputStream in = r.body();
                 OutputStream os = Files.newOutputStream(out, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                         append ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING)) {
                byte[] buf = new byte[1 << 16];
                int n;
                while ((n = in.read(buf)) > 0) {
                    os.write(buf, 0, n);
                    delta.add(n);
                }
            }
        }
        verify(f, out);
    }

    private static void verify(RemoteFile f, Path file) throws IOException {
        long size = Files.size(file);
        if (f.size() >= 0 && size != f.size()) {
            throw new IOException(f.name() + ": got " + size + " of " + f.size() + " bytes (connection dropped?)");
        }
        if (f.sha256() != null) {
            try (InputStream in = Files.newInputStream(file)) {
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                byte[] buf = new byte[1 << 16];
                int n;
                while ((n = in.read(buf)) > 0) md.update(buf, 0, n);
                String got = HexFormat.of().formatHex(md.digest());
                if (!got.equalsIgnoreCase(f.sha256())) {
                    Files.delete(file);
                    throw new ChecksumMismatch(f.name() + ": sha256 " + got + " does not match the hub's " + f.sha256() + "; the download was discarded");
                }
            } catch (java.security.NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private HttpRequest.Builder get(String url) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(30)).GET()
                .header("User-Agent", "mlxcel/0.1");
        if (token != null) b.header("Authorization", "Bearer " + token);
        return b;
    }

    private <T> HttpResponse<T> send(HttpRequest.Builder req, HttpResponse.BodyHandler<T> handler, String repo, String rev) {
        HttpResponse<T> r;
        try {
            r = http.send(req.build(), handler);
        } catch (IOException e) {
            throw new HubException("cannot reach " + endpoint + " (" + (e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName()) + "); check the network or HF_ENDPOINT", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HubException("interrupted", e);
        }
        int s = r.statusCode();
        if (s == 200 || s == 206) return r;
        close(r);
        if (s == 401 || s == 403) {
            throw new HubException(repo + " needs authorization (HTTP " + s + "): it may be gated or private; set HF_TOKEN"
                    + (token != null ? " (the token given was refused)" : ""));
        }
        if (s == 404) throw new HubException(repo + "@" + rev + " not found on " + endpoint + " (HTTP 404): check the name and --revision");
        throw new HubException(repo + ": hub answered HTTP " + s);
    }

    private static void close(HttpResponse<?> r) {
        if (r.body() instanceof InputStream in) {
            try {
                in.close();
            } catch (IOException ignored) {
                // nothing to do
            }
        }
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
