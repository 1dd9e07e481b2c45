package io.mlxcel.model;

import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Hugging Face / MLX folder checkpoints end to end: tiny random llama, qwen2 and qwen3 models written as
 * safetensors (F32, BF16, MLX affine 4/8-bit, sharded), loaded by {@link ModelLoader} and run on the java backend,
 * against a direct double-precision implementation of each architecture written here from the HF definitions.
 * Tolerance 2e-2 on logits of size ~1-5: the engine computes in float32 (bf16 and 4/8-bit weights widened), the
 * reference in double.
 */
class TinyCheckpointTest {
    static final int D = 64, LAYERS = 2, H = 4, HKV = 2, DH = 16, FF = 96, V = 48;
    static final double THETA = 10000, EPS = 1e-5;

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"llama,F32,false", "llama,BF16,true", "qwen2,F32,false", "qwen3,F32,false", "qwen3,AFFINE4,false",
            "llama,AFFINE8,false"})
    void forwardMatchesDirectImplementation(String type, String format, boolean sharded) throws IOException {
        Random r = new Random(type.hashCode() * 31 + format.hashCode());
        Map<String, float[]> w = randomWeights(type, r);
        writeCheckpoint(type, format, sharded, w);
        if (format.startsWith("AFFINE")) w = dequantizedAsWritten(w, format.equals("AFFINE4") ? 4 : 8);
        else if (format.equals("BF16")) w.replaceAll((k, v) -> bf16(v));

        long params = 0;
        for (float[] v : w.values()) params += v.length;
        assertEquals(params, io.mlxcel.model.engine.ModelInfo.read(dir).parameters(), "inspect parameter count");

        int[] tokens = {3, 17, 5, 40, 11};
        double[] expect = reference(type, w, tokens);
        float[] logits = run(dir, tokens);
        for (int i = 0; i < V; i++) assertEquals(expect[i], logits[i], 2e-2, type + "/" + format + " logit " + i);
    }

    /**
     * The same random weights as a GGUF file (names, reversed dims and, for llama, the converter's q/k row
     * permutation to interleaved rotary pairs) must give the same logits as the safetensors folder, up to the f16
     * rounding of the GGUF path's KV cache.
     */
    @ParameterizedTest
    @CsvSource({"llama", "qwen2", "qwen3"})
    void ggufOfTheSameWeightsMatchesSafetensors(String type) throws IOException {
        Map<String, float[]> w = randomWeights(type, new Random(type.hashCode()));
        writeCheckpoint(type, "F32", false, w);
        Path gguf = dir.resolve("model.gguf");
        GgufWriter g = new GgufWriter().meta("general.architecture", type)
                .meta(type + ".embedding_length", D).meta(type + ".block_count", LAYERS)
                .meta(type + ".attention.head_count", H).meta(type + ".attention.head_count_kv", HKV)
                .meta(type + ".attention.key_length", DH).meta(type + ".feed_forward_length", FF)
                .meta(type + ".rope.freq_base", (float) THETA).meta(type + ".attention.layer_norm_rms_epsilon", (float) EPS)
                .meta(type + ".context_length", 64)
                .meta("tokenizer.ggml.model", "gpt2").meta("tokenizer.ggml.pre", "qwen2")
                .meta("tokenizer.ggml.tokens", tokenList()).meta("tokenizer.ggml.merges", List.of("t 1"))
                .meta("tokenizer.ggml.token_type", java.util.Collections.nCopies(V, 1));
        for (var e : w.entrySet()) {
            String name = ggufName(e.getKey());
            float[] v = e.getValue();
            boolean matrix = e.getKey().endsWith("weight") && !e.getKey().contains("norm");
            long[] shape = matrix ? new long[]{v.length / colsOf(e.getKey()), colsOf(e.getKey())} : new long[]{v.length};
            if (e.getKey().equals("model.embed_tokens.weight")) shape = new long[]{V, D};
            if (type.equals("llama") && (e.getKey().endsWith("q_proj.weight") || e.getKey().endsWith("k_proj.weight"))) {
                v = permuteForInterleavedRope(v, (int) shape[0] / DH, DH, (int) shape[1]);
            }
            g.tensor(name, shape, v);
        }
        g.write(gguf);
        int[] tokens = {3, 17, 5, 40, 11};
        float[] fromSafetensors = run(dir, tokens), fromGguf = run(gguf, tokens);
        // GGUF keeps the KV cache in f16 (llama.cpp's default), an F32 safetensors folder in f32 (as mlx-lm): 2e-2.
        for (int i = 0; i < V; i++) assertEquals(fromSafetensors[i], fromGguf[i], 2e-2, type + " logit " + i);
    }

    private float[] run(Path model, int[] tokens) {
        try (ComputeBackend be = TestAssets.backend(); LoadedModel m = ModelLoader.load(model, be)) {
            int n = tokens.length;
            int[] pos = new int[n];
            for (int i = 0; i < n; i++) pos[i] = i;
            Tensor[] caches = m.lm().newCaches(1, 16);
            Tensor[] out = be.compile("t", in -> m.lm().forward(in[0], in[1], in[2], java.util.Arrays.copyOfRange(in, 3, in.length)))
                    .run(concat(new Tensor[]{be.ints(tokens, Shape.of(1, n)), be.ints(pos, Shape.of(1, n)), be.ints(new int[]{n - 1}, Shape.of(1))}, caches));
            return be.readFloats(out[0]);
        }
    }

    private static List<Object> tokenList() {
        List<Object> t = new java.util.ArrayList<>();
        for (int i = 0; i < V; i++) t.add("t" + i);
        return t;
    }

    private static String ggufName(String hf) {
        if (hf.equals("model.embed_tokens.weight")) return "token_embd.weight";
        if (hf.equals("model.norm.weight")) return "output_norm.weight";
        String rest = hf.substring("model.layers.".length());
        String layer = rest.substring(0, rest.indexOf('.'));
        String part = rest.substring(rest.indexOf('.') + 1)
                .replace("input_layernorm", "attn_norm").replace("post_attention_layernorm", "ffn_norm")
                .replace("self_attn.q_proj", "attn_q").replace("self_attn.k_proj", "attn_k")
                .replace("self_attn.v_proj", "attn_v").replace("self_attn.o_proj", "attn_output")
                .replace("self_attn.q_norm", "attn_q_norm").replace("self_attn.k_norm", "attn_k_norm")
                .replace("mlp.gate_proj", "ffn_gate").replace("mlp.up_proj", "ffn_up").replace("mlp.down_proj", "ffn_down");
        return "blk." + layer + "." + part;
    }

    /** llama.cpp's converter reorders each head's rows from [first half | second half] to interleaved pairs. */
    private static float[] permuteForInterleavedRope(float[] w, int heads, int dh, int cols) {
        float[] out = new float[w.length];
        for (int h = 0; h < heads; h++) {
            for (int i = 0; i < dh / 2; i++) {
                System.arraycopy(w, (h * dh + i) * cols, out, (h * dh + 2 * i) * cols, cols);
                System.arraycopy(w, (h * dh + dh / 2 + i) * cols, out, (h * dh + 2 * i + 1) * cols, cols);
            }
        }
        return out;
    }

    private static Tensor[] concat(Tensor[] a, Tensor[] b) {
        Tensor[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    // ---------------- weights ----------------

    private static float[] rnd(Random r, int n, double scale) {
        float[] a = new float[n];
        for (int i = 0; i < n; i++) a[i] = (float) (r.nextGaussian() * scale);
        return a;
    }

    private static Map<String, float[]> randomWeights(String type, Random r) {
        Map<String, float[]> w = new LinkedHashMap<>();
        w.put("model.embed_tokens.weight", rnd(r, V * D, 1.0));
        for (int l = 0; l < LAYERS; l++) {
            String p = "model.layers." + l + ".";
            w.put(p + "input_layernorm.weight", rnd(r, D, 0.1));
            w.get(p + "input_layernorm.weight")[0] += 1;
            w.put(p + "self_attn.q_proj.weight", rnd(r, H * DH * D, 0.15));
            w.put(p + "self_attn.k_proj.weight", rnd(r, HKV * DH * D, 0.15));
            w.put(p + "self_attn.v_proj.weight", rnd(r, HKV * DH * D, 0.15));
            w.put(p + "self_attn.o_proj.weight", rnd(r, D * H * DH, 0.15));
            if (type.equals("qwen2")) {
                w.put(p + "self_attn.q_proj.bias", rnd(r, H * DH, 0.1));
                w.put(p + "self_attn.k_proj.bias", rnd(r, HKV * DH, 0.1));
                w.put(p + "self_attn.v_proj.bias", rnd(r, HKV * DH, 0.1));
            }
            if (type.equals("qwen3")) {
                w.put(p + "self_attn.q_norm.weight", rnd(r, DH, 0.2));
                w.put(p + "self_attn.k_norm.weight", rnd(r, DH, 0.2));
            }
            w.put(p + "post_attention_layernorm.weight", rnd(r, D, 0.1));
            w.put(p + "mlp.gate_proj.weight", rnd(r, FF * D, 0.15));
            w.put(p + "mlp.up_proj.weight", rnd(r, FF * D, 0.15));
            w.put(p + "mlp.down_proj.weight", rnd(r, D * FF, 0.15));
        }
        w.put("model.norm.weight", rnd(r, D, 0.1));
        for (String k : w.keySet()) {
            if (k.endsWith("norm.weight")) for (int i = 0; i < w.get(k).length; i++) w.get(k)[i] += 1f;
        }
        return w;
    }

    private static float[] bf16(float[] a) {
        float[] r = new float[a.length];
        for (int i = 0; i < a.length; i++) r[i] = Float.intBitsToFloat(Float.floatToIntBits(a[i]) & 0xFFFF0000);
        return r;
    }

    private static boolean quantizable(String name) {
        return name.endsWith("_proj.weight");
    }

    /** MLX affine quantization (group 32, f16 scale/bias): q = round((w - min) / scale). */
    record Affine(int[] words, short[] scales, short[] biases, float[] dequant) {
    }

    private static Affine affine(float[] w, int cols, int bits) {
        int group = 32, perWord = 32 / bits, maxq = (1 << bits) - 1;
        int rows = w.length / cols, groups = cols / group;
        int[] words = new int[rows * cols / perWord];
        short[] sc = new short[rows * groups], bi = new short[rows * groups];
        float[] deq = new float[w.length];
        for (int r = 0; r < rows; r++) {
            for (int g = 0; g < groups; g++) {
                float min = Float.MAX_VALUE, max = -Float.MAX_VALUE;
                for (int j = 0; j < group; j++) {
                    float v = w[r * cols + g * group + j];
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
                float scale = Float.float16ToFloat(Float.floatToFloat16((max - min) / maxq));
                float bias = Float.float16ToFloat(Float.floatToFloat16(min));
                sc[r * groups + g] = Float.floatToFloat16(scale);
                bi[r * groups + g] = Float.floatToFloat16(bias);
                for (int j = 0; j < group; j++) {
                    int idx = r * cols + g * group + j;
                    int q = Math.max(0, Math.min(maxq, Math.round((w[idx] - bias) / scale)));
                    words[idx / perWord] |= q << ((idx % perWord) * bits);
                    deq[idx] = scale * q + bias;
                }
            }
        }
        return new Affine(words, sc, bi, deq);
    }

    private static int colsOf(String name) {
        return name.contains("down_proj") ? FF : name.contains("o_proj") ? H * DH : D;
    }

    private static Map<String, float[]> dequantizedAsWritten(Map<String, float[]> w, int bits) {
        Map<String, float[]> r = new LinkedHashMap<>(w);
        for (String k : w.keySet()) if (quantizable(k)) r.put(k, affine(w.get(k), colsOf(k), bits).dequant());
        return r;
    }

    // ---------------- files ----------------

    private void writeCheckpoint(String type, String format, boolean sharded, Map<String, float[]> w) throws IOException {
        String quant = format.startsWith("AFFINE") ? ", \"quantization\": {\"group_size\": 32, \"bits\": " + (format.equals("AFFINE4") ? 4 : 8) + "}" : "";
        Files.writeString(dir.resolve("config.json"), ("""
                {"model_type": "%s", "hidden_size": %d, "num_hidden_layers": %d, "num_attention_heads": %d,
                 "num_key_value_heads": %d, "head_dim": %d, "intermediate_size": %d, "vocab_size": %d,
                 "rms_norm_eps": %s, "rope_theta": %s, "tie_word_embeddings": true%s}
                """).formatted(type, D, LAYERS, H, HKV, DH, FF, V, EPS, THETA, quant));
        StringBuilder vocab = new StringBuilder();
        for (int i = 0; i < V; i++) vocab.append(i == 0 ? "" : ",").append("\"t").append(i).append("\":").append(i);
        Files.writeString(dir.resolve("tokenizer.json"), "{\"model\":{\"type\":\"BPE\",\"vocab\":{" + vocab
                + "},\"merges\":[]},\"pre_tokenizer\":{\"type\":\"ByteLevel\"},\"decoder\":{\"type\":\"ByteLevel\"}}");
        Map<String, SafetensorsWriter.Entry> tensors = new LinkedHashMap<>();
        for (var e : w.entrySet()) {
            String name = e.getKey();
            float[] v = e.getValue();
            boolean matrix = name.endsWith("weight") && !name.contains("norm");
            long[] shape = matrix ? new long[]{v.length / colsOf(name), colsOf(name)} : new long[]{v.length};
            if (name.equals("model.embed_tokens.weight")) shape = new long[]{V, D};
            if (format.startsWith("AFFINE") && quantizable(name)) {
                int bits = format.equals("AFFINE4") ? 4 : 8;
                Affine a = affine(v, colsOf(name), bits);
                String base = name.substring(0, name.length() - ".weight".length());
                tensors.put(name, new SafetensorsWriter.Entry("U32", new long[]{shape[0], shape[1] * bits / 32}, SafetensorsWriter.ints(a.words())));
                tensors.put(base + ".scales", new SafetensorsWriter.Entry("F16", new long[]{shape[0], shape[1] / 32}, SafetensorsWriter.shorts(a.scales())));
                tensors.put(base + ".biases", new SafetensorsWriter.Entry("F16", new long[]{shape[0], shape[1] / 32}, SafetensorsWriter.shorts(a.biases())));
            } else if (format.equals("BF16")) {
                short[] s = new short[v.length];
                for (int i = 0; i < v.length; i++) s[i] = (short) (Float.floatToIntBits(v[i]) >>> 16);
                tensors.put(name, new SafetensorsWriter.Entry("BF16", shape, SafetensorsWriter.shorts(s)));
            } else {
                tensors.put(name, new SafetensorsWriter.Entry("F32", shape, SafetensorsWriter.floats(v)));
            }
        }
        if (!sharded) {
            writeSafetensors(dir.resolve("model.safetensors"), tensors);
            return;
        }
        Map<String, SafetensorsWriter.Entry> a = new LinkedHashMap<>(), b = new LinkedHashMap<>();
        StringBuilder map = new StringBuilder("{\"metadata\":{},\"weight_map\":{");
        int i = 0;
        for (var e : tensors.entrySet()) {
            boolean first = i++ % 2 == 0;
            (first ? a : b).put(e.getKey(), e.getValue());
            map.append(i == 1 ? "" : ",").append('"').append(e.getKey()).append("\":\"model-0000").append(first ? 1 : 2).append("-of-00002.safetensors\"");
        }
        writeSafetensors(dir.resolve("model-00001-of-00002.safetensors"), a);
        writeSafetensors(dir.resolve("model-00002-of-00002.safetensors"), b);
        Files.writeString(dir.resolve("model.safetensors.index.json"), map.append("}}").toString());
    }

    private static void writeSafetensors(Path p, Map<String, SafetensorsWriter.Entry> tensors) throws IOException {
        SafetensorsWriter w = new SafetensorsWriter();
        tensors.forEach((k, v) -> w.put(k, v.dtype(), v.shape(), v.data()));
        w.write(p);
    }

    // ---------------- direct implementation (HF semantics, double precision) ----------------

    private static double[] matvec(float[] w, double[] x, int rows) {
        int cols = x.length;
        double[] y = new double[rows];
        for (int r = 0; r < rows; r++) for (int c = 0; c < cols; c++) y[r] += w[r * cols + c] * x[c];
        return y;
    }

    private static double[] rms(double[] x, float[] w) {
        double ss = 0;
        for (double v : x) ss += v * v;
        double s = 1 / Math.sqrt(ss / x.length + EPS);
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) y[i] = x[i] * s * w[i];
        return y;
    }

    /** HF rotate-half rope on one head vector. */
    private static void rope(double[] x, int off, int pos) {
        int half = DH / 2;
        for (int i = 0; i < half; i++) {
            double a = pos / Math.pow(THETA, 2.0 * i / DH);
            double x0 = x[off + i], x1 = x[off + i + half];
            x[off + i] = x0 * Math.cos(a) - x1 * Math.sin(a);
            x[off + i + half] = x0 * Math.sin(a) + x1 * Math.cos(a);
        }
    }

    private static double[] reference(String type, Map<String, float[]> w, int[] tokens) {
        int n = tokens.length;
        double[][] x = new double[n][D];
        for (int t = 0; t < n; t++) for (int i = 0; i < D; i++) x[t][i] = w.get("model.embed_tokens.weight")[tokens[t] * D + i];
        for (int l = 0; l < LAYERS; l++) {
            String p = "model.layers." + l + ".";
            double[][] q = new double[n][], k = new double[n][], v = new double[n][];
            for (int t = 0; t < n; t++) {
                double[] h = rms(x[t], w.get(p + "input_layernorm.weight"));
                q[t] = matvec(w.get(p + "self_attn.q_proj.weight"), h, H * DH);
                k[t] = matvec(w.get(p + "self_attn.k_proj.weight"), h, HKV * DH);
                v[t] = matvec(w.get(p + "self_attn.v_proj.weight"), h, HKV * DH);
                if (type.equals("qwen2")) {
                    for (int i = 0; i < H * DH; i++) q[t][i] += w.get(p + "self_attn.q_proj.bias")[i];
                    for (int i = 0; i < HKV * DH; i++) {
                        k[t][i] += w.get(p + "self_attn.k_proj.bias")[i];
                        v[t][i] += w.get(p + "self_attn.v_proj.bias")[i];
                    }
                }
                for (int hh = 0; hh < H; hh++) {
                    if (type.equals("qwen3")) headNorm(q[t], hh * DH, w.get(p + "self_attn.q_norm.weight"));
                    rope(q[t], hh * DH, t);
                }
                for (int hh = 0; hh < HKV; hh++) {
                    if (type.equals("qwen3")) headNorm(k[t], hh * DH, w.get(p + "self_attn.k_norm.weight"));
                    rope(k[t], hh * DH, t);
                }
            }
            for (int t = 0; t < n; t++) {
                double[] att = new double[H * DH];
                for (int hh = 0; hh < H; hh++) {
                    int kv = hh / (H / HKV);
                    double[] s = new double[t + 1];
                    double max = -1e300, sum = 0;
                    for (int j = 0; j <= t; j++) {
                        for (int i = 0; i < DH; i++) s[j] += q[t][hh * DH + i] * k[j][kv * DH + i];
                        s[j] /= Math.sqrt(DH);
                        max = Math.max(max, s[j]);
                    }
                    for (int j = 0; j <= t; j++) sum += s[j] = Math.exp(s[j] - max);
                    for (int j = 0; j <= t; j++) for (int i = 0; i < DH; i++) att[hh * DH + i] += s[j] / sum * v[j][kv * DH + i];
                }
                double[] o = matvec(w.get(p + "self_attn.o_proj.weight"), att, D);
                for (int i = 0; i < D; i++) x[t][i] += o[i];
                double[] h = rms(x[t], w.get(p + "post_attention_layernorm.weight"));
                double[] g = matvec(w.get(p + "mlp.gate_proj.weight"), h, FF), u = matvec(w.get(p + "mlp.up_proj.weight"), h, FF);
                for (int i = 0; i < FF; i++) g[i] = g[i] / (1 + Math.exp(-g[i])) * u[i];
                double[] d = matvec(w.get(p + "mlp.down_proj.weight"), g, D);
                for (int i = 0; i < D; i++) x[t][i] += d[i];
            }
        }
        return matvec(w.get("model.embed_tokens.weight"), rms(x[n - 1], w.get("model.norm.weight")), V);
    }

    private static void headNorm(double[] x, int off, float[] w) {
        double[] part = java.util.Arrays.copyOfRange(x, off, off + DH);
        double[] y = rms(part, w);
        System.arraycopy(y, 0, x, off, DH);
    }
}
