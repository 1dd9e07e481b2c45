package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * A GGUF block-quantized matrix (Q4_0, Q4_1, Q8_0; Q5_0 as Q8_0) repacked at load so that one vector holds the same word of
 * {@link Simd#LANES} consecutive rows (sixteen at 512 bits, eight at 256): the kernels compute that many outputs at
 * once with lanes = rows, so no lane ever needs
 * a horizontal add, and each row keeps {@link QuantDot}'s exact order (eight group accumulators, block after block,
 * reduced as (g0+g4 + g2+g6) + (g1+g5 + g3+g7)). Group sums of int8 x int4/int8 products are computed with float
 * FMAs: every partial sum is an integer below 2^24, so they are exact, and float lanes are the fastest the Vector
 * API offers.
 *
 * <p>Layout per row group, every entry one lane per row: the d of every block, the m of every block (Q4_1
 * only), then word 0 of every block (4 bytes a lane), word 1 of every block, and so on, so that each kernel pass
 * streams through contiguous memory. Scales stay f16 as in the file (2 bytes a lane: the weights take the bytes
 * the format gives them, 20 per 32 values for Q4_1, and a decode step streams them all), converted exactly in the
 * kernel, once per row group and block. Q4: word w holds bytes 4w..4w+3 of the nibble array (low nibbles: elements
 * 4w..4w+3, high nibbles: 16+4w..16+4w+3). Q8: word w holds elements 4w..4w+3.
 *
 * <p>Hot kernels write their vector loads out instead of calling a small helper of their own that returns a vector.
 * C2 inlines such a helper only where the tiered profile counted enough calls at its call site, and that count
 * depends on which C1 code ran while profiling, which changes from launch to launch. Where the count is low, C2
 * refuses ("low call site frequency") and every vector that crosses the call is boxed: with a helper in
 * {@code finishRows}, one JVM in two ran prefill 20-25% slower for its whole life (adr/0010).
 */
final class PackedQuant {
    private static final VectorSpecies<Integer> I = Simd.I;
    private static final VectorSpecies<Float> F = Simd.F;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    static final int ROWS = Simd.LANES;
    /** Where a kernel's scratch holds the row group's converted scales: after the sums of up to four activation rows. */
    private static final int SCALES_AT = 32 * ROWS;

    final WeightType type;
    final int rows, cols, blocks;
    final MemorySegment data;
    final int stride;
    /** Where the scratch holds the Q4_1 mins terms, after the converted scales. */
    private final int minsAt;
    /**
     * Where the four-row Q8_0 kernel keeps each activation row's block scales times the row group's, after the mins:
     * one product per row and block, read by the block's eight groups instead of multiplied again in each (a sixth of
     * the kernel's floating-point operations, whose ports bound it). Q4_1 multiplies in place: its group pairs share
     * each product, and the table's cache footprint cost more than the multiplies on SmolLM2's prefill.
     */
    private final int scaledAt;
    /** Where {@link #prepareGroup} leaves a Q4_1 row group's block mins converted to floats, after the scaled scales. */
    private final int minConvAt;

    PackedQuant(WeightType type, int rows, int cols, MemorySegment data) {
        this.type = type;
        this.rows = rows;
        this.cols = cols;
        this.blocks = cols / 32;
        this.data = data;
        this.stride = blockBytes(type);
        this.minsAt = SCALES_AT + ROWS * blocks;
        this.scaledAt = minsAt + 4 * ROWS;
        this.minConvAt = scaledAt + (type == WeightType.Q8_0 ? 4 * ROWS * blocks : 0);
    }

    static int blockBytes(WeightType t) {
        return ROWS * 2 * (t == WeightType.Q4_1 ? 2 : 1) + ROWS * 4 * (t == WeightType.Q8_0 ? 8 : 4);
    }

    /**
     * Floats of per-thread scratch the kernels need: the sums, the row group's converted scales, the mins terms, the
     * four-row Q8_0 kernel's scaled block scales.
     */
    int scratchFloats() {
        return minConvAt + (type == WeightType.Q4_1 ? ROWS * blocks : 0);
    }

    /** The converted scales (at SCALES_AT) times each of {@code rows} activation rows' block scales, into tmp[scaledAt..]. */
    private void scaledPerRow(int rows, float[] ad, int bo, float[] tmp) {
        for (int r = 0; r < rows; r++) {
            for (int b = 0; b < blocks; b++) {
                FloatVector.fromArray(F, tmp, SCALES_AT + ROWS * b).mul(ad[bo + r * blocks + b]).intoArray(tmp, scaledAt + ROWS * (r * blocks + b));
            }
        }
    }

    /**
     * The Q4_1 mins terms of {@code rows} activation rows into tmp[minsAt + 16 r..], read before the words: the mins
     * sit between the scales and the words, and reading them last sent every row group's stream back 1–3 KiB, which
     * the hardware prefetcher takes as the end of the stream (a streamed decode matmul ran at half speed).
     */
    private void minsAhead(int rows, long base, Q8Activations a, int bo, float[] tmp) {
        if (type != WeightType.Q4_1) return;
        for (int r = 0; r < rows; r++) mins(data, base + 2L * ROWS * blocks, blocks, a.s, bo + r * blocks).intoArray(tmp, minsAt + ROWS * r);
    }

