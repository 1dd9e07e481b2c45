package io.mlxcel.surgery;

import java.nio.file.Path;
import java.util.List;

/** One validated edit of a surgery file. */
sealed interface Operation {
    int index();

    Glob pattern();

    /** w := factor * w. */
    record Scale(int index, Glob pattern, double factor) implements Operation {
    }

    /** w := w + alpha * source[name] (a task vector). */
    record Add(int index, Glob pattern, Path source, double alpha) implements Operation {
    }

    /** Zero the weights of whole attention heads or MLP channels, or remove whole layers. */
    record Prune(int index, Glob pattern, Granularity granularity, List<Integer> ids) implements Operation {
    }

    /** w := source[source_key with the pattern's n-th '*' capture put in place of its n-th '*']. */
    record Replace(int index, Glob pattern, Path source, String sourceKey) implements Operation {
    }

    /** w := lerp or slerp between source_a[name] and source_b[name] at ratio. */
    record Interpolate(int index, Glob pattern, Path sourceA, Path sourceB, double ratio, Method method) implements Operation {
    }

    enum Granularity { ATTENTION_HEAD, LAYER, MLP_CHANNEL }

    enum Method { LERP, SLERP }
}
