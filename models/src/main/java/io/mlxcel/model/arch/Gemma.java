package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.RopeSpec;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;


/**
 * The Gemma decoder, shared by Gemma 2 and Gemma 3 text ({@link Gemma2}, {@link Gemma3} give its {@link Args}).
 * Against the llama family it differs in: embeddings scaled by sqrt(hidden); RMSNorms that multiply by (1 + w); four
 * norms per block (before and after attention, before and after the MLP, the "after" ones applied to the branch
 * before the residual add); a GELU (tanh) gated MLP; attention scaled by query_pre_attn_scalar^-1/2; layers that
 * alternate between sliding-window and global attention. Gemma 2 soft-caps attention scores and final logits;
 * Gemma 3 instead normalises each query and key head and gives sliding layers their own rope base.
 */
final class Gemma {
    /**
     * What a Gemma generation sets, read by {@link Gemma2} and {@link Gemma3} from the file.
     *
     * @param qkNorm             RMSNorm on each query and key head (Gemma 3)
     * @param bf16EmbedScale     the sqrt(hidden) factor rounded to bfloat16, as mlx-lm's Gemma 3 computes it
     * @param attnSoftCap        attention score cap, 0 for none
     * @param finalSoftCap       logit cap, 0 for none
     * @param localRopeBase      rope base of sliding layers (the model's rope_theta when 0)
     * @param slidingByRule      which layers slide when config.json's layer_types does not say
     * @param queryPreAttnScalar attention scores are scaled by its inverse square root
     * @param normPlusOne        norms multiply by (1 + w) at run time; false where the file stores 1 + w already
     *                           (llama.cpp's converter adds the one)
     */
    record Args(boolean qkNorm, boolean bf16EmbedScale, float attnSoftCap, float finalSoftCap, double localRopeBase,
                java.util.function.IntPredicate slidingByRule, double queryPreAttnScalar, boolean normPlusOne) {
    }

    private Gemma() {
    }

    record Layer(boolean sliding, Tensor inputNorm, Tensor q, Tensor k, Tensor v, Tensor o, Tensor qNorm, Tensor kNorm,
                 Tensor postAttentionNorm, Tensor preFeedforwardNorm, Tensor postFeedforwardNorm, Tensor gate, Tensor up,
                 Tensor down) {
    }

    static final class Model implements CausalLM {
        private final Args args;
        private final ModelConfig config;
        private final ComputeBackend be;
        private final Tensor embed, finalNorm, lmHead;
        private final Layer[] layers;
        private final RopeSpec localRope, globalRope;
        private final float embedScale, attnScale, normOffset;
        private final boolean ggmlNumerics;

        Model(ModelConfig config, Checkpoint ckpt, ComputeBackend be, Args args) {
            this.config = config;
            this.be = be;
            this.args = args;
            this.embed = be.weight(ckpt.weight("model.embed_tokens.weight"));
            this.finalNorm = be.weight(ckpt.weight("model.norm.weight"));
            this.lmHead = ckpt.has("lm_head.weight") ? be.weight(ckpt.weight("lm_head.weight")) : embed;
            this.layers = new Layer[config.layers()];
            for (int i = 0; i < layers.length; i++) {
                String p = "model.layers." + i + ".";
                boolean sliding = config.slidingWindow() > 0
                        && (config.layerTypeGiven(i) ? config.slidingWindow(i) > 0 : args.slidingByRule().test(i));
                layers[i] = new Layer(sliding,
                        be.weight(ckpt.weight(p + "input_layernorm.weight")),
                        be.weight(ckpt.weight(p + "self_attn.q_proj.weight")),
                        be.weight(ckpt.weight(p + "self_attn.k_proj.weight")),
                        be.weight(ckpt.weight(p + "self_attn.v_proj.weight")),
                        be.weight(ckpt.weight(p + "self_attn.o_proj.weight")),
                        args.qkNorm() ? be.weight(ckpt.weight(p + "self_attn.q_norm.weight")) : null,
                        args.qkNorm() ? be.weight(ckpt.weight(p + "self_attn.k_norm.weight")) : null,
                        be.weight(ckpt.weight(p + "post_attention_layernorm.weight")),
                        be.weight(ckpt.weight(p + "pre_feedforward_layernorm.weight")),
                        be.weight(ckpt.weight(p + "post_feedforward_layernorm.weight")),
                        be.weight(ckpt.weight(p + "mlp.gate_proj.weight")),
                        be.weight(ckpt.weight(p + "mlp.up_proj.weight")),
                        be.weight(ckpt.weight(p + "mlp.down_proj.weight")));
            }
            this.globalRope = config.rope();
            this.localRope = args.localRopeBase() == 0 ? globalRope : new RopeSpec(config.headDim(), args.localRopeBase(), false, null);
            float scale = (float) Math.sqrt(config.hiddenSize());
            this.embedScale = args.bf16EmbedScale() ? roundToBf16(scale) : scale;
            this.attnScale = (float) (1.0 / Math.sqrt(args.queryPreAttnScalar()));
            this.normOffset = args.normPlusOne() ? 1f : 0f;
            this.ggmlNumerics = config.numerics() == ModelConfig.Numerics.LLAMA_CPP;
        }

