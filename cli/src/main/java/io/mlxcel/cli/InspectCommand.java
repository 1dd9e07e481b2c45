package io.mlxcel.cli;

import io.mlxcel.model.ModelConfig;
import io.mlxcel.model.engine.ModelInfo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

@Command(name = "inspect", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Describe a model: architecture, parameters, formats, memory at a context length.")
final class InspectCommand implements Callable<Integer> {
    @Option(names = {"-m", "--model"}, defaultValue = ModelPaths.DEFAULT_MODEL, description = "model (default: ${DEFAULT-VALUE})")
    String model;

    @Option(names = {"-c", "--ctx-size"}, defaultValue = "4096", description = "context length for the memory figure (default: ${DEFAULT-VALUE})")
    int ctx;

    @Override
    public Integer call() {
        ModelInfo info = ModelInfo.read(ModelPaths.resolve(model));
        ModelConfig c = info.config();
        long kv = info.kvCacheBytes(ctx);
        System.out.printf("model:          %s (%s)%n", info.path(), info.format());
        System.out.printf("architecture:   %s%n", c.modelType());
        System.out.printf("parameters:     %,d (%.1fM)%n", info.parameters(), info.parameters() / 1e6);
        System.out.printf("formats:        %s%n", info.formats());
        System.out.printf("layers:         %d, hidden %d, heads %d (kv %d, head dim %d), ffn %d, vocab %d%n", c.layers(),
                c.hiddenSize(), c.heads(), c.kvHeads(), c.headDim(), c.intermediateSize(), c.vocabSize());
        System.out.printf("context length: %d (trained)%s%n", c.maxPositions(), c.slidingWindow() > 0 ? ", sliding window " + c.slidingWindow() : "");
        System.out.printf("tokenizer:      %s, chat template: %s%n", info.hasTokenizer() ? "found" : "missing", info.hasChatTemplate() ? "found" : "none");
        System.out.printf("memory:         weights %s + KV cache %s (%s, %d tokens) = %s%n", mib(info.weightBytes()), mib(kv),
                c.kvCacheType().name().toLowerCase(java.util.Locale.ROOT), ctx,
                mib(info.weightBytes() + kv));
        if (c.kvCacheType().bytes < 4) {
            // the java backend keeps f16 cache values in 4-byte words (its kernels read floats); the MLX backend holds f16
            long words = info.kvCacheBytes(ctx, 4);
            System.out.printf("                on the java backend: KV cache %s (f16 values in 4-byte words) = %s%n", mib(words),
                    mib(info.weightBytes() + words));
        }
        return 0;
    }

    static String mib(long bytes) {
        return String.format("%.1f MiB", bytes / 1048576.0);
    }
}
