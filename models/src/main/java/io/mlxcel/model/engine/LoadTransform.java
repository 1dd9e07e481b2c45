package io.mlxcel.model.engine;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;

/**
 * A load-time pipeline stage between the checkpoint and the backend (weight surgery). The identity transform is
 * not applied at all, so a load without one is bit-identical to a build without the feature.
 */
public interface LoadTransform {
    /** The checkpoint the architecture will read, given the file's checkpoint and configuration. */
    Checkpoint checkpoint(Checkpoint source, ModelConfig config);

    /** The configuration after the edits (e.g. fewer layers after pruning). */
    ModelConfig config(ModelConfig config);
}
