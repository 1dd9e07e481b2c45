package io.mlxcel.backend.mlx.metal;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MlxMetalProviderTest {
    @Test
    void metalOnlyOnMacOsArm64() {
        assertNull(MlxMetalProvider.platformRefusal("Mac OS X", "aarch64"));
        String linux = MlxMetalProvider.platformRefusal("Linux", "amd64");
        assertTrue(linux.contains("macOS on Apple silicon") && linux.contains("Linux amd64"), linux);
        assertTrue(MlxMetalProvider.platformRefusal("Mac OS X", "x86_64").contains("x86_64"));
    }
}
