package io.mlxcel.model;

/** A checkpoint, config or tokenizer file is unusable; the message names the file and the field at fault. */
public class CheckpointException extends RuntimeException {
    public CheckpointException(String message) {
        super(message);
    }

    public CheckpointException(String message, Throwable cause) {
        super(message, cause);
    }
}
