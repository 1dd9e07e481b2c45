package io.mlxcel.backend.xla;

import java.io.IOException;
import io.mlxcel.spi.NativeLibraries;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * The IREE runtime through our shim (src/main/native/mlxcel_iree.c), bound with FFM: a device, programs loaded from
 * compiled .vmfb bytes, device buffers, and calls. The shim ships inside this JAR and is unpacked into
 * {@code ~/.cache/mlxcel/native/<hash>/} on first use.
 */
final class IreeRuntime {
    static final String SHIM_RESOURCE = "/native/linux-x86_64/libmlxcel_iree.so";
    private static final int ERR = 4096;

    /** Element type codes the shim understands (see mxi_element_type). */
    enum Element {
        F32(4, "f32"), F16(2, "f16"), BF16(2, "bf16"), I32(4, "i32"), U8(1, "ui8"), I8(1, "i8");

        final int bytes;
        final String mlir;

        Element(int bytes, String mlir) {
            this.bytes = bytes;
            this.mlir = mlir;
        }
    }

    private static IreeRuntime loaded;
    private static String failure;

    private final MethodHandle runtimeCreate, runtimeDestroy, programLoad, programDestroy, bufferCreate, bufferRead,
            bufferRelease, call, version, driverNames;

    private IreeRuntime(Path library) {
        SymbolLookup lib = SymbolLookup.libraryLookup(library, Arena.global());
        Linker linker = Linker.nativeLinker();
        runtimeCreate = bind(linker, lib, "mxi_runtime_create", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG));
        runtimeDestroy = bind(linker, lib, "mxi_runtime_destroy", FunctionDescriptor.ofVoid(ADDRESS));
        programLoad = bind(linker, lib, "mxi_program_load",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS, JAVA_LONG));
        programDestroy = bind(linker, lib, "mxi_program_destroy", FunctionDescriptor.ofVoid(ADDRESS));
        bufferCreate = bind(linker, lib, "mxi_buffer_create",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS, JAVA_LONG));
        bufferRead = bind(linker, lib, "mxi_buffer_read",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, ADDRESS, JAVA_LONG));
        bufferRelease = bind(linker, lib, "mxi_buffer_release", FunctionDescriptor.ofVoid(ADDRESS));
        call = bind(linker, lib, "mxi_call",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, JAVA_LONG));
        version = bind(linker, lib, "mxi_version", FunctionDescriptor.of(ADDRESS));
        driverNames = bind(linker, lib, "mxi_driver_names", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, ADDRESS, JAVA_LONG));
    }

    private static MethodHandle bind(Linker linker, SymbolLookup lib, String name, FunctionDescriptor fd) {
        return linker.downcallHandle(lib.find(name).orElseThrow(() -> new XlaException("symbol " + name + " missing from the IREE shim")), fd);
    }

    /** The runtime, loaded once per process; throws with the reason when it cannot be. */
    static synchronized IreeRuntime get() {
        if (loaded != null) return loaded;
        if (failure != null) throw new XlaException(failure);
        try {
            Path shim = unpack(System.getenv());
            if (shim == null) {
                failure = "library missing: this backend-xla-iree JAR has no " + SHIM_RESOURCE
                        + " (built with MLXCEL_IREE_RUNTIME=skip or without a C compiler; scripts/build-iree-runtime.sh builds it)";
                throw new XlaException(failure);
            }
            loaded = new IreeRuntime(shim);
            return loaded;
        } catch (IOException | RuntimeException e) {
            if (failure == null) failure = "cannot load the IREE runtime shim: " + e.getMessage();
            throw new XlaException(failure);
        }
    }

    /** Whether this JAR carries the shim (a cheap check for probes: nothing is loaded). */
    static boolean packaged() {
        String override = System.getenv("MLXCEL_IREE_RUNTIME_PATH");
        if (override != null && !override.isBlank()) return Files.isRegularFile(Path.of(override));
        return IreeRuntime.class.getResource(SHIM_RESOURCE) != null;
    }

    String version() {
        try {
            return ((MemorySegment) version.invokeExact()).reinterpret(64).getString(0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** The HAL drivers compiled into the runtime library (whether or not this machine has their hardware). */
    java.util.List<String> drivers() {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment out = a.allocate(1024), err = a.allocate(ERR);
            int rc = (int) driverNames.invokeExact(out, 1024L, err, (long) ERR);
            check(rc, err, "listing the IREE drivers");
            String names = out.getString(0);
            return names.isEmpty() ? java.util.List.of() : java.util.List.of(names.split(","));
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** A device of the given IREE driver ("local-task", "local-sync", "cuda"). */
    MemorySegment createDevice(String driver) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment out = a.allocate(ADDRESS), err = a.allocate(ERR);
            int rc = (int) runtimeCreate.invokeExact(a.allocateFrom(driver), out, err, (long) ERR);
            check(rc, err, "IREE device '" + driver + "'");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void destroyDevice(MemorySegment device) {
        try {
            runtimeDestroy.invokeExact(device);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    MemorySegment loadProgram(MemorySegment device, byte[] vmfb) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment bytes = a.allocate(vmfb.length, 64);
            bytes.copyFrom(MemorySegment.ofArray(vmfb));
            MemorySegment out = a.allocate(ADDRESS), err = a.allocate(ERR);
            int rc = (int) programLoad.invokeExact(device, bytes, (long) vmfb.length, out, err, (long) ERR);
            check(rc, err, "loading a compiled module");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void destroyProgram(MemorySegment program) {
        try {
            programDestroy.invokeExact(program);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** A device buffer view holding a copy of {@code data}, of the given element type and shape. */
    MemorySegment upload(MemorySegment device, Element type, long[] dims, MemorySegment data) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment d = a.allocateFrom(JAVA_LONG, dims.length == 0 ? new long[]{0} : dims);
            MemorySegment out = a.allocate(ADDRESS), err = a.allocate(ERR);
            int rc = (int) bufferCreate.invokeExact(device, type.ordinal(), dims.length, d, data, data.byteSize(), out, err, (long) ERR);
            check(rc, err, "allocating a device buffer");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void download(MemorySegment device, MemorySegment view, MemorySegment target) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment err = a.allocate(ERR);
            int rc = (int) bufferRead.invokeExact(device, view, target, target.byteSize(), err, (long) ERR);
            check(rc, err, "reading a device buffer");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    void release(MemorySegment view) {
        try {
            bufferRelease.invokeExact(view);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** Calls {@code function} ("module.name") and returns its {@code outputs} result buffer views. */
    MemorySegment[] call(MemorySegment program, String function, MemorySegment[] inputs, int outputs) {
        try (Arena a = Arena.ofConfined()) {
            MemorySegment in = a.allocate(ADDRESS, Math.max(1, inputs.length));
            for (int i = 0; i < inputs.length; i++) in.setAtIndex(ADDRESS, i, inputs[i]);
            MemorySegment out = a.allocate(ADDRESS, Math.max(1, outputs)), err = a.allocate(ERR);
            int rc = (int) call.invokeExact(program, a.allocateFrom(function), inputs.length, in, outputs, out, err, (long) ERR);
            check(rc, err, "calling " + function);
            MemorySegment[] result = new MemorySegment[outputs];
            for (int i = 0; i < outputs; i++) result[i] = out.getAtIndex(ADDRESS, i);
            return result;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    private static void check(int rc, MemorySegment err, String what) {
        if (rc != 0) throw new XlaException(what + " failed: " + err.getString(0, StandardCharsets.UTF_8).strip());
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) return r;
        if (t instanceof Error e) throw e;
        return new XlaException(t.toString());
    }

    /** Copies the shim out of the JAR (or uses MLXCEL_IREE_RUNTIME_PATH); null when the JAR has none. */
    private static Path unpack(Map<String, String> env) throws IOException {
        return NativeLibraries.unpack(IreeRuntime.class, SHIM_RESOURCE, "libmlxcel_iree.so", "MLXCEL_IREE_RUNTIME_PATH", env);
    }
}
