package io.mlxcel.cli;

import io.mlxcel.model.arch.Architectures;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

@Command(name = "arch", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "List the supported architectures (config.json model_type values).")
final class ArchCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        Architectures.supported().forEach(System.out::println);
        return 0;
    }
}
