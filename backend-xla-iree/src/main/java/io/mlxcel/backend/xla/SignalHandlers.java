package io.mlxcel.backend.xla;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * Keeps the JVM's own signal handlers in place around calls into LLVM-based code. The JVM relies on SIGSEGV, SIGBUS,
 * SIGILL and SIGFPE for ordinary work (implicit null checks and safepoint polls in compiled code); LLVM's crash
 * recovery installs handlers for the same signals while the IREE compiler runs and leaves them behind, after which
 * such a routine trap in Java code lands in LLVM's handler and kills the process. The handlers are saved before and
 * put back after every compiler call.
 *
 * <p>That leaves the compile itself: while it runs (seconds), a trap on any other JVM thread meets LLVM's handler,
 * which re-raises it, and the JVM dies (a server thread did, once in a CI run). The JDK's signal-chaining library
 * ({@code libjsig.so}, preloaded) closes that window: it keeps the JVM's handlers installed and chains the library's
 * behind them. The launchers and the test runner preload it; {@link #chained} tells whether it is there.
 */
final class SignalHandlers {
    private static final int[] SIGNALS = {4 /* SIGILL */, 7 /* SIGBUS */, 8 /* SIGFPE */, 11 /* SIGSEGV */, 6 /* SIGABRT */, 5 /* SIGTRAP */};
    /** sizeof(struct sigaction) on Linux x86-64 and aarch64 is 152; room to spare. */
    private static final long SIGACTION_BYTES = 256;
    private static final MethodHandle SIGACTION = Linker.nativeLinker().downcallHandle(
            Linker.nativeLinker().defaultLookup().find("sigaction").orElseThrow(),
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, ADDRESS));

    private SignalHandlers() {
    }

    /** Whether the JDK's signal-chaining library is preloaded (Linux; elsewhere the question does not arise here). */
    static boolean chained() {
        if (!System.getProperty("os.name", "").startsWith("Linux")) return true;
        String preload = System.getenv("LD_PRELOAD");
        return preload != null && preload.contains("libjsig");
    }

    /** The current handlers; closing puts them back. */
    static Saved save() {
        Arena arena = Arena.ofConfined();
        MemorySegment[] old = new MemorySegment[SIGNALS.length];
        for (int i = 0; i < SIGNALS.length; i++) {
            old[i] = arena.allocate(SIGACTION_BYTES, 16);
            call(SIGNALS[i], MemorySegment.NULL, old[i]);
        }
        return new Saved(arena, old);
    }

    /** Handlers saved by {@link #save}. */
    static final class Saved implements AutoCloseable {
        private final Arena arena;
        private final MemorySegment[] old;

        private Saved(Arena arena, MemorySegment[] old) {
            this.arena = arena;
            this.old = old;
        }

        /** Whether any handler differs from the saved one now (for diagnostics). */
        boolean changed() {
            try (Arena a = Arena.ofConfined()) {
                for (int i = 0; i < SIGNALS.length; i++) {
                    MemorySegment now = a.allocate(SIGACTION_BYTES, 16);
                    call(SIGNALS[i], MemorySegment.NULL, now);
                    if (now.get(JAVA_LONG, 0) != old[i].get(JAVA_LONG, 0)) return true;
                }
                return false;
            }
        }

        @Override
        public void close() {
            if (Boolean.getBoolean("mlxcel.xla.verbose") || System.getenv("MLXCEL_XLA_VERBOSE") != null) {
                if (changed()) System.err.println("xla: the IREE compiler replaced signal handlers; the JVM's are put back");
            }
            for (int i = 0; i < SIGNALS.length; i++) call(SIGNALS[i], old[i], MemorySegment.NULL);
            arena.close();
        }
    }

    private static void call(int signal, MemorySegment act, MemorySegment oldAct) {
        try {
            int rc = (int) SIGACTION.invokeExact(signal, act, oldAct);
            if (rc != 0) throw new XlaException("sigaction(" + signal + ") failed");
        } catch (XlaException e) {
            throw e;
        } catch (Throwable t) {
            throw new XlaException("sigaction: " + t);
        }
    }
}
