package io.mlxcel.model.arch;

import io.mlxcel.model.CheckpointException;

import java.util.List;
import java.util.TreeSet;

/** The registry of architecture files, looked up by config.json model_type. */
public final class Architectures {
    private static final List<Architecture> ALL = List.of(new Llama(), new Qwen2(), new Qwen3(), new Gemma2(), new Gemma3(), new Phi3(), new Qwen3Moe(), new Mixtral(), new SmolLm3(), new Olmo2());

    private Architectures() {
    }

    public static Architecture forModelType(String modelType, String where) {
        for (Architecture a : ALL) {
            if (a.modelTypes().contains(modelType)) return a;
        }
        throw new CheckpointException(where + ": unknown model_type '" + modelType + "' (supported: "
                + String.join(", ", supported()) + ")");
    }

    public static TreeSet<String> supported() {
        TreeSet<String> s = new TreeSet<>();
        for (Architecture a : ALL) s.addAll(a.modelTypes());
        return s;
    }
}
