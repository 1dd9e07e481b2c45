package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.RopeSpec;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

/**
 * The pre-norm decoder shared by the llama family: RMSNorm, rotary grouped-query attention over a fixed-capacity
 * KV cache, SwiGLU MLP. Architectures differ only in {@link Options} (biases, q/k norms), so the forward pass is
 * written once here and every backend sees the same op sequence.
 */
public class DecoderLM implements CausalLM {

    /** Where a block's query and key norms sit. */
    public enum QkNorm {
        NONE,
        /** RMSNorm on each query and key head, before rotary embedding (Qwen 3). */
        PER_HEAD,
        /** RMSNorm over the whole query and key projections, before they are split into heads (OLMo 2). */
        OVER_PROJECTION
    }

    /**
     * What distinguishes one llama-family block from another, built by name: {@code Options.plain().withQkNorm()}.
     *
     * @param attentionBias biases on the q, k and v projections (Qwen 2)
     * @param qkNorm        query and key norms, if any
     * @param moe           the sparse MLP, or null for a dense MLP on every layer
     * @param rotary        the layers whose queries and keys get rotary embeddings (SmolLM 3 leaves some without:
     *                      NoPE); null for every layer
     * @param postNorms     norms on the attention and MLP outputs before each residual add, none on their inputs
     *                      (OLMo 2); else the usual norm on each input
     */
    public record Options(boolean attentionBias, QkNorm qkNorm, MoeSpec moe, java.util.function.IntPredicate rotary, boolean postNorms) {
        /** The Llama block: no projection biases, no q/k norms, a dense SwiGLU MLP, rotary embeddings everywhere. */
        public static Options plain() {
            return new Options(false, QkNorm.NONE, null, null, false);
        }

        public Options withAttentionBias() {
            return new Options(true, qkNorm, moe, rotary, postNorms);
        }

        public Options withQkNorm() {
            return new Options(attentionBias, QkNorm.PER_HEAD, moe, rotary, postNorms);
        }

        public Options withQkNormOverProjections() {
            return new Options(attentionBias, QkNorm.OVER_PROJECTION, moe, rotary, postNorms);
        }

        public Options withExperts(MoeSpec experts) {
            return new Options(attentionBias, qkNorm, experts, rotary, postNorms);
        }

        public Options withRotaryOn(java.util.function.IntPredicate layers) {
            return new Options(attentionBias, qkNorm, moe, layers, postNorms);
        }

        public Options withPostNorms() {
            return new Options(attentionBias, qkNorm, moe, rotary, true);
        }
    }

    /**
     * A sparse MLP on the layers {@code sparseLayer} accepts: a router picks {@code topK} experts per token, their
     * SwiGLU outputs are summed with the router's softmax weights (renormalised over the chosen experts when
     * {@code normTopK}). Weights under {@code <block>}: {@code gate} (the router, [E, D]) and
     * {@code switch_mlp.{gate,up,down}_proj} stacked [E, ., .] (mlx-lm's names; {@link StackedExperts} serves other
     * layouts under them).
     *
     * @param block the layer's sub-module holding them: {@code mlp} (Qwen 3 MoE), {@code block_sparse_moe} (Mixtral)
     */
    public record MoeSpec(java.util.function.IntPredicate sparseLayer, int topK, boolean normTopK, String block) {
    }

    /** A sparse MLP's weights: the router and the stacked expert projections. */
    record Experts(Tensor router, Tensor gate, Tensor up, Tensor down) {
    }

    /**
     * One transformer block's weights (null where the architecture has none; gate/up/down null on sparse layers).
     * {@code postNorm} is {@code post_attention_layernorm}: before the MLP in the usual block, on the attention output
     * with post-norms, where {@code ffnPostNorm} ({@code post_feedforward_layernorm}) goes on the MLP output.
     */
    record Layer(Tensor inputNorm, Tensor q, Tensor k, Tensor v, Tensor o, Tensor qBias, Tensor kBias, Tensor vBias,
                 Tensor qNorm, Tensor kNorm, Tensor postNorm, Tensor ffnPostNorm, Tensor gate, Tensor up, Tensor down, Experts experts) {
    }

    private final ModelConfig config;
    private final ComputeBackend be;
    private final Options options;
    private final Tensor embed;
    private final Tensor finalNorm;
    private final Tensor lmHead;
    private final Layer[] layers;
    /** One spec for every layer and step: a backend may key its angle tables on it (the java backend by identity first). */
    private final RopeSpec rope;
    /** Each layer's attention window (0: global), read from the config once rather than on every step. */
    private final int[] windows;

