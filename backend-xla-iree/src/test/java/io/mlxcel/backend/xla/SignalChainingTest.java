package io.mlxcel.backend.xla;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The test JVMs run as the launcher runs the engine: with the JDK's signal-chaining library preloaded (adr/0008). */
class SignalChainingTest {
    @Test
    void testJvmPreloadsLibjsig() {
        assumeTrue(System.getProperty("os.name", "").startsWith("Linux"), "signal chaining via LD_PRELOAD is a Linux matter");
        Path jsig = Path.of(System.getProperty("java.home"), "lib", "libjsig.so");
        assumeTrue(Files.isRegularFile(jsig), "this JDK ships no " + jsig);
        assertTrue(SignalHandlers.chained(), "LD_PRELOAD=" + System.getenv("LD_PRELOAD") + " does not name libjsig.so");
    }
}