    /** The d of every block of the row group at base, as floats, times the activation's block scale (unless ad is null), into dd[from..]. */
    private void scales(long base, float[] ad, int bo, float[] dd, int from) {
        for (int b = 0; b < blocks; b++) {
            FloatVector d = Fp16.halfVector(data, base + 2L * ROWS * b);
            (ad == null ? d : d.mul(ad[bo + b])).intoArray(dd, from + ROWS * b);
        }
    }

    /**
     * The {@link #ROWS} outputs of row group {@code g} for activation row {@code row}, written to out[outOff + 0 .. ROWS - 1].
     * {@code tmp} ({@link #scratchFloats()}, one per calling thread) holds the eight group accumulators, then the
     * row group's converted scales: a single call site per
     * kernel keeps C2 from inlining eight copies of the loop, which would exhaust its node budget and silently fall
     * back to non-intrinsified vector code.
     */
    void dotGroup(int g, Q8Activations a, int row, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * stride;
        int qo = row * blocks * 32, bo = row * blocks;
        // one kernel call site per method: see above
        scales(base, a.d, bo, tmp, SCALES_AT);
        // the mins sit between the scales and the words: reading them now keeps the row group one forward stream
        minsAhead(1, base, a, bo, tmp);
        if (type == WeightType.Q8_0) groupsQ8(data, base, blocks, 4 * ROWS, a.qf, tmp, qo);
        else groupsQ4(data, base, blocks, 4 * ROWS, a.qfNib, tmp, qo, 2 * ROWS * blocks * (type == WeightType.Q4_1 ? 2 : 1), type == WeightType.Q4_0 ? 8f : 0f);
        finishRows(1, base, a, bo, out, outOff, 0, tmp);
    }

    /** The single-row (decode) kernels, in the order {@link #decodeKernel} prefers them. */
    enum DecodeKernel {
        /** {@link #dotGroupInt16}: 16-bit integer lanes ({@link Simd#int16Decodes}). */
        INT16,
        /** {@link #dotGroupSpread}: activations spread to whole vectors ({@link Simd#spreads}). */
        SPREAD,
        /** {@link #dotGroup} with one broadcast per activation value. */
        BROADCAST
    }

    /**
     * The kernel a decode input of {@code features} values takes for this matrix. All three give the same bits; the
     * choice is speed only (adr/0010).
     */
    DecodeKernel decodeKernel(int features) {
        if (Simd.int16Decodes(features) && int16Decodes()) return DecodeKernel.INT16;
        return Simd.spreads(features) ? DecodeKernel.SPREAD : DecodeKernel.BROADCAST;
    }

    /** Fills the activation copies {@code kernel} reads for this matrix's type; once per quantization is enough. */
    void prepareDecode(Q8Activations a, DecodeKernel kernel) {
        switch (kernel) {
            case INT16 -> a.spreadPairs(type == WeightType.Q4_1);
            case SPREAD -> a.spreadRow0(type != WeightType.Q8_0);
            case BROADCAST -> { }
        }
    }

    /**
     * {@link #dotGroup} for activation row 0 from its spread copies ({@link #prepareDecode}, filled for this
     * matrix's type before the call): each multiply-add takes a vector load where {@link #dotGroup} broadcasts a value.
     * The same operations in the same order, so the same bits.
     */
    void dotGroupSpread(int g, Q8Activations a, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * stride;
        scales(base, a.d, 0, tmp, SCALES_AT);
        minsAhead(1, base, a, 0, tmp);
        if (type == WeightType.Q8_0) {
            q8GroupsSpread(data, base, blocks, 4 * ROWS, a.qfSpread, tmp);
        } else {
            int qs = 2 * ROWS * blocks * (type == WeightType.Q4_1 ? 2 : 1);
            float off = type == WeightType.Q4_0 ? 8f : 0f;
            q4GroupsSpread(data, base, blocks, 4 * ROWS, a.qfNibSpread, tmp, qs, off);
        }
        finishRows(1, base, a, 0, out, outOff, 0, tmp);
    }

    /** Whether {@link #dotGroupInt16} takes this matrix: Q4_1 and the Q8_0 codes (Q8_0, Q5_0); Q4_0's offset is not in it. */
    boolean int16Decodes() {
        return type != WeightType.Q4_0;
    }

    /**
     * {@link #dotGroup} for activation row 0, multiplying in 16-bit integer lanes ({@link Int16Decode}) from the pairs
     * of {@link #prepareDecode}: the same group sums (exact integers either way), then the same operations, so the
     * same bits.
     */
    void dotGroupInt16(int g, Q8Activations a, MemorySegment out, long outOff, float[] tmp) {
        long base = (long) g * blocks * stride;
        scales(base, a.d, 0, tmp, SCALES_AT);
        minsAhead(1, base, a, 0, tmp);
        if (type == WeightType.Q4_1) Int16Decode.q4Groups(data, base + 4L * ROWS * blocks, blocks, 4 * ROWS, a.nibblePairs, tmp, SCALES_AT);
        else Int16Decode.q8Groups(data, base + 2L * ROWS * blocks, blocks, 4 * ROWS, a.bytePairs, tmp, SCALES_AT);
        finishRows(1, base, a, 0, out, outOff, 0, tmp);
    }

