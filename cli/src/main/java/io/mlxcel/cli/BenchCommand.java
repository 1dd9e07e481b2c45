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
 * tokens ignored), repeated; prints medians. It also measures main-memory read bandwidth and reports decode against
 * the memory roofline: bandwidth / bytes of weights read per token. Peer comparisons live in scripts/bench-decode.sh
 * and scripts/bench-backends.sh.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Measure prompt and decode speed (medians over repetitions).")
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

    @Option(names = "--no-roofline", description = "skip the memory bandwidth measurement")
    boolean noRoofline;

    @Override
    public Integer call() throws Exception {
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
            long perToken = bytesPerToken(m);
            double bandwidth = 0;
            if (!noRoofline) {
                String env = System.getenv("MLXCEL_THREADS");
                int threads = env != null ? Integer.parseInt(env) : Runtime.getRuntime().availableProcessors();
                bandwidth = MemoryBandwidth.measure(threads, 2L << 30, 4);
            }
            double roofline = bandwidth > 0 ? bandwidth / perToken : 0;
            if (json) {
                System.out.printf("{\"engine\":\"mlxcel\",\"backend\":\"%s\",\"prompt_tokens\":%d,\"gen_tokens\":%d,\"prompt_tps\":%.3f,"
                                + "\"decode_tps\":%.3f,\"bandwidth_gbs\":%.2f,\"bytes_per_token\":%d,\"roofline_tps\":%.2f,\"roofline_pct\":%.1f}%n",
                        backend, promptTokens, genTokens, ppMed, tgMed, bandwidth / 1e9, perToken, roofline,
                        roofline > 0 ? 100 * tgMed / roofline : 0);
            } else {
                System.out.printf("mlxcel %s (%s): pp%d %.1f tok/s | tg%d %.1f tok/s (median of %d)%n", backend,
                        m.lm().backend().device(), promptTokens, ppMed, genTokens, tgMed, repetitions);
                if (roofline > 0) {
                    System.out.printf("memory roofline: %.1f GB/s read bandwidth / %.1f MB of weights per token = %.1f tok/s; decode at %.0f%%%n",
                            bandwidth / 1e9, perToken / 1e6, roofline, 100 * tgMed / roofline);
                }
            }
            m.lm().backend().close();
        }
        return 0;
    }

    /**
     * Bytes of weights one decode step reads: every tensor of the checkpoint, except the embedding table when the
     * output projection has its own weights (a lookup then touches one row of it).
     */
    static long bytesPerToken(LoadedModel m) {
        long total = 0;
        for (String name : m.checkpoint().names()) {
            if (name.equals("model.embed_tokens.weight") && m.checkpoint().has("lm_head.weight") && !m.config().tieWordEmbeddings()) continue;
            var w = m.checkpoint().weight(name);
            total += w.data().byteSize() + (w.scales() == null ? 0 : w.scales().byteSize() + w.biases().byteSize());
        }
        return total;
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
