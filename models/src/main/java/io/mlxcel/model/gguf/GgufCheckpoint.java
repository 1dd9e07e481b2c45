package io.mlxcel.model.gguf;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.RopeSpec;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A GGUF file seen under Hugging Face tensor names, plus its hyper-parameters as a {@link ModelConfig}. */
public final class GgufCheckpoint implements Checkpoint {
    private static final Pattern BLOCK = Pattern.compile("blk\\.(\\d+)\\.(.+)");
    private static final Map<String, String> LAYER_NAMES = Map.ofEntries(
            Map.entry("attn_norm", "input_layernorm"),
            Map.entry("attn_q", "self_attn.q_proj"),
            Map.entry("attn_qkv", "self_attn.qkv_proj"),
            Map.entry("attn_k", "self_attn.k_proj"),
            Map.entry("attn_v", "self_attn.v_proj"),
            Map.entry("attn_output", "self_attn.o_proj"),
            Map.entry("attn_q_norm", "self_attn.q_norm"),
            Map.entry("attn_k_norm", "self_attn.k_norm"),
            Map.entry("ffn_norm", "post_attention_layernorm"),
            // norms on the attention and MLP outputs (OLMo 2; Gemma maps these through its own table)
            Map.entry("post_attention_norm", "post_attention_layernorm"),
            Map.entry("post_ffw_norm", "post_feedforward_layernorm"),
            Map.entry("ffn_gate", "mlp.gate_proj"),
            Map.entry("ffn_up", "mlp.up_proj"),
            Map.entry("ffn_down", "mlp.down_proj"),
            // mixture of experts: the router and the experts stacked [E, N, K] under mlx-lm's names
            Map.entry("ffn_gate_inp", "mlp.gate"),
            Map.entry("ffn_gate_exps", "mlp.switch_mlp.gate_proj"),
            Map.entry("ffn_up_exps", "mlp.switch_mlp.up_proj"),
            Map.entry("ffn_down_exps", "mlp.switch_mlp.down_proj"));
    /** Gemma blocks have four norms; llama.cpp names the one before the MLP ffn_norm, as for llama. */
    private static final Map<String, String> GEMMA_LAYER_NAMES = Map.of(
            "ffn_norm", "pre_feedforward_layernorm",
            "post_attention_norm", "post_attention_layernorm",
            "post_ffw_norm", "post_feedforward_layernorm");
    private static final Map<String, String> GLOBAL_NAMES = Map.of(
            "token_embd.weight", "model.embed_tokens.weight",
            "output_norm.weight", "model.norm.weight",
            "output.weight", "lm_head.weight",
            // a reranker's classification head (llama.cpp's cls_out; Hugging Face's sequence classifiers call it score)
            "cls.output.weight", "score.weight",
            "cls.output.bias", "score.bias");

    private final GgufFile file;
    private final Map<String, String> hfToGguf;

    public GgufCheckpoint(GgufFile file) {
        this.file = file;
        Map<String, String> map = new LinkedHashMap<>();
        String arch = String.valueOf(file.string("general.architecture"));
        for (String g : file.tensors().keySet()) {
            String hf = toHf(g, arch);
            if (hf != null) map.put(hf, g);
        }
        this.hfToGguf = Collections.unmodifiableMap(map);
    }

    static String toHf(String gguf, String arch) {
        String global = GLOBAL_NAMES.get(gguf);
        if (global != null) return global;
        Matcher m = BLOCK.matcher(gguf);
        if (!m.matches()) return null;
        String rest = m.group(2);
        int dot = rest.lastIndexOf('.');
        String base = rest.substring(0, dot), suffix = rest.substring(dot);
        String mapped = arch.startsWith("gemma") && GEMMA_LAYER_NAMES.containsKey(base) ? GEMMA_LAYER_NAMES.get(base)
                : arch.equals("phi3") && base.equals("ffn_up") ? "mlp.gate_up_proj"   // phi3 keeps gate and up fused
                : LAYER_NAMES.get(base);
        return mapped == null ? null : "model.layers." + m.group(1) + "." + mapped + suffix;
    }

