package io.mlxcel.backend.java;

import io.mlxcel.spi.DType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * Every Vector API kernel against its scalar reference on random data, ragged sizes included.
 * Quantized (GGUF) kernels define their summation order, so vector and scalar must agree bit for bit. Dense and MLX
 * kernels differ only in float summation order: |vector - scalar| <= 1e-5 * sum|terms| + 1e-6.
 */
class KernelParityTest {
    /** Packing splits row groups across threads: three, so the chunks are uneven. */
    private static final WorkerPool PACK_POOL = new WorkerPool(3);

    private final Arena arena = Arena.ofAuto();

    private static float tolerance(float magnitude) {
        return 1e-5f * magnitude + 1e-6f;
    }

    private MemorySegment randomFloats(Random r, int n) {
        MemorySegment s = arena.allocate(4L * n, 64);
        for (int i = 0; i < n; i++) s.setAtIndex(ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        return s;
    }

    /** Random GGUF blocks with sane f16 scales (random bytes could hold NaN/Inf scales). */
    private MemorySegment randomBlocks(Random r, int rows, int k, int blockBytes, int scaleCount) {
        MemorySegment s = arena.allocate((long) rows * (k / 32) * blockBytes, 64);
        for (long i = 0; i < s.byteSize(); i++) s.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        for (long b = 0; b < (long) rows * (k / 32); b++) {
            for (int j = 0; j < scaleCount; j++) {
                s.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * blockBytes + 2L * j, Fp16.fromFloat((float) (r.nextGaussian() * 0.02)));
            }
        }
        return s;
    }

    /** The surefire executions that force a width really get it, and a packed Q4/Q8 row group is one row a lane. */
    @Test
    void forcedVectorWidthIsTheOneInUse() {
        String forced = System.getProperty("mlxcel.java.vectorBits");
        if (forced != null) assertEquals(Integer.parseInt(forced), Simd.BITS);
        assertEquals(Simd.BITS, Simd.F.vectorBitSize());
        assertEquals(Simd.BITS / 32, PackedQuant.ROWS);
    }