    /**
     * Every group pair of {@link #q4pair}, reading activation j at qw[j * ROWS..] (spread) instead of broadcasting
     * qf[j]. One call for all four word passes: per-pass calls cost their prologue four times per row group, 9-13% of
     * a 1536x576 matvec at 256 bits.
     */
    private static void q4GroupsSpread(MemorySegment w, long base, int nb, int st, float[] qw, float[] tmp, int qs, float off) {
        for (int gi = 0; gi < 4; gi++) {
            FloatVector lo = FloatVector.zero(F), hi = lo;
            long wBase = base + qs + 4L * ROWS * gi * nb;
            int q0 = 4 * gi * ROWS;
            for (int b = 0; b < nb; b++) {  // b the only induction variable, see q4quad
                int at = q0 + 32 * ROWS * b;
                FloatVector d = FloatVector.fromArray(F, tmp, SCALES_AT + ROWS * b);
                IntVector v = IntVector.fromMemorySegment(I, w, wBase + (long) st * b, LE);
                FloatVector s = nib(v, 0, off).mul(FloatVector.fromArray(F, qw, at));
                s = nib(v, 8, off).fma(FloatVector.fromArray(F, qw, at + ROWS), s);
                s = nib(v, 16, off).fma(FloatVector.fromArray(F, qw, at + 2 * ROWS), s);
                s = nib(v, 24, off).fma(FloatVector.fromArray(F, qw, at + 3 * ROWS), s);
                lo = s.fma(d, lo);
                FloatVector t = nib(v, 4, off).mul(FloatVector.fromArray(F, qw, at + 16 * ROWS));
                t = nib(v, 12, off).fma(FloatVector.fromArray(F, qw, at + 17 * ROWS), t);
                t = nib(v, 20, off).fma(FloatVector.fromArray(F, qw, at + 18 * ROWS), t);
                t = nib(v, 28, off).fma(FloatVector.fromArray(F, qw, at + 19 * ROWS), t);
                hi = t.fma(d, hi);
            }
            lo.intoArray(tmp, gi * ROWS);
            hi.intoArray(tmp, (gi + 4) * ROWS);
        }
    }

    /** Every group of {@link #q8} from spread activations (see {@link #q4GroupsSpread}); group sums into tmp. */
    private static void q8GroupsSpread(MemorySegment w, long base, int nb, int st, float[] qw, float[] tmp) {
        for (int gi = 0; gi < 8; gi++) {
            FloatVector acc = FloatVector.zero(F);
            long wBase = base + 2L * ROWS * nb + 4L * ROWS * gi * nb;
            int q0 = 4 * gi * ROWS;
            for (int b = 0; b < nb; b++) {  // b the only induction variable, see q4quad
                int at = q0 + 32 * ROWS * b;
                FloatVector d = FloatVector.fromArray(F, tmp, SCALES_AT + ROWS * b);
                IntVector v = IntVector.fromMemorySegment(I, w, wBase + (long) st * b, LE);
                // the four signed bytes of each lane, as q8quad
                FloatVector c0 = (FloatVector) v.lanewise(VectorOperators.LSHL, 24).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
                FloatVector c1 = (FloatVector) v.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
                FloatVector c2 = (FloatVector) v.lanewise(VectorOperators.LSHL, 8).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
                FloatVector c3 = (FloatVector) v.lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
                FloatVector s = c0.mul(FloatVector.fromArray(F, qw, at));
                s = c1.fma(FloatVector.fromArray(F, qw, at + ROWS), s);
                s = c2.fma(FloatVector.fromArray(F, qw, at + 2 * ROWS), s);
                s = c3.fma(FloatVector.fromArray(F, qw, at + 3 * ROWS), s);
                acc = s.fma(d, acc);
            }
            acc.intoArray(tmp, gi * ROWS);
        }
    }

