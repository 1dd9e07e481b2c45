package io.mlxcel.bench;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import java.util.Random;

/**
 * One decode-step attention call on the java backend at SmolLM2's head layout (9 query heads over 3 kv heads of 64)
 * over an f16 KV cache holding {@code context} random keys and values: the per-layer attention cost of a token.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-XX:PerMethodTrapLimit=10000"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class AttentionBench {
    @Param({"192", "1024"})
    public int context;

    @Param({"9x3x64"})
    public String heads;

    /** Distinct caches cycled through, as a model's layers are (1: cache-resident). */
    @Param({"1", "30"})
    public int layers;

    private ComputeBackend be;
    private Tensor q, pos;
    private Tensor[] k, v;
    private int next;

    @Setup(Level.Trial)
    public void setup() {
        String[] s = heads.split("x");
        int h = Integer.parseInt(s[0]), hkv = Integer.parseInt(s[1]), dh = Integer.parseInt(s[2]);
        be = new JavaBackend(Integer.getInteger("mlxcel.bench.threads", Runtime.getRuntime().availableProcessors()));
        int cap = Math.max(8192, context);
        Random r = new Random(3);
        int[] slots = new int[context];
        for (int i = 0; i < context; i++) slots[i] = i;
        Tensor at = be.ints(slots, Shape.of(1, context));
        k = new Tensor[layers];
        v = new Tensor[layers];
        for (int l = 0; l < layers; l++) {
            Tensor kl = be.zeros(Shape.of(1, hkv, cap, dh), DType.F16), vl = be.zeros(Shape.of(1, hkv, cap, dh), DType.F16);
            float[] vals = new float[context * hkv * dh];
            for (int i = 0; i < vals.length; i++) vals[i] = Math.round((float) r.nextGaussian() * 1024) / 1024f;
            Tensor kv = be.floats(vals, Shape.of(1, context, hkv, dh));
            be.compile("fill", in -> new Tensor[]{be.cacheWrite(kl, in[0], in[1]), be.cacheWrite(vl, in[0], in[1])}).run(kv, at);
            k[l] = kl;
            v[l] = vl;
        }
        float[] qv = new float[h * dh];
        for (int i = 0; i < qv.length; i++) qv[i] = (float) r.nextGaussian();
        q = be.floats(qv, Shape.of(1, 1, h, dh));
        pos = be.ints(new int[]{context - 1}, Shape.of(1, 1));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        be.close();
    }

    @Benchmark
    public void decodeAttention(Blackhole bh) {
        Tensor kl = k[next], vl = v[next];
        next = (next + 1) % layers;
        bh.consume(be.compile("bench", in -> new Tensor[]{be.attention(in[0], kl, vl, in[1], 0.125f, 0)}).run(q, pos));
    }
}
