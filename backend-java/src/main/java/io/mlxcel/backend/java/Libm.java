package io.mlxcel.backend.java;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * The C library's single-precision cosf, sinf, tanhf and powf, called through FFM. Rotary embeddings in llama.cpp take
 * their angles from these; glibc's results are not always the correctly rounded ones that {@code (float) Math.cos}
 * gives, and one differing bit in a rotated key is enough to change a later token. Falls back to java.lang.Math
 * where the C library does not export them.
 */
final class Libm {
    private static final MethodHandle COSF = find("cosf", FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT));
    private static final MethodHandle SINF = find("sinf", FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT));
    private static final MethodHandle TANHF = find("tanhf", FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT));
    private static final MethodHandle POWF = find("powf",
            FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT));

    private Libm() {
    }

    private static MethodHandle find(String name, FunctionDescriptor fd) {
        try {
            Linker linker = Linker.nativeLinker();
            return linker.defaultLookup().find(name).map(s -> linker.downcallHandle(s, fd, Linker.Option.critical(false))).orElse(null);
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    static boolean native_() {
        return COSF != null && SINF != null && POWF != null;
    }

    static float cos(float x) {
        if (COSF == null) return (float) Math.cos(x);
        try {
            return (float) COSF.invokeExact(x);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    static float sin(float x) {
        if (SINF == null) return (float) Math.sin(x);
        try {
            return (float) SINF.invokeExact(x);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    static float tanh(float x) {
        if (TANHF == null) return (float) Math.tanh(x);
        try {
            return (float) TANHF.invokeExact(x);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    static float pow(float x, float y) {
        if (POWF == null) return (float) Math.pow(x, y);
        try {
            return (float) POWF.invokeExact(x, y);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