    public DecoderLM(ModelConfig config, Checkpoint ckpt, ComputeBackend be, Options options) {
        this.config = config;
        this.be = be;
        this.options = options;
        this.rope = config.rope();
        this.windows = new int[config.layers()];
        for (int i = 0; i < windows.length; i++) windows[i] = config.slidingWindow(i);
        this.embed = be.weight(ckpt.weight("model.embed_tokens.weight"));
        this.finalNorm = be.weight(ckpt.weight("model.norm.weight"));
        this.lmHead = config.tieWordEmbeddings() || !ckpt.has("lm_head.weight") ? embed : be.weight(ckpt.weight("lm_head.weight"));
        this.layers = new Layer[config.layers()];
        for (int i = 0; i < layers.length; i++) {
            String p = "model.layers." + i + ".";
            boolean sparse = options.moe() != null && options.moe().sparseLayer().test(i);
            layers[i] = new Layer(
                    options.postNorms() ? null : be.weight(ckpt.weight(p + "input_layernorm.weight")),
                    be.weight(ckpt.weight(p + "self_attn.q_proj.weight")),
                    be.weight(ckpt.weight(p + "self_attn.k_proj.weight")),
                    be.weight(ckpt.weight(p + "self_attn.v_proj.weight")),
                    be.weight(ckpt.weight(p + "self_attn.o_proj.weight")),
                    options.attentionBias ? be.weight(ckpt.weight(p + "self_attn.q_proj.bias")) : null,
                    options.attentionBias ? be.weight(ckpt.weight(p + "self_attn.k_proj.bias")) : null,
                    options.attentionBias ? be.weight(ckpt.weight(p + "self_attn.v_proj.bias")) : null,
                    options.qkNorm() != QkNorm.NONE ? be.weight(ckpt.weight(p + "self_attn.q_norm.weight")) : null,
                    options.qkNorm() != QkNorm.NONE ? be.weight(ckpt.weight(p + "self_attn.k_norm.weight")) : null,
                    be.weight(ckpt.weight(p + "post_attention_layernorm.weight")),
                    options.postNorms() ? be.weight(ckpt.weight(p + "post_feedforward_layernorm.weight")) : null,
                    sparse ? null : be.weight(ckpt.weight(p + "mlp.gate_proj.weight")),
                    sparse ? null : be.weight(ckpt.weight(p + "mlp.up_proj.weight")),
                    sparse ? null : be.weight(ckpt.weight(p + "mlp.down_proj.weight")),
                    sparse ? experts(ckpt, p + options.moe().block() + ".") : null);
        }
    }

    private Experts experts(Checkpoint ckpt, String p) {
        return new Experts(be.weight(ckpt.weight(p + "gate.weight")), be.weight(ckpt.weight(p + "switch_mlp.gate_proj.weight")),
                be.weight(ckpt.weight(p + "switch_mlp.up_proj.weight")), be.weight(ckpt.weight(p + "switch_mlp.down_proj.weight")));
    }

    @Override
    public ModelConfig config() {
        return config;
    }

    @Override
    public ComputeBackend backend() {
        return be;
    }

    @Override
    public Tensor[] forward(Tensor tokens, Tensor positions, Tensor lastIndex, Tensor[] caches) {
        Tensor[] newCaches = new Tensor[caches.length];
        Tensor x = residualStream(tokens, positions, caches, newCaches);
        x = be.takeTokens(x, lastIndex);                                             // [B, 1, D]
        x = be.rmsNorm(x, finalNorm, config.rmsNormEps(), 0f);
        Tensor logits = be.linear(x, lmHead);                                        // [B, 1, V]
        return withCaches(logits, newCaches);
    }

    @Override
    public Tensor[] forwardHidden(Tensor tokens, Tensor positions, Tensor[] caches) {
        Tensor[] newCaches = new Tensor[caches.length];
        Tensor x = residualStream(tokens, positions, caches, newCaches);
        return withCaches(be.rmsNorm(x, finalNorm, config.rmsNormEps(), 0f), newCaches);
    }

    private static Tensor[] withCaches(Tensor first, Tensor[] caches) {
        Tensor[] out = new Tensor[1 + caches.length];
        out[0] = first;
        System.arraycopy(caches, 0, out, 1, caches.length);
        return out;
    }

