package io.mlxcel.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The mlxcel command line. Errors end as one line on stderr and a non-zero exit; --verbose adds the stack trace. */
@Command(name = "mlxcel", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0",
        description = "LLM inference on the JVM with pluggable compute backends.",
        subcommands = {GenerateCommand.class, RunCommand.class, ServeCommand.class, BenchCommand.class, DownloadCommand.class, InspectCommand.class, ListCommand.class,
                RmCommand.class, SurgeryCommand.class, ArchCommand.class, BackendsCommand.class, ConvertCommand.class,
                PsCommand.class, StopCommand.class, ResidentCommand.class})
public final class Main {
    @Option(names = "--verbose", description = "print stack traces on errors", scope = CommandLine.ScopeType.INHERIT)
    static boolean verbose;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs a command line in this process, with its streams. */
    public static int run(String... args) {
        return CommandIo.process().run(() -> execute(args));
    }

    /** Runs a command line with the {@link CommandIo} of the calling thread. */
    static int execute(String... args) {
        CommandIo io = CommandIo.current();
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(new java.io.PrintWriter(io.out(), true));
        cl.setErr(new java.io.PrintWriter(io.err(), true));
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (ex instanceof ResidentProtocol.PeerGone gone) throw gone; // nobody left to tell

            boolean v = java.util.Arrays.asList(args).contains("--verbose");
            if (v) ex.printStackTrace(io.err());
            io.err().println("error: " + message(ex));
            return 1;
        });
        return cl.execute(args);
    }

    static String message(Throwable t) {
        String m = t.getMessage();
        if (m == null || m.isBlank()) m = t.getClass().getSimpleName();
        return m.lines().findFirst().orElse(m);
    }
}
