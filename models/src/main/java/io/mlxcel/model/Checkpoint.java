package io.mlxcel.model;

import io.mlxcel.spi.HostWeight;

import java.nio.file.Path;
import java.util.Set;

/**
 * Weights of a model under Hugging Face tensor names ("model.layers.0.self_attn.q_proj.weight"), whatever the file
 * format. Architectures ask for names; format readers translate (GGUF) and assemble quantized triples (MLX).
 */
public interface Checkpoint extends AutoCloseable {
    /** Where the weights came from, for messages. */
    Path source();

    Set<String> names();

    default boolean has(String name) {
        return names().contains(name);
    }

    /** The named weight; a missing one is a {@link CheckpointException} naming it and the file. */
    HostWeight weight(String name);

    @Override
    void close();
}
