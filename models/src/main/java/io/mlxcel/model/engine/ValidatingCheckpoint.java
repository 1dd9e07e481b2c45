package io.mlxcel.model.engine;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.HostWeight;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A checkpoint seen by an architecture while it loads: every tensor it takes is checked against the shape the
 * configuration implies (where the name is one of the standard decoder tensors), and afterwards every tensor of the
 * file must have been taken. A file that disagrees with its config, or carries a tensor no architecture code reads,
 * fails naming the tensor, instead of loading garbage or silently dropping weights.
 */
final class ValidatingCheckpoint implements Checkpoint {
    private static final Pattern LAYER = Pattern.compile("model\\.layers\\.\\d+\\.(.+)");
    private static final Set<String> CLASSIFIER_HEAD = Set.of("score.weight", "score.bias");

    private final Checkpoint inner;
    private final ModelConfig c;
    private final String configName;
    private final Set<String> taken = ConcurrentHashMap.newKeySet();

    ValidatingCheckpoint(Checkpoint inner, ModelConfig config, String configName) {
        this.inner = inner;
        this.c = config;
        this.configName = configName;
    }

    @Override
    public Path source() {
        return inner.source();
    }

    @Override
    public Set<String> names() {
        return inner.names();
    }

    @Override
    public boolean has(String name) {
        return inner.has(name);
    }

    @Override
    public HostWeight weight(String name) {
        HostWeight w = inner.weight(name);
        taken.add(name);
        long[] expected = expectedShape(name);
        if (expected != null && !Arrays.equals(expected, w.shape()) && !wholeProjectionNorm(name, w.shape())) {
            throw new CheckpointException(inner.source() + ": tensor '" + name + "' has shape " + Arrays.toString(w.shape())
                    + " but " + configName + " implies " + Arrays.toString(expected) + " (hidden_size " + c.hiddenSize()
                    + ", intermediate_size " + c.intermediateSize() + ", " + c.heads() + " heads, " + c.kvHeads()
                    + " kv heads, head_dim " + c.headDim() + ", vocab_size " + c.vocabSize() + ")");
        }
        return w;
    }

    /** After the architecture has loaded: a tensor it never asked for is an unknown tensor. */
    void requireAllTaken() {
        Set<String> unknown = new TreeSet<>();
        for (String n : inner.names()) {
            // HF's cached rope table; a reranker's classification head, which the rerank route reads
            if (!taken.contains(n) && !n.endsWith("rotary_emb.inv_freq") && !CLASSIFIER_HEAD.contains(n)) unknown.add(n);
        }
        if (!unknown.isEmpty()) {
            throw new CheckpointException(inner.source() + ": unknown tensor '" + unknown.iterator().next() + "'"
                    + (unknown.size() > 1 ? " (and " + (unknown.size() - 1) + " more)" : "") + ": architecture "
                    + c.modelType() + " does not use it; the checkpoint does not match its " + configName);
        }
    }

    /** The shape config.json implies for a standard decoder tensor, or null for names this check does not know. */
    private long[] expectedShape(String name) {
        long d = c.hiddenSize(), ff = c.intermediateSize(), hd = c.headDim(), q = (long) c.heads() * hd, kv = (long) c.kvHeads() * hd;
        switch (name) {
            case "model.embed_tokens.weight", "lm_head.weight" -> {
                return new long[]{c.vocabSize(), d};
            }
            case "model.norm.weight" -> {
                return new long[]{d};
            }
            default -> {
            }
        }
        Matcher m = LAYER.matcher(name);
        if (!m.matches()) return null;
        return switch (m.group(1)) {
            case "self_attn.q_proj.weight" -> new long[]{q, d};
            case "self_attn.k_proj.weight", "self_attn.v_proj.weight" -> new long[]{kv, d};
            case "self_attn.o_proj.weight" -> new long[]{d, q};
            case "self_attn.qkv_proj.weight" -> new long[]{q + 2 * kv, d};
            case "self_attn.q_proj.bias" -> new long[]{q};
            case "self_attn.k_proj.bias", "self_attn.v_proj.bias" -> new long[]{kv};
            case "self_attn.q_norm.weight", "self_attn.k_norm.weight" -> new long[]{hd};
            case "mlp.gate_proj.weight", "mlp.up_proj.weight" -> new long[]{ff, d};
            case "mlp.down_proj.weight" -> new long[]{d, ff};
            case "mlp.gate_up_proj.weight" -> new long[]{2 * ff, d};
            case "input_layernorm.weight", "post_attention_layernorm.weight", "pre_feedforward_layernorm.weight",
                 "post_feedforward_layernorm.weight" -> new long[]{d};
            default -> null;
        };
    }

    /** A q/k norm over the whole projection (OLMo 2) rather than one head: as wide as the q or k projection. */
    private boolean wholeProjectionNorm(String name, long[] shape) {
        long hd = c.headDim();
        if (name.endsWith("self_attn.q_norm.weight")) return Arrays.equals(shape, new long[]{(long) c.heads() * hd});
        if (name.endsWith("self_attn.k_norm.weight")) return Arrays.equals(shape, new long[]{(long) c.kvHeads() * hd});
        return false;
    }

    @Override
    public void close() {
        inner.close();
    }
}
