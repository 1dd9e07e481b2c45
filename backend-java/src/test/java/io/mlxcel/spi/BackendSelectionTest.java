package io.mlxcel.spi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ServiceLoader discovery and MLXCEL_BACKEND selection, with the java backend JAR on the classpath. */
class BackendSelectionTest {
    private final BackendConfig cfg = new BackendConfig(null, 1);

    @Test
    void discoversJavaBackend() {
        var found = Backends.discover(cfg);
        assertTrue(found.stream().anyMatch(f -> f.name().equals("java") && f.availability().available()), found.toString());
    }

    @Test
    void defaultPicksAnAvailableBackend() {
        try (ComputeBackend be = Backends.select(null, cfg)) {
            assertEquals("java", be.name());
        }
    }

    @Test
    void unknownNameListsWhatWasFound() {
        var e = assertThrows(BackendSelectionException.class, () -> Backends.select("tpu9000", cfg));
        assertTrue(e.getMessage().contains("unknown backend 'tpu9000'"), e.getMessage());
        assertTrue(e.getMessage().contains("java (available)"), e.getMessage());
    }
}