    /**
     * Activation quantization, vector against scalar, bit for bit: Gaussian rows, plus blocks built to hit the edge
     * cases (all zero, exact .5 ties after scaling, one huge value, tiny subnormal values, NaN and infinity).
     */
    @Test
    void activationQuantizationMatchesScalar() {
        Random r = new Random(17);
        int m = 9, k = 576;
        MemorySegment x = randomFloats(r, m * k);
        for (int j = 0; j < 32; j++) {
            x.setAtIndex(ValueLayout.JAVA_FLOAT, k + j, 0f);                                 // row 1: zeros
            x.setAtIndex(ValueLayout.JAVA_FLOAT, 2L * k + j, j == 0 ? 127f : (j - 16) + 0.5f);     // row 2: id = 1, exact ties
            x.setAtIndex(ValueLayout.JAVA_FLOAT, 3L * k + j, j == 5 ? 1e30f : 1e-3f * j);      // row 3: one huge value
            x.setAtIndex(ValueLayout.JAVA_FLOAT, 4L * k + j, Float.MIN_VALUE * (j - 7));       // row 4: subnormals
            x.setAtIndex(ValueLayout.JAVA_FLOAT, 5L * k + j, j == 9 ? Float.NaN : j);          // row 5: NaN
            x.setAtIndex(ValueLayout.JAVA_FLOAT, 6L * k + j, j == 3 ? Float.NEGATIVE_INFINITY : -j); // row 6: infinity
            x.setAtIndex(ValueLayout.JAVA_FLOAT, 7L * k + j, j % 2 == 0 ? -0.001f * j : -0f);      // row 7: -0, rounding to -0
        }
        Q8Activations scalar = new Q8Activations(), vector = new Q8Activations();
        scalar.ensure(m, k);
        vector.ensure(m, k);
        scalar.quantizeRowsScalar(x, 0, m);
        vector.quantizeRowsVector(x, 0, m);
        for (int i = 0; i < m * k; i++) {
            assertEquals(scalar.q[i], vector.q[i], "q at " + i);
            assertEquals(Float.floatToRawIntBits(scalar.qf[i]), Float.floatToRawIntBits(vector.qf[i]), "qf at " + i);
            assertEquals(Float.floatToRawIntBits(scalar.qfNib[i]), Float.floatToRawIntBits(vector.qfNib[i]), "qfNib at " + i);
        }
        for (int b = 0; b < m * k / 32; b++) {
            assertEquals(Float.floatToRawIntBits(scalar.d[b]), Float.floatToRawIntBits(vector.d[b]), "d of block " + b);
            assertEquals(Float.floatToRawIntBits(scalar.s[b]), Float.floatToRawIntBits(vector.s[b]), "s of block " + b);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {32, 64, 96, 576, 1536, 2080})
    void ggufQuantizedDotsMatchScalar(int k) {
        Random r = new Random(k);
        int rows = 7, m = 3;
        MemorySegment x = randomFloats(r, m * k);
        Q8Activations a = new Q8Activations();
        a.ensure(m, k);
        a.quantizeRows(x, 0, m);
        int blocks = k / 32;
        MemorySegment q41 = randomBlocks(r, rows, k, 20, 2);
        MemorySegment q40 = randomBlocks(r, rows, k, 18, 1);
        MemorySegment q80 = randomBlocks(r, rows, k, 34, 1);
        MemorySegment q50 = randomBlocks(r, rows, k, 22, 1);
        for (int n = 0; n < rows; n++) {
            for (int row = 0; row < m; row++) {
                assertEquals(QuantDot.q4_1Scalar(q41, n * blocks * 20L, a, row, blocks),
                        QuantDot.q4_1Vector(q41, n * blocks * 20L, a, row, blocks), 0f, "q4_1 k=" + k);
                assertEquals(QuantDot.q4_0Scalar(q40, n * blocks * 18L, a, row, blocks),
                        QuantDot.q4_0Vector(q40, n * blocks * 18L, a, row, blocks), 0f, "q4_0 k=" + k);
                assertEquals(QuantDot.q8_0Scalar(q80, n * blocks * 34L, a, row, blocks),
                        QuantDot.q8_0Vector(q80, n * blocks * 34L, a, row, blocks), 0f, "q8_0 k=" + k);
                assertEquals(QuantDot.q5_0Scalar(q50, n * blocks * 22L, a, row, blocks),
                        QuantDot.q5_0Vector(q50, n * blocks * 22L, a, row, blocks), 0f, "q5_0 k=" + k);
                float plain = QuantDot.q4_0Scalar(q40, n * blocks * 18L, a, row, blocks);
                float repacked = QuantDot.q4_0RepackedScalar(q40, n * blocks * 18L, a, row, blocks);
                assertEquals(repacked, QuantDot.q4_0RepackedVector(q40, n * blocks * 18L, a, row, blocks), 0f, "q4_0 repacked k=" + k);
                assertEquals(plain, repacked, 1e-5 * Math.abs(plain) + 1e-5, "q4_0 repacked order against the plain order, k=" + k);
            }
        }
    }

    /** A Q4 weight with an Inf or NaN scale is left unpacked: the packed kernels' f16 conversion covers finite values. */
    @Test
    void nonFiniteQ4ScalesAreNotPacked() {
        Random r = new Random(3);
        for (short bad : new short[]{0x7C00, (short) 0xFC00, 0x7E00}) {
            MemorySegment w = randomBlocks(r, 16, 64, 20, 2);
            io.mlxcel.spi.HostWeight ok = io.mlxcel.spi.HostWeight.dense("w", io.mlxcel.spi.WeightType.Q4_1, new long[]{16, 64}, w);
            org.junit.jupiter.api.Assertions.assertEquals(Simd.VECTOR, PackedQuantPacker.supports(ok));
            w.set(ValueLayout.JAVA_SHORT_UNALIGNED, 20L * 7 + 2, bad);  // the m of block 7
            org.junit.jupiter.api.Assertions.assertFalse(PackedQuantPacker.supports(ok), "scale bits " + Integer.toHexString(bad & 0xFFFF));
        }
    }

    /**
     * A K-quant weight with an Inf or NaN d (or Q4_K dmin) is left unpacked, wherever the block sits: 64 rows of 10240
     * values are 2560 super-blocks, more than one staged chunk of the check (2048), and the bad one is in the second.
     */
    @Test
    void nonFiniteKQuantScalesAreNotPacked() {
        int rows = 64, cols = 10240, blocks = rows * cols / 256;
        for (io.mlxcel.spi.WeightType t : new io.mlxcel.spi.WeightType[]{io.mlxcel.spi.WeightType.Q4_K, io.mlxcel.spi.WeightType.Q6_K}) {
            int bb = t.ggufBlockBytes();
            long[] scaleAt = t == io.mlxcel.spi.WeightType.Q4_K ? new long[]{0, 2} : new long[]{208};
            for (long at : scaleAt) {
                for (short bad : new short[]{0x7C00, (short) 0xFC00, 0x7E00}) {
                    MemorySegment w = arena.allocate((long) blocks * bb);
                    for (long b = 0; b < blocks; b++) for (long f : scaleAt) w.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + f, (short) 0x1400);
                    io.mlxcel.spi.HostWeight hw = io.mlxcel.spi.HostWeight.dense("w", t, new long[]{rows, cols}, w);
                    boolean packs = t == io.mlxcel.spi.WeightType.Q4_K ? PackedQ4K.supports(hw) : PackedQ6K.supports(hw);
                    org.junit.jupiter.api.Assertions.assertEquals(Simd.VECTOR, packs, t + " with finite scales");
                    w.set(ValueLayout.JAVA_SHORT_UNALIGNED, 2400L * bb + at, bad);
                    packs = t == io.mlxcel.spi.WeightType.Q4_K ? PackedQ4K.supports(hw) : PackedQ6K.supports(hw);
                    org.junit.jupiter.api.Assertions.assertFalse(packs, t + ", bits " + Integer.toHexString(bad & 0xFFFF) + " at byte " + at + " of block 2400");
                }
            }
        }
    }

