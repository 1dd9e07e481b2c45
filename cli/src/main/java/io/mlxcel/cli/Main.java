package io.mlxcel.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The mlxcel command line. Errors end as one line on stderr and a non-zero exit; --verbose adds the stack trace. */
@Command(name = "mlxcel", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0",
        description = "LLM inference on the JVM with pluggable compute backends.",
        subcommands = {GenerateCommand.class, RunCommand.class, ServeCommand.class, BenchCommand.class, DownloadCommand.class, InspectCommand.class, ListCommand.class,
                RmCommand.class, SurgeryCommand.class, ArchCommand.class, BackendsCommand.class, ConvertCommand.class})
public final class Main {
    @Option(names = "--verbose", description = "print stack traces on errors", scope = CommandLine.ScopeType.INHERIT)
    static boolean verbose;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    public static int run(String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            boolean v = java.util.Arrays.asList(args).contains("--verbose");
            if (v) ex.printStackTrace(System.err);
            System.err.println("error: " + message(ex));
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
