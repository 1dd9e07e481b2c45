package io.mlxcel.backend.java;

import io.mlxcel.spi.CompiledStep;
import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.RopeSpec;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;
import io.mlxcel.spi.WeightType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.lang.foreign.MemorySegment;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Backend ops against direct double-precision computations of their definitions. */
class OpsTest {
    private final JavaBackend be = new JavaBackend(2);

    @AfterEach
    void close() {
        be.close();
    }

    private static float[] random(Random r, int n) {
        float[] a = new float[n];
        for (int i = 0; i < n; i++) a[i] = (float) r.nextGaussian();
        return a;
    }

    @Test
    void scaleAndTableGeluSplitAcrossThreadsEqualTheirScalarDefinitions() {
        // 67 rows of 301 (20167 values): split into element ranges on both threads, ranges with a vector body and a tail
        Random r = new Random(11);
        int rows = 67, d = 301;
        float[] x = new float[rows * d];
        for (int i = 0; i < x.length; i++) x[i] = (float) (r.nextGaussian() * (i % 5 == 0 ? 12 : 2));
        x[0] = Float.NaN;
        x[1] = -0f;
        x[2] = Float.POSITIVE_INFINITY;
        Tensor t = be.floats(x, Shape.of(rows, d));
        float[] scaled = be.readFloats(be.scale(t, 0.125f)), gelu = be.readFloats(be.geluF16(t));
        for (int i = 0; i < x.length; i++) {
            assertEquals(Float.floatToRawIntBits(x[i] * 0.125f), Float.floatToRawIntBits(scaled[i]), "scale at " + i);
            assertEquals(Float.floatToRawIntBits(GgmlGelu.apply(x[i])), Float.floatToRawIntBits(gelu[i]), "geluF16 at " + i);
        }
        // a scalar tensor takes the same path as one row of one value
        assertEquals(1.5f, be.readFloats(be.scale(be.floats(new float[]{3f}, Shape.of()), 0.5f))[0]);
    }

    @Test
    void tanhAndGeluSplitByElementsEqualTheirScalarDefinitions() {
        // one row of 20011 values (a soft-capped vocabulary): split into element ranges across both threads
        Random r = new Random(13);
        int n = 20011;
        float[] x = new float[n];
        for (int i = 0; i < n; i++) x[i] = (float) (r.nextGaussian() * 3);
        Tensor t = be.floats(x, Shape.of(1, n));
        float[] th = be.readFloats(be.tanh(t)), ge = be.readFloats(be.gelu(t));
        double c = Math.sqrt(2.0 / Math.PI);
        for (int i = 0; i < n; i++) {
            double v = x[i];
            assertEquals(Float.floatToRawIntBits((float) Math.tanh(v)), Float.floatToRawIntBits(th[i]), "tanh at " + i);
            float g = (float) (0.5 * v * (1.0 + Math.tanh(c * (v + 0.044715 * v * v * v))));
            assertEquals(Float.floatToRawIntBits(g), Float.floatToRawIntBits(ge[i]), "gelu at " + i);
        }
    }

