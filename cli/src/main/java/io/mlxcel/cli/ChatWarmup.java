package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.WarmupRounds;
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
        int[] prompt = WarmupRounds.prompt(m.config().vocabSize(), contextLength);
        SamplingParams params = sampling.withMaxTokens(WarmupRounds.tokens(contextLength));
        Generator g = new Generator(m, contextLength);
        try {
            // the chat template and the tokenizer too: the first message goes through both (cold, a few hundred ms)
            if (m.chatTemplate() != null) {
                m.tokenizer().encode(m.chatTemplate().render(java.util.List.of(
                        new ChatTemplate.Message("system", "Be brief."), new ChatTemplate.Message("user", "Hello, who are you?")), true), true);
            }
            WarmupRounds.untilSettled(WarmupRounds.MAX_ROUNDS, () -> {
                if (stop) throw new Stopped();
                g.reset();
                g.generate(prompt, params, text -> { }, (token, logits) -> {
                    if (stop) throw new Stopped();
                });
                rounds++;
            });
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
