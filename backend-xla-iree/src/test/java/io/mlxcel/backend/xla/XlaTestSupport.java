package io.mlxcel.backend.xla;

import org.junit.jupiter.api.Assumptions;

/** Skips (saying why) where the IREE runtime shim or the compiler library is absent, unless CI requires them. */
final class XlaTestSupport {
    private XlaTestSupport() {
    }

    static void assumeAvailable() {
        String why = XlaBackendProvider.unavailableReason();
        if (why != null && "required".equals(System.getenv("MLXCEL_IREE_RUNTIME"))) {
            throw new AssertionError("MLXCEL_IREE_RUNTIME=required but the xla backend is unavailable: " + why);
        }
        Assumptions.assumeTrue(why == null, () -> "xla backend unavailable: " + why);
    }
}
