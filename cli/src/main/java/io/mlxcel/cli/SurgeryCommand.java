package io.mlxcel.cli;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.model.engine.LoadTransform;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.spi.Backends;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.surgery.Surgery;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "surgery", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Check a weight-surgery file against a model and list the tensors each operation touches.")
final class SurgeryCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "surgery YAML")
    Path file;

    @Option(names = {"-m", "--model"}, defaultValue = ModelPaths.DEFAULT_MODEL, description = "model (default: ${DEFAULT-VALUE})")
    String model;

    @Option(names = "--dry-run", defaultValue = "true", description = "validate and list only (the default; surgery is applied by generate/run --surgery)")
    boolean dryRun;

    @Override
    public Integer call() {
        Surgery surgery = Surgery.load(file);
        Path path = ModelPaths.resolve(model);
        // Load through a transform that reports, then applies (so every check of a real load runs), without a backend run.
        try (ComputeBackend be = Backends.fromEnvironment();
             var m = ModelLoader.load(path, be, new LoadTransform() {
                 @Override
                 public Checkpoint checkpoint(Checkpoint source, ModelConfig config) {
                     surgery.describe(source, config).forEach(System.out::println);
                     return surgery.checkpoint(source, config);
                 }

                 @Override
                 public ModelConfig config(ModelConfig config) {
                     return surgery.config(config);
                 }
             })) {
            System.out.println("ok: " + file + " applies to " + m.source().getFileName() + " (" + m.config().layers() + " layers after surgery)");
        }
        return 0;
    }
}
