package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.sampling.Sampler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * llama-bench style measurement: prefill of a fixed prompt, then greedy decode of a fixed number of tokens (stop
 * tokens ignored), repeated; prints medians. Peer comparisons live in scripts/bench-decode.sh.
 */
@Command(name = "bench", description = "Measure prompt and decode speed (medians over repetitions).")
final class BenchCommand implements Callable<Integer> {
    @Option(names = {"-m", "--model"}, defaultValue = ModelPaths.DEFAULT_MODEL, description = "model (default: ${DEFAULT-VALUE})")
    String model;

    @Option(names = {"-p", "--prompt-tokens"}, defaultValue = "128", description = "prompt length in tokens (default: ${DEFAULT-VALUE})")
    int promptTokens;

    @Option(names = {"-n", "--gen-tokens"}, defaultValue = "128", description = "tokens to decode (default: ${DEFAULT-VALUE})")
    int genTokens;

    @Option(names = {"-r", "--repetitions"}, defaultValue = "3", description = "measured repetitions (default: ${DEFAULT-VALUE})")
    int repetitions;

    @Option(names = "--warmup", defaultValue = "1", description = "unmeasured warm-up runs (default: ${DEFAULT-VALUE})")
    int warmup;

    @Option(names = "--json", description = "print one JSON line")
    boolean json;

    @Override
    public Integer call() {
        if (promptTokens < 1 || genTokens < 1 || repetitions < 1) throw new IllegalArgumentException("-p, -n and -r must be >= 1");
        ModelOptions opts = new ModelOptions();
        opts.model = model;
        opts.ctxSize = promptTokens + genTokens + 8;
        try (LoadedModel m = opts.load()) {
            int[] prompt = benchPrompt(m, promptTokens);
            Generator g = new Generator(m, opts.ctxSize);
            double[] pp = new double[repetitions], tg = new double[repetitions];
            for (int r = -warmup; r < repetitions; r++) {
                g.reset();
                long t0 = System.nanoTime();
                float[] logits = g.prefill(prompt);
                long t1 = System.nanoTime();
                for (int i = 0; i < genTokens; i++) logits = g.decode(Sampler.argmax(logits));
                long t2 = System.nanoTime();
                if (r >= 0) {
                    pp[r] = promptTokens * 1e9 / (t1 - t0);
                    tg[r] = genTokens * 1e9 / (t2 - t1);
                }
                if (!json) System.err.printf("%s run: prompt %.1f tok/s, decode %.1f tok/s%n", r < 0 ? "warm-up" : "measured",
                        promptTokens * 1e9 / (t1 - t0), genTokens * 1e9 / (t2 - t1));
            }
            double ppMed = median(pp), tgMed = median(tg);
            String backend = m.lm().backend().name();
            if (json) {
                System.out.printf("{\"engine\":\"mlxcel\",\"backend\":\"%s\",\"prompt_tokens\":%d,\"gen_tokens\":%d,\"prompt_tps\":%.3f,\"decode_tps\":%.3f}%n",
                        backend, promptTokens, genTokens, ppMed, tgMed);
            } else {
                System.out.printf("mlxcel %s (%s): pp%d %.1f tok/s | tg%d %.1f tok/s (median of %d)%n", backend,
                        m.lm().backend().device(), promptTokens, ppMed, genTokens, tgMed, repetitions);
            }
            m.lm().backend().close();
        }
        return 0;
    }

    /** A natural-text prompt of exactly n tokens (the text repeated and cut), raw, no chat template. */
    static int[] benchPrompt(LoadedModel m, int n) {
        String text = "The quick brown fox jumps over the lazy dog while the engine measures how fast it reads. ";
        StringBuilder sb = new StringBuilder();
        int[] ids;
        do {
            sb.append(text);
            ids = m.tokenizer().encode(sb.toString(), false);
        } while (ids.length < n);
        return Arrays.copyOf(ids, n);
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