    /** One row group of a single-row kernel into the given output. */
    private interface GroupKernel {
        void run(int group, MemorySegment out);
    }

    /** A single-row decode kernel over every row group gives, bit for bit, the first {@code rows} outputs of expect. */
    private void assertDecodeKernelMatches(MemorySegment expect, int rows, GroupKernel kernel, String what) {
        MemorySegment got = arena.allocate(4L * rows);
        for (int g = 0; g < rows / PackedQuant.ROWS; g++) kernel.run(g, got);
        for (int n = 0; n < rows; n++) {
            assertEquals(expect.getAtIndex(ValueLayout.JAVA_FLOAT, n), got.getAtIndex(ValueLayout.JAVA_FLOAT, n), 0f, what + ", row " + n);
        }
    }

    @Test
    void decodeKernelChoiceFollowsTheFormatAndTheInputWidth() {
        int rows = PackedQuant.ROWS, k = 64, wide = Simd.INT16_MAX_COLS + 32;
        for (io.mlxcel.spi.WeightType t : new io.mlxcel.spi.WeightType[]{io.mlxcel.spi.WeightType.Q4_0, io.mlxcel.spi.WeightType.Q4_1,
                io.mlxcel.spi.WeightType.Q8_0, io.mlxcel.spi.WeightType.Q5_0}) {
            MemorySegment w = arena.allocate((long) rows * (k / 32) * t.ggufBlockBytes(), 64);   // zero codes and scales
            PackedQuant p = PackedQuantPacker.pack(io.mlxcel.spi.HostWeight.dense("w", t, new long[]{rows, k}, w), new PageMemory(arena), PACK_POOL);
            // Q4_0's code offset is not in the 16-bit kernel; the others take it wherever it is on
            assertEquals(Simd.INT16 && t != io.mlxcel.spi.WeightType.Q4_0, p.decodeKernel(k) == PackedQuant.DecodeKernel.INT16, t + " at " + k);
            // past its width limit the 16-bit kernel is never chosen, and the spread one only within its own limit
            assertNotEquals(PackedQuant.DecodeKernel.INT16, p.decodeKernel(wide), t + " at " + wide);
            assertEquals(Simd.spreads(wide) ? PackedQuant.DecodeKernel.SPREAD : PackedQuant.DecodeKernel.BROADCAST, p.decodeKernel(wide), t + " at " + wide);
            if (!Simd.VECTOR) assertEquals(PackedQuant.DecodeKernel.BROADCAST, p.decodeKernel(k), t + " without vectors");
        }
    }

