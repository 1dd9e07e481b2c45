package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.tokenizer.ChatTemplate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "run", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", aliases = "chat", description = "Chat with a model (with -p: answer one prompt and exit).")
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
        if (options.showEstimate()) return 0;
        CommandIo io = CommandIo.current();
        try (ModelLease lease = options.open()) {
            LoadedModel m = lease.model();
            if (prompt != null) {
                Generator.Result r = lease.generate(g -> GenerateCommand.generate(m, g, GenerateCommand.messages(prompt, system),
                        false, options.sampling(), null, io.out()::print));
                io.out().println();
                io.err().print(GenerateCommand.summary(m, r, lease.loadSeconds()));
                return 0;
            }
            if (m.chatTemplate() == null) throw new IllegalArgumentException(m.source() + ": the model has no chat template; use generate");
            // The resident server's kernels were compiled by earlier commands, and a warm-up there would share the
            // backend with other commands' generations.
            boolean warm = ResidentModels.active() == null && (warmup == Warmup.on || warmup == Warmup.auto && io.stdinTerminal());
            ChatWarmup warming = warm ? ChatWarmup.start(m, options.ctxSize, options.sampling()) : null;
            chat(io, m.source().getFileName().toString(), m.lm().backend().name(), () -> {
                if (warming != null) warming.close(); // before the first reply: the backend runs one generation at a time
            }, history -> lease.generate(g -> GenerateCommand.generate(m, g, history, false, options.sampling(), null, s -> {
                io.out().print(s);
                io.out().flush();
            })).text());
            return 0;
        }
    }

    /** Reads the user's lines and prints the replies until an empty line, /bye or the end of input; /reset forgets. */
    private void chat(CommandIo io, String model, String backend, Runnable beforeFirstReply,
                      java.util.function.Function<List<ChatTemplate.Message>, String> reply) throws java.io.IOException {
        List<ChatTemplate.Message> history = new ArrayList<>();
        if (system != null) history.add(new ChatTemplate.Message("system", system));
        PrintStream out = io.out();
        out.println("Chatting with " + model + " (" + backend + "). Empty line or /bye to quit, /reset to clear.");
        boolean first = true;
        while (true) {
            out.print("> ");
            out.flush();
            String line = io.in().readLine();
            if (first) {
                beforeFirstReply.run();
                first = false;
            }
            if (line == null || line.isBlank() || line.strip().equals("/bye")) break;
            if (line.strip().equals("/reset")) {
                history.subList(system != null ? 1 : 0, history.size()).clear();
                continue;
            }
            history.add(new ChatTemplate.Message("user", line));
            // Re-render the whole conversation; the model sees exactly what its template produces.
            String text = reply.apply(history);
            out.println();
            history.add(new ChatTemplate.Message("assistant", text));
        }
    }
}
