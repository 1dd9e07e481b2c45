package io.mlxcel.surgery;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.SafetensorsWriter;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.Backends;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each operation against a direct computation of the same edit, on a tiny llama folder checkpoint (F32 attention,
 * BF16 MLP, MLX affine 4-bit o_proj), and end to end on every available backend.
 */
class SurgeryTest {
    static final int D = 32, H = 2, DH = 16, FF = 64, V = 40;

    @TempDir
    Path dir;

    /** name -> values (dequantized view for the affine tensor) of what was written. */
    final Map<String, float[]> written = new LinkedHashMap<>();

    Path modelForTests(int layers, long seed, Map<String, float[]> out) throws IOException {
        return model(layers, seed, out);
    }

    private Path model(int layers, long seed, Map<String, float[]> out) throws IOException {
        Path m = Files.createDirectories(dir.resolve("model-" + layers + "-" + seed));
        Files.writeString(m.resolve("config.json"), ("{\"model_type\":\"llama\",\"hidden_size\":%d,\"num_hidden_layers\":%d,"
                + "\"num_attention_heads\":%d,\"num_key_value_heads\":%d,\"intermediate_size\":%d,\"vocab_size\":%d,"
                + "\"tie_word_embeddings\":true}").formatted(D, layers, H, H, FF, V));
        StringBuilder vocab = new StringBuilder();
        for (int i = 0; i < V; i++) vocab.append(i == 0 ? "" : ",").append("\"t").append(i).append("\":").append(i);
        Files.writeString(m.resolve("tokenizer.json"), "{\"model\":{\"type\":\"BPE\",\"vocab\":{" + vocab + "},\"merges\":[]},"
                + "\"pre_tokenizer\":{\"type\":\"ByteLevel\"},\"decoder\":{\"type\":\"ByteLevel\"}}");
        SafetensorsWriter w = new SafetensorsWriter();
        Random r = new Random(seed);
        put(w, out, "model.embed_tokens.weight", "F32", V, D, r, 1.0);
        for (int l = 0; l < layers; l++) {
            String p = "model.layers." + l + ".";
            put(w, out, p + "input_layernorm.weight", "F32", 1, D, null, 0);
            put(w, out, p + "self_attn.q_proj.weight", "F32", H * DH, D, r, 0.2);
            put(w, out, p + "self_attn.k_proj.weight", "F32", H * DH, D, r, 0.2);
            put(w, out, p + "self_attn.v_proj.weight", "F32", H * DH, D, r, 0.2);
            putAffine(w, out, p + "self_attn.o_proj", D, H * DH, r);
            put(w, out, p + "post_attention_layernorm.weight", "F32", 1, D, null, 0);
            put(w, out, p + "mlp.gate_proj.weight", "BF16", FF, D, r, 0.2);
            put(w, out, p + "mlp.up_proj.weight", "BF16", FF, D, r, 0.2);
            put(w, out, p + "mlp.down_proj.weight", "BF16", D, FF, r, 0.2);
        }
        put(w, out, "model.norm.weight", "F32", 1, D, null, 0);
        w.write(m.resolve("model.safetensors"));
        Files.writeString(m.resolve("config.json"), Files.readString(m.resolve("config.json")).replace("}",
                ",\"quantization\":{\"group_size\":32,\"bits\":4}}"));
        return m;
    }

    /** r == null: ones (norm weights). */
    private static void put(SafetensorsWriter w, Map<String, float[]> out, String name, String dtype, int rows, int cols, Random r, double scale) {
        float[] v = new float[rows * cols];
        for (int i = 0; i < v.length; i++) v[i] = r == null ? 1f : (float) (r.nextGaussian() * scale);
        long[] shape = rows == 1 ? new long[]{cols} : new long[]{rows, cols};
        if (dtype.equals("BF16")) {
            short[] s = new short[v.length];
            for (int i = 0; i < v.length; i++) {
                s[i] = Dense.bf16(v[i]);
                v[i] = Float.intBitsToFloat(s[i] << 16);
            }
            w.put(name, "BF16", shape, SafetensorsWriter.shorts(s));
        } else {
            w.putF32(name, shape, v);
        }
        out.put(name, v);
    }

