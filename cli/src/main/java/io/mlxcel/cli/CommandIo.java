package io.mlxcel.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where a command's output goes and its input comes from, the folder its relative paths start from, and the settings
 * of the shell that ran it. A command run in this process uses the process's own; one run in the resident server for
 * a command line typed elsewhere gets that command's (its output travels back over the socket).
 */
record CommandIo(PrintStream out, PrintStream err, Lines in, Path cwd, Map<String, String> clientEnv, boolean stdinTerminal,
                 boolean stderrTerminal) {

    /** The command's input, a line at a time. */
    interface Lines {
        /** The next line without its end, or null at the end of the input. */
        String readLine() throws IOException;
    }

    private static final ScopedValue<CommandIo> CURRENT = ScopedValue.newInstance();

    /** This process's streams, folder and environment. */
    static CommandIo process() {
        java.io.Console console = System.console();
        boolean terminal = console != null && console.isTerminal();
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        java.io.BufferedReader reader = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, StandardCharsets.UTF_8));
        return new CommandIo(out, System.err, reader::readLine, Path.of("").toAbsolutePath(), System.getenv(), terminal, terminal);
    }

    /** The I/O of the command running on this thread. */
    static CommandIo current() {
        return CURRENT.isBound() ? CURRENT.get() : ProcessIo.INSTANCE;
    }

    /** Runs a command line with this I/O. */
    int run(java.util.function.IntSupplier command) {
        return ScopedValue.where(CURRENT, this).call(command::getAsInt);
    }

    /** A variable of the shell the command came from (those that steer only one command, not the server). */
    String env(String name) {
        return clientEnv.get(name);
    }

    /** A path as the command's own shell would resolve it. */
    Path resolve(Path p) {
        return p == null ? null : cwd.resolve(p);
    }

    private static final class ProcessIo {
        static final CommandIo INSTANCE = process();
    }
}
