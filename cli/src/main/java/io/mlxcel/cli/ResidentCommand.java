package io.mlxcel.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** The resident server's own process, started by {@link ResidentClient}; not meant to be run by hand. */
@Command(name = "resident", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", hidden = true, description = "Run the resident server that generate and run use.")
final class ResidentCommand implements Callable<Integer> {
    @Option(names = "--socket", required = true, description = "the socket to listen on")
    Path socket;

    @Option(names = "--keep-alive", defaultValue = "300", description = "seconds to stay after the last command, until a command says otherwise (default: ${DEFAULT-VALUE})")
    long keepAlive;

    @Option(names = "--max-models", defaultValue = "${env:MLXCEL_RESIDENT_MODELS:-2}",
            description = "models kept loaded at once; the least recently used idle one is unloaded first (default: ${DEFAULT-VALUE})")
    int maxModels;

    @Override
    public Integer call() throws Exception {
        ResidentServer server = new ResidentServer(socket, keepAlive, new ResidentModels(maxModels));
        server.bind();
        System.err.println("mlxcel resident server: pid " + ProcessHandle.current().pid() + " on " + socket);
        server.serve();
        return 0;
    }
}
