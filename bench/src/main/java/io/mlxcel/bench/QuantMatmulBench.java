package io.mlxcel.bench;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;
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

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

/**
 * One quantized matmul per weight format on the java backend (GGUF blocks, dense f16/bf16, MLX affine 4/8-bit),
 * at SmolLM2's FFN shape by default: decode (one
 * activation row) and a prefill chunk. Weight values are random; speed does not depend on them.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-XX:PerMethodTrapLimit=10000"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class QuantMatmulBench {
    @Param({"Q4_0", "Q4_1", "Q8_0", "Q5_0", "Q4_K", "Q6_K", "F16", "BF16", "MLX4", "MLX8"})
    public String format;

    @Param({"1536x576"})
    public String shape;

    @Param({"1", "64"})
    public int tokens;

    /** Distinct weights cycled through, so that they stream from memory as a model's layers do (1: cache-resident). */
    @Param({"1"})
    public int copies;

    private ComputeBackend be;
    private Tensor[] weights;
    private int next;
    private Tensor x;

    @Setup(Level.Trial)
    public void setup() {
        String[] s = shape.split("x");
        int n = Integer.parseInt(s[0]), k = Integer.parseInt(s[1]);
        be = new JavaBackend(Integer.getInteger("mlxcel.bench.threads", Runtime.getRuntime().availableProcessors()));
        weights = new Tensor[copies];
        for (int c = 0; c < copies; c++) {
            if (format.startsWith("MLX")) {
                weights[c] = be.weight(randomAffine(Integer.parseInt(format.substring(3)), n, k, new Random(1 + c)));
                continue;
            }
            WeightType t = format.equals("MIX") ? (c % 2 == 0 ? WeightType.Q4_1 : WeightType.Q8_0) : WeightType.valueOf(format);
            weights[c] = be.weight(randomWeight(t, n, k, new Random(1 + c)));
        }
        float[] act = new float[tokens * k];
        Random r = new Random(2);
        for (int i = 0; i < act.length; i++) act[i] = (float) r.nextGaussian();
        x = be.floats(act, Shape.of(tokens, k));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        be.close();
    }

    @Benchmark
    public void linear(Blackhole bh) {
        // compile() resets the step scratch each call, as a real decode step would
        Tensor w = weights[next];
        next = (next + 1) % copies;
        bh.consume(be.compile("bench", in -> new Tensor[]{be.linear(in[0], w)}).run(x));
    }

    /** An MLX affine-quantized weight (group 64, bf16 scales and biases, as mlx-lm writes them) of random words. */
    static HostWeight randomAffine(int bits, int rows, int cols, Random r) {
        Arena arena = Arena.ofAuto();
        int group = Integer.getInteger("mlxcel.bench.group", 64);
        MemorySegment words = arena.allocate((long) rows * cols * bits / 8, 64);
        for (long i = 0; i < words.byteSize(); i++) words.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        long groups = (long) rows * cols / group;
        MemorySegment scales = arena.allocate(2 * groups, 64), biases = arena.allocate(2 * groups, 64);
        for (long g = 0; g < groups; g++) {
            scales.setAtIndex(ValueLayout.JAVA_SHORT, g, (short) (Float.floatToIntBits(0.01f + 0.001f * r.nextFloat()) >>> 16));
            biases.setAtIndex(ValueLayout.JAVA_SHORT, g, (short) (Float.floatToIntBits(-0.05f * r.nextFloat()) >>> 16));
        }
        return new HostWeight("bench", WeightType.MLX_AFFINE, new long[]{rows, cols}, words, scales, biases, DType.BF16, group, bits);
    }

    static HostWeight randomWeight(WeightType type, int rows, int cols, Random r) {
        Arena arena = Arena.ofAuto();
        if (type.quantized) {
            int bb = type.ggufBlockBytes();
            MemorySegment seg = arena.allocate(type.ggufRowBytes(cols) * rows, 64);
            for (long i = 0; i < seg.byteSize(); i++) seg.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
            // random bytes, then finite block scales where the format keeps them (d, and m or dmin)
            int dAt = type == WeightType.Q6_K ? 208 : 0;
            for (long b = 0; b < (long) rows * (cols / type.ggufBlockValues()); b++) {
                seg.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + dAt, Float.floatToFloat16(0.01f));
                if (type == WeightType.Q4_1 || type == WeightType.Q4_K) seg.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + 2, Float.floatToFloat16(-0.05f));
            }
            return HostWeight.dense("bench", type, new long[]{rows, cols}, seg);
        }
        MemorySegment seg = arena.allocate((long) rows * cols * 2, 64);
        for (long i = 0; i < (long) rows * cols; i++) {
            float v = (float) (r.nextGaussian() * 0.02);
            seg.setAtIndex(ValueLayout.JAVA_SHORT, i, type == WeightType.F16 ? Float.floatToFloat16(v) : (short) (Float.floatToIntBits(v) >>> 16));
        }
        return HostWeight.dense("bench", type, new long[]{rows, cols}, seg);
    }
}
