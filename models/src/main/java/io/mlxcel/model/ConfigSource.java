package io.mlxcel.model;

import java.util.List;

/**
 * A model's hyper-parameters as its file gives them, asked for by their config.json names whatever the file: a
 * config.json answers directly, a GGUF file through the metadata key that carries the same value
 * ({@code num_experts} is {@code <arch>.expert_count}, …). Each architecture file reads the settings it needs into its
 * own typed arguments from here, so one mapping serves both formats.
 */
public interface ConfigSource {
    /** A number (a boolean answers 1 or 0), or null when the file does not give it. */
    Double number(String name);

    /** A list (integers or strings, as text), or null when the file does not give it. */
    List<String> list(String name);

    /**
     * Whether the model comes from a GGUF file, whose converter stores some weights in llama.cpp's form (Gemma's
     * norms as 1 + w, permuted llama q/k rows) and whose reference numerics are llama.cpp's.
     */
    boolean gguf();

    default double number(String name, double fallback) {
        Double v = number(name);
        return v == null ? fallback : v;
    }

    default int integer(String name, int fallback) {
        Double v = number(name);
        return v == null ? fallback : (int) Math.round(v);
    }

    default boolean flag(String name, boolean fallback) {
        Double v = number(name);
        return v == null ? fallback : v != 0;
    }

    /** A source that gives nothing (a configuration built in code). */
    ConfigSource EMPTY = new ConfigSource() {
        @Override
        public Double number(String name) {
            return null;
        }

        @Override
        public List<String> list(String name) {
            return null;
        }

        @Override
        public boolean gguf() {
            return false;
        }
    };
}
