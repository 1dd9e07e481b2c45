package io.mlxcel.backend.java;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector width the kernels and the packed layouts are built for: 512 bits where the JIT gives real 512-bit vectors
 * (AVX-512), else 256 (AVX2, and the NEON / SVE-128 of most ARM cores run 256-bit species as pairs). A kernel written
 * against these species has one lane per weight row, so {@link #LANES} rows make one packed row group and a row's
 * summation order does not depend on the width: both widths equal the scalar references bit for bit.
 *
 * <p>{@code -Dmlxcel.java.vectorBits=256|512} picks the width (the tests run the other width too: a width the
 * hardware lacks still computes correctly, only slowly); {@code -Dmlxcel.java.scalar=true} turns the vector kernels off.
 * The species are static finals, so C2 folds the width into every kernel: there is no per-call dispatch.
 */
final class Simd {
    /** 256 or 512. */
    static final int BITS = chooseBits();
    static final int LANES = BITS / 32;
    static final VectorSpecies<Float> F = BITS == 512 ? FloatVector.SPECIES_512 : FloatVector.SPECIES_256;
    static final VectorSpecies<Integer> I = BITS == 512 ? IntVector.SPECIES_512 : IntVector.SPECIES_256;
    /** The full width in 16-bit lanes: two per row of a packed row group ({@link Int16Decode}). */
    static final VectorSpecies<Short> S_FULL = BITS == 512 ? ShortVector.SPECIES_512 : ShortVector.SPECIES_256;
    /** Half the width in 16-bit lanes: {@link #LANES} f16 values, widened to ints with S2I. */
    static final VectorSpecies<Short> S_HALF = BITS == 512 ? ShortVector.SPECIES_256 : ShortVector.SPECIES_128;
    /** A quarter of the width in bytes: {@link #LANES} bytes, widened to ints with B2I. */
    static final VectorSpecies<Byte> B_QUARTER = BITS == 512 ? ByteVector.SPECIES_128 : ByteVector.SPECIES_64;
    /**
     * Whether the vector kernels run: the hardware has the chosen width (a width it lacks runs as Java loops that
     * allocate per operation, far slower than the scalar kernels) and they were not turned off.
     */
    static final boolean VECTOR = FloatVector.SPECIES_PREFERRED.vectorBitSize() >= BITS && !Boolean.getBoolean("mlxcel.java.scalar");
    /** Whether the kernels that exist only for 512-bit vectors (not yet written for other widths) run. */
    static final boolean WIDE = VECTOR && BITS == 512;

    /**
     * Whether single-row (decode) GGUF kernels read their activations spread to whole vectors
     * ({@link Q8Activations#qfSpread}) rather than broadcasting each value, for inputs of at most
     * {@link #SPREAD_MAX_COLS} features. At 256 bits C2's code spent much of a Q4 matvec on the broadcasts, one per
     * eight multiply-adds; loads from a spread copy fold into the FMAs (adr/0010). At 512 bits (Zen 4) it
     * measured neutral for Q4_1 and 0.7x for Q4_K decode, so it is off there (adr/0010).
     * {@code -Dmlxcel.java.spreadActivations=true|false} overrides.
     */
    static final boolean SPREAD = VECTOR && Boolean.parseBoolean(System.getProperty("mlxcel.java.spreadActivations", String.valueOf(BITS == 256)));
    /**
     * The widest input spread: its spread copy (features x {@link #LANES} floats, 32 KiB at 1024 features and 256 bits)
     * is read once per row group and has to come from L1 or L2 quickly. In-process A/B at 256 bits against the
     * broadcast kernel: 1024 features 1.04-1.13x (Q8_0, Q4_1), 1536 features 0.90-0.93x (SmolLM2's down projection).
     */
    static final int SPREAD_MAX_COLS = 32 * 1024 / (4 * LANES);

    /** Whether a decode input of {@code features} values is spread (see {@link #SPREAD}). */
    static boolean spreads(int features) {
        return SPREAD && features <= SPREAD_MAX_COLS;
    }

    /**
     * Whether a decode input of {@code features} values is spread for the Q4_K kernel ({@link Q8KActivations#qiSpread}):
     * its integer multiplies then take each code as a vector load. The spread copy is ints, features x {@link #LANES},
     * and may come from L2 (256 KiB at 8192 features and 256 bits). In-process A/B at 256 bits, one thread: 1.13-1.18x
     * streamed (2048x2048, 8192x2048, 512x2048), 1.25-1.34x from cache. Q6_K was 0.88-0.92x at 8192 features and for a
     * streamed 16384x2048 (its loop reads codes 32 apart), so it keeps broadcasting.
     */
    static boolean spreadsKQuant(int features) {
        return SPREAD && (long) features * LANES * 4 <= 256 * 1024;
    }

    /**
     * Whether single-row Q4_1 / Q8_0 / Q5_0 kernels multiply in 16-bit integer lanes ({@link Int16Decode}) for inputs
     * of at most {@link #INT16_MAX_COLS} features. At 256 bits (AVX2, Zen 3), in-process A/B against the float kernels,
     * one thread, bit for bit the same: Q4_1 1536x576 1.25x (cache and streamed), 576x1536 1.67x. At 512 bits (Zen 4) it
     * measured 0.54-0.64x against the 512-bit float kernels, so it is off there (adr/0010).
     * {@code -Dmlxcel.java.int16Decode=true|false} overrides.
     */
    static final boolean INT16 = VECTOR && Boolean.parseBoolean(System.getProperty("mlxcel.java.int16Decode", String.valueOf(BITS == 256)));
    /** The widest input for {@link #INT16}: its code pairs (features x {@link #LANES} shorts) stay within 64 KiB at 256 bits. */
    static final int INT16_MAX_COLS = 4096;

    /** Whether a decode input of {@code features} values takes the 16-bit integer kernels (see {@link #INT16}). */
    static boolean int16Decodes(int features) {
        return INT16 && features <= INT16_MAX_COLS;
    }

    /**
     * Whether single-row K-quant inputs take the 16-bit kernels with telescoped codes ({@link PackedQ4K#dotGroupTelescoped}
     * where the Q4_K input is not spread, {@link PackedQ6K#dotGroupTelescoped}): no field masks, the same bits. At 512
     * bits (Zen 4), one thread: Q4_K decode shapes of the 1B shape 1.05-1.20x in alternating JVMs; in-process A/B
     * Q4_K 2048x2048 1.13x from cache, 8192x2048 1.04-1.07x streamed, Q6_K 1.15x / 1.08x. Two threads streaming are
     * bound by memory either way (adr/0010). {@code -Dmlxcel.java.kQuantTelescope=false} turns it off.
     */
    static final boolean K_TELESCOPE = VECTOR && Boolean.parseBoolean(System.getProperty("mlxcel.java.kQuantTelescope", "true"));

    private Simd() {
    }

    private static int chooseBits() {
        String forced = System.getProperty("mlxcel.java.vectorBits");
        if (forced != null && !forced.isBlank()) {
            int bits = Integer.parseInt(forced.trim());
            if (bits != 256 && bits != 512) {
                throw new IllegalArgumentException("mlxcel.java.vectorBits must be 256 or 512, not " + forced);
            }
            return bits;
        }
        return VectorShape.preferredShape().vectorBitSize() >= 512 ? 512 : 256;
    }

    /** The width in words, for the backend's description. */
    static String describe() {
        return VECTOR ? "Vector API " + BITS + "-bit" : "scalar kernels";
    }
}
