package io.mlxcel.spi;

/**
 * Entry point of a backend JAR, registered in {@code META-INF/services/io.mlxcel.spi.BackendProvider}.
 * Probing must be cheap and must not throw: it says whether the backend can run here and, if not, why.
 */
public interface BackendProvider {
    String name();

    /** Higher wins when no backend is requested by name. */
    int priority();

    /**
     * Priority under a given configuration (default: {@link #priority()}); a GPU backend forced onto the CPU with
     * {@code MLXCEL_DEVICE=cpu} ranks lower than the embedded CPU backend, for instance.
     */
    default int priority(BackendConfig config) {
        return priority();
    }

    Availability probe(BackendConfig config);

    ComputeBackend create(BackendConfig config);
}