    @Test
    void linearF32MatchesNaiveMatmul() {
        Random r = new Random(1);
        int m = 3, k = 40, n = 9;
        float[] x = random(r, m * k), w = random(r, n * k);
        Tensor wt = be.weight(HostWeight.dense("w", WeightType.F32, new long[]{n, k}, MemorySegment.ofArray(w)));
        float[] y = be.readFloats(be.linear(be.floats(x, Shape.of(m, k)), wt));
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int t = 0; t < k; t++) s += x[i * k + t] * w[j * k + t];
                assertEquals(s, y[i * n + j], 1e-4, "y[" + i + "," + j + "]");
            }
        }
    }

    /** Same-shaped and row-broadcast add / mul, large enough to be split across threads, element by element. */
    @Test
    void addAndMulMatchTheirDefinitionOnEveryRow() {
        Random r = new Random(6);
        int rows = 64, d = 203;
        float[] a = random(r, rows * d), b = random(r, rows * d), v = random(r, d);
        Tensor at = be.floats(a, Shape.of(1, rows, d)), bt = be.floats(b, Shape.of(1, rows, d)), vt = be.floats(v, Shape.of(d));
        float[] sum = be.readFloats(be.add(at, bt)), prod = be.readFloats(be.mul(at, bt));
        float[] sumV = be.readFloats(be.add(at, vt)), prodV = be.readFloats(be.mul(at, vt));
        for (int i = 0; i < rows * d; i++) {
            assertEquals(a[i] + b[i], sum[i], 0f, "add at " + i);
            assertEquals(a[i] * b[i], prod[i], 0f, "mul at " + i);
            assertEquals(a[i] + v[i % d], sumV[i], 0f, "add of a row vector at " + i);
            assertEquals(a[i] * v[i % d], prodV[i], 0f, "mul by a row vector at " + i);
        }
    }

    @Test
    void attentionIsCausalGroupedAndSkipsPadding() {
        checkAttention(DType.F32, 1e-5);
    }

    /** F16 caches round k, v, q and the probabilities to half precision (as llama.cpp does): 3e-3 absolute. */
    @Test
    void f16CacheAttentionMatchesDefinition() {
        checkAttention(DType.F16, 3e-3);
    }

    private void checkAttention(DType cacheType, double tol) {
        Random r = new Random(2);
        int t = 4, h = 4, hkv = 2, dh = 8, cap = 6;
        float[] q = random(r, t * h * dh), k = random(r, t * hkv * dh), v = random(r, t * hkv * dh);
        int[] pos = {0, 1, 2, -1};
        Tensor kc = be.zeros(Shape.of(1, hkv, cap, dh), cacheType), vc = be.zeros(Shape.of(1, hkv, cap, dh), cacheType);
        Tensor p = be.ints(pos, Shape.of(1, t));
        kc = be.cacheWrite(kc, be.floats(k, Shape.of(1, t, hkv, dh)), p);
        vc = be.cacheWrite(vc, be.floats(v, Shape.of(1, t, hkv, dh)), p);
        float scale = 0.3f;
        float[] out = be.readFloats(be.attention(be.floats(q, Shape.of(1, t, h, dh)), kc, vc, p, scale, 0));
        for (int ti = 0; ti < t; ti++) {
            for (int head = 0; head < h; head++) {
                int kvh = head / (h / hkv);
                double[] expect = new double[dh];
                if (pos[ti] >= 0) {
                    double[] s = new double[pos[ti] + 1];
                    double max = -1e30, sum = 0;
                    for (int j = 0; j <= pos[ti]; j++) {
                        for (int i = 0; i < dh; i++) s[j] += q[(ti * h + head) * dh + i] * k[(j * hkv + kvh) * dh + i];
                        s[j] *= scale;
                        max = Math.max(max, s[j]);
                    }
                    for (int j = 0; j <= pos[ti]; j++) sum += s[j] = Math.exp(s[j] - max);
                    for (int j = 0; j <= pos[ti]; j++) for (int i = 0; i < dh; i++) expect[i] += s[j] / sum * v[(j * hkv + kvh) * dh + i];
                }
                for (int i = 0; i < dh; i++) assertEquals(expect[i], out[(ti * h + head) * dh + i], tol, "t" + ti + " h" + head);
            }
        }
    }

    @Test
    void singleTokenF16AttentionMatchesBatchedWithinRounding() {
        // Decode (one query) and prefill (several) use different lane orders; results agree to float rounding.
        Random r = new Random(5);
        int t = 3, h = 2, dh = 64, cap = 8;
        float[] q = random(r, t * h * dh), k = random(r, t * h * dh), v = random(r, t * h * dh);
        Tensor kc = be.zeros(Shape.of(1, h, cap, dh), DType.F16), vc = be.zeros(Shape.of(1, h, cap, dh), DType.F16);
        Tensor p = be.ints(new int[]{0, 1, 2}, Shape.of(1, t));
        kc = be.cacheWrite(kc, be.floats(k, Shape.of(1, t, h, dh)), p);
        vc = be.cacheWrite(vc, be.floats(v, Shape.of(1, t, h, dh)), p);
        float[] batched = be.readFloats(be.attention(be.floats(q, Shape.of(1, t, h, dh)), kc, vc, p, 0.125f, 0));
        float[] lastQ = java.util.Arrays.copyOfRange(q, 2 * h * dh, 3 * h * dh);
        float[] single = be.readFloats(be.attention(be.floats(lastQ, Shape.of(1, 1, h, dh)), kc, vc,
                be.ints(new int[]{2}, Shape.of(1, 1)), 0.125f, 0));
        for (int i = 0; i < single.length; i++) assertEquals(batched[2 * h * dh + i], single[i], 1e-5);
    }

    /**
     * Single-token steps run the query heads of a kv head together (value sums shared by up to four heads): the same
     * bits as the scalar reference per head, for groups of 1, 2, 3, 4 and 8 heads, head sizes 64 and 128, two batch
     * rows of different lengths, a padding row, a sliding window and a soft cap.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"3,3,64,false", "6,3,64,false", "9,3,64,false", "8,2,64,false", "16,2,64,false",
            "4,4,64,false", "12,4,128,false", "6,6,64,false", "3,3,64,true", "9,3,64,true", "8,2,64,true", "16,2,64,true",
            "4,4,64,true", "12,4,128,true", "6,6,64,true", "16,4,128,true", "2,2,256,true"})
    void singleTokenHeadRunsEqualTheScalarReferenceBitForBit(int h, int hkv, int dh, boolean keyCache) {
        Random r = new Random(h * 31 + hkv * 7 + dh);
        int rows = 3, cap = keyCache ? 304 : 300;   // a key cache in tiles holds whole tiles
        int[] last = {277, 90, -1};
        Shape shape = Shape.of(rows, hkv, cap, dh);
        Tensor kc = keyCache ? be.keyCache(shape, DType.F16) : be.zeros(shape, DType.F16), vc = be.zeros(shape, DType.F16);
        assertEquals(keyCache && Simd.VECTOR, ((JTensor) kc).keyTiles, "key cache layout");
        Tensor kRows = be.zeros(shape, DType.F16);   // the reference reads rows
        int[] fill = new int[rows * cap];
        for (int i = 0; i < fill.length; i++) fill[i] = i % cap;
        Tensor fillPos = be.ints(fill, Shape.of(rows, cap));
        Tensor keys = be.floats(random(r, rows * cap * hkv * dh), Shape.of(rows, cap, hkv, dh));
        kc = be.cacheWrite(kc, keys, fillPos);
        kRows = be.cacheWrite(kRows, keys, fillPos);
        vc = be.cacheWrite(vc, be.floats(random(r, rows * cap * hkv * dh), Shape.of(rows, cap, hkv, dh)), fillPos);
        float[] q = random(r, rows * h * dh);
        java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofAuto();
        MemorySegment kSeg = ((JTensor) kRows).seg, vSeg = ((JTensor) vc).seg;
        MemorySegment qSeg = arena.allocate(4L * q.length), expect = arena.allocate(4L * dh);
        MemorySegment.copy(q, 0, qSeg, java.lang.foreign.ValueLayout.JAVA_FLOAT, 0, q.length);
        AttentionKernel reference = new AttentionKernel(dh);
        for (int[] windowAndCap : new int[][]{{0, 0}, {64, 0}, {0, 2}}) {
            int window = windowAndCap[0];
            float softCap = windowAndCap[1];
            float[] out = be.readFloats(be.attention(be.floats(q, Shape.of(rows, 1, h, dh)), kc, vc, be.ints(last, Shape.of(rows, 1)), 0.125f, window, softCap));
            for (int bi = 0; bi < rows; bi++) {
                for (int head = 0; head < h; head++) {
                    int at = (bi * h + head) * dh;
                    String where = "h=" + h + " hkv=" + hkv + " dh=" + dh + " window " + window + " cap " + softCap + " row " + bi + " head " + head;
                    if (last[bi] < 0) {
                        for (int i = 0; i < dh; i++) assertEquals(0f, out[at + i], where);
                        continue;
                    }
                    long kvBase = ((long) bi * hkv + head / (h / hkv)) * cap * dh;
                    int first = window > 0 ? Math.max(0, last[bi] - window + 1) : 0;
                    reference.runScalar(qSeg, at, kSeg, vSeg, kvBase, first, last[bi], 0.125f, softCap, false, expect, 0);
                    for (int i = 0; i < dh; i++) {
                        assertEquals(Float.floatToRawIntBits(expect.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i)), Float.floatToRawIntBits(out[at + i]), where + " d " + i);
                    }
                }
            }
        }
    }

    /**
     * A key cache in tiles gives the same attention as one in rows, bit for bit: several-token steps (the tiles copied
     * as they are) and single-token steps (scores formed with keys in lanes), with a sliding window and a soft cap,
     * over keys written in two steps.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"9,3,64", "8,2,128", "4,1,256", "2,2,64"})
    void keyTilesGiveTheSameAttentionAsRows(int h, int hkv, int dh) {
        Random r = new Random(h + 13L * dh);
        int cap = 96, t = 37;
        Shape shape = Shape.of(1, hkv, cap, dh);
        Tensor tiles = be.keyCache(shape, DType.F16), rows = be.zeros(shape, DType.F16), vc = be.zeros(shape, DType.F16);
        assertEquals(Simd.VECTOR, ((JTensor) tiles).keyTiles, "key cache layout");
        assertEquals(false, ((JTensor) rows).keyTiles);
        int[] start = {0, t};
        for (int step = 0; step < 2; step++) {
            int n = step == 0 ? t : 1;
            int[] pos = new int[n];
            for (int i = 0; i < n; i++) pos[i] = start[step] + i;
            Tensor p = be.ints(pos, Shape.of(1, n));
            Tensor k = be.floats(random(r, n * hkv * dh), Shape.of(1, n, hkv, dh));
            tiles = be.cacheWrite(tiles, k, p);
            rows = be.cacheWrite(rows, k, p);
            vc = be.cacheWrite(vc, be.floats(random(r, n * hkv * dh), Shape.of(1, n, hkv, dh)), p);
            float[] q = random(r, n * h * dh);
            for (int[] windowAndCap : new int[][]{{0, 0}, {16, 0}, {0, 3}}) {
                Tensor qt = be.floats(q, Shape.of(1, n, h, dh));
                float[] fromTiles = be.readFloats(be.attention(qt, tiles, vc, p, 0.125f, windowAndCap[0], windowAndCap[1]));
                float[] fromRows = be.readFloats(be.attention(qt, rows, vc, p, 0.125f, windowAndCap[0], windowAndCap[1]));
                for (int i = 0; i < fromRows.length; i++) {
                    assertEquals(Float.floatToRawIntBits(fromRows[i]), Float.floatToRawIntBits(fromTiles[i]),
                            "step " + step + " window " + windowAndCap[0] + " cap " + windowAndCap[1] + " at " + i);
                }
            }
        }
    }

    /**
     * The tile kernel's scores against the scalar reference's single-token q.k, bit for bit (the attention output
     * alone would hide a last-bit difference: probabilities are rounded to f16), for one to four query heads, head
     * sizes 64, 128 and 256, and a range that starts and ends inside a tile.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"1,64", "2,64", "3,64", "4,64", "3,128", "4,256"})
    void tileScoresEqualTheReferenceBitForBit(int count, int dh) {
        org.junit.jupiter.api.Assumptions.assumeTrue(Simd.VECTOR, "key tiles are read by the vector kernels only");
        Random r = new Random(count * 7L + dh);
        int tile = KeyTiles.TILE, tiles = 9, keys = tiles * tile;
        java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofAuto();
        MemorySegment rows = arena.allocate(4L * keys * dh), inTiles = arena.allocate(4L * keys * dh);
        for (int j = 0; j < keys; j++) {
            for (int i = 0; i < dh; i++) {
                float x = Fp16.round((float) r.nextGaussian());
                rows.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, (long) j * dh + i, x);
                inTiles.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, KeyTiles.index(0, dh, j, i), x);
            }
        }
        float[] q = new float[4 * dh];
        for (int i = 0; i < q.length; i++) q[i] = Fp16.round((float) r.nextGaussian());
        float[][] out = new float[4][keys];
        float[] scratch = new float[64 * tile], lanes = new float[64];
        int t0 = 2, t1 = 7;
        KeyTiles.scores(inTiles, 0, dh, t0, t1, q, count, 0.125f, out, scratch);
        for (int m = 0; m < count; m++) {
            float[] qm = java.util.Arrays.copyOfRange(q, m * dh, (m + 1) * dh);
            for (int j = t0 * tile; j < (t1 + 1) * tile; j++) {
                float expect = AttentionKernel.referenceDot(qm, rows, (long) j * dh, dh, false, lanes) * 0.125f;
                assertEquals(Float.floatToRawIntBits(expect), Float.floatToRawIntBits(out[m][j]), "head " + m + " key " + j);
            }
            for (int j = 0; j < t0 * tile; j++) assertEquals(0f, out[m][j], "key " + j + " outside the tiles asked for");
        }
    }

    /**
     * The server's row moves keep a key cache's tiles: a row prefilled alone, copied into a batch (copyRow), read
     * through a narrowed view (narrowRows) and written back (putRows), attends as the same rows kept in rows do.
     * Mixing the layouts is refused.
     */
    @Test
    void rowMovesKeepKeyTiles() {
        Random r = new Random(77);
        int h = 6, hkv = 2, dh = 64, cap = 48, t = 20;
        Tensor p = be.ints(java.util.stream.IntStream.range(0, t).toArray(), Shape.of(1, t));
        Tensor k = be.floats(random(r, t * hkv * dh), Shape.of(1, t, hkv, dh)), v = be.floats(random(r, t * hkv * dh), Shape.of(1, t, hkv, dh));
        Tensor rowTiles = be.cacheWrite(be.keyCache(Shape.of(1, hkv, cap, dh), DType.F16), k, p);
        Tensor rowRows = be.cacheWrite(be.zeros(Shape.of(1, hkv, cap, dh), DType.F16), k, p);
        Tensor rowV = be.cacheWrite(be.zeros(Shape.of(1, hkv, cap, dh), DType.F16), v, p);
        Tensor batchTiles = be.keyCache(Shape.of(3, hkv, cap, dh), DType.F16), batchRows = be.zeros(Shape.of(3, hkv, cap, dh), DType.F16);
        Tensor batchV = be.zeros(Shape.of(3, hkv, cap, dh), DType.F16);
        Tensor one = be.ints(new int[]{1}, Shape.of(1));
        batchTiles = be.copyRow(batchTiles, rowTiles, one);
        batchRows = be.copyRow(batchRows, rowRows, one);
        batchV = be.copyRow(batchV, rowV, one);
        Tensor narrowTiles = be.narrowRows(batchTiles, 2), narrowRows = be.narrowRows(batchRows, 2), narrowV = be.narrowRows(batchV, 2);
        assertEquals(Simd.VECTOR, ((JTensor) narrowTiles).keyTiles, "the view keeps the layout");
        Tensor q = be.floats(random(r, 2 * h * dh), Shape.of(2, 1, h, dh));
        Tensor last = be.ints(new int[]{-1, t - 1}, Shape.of(2, 1));
        float[] fromTiles = be.readFloats(be.attention(q, narrowTiles, narrowV, last, 0.125f, 0));
        float[] fromRows = be.readFloats(be.attention(q, narrowRows, narrowV, last, 0.125f, 0));
        for (int i = 0; i < fromRows.length; i++) assertEquals(Float.floatToRawIntBits(fromRows[i]), Float.floatToRawIntBits(fromTiles[i]), "at " + i);
        assertEquals(batchTiles, be.putRows(batchTiles, narrowTiles));
        if (Simd.VECTOR) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> be.copyRow(be.zeros(Shape.of(3, hkv, cap, dh), DType.F16), rowTiles, one));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("tiles"), e.getMessage());
        }
    }

    /** The F32-cache head (MLX checkpoints) against attention computed in double, within float rounding. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {64, 128})
    void f32CacheAttentionHeadMatchesDoubleReference(int dh) {
        Random r = new Random(21);
        int cap = 200;
        java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofAuto();
        MemorySegment k = arena.allocate(4L * cap * dh), v = arena.allocate(4L * cap * dh), q = arena.allocate(4L * dh), out = arena.allocate(4L * dh);
        for (int i = 0; i < cap * dh; i++) {
            k.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
            v.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        }
        for (int i = 0; i < dh; i++) q.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        for (float softCap : new float[]{0f, 5f}) {
            for (int[] range : new int[][]{{0, 0}, {3, 150}, {0, 199}}) {
                AttentionKernel.f32Head(q, 0, k, v, 0, dh, range[0], range[1], 0.125f, softCap, new float[cap + 16], new float[dh], out, 0);
                double[] s = new double[cap];
                double max = Double.NEGATIVE_INFINITY, sum = 0;
                for (int j = range[0]; j <= range[1]; j++) {
                    double d = 0;
                    for (int i = 0; i < dh; i++) d += (double) q.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i) * k.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, (long) j * dh + i);
                    d *= 0.125;
                    if (softCap != 0f) d = softCap * Math.tanh(d / softCap);
                    s[j] = d;
                    max = Math.max(max, d);
                }
                for (int j = range[0]; j <= range[1]; j++) sum += s[j] = Math.exp(s[j] - max);
                for (int i = 0; i < dh; i++) {
                    double o = 0;
                    for (int j = range[0]; j <= range[1]; j++) o += s[j] / sum * v.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, (long) j * dh + i);
                    assertEquals(o, out.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i), 1e-4, "dh=" + dh + " cap=" + softCap + " range " + java.util.Arrays.toString(range) + " d=" + i);
                }
            }
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {64, 80, 128, 256})
    void vectorAttentionKernelEqualsScalarBitForBit(int dh) {
        Random r = new Random(9);
        int cap = 300;
        java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofAuto();
        MemorySegment k = arena.allocate(4L * cap * dh), v = arena.allocate(4L * cap * dh), q = arena.allocate(4L * dh);
        for (int i = 0; i < cap * dh; i++) {
            k.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i, Fp16.round((float) r.nextGaussian()));
            v.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i, Fp16.round((float) r.nextGaussian()));
        }
        for (int i = 0; i < dh; i++) q.setAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i, (float) r.nextGaussian());
        AttentionKernel kernel = new AttentionKernel(dh);
        MemorySegment a = arena.allocate(4L * dh), b = arena.allocate(4L * dh), c = arena.allocate(4L * dh);
        // the several-token kernel over transposed keys, past the capacity as well (those tile rows are zeros)
        int tiledKeys = (cap / AttentionKernel.TILE + 1) * AttentionKernel.TILE;
        float[] kt = new float[tiledKeys * dh + 7];
        AttentionKernel.transposeKeys(k, 0, dh, cap, tiledKeys, kt, 7);
        for (float softCap : new float[]{0f, 2f}) {    // 2: a cap low enough to bend these scores (Gemma 2 uses 50)
            for (boolean batched : new boolean[]{false, true}) {
                for (int[] range : new int[][]{{0, 0}, {0, 37}, {5, 170}, {17, 18}, {31, 32}, {63, 64}, {64, 200}, {0, 299}}) {
                    if (softCap == 0f) {
                        // the scores themselves, bit for bit: the f16 probabilities can hide a last-bit difference
                        assertArrayEquals(kernel.scalarScores(q, 0, k, 0, range[0], range[1], 0.125f, batched),
                                kernel.vectorScores(q, 0, k, 0, range[0], range[1], 0.125f, batched),
                                "vector scores dh=" + dh + " batched=" + batched + " range " + java.util.Arrays.toString(range));
                    }
                    kernel.runScalar(q, 0, k, v, 0, range[0], range[1], 0.125f, softCap, batched, a, 0);
                    kernel.runVector(q, 0, k, v, 0, range[0], range[1], 0.125f, softCap, batched, b, 0);
                    if (batched) {
                        kernel.runBatchedTiles(q, 0, kt, 7, v, 0, range[0], range[1], 0.125f, softCap, c, 0);
                        // the scores themselves, bit for bit: the f16 probabilities can hide a last-bit difference
                        assertArrayEquals(kernel.scalarScores(q, 0, k, 0, range[0], range[1], 0.125f, true),
                                kernel.tileScores(q, 0, kt, 7, range[0], range[1], 0.125f), "tile scores dh=" + dh + " range " + java.util.Arrays.toString(range));
                    }
                    for (int i = 0; i < dh; i++) {
                        float expected = a.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i);
                        String where = "dh=" + dh + " cap=" + softCap + " batched=" + batched + " range " + java.util.Arrays.toString(range) + " d=" + i;
                        assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(b.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i)), where);
                        if (batched) assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(c.getAtIndex(java.lang.foreign.ValueLayout.JAVA_FLOAT, i)), "tiles " + where);
                    }
                }
            }
        }
    }

    @Test
    void ropeRotatesPairsInBothLayouts() {
        float[] x = {1, 2, 3, 4};
        for (boolean interleaved : new boolean[]{true, false}) {
            RopeSpec spec = new RopeSpec(4, 10000, interleaved, null);
            float[] y = be.readFloats(be.rope(be.floats(x, Shape.of(1, 1, 1, 4)), be.ints(new int[]{3}, Shape.of(1, 1)), spec));
            double[] inv = spec.inverseFrequencies();
            int[][] pairs = interleaved ? new int[][]{{0, 1}, {2, 3}} : new int[][]{{0, 2}, {1, 3}};
            for (int i = 0; i < 2; i++) {
                double a = 3 * inv[i];
                int p0 = pairs[i][0], p1 = pairs[i][1];
                assertEquals(x[p0] * Math.cos(a) - x[p1] * Math.sin(a), y[p0], 1e-6);
                assertEquals(x[p0] * Math.sin(a) + x[p1] * Math.cos(a), y[p1], 1e-6);
            }
        }
    }

    @Test
    void linearAndYarnRopeScaling() {
        RopeSpec plain = new RopeSpec(16, 1000000, false, null);
        double[] a = plain.inverseFrequencies();
        double[] lin = new RopeSpec(16, 1000000, false, new RopeSpec.LinearScaling(4)).inverseFrequencies();
        for (int i = 0; i < a.length; i++) assertEquals(a[i] / 4, lin[i], 1e-15);
        RopeSpec.YarnScaling yarn = new RopeSpec.YarnScaling(4, 2048, 32, 1, RopeSpec.YarnScaling.magnitude(4, 1));
        RopeSpec yarnSpec = new RopeSpec(16, 1000000, false, yarn);
        double[] y = yarnSpec.inverseFrequencies();
        // 16 rotated dims, base 1e6, 2048 original positions: pairs up to 1 kept, from 4 on interpolated, ramp between
        assertArrayEquals(new double[]{1, 4}, yarn.correctionRange(16, 1000000));
        assertEquals(a[0], y[0], 1e-15);
        assertEquals(a[1], y[1], 1e-15);
        assertEquals(a[2] * (2.0 / 3 + (1.0 / 3) / 4), y[2], 1e-12);   // a third of the way up the ramp
        for (int i = 4; i < 8; i++) assertEquals(a[i] / 4, y[i], 1e-15);
        // the magnitude factor multiplies the rotated values: |rope(x)| = m |x| for every pair
        float[] x = new float[16];
        for (int i = 0; i < 16; i++) x[i] = i + 1;
        float[] r = be.readFloats(be.rope(be.floats(x, Shape.of(1, 1, 1, 16)), be.ints(new int[]{37}, Shape.of(1, 1)), yarnSpec));
        double m = 0.1 * Math.log(4) + 1;
        for (int i = 0; i < 8; i++) {
            assertEquals(m * Math.hypot(x[i], x[i + 8]), Math.hypot(r[i], r[i + 8]), 1e-4);
        }
    }

    @Test
    void llama3RopeScalingSlowsOnlyLongWavelengths() {
        RopeSpec plain = new RopeSpec(64, 500000, false, null);
        RopeSpec scaled = new RopeSpec(64, 500000, false, new RopeSpec.Llama3Scaling(32, 1, 4, 8192));
        double[] a = plain.inverseFrequencies(), b = scaled.inverseFrequencies();
        assertEquals(a[0], b[0], 1e-12);
        assertEquals(a[31] / 32, b[31], 1e-12);
    }

    @Test
    void shapeOpsRoundTrip() {
        float[] x = new float[24];
        for (int i = 0; i < x.length; i++) x[i] = i;
        Tensor t = be.floats(x, Shape.of(2, 3, 4));
        Tensor tt = be.transpose(be.transpose(t, 2, 0, 1), 1, 2, 0);
        assertArrayEquals(x, be.readFloats(tt));
        Tensor a = be.slice(t, 1, 0, 1), b = be.slice(t, 1, 1, 2);
        assertArrayEquals(x, be.readFloats(be.concat(1, a, b)));
        assertArrayEquals(new float[]{4, 5, 6, 7, 20, 21, 22, 23},
                be.readFloats(be.takeTokens(t, be.ints(new int[]{1, 2}, Shape.of(2)))));
        assertArrayEquals(new int[]{3, 3, 3, 3, 3, 3}, be.readInts(be.argmax(t)));
        assertThrows(IllegalArgumentException.class, () -> be.reshape(t, Shape.of(5, 5)));
    }

    @Test
    void narrowedStateRowsAreWrittenThrough() {
        Tensor cache = be.zeros(Shape.of(4, 1, 3, 2), DType.F32);
        Tensor two = be.narrowRows(cache, 2);
        two = be.cacheWrite(two, be.floats(new float[]{1, 2, 3, 4}, Shape.of(2, 1, 1, 2)), be.ints(new int[]{1, 2}, Shape.of(2, 1)));
        cache = be.putRows(cache, two);
        float[] all = be.readFloats(cache);
        assertEquals(1f, all[2]);          // row 0, position 1
        assertEquals(4f, all[6 + 5]);      // row 1, position 2, second value
        assertEquals(0f, all[12]);         // row 2 untouched
        Tensor row = be.zeros(Shape.of(1, 1, 3, 2), DType.F32);
        row = be.cacheWrite(row, be.floats(new float[]{7, 8}, Shape.of(1, 1, 1, 2)), be.ints(new int[]{0}, Shape.of(1, 1)));
        cache = be.copyRow(cache, row, be.ints(new int[]{3}, Shape.of(1)));
        assertEquals(8f, be.readFloats(cache)[18 + 1]);
    }

    @Test
    void stepScratchIsRecycled() {
        CompiledStep step = be.compile("s", in -> new Tensor[]{be.scale(be.silu(in[0]), 2f)});
        Tensor in = be.floats(new float[4096], Shape.of(4096));
        step.run(in);
        long after1 = be.memory().scratchBytes();
        for (int i = 0; i < 50; i++) step.run(in);
        assertEquals(after1, be.memory().scratchBytes(), "scratch must not grow across identical steps");
    }

    @Test
    void mixtureOfExpertsOpsMatchTheirDefinitions() {
        Random r = new Random(9);
        int e = 3, n = 5, k = 8, tokens = 4, slots = 2;
        float[] w = random(r, e * n * k), x = random(r, tokens * k), logits = random(r, tokens * e);
        Tensor experts = be.weight(HostWeight.dense("experts", WeightType.F32, new long[]{e, n, k}, MemorySegment.ofArray(w)));
        Tensor xt = be.floats(x, Shape.of(1, tokens, k)), lt = be.floats(logits, Shape.of(1, tokens, e));
        int[] top = be.readInts(be.topK(lt, slots));
        for (int t = 0; t < tokens; t++) {
            Integer[] order = {0, 1, 2};
            final int tt = t;
            java.util.Arrays.sort(order, (a, b) -> Float.compare(logits[tt * e + b], logits[tt * e + a]));
            assertEquals(order[0], top[t * slots], "largest first");
            assertEquals(order[1], top[t * slots + 1]);
        }
        Tensor chosen = be.ints(top, Shape.of(1, tokens, slots));
        float[] taken = be.readFloats(be.takeAlong(lt, chosen));
        for (int i = 0; i < top.length; i++) assertEquals(logits[(i / slots) * e + top[i]], taken[i]);
        float[] y = be.readFloats(be.gatherLinear(xt, experts, chosen));          // [1, T, k, N]
        for (int t = 0; t < tokens; t++) {
            for (int j = 0; j < slots; j++) {
                for (int o = 0; o < n; o++) {
                    double ref = 0;
                    for (int c = 0; c < k; c++) ref += (double) x[t * k + c] * w[(top[t * slots + j] * n + o) * k + c];
                    assertEquals(ref, y[(t * slots + j) * n + o], 1e-5);
                }
            }
        }
        // one row per slot, weighted sum over the slots through a broadcast multiply
        Tensor perSlot = be.floats(random(r, tokens * slots * k), Shape.of(1, tokens, slots, k));
        assertEquals(Shape.of(1, tokens, slots, n), be.gatherLinear(perSlot, experts, chosen).shape());
        float[] weights = random(r, tokens * slots);
        float[] summed = be.readFloats(be.sum(be.mul(be.floats(y, Shape.of(1, tokens, slots, n)), be.floats(weights, Shape.of(1, tokens, slots, 1))), 2));
        for (int t = 0; t < tokens; t++) {
            for (int o = 0; o < n; o++) {
                double ref = 0;
                for (int j = 0; j < slots; j++) ref += (double) weights[t * slots + j] * y[(t * slots + j) * n + o];
                assertEquals(ref, summed[t * n + o], 1e-5);
            }
        }
        var bad = assertThrows(IllegalArgumentException.class, () -> be.mul(xt, be.floats(new float[3], Shape.of(3))));
        assertEquals(true, bad.getMessage().contains("do not broadcast"), bad.getMessage());
    }
}
