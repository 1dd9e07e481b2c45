package io.mlxcel.cli;

import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.tokenizer.ChatTemplate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "generate", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Generate text for one prompt; tokens stream to stdout, a summary goes to stderr.")
final class GenerateCommand implements Callable<Integer> {
    @Mixin
    ModelOptions options;

    @Option(names = {"-p", "--prompt"}, required = true, description = "the prompt")
    String prompt;

    @Option(names = "--no-chat-template", description = "feed the prompt as raw text")
    boolean noChatTemplate;

    @Option(names = "--system", description = "system message for the chat template")
    String system;

    @Option(names = "--grammar-file", description = "constrain the output to a GBNF grammar (llama.cpp's format)")
    Path grammarFile;

    @Option(names = "--grammar", description = "constrain the output to this GBNF grammar text")
    String grammar;

    @Option(names = {"-j", "--json-schema"}, description = "constrain the output to JSON following this schema (a file, or the schema itself)")
    String jsonSchema;

    /** The grammar the options ask for, or null; a bad grammar or schema fails naming the rule or keyword. */
    private String grammarText() throws java.io.IOException {
        int given = (grammarFile != null ? 1 : 0) + (grammar != null ? 1 : 0) + (jsonSchema != null ? 1 : 0);
        if (given > 1) throw new IllegalArgumentException("give one of --grammar-file, --grammar and --json-schema");
        if (grammarFile != null) return Files.readString(CommandIo.current().resolve(grammarFile));
        if (grammar != null) return grammar;
        if (jsonSchema == null) return null;
        String text = jsonSchema.strip().startsWith("{") ? jsonSchema : Files.readString(CommandIo.current().resolve(Path.of(jsonSchema)));
        com.fasterxml.jackson.databind.JsonNode schema;
        try {
            schema = new com.fasterxml.jackson.databind.ObjectMapper().readTree(text);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("--json-schema is not valid JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        return io.mlxcel.model.grammar.JsonSchemaGrammar.toGbnf(schema);
    }

    @Override
    public Integer call() throws java.io.IOException {
        if (options.showEstimate()) return 0;
        String gbnf = grammarText();
        if (gbnf != null) io.mlxcel.model.grammar.Grammar.parse(gbnf, text -> 0); // report a bad grammar before loading
        List<ChatTemplate.Message> messages = messages(prompt, system);
        CommandIo io = CommandIo.current();
        try (ModelLease lease = options.open()) {
            LoadedModel m = lease.model();
            Generator.Result r = lease.generate(g -> generate(m, g, messages, noChatTemplate, options.sampling(), gbnf, s -> {
                io.out().print(s);
                io.out().flush();
            }));
            io.out().println();
            io.err().print(summary(m, r, lease.loadSeconds()));
        }
        return 0;
    }

    /** The chat of one prompt: the system message when given, then the prompt as the user's. */
    static List<ChatTemplate.Message> messages(String prompt, String system) {
        return system == null ? List.of(new ChatTemplate.Message("user", prompt))
                : List.of(new ChatTemplate.Message("system", system), new ChatTemplate.Message("user", prompt));
    }

    /**
     * One generation from a fresh cache: the messages through the model's chat template, or with {@code raw} (or a model
     * without a template) the last message's text as it is; constrained by a GBNF grammar when one is given.
     */
    static Generator.Result generate(LoadedModel m, Generator g, List<ChatTemplate.Message> messages, boolean raw,
                                     io.mlxcel.model.sampling.SamplingParams sampling, String gbnf, java.util.function.Consumer<String> onText) {
        io.mlxcel.model.grammar.GrammarMatcher matcher = null;
        if (gbnf != null) {
            var vocab = io.mlxcel.model.grammar.Vocabulary.of(m.tokenizer(), false);
            matcher = new io.mlxcel.model.grammar.GrammarMatcher(new io.mlxcel.model.grammar.Automaton(
                    io.mlxcel.model.grammar.Grammar.parse(gbnf, vocab::tokenId), vocab));
        }
        g.reset();
        return g.generate(promptIds(m, messages, raw), sampling, onText, null, matcher);
    }

    static int[] promptIds(LoadedModel m, List<ChatTemplate.Message> messages, boolean raw) {
        if (raw || m.chatTemplate() == null) {
            int[] ids = m.tokenizer().encode(messages.getLast().content(), false);
            if (m.tokenizer().addBos()) {
                int[] withBos = new int[ids.length + 1];
                withBos[0] = m.tokenizer().bosId();
                System.arraycopy(ids, 0, withBos, 1, ids.length);
                ids = withBos;
            }
            return ids;
        }
        return m.tokenizer().encode(m.chatTemplate().render(messages, true), true);
    }

    /** The two summary lines a generation ends with on stderr. */
    static String summary(LoadedModel m, Generator.Result r, double loadSeconds) {
        var mem = m.lm().backend().memory();
        return String.format("%nmodel: %s | backend: %s %s | load %.2f s%n", m.source().getFileName(), m.lm().backend().name(),
                m.lm().backend().device(), loadSeconds)
                + String.format("prompt: %d tokens, %.1f tok/s | decode: %d tokens, %.1f tok/s | finish: %s | peak memory: %s (backend peak %.1f MiB)%n",
                r.promptTokens(), r.prefillTokensPerSecond(), r.tokens().length, r.decodeTokensPerSecond(),
                r.finish().name().toLowerCase(), peakMemory(), mem.peakBytes() / 1048576.0);
    }

    /** Peak resident set size (VmHWM), which counts mapped weights actually touched. */
    static String peakMemory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return String.format("%.1f MiB RSS", kb / 1024.0);
                }
            }
        } catch (Exception ignored) {
            // not Linux: fall through
        }
        return String.format("%.1f MiB heap", (Runtime.getRuntime().totalMemory()) / 1048576.0);
    }
}
