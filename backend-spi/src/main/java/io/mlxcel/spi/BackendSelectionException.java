package io.mlxcel.spi;

/** No backend could be chosen; the message lists what was found and why each was refused. */
public class BackendSelectionException extends RuntimeException {
    public BackendSelectionException(String message) {
        super(message);
    }
}
