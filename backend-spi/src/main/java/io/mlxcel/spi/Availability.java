package io.mlxcel.spi;

/** The result of a provider's probe: usable, or a reason a person can act on. */
public record Availability(boolean available, String reason) {
    public static Availability ok(String detail) {
        return new Availability(true, detail);
    }

    public static Availability no(String reason) {
        return new Availability(false, reason);
    }
}