    /** 4-bit MLX affine, group 32, f16 scales and biases; out gets the dequantized values. */
    private static void putAffine(SafetensorsWriter w, Map<String, float[]> out, String base, int rows, int cols, Random r) {
        int groups = cols / 32;
        int[] words = new int[rows * cols / 8];
        short[] sc = new short[rows * groups], bi = new short[rows * groups];
        float[] deq = new float[rows * cols];
        for (int g = 0; g < rows * groups; g++) {
            sc[g] = Float.floatToFloat16((float) (0.01 + r.nextDouble() * 0.02));
            bi[g] = Float.floatToFloat16((float) (-0.1 + r.nextDouble() * 0.05));
        }
        for (int i = 0; i < rows * cols; i++) {
            int q = r.nextInt(16);
            words[i / 8] |= q << ((i % 8) * 4);
            int g = i / 32;
            deq[i] = Float.float16ToFloat(sc[g]) * q + Float.float16ToFloat(bi[g]);
        }
        w.put(base + ".weight", "U32", new long[]{rows, cols / 8}, SafetensorsWriter.ints(words));
        w.put(base + ".scales", "F16", new long[]{rows, groups}, SafetensorsWriter.shorts(sc));
        w.put(base + ".biases", "F16", new long[]{rows, groups}, SafetensorsWriter.shorts(bi));
        out.put(base + ".weight", deq);
    }

    private Path yaml(String text) throws IOException {
        Path p = dir.resolve("s" + System.nanoTime() + ".yaml");
        Files.writeString(p, text);
        return p;
    }

    private static float[] values(HostWeight w) {
        if (w.type() != WeightType.MLX_AFFINE) return Dense.read(w.data(), w.type(), w.numel());
        float[] out = new float[(int) w.numel()];
        int cols = w.cols(), groups = cols / w.groupSize();
        for (int i = 0; i < out.length; i++) {
            int q = (w.data().getAtIndex(java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED, i / 8) >>> ((i % 8) * 4)) & 0xF;
            int g = (i / cols) * groups + (i % cols) / w.groupSize();
            out[i] = Float.float16ToFloat(w.scales().getAtIndex(java.lang.foreign.ValueLayout.JAVA_SHORT_UNALIGNED, g)) * q
                    + Float.float16ToFloat(w.biases().getAtIndex(java.lang.foreign.ValueLayout.JAVA_SHORT_UNALIGNED, g));
        }
        return out;
    }

    private Checkpoint edited(Path model, Path yaml) {
        try (ComputeBackend be = new JavaBackend(1)) {
            LoadedModel m = ModelLoader.load(model, be, Surgery.load(yaml));
            return m.checkpoint();
        }
    }

    private float[] logits(String backend, Path model, Path yaml) {
        try (ComputeBackend be = Backends.select(backend, new BackendConfig("cpu", 1));
             LoadedModel m = ModelLoader.load(model, be, yaml == null ? null : Surgery.load(yaml))) {
            int[] tokens = {3, 9, 27, 1};
            Tensor[] caches = m.lm().newCaches(1, 8);
            Tensor[] in = new Tensor[3 + caches.length];
            in[0] = be.ints(tokens, Shape.of(1, 4));
            in[1] = be.ints(new int[]{0, 1, 2, 3}, Shape.of(1, 4));
            in[2] = be.ints(new int[]{3}, Shape.of(1));
            System.arraycopy(caches, 0, in, 3, caches.length);
            return be.readFloats(be.compile("t", x -> m.lm().forward(x[0], x[1], x[2], Arrays.copyOfRange(x, 3, x.length))).run(in)[0]);
        }
    }

