package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

/**
 * The pre-norm decoder shared by the llama family: RMSNorm, rotary grouped-query attention over a fixed-capacity
 * KV cache, SwiGLU MLP. Architectures differ only in {@link Options} (biases, q/k norms), so the forward pass is
 * written once here and every backend sees the same op sequence.
 */
public class DecoderLM implements CausalLM {

    /** What distinguishes one llama-family architecture from another. */
    public record Options(boolean attentionBias, boolean qkNorm) {
    }

    /** One transformer block's weights (null where the architecture has none). */
    record Layer(Tensor inputNorm, Tensor q, Tensor k, Tensor v, Tensor o, Tensor qBias, Tensor kBias, Tensor vBias,
                 Tensor qNorm, Tensor kNorm, Tensor postNorm, Tensor gate, Tensor up, Tensor down) {
    }

    private final ModelConfig config;
    private final ComputeBackend be;
    private final Options options;
    private final Tensor embed;
    private final Tensor finalNorm;
    private final Tensor lmHead;
    private final Layer[] layers;

    public DecoderLM(ModelConfig config, Checkpoint ckpt, ComputeBackend be, Options options) {
        this.config = config;
        this.be = be;
        this.options = options;
        this.embed = be.weight(ckpt.weight("model.embed_tokens.weight"));
        this.finalNorm = be.weight(ckpt.weight("model.norm.weight"));
        this.lmHead = config.tieWordEmbeddings() || !ckpt.has("lm_head.weight") ? embed : be.weight(ckpt.weight("lm_head.weight"));
        this.layers = new Layer[config.layers()];
        for (int i = 0; i < layers.length; i++) {
            String p = "model.layers." + i + ".";
            layers[i] = new Layer(
                    be.weight(ckpt.weight(p + "input_layernorm.weight")),
                    be.weight(ckpt.weight(p + "self_attn.q_proj.weight")),
                    be.weight(ckpt.weight(p + "self_attn.k_proj.weight")),
                    be.weight(ckpt.weight(p + "self_attn.v_proj.weight")),
                    be.weight(ckpt.weight(p + "self_attn.o_proj.weight")),
                    options.attentionBias ? be.weight(ckpt.weight(p + "self_attn.q_proj.bias")) : null,
                    options.attentionBias ? be.weight(ckpt.weight(p + "self_attn.k_proj.bias")) : null,
                    options.attentionBias ? be.weight(ckpt.weight(p + "self_attn.v_proj.bias")) : null,
                    options.qkNorm ? be.weight(ckpt.weight(p + "self_attn.q_norm.weight")) : null,
                    options.qkNorm ? be.weight(ckpt.weight(p + "self_attn.k_norm.weight")) : null,
                    be.weight(ckpt.weight(p + "post_attention_layernorm.weight")),
                    be.weight(ckpt.weight(p + "mlp.gate_proj.weight")),
                    be.weight(ckpt.weight(p + "mlp.up_proj.weight")),
                    be.weight(ckpt.weight(p + "mlp.down_proj.weight")));
        }
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
    public Tensor[] newCaches(int batch, int capacity) {
        Tensor[] caches = new Tensor[2 * layers.length];
        Shape shape = Shape.of(batch, config.kvHeads(), capacity, config.headDim());
        // F16 for GGUF (llama.cpp's default, same rounding as the reference); the model's precision for MLX/HF.
        for (int i = 0; i < caches.length; i++) caches[i] = be.zeros(shape, config.kvCacheType());
        return caches;
    }

    @Override
    public Tensor[] forward(Tensor tokens, Tensor positions, Tensor lastIndex, Tensor[] caches) {
        int b = tokens.shape().dim(0), t = tokens.shape().dim(1);
        int h = config.heads(), hkv = config.kvHeads(), dh = config.headDim();
        float eps = config.rmsNormEps();
        float attnScale = (float) (1.0 / Math.sqrt(dh));
        Tensor[] newCaches = new Tensor[caches.length];

        Tensor x = be.embedding(embed, tokens);                                     // [B, T, D]
        for (int i = 0; i < layers.length; i++) {
            Layer l = layers[i];
            // --- attention ---
            Tensor hn = be.rmsNorm(x, l.inputNorm(), eps, 0f);
            Tensor q = project(hn, l.q(), l.qBias(), b, t, h, dh);                   // [B, T, H, Dh]
            Tensor k = project(hn, l.k(), l.kBias(), b, t, hkv, dh);                 // [B, T, Hkv, Dh]
            Tensor v = project(hn, l.v(), l.vBias(), b, t, hkv, dh);
            if (options.qkNorm) {
                q = be.rmsNorm(q, l.qNorm(), eps, 0f);
                k = be.rmsNorm(k, l.kNorm(), eps, 0f);
            }
            q = be.rope(q, positions, config.rope());
            k = be.rope(k, positions, config.rope());
            Tensor kc = be.cacheWrite(caches[2 * i], k, positions);
            Tensor vc = be.cacheWrite(caches[2 * i + 1], v, positions);
            newCaches[2 * i] = kc;
            newCaches[2 * i + 1] = vc;
            Tensor attn = be.attention(q, kc, vc, positions, attnScale, config.slidingWindow(i));
            attn = be.reshape(attn, Shape.of(b, t, h * dh));
            x = be.add(x, be.linear(attn, l.o()));
            // --- SwiGLU MLP ---
            hn = be.rmsNorm(x, l.postNorm(), eps, 0f);
            Tensor gated = be.mul(be.silu(be.linear(hn, l.gate())), be.linear(hn, l.up()));
            x = be.add(x, be.linear(gated, l.down()));
        }
        x = be.takeTokens(x, lastIndex);                                             // [B, 1, D]
        x = be.rmsNorm(x, finalNorm, eps, 0f);
        Tensor logits = be.linear(x, lmHead);                                        // [B, 1, V]

        Tensor[] out = new Tensor[1 + newCaches.length];
        out[0] = logits;
        System.arraycopy(newCaches, 0, out, 1, newCaches.length);
        return out;
    }

    private Tensor project(Tensor x, Tensor w, Tensor bias, int b, int t, int heads, int dh) {
        Tensor y = be.linear(x, w);
        if (bias != null) y = be.add(y, bias);
        return be.reshape(y, Shape.of(b, t, heads, dh));
    }
}
