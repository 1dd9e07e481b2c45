package io.mlxcel.model.jinja;

/** A template that cannot be parsed or rendered: the message names what failed and the template line. */
public final class TemplateException extends RuntimeException {
    public TemplateException(String message) {
        super(message);
    }
}
