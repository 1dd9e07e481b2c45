package io.mlxcel.backend.java;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;

/**
 * The single-row (decode) loops of {@link PackedQuant} for Q4_1 and Q8_0 codes, multiplying in 16-bit integer lanes
 * instead of converting every weight code to a float.
 *
 * <p>Why: the float kernels spend one int-to-float conversion and one FMA per code vector, and on Zen 3 both issue on
 * the same two pipes, so a packed 32-bit word of {@link Simd#LANES} rows costs about 18 operations on those pipes. Read
 * as sixteen-bit lanes, the same word gives two lanes per row (its low and its high half); four nibble extractions (Q4)
 * or two byte extractions (Q8) and as many 16-bit multiplies ({@code vpmullw}) cover all its codes, and only the
 * per-block group sums are converted.
 *
 * <p>Why the result is bit for bit the float kernel's: every product is an integer of at most 15 * 127 (Q4) or
 * 128 * 127 (Q8, codes from {@link Q8Activations} are within +-127), the 16-bit sum of two of them stays below 2^15,
 * and the group sum of four products is formed exactly in an int lane; the float kernels' group sums are the same integers (exact
 * below 2^24). From there both run the same {@code fma(sum, d, acc)} per block.
 *
 * <p>The activation codes come spread as 16-bit pairs ({@link Q8Activations#spreadPairs}): for each block, word and
 * extraction one vector whose even lanes hold the code met by a row's low half and odd lanes the code met by its high
 * half.
 */
final class Int16Decode {
    private static final VectorSpecies<Float> F = Simd.F;
    private static final VectorSpecies<Short> S = Simd.S_FULL;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final int ROWS = Simd.LANES;
    /** Shorts in one vector: two per row. */
    static final int PAIR_LANES = 2 * ROWS;
    /** Spread shorts per block of 32 codes: sixteen vectors (Q4: 4 words x 4 nibble extractions; Q8: 8 words x 2 bytes). */
    static final int PER_BLOCK = 16 * PAIR_LANES;

    private Int16Decode() {
    }

    /**
     * Block element met by extraction e of word w's low (half 0) or high (half 1) 16 bits. Q4 words hold elements
     * 4w+k (low nibble of byte k) and 16+4w+k (high nibble); the extractions are bits 0-3, 4-7, 8-11, 12-15 of each half.
     * Q8 words hold elements 4w..4w+3, one per byte; the extractions are the low and the high byte of each half.
     */
    static int element(boolean nibbles, int w, int e, int half) {
        if (nibbles) return 4 * w + 2 * half + (e >> 1) + ((e & 1) == 1 ? 16 : 0);
        return 4 * w + 2 * half + e;
    }

    /** Index of extraction e of word w of block b in the spread pairs (the same layout for both code kinds). */
    static int pairIndex(boolean nibbles, int b, int w, int e) {
        return b * PER_BLOCK + (nibbles ? 4 * w + e : 2 * w + e) * PAIR_LANES;
    }

    /**
     * Q4 group sums of one row group over all blocks, into tmp[0..8 * ROWS): word pass gi's low-nibble groups at
     * gi * ROWS, its high-nibble groups at (gi + 4) * ROWS, as {@code PackedQuant}'s float kernel leaves them. The
     * block scales (times the activation's) are at tmp[scalesAt + ROWS * b].
     */
    static void q4Groups(MemorySegment w, long wordsBase, int nb, int st, short[] qs, float[] tmp, int scalesAt) {
        for (int gi = 0; gi < 4; gi++) {
            FloatVector lo = FloatVector.zero(F), hi = lo;
            long wBase = wordsBase + 4L * ROWS * gi * nb;
            int q0 = 4 * gi * PAIR_LANES;
            for (int b = 0; b < nb; b++) {  // b the only induction variable (PackedQuant.q4quad)
                int at = q0 + PER_BLOCK * b;
                FloatVector d = FloatVector.fromArray(F, tmp, scalesAt + ROWS * b);
                ShortVector x = ShortVector.fromMemorySegment(S, w, wBase + (long) st * b, LE);
                // extraction 0: bits 0-3, 1: bits 4-7, 2: bits 8-11, 3: bits 12-15; 0 and 2 are the low-nibble elements
                ShortVector p0 = x.and((short) 0xF).mul(ShortVector.fromArray(S, qs, at));
                ShortVector p2 = x.lanewise(VectorOperators.LSHR, 8).and((short) 0xF).mul(ShortVector.fromArray(S, qs, at + 2 * PAIR_LANES));
                ShortVector p1 = x.lanewise(VectorOperators.LSHR, 4).and((short) 0xF).mul(ShortVector.fromArray(S, qs, at + PAIR_LANES));
                ShortVector p3 = x.lanewise(VectorOperators.LSHR, 12).mul(ShortVector.fromArray(S, qs, at + 3 * PAIR_LANES));
                IntVector l = p0.add(p2).reinterpretAsInts(), h = p1.add(p3).reinterpretAsInts();
                // an int lane holds a row's two 16-bit sums: adding it shifted left by 16 puts their sum in the top
                // half (the low half carries nothing into it), and the arithmetic shift brings it down signed; a Q4
                // group sum of four is at most 4 * 15 * 127 in magnitude, so it fits those 16 bits
                FloatVector sl = (FloatVector) l.add(l.lanewise(VectorOperators.LSHL, 16)).lanewise(VectorOperators.ASHR, 16).convert(VectorOperators.I2F, 0);
                FloatVector sh = (FloatVector) h.add(h.lanewise(VectorOperators.LSHL, 16)).lanewise(VectorOperators.ASHR, 16).convert(VectorOperators.I2F, 0);
                lo = sl.fma(d, lo);
                hi = sh.fma(d, hi);
            }
            lo.intoArray(tmp, gi * ROWS);
            hi.intoArray(tmp, (gi + 4) * ROWS);
        }
    }

    /** Q8 group sums of one row group over all blocks, word gi's groups at tmp[gi * ROWS] (as {@link #q4Groups}). */
    static void q8Groups(MemorySegment w, long wordsBase, int nb, int st, short[] qs, float[] tmp, int scalesAt) {
        for (int gi = 0; gi < 8; gi++) {
            FloatVector acc = FloatVector.zero(F);
            long wBase = wordsBase + 4L * ROWS * gi * nb;
            int q0 = 2 * gi * PAIR_LANES;
            for (int b = 0; b < nb; b++) {  // b the only induction variable (PackedQuant.q4quad)
                int at = q0 + PER_BLOCK * b;
                FloatVector d = FloatVector.fromArray(F, tmp, scalesAt + ROWS * b);
                ShortVector x = ShortVector.fromMemorySegment(S, w, wBase + (long) st * b, LE);
                ShortVector p = x.lanewise(VectorOperators.LSHL, 8).lanewise(VectorOperators.ASHR, 8).mul(ShortVector.fromArray(S, qs, at))
                        .add(x.lanewise(VectorOperators.ASHR, 8).mul(ShortVector.fromArray(S, qs, at + PAIR_LANES)));
                // a group sum of four reaches 4 * 128 * 127, beyond 16 bits: each half sign-extended on its own
                IntVector l = p.reinterpretAsInts();
                FloatVector s = (FloatVector) l.lanewise(VectorOperators.LSHL, 16).lanewise(VectorOperators.ASHR, 16)
                        .add(l.lanewise(VectorOperators.ASHR, 16)).convert(VectorOperators.I2F, 0);
                acc = s.fma(d, acc);
            }
            acc.intoArray(tmp, gi * ROWS);
        }
    }
}