    /**
     * Every backend on the test classpath that can run here (java, and mlx when its library is installed). A CI run
     * (CI=true) must have them all: the README test command installs MLX, so a missing one is a failure, not a skip.
     */
    static java.util.stream.Stream<String> backends() {
        List<String> names = new java.util.ArrayList<>();
        for (Backends.Found f : Backends.discover(new BackendConfig("cpu", 1))) {
            if (f.availability().available()) {
                names.add(f.name());
            } else if ("true".equals(System.getenv("CI")) && f.name().equals("mlx")) {
                throw new IllegalStateException("backend mlx is unavailable under CI: " + f.availability().reason());
            } else {
                System.err.println("SurgeryTest: backend " + f.name() + " skipped: " + f.availability().reason());
            }
        }
        return names.stream();
    }

    @Test
    void scaleMatchesDirectComputationForEveryFormat() throws IOException {
        Path m = model(2, 1, written);
        Checkpoint c = edited(m, yaml("version: 1\noperations:\n  - op: scale\n    pattern: \"model.layers.1.*_proj.weight\"\n    factor: 0.5\n"));
        for (String n : new String[]{"model.layers.1.self_attn.q_proj.weight", "model.layers.1.mlp.up_proj.weight", "model.layers.1.self_attn.o_proj.weight"}) {
            float[] got = values(c.weight(n)), src = written.get(n);
            for (int i = 0; i < got.length; i++) {
                // x/2 is exact in every float format (short of subnormals), and f16 scale/bias halve exactly
                assertEquals(src[i] * 0.5f, got[i], 0f, n + "[" + i + "]");
            }
        }
        assertArrayEquals(written.get("model.layers.0.self_attn.q_proj.weight"), values(c.weight("model.layers.0.self_attn.q_proj.weight")));
        c.close();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backends")
    void scaleByOneIsBitIdenticalEndToEnd(String backend) throws IOException {
        Path m = model(2, 2, written);
        assertArrayEquals(logits(backend, m, null), logits(backend, m, yaml("version: 1\noperations:\n  - op: scale\n    pattern: \"*\"\n    factor: 1.0\n")));
    }

    /** A real edit (layer 1 halved, a quantized o_proj included) gives the same logits on every backend as on java. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("backends")
    void anEditRunsTheSameOnEveryBackend(String backend) throws IOException {
        Path m = model(2, 12, written);
        Path edit = yaml("version: 1\noperations:\n  - {op: scale, pattern: \"model.layers.1.*_proj.weight\", factor: 0.5}\n");
        float[] plain = logits(backend, m, null), edited = logits(backend, m, edit), onJava = logits("java", m, edit);
        double changed = 0, worst = 0;
        for (int i = 0; i < edited.length; i++) {
            changed = Math.max(changed, Math.abs(edited[i] - plain[i]));
            worst = Math.max(worst, Math.abs(edited[i] - onJava[i]));
        }
        assertTrue(changed > 1e-3, backend + ": the edit changes the logits (max change " + changed + ")");
        assertTrue(worst <= 1e-5, backend + " vs java on the edited model: max |diff| " + worst);
    }

    @Test
    void addTaskVector() throws IOException {
        Path m = model(2, 3, written);
        float[] tv = new float[FF * D];
        for (int i = 0; i < tv.length; i++) tv[i] = (i % 7) * 0.25f;
        new SafetensorsWriter().put("model.layers.0.mlp.gate_proj.weight", "BF16", new long[]{FF, D}, bf16Bytes(tv)).write(dir.resolve("tv.safetensors"));
        Checkpoint c = edited(m, yaml("version: 1\noperations:\n  - {op: add, pattern: model.layers.0.mlp.gate_proj.weight, source: tv.safetensors, alpha: 2}\n"));
        float[] got = values(c.weight("model.layers.0.mlp.gate_proj.weight")), src = written.get("model.layers.0.mlp.gate_proj.weight");
        for (int i = 0; i < got.length; i++) assertEquals(Float.intBitsToFloat(Dense.bf16(src[i] + 2 * tv[i]) << 16), got[i], 0f);
        c.close();
    }

    @Test
    void interpolateEndpointsAndSlerp() throws IOException {
        Path m = model(1, 4, written);
        Map<String, float[]> a = new LinkedHashMap<>(), b = new LinkedHashMap<>();
        model(1, 5, a);
        model(1, 6, b);
        String name = "model.layers.0.self_attn.q_proj.weight";
        new SafetensorsWriter().putF32(name, new long[]{H * DH, D}, a.get(name)).write(dir.resolve("a.safetensors"));
        new SafetensorsWriter().putF32(name, new long[]{H * DH, D}, b.get(name)).write(dir.resolve("b.safetensors"));
        for (double ratio : new double[]{0, 1}) {
            Checkpoint c = edited(m, yaml("version: 1\noperations:\n  - {op: interpolate, pattern: " + name
                    + ", source_a: a.safetensors, source_b: b.safetensors, ratio: " + ratio + ", method: slerp}\n"));
            assertArrayEquals(ratio == 0 ? a.get(name) : b.get(name), values(c.weight(name)), 1e-6f);
            c.close();
        }
        Checkpoint c = edited(m, yaml("version: 1\noperations:\n  - {op: interpolate, pattern: " + name
                + ", source_a: a.safetensors, source_b: b.safetensors, ratio: 0.3, method: slerp}\n"));
        float[] va = a.get(name), vb = b.get(name), got = values(c.weight(name));
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < va.length; i++) {
            dot += va[i] * vb[i];
            na += va[i] * va[i];
            nb += vb[i] * vb[i];
        }
        double om = Math.acos(dot / Math.sqrt(na * nb));
        for (int i = 0; i < va.length; i++) {
            double expect = Math.sin(0.7 * om) / Math.sin(om) * va[i] + Math.sin(0.3 * om) / Math.sin(om) * vb[i];
            assertEquals(expect, got[i], 1e-5);
        }
        c.close();
    }

    @Test
    void replaceSubstitutesTheStarAndSwapsQuantizedTriples() throws IOException {
        Path m = model(2, 7, written);
        Map<String, float[]> donor = new LinkedHashMap<>();
        Path d = model(2, 8, donor);
        Checkpoint c = edited(m, yaml("version: 1\noperations:\n  - {op: replace, pattern: \"model.layers.*.self_attn.o_proj.weight\", source: "
                + d.getFileName() + "/model.safetensors, source_key: \"model.layers.*.self_attn.o_proj.weight\"}\n"
                + "  - {op: replace, pattern: \"model.layers.1.self_attn.q_proj.weight\", source: " + d.getFileName()
                + "/model.safetensors, source_key: \"model.layers.0.self_attn.q_proj.weight\"}\n"));
        assertArrayEquals(donor.get("model.layers.1.self_attn.o_proj.weight"), values(c.weight("model.layers.1.self_attn.o_proj.weight")));
        assertArrayEquals(donor.get("model.layers.0.self_attn.q_proj.weight"), values(c.weight("model.layers.1.self_attn.q_proj.weight")));
        c.close();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("backends")
    void pruningALayerEqualsACheckpointWrittenWithoutIt(String backend) throws IOException {
        Map<String, float[]> full = new LinkedHashMap<>();
        Path m = model(3, 9, full);
        // the same weights without layer 1, renumbered
        Path reduced = Files.createDirectories(dir.resolve("reduced"));
        Files.copy(m.resolve("tokenizer.json"), reduced.resolve("tokenizer.json"));
        Files.writeString(reduced.resolve("config.json"), Files.readString(m.resolve("config.json")).replace("\"num_hidden_layers\":3", "\"num_hidden_layers\":2"));
        try (var sf = io.mlxcel.model.safetensors.SafetensorsFile.open(m.resolve("model.safetensors"))) {
            SafetensorsWriter w = new SafetensorsWriter();
            for (var e : sf.entries().values()) {
                String n = e.name();
                if (n.startsWith("model.layers.1.")) continue;
                if (n.startsWith("model.layers.2.")) n = "model.layers.1." + n.substring("model.layers.2.".length());
                w.put(n, e.dtype(), e.shape(), e.data().toArray(java.lang.foreign.ValueLayout.JAVA_BYTE));
            }
            w.write(reduced.resolve("model.safetensors"));
        }
        assertArrayEquals(logits(backend, reduced, null), logits(backend, m, yaml("version: 1\noperations:\n  - {op: prune, granularity: layer, pattern: \"model.layers.*\", layer_ids: [1]}\n")));
    }

    @Test
    void pruningHeadsAndChannelsZeroesTheirWeights() throws IOException {
        Path m = model(1, 10, written);
        Checkpoint c = edited(m, yaml("version: 1\noperations:\n"
                + "  - {op: prune, granularity: attention_head, pattern: \"model.layers.0.self_attn.q_proj.weight\", head_ids: [1]}\n"
                + "  - {op: prune, granularity: mlp_channel, pattern: \"model.layers.0.mlp.*\", channel_ids: [0, 5]}\n"));
        float[] q = values(c.weight("model.layers.0.self_attn.q_proj.weight"));
        for (int r = 0; r < H * DH; r++) {
            for (int k = 0; k < D; k++) {
                float expect = r >= DH ? 0f : written.get("model.layers.0.self_attn.q_proj.weight")[r * D + k];
                assertEquals(expect, q[r * D + k], 0f);
            }
        }
        float[] down = values(c.weight("model.layers.0.mlp.down_proj.weight")), gate = values(c.weight("model.layers.0.mlp.gate_proj.weight"));
        for (int r = 0; r < D; r++) assertTrue(down[r * FF] == 0f && down[r * FF + 5] == 0f);
        for (int k = 0; k < D; k++) assertTrue(gate[k] == 0f && gate[5 * D + k] == 0f);
        assertFalse(gate[D] == 0f && gate[D + 1] == 0f, "other channels intact");
        assertArrayEquals(written.get("model.layers.0.self_attn.k_proj.weight"), values(c.weight("model.layers.0.self_attn.k_proj.weight")), "k/v stay");
        c.close();
    }

    @Test
    void withoutASurgeryFileTheLoadedTensorsHashLikeTheFile() throws Exception {
        Path m = model(2, 11, written);
        java.security.MessageDigest fromFile = java.security.MessageDigest.getInstance("SHA-256");
        java.security.MessageDigest loaded = java.security.MessageDigest.getInstance("SHA-256");
        try (var sf = io.mlxcel.model.safetensors.SafetensorsFile.open(m.resolve("model.safetensors"))) {
            for (var e : new java.util.TreeMap<>(sf.entries()).values()) fromFile.update(e.data().toArray(java.lang.foreign.ValueLayout.JAVA_BYTE));
        }
        try (ComputeBackend be = new JavaBackend(1); LoadedModel lm = ModelLoader.load(m, be, null)) {
            java.util.TreeSet<String> names = new java.util.TreeSet<>(lm.checkpoint().names());
            // quantized triples: the checkpoint presents X.weight with its scales and biases attached
            java.util.TreeMap<String, byte[]> all = new java.util.TreeMap<>();
            for (String n : names) {
                HostWeight w = lm.checkpoint().weight(n);
                all.put(n, w.data().toArray(java.lang.foreign.ValueLayout.JAVA_BYTE));
                if (w.scales() != null) {
                    String base = n.substring(0, n.length() - ".weight".length());
                    all.put(base + ".biases", w.biases().toArray(java.lang.foreign.ValueLayout.JAVA_BYTE));
                    all.put(base + ".scales", w.scales().toArray(java.lang.foreign.ValueLayout.JAVA_BYTE));
                }
            }
            all.values().forEach(loaded::update);
        }
        assertArrayEquals(fromFile.digest(), loaded.digest());
    }

    private static byte[] bf16Bytes(float[] v) {
        short[] s = new short[v.length];
        for (int i = 0; i < v.length; i++) s[i] = Dense.bf16(v[i]);
        return SafetensorsWriter.shorts(s);
    }
}
