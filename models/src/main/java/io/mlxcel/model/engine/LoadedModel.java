package io.mlxcel.model.engine;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.model.arch.CausalLM;
import io.mlxcel.model.tokenizer.ChatTemplate;
import io.mlxcel.model.tokenizer.Tokenizer;

import java.nio.file.Path;

/** A model ready to run: weights bound to a backend, its tokenizer and chat template (null when it has none). */
public record LoadedModel(Path source, ModelConfig config, CausalLM lm, Tokenizer tokenizer, ChatTemplate chatTemplate,
                          Checkpoint checkpoint) implements AutoCloseable {
    @Override
    public void close() {
        checkpoint.close();
    }
}
