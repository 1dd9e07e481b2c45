package io.mlxcel.model;

import io.mlxcel.model.store.HubDownloader;
import io.mlxcel.model.store.HubException;
import io.mlxcel.model.store.ModelStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Downloads against {@link FakeHub} on loopback: the cases the model store must handle. */
class HubDownloaderTest {
    @TempDir
    Path root;
    FakeHub hub;
    ModelStore store;
    byte[] weights = new byte[300_000];

    @BeforeEach
    void start() throws IOException {
        new Random(1).nextBytes(weights);
        hub = new FakeHub();
        hub.file("org/tiny", "main", "config.json", "{\"model_type\":\"llama\"}".getBytes())
                .file("org/tiny", "main", "tokenizer.json", "{}".getBytes())
                .file("org/tiny", "main", "model.safetensors", weights)
                .file("org/tiny", "main", "README.md", "not needed".getBytes())
                .file("org/tiny", "main", "onnx/model.onnx", "not needed".getBytes())
                .file("org/tiny", "v2", "config.json", "{\"model_type\":\"qwen3\"}".getBytes())
                .file("org/tiny", "v2", "tokenizer.json", "{}".getBytes())
                .file("org/tiny", "v2", "model.safetensors", new byte[10])
                .file("org/gguf", "main", "m-Q4_0.gguf", weights)
                .file("org/gguf", "main", "m-Q8_0.gguf", new byte[20]);
        store = new ModelStore(root);
    }

    @AfterEach
    void stop() {
        hub.close();
    }

    private HubDownloader downloader(String token) {
        return new HubDownloader(store, hub.endpoint(), token, 3);
    }

    @Test
    void fullDownloadTakesOnlyWhatTheModelNeeds() throws IOException {
        long[] last = new long[2];
        Path dir = downloader(null).download("org/tiny", null, null, false, (f, d, t) -> {
            last[0] = d;
            last[1] = t;
        });
        assertEquals(store.pathOf("org/tiny"), dir);
        assertArrayEquals(weights, Files.readAllBytes(dir.resolve("model.safetensors")));
        assertTrue(Files.exists(dir.resolve("config.json")) && Files.exists(dir.resolve("tokenizer.json")));
        assertFalse(Files.exists(dir.resolve("README.md")) || Files.exists(dir.resolve("onnx")));
        assertEquals(last[1], last[0], "progress reaches the total");
        assertFalse(Files.exists(root.resolve(".incomplete").resolve("org--tiny--main")), "the partial folder was moved into place");
        assertEquals(1, store.list().size());
    }

    @Test
    void resumesAfterTheConnectionDropsMidFile() throws IOException {
        hub.dropAfterBytesOnce.put("model.safetensors", 100_000);
        HubException first = assertThrows(HubException.class, () -> downloader(null).download("org/tiny", null, null, false, HubDownloader.Progress.NONE));
        assertTrue(first.getMessage().contains("run again to resume"), first.getMessage());
        assertFalse(Files.exists(store.pathOf("org/tiny")), "no half model in the store");
        // the hub sent 100 000 bytes before dropping; the HTTP client may discard the last ones it buffered when it
        // reports the early end, so the partial file holds a prefix of at most that many
        Path partial = root.resolve(".incomplete/org--tiny--main/model.safetensors");
        byte[] kept = Files.readAllBytes(partial);
        assertTrue(kept.length > 0 && kept.length <= 100_000, "partial file of " + kept.length + " bytes");
        assertArrayEquals(java.util.Arrays.copyOf(weights, kept.length), kept, "the partial file is a prefix of the weights");
        Path dir = downloader(null).download("org/tiny", null, null, false, HubDownloader.Progress.NONE);
        assertArrayEquals(weights, Files.readAllBytes(dir.resolve("model.safetensors")));
        assertTrue(hub.rangeRequests.contains("model.safetensors bytes=" + kept.length + "-"),
                "resumed from the partial file's end with a Range request: " + hub.rangeRequests);
    }

