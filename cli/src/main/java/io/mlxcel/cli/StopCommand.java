package io.mlxcel.cli;

import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** Ends the user's resident servers. */
@Command(name = "stop", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Stop the resident servers (their models are unloaded).")
final class StopCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        return ResidentClient.printEach(ResidentProtocol.STOP, "stopped: ");
    }
}
