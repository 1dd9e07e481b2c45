package io.mlxcel.cli;

import picocli.CommandLine.Command;

import java.util.List;
import java.util.concurrent.Callable;

/** Ends the user's resident servers. */
@Command(name = "stop", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Stop the resident servers (their models are unloaded).")
final class StopCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        List<String> servers = ResidentClient.each(ResidentSocket.directory(), ResidentProtocol.STOP);
        if (servers.isEmpty()) CommandIo.current().out().println("no resident server");
        for (String s : servers) CommandIo.current().out().print("stopped: " + s);
        return 0;
    }
}
