package io.mlxcel.model;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.Backends;
import io.mlxcel.spi.ComputeBackend;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The generator's stop strings on SmolLM2 with the java backend, whose greedy text is llama.cpp's (the text below
 * is the start of goldens/smollm2-greedy.json's answer): generation ends at the stop string, which is neither
 * emitted nor streamed. Generator logic, so it runs once, on the java backend, not in every backend's parity pass.
 */
class StopStringTest {
    @Test
    void stopStringsEndGenerationAndAreNotEmitted() throws IOException {
        try (ComputeBackend be = Backends.select("java", new BackendConfig("cpu", 2));
             LoadedModel model = ModelLoader.load(TestAssets.smolLm2Gguf(), be)) {
            int[] prompt = model.tokenizer().encode("The capital of France is", false);
            Generator g = new Generator(model, 256);
            StringBuilder streamed = new StringBuilder();
            Generator.Result r = g.generate(prompt, new SamplingParams(0f, 0, 1f, 0f, 1f, 64, 0f, 0f, 0, 64,
                    List.of("United")), streamed::append);
            assertEquals(Generator.Finish.STOP, r.finish());
            assertEquals(" Paris.\n\nThe ", r.text());
            assertEquals(r.text(), streamed.toString(), "streamed text equals the final text, stop string held back");
        }
    }
}