    /**
     * The 16-bit integer decode kernel at the largest products its lanes hold: every weight code at its extreme
     * (Q8_0 -128, Q4_1 nibble 15) against activation codes of -127 and 127, where a 16-bit pair sum of two products
     * reaches 32512 and a group sum of four 65024 (Q8_0). It must still equal the scalar reference bit for bit.
     */
    @ParameterizedTest
    @ValueSource(ints = {32, 576})
    void int16DecodeKernelHoldsTheLargestProducts(int k) {
        int rows = 2 * PackedQuant.ROWS, blocks = k / 32;
        MemorySegment x = arena.allocate(4L * k, 64);
        // even blocks all -1, odd blocks all +1: codes -127 and 127 (the block maximum is 1), each block's group sums
        // of one sign, so that a wrapped sum cannot cancel against another of the block
        for (int i = 0; i < k; i++) x.setAtIndex(ValueLayout.JAVA_FLOAT, i, i / 32 % 2 == 0 ? -1f : 1f);
        Q8Activations a = new Q8Activations();
        a.ensure(1, k);
        a.quantizeRows(x, 0, 1);
        for (io.mlxcel.spi.WeightType t : new io.mlxcel.spi.WeightType[]{io.mlxcel.spi.WeightType.Q8_0, io.mlxcel.spi.WeightType.Q4_1}) {
            int bb = t.ggufBlockBytes(), scales = t == io.mlxcel.spi.WeightType.Q4_1 ? 2 : 1;
            MemorySegment w = arena.allocate((long) rows * blocks * bb, 64);
            w.fill(t == io.mlxcel.spi.WeightType.Q4_1 ? (byte) 0xFF : (byte) 0x80);
            for (long b = 0; b < (long) rows * blocks; b++) {
                for (int j = 0; j < scales; j++) w.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + 2L * j, Fp16.fromFloat(0.01f * (1 + b % 3)));
            }
            PackedQuant p = PackedQuantPacker.pack(io.mlxcel.spi.HostWeight.dense("w", t, new long[]{rows, k}, w), new PageMemory(arena), PACK_POOL);
            float[] tmp = new float[p.scratchFloats()];
            p.prepareDecode(a, PackedQuant.DecodeKernel.INT16);
            MemorySegment out = arena.allocate(4L * rows);
            for (int g = 0; g < rows / PackedQuant.ROWS; g++) p.dotGroupInt16(g, a, out, g * (long) PackedQuant.ROWS, tmp);
            for (int n = 0; n < rows; n++) {
                long off = (long) n * blocks * bb;
                float expect = t == io.mlxcel.spi.WeightType.Q4_1 ? QuantDot.q4_1Scalar(w, off, a, 0, blocks) : QuantDot.q8_0Scalar(w, off, a, 0, blocks);
                assertEquals(expect, out.getAtIndex(ValueLayout.JAVA_FLOAT, n), 0f, t + " row " + n + " k=" + k);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {32, 96, 576, 1536})
    void packedRowGroupKernelsEqualScalarBitForBit(int k) {
        Random r = new Random(11 * k);
        int rows = 32, m = 4, blocks = k / 32;
        MemorySegment x = randomFloats(r, m * k);
        Q8Activations a = new Q8Activations();
        a.ensure(m, k);
        a.quantizeRows(x, 0, m);
        for (io.mlxcel.spi.WeightType t : new io.mlxcel.spi.WeightType[]{io.mlxcel.spi.WeightType.Q4_0,
                io.mlxcel.spi.WeightType.Q4_1, io.mlxcel.spi.WeightType.Q8_0, io.mlxcel.spi.WeightType.Q5_0}) {
            int bb = t.ggufBlockBytes();
            MemorySegment w = randomBlocks(r, rows, k, bb, t == io.mlxcel.spi.WeightType.Q4_1 ? 2 : 1);
            // scales at the edges of f16: subnormal, smallest normal, largest finite, negative
            short[] edge = {0x0001, 0x03FF, 0x0400, 0x7BFF, (short) 0x8001, (short) 0x83FF, (short) 0xBC00};
            for (int e = 0; e < edge.length; e++) w.set(ValueLayout.JAVA_SHORT_UNALIGNED, (long) (5 * e % (rows * blocks)) * bb, edge[e]);
            PackedQuant p = PackedQuantPacker.pack(io.mlxcel.spi.HostWeight.dense("w", t, new long[]{rows, k}, w), new PageMemory(arena), PACK_POOL);
            float[] tmp = new float[p.scratchFloats()];
            MemorySegment out = arena.allocate(4L * m * rows);
            for (int row = 0; row < m; row++) {
                for (int g = 0; g < rows / PackedQuant.ROWS; g++) p.dotGroup(g, a, row, out, (long) row * rows + g * (long) PackedQuant.ROWS, tmp);
                for (int n = 0; n < rows; n++) {
                    long off = (long) n * blocks * bb;
                    float expect = switch (t) {
                        case Q4_0 -> QuantDot.q4_0Scalar(w, off, a, row, blocks);
                        case Q4_1 -> QuantDot.q4_1Scalar(w, off, a, row, blocks);
                        case Q5_0 -> QuantDot.q5_0Scalar(w, off, a, row, blocks);   // packed as Q8_0 codes
                        default -> QuantDot.q8_0Scalar(w, off, a, row, blocks);
                    };
                    assertEquals(expect, out.getAtIndex(ValueLayout.JAVA_FLOAT, (long) row * rows + n), 0f, t + " row " + n + " k=" + k);
                }
                if (row == 0) {
                    // the decode kernel on spread activations, whichever Simd.SPREAD says: both must equal the reference
                    p.prepareDecode(a, PackedQuant.DecodeKernel.SPREAD);
                    assertDecodeKernelMatches(out, rows, (g, o) -> p.dotGroupSpread(g, a, o, g * (long) PackedQuant.ROWS, tmp),
                            t + " spread-activation kernel, k=" + k);
                    if (p.int16Decodes()) {
                        // the 16-bit integer decode kernel, whichever Simd.INT16 says
                        p.prepareDecode(a, PackedQuant.DecodeKernel.INT16);
                        assertDecodeKernelMatches(out, rows, (g, o) -> p.dotGroupInt16(g, a, o, g * (long) PackedQuant.ROWS, tmp),
                                t + " 16-bit integer kernel, k=" + k);
                    }
                    boolean q8 = t == io.mlxcel.spi.WeightType.Q8_0 || t == io.mlxcel.spi.WeightType.Q5_0;   // Q5_0 packs as Q8_0
                    for (int multi : t == io.mlxcel.spi.WeightType.Q4_1 ? new int[]{2, 4} : q8 ? new int[]{4} : new int[]{2}) {
                        MemorySegment outM = arena.allocate(4L * multi * rows);
                        for (int g = 0; g < rows / PackedQuant.ROWS; g++) {
                            if (multi == 2) p.dotGroupX2(g, a, 0, outM, g * (long) PackedQuant.ROWS, rows, tmp);
                            else p.dotGroupX4(g, a, 0, outM, g * (long) PackedQuant.ROWS, rows, tmp);
                        }
                        for (int n = 0; n < multi * rows; n++) {
                            int ar = n / rows;
                            long off = (long) (n % rows) * blocks * bb;
                            float expect = switch (t) {
                                case Q4_0 -> QuantDot.q4_0Scalar(w, off, a, ar, blocks);
                                case Q4_1 -> QuantDot.q4_1Scalar(w, off, a, ar, blocks);
                                case Q5_0 -> QuantDot.q5_0Scalar(w, off, a, ar, blocks);
                                default -> QuantDot.q8_0Scalar(w, off, a, ar, blocks);
                            };
                            assertEquals(expect, outM.getAtIndex(ValueLayout.JAVA_FLOAT, n), 0f, t + " " + multi + "-row kernel, row " + n + " k=" + k);
                        }
                    }
                }
                if (t == io.mlxcel.spi.WeightType.Q4_0) {
                    MemorySegment outR = arena.allocate(4L * rows);
                    for (int g = 0; g < rows / PackedQuant.ROWS; g++) p.dotGroupQ4_0Repacked(g, a, row, outR, g * (long) PackedQuant.ROWS);
                    for (int n = 0; n < rows; n++) {
                        assertEquals(QuantDot.q4_0RepackedScalar(w, (long) n * blocks * bb, a, row, blocks),
                                outR.getAtIndex(ValueLayout.JAVA_FLOAT, n), 0f, "Q4_0 repacked, packed row " + n + " k=" + k);
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {32, 64, 576})
    void quantizedDotsEqualDequantizedMath(int k) {
        // The kernels against the plain definition: sum over j of dequant(w_j) * dequant(x_j), within float noise.
        Random r = new Random(7 * k);
        MemorySegment x = randomFloats(r, k);
        Q8Activations a = new Q8Activations();
        a.ensure(1, k);
        a.quantizeRows(x, 0, 1);
        MemorySegment q41 = randomBlocks(r, 1, k, 20, 2);
        io.mlxcel.spi.HostWeight w = io.mlxcel.spi.HostWeight.dense("w", io.mlxcel.spi.WeightType.Q4_1, new long[]{1, k}, q41);
        MemorySegment row = arena.allocate(4L * k);
        Dequant.row(w, 0, row, 0);
        double expect = 0, mag = 0;
        for (int b = 0; b < k / 32; b++) {
            for (int j = 0; j < 32; j++) {
                double xv = a.d[b] * a.q[b * 32 + j];
                double t = row.getAtIndex(ValueLayout.JAVA_FLOAT, b * 32 + j) * xv;
                expect += t;
                mag += Math.abs(t);
            }
        }
        // Q8_1 stores d * sum(q) rounded to f16, hence the looser bound.
        assertEquals(expect, QuantDot.q4_1Scalar(q41, 0, a, 0, k / 32), 2e-3 * mag + 1e-4);
    }

    @org.junit.jupiter.api.Test
    void fastExpIsWithinTwoUlpOfExp() {
        Random r = new Random(3);
        for (int i = 0; i < 100_000; i++) {
            float x = (float) (r.nextDouble() * 180 - 100);
            float e = (float) Math.exp(x);
            if (e == 0f || Float.isInfinite(e) || e < Float.MIN_NORMAL) continue;
            assertEquals(e, FastExp.exp(x), 2 * Math.ulp(e), "exp(" + x + ")");
        }
        assertEquals(0f, FastExp.exp(Float.NEGATIVE_INFINITY));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 15, 16, 17, 100, 576, 1000})
    void denseDotsMatchScalar(int k) {
        Random r = new Random(k);
        MemorySegment x = randomFloats(r, k);
        MemorySegment w32 = randomFloats(r, k);
        MemorySegment w16 = arena.allocate(2L * k), wb16 = arena.allocate(2L * k);
        float mag = 0;
        for (int i = 0; i < k; i++) {
            float v = w32.getAtIndex(ValueLayout.JAVA_FLOAT, i);
            w16.setAtIndex(ValueLayout.JAVA_SHORT, i, Fp16.fromFloat(v));
            wb16.setAtIndex(ValueLayout.JAVA_SHORT, i, (short) (Float.floatToIntBits(v) >>> 16));
            mag += Math.abs(v * x.getAtIndex(ValueLayout.JAVA_FLOAT, i));
        }
        assertEquals(FloatDot.f32Scalar(w32, 0, x, 0, k), FloatDot.f32Vector(w32, 0, x, 0, k), tolerance(mag), "f32");
        assertEquals(FloatDot.f16Scalar(w16, 0, x, 0, k), FloatDot.f16Vector(w16, 0, x, 0, k), tolerance(mag), "f16");
        assertEquals(FloatDot.bf16Scalar(wb16, 0, x, 0, k), FloatDot.bf16Vector(wb16, 0, x, 0, k), tolerance(mag), "bf16");
    }

    @ParameterizedTest
    @CsvSource({"32,4", "64,4", "128,4", "32,8", "64,8", "128,8"})
    void mlxAffineMatchesScalar(int group, int bits) {
        Random r = new Random(group + bits);
        int rows = 5, k = 512;
        MemorySegment x = randomFloats(r, k);
        MemorySegment w = arena.allocate((long) rows * k * bits / 8);
        for (long i = 0; i < w.byteSize(); i++) w.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        int groups = rows * k / group;
        MemorySegment scales = arena.allocate(2L * groups), biases = arena.allocate(2L * groups);
        for (int g = 0; g < groups; g++) {
            scales.setAtIndex(ValueLayout.JAVA_SHORT, g, Fp16.fromFloat((float) r.nextGaussian() * 0.05f));
            biases.setAtIndex(ValueLayout.JAVA_SHORT, g, Fp16.fromFloat((float) r.nextGaussian() * 0.05f));
        }
        float[] sums = new float[k / group];
        FloatDot.groupSums(x, 0, k, group, sums, 0);
        for (int n = 0; n < rows; n++) {
            float s = FloatDot.affineScalar(w, scales, biases, DType.F16, n, k, group, bits, x, 0);
            float v = bits == 4 ? FloatDot.affine4Vector(w, scales, biases, DType.F16, n, k, group, x, 0, sums, 0)
                    : FloatDot.affine8Vector(w, scales, biases, DType.F16, n, k, group, x, 0, sums, 0);
            assertEquals(s, v, tolerance(Math.abs(s) + 20 * bits), "affine" + bits + " g" + group);
        }
    }

    /** Random K-quant super-blocks: random codes and packed scales, sane f16 d (and dmin) where the format keeps them. */
    private MemorySegment randomSuperBlocks(Random r, int rows, int k, io.mlxcel.spi.WeightType t) {
        int bb = t.ggufBlockBytes();
        MemorySegment s = arena.allocate((long) rows * (k / 256) * bb, 64);
        for (long i = 0; i < s.byteSize(); i++) s.set(ValueLayout.JAVA_BYTE, i, (byte) r.nextInt(256));
        for (long b = 0; b < (long) rows * (k / 256); b++) {
            if (t == io.mlxcel.spi.WeightType.Q4_K) {
                s.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb, Fp16.fromFloat((float) Math.abs(r.nextGaussian() * 0.002)));
                s.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + 2, Fp16.fromFloat((float) Math.abs(r.nextGaussian() * 0.002)));
            } else {
                s.set(ValueLayout.JAVA_SHORT_UNALIGNED, b * bb + 208, Fp16.fromFloat((float) (r.nextGaussian() * 0.002)));
            }
        }
        return s;
    }

    /**
     * Q4_K / Q6_K (with Q8_K activations) and Q5_0: vector equals scalar bit for bit, and the scalar reference equals
     * the float dot of the dequantized weights and the dequantized activations up to float rounding, so the kernels
     * compute what the formats mean.
     */
    @ParameterizedTest
    @ValueSource(ints = {256, 512, 1024, 2048})
    void kQuantDotsMatchScalarAndDequantizedFloats(int k) {
        Random r = new Random(31L * k);
        int rows = 5, m = 3, blocks = k / 256;
        MemorySegment x = randomFloats(r, m * k);
        Q8KActivations a = new Q8KActivations();
        a.ensure(m, k);
        a.quantizeRows(x, 0, m);
        for (int row = 0; row < m; row++) {
            for (int i = 0; i < k; i++) {
                float back = a.q[row * k + i] * a.d[(row * k + i) / 256];
                assertEquals(x.getAtIndex(ValueLayout.JAVA_FLOAT, (long) row * k + i), back, Math.abs(a.d[(row * k + i) / 256]) * 0.5001f, "q8_K round trip");
            }
        }
        for (io.mlxcel.spi.WeightType t : new io.mlxcel.spi.WeightType[]{io.mlxcel.spi.WeightType.Q4_K, io.mlxcel.spi.WeightType.Q6_K}) {
            MemorySegment w = randomSuperBlocks(r, rows, k, t);
            io.mlxcel.spi.HostWeight hw = io.mlxcel.spi.HostWeight.dense("w", t, new long[]{rows, k}, w);
            MemorySegment deq = arena.allocate(4L * k);
            for (int n = 0; n < rows; n++) {
                long off = n * t.ggufRowBytes(k);
                Dequant.row(hw, n, deq, 0);
                for (int row = 0; row < m; row++) {
                    float scalar = t == io.mlxcel.spi.WeightType.Q4_K ? KQuantDot.q4kScalar(w, off, a, row, blocks) : KQuantDot.q6kScalar(w, off, a, row, blocks);
                    float vector = t == io.mlxcel.spi.WeightType.Q4_K ? KQuantDot.q4kVector(w, off, a, row, blocks) : KQuantDot.q6kVector(w, off, a, row, blocks);
                    assertEquals(scalar, vector, 0f, t + " k=" + k + " row " + n);
                    if (t == io.mlxcel.spi.WeightType.Q6_K) {
                        float bs = KQuantDot.q6kBatchScalar(w, off, a, row, blocks);
                        assertEquals(bs, KQuantDot.q6kBatchVector(w, off, a, row, blocks), 0f, "Q6_K batch order k=" + k + " row " + n);
                        assertEquals(scalar, bs, 1e-5 * Math.abs(scalar) + 1e-5, "Q6_K batch order against the vec_dot order");
                    }
                    if (t == io.mlxcel.spi.WeightType.Q4_K) {
                        for (KQuantDot.Order order : new KQuantDot.Order[]{KQuantDot.Order.REPACKED_GEMV, KQuantDot.Order.REPACKED_GEMM}) {
                            float rs = KQuantDot.q4kRepackedScalar(w, off, a, row, blocks, order);
                            assertEquals(rs, KQuantDot.q4kRepackedVector(w, off, a, row, blocks, order), 0f, order + " k=" + k + " row " + n);
                            assertEquals(scalar, rs, 1e-5 * Math.abs(scalar) + 1e-5, order + " against the vec_dot order");
                        }
                    }
                    double expect = 0, mag = 0;
                    for (int i = 0; i < k; i++) {
                        double term = (double) deq.getAtIndex(ValueLayout.JAVA_FLOAT, i) * a.q[row * k + i] * a.d[(row * k + i) / 256];
                        expect += term;
                        mag += Math.abs(term);
                    }
                    assertEquals(expect, scalar, 1e-5 * mag + 1e-6, t + " against dequantized floats, k=" + k);
                }
            }
        }
        // Q5_0 against its dequantized floats (Q8_0 activations)
        Q8Activations a8 = new Q8Activations();
        a8.ensure(m, k);
        a8.quantizeRows(x, 0, m);
        MemorySegment w = randomBlocks(r, rows, k, 22, 1);
        io.mlxcel.spi.HostWeight hw = io.mlxcel.spi.HostWeight.dense("w", io.mlxcel.spi.WeightType.Q5_0, new long[]{rows, k}, w);
        MemorySegment deq = arena.allocate(4L * k);
        for (int n = 0; n < rows; n++) {
            Dequant.row(hw, n, deq, 0);
            for (int row = 0; row < m; row++) {
                double expect = 0, mag = 0;
                for (int i = 0; i < k; i++) {
                    double term = (double) deq.getAtIndex(ValueLayout.JAVA_FLOAT, i) * a8.q[row * k + i] * a8.d[(row * k + i) / 32];
                    expect += term;
                    mag += Math.abs(term);
                }
                assertEquals(expect, QuantDot.q5_0Scalar(w, n * (k / 32) * 22L, a8, row, k / 32), 1e-5 * mag + 1e-6, "q5_0 against dequantized floats");
            }
        }
    }
}
