package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.Backends;
import io.mlxcel.spi.ComputeBackend;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * SmolLM2-135M (GGUF Q4_1, Q8_0 embeddings) on the xla backend against the java backend: the 10 golden prompts give
 * the same greedy tokens, and the logits after each prompt agree within {@value #TOLERANCE}.
 */
class XlaCrossBackendTest {
    static final int TOKENS = 32;
    static final double TOLERANCE = 0.5;

    @Test
    void xlaAndJavaAgreeOnSmolLm2() throws java.io.IOException {
        var probe = Backends.discover(new BackendConfig("cpu", 2)).stream().filter(f -> f.name().equals("xla")).findFirst();
        String why = probe.isEmpty() ? "backend-xla-iree not on the test classpath"
                : probe.get().availability().available() ? null : "xla unavailable: " + probe.get().availability().reason();
        if (why != null) {
            if ("true".equals(System.getenv("CI"))) fail(why);
            Assumptions.abort(why);
        }
        JsonNode golden = TokenizerParityTest.golden("smollm2-greedy.json");
        Run java = run("java", TestAssets.smolLm2Gguf(), golden), xla = run("xla", TestAssets.smolLm2Gguf(), golden);
        List<String> bad = new ArrayList<>();
        double worst = 0;
        for (int i = 0; i < java.tokens.size(); i++) {
            float[] a = java.logits.get(i), b = xla.logits.get(i);
            for (int v = 0; v < a.length; v++) worst = Math.max(worst, Math.abs(a[v] - b[v]));
            int[] x = java.tokens.get(i), y = xla.tokens.get(i);
            int same = 0;
            while (same < Math.min(x.length, y.length) && x[same] == y[same]) same++;
            System.out.printf("SMOL %d: %d/%d same%n", i, same, x.length);
            if (!Arrays.equals(x, y)) bad.add(golden.get("cases").get(i).get("prompt").asText() + "\n  java: " + Arrays.toString(x) + "\n  xla:  " + Arrays.toString(y));
        }
        System.out.printf("xla vs java on SmolLM2: max |logit diff| after the prompt %.4f; %d of %d prompts with identical greedy tokens%n",
                worst, java.tokens.size() - bad.size(), java.tokens.size());
        assertTrue(bad.isEmpty(), bad.size() + " of " + java.tokens.size() + " prompts differ:\n" + String.join("\n", bad));
        assertTrue(worst <= TOLERANCE, "max |logit diff| " + worst);
    }

    record Run(List<int[]> tokens, List<float[]> logits) {
    }

    private static Run run(String backend, Path model, JsonNode golden) {
        Run out = new Run(new ArrayList<>(), new ArrayList<>());
        try (ComputeBackend be = Backends.select(backend, new BackendConfig("cpu", 2)); LoadedModel m = ModelLoader.load(model, be)) {
            for (JsonNode c : golden.get("cases")) {
                Generator g = new Generator(m, 256);
                int[] prompt = TokenizerParityTest.ids(c.get("tokens"));
                out.logits().add(g.prefill(prompt));
                g.reset();
                out.tokens().add(g.generate(prompt, SamplingParams.greedy(TOKENS), null).tokens());
            }
        }
        return out;
    }
}
