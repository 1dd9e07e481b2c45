package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.model.tokenizer.ChatTemplate;

/**
 * Generations on a cache of their own, with the chat's sampling settings, while an interactive chat waits for the
 * user's first message, so that a backend compiled just in time (the java backend: seconds of JIT work on a small
 * machine) has compiled its kernels by the time the message arrives, as the server's warm-up does before it reports
 * ready (adr/0014). The chat template and the tokenizer run once too. The rounds stop
 * when one is no faster than the one before, or when the user's message comes: {@link #close} ends the round at its
 * next token and waits for it, since the backend runs one generation at a time. A message typed at once therefore
 * waits for at most the step in progress, which compiles the same kernels its own prompt would have run cold.
 */
final class ChatWarmup implements AutoCloseable {
    /** Rounds at most (like the server's, they usually settle in three to five). */
    static final int MAX_ROUNDS = 8;

    private final Thread thread;
    private volatile boolean stop;
    private volatile int rounds;

    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    private ChatWarmup(LoadedModel m, int contextLength, SamplingParams sampling) {
        this.thread = Thread.ofPlatform().name("mlxcel-chat-warmup").daemon().start(() -> run(m, contextLength, sampling));
    }

    /** Starts warming up with the chat's own sampling settings (their sampler and text path run too). */
    static ChatWarmup start(LoadedModel m, int contextLength, SamplingParams sampling) {
        return new ChatWarmup(m, contextLength, sampling);
    }

    private void run(LoadedModel m, int contextLength, SamplingParams sampling) {
        // the server's warm-up prompt: 35 tokens, so that its last three rows take the single-row kernels too
        int[] prompt = new int[Math.max(1, Math.min(35, contextLength / 4))];
        for (int i = 0; i < prompt.length; i++) prompt[i] = (31 * i + 7) % m.config().vocabSize();
        SamplingParams p = sampling;
        SamplingParams params = new SamplingParams(p.temperature(), p.topK(), p.topP(), p.minP(), p.repeatPenalty(), p.repeatLastN(),
                p.presencePenalty(), p.frequencyPenalty(), p.seed(), Math.max(1, Math.min(16, contextLength / 4)), p.stop());
        Generator g = new Generator(m, contextLength);
        long previous = Long.MAX_VALUE;
        try {
            // the chat template and the tokenizer too: the first message goes through both (cold, a few hundred ms)
            if (m.chatTemplate() != null) {
                m.tokenizer().encode(m.chatTemplate().render(java.util.List.of(
                        new ChatTemplate.Message("system", "Be brief."), new ChatTemplate.Message("user", "Hello, who are you?")), true), true);
            }
            while (!stop && rounds < MAX_ROUNDS) {
                long t0 = System.nanoTime();
                g.reset();
                g.generate(prompt, params, text -> { }, (token, logits) -> {
                    if (stop) throw new Stopped();
                });
                long took = System.nanoTime() - t0;
                rounds++;
                if (took > previous * 9 / 10) break;
                previous = took;
            }
        } catch (Stopped e) {
            // the user's message came
        } catch (RuntimeException e) {
            // a warm-up is only a head start: whatever failed here, the chat's own generation meets and reports
        }
    }

    /** Rounds finished so far. */
    int rounds() {
        return rounds;
    }

    /** Ends the warm-up at its next token and waits for it. */
    @Override
    public void close() {
        stop = true;
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
