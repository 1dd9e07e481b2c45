package io.mlxcel.backend.xla;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BOOLEAN;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

/**
 * IREE's compiler in-process: {@code libIREECompiler.so} from the pinned {@code iree-base-compiler} wheel, driven
 * through its C embedding API ({@code iree/compiler/embedding_api.h}) with FFM. Turns StableHLO text into a VM
 * bytecode module (.vmfb) for the llvm-cpu target. Compiles are serialised: the API allows one invocation per
 * session, and the library's global state is set up once per process.
 */
final class IreeCompiler {
    private static final int PIPELINE_STD = 0;
    private static IreeCompiler loaded;
    private static String failure;

    private final MethodHandle sessionCreate, sessionDestroy, sessionSetFlags, invocationCreate, invocationDestroy,
            enableDiagnostics, parseSource, pipeline, outputVm, sourceWrap, sourceDestroy, outputMembuffer, outputMap,
            outputDestroy, errorMessage, errorDestroy;
    private final MemorySegment diagnosticsStub;
    private static final StringBuilder DIAGNOSTICS = new StringBuilder();

    private IreeCompiler(Path library) throws ReflectiveOperationException {
        SymbolLookup lib = SymbolLookup.libraryLookup(library, Arena.global());
        Linker linker = Linker.nativeLinker();
        sessionCreate = bind(linker, lib, "ireeCompilerSessionCreate", FunctionDescriptor.of(ADDRESS));
        sessionDestroy = bind(linker, lib, "ireeCompilerSessionDestroy", FunctionDescriptor.ofVoid(ADDRESS));
        sessionSetFlags = bind(linker, lib, "ireeCompilerSessionSetFlags", FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_INT, ADDRESS));
        invocationCreate = bind(linker, lib, "ireeCompilerInvocationCreate", FunctionDescriptor.of(ADDRESS, ADDRESS));
        invocationDestroy = bind(linker, lib, "ireeCompilerInvocationDestroy", FunctionDescriptor.ofVoid(ADDRESS));
        enableDiagnostics = bind(linker, lib, "ireeCompilerInvocationEnableCallbackDiagnostics",
                FunctionDescriptor.ofVoid(ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
        parseSource = bind(linker, lib, "ireeCompilerInvocationParseSource", FunctionDescriptor.of(JAVA_BOOLEAN, ADDRESS, ADDRESS));
        pipeline = bind(linker, lib, "ireeCompilerInvocationPipeline", FunctionDescriptor.of(JAVA_BOOLEAN, ADDRESS, JAVA_INT));
        outputVm = bind(linker, lib, "ireeCompilerInvocationOutputVMBytecode", FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS));
        sourceWrap = bind(linker, lib, "ireeCompilerSourceWrapBuffer",
                FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, JAVA_BOOLEAN, ADDRESS));
        sourceDestroy = bind(linker, lib, "ireeCompilerSourceDestroy", FunctionDescriptor.ofVoid(ADDRESS));
        outputMembuffer = bind(linker, lib, "ireeCompilerOutputOpenMembuffer", FunctionDescriptor.of(ADDRESS, ADDRESS));
        outputMap = bind(linker, lib, "ireeCompilerOutputMapMemory", FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS, ADDRESS));
        outputDestroy = bind(linker, lib, "ireeCompilerOutputDestroy", FunctionDescriptor.ofVoid(ADDRESS));
        errorMessage = bind(linker, lib, "ireeCompilerErrorGetMessage", FunctionDescriptor.of(ADDRESS, ADDRESS));
        errorDestroy = bind(linker, lib, "ireeCompilerErrorDestroy", FunctionDescriptor.ofVoid(ADDRESS));
        MethodHandle onDiagnostic = MethodHandles.lookup().findStatic(IreeCompiler.class, "onDiagnostic",
                MethodType.methodType(void.class, int.class, MemorySegment.class, long.class, MemorySegment.class));
        diagnosticsStub = linker.upcallStub(onDiagnostic, FunctionDescriptor.ofVoid(JAVA_INT, ADDRESS, JAVA_LONG, ADDRESS), Arena.global());
        MethodHandle init = bind(linker, lib, "ireeCompilerGlobalInitialize", FunctionDescriptor.ofVoid());
        MethodHandle globalCl = bind(linker, lib, "ireeCompilerSetupGlobalCL", FunctionDescriptor.ofVoid(JAVA_INT, ADDRESS, ADDRESS, JAVA_BOOLEAN));
        try (SignalHandlers.Saved saved = SignalHandlers.save()) {
            init.invokeExact();
            Arena global = Arena.global();
            List<String> argv = new java.util.ArrayList<>(List.of("mlxcel"));
            argv.addAll(XlaConfig.globalFlags());
            MemorySegment args = global.allocate(ADDRESS, argv.size());
            for (int i = 0; i < argv.size(); i++) args.setAtIndex(ADDRESS, i, global.allocateFrom(argv.get(i)));
            globalCl.invokeExact(argv.size(), args, global.allocateFrom("mlxcel"), false);
        } catch (Throwable t) {
            throw new XlaException("initialising the IREE compiler failed: " + t);
        }
    }

    private static MethodHandle bind(Linker linker, SymbolLookup lib, String name, FunctionDescriptor fd) {
        return linker.downcallHandle(lib.find(name).orElseThrow(() -> new XlaException("symbol " + name + " missing from libIREECompiler.so")), fd);
    }

    /** The compiler, loaded once per process from {@link XlaConfig#compilerLibrary()}; throws with the reason when it cannot be. */
    static synchronized IreeCompiler get() {
        if (loaded != null) return loaded;
        if (failure != null) throw new XlaException(failure);
        XlaConfig.Located lib = XlaConfig.compilerLibrary(System.getenv());
        if (lib.path() == null) {
            failure = lib.why();
            throw new XlaException(failure);
        }
        try {
            loaded = new IreeCompiler(lib.path());
            if (!SignalHandlers.chained()) {
                System.err.println("xla: warning: the JDK's libjsig.so is not preloaded. While the IREE compiler runs, its"
                        + " signal handlers replace the JVM's, and any JVM thread that traps meanwhile (a routine null check)"
                        + " ends the process. The mlxcel launchers preload it; otherwise set"
                        + " LD_PRELOAD=$JAVA_HOME/lib/libjsig.so.");
            }
            return loaded;
        } catch (ReflectiveOperationException | RuntimeException e) {
            failure = "cannot load " + lib.path() + ": " + e.getMessage();
            throw new XlaException(failure);
        }
    }

    @SuppressWarnings("unused") // called from native code
    private static void onDiagnostic(int severity, MemorySegment message, long size, MemorySegment user) {
        String kind = switch (severity) {
            case 0 -> "note";
            case 1 -> "warning";
            case 2 -> "error";
            default -> "remark";
        };
        String text = new String(message.reinterpret(size).toArray(java.lang.foreign.ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
        DIAGNOSTICS.append(kind).append(": ").append(text).append('\n');
    }

    /** Compiles MLIR text (named {@code name} in diagnostics) with the given flags into .vmfb bytes. */
    synchronized byte[] compile(String name, String mlir, List<String> flags) {
        DIAGNOSTICS.setLength(0);
        MemorySegment session = MemorySegment.NULL, invocation = MemorySegment.NULL, source = MemorySegment.NULL,
                output = MemorySegment.NULL;
        try (Arena a = Arena.ofConfined(); SignalHandlers.Saved saved = SignalHandlers.save()) {
            session = (MemorySegment) sessionCreate.invokeExact();
            MemorySegment argv = a.allocate(ADDRESS, flags.size());
            for (int i = 0; i < flags.size(); i++) argv.setAtIndex(ADDRESS, i, a.allocateFrom(flags.get(i)));
            check((MemorySegment) sessionSetFlags.invokeExact(session, flags.size(), argv), "flags " + flags);
            invocation = (MemorySegment) invocationCreate.invokeExact(session);
            enableDiagnostics.invokeExact(invocation, 0, diagnosticsStub, MemorySegment.NULL);
            MemorySegment text = a.allocateFrom(mlir);
            MemorySegment out = a.allocate(ADDRESS);
            check((MemorySegment) sourceWrap.invokeExact(session, a.allocateFrom(name), text, text.byteSize(), true, out), "source"); // the length counts the NUL
            source = out.get(ADDRESS, 0);
            if (!(boolean) parseSource.invokeExact(invocation, source)) throw failed(name, "parsing");
            if (!(boolean) pipeline.invokeExact(invocation, PIPELINE_STD)) throw failed(name, "compiling");
            check((MemorySegment) outputMembuffer.invokeExact(out), "output buffer");
            output = out.get(ADDRESS, 0);
            check((MemorySegment) outputVm.invokeExact(invocation, output), "writing VM bytecode");
            MemorySegment contents = a.allocate(ADDRESS), size = a.allocate(JAVA_LONG);
            check((MemorySegment) outputMap.invokeExact(output, contents, size), "mapping the output");
            long n = size.get(JAVA_LONG, 0);
            return contents.get(ADDRESS, 0).reinterpret(n).toArray(java.lang.foreign.ValueLayout.JAVA_BYTE);
        } catch (XlaException e) {
            throw e;
        } catch (Throwable t) {
            throw new XlaException("IREE compile of " + name + ": " + t);
        } finally {
            try {
                if (!output.equals(MemorySegment.NULL)) outputDestroy.invokeExact(output);
                if (!source.equals(MemorySegment.NULL)) sourceDestroy.invokeExact(source);
                if (!invocation.equals(MemorySegment.NULL)) invocationDestroy.invokeExact(invocation);
                if (!session.equals(MemorySegment.NULL)) sessionDestroy.invokeExact(session);
            } catch (Throwable ignored) {
                // cleanup after a failure must not hide it
            }
        }
    }

    private XlaException failed(String name, String phase) {
        String diag = DIAGNOSTICS.toString().strip();
        return new XlaException("IREE " + phase + " of " + name + " failed" + (diag.isEmpty() ? "" : ":\n" + diag));
    }

    private void check(MemorySegment error, String what) throws Throwable {
        if (error.equals(MemorySegment.NULL)) return;
        String message = ((MemorySegment) errorMessage.invokeExact(error)).reinterpret(1 << 16).getString(0);
        errorDestroy.invokeExact(error);
        throw new XlaException("IREE compiler: " + what + ": " + message);
    }
}
