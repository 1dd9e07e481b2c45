package io.mlxcel.model.store;

/** A download from the hub failed; the message says what to do (token, name, revision, network). */
public class HubException extends RuntimeException {
    public HubException(String message) {
        super(message);
    }

    public HubException(String message, Throwable cause) {
        super(message, cause);
    }
}