    /** The embedding and every layer: the residual stream [B, T, D] of all positions; the caches go to {@code newCaches}. */
    private Tensor residualStream(Tensor tokens, Tensor positions, Tensor[] caches, Tensor[] newCaches) {
        int b = tokens.shape().dim(0), t = tokens.shape().dim(1);
        int h = config.heads(), hkv = config.kvHeads(), dh = config.headDim();
        float eps = config.rmsNormEps();
        float attnScale = (float) (1.0 / Math.sqrt(dh));

        Tensor x = be.embedding(embed, tokens);                                     // [B, T, D]
        for (int i = 0; i < layers.length; i++) {
            Layer l = layers[i];
            // --- attention ---
            Tensor hn = options.postNorms() ? x : be.rmsNorm(x, l.inputNorm(), eps, 0f);
            Tensor[] qkv = be.linears(hn, l.q(), l.k(), l.v());
            if (options.qkNorm() == QkNorm.OVER_PROJECTION) {
                qkv[0] = be.rmsNorm(qkv[0], l.qNorm(), eps, 0f);
                qkv[1] = be.rmsNorm(qkv[1], l.kNorm(), eps, 0f);
            }
            Tensor q = heads(qkv[0], l.qBias(), b, t, h, dh);                        // [B, T, H, Dh]
            Tensor k = heads(qkv[1], l.kBias(), b, t, hkv, dh);                      // [B, T, Hkv, Dh]
            Tensor v = heads(qkv[2], l.vBias(), b, t, hkv, dh);
            if (options.qkNorm() == QkNorm.PER_HEAD) {
                q = be.rmsNorm(q, l.qNorm(), eps, 0f);
                k = be.rmsNorm(k, l.kNorm(), eps, 0f);
            }
            if (options.rotary() == null || options.rotary().test(i)) {
                q = be.rope(q, positions, rope);
                k = be.rope(k, positions, rope);
            }
            Tensor kc = be.cacheWrite(caches[2 * i], k, positions);
            Tensor vc = be.cacheWrite(caches[2 * i + 1], v, positions);
            newCaches[2 * i] = kc;
            newCaches[2 * i + 1] = vc;
            Tensor attn = be.attention(q, kc, vc, positions, attnScale, windows[i]);
            attn = be.reshape(attn, Shape.of(b, t, h * dh));
            Tensor out = be.linear(attn, l.o());
            x = be.add(x, options.postNorms() ? be.rmsNorm(out, l.postNorm(), eps, 0f) : out);
            // --- SwiGLU MLP, dense or mixture of experts ---
            hn = options.postNorms() ? x : be.rmsNorm(x, l.postNorm(), eps, 0f);
            Tensor mlp = l.experts() == null ? denseMlp(l, hn) : experts(l.experts(), hn, b, t);
            x = be.add(x, options.postNorms() ? be.rmsNorm(mlp, l.ffnPostNorm(), eps, 0f) : mlp);
        }
        return x;
    }

    /**
     * The sparse MLP: the top-k experts by router logit (softmax is monotonic), weighted by the router softmax over
     * all experts or, renormalised, over the chosen ones (the same numbers as the softmax restricted to them).
     */
    private Tensor experts(Experts e, Tensor hn, int b, int t) {
        int k = options.moe().topK();
        Tensor logits = be.linear(hn, e.router());                                   // [B, T, E]
        Tensor chosen = be.topK(logits, k);                                          // [B, T, k]
        Tensor weights = options.moe().normTopK() ? be.softmax(be.takeAlong(logits, chosen)) : be.takeAlong(be.softmax(logits), chosen);
        Tensor gated = be.mul(be.silu(be.gatherLinear(hn, e.gate(), chosen)), be.gatherLinear(hn, e.up(), chosen)); // [B, T, k, I]
        Tensor out = be.gatherLinear(gated, e.down(), chosen);                       // [B, T, k, D]
        return be.sum(be.mul(out, be.reshape(weights, Shape.of(b, t, k, 1))), 2);
    }

    /** The dense SwiGLU MLP: down(silu(gate(x)) * up(x)). */
    private Tensor denseMlp(Layer l, Tensor hn) {
        Tensor[] gateUp = be.linears(hn, l.gate(), l.up());
        return be.linear(be.mul(be.silu(gateUp[0]), gateUp[1]), l.down());
    }

    /** A projection's output (plus its bias) split into heads. */
    private Tensor heads(Tensor y, Tensor bias, int b, int t, int heads, int dh) {
        if (bias != null) y = be.add(y, bias);
        return be.reshape(y, Shape.of(b, t, heads, dh));
    }
}
