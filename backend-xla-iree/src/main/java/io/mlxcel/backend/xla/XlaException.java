package io.mlxcel.backend.xla;

/** A failure of the IREE compiler or runtime, with IREE's own message. */
public final class XlaException extends RuntimeException {
    public XlaException(String message) {
        super(message);
    }
}
