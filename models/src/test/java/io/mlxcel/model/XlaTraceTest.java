package io.mlxcel.model;

import io.mlxcel.backend.xla.XlaBackend;
import io.mlxcel.backend.xla.XlaBackends;
import io.mlxcel.model.engine.Generator;
import io.mlxcel.model.engine.LoadedModel;
import io.mlxcel.model.engine.ModelLoader;
import io.mlxcel.model.sampling.SamplingParams;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What the xla backend traces: the StableHLO of the llama and qwen3 parity fixtures' prefill (32-token bucket) and
 * decode step, in both quant modes, against committed golden files (src/test/resources/xla-golden; regenerate with
 * scripts/refs/make_xla_goldens.sh after a deliberate change), each compiled by IREE to show it is accepted; and the
 * compile cache: a second start with the same cache folder compiles nothing.
 */
class XlaTraceTest {
    static final Path GOLDEN = Path.of("src/test/resources/xla-golden");

    @TempDir
    Path tmp;

    @BeforeAll
    static void needsXla() {
        TestAssets.requireBackend("xla");
    }

    private Path fixture(String cell) throws IOException {
        return TestAssets.parityModel(cell, tmp);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"llama-q4g64, dequant", "llama-q4g64, packed", "qwen3-q4g32, dequant", "qwen3-q4g32, packed"})
    void tracedModulesMatchTheirGoldens(String cell, String quant) throws IOException {
        Path model = fixture(cell);
        try (ComputeBackend be = XlaBackends.open(Map.of("MLXCEL_XLA_QUANT", quant, "MLXCEL_CACHE_DIR", tmp.resolve("cache").toString()));
             LoadedModel m = ModelLoader.load(model, be)) {
            XlaBackend xla = (XlaBackend) be;
            for (int t : new int[]{32, 1}) {
                int[] ids = new int[t], pos = new int[t];
                for (int i = 0; i < t; i++) {
                    ids[i] = 1 + i;
                    pos[i] = i < 5 || t == 1 ? i + (t == 1 ? 5 : 0) : -1;
                }
                Tensor[] caches = m.lm().newCaches(1, 64);
                Tensor[] in = new Tensor[3 + caches.length];
                in[0] = be.ints(ids, Shape.of(1, t));
                in[1] = be.ints(pos, Shape.of(1, t));
                in[2] = be.ints(new int[]{t == 1 ? 0 : 4}, Shape.of(1));
                System.arraycopy(caches, 0, in, 3, caches.length);
                String name = t == 1 ? "decode_step" : "prefill";
                // tracing compiles the module too: IREE accepting it is part of the check
                String mlir = xla.traceToMlir(name, x -> m.lm().forward(x[0], x[1], x[2], Arrays.copyOfRange(x, 3, x.length)), in);
                Path golden = GOLDEN.resolve(cell + "-" + quant + "-" + name + ".mlir");
                if (Boolean.getBoolean("mlxcel.xla.regenerate")) {
                    Files.createDirectories(GOLDEN);
                    Files.writeString(golden, mlir);
                }
                assertTrue(Files.exists(golden), golden + " is missing; scripts/refs/make_xla_goldens.sh writes it");
                String expected = Files.readString(golden, StandardCharsets.UTF_8);
                if (!expected.equals(mlir)) {
                    String[] a = expected.split("\n"), b = mlir.split("\n");
                    int line = 0;
                    while (line < Math.min(a.length, b.length) && a[line].equals(b[line])) line++;
                    fail(golden + " differs from the traced module at line " + (line + 1) + ":\n  golden: "
                            + (line < a.length ? a[line] : "<end>") + "\n  traced: " + (line < b.length ? b[line] : "<end>")
                            + "\n(after a deliberate change, scripts/refs/make_xla_goldens.sh rewrites the goldens)");
                }
                long funcs;
                try (Stream<String> lines = expected.lines()) {
                    funcs = lines.filter(l -> l.contains("func.func @" + name + "(")).count();
                }
                assertEquals(1, funcs, "one entry point " + name);
            }
        }
    }

    @Test
    void aSecondStartLoadsCompiledModulesFromTheCache() throws IOException {
        Path model = fixture("llama-q4g64");
        Map<String, String> settings = Map.of("MLXCEL_CACHE_DIR", tmp.resolve("cache").toString());
        int[] prompt = {1, 5, 9, 200, 31};
        int before = XlaBackends.compiles();
        int[] first;
        try (ComputeBackend be = XlaBackends.open(settings); LoadedModel m = ModelLoader.load(model, be)) {
            first = new Generator(m, 64).generate(prompt, SamplingParams.greedy(6), null).tokens();
        }
        int compiled = XlaBackends.compiles() - before;
        assertEquals(2, compiled, "the first start compiles prefill and decode_step");
        try (Stream<Path> files = Files.walk(tmp.resolve("cache/xla"))) {
            assertEquals(2, files.filter(f -> f.toString().endsWith(".vmfb")).count(), "two cached modules");
        }
        int mid = XlaBackends.compiles();
        int[] second;
        try (ComputeBackend be = XlaBackends.open(settings); LoadedModel m = ModelLoader.load(model, be)) {
            second = new Generator(m, 64).generate(prompt, SamplingParams.greedy(6), null).tokens();
        }
        assertEquals(mid, XlaBackends.compiles(), "the second start compiled nothing");
        assertArrayEquals(first, second);
    }
}
