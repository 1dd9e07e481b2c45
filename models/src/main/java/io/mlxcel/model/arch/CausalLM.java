package io.mlxcel.model.arch;

import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.Tensor;

/**
 * A decoder-only language model bound to a backend. {@link #forward} is a pure function of tensors (no value
 * branches), so it can be handed to {@link ComputeBackend#compile} as a step.
 */
public interface CausalLM {
    ModelConfig config();

    ComputeBackend backend();

    /**
     * One step over tokens [B, T] at positions [B, T] (negative = padding); returns logits [B, 1, V] of the token
     * at {@code lastIndex} [B] of each row, followed by the updated caches (same order as {@code caches}).
     */
    Tensor[] forward(Tensor tokens, Tensor positions, Tensor lastIndex, Tensor[] caches);

    /**
     * The same pass without the head: the final-normed hidden state of every position, [B, T, D], followed by the
     * updated caches (llama.cpp's embeddings, which pooling then reduces).
     */
    default Tensor[] forwardHidden(Tensor tokens, Tensor positions, Tensor[] caches) {
        throw new UnsupportedOperationException(config().modelType() + ": embeddings are not available for this architecture");
    }

    /** Caches for one sequence batch: K and V per layer, [B, Hkv, capacity, Dh], in the config's cache type. */
    default Tensor[] newCaches(int batch, int capacity) {
        ModelConfig c = config();
        Tensor[] caches = new Tensor[2 * c.layers()];
        io.mlxcel.spi.Shape shape = io.mlxcel.spi.Shape.of(batch, c.kvHeads(), capacity, c.headDim());
        for (int i = 0; i < c.layers(); i++) {
            caches[2 * i] = backend().keyCache(shape, c.kvCacheType());   // a backend may keep keys in its own layout
            caches[2 * i + 1] = backend().zeros(shape, c.kvCacheType());
        }
        return caches;
    }

    /**
     * Whether every cache holds one entry per position that later steps read only at positions up to their own, so
     * that the first n positions of a sequence's caches serve any sequence with the same first n tokens (prefix reuse).
     * A model whose state sums over the whole sequence (a recurrent layer) must say false.
     */
    default boolean cachesArePerPosition() {
        return true;
    }
}
