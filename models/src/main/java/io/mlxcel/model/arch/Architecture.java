package io.mlxcel.model.arch;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.spi.ComputeBackend;

/** One supported model_type: binds a checkpoint's weights to a backend and returns the model. */
public interface Architecture {
    /** config.json model_type values this file implements. */
    java.util.List<String> modelTypes();

    CausalLM load(ModelConfig config, Checkpoint checkpoint, ComputeBackend backend);
}
