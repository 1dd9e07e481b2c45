package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.tokenizer.ChatTemplate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "run", aliases = "chat", description = "Chat with a model (with -p: answer one prompt and exit).")
final class RunCommand implements Callable<Integer> {
    @Mixin
    ModelOptions options;

    @Option(names = {"-p", "--prompt"}, description = "answer this prompt and exit")
    String prompt;

    @Option(names = "--system", description = "system message")
    String system;

    /** When a chat warms the backend up while waiting for the first message. */
    enum Warmup { auto, on, off }

    @Option(names = "--warmup", defaultValue = "auto",
            description = "warm the backend up while the chat waits for the first message: auto (when the input is a terminal), on, off (default: ${DEFAULT-VALUE})")
    Warmup warmup;

    @Override
    public Integer call() throws Exception {
        long start = System.nanoTime();
        try (LoadedModel m = options.load()) {
            double loadSeconds = (System.nanoTime() - start) / 1e9;
            PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
            if (prompt != null) {
                Generator g = new Generator(m, options.ctxSize);
                Generator.Result r = g.generate(GenerateCommand.promptIds(m, prompt, system, false), options.sampling(), out::print);
                out.println();
                GenerateCommand.summary(m, r, loadSeconds);
                return 0;
            }
            if (m.chatTemplate() == null) throw new IllegalArgumentException(m.source() + ": the model has no chat template; use generate");
            List<ChatTemplate.Message> history = new ArrayList<>();
            if (system != null) history.add(new ChatTemplate.Message("system", system));
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            Generator g = new Generator(m, options.ctxSize);
            java.io.Console console = System.console();
            boolean warm = warmup == Warmup.on || warmup == Warmup.auto && console != null && console.isTerminal();
            ChatWarmup warming = warm ? ChatWarmup.start(m, options.ctxSize, options.sampling()) : null;
            out.println("Chatting with " + m.source().getFileName() + " (" + m.lm().backend().name() + "). Empty line or /bye to quit, /reset to clear.");
            while (true) {
                out.print("> ");
                out.flush();
                String line = in.readLine();
                if (warming != null) {
                    warming.close();   // before the first reply: the backend runs one generation at a time
                    warming = null;
                }
                if (line == null || line.isBlank() || line.strip().equals("/bye")) break;
                if (line.strip().equals("/reset")) {
                    history.subList(system != null ? 1 : 0, history.size()).clear();
                    continue;
                }
                history.add(new ChatTemplate.Message("user", line));
                // Re-render the whole conversation; the model sees exactly what its template produces.
                int[] ids = m.tokenizer().encode(m.chatTemplate().render(history, true), true);
                g.reset();
                Generator.Result r = g.generate(ids, options.sampling(), s -> {
                    out.print(s);
                    out.flush();
                });
                out.println();
                history.add(new ChatTemplate.Message("assistant", r.text()));
            }
            return 0;
        }
    }
}
