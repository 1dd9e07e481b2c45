package io.mlxcel.cli;

import io.mlxcel.model.convert.GgufToMlx;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "convert", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Convert a GGUF checkpoint (Q4_0/Q4_1/Q8_0/F16/F32) to an MLX safetensors folder, losslessly.")
final class ConvertCommand implements Callable<Integer> {
    @Option(names = {"-m", "--model"}, defaultValue = ModelPaths.DEFAULT_MODEL, description = "GGUF model (default: ${DEFAULT-VALUE})")
    String model;

    @Parameters(index = "0", paramLabel = "OUT", description = "output folder (must not exist or be empty)")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path src = ModelPaths.resolve(model);
        if (java.nio.file.Files.isDirectory(src)) src = io.mlxcel.model.engine.ModelLoader.ggufIn(src);
        int[] shown = {-1};
        GgufToMlx.Result r = GgufToMlx.convert(src, out, (done, total) -> {
            int decile = 10 * done / total;
            if (decile > shown[0]) {
                shown[0] = decile;
                System.err.printf("converting: %d of %d tensors (%d%%)%n", done, total, 100 * done / total);
            }
        });
        System.out.printf("converted %s -> %s: %d tensors, %s in %d file(s), config.json, tokenizer.json, tokenizer_config.json%n",
                src.getFileName(), r.dir(), r.tensors(), ProgressBar.size(r.bytes()), r.files().size());
        return 0;
    }
}