    /**
     * Q4_0 in the order of llama.cpp's repacked kernels ({@link QuantDot#q4_0RepackedScalar}): per block the exact
     * integer dot of all 32 values (summed in float lanes, exact below 2^24), then {@code acc = fma(dot, d, acc)}.
     */
    void dotGroupQ4_0Repacked(int g, Q8Activations a, int row, MemorySegment out, long outOff) {
        long base = (long) g * blocks * stride;
        int qo = row * blocks * 32, bo = row * blocks;
        float[] qf = a.qfNib;
        FloatVector acc = FloatVector.zero(F);
        for (int b = 0; b < blocks; b++) {
            // the block's integer dot, sum(q * code) - 8 * sum(code), in four chains: every partial sum is an integer
            // below 2^24, so any order gives the same exact value (one chain waited on each FMA's latency)
            FloatVector c0 = FloatVector.zero(F), c1 = c0, c2 = c0, c3 = c0;
            for (int gi = 0; gi < 4; gi++) {
                IntVector v = IntVector.fromMemorySegment(I, data, base + 2L * ROWS * blocks + 4L * ROWS * ((long) gi * blocks + b), LE);
                int x = qo + 32 * b + 4 * gi;
                c0 = ((FloatVector) v.and(0x0000000F).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x]), c0);
                c1 = ((FloatVector) v.and(0x00000F00).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x + 1]), c1);
                c2 = ((FloatVector) v.and(0x000F0000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x + 2]), c2);
                c3 = ((FloatVector) v.and(0x0F000000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x + 3]), c3);
                c0 = ((FloatVector) v.and(0x000000F0).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x + 16]), c0);
                c1 = ((FloatVector) v.and(0x0000F000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x + 17]), c1);
                c2 = ((FloatVector) v.and(0x00F00000).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x + 18]), c2);
                c3 = ((FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0)).fma(FloatVector.broadcast(F, qf[x + 19]), c3);
            }
            FloatVector dot = c0.add(c1).add(c2.add(c3)).sub(8f * a.qsum[bo + b]);
            FloatVector d = Fp16.halfVector(data, base + 2L * ROWS * b).mul(a.d[bo + b]);
            acc = dot.fma(d, acc);
        }
        acc.intoMemorySegment(out, outOff * 4, LE);
    }

    /**
     * {@link #dotGroup} for two activation rows at once (prefill): each nibble is extracted and converted once and
     * multiplied into both rows' accumulators, which keep the single-row order exactly. Row r's outputs go to
     * out[outOff + r * outStride + 0 .. ROWS - 1]. Q4_0 and Q4_1 only; {@code tmp} as for {@link #dotGroup}.
     */
    void dotGroupX2(int g, Q8Activations a, int row, MemorySegment out, long outOff, long outStride, float[] tmp) {
        long base = (long) g * blocks * stride;
        int bo = row * blocks;
        int qs = 2 * ROWS * blocks * (type == WeightType.Q4_1 ? 2 : 1);
        float off = type == WeightType.Q4_0 ? 8f : 0f;
        scales(base, null, 0, tmp, SCALES_AT);
        minsAhead(2, base, a, bo, tmp);
        for (int gi = 0; gi < 4; gi++) q4pair2(data, base, blocks, 4 * ROWS, a.qfNib, a.d, bo * 32, bo, blocks, gi, qs, off, tmp);
        finishRows(2, base, a, bo, out, outOff, outStride, tmp);
    }

    /**
     * {@link #dotGroupX2} for four activation rows, Q4_1 and Q8_0: each converted value feeds four rows' multiply-adds,
     * which is where a prefill step spends its time. Each row keeps the single-row order exactly.
     */
    void dotGroupX4(int g, Q8Activations a, int row, MemorySegment out, long outOff, long outStride, float[] tmp) {
        prepareGroup(g, tmp);
        dotGroupX4Prepared(g, a, row, out, outOff, outStride, tmp);
    }

    /**
     * Converts row group g's block scales (and Q4_1 mins) into tmp for {@link #dotGroupX4Prepared}, which a prefill
     * step then calls for every four activation rows of a block instead of converting them again for each four
     * (SmolLM2 pp512, linear time of a step: 2190-2215 -> 2085-2128 ms in two of three alternating pairs).
     */
    void prepareGroup(int g, float[] tmp) {
        if (type != WeightType.Q4_1 && type != WeightType.Q8_0) throw new IllegalStateException("dotGroupX4 is for Q4_1 and Q8_0, not " + type);
        long base = (long) g * blocks * stride;
        scales(base, null, 0, tmp, SCALES_AT);
        if (type == WeightType.Q4_1) {
            for (int b = 0; b < blocks; b++) Fp16.halfVector(data, base + 2L * ROWS * (blocks + b)).intoArray(tmp, minConvAt + ROWS * b);
        }
    }

    /** {@link #dotGroupX4} for a row group whose scales {@link #prepareGroup} left in tmp. */
    void dotGroupX4Prepared(int g, Q8Activations a, int row, MemorySegment out, long outOff, long outStride, float[] tmp) {
        long base = (long) g * blocks * stride;
        int bo = row * blocks;
        if (type == WeightType.Q8_0) {
            scaledPerRow(4, a.d, bo, tmp);
            for (int gi = 0; gi < 8; gi++) q8quad(data, base, blocks, 4 * ROWS, a.qf, scaledAt, bo * 32, gi, tmp);
        } else {
            // the mins terms from the converted mins, in mins()'s order
            for (int r = 0; r < 4; r++) {
                FloatVector acc = FloatVector.zero(F);
                int so = bo + r * blocks;
                for (int b = 0; b < blocks; b++) acc = acc.add(FloatVector.fromArray(F, tmp, minConvAt + ROWS * b).mul(a.s[so + b]));
                acc.intoArray(tmp, minsAt + ROWS * r);
            }
            for (int gi = 0; gi < 4; gi++) q4quad(data, base, blocks, 4 * ROWS, a.qfNib, a.d, bo * 32, bo, gi, 4 * ROWS * blocks, tmp);
        }
        finishRows(4, base, a, bo, out, outOff, outStride, tmp);
    }

    /**
     * Group gi of a Q8_0 matrix for four activation rows (nb blocks apart, from qo; their scaled block scales at
     * tmp[dAt..], see {@link #scaledPerRow}): each byte is extracted and converted once for the four rows, whose group
     * sums keep {@link #q8}'s order exactly. Written out, see q4quad.
     */
    private static void q8quad(MemorySegment w, long base, int nb, int st, float[] qf, int dAt, int qo,
                               int gi, float[] tmp) {
        FloatVector acc0 = FloatVector.zero(F), acc1 = acc0, acc2 = acc0, acc3 = acc0;
        long wBase = base + 2L * ROWS * nb + 4L * ROWS * gi * nb;
        int rs = 32 * nb, q0 = qo + 4 * gi;
        for (int b = 0; b < nb; b++) {  // b the only induction variable, see q4quad
            int a0 = q0 + 32 * b, a1 = a0 + rs, a2 = a0 + 2 * rs, a3 = a0 + 3 * rs;
            IntVector v = IntVector.fromMemorySegment(I, w, wBase + (long) st * b, LE);
            FloatVector c0 = (FloatVector) v.lanewise(VectorOperators.LSHL, 24).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector c1 = (FloatVector) v.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector c2 = (FloatVector) v.lanewise(VectorOperators.LSHL, 8).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector c3 = (FloatVector) v.lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector s;
            s = c0.mul(qf[a0]);
            s = c1.fma(FloatVector.broadcast(F, qf[a0 + 1]), s);
            s = c2.fma(FloatVector.broadcast(F, qf[a0 + 2]), s);
            acc0 = c3.fma(FloatVector.broadcast(F, qf[a0 + 3]), s).fma(FloatVector.fromArray(F, tmp, dAt + ROWS * b), acc0);
            s = c0.mul(qf[a1]);
            s = c1.fma(FloatVector.broadcast(F, qf[a1 + 1]), s);
            s = c2.fma(FloatVector.broadcast(F, qf[a1 + 2]), s);
            acc1 = c3.fma(FloatVector.broadcast(F, qf[a1 + 3]), s).fma(FloatVector.fromArray(F, tmp, dAt + ROWS * (nb + b)), acc1);
            s = c0.mul(qf[a2]);
            s = c1.fma(FloatVector.broadcast(F, qf[a2 + 1]), s);
            s = c2.fma(FloatVector.broadcast(F, qf[a2 + 2]), s);
            acc2 = c3.fma(FloatVector.broadcast(F, qf[a2 + 3]), s).fma(FloatVector.fromArray(F, tmp, dAt + ROWS * (2 * nb + b)), acc2);
            s = c0.mul(qf[a3]);
            s = c1.fma(FloatVector.broadcast(F, qf[a3 + 1]), s);
            s = c2.fma(FloatVector.broadcast(F, qf[a3 + 2]), s);
            acc3 = c3.fma(FloatVector.broadcast(F, qf[a3 + 3]), s).fma(FloatVector.fromArray(F, tmp, dAt + ROWS * (3 * nb + b)), acc3);
        }
        acc0.intoArray(tmp, gi * ROWS);
        acc1.intoArray(tmp, 8 * ROWS + gi * ROWS);
        acc2.intoArray(tmp, 16 * ROWS + gi * ROWS);
        acc3.intoArray(tmp, 24 * ROWS + gi * ROWS);
    }

    /** Reduces the group sums of {@code rows} activation rows (row r's at tmp[8 * ROWS * r..]) and stores each row's ROWS outputs. */
    private void finishRows(int rows, long base, Q8Activations a, int bo, MemorySegment out, long outOff, long outStride, float[] tmp) {
        for (int r = 0; r < rows; r++) {
            int t = 8 * ROWS * r;
            // loads written out, not through a helper (class comment)
            FloatVector g0 = FloatVector.fromArray(F, tmp, t), g1 = FloatVector.fromArray(F, tmp, t + ROWS),
                    g2 = FloatVector.fromArray(F, tmp, t + 2 * ROWS), g3 = FloatVector.fromArray(F, tmp, t + 3 * ROWS),
                    g4 = FloatVector.fromArray(F, tmp, t + 4 * ROWS), g5 = FloatVector.fromArray(F, tmp, t + 5 * ROWS),
                    g6 = FloatVector.fromArray(F, tmp, t + 6 * ROWS), g7 = FloatVector.fromArray(F, tmp, t + 7 * ROWS);
            FloatVector v = g0.add(g4).add(g2.add(g6)).add(g1.add(g5).add(g3.add(g7)));
            if (type == WeightType.Q4_1) v = v.add(FloatVector.fromArray(F, tmp, minsAt + ROWS * r));
            v.intoMemorySegment(out, (outOff + r * outStride) * 4, LE);
        }
    }

    /**
     * Groups gi and gi + 4 of four activation rows (nb blocks apart, from qo/bo), Q4_1 only (no nibble offset):
     * low nibbles first, then high, so that only four converted nibbles are live next to the eight accumulators.
     * Written out in full, without helpers: this body is large enough that C2 may judge a helper "too large" to
     * inline, and a vector passed to a call left out of line is boxed, which costs more than the kernel itself.
     * Each row's block scale product (dw * ad) is formed where it is used, not held for the block: at 256 bits there
     * are 16 vector registers, and four held products pushed C2 to spill and to convert nibbles again (20 conversions
     * a block instead of 8). Forming them twice is four more multiplies a block and 1.13-1.18x faster (one thread,
     * 1536x576 and 576x1536, 64 rows); the products are the same floats, so the same bits.
     */
    private static void q4quad(MemorySegment w, long base, int nb, int st, float[] qf, float[] ad, int qo, int bo,
                               int gi, int qs, float[] tmp) {
        FloatVector lo0 = FloatVector.zero(F), lo1 = lo0, lo2 = lo0, lo3 = lo0, hi0 = lo0, hi1 = lo0, hi2 = lo0, hi3 = lo0;
        long wBase = base + qs + 4L * ROWS * gi * nb;
        int rs = 32 * nb, q0 = qo + 4 * gi;
        // every index is a constant plus a multiple of b, the only induction variable: C2 then hoists the bounds
        // checks out of the loop (a second induction variable such as a running offset keeps them per access)
        for (int b = 0; b < nb; b++) {
            int at = q0 + 32 * b;
            FloatVector dw = FloatVector.fromArray(F, tmp, SCALES_AT + ROWS * b);
            IntVector v = IntVector.fromMemorySegment(I, w, wBase + (long) st * b, LE);
            FloatVector n0 = (FloatVector) v.and(0xF).convert(VectorOperators.I2F, 0);
            FloatVector n1 = (FloatVector) v.and(0xF << 8).convert(VectorOperators.I2F, 0);
            FloatVector n2 = (FloatVector) v.and(0xF << 16).convert(VectorOperators.I2F, 0);
            FloatVector n3 = (FloatVector) v.and(0xF << 24).convert(VectorOperators.I2F, 0);
            int a0 = at, a1 = at + rs, a2 = at + 2 * rs, a3 = at + 3 * rs;
            FloatVector s;
            s = n0.mul(qf[a0]);
            s = n1.fma(FloatVector.broadcast(F, qf[a0 + 1]), s);
            s = n2.fma(FloatVector.broadcast(F, qf[a0 + 2]), s);
            lo0 = n3.fma(FloatVector.broadcast(F, qf[a0 + 3]), s).fma(dw.mul(ad[bo + b]), lo0);
            s = n0.mul(qf[a1]);
            s = n1.fma(FloatVector.broadcast(F, qf[a1 + 1]), s);
            s = n2.fma(FloatVector.broadcast(F, qf[a1 + 2]), s);
            lo1 = n3.fma(FloatVector.broadcast(F, qf[a1 + 3]), s).fma(dw.mul(ad[bo + nb + b]), lo1);
            s = n0.mul(qf[a2]);
            s = n1.fma(FloatVector.broadcast(F, qf[a2 + 1]), s);
            s = n2.fma(FloatVector.broadcast(F, qf[a2 + 2]), s);
            lo2 = n3.fma(FloatVector.broadcast(F, qf[a2 + 3]), s).fma(dw.mul(ad[bo + 2 * nb + b]), lo2);
            s = n0.mul(qf[a3]);
            s = n1.fma(FloatVector.broadcast(F, qf[a3 + 1]), s);
            s = n2.fma(FloatVector.broadcast(F, qf[a3 + 2]), s);
            lo3 = n3.fma(FloatVector.broadcast(F, qf[a3 + 3]), s).fma(dw.mul(ad[bo + 3 * nb + b]), lo3);
            FloatVector m0 = (FloatVector) v.and(0xF << 4).convert(VectorOperators.I2F, 0);
            FloatVector m1 = (FloatVector) v.and(0xF << 12).convert(VectorOperators.I2F, 0);
            FloatVector m2 = (FloatVector) v.and(0xF << 20).convert(VectorOperators.I2F, 0);
            FloatVector m3 = (FloatVector) v.lanewise(VectorOperators.LSHR, 28).convert(VectorOperators.I2F, 0);
            s = m0.mul(qf[a0 + 16]);
            s = m1.fma(FloatVector.broadcast(F, qf[a0 + 17]), s);
            s = m2.fma(FloatVector.broadcast(F, qf[a0 + 18]), s);
            hi0 = m3.fma(FloatVector.broadcast(F, qf[a0 + 19]), s).fma(dw.mul(ad[bo + b]), hi0);
            s = m0.mul(qf[a1 + 16]);
            s = m1.fma(FloatVector.broadcast(F, qf[a1 + 17]), s);
            s = m2.fma(FloatVector.broadcast(F, qf[a1 + 18]), s);
            hi1 = m3.fma(FloatVector.broadcast(F, qf[a1 + 19]), s).fma(dw.mul(ad[bo + nb + b]), hi1);
            s = m0.mul(qf[a2 + 16]);
            s = m1.fma(FloatVector.broadcast(F, qf[a2 + 17]), s);
            s = m2.fma(FloatVector.broadcast(F, qf[a2 + 18]), s);
            hi2 = m3.fma(FloatVector.broadcast(F, qf[a2 + 19]), s).fma(dw.mul(ad[bo + 2 * nb + b]), hi2);
            s = m0.mul(qf[a3 + 16]);
            s = m1.fma(FloatVector.broadcast(F, qf[a3 + 17]), s);
            s = m2.fma(FloatVector.broadcast(F, qf[a3 + 18]), s);
            hi3 = m3.fma(FloatVector.broadcast(F, qf[a3 + 19]), s).fma(dw.mul(ad[bo + 3 * nb + b]), hi3);
        }
        lo0.intoArray(tmp, gi * ROWS);
        hi0.intoArray(tmp, (gi + 4) * ROWS);
        lo1.intoArray(tmp, 8 * ROWS + gi * ROWS);
        hi1.intoArray(tmp, 8 * ROWS + (gi + 4) * ROWS);
        lo2.intoArray(tmp, 16 * ROWS + gi * ROWS);
        hi2.intoArray(tmp, 16 * ROWS + (gi + 4) * ROWS);
        lo3.intoArray(tmp, 24 * ROWS + gi * ROWS);
        hi3.intoArray(tmp, 24 * ROWS + (gi + 4) * ROWS);
    }

    /** {@link #q4pair} for activation rows starting at qo/bo and one row ({@code nb} blocks) further on. */
    private static void q4pair2(MemorySegment w, long base, int nb, int st, float[] qf, float[] ad, int qo, int bo, int nb1,
                                int gi, int qs, float off, float[] tmp) {
        FloatVector lo0 = FloatVector.zero(F), hi0 = lo0, lo1 = lo0, hi1 = lo0;
        long wBase = base + qs + 4L * ROWS * gi * nb;
        int q0 = qo + 4 * gi, q1 = q0 + 32 * nb1, bo1 = bo + nb1;
        for (int b = 0; b < nb; b++) {  // b the only induction variable, see q4quad
            int at = q0 + 32 * b, at1 = q1 + 32 * b;
            FloatVector dw = FloatVector.fromArray(F, tmp, SCALES_AT + ROWS * b);
            FloatVector d0 = dw.mul(ad[bo + b]), d1 = dw.mul(ad[bo1 + b]);
            IntVector v = IntVector.fromMemorySegment(I, w, wBase + (long) st * b, LE);
            FloatVector n0 = nib(v, 0, off), n1 = nib(v, 8, off), n2 = nib(v, 16, off), n3 = nib(v, 24, off);
            FloatVector s = n0.mul(qf[at]);
            s = n1.fma(FloatVector.broadcast(F, qf[at + 1]), s);
            s = n2.fma(FloatVector.broadcast(F, qf[at + 2]), s);
            s = n3.fma(FloatVector.broadcast(F, qf[at + 3]), s);
            lo0 = s.fma(d0, lo0);
            FloatVector s1 = n0.mul(qf[at1]);
            s1 = n1.fma(FloatVector.broadcast(F, qf[at1 + 1]), s1);
            s1 = n2.fma(FloatVector.broadcast(F, qf[at1 + 2]), s1);
            s1 = n3.fma(FloatVector.broadcast(F, qf[at1 + 3]), s1);
            lo1 = s1.fma(d1, lo1);
            FloatVector m0 = nib(v, 4, off), m1 = nib(v, 12, off), m2 = nib(v, 20, off), m3 = nib(v, 28, off);
            FloatVector t = m0.mul(qf[at + 16]);
            t = m1.fma(FloatVector.broadcast(F, qf[at + 17]), t);
            t = m2.fma(FloatVector.broadcast(F, qf[at + 18]), t);
            t = m3.fma(FloatVector.broadcast(F, qf[at + 19]), t);
            hi0 = t.fma(d0, hi0);
            FloatVector t1 = m0.mul(qf[at1 + 16]);
            t1 = m1.fma(FloatVector.broadcast(F, qf[at1 + 17]), t1);
            t1 = m2.fma(FloatVector.broadcast(F, qf[at1 + 18]), t1);
            t1 = m3.fma(FloatVector.broadcast(F, qf[at1 + 19]), t1);
            hi1 = t1.fma(d1, hi1);
        }
        lo0.intoArray(tmp, gi * ROWS);
        hi0.intoArray(tmp, (gi + 4) * ROWS);
        lo1.intoArray(tmp, 8 * ROWS + gi * ROWS);
        hi1.intoArray(tmp, 8 * ROWS + (gi + 4) * ROWS);
    }

    private static void groupsQ4(MemorySegment w, long base, int nb, int st, float[] qf, float[] tmp, int qo, int qs, float off) {
        for (int gi = 0; gi < 4; gi++) q4pair(w, base, nb, st, qf, tmp, qo, gi, qs, off);
    }

    /**
     * Groups gi and gi + 4, which share quant word gi (low and high nibbles): one pass reads each word once. The
     * blocks' d times the activation's, converted once per row group, are in tmp[SCALES_AT..].
     */
    private static void q4pair(MemorySegment w, long base, int nb, int st, float[] qf, float[] tmp, int qo, int gi, int qs, float off) {
        FloatVector lo = FloatVector.zero(F), hi = lo;
        long wBase = base + qs + 4L * ROWS * gi * nb;
        int q0 = qo + 4 * gi;
        for (int b = 0; b < nb; b++) {  // b the only induction variable, see q4quad
            int at = q0 + 32 * b;
            FloatVector d = FloatVector.fromArray(F, tmp, SCALES_AT + ROWS * b);
            IntVector v = IntVector.fromMemorySegment(I, w, wBase + (long) st * b, LE);
            FloatVector s = nib(v, 0, off).mul(qf[at]);
            s = nib(v, 8, off).fma(FloatVector.broadcast(F, qf[at + 1]), s);
            s = nib(v, 16, off).fma(FloatVector.broadcast(F, qf[at + 2]), s);
            s = nib(v, 24, off).fma(FloatVector.broadcast(F, qf[at + 3]), s);
            lo = s.fma(d, lo);
            FloatVector t = nib(v, 4, off).mul(qf[at + 16]);
            t = nib(v, 12, off).fma(FloatVector.broadcast(F, qf[at + 17]), t);
            t = nib(v, 20, off).fma(FloatVector.broadcast(F, qf[at + 18]), t);
            t = nib(v, 28, off).fma(FloatVector.broadcast(F, qf[at + 19]), t);
            hi = t.fma(d, hi);
        }
        lo.intoArray(tmp, gi * ROWS);
        hi.intoArray(tmp, (gi + 4) * ROWS);
    }

    private static void groupsQ8(MemorySegment w, long base, int nb, int st, float[] qf, float[] tmp, int qo) {
        for (int gi = 0; gi < 8; gi++) q8(w, base, nb, st, qf, tmp, qo, gi).intoArray(tmp, gi * ROWS);
    }


    /**
     * The nibble at bit {@code shift} of each lane, as the float nibble * 2^shift (minus off * 2^shift): masked in
     * place rather than shifted down, one operation fewer per value; {@link Q8Activations#qfNib} holds the
     * activations divided by the same power of two, so products are exact integers as before. The top nibble would
     * turn the int negative, so it is shifted down instead (its activations are unscaled).
     */
    private static FloatVector nib(IntVector v, int shift, float off) {
        IntVector masked = shift == 28 ? v.lanewise(VectorOperators.LSHR, 28) : v.and(0xF << shift);
        FloatVector f = (FloatVector) masked.convert(VectorOperators.I2F, 0);
        return off == 0f ? f : f.sub(shift == 28 ? off : off * (1 << shift));
    }

    /** Bit position of block element j (0..31) in its packed Q4 word: bytes 4w..4w+3 hold elements j and j + 16. */
    static int nibbleShift(int j) {
        return 8 * (j & 3) + (j < 16 ? 0 : 4);
    }

    /** Group gi of a Q8_0 matrix over all blocks (the scaled block d in tmp[SCALES_AT..], as for Q4). */
    private static FloatVector q8(MemorySegment w, long base, int nb, int st, float[] qf, float[] tmp, int qo, int gi) {
        FloatVector acc = FloatVector.zero(F);
        long wBase = base + 2L * ROWS * nb + 4L * ROWS * gi * nb;
        int q0 = qo + 4 * gi;
        for (int b = 0; b < nb; b++) {  // b the only induction variable, see q4quad
            int at = q0 + 32 * b;
            FloatVector d = FloatVector.fromArray(F, tmp, SCALES_AT + ROWS * b);
            IntVector v = IntVector.fromMemorySegment(I, w, wBase + (long) st * b, LE);
            // the four signed bytes of each lane, as q8quad
            FloatVector c0 = (FloatVector) v.lanewise(VectorOperators.LSHL, 24).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector c1 = (FloatVector) v.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector c2 = (FloatVector) v.lanewise(VectorOperators.LSHL, 8).lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector c3 = (FloatVector) v.lanewise(VectorOperators.ASHR, 24).convert(VectorOperators.I2F, 0);
            FloatVector s = c0.mul(qf[at]);
            s = c1.fma(FloatVector.broadcast(F, qf[at + 1]), s);
            s = c2.fma(FloatVector.broadcast(F, qf[at + 2]), s);
            s = c3.fma(FloatVector.broadcast(F, qf[at + 3]), s);
            acc = s.fma(d, acc);
        }
        return acc;
    }

    /** Q4_1's sum over blocks of m * s, added without FMA as the reference does. */
    private static FloatVector mins(MemorySegment w, long mBase, int nb, float[] s, int bo) {
        FloatVector acc = FloatVector.zero(F);
        for (int b = 0; b < nb; b++) acc = acc.add(Fp16.halfVector(w, mBase + 2L * ROWS * b).mul(s[bo + b]));
        return acc;
    }
}
