package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * llama-server's slot actions: {@code POST /slots/{id}?action=save|restore|erase}. A saved slot is the token sequence
 * its cache holds, in a file under --slot-save-path; restoring computes those tokens' cache entries again as a prefill
 * ({@link InferenceService#restoreSlot}), so the file is small, does not depend on the backend, and a restored slot
 * continues exactly as a fresh prefill of the same tokens would. The file names the model's vocabulary and layer
 * count, and a file from another model is refused.
 */
final class SlotRoutes {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAGIC = 0x4d4c5853; // "MLXS"
    private static final int VERSION = 1;

    private final ServerConfig cfg;
    private final Function<Context, InferenceService> ready;

    SlotRoutes(ServerConfig cfg, Function<Context, InferenceService> ready) {
        this.cfg = cfg;
        this.ready = ready;
    }

    void action(Context ctx) throws IOException {
        int id;
        try {
            id = Integer.parseInt(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new ApiError(400, "invalid_request_error", null, "Invalid slot ID '" + ctx.pathParam("id") + "'");
        }
        String action = ctx.queryParam("action");
        if (action == null || !java.util.Set.of("save", "restore", "erase").contains(action)) {
            throw new ApiError(400, "invalid_request_error", null, "Invalid action '" + action + "': save, restore or erase");
        }
        if (cfg.slotSavePath() == null) {
            throw new ApiError(501, "not_supported_error", null, "This server does not support slot actions: start it with --slot-save-path");
        }
        InferenceService s = ready.apply(ctx);
        long t0 = System.nanoTime();
        ObjectNode out = JSON.createObjectNode().put("id_slot", id);
        if (action.equals("erase")) {
            out.put("n_erased", s.eraseSlot(id));
            ctx.json(out);
            return;
        }
        JsonNode body = ctx.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(ctx.body());
        String filename = body.path("filename").asText("");
        Path file = file(filename);
        out.put("filename", filename);
        if (action.equals("save")) {
            int[] tokens = s.slotTokens(id);
            byte[] bytes = encode(s, tokens);
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            out.put("n_saved", tokens.length).put("n_written", bytes.length);
            out.putObject("timings").put("save_ms", (System.nanoTime() - t0) / 1e6);
        } else {
            if (!Files.isRegularFile(file)) throw new ApiError(404, "not_found_error", null, "no saved slot named '" + filename + "'");
            byte[] bytes = Files.readAllBytes(file);
            int n = s.restoreSlot(id, decode(s, bytes, filename));
            out.put("n_restored", n).put("n_read", bytes.length);
            out.putObject("timings").put("restore_ms", (System.nanoTime() - t0) / 1e6);
        }
        ctx.json(out);
    }

    /** The file for a name: a plain file name (no folder, no "..", no control characters) under --slot-save-path. */
    private Path file(String name) {
        boolean valid = !name.isEmpty() && name.length() <= 255 && !name.equals(".") && !name.equals("..")
                && name.chars().noneMatch(c -> c == '/' || c == '\\' || c < 0x20 || c == 0x7f) && !name.startsWith(".");
        if (!valid) throw new ApiError(400, "invalid_request_error", "filename", "Invalid filename '" + name + "'");
        return cfg.slotSavePath().resolve(name);
    }

    private static byte[] encode(InferenceService s, int[] tokens) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bytes);
        d.writeInt(MAGIC);
        d.writeInt(VERSION);
        d.writeInt(s.vocabSize());
        d.writeInt(s.layerCount());
        d.writeInt(tokens.length);
        for (int t : tokens) d.writeInt(t);
        d.flush();
        return bytes.toByteArray();
    }

    private static int[] decode(InferenceService s, byte[] bytes, String name) {
        try (DataInputStream d = new DataInputStream(new java.io.ByteArrayInputStream(bytes))) {
            if (d.readInt() != MAGIC || d.readInt() != VERSION) throw new ApiError(400, "invalid_request_error", "filename", name + " is not a saved slot");
            int vocab = d.readInt(), layers = d.readInt();
            if (vocab != s.vocabSize() || layers != s.layerCount()) {
                throw new ApiError(400, "invalid_request_error", "filename", name + " was saved from another model (vocabulary " + vocab
                        + ", " + layers + " layers; this one: " + s.vocabSize() + ", " + s.layerCount() + ")");
            }
            int n = d.readInt();
            if (n < 0 || n > (bytes.length - 20) / 4) throw new ApiError(400, "invalid_request_error", "filename", name + " is truncated");
            int[] tokens = new int[n];
            for (int i = 0; i < n; i++) {
                tokens[i] = d.readInt();
                if (tokens[i] < 0 || tokens[i] >= vocab) throw new ApiError(400, "invalid_request_error", "filename", name + ": token " + tokens[i] + " is out of the vocabulary");
            }
            return tokens;
        } catch (IOException e) {
            throw new ApiError(400, "invalid_request_error", "filename", name + " is truncated");
        }
    }
}
