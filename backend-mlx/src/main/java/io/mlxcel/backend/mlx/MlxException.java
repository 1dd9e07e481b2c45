package io.mlxcel.backend.mlx;

/** A failure reported by MLX or by loading it, with MLX's own message. */
public final class MlxException extends RuntimeException {
    public MlxException(String message) {
        super(message);
    }
}
