package io.mlxcel.spi;

/**
 * Start-up options for a backend.
 *
 * @param device  "gpu", "cpu", or null for the backend's default ({@code MLXCEL_DEVICE})
 * @param threads worker threads for CPU kernels; 0 means the backend decides
 */
public record BackendConfig(String device, int threads) {
    public static BackendConfig fromEnvironment() {
        String threads = System.getenv("MLXCEL_THREADS");
        return new BackendConfig(System.getenv("MLXCEL_DEVICE"), threads == null ? 0 : Integer.parseInt(threads));
    }
}
