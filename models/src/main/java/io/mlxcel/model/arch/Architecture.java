package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

/** One supported model_type: binds a checkpoint's weights to a backend and returns the model. */
public interface Architecture {
    /** config.json model_type values this file implements. */
    java.util.List<String> modelTypes();

    CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend);

    /**
     * config.json fields a file may leave out, with the values the family's Hugging Face config class gives them (a
     * multimodal wrapper's text_config is often sparse); none by default.
     */
    default java.util.Map<String, Object> configDefaults() {
        return java.util.Map.of();
    }
}
