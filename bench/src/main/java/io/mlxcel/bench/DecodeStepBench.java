package io.mlxcel.bench;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.spi.Backends;
import io.mlxcel.spi.BackendConfig;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.file.Path;

/**
 * One decode step and one prefill of a 128-token prompt of a real model on the backend chosen by MLXCEL_BACKEND
 * (default: the best available). The model path comes from -Dmlxcel.bench.model (default: SmolLM2 in the store).
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-XX:PerMethodTrapLimit=10000", "-Xmn32m"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class DecodeStepBench {
    @Param({"128"})
    public int context;

    private LoadedModel model;
    private Generator generator;
    private int[] prompt;
    private int token = 1;

    @Setup(Level.Trial)
    public void setup() {
        String path = System.getProperty("mlxcel.bench.model", System.getProperty("user.home")
                + "/.cache/mlxcel/models/HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf");
        model = ModelLoader.load(Path.of(path), Backends.select(System.getenv("MLXCEL_BACKEND"), BackendConfig.fromEnvironment()));
        generator = new Generator(model, 4096);
        prompt = new int[128];
        for (int i = 0; i < prompt.length; i++) prompt[i] = 100 + i;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        model.lm().backend().close();
        model.close();
    }

    /** A decode step at a context of about {@code context} tokens (the cache is refilled when it runs long). */
    @Benchmark
    public float[] decodeStep() {
        if (generator.length() < context || generator.length() > context + 512) {
            generator.reset();
            for (int i = 0; i < context; i += 128) generator.prefill(java.util.Arrays.copyOf(prompt, Math.min(128, context - i)));
        }
        token = (token * 31 + 7) % 1000;
        return generator.decode(token);
    }

    @Benchmark
    public float[] prefill128() {
        generator.reset();
        return generator.prefill(prompt);
    }
}