        /** Round to nearest even at bfloat16 precision, kept as a float. */
        static float roundToBf16(float f) {
            int bits = Float.floatToRawIntBits(f);
            bits += 0x7FFF + ((bits >>> 16) & 1);
            return Float.intBitsToFloat(bits & 0xFFFF0000);
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
            Tensor[] out = new Tensor[1 + caches.length];
            Tensor x = residualStream(tokens, positions, caches, out);
            x = be.takeTokens(x, lastIndex);                                             // [B, 1, D]
            x = be.rmsNorm(x, finalNorm, config.rmsNormEps(), normOffset);
            Tensor logits = be.linear(x, lmHead);                                        // [B, 1, V]
            float cap = args.finalSoftCap();
            out[0] = cap == 0f ? logits : be.scale(be.tanh(be.scale(logits, 1f / cap)), cap);
            return out;
        }

        @Override
        public Tensor[] forwardHidden(Tensor tokens, Tensor positions, Tensor[] caches) {
            Tensor[] out = new Tensor[1 + caches.length];
            Tensor x = residualStream(tokens, positions, caches, out);
            out[0] = be.rmsNorm(x, finalNorm, config.rmsNormEps(), normOffset);
            return out;
        }

        /** The scaled embedding and every layer: the residual stream [B, T, D]; the caches go to out[1..]. */
        private Tensor residualStream(Tensor tokens, Tensor positions, Tensor[] caches, Tensor[] out) {
            int b = tokens.shape().dim(0), t = tokens.shape().dim(1);
            int h = config.heads(), hkv = config.kvHeads(), dh = config.headDim();
            float eps = config.rmsNormEps();

            Tensor x = be.scale(be.embedding(embed, tokens), embedScale);            // [B, T, D]
            for (int i = 0; i < layers.length; i++) {
                Layer l = layers[i];
                // --- attention: (1+w) norms on the input and on each q / k head, rope base by layer kind ---
                Tensor hn = be.rmsNorm(x, l.inputNorm(), eps, normOffset);
                Tensor q = be.reshape(be.linear(hn, l.q()), Shape.of(b, t, h, dh));
                Tensor k = be.reshape(be.linear(hn, l.k()), Shape.of(b, t, hkv, dh));
                if (args.qkNorm()) {
                    q = be.rmsNorm(q, l.qNorm(), eps, normOffset);
                    k = be.rmsNorm(k, l.kNorm(), eps, normOffset);
                }
                Tensor v = be.reshape(be.linear(hn, l.v()), Shape.of(b, t, hkv, dh));
                RopeSpec rope = l.sliding() ? localRope : globalRope;
                q = be.rope(q, positions, rope);
                k = be.rope(k, positions, rope);
                Tensor kc = be.cacheWrite(caches[2 * i], k, positions);
                Tensor vc = be.cacheWrite(caches[2 * i + 1], v, positions);
                out[1 + 2 * i] = kc;
                out[2 + 2 * i] = vc;
                // llama.cpp scales the queries before attention (then rounds them to f16 against the f16 cache);
                // scaling after the q.k product instead differs where a scaled query element is f16-subnormal
                if (ggmlNumerics) q = be.scale(q, attnScale);
                Tensor attn = be.attention(q, kc, vc, positions, ggmlNumerics ? 1f : attnScale, l.sliding() ? config.slidingWindow() : 0,
                        args.attnSoftCap());
                Tensor r = be.linear(be.reshape(attn, Shape.of(b, t, h * dh)), l.o());
                x = be.add(x, be.rmsNorm(r, l.postAttentionNorm(), eps, normOffset));
                // --- GELU-gated MLP between its own pre and post norms ---
                hn = be.rmsNorm(x, l.preFeedforwardNorm(), eps, normOffset);
                Tensor g = be.linear(hn, l.gate());
                r = be.linear(be.mul(ggmlNumerics ? be.geluF16(g) : be.gelu(g), be.linear(hn, l.up())), l.down());
                x = be.add(x, be.rmsNorm(r, l.postFeedforwardNorm(), eps, normOffset));
            }
            return x;
        }
    }
}
