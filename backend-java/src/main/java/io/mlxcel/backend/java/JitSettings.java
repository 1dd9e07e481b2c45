package io.mlxcel.backend.java;

import com.sun.management.HotSpotDiagnosticMXBean;

import java.lang.management.ManagementFactory;
import java.util.Optional;

/**
 * Checks the one HotSpot setting the kernels depend on for their speed.
 *
 * <p>C2 adds up the class-check traps recorded in the profile of every method it inlines into a compilation. The
 * Vector API's shared operator cache ({@code VectorOperators.ImplCache.find}) collects a few such traps while the
 * kernels warm up, and a kernel inlines it once per vector operation. Past {@code -XX:PerMethodTrapLimit} (100 by
 * default) C2 stops speculating on classes for the whole kernel: its vector operations are then not intrinsified,
 * they allocate, and decode runs 2-10x slower, in some runs and not others (adr/0009). The launchers pass a higher
 * limit; a program that embeds the engine gets a warning naming the flag.
 */
final class JitSettings {
    /** The limit the launchers pass (scripts/java-env.sh). */
    static final long RECOMMENDED_TRAP_LIMIT = 10_000;
    /** Below this, the sum over one large kernel can reach the limit after a few warm-up traps. */
    static final long SAFE_TRAP_LIMIT = 1_000;

    private JitSettings() {}

    /** A warning when this JVM's trap limit is too low for the kernels, or empty (also when it cannot be read). */
    static Optional<String> trapLimitWarning() {
        long limit;
        try {
            var diagnostics = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            if (diagnostics == null) return Optional.empty();
            limit = Long.parseLong(diagnostics.getVMOption("PerMethodTrapLimit").getValue());
        } catch (RuntimeException | LinkageError notHotSpot) {
            return Optional.empty(); // another JVM, or no such option: nothing to say about it
        }
        return trapLimitWarning(limit);
    }

    static Optional<String> trapLimitWarning(long limit) {
        if (limit >= SAFE_TRAP_LIMIT) return Optional.empty();
        return Optional.of("the JVM runs with -XX:PerMethodTrapLimit=" + limit + "; the java backend's vector kernels "
                + "can then lose their compiled form and decode several times slower. Start the JVM with "
                + "-XX:PerMethodTrapLimit=" + RECOMMENDED_TRAP_LIMIT + " (the mlxcel launchers do).");
    }
}
