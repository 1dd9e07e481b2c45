package io.mlxcel.cli;

import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.Backends;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

@Command(name = "backends", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "List the compute backends found on the classpath and whether each can run here.")
final class BackendsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        var found = Backends.discover(BackendConfig.fromEnvironment());
        System.out.printf("%-12s %-9s %-11s %s%n", "NAME", "PRIORITY", "STATUS", "DETAIL");
        for (var f : found) {
            System.out.printf("%-12s %-9d %-11s %s%n", f.name(), f.priority(),
                    f.availability().available() ? "available" : "unavailable", f.availability().reason());
        }
        String req = System.getenv("MLXCEL_BACKEND");
        System.out.println(req == null || req.isBlank() ? "selected: highest-priority available (MLXCEL_BACKEND unset)" : "requested: " + req);
        return 0;
    }
}
