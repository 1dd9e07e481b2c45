package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.sampling.SamplingParams;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A model against a greedy golden (cases with prompt ids, the prompt's top-20 logits and up to 64 greedy tokens). */
final class GreedyGoldens {
    private GreedyGoldens() {
    }

    /** Every case's greedy tokens identical, and the prompt's top-20 logits within {@code tolerance}. */
    static void assertMatches(String what, LoadedModel model, JsonNode golden, double tolerance) {
        assertMatches(what, model, golden, tolerance, 64);
    }

    /** As above, comparing the first {@code tokens} greedy tokens of each case. */
    static void assertMatches(String what, LoadedModel model, JsonNode golden, double tolerance, int tokens) {
        List<String> bad = new ArrayList<>();
        double worst = 0;
        int identical = 0;
        for (JsonNode c : golden.get("cases")) {
            int[] prompt = TokenizerParityTest.ids(c.get("tokens"));
            Generator g = new Generator(model, 512);
            float[] logits = g.prefill(prompt);
            double caseWorst = 0;
            for (JsonNode pair : c.get("prompt_logits_top")) {
                caseWorst = Math.max(caseWorst, Math.abs(logits[pair.get(0).asInt()] - pair.get(1).asDouble()));
            }
            worst = Math.max(worst, caseWorst);
            g.reset();
            Generator.Result r = g.generate(prompt, SamplingParams.greedy(tokens), null);
            int[] all = TokenizerParityTest.ids(c.get("greedy"));
            int[] expected = Arrays.copyOf(all, Math.min(tokens, all.length));
            if (Arrays.equals(expected, r.tokens())) {
                identical++;
            } else {
                int at = 0;
                while (at < Math.min(expected.length, r.tokens().length) && expected[at] == r.tokens()[at]) at++;
                bad.add(c.get("kind").asText() + " '" + c.get("prompt").asText() + "': first difference at token " + at
                        + " (prompt logits within " + caseWorst + ")"
                        + "\n  expected: " + model.tokenizer().decode(expected, false).replace("\n", "\\n")
                        + "\n  got:      " + r.text().replace("\n", "\\n"));
            }
        }
        assertTrue(bad.isEmpty(), what + ": " + bad.size() + " of " + golden.get("cases").size() + " prompts differ:\n" + String.join("\n", bad));
        assertTrue(worst <= tolerance, what + ": max |logit - " + golden.get("reference").asText() + "| over top-20 = " + worst + " > " + tolerance);
        System.out.printf("%s parity: %d of %d prompts identical, max |logit diff| over top-20 = %.6f%n", what, identical,
                golden.get("cases").size(), worst);
    }
}