    /**
     * rope.scaling.type: llama3, linear (rope.scaling.factor), yarn (factor, original_context_length, yarn_beta_fast and
     * yarn_beta_slow as llama.cpp defaults them, attn_factor times 0.1 ln(factor) + 1); none is null.
     */
    private RopeSpec.Scaling ropeScaling(String p) {
        String type = file.string(p + "rope.scaling.type");
        if (type == null || type.equals("none")) return null;
        return switch (type) {
            case "llama3" -> new RopeSpec.Llama3Scaling(file.requireNumber(p + "rope.scaling.factor").doubleValue(), 1.0, 4.0,
                    file.requireNumber(p + "rope.scaling.original_context_length").intValue());
            case "linear" -> new RopeSpec.LinearScaling(file.requireNumber(p + "rope.scaling.factor").doubleValue());
            case "yarn" -> {
                double factor = file.requireNumber(p + "rope.scaling.factor").doubleValue();
                Number fast = file.number(p + "rope.scaling.yarn_beta_fast"), slow = file.number(p + "rope.scaling.yarn_beta_slow");
                Number attn = file.number(p + "rope.scaling.attn_factor");
                yield new RopeSpec.YarnScaling(factor, file.requireNumber(p + "rope.scaling.original_context_length").intValue(),
                        fast == null ? 32 : fast.doubleValue(), slow == null ? 1 : slow.doubleValue(),
                        (attn == null ? 1 : attn.doubleValue()) * RopeSpec.YarnScaling.magnitude(factor, 1));
            }
            default -> throw new CheckpointException(file.path() + ": " + p + "rope.scaling.type '" + type
                    + "' is not supported (supported: none, llama3, linear, yarn)");
        };
    }

    public GgufFile file() {
        return file;
    }

    @Override
    public Path source() {
        return file.path();
    }

    @Override
    public Set<String> names() {
        return hfToGguf.keySet();
    }

    @Override
    public HostWeight weight(String name) {
        String g = hfToGguf.get(name);
        if (g == null) throw new CheckpointException(file.path() + ": tensor '" + name + "' is missing");
        return file.weight(g);
    }

    /** Hyper-parameters from the {@code <arch>.*} metadata keys. */
    public ModelConfig config() {
        String arch = file.string("general.architecture");
        if (arch == null) throw new CheckpointException(file.path() + ": metadata 'general.architecture' is missing");
        String p = arch + ".";
        int hidden = file.requireNumber(p + "embedding_length").intValue();
        int heads = file.requireNumber(p + "attention.head_count").intValue();
        Number kv = file.number(p + "attention.head_count_kv");
        Number keyLen = file.number(p + "attention.key_length");
        Number theta = file.number(p + "rope.freq_base");
        Number eps = file.number(p + "attention.layer_norm_rms_epsilon");
        Number ctx = file.number(p + "context_length");
        Number window = file.number(p + "attention.sliding_window");
        List<Object> tokens = file.array("tokenizer.ggml.tokens");
        Number vocab = file.number(p + "vocab_size");
        int vocabSize = vocab != null ? vocab.intValue() : tokens != null ? tokens.size() : (int) file.tensors().get("token_embd.weight").dims()[1];
        RopeSpec.Scaling scaling = ropeScaling(p);
        return new ModelConfig(arch, hidden, file.requireNumber(p + "block_count").intValue(), heads,
                kv == null ? heads : kv.intValue(), keyLen == null ? hidden / heads : keyLen.intValue(),
                file.requireNumber(p + "feed_forward_length").intValue(), vocabSize,
                eps == null ? 1e-5f : eps.floatValue(), theta == null ? 10000.0 : theta.doubleValue(),
                // llama.cpp's converter permutes llama (and SmolLM 3) q/k rows so rotated pairs are adjacent; qwen keeps HF order.
                arch.equals("llama") || arch.equals("smollm3"), scaling, !file.tensors().containsKey("output.weight"),
                ctx == null ? 4096 : ctx.intValue(), window == null ? 0 : window.intValue(), io.mlxcel.spi.DType.F16,
                ModelConfig.Numerics.LLAMA_CPP, source(p, keyLen == null ? hidden / heads : keyLen.intValue()));
    }

    /** config.json names of the metadata an architecture may read, and the GGUF key (after "<arch>.") that holds each. */
    private static final Map<String, String> GGUF_KEYS = Map.of(
            "num_experts", "expert_count",
            "num_experts_per_tok", "expert_used_count",
            "attn_logit_softcapping", "attn_logit_softcapping",
            "final_logit_softcapping", "final_logit_softcapping",
            "rope_local_base_freq", "rope.freq_base_swa");

    /**
     * The file's metadata by config.json names ({@link #GGUF_KEYS}); {@code partial_rotary_factor} comes from
     * {@code rope.dimension_count} where that is less than the head. What llama.cpp keeps in code rather than in the
     * file (Gemma 3's every-6th-layer rule, norm weights stored as 1 + w) the architecture files say themselves.
     */
    private io.mlxcel.model.ConfigSource source(String p, int headDim) {
        return new io.mlxcel.model.ConfigSource() {
            @Override
            public Double number(String name) {
                if (name.equals("partial_rotary_factor")) {
                    Number dims = file.number(p + "rope.dimension_count");
                    return dims == null || dims.intValue() >= headDim ? null : dims.doubleValue() / headDim;
                }
                String key = GGUF_KEYS.get(name);
                Number n = key == null ? null : file.number(p + key);
                return n == null ? null : n.doubleValue();
            }

            @Override
            public List<String> list(String name) {
                return null;
            }

            @Override
            public boolean gguf() {
                return true;
            }
        };
    }

    @Override
    public void close() {
        file.close();
    }
}
