package io.mlxcel.backend.java;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JitSettingsTest {
    @Test
    void theDefaultLimitIsNamedWithTheFlagToPass() {
        String warning = JitSettings.trapLimitWarning(100).orElseThrow();
        assertTrue(warning.contains("-XX:PerMethodTrapLimit=100"), warning);
        assertTrue(warning.contains("-XX:PerMethodTrapLimit=10000"), warning);
    }

    @Test
    void aRaisedLimitNeedsNoWarning() {
        assertTrue(JitSettings.trapLimitWarning(1_000).isEmpty());
        assertTrue(JitSettings.trapLimitWarning(10_000).isEmpty());
    }

    @Test
    void theTestJvmGetsTheLaunchersLimit() {
        // The build passes the launchers' flags (pom.xml mlxcel.jvm.flags); this JVM reads them back.
        assertEquals(java.util.Optional.empty(), JitSettings.trapLimitWarning());
    }
}