    @Test
    void gatedRepoNeedsAToken() {
        hub.gated.add("org/tiny");
        HubException e = assertThrows(HubException.class, () -> downloader(null).download("org/tiny", null, null, false, HubDownloader.Progress.NONE));
        assertTrue(e.getMessage().contains("HTTP 401") && e.getMessage().contains("HF_TOKEN"), e.getMessage());
        assertTrue(Files.exists(downloader(hub.token).download("org/tiny", null, null, false, HubDownloader.Progress.NONE)));
    }

    @Test
    void unknownRepoOrRevisionIs404() {
        HubException e = assertThrows(HubException.class, () -> downloader(null).download("org/none", null, null, false, HubDownloader.Progress.NONE));
        assertTrue(e.getMessage().contains("not found") && e.getMessage().contains("404"), e.getMessage());
        e = assertThrows(HubException.class, () -> downloader(null).download("org/tiny", "v9", null, false, HubDownloader.Progress.NONE));
        assertTrue(e.getMessage().contains("org/tiny@v9"), e.getMessage());
    }

    @Test
    void checksumMismatchLeavesNothingInTheStore() throws IOException {
        hub.wrongSha.add("model.safetensors");
        HubException e = assertThrows(HubException.class, () -> downloader(null).download("org/tiny", null, null, false, HubDownloader.Progress.NONE));
        assertTrue(e.getMessage().contains("sha256"), e.getMessage());
        assertFalse(Files.exists(store.pathOf("org/tiny")));
        try (Stream<Path> s = Files.walk(root)) {
            assertEquals(0, s.filter(Files::isRegularFile).count(), "no file of the download remains");
        }
    }

    @Test
    void otherRevision() throws IOException {
        Path dir = downloader(null).download("org/tiny", "v2", null, false, HubDownloader.Progress.NONE);
        assertTrue(Files.readString(dir.resolve("config.json")).contains("qwen3"));
    }

    @Test
    void ggufRepoPicksOneFile() throws IOException {
        HubException e = assertThrows(HubException.class, () -> downloader(null).download("org/gguf", null, null, false, HubDownloader.Progress.NONE));
        assertTrue(e.getMessage().contains("m-Q8_0.gguf"), "a GGUF repo without a file names the choices: " + e.getMessage());
        Path dir = downloader(null).download("org/gguf", null, "m-Q4_0.gguf", false, HubDownloader.Progress.NONE);
        assertArrayEquals(weights, Files.readAllBytes(dir.resolve("m-Q4_0.gguf")));
        assertFalse(Files.exists(dir.resolve("m-Q8_0.gguf")));
        downloader(null).download("org/gguf", null, "m-Q8_0.gguf", false, HubDownloader.Progress.NONE);
        assertTrue(Files.exists(dir.resolve("m-Q8_0.gguf")), "a second file joins the same folder");
    }

    @Test
    void offlineUsesTheStoreOrFails() {
        HubException e = assertThrows(HubException.class, () -> downloader(null).download("org/tiny", null, null, true, HubDownloader.Progress.NONE));
        assertTrue(e.getMessage().contains("offline"), e.getMessage());
        assertEquals(0, hub.resolveRequests);
        Path dir = downloader(null).download("org/tiny", null, null, false, HubDownloader.Progress.NONE);
        int before = hub.resolveRequests;
        assertEquals(dir, downloader(null).download("org/tiny", null, null, true, HubDownloader.Progress.NONE));
        assertEquals(before, hub.resolveRequests, "offline never touches the network");
    }

    @Test
    void pathTricksAreRefused() {
        hub.file("org/evil", "main", "../../escape.safetensors", new byte[4]).file("org/evil", "main", "config.json", new byte[2]);
        assertThrows(HubException.class, () -> downloader(null).download("org/evil", null, null, false, HubDownloader.Progress.NONE));
        assertThrows(IllegalArgumentException.class, () -> downloader(null).download("../x", null, null, false, HubDownloader.Progress.NONE));
        assertThrows(HubException.class, () -> downloader(null).download("org/gguf", null, "/etc/passwd", false, HubDownloader.Progress.NONE));
        assertFalse(Files.exists(root.getParent().resolve("escape.safetensors")));
    }
}
