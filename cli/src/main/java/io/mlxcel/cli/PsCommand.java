package io.mlxcel.cli;

import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** Lists the user's resident servers and the models they hold. */
@Command(name = "ps", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "List resident servers and the models they keep loaded.")
final class PsCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        return ResidentClient.printEach(ResidentProtocol.STATUS, "");
    }
}
