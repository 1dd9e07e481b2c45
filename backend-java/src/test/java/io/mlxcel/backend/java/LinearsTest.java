package io.mlxcel.backend.java;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * {@link JavaBackend#linears}, which runs a decode step's projections of one input as one parallel section (each
 * weight with its own kernel), against one {@link JavaBackend#linear} per weight: bit for bit, for one activation
 * row (the fused section) and for a prefill chunk (the default, one linear each), over mixes of formats as real
 * files have them (a Q4_K_M layer mixes Q4_K, Q6_K and, where a dimension is not a multiple of 256, Q5_0 / Q8_0).
 */
class LinearsTest {
    private final Arena arena = Arena.ofShared();
    private final JavaBackend be = new JavaBackend(2);

    @AfterEach
    void close() {
        be.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Q4_K,Q4_K,Q6_K", "Q4_K,Q6_K", "Q5_0,Q5_0,Q8_0", "Q4_1,Q8_0,Q4_1", "Q4_K,Q5_0,Q6_K,Q8_0", "MLX4,MLX4"})
    void linearsEqualOneLinearPerWeight(String formats) {
        Random r = new Random(formats.hashCode());
        int k = 512;
        String[] fs = formats.split(",");
        Tensor[] ws = new Tensor[fs.length];
        for (int i = 0; i < fs.length; i++) ws[i] = be.weight(randomWeight(fs[i], 32 + 32 * i, k, r));
        for (int m : new int[]{1, 5}) {
            float[] x = new float[m * k];
            for (int i = 0; i < x.length; i++) x[i] = (float) r.nextGaussian();
            Tensor xt = be.floats(x, Shape.of(1, m, k));
            // read before the next step: a step's outputs live in the step scratch, which the next step reuses
            Tensor[] fusedOut = be.compile("fused", in -> be.linears(in[0], ws)).run(xt);
            float[][] fused = new float[ws.length][];
            for (int i = 0; i < ws.length; i++) fused[i] = be.readFloats(fusedOut[i]);
            for (int i = 0; i < ws.length; i++) {
                int wi = i;
                Tensor one = be.compile("one", in -> new Tensor[]{be.linear(in[0], ws[wi])}).run(xt)[0];
                assertArrayEquals(bits(be.readFloats(one)), bits(fused[i]), formats + ": weight " + i + " (" + fs[i] + "), " + m + " rows");
            }
        }
    }

    private static int[] bits(float[] v) {
        int[] b = new int[v.length];
        for (int i = 0; i < v.length; i++) b[i] = Float.floatToIntBits(v[i]);
        return b;
    }

    private HostWeight randomWeight(String format, int rows, int cols, Random r) {
        if (format.startsWith("MLX")) {
            int bits = Integer.parseInt(format.substring(3)), group = 64;
            MemorySegment words = arena.allocate((long) rows * cols * bits / 8, 64);
            for (long i = 0; i < words.byteSize(); i++) words.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
            MemorySegment scales = arena.allocate(4L * rows * cols / group), biases = arena.allocate(4L * rows * cols / group);
            for (long g = 0; g < (long) rows * cols / group; g++) {
                scales.setAtIndex(ValueLayout.JAVA_FLOAT, g, 0.01f + 0.01f * r.nextFloat());
                biases.setAtIndex(ValueLayout.JAVA_FLOAT, g, -0.1f * r.nextFloat());
            }
            return new HostWeight(format, WeightType.MLX_AFFINE, new long[]{rows, cols}, words, scales, biases, DType.F32, group, bits);
        }
        WeightType t = WeightType.valueOf(format);
        int bb = t.ggufBlockBytes();
        MemorySegment seg = arena.allocate(t.ggufRowBytes(cols) * rows, 64);
        for (long i = 0; i < seg.byteSize(); i++) seg.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        int dAt = t == WeightType.Q6_K ? 208 : 0;
        for (long b = 0; b < (long) rows * (cols / t.ggufBlockValues()); b++) {
            seg.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + dAt, Fp16.fromFloat(0.001f + 0.01f * r.nextFloat()));
            if (t == WeightType.Q4_1 || t == WeightType.Q4_K) seg.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + 2, Fp16.fromFloat(0.01f * r.nextFloat()));
        }
        return HostWeight.dense(format, t, new long[]{rows, cols}, seg);
    }
}
