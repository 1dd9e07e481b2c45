package io.mlxcel.backend.java;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;

import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;

/** Half and bfloat16 conversions. */
final class Fp16 {
    private Fp16() {
    }

    static float toFloat(short h) {
        return Float.float16ToFloat(h);
    }

    static short fromFloat(float f) {
        return Float.floatToFloat16(f);
    }

    /** f rounded to the nearest f16 value (round-half-even), as float. */
    static float round(float f) {
        return Float.float16ToFloat(Float.floatToFloat16(f));
    }

    static float bf16ToFloat(short b) {
        return Float.intBitsToFloat((b & 0xFFFF) << 16);
    }

    /**
     * {@link Simd#LANES} f16 values at byte offset off as floats, exactly: sign-extended, exponent and mantissa shifted into f32
     * position (the sign kept, the sign-extension bits masked off), then scaled by 2^112 to rebias the exponent.
     * Normal and subnormal values convert exactly; Inf and NaN do not (callers keep such data out).
     */
    static FloatVector halfVector(MemorySegment m, long off) {
        IntVector h = (IntVector) ShortVector.fromMemorySegment(Simd.S_HALF, m, off, ByteOrder.LITTLE_ENDIAN)
                .convertShape(VectorOperators.S2I, Simd.I, 0);
        return ((FloatVector) h.lanewise(VectorOperators.LSHL, 13).and(0x8FFFE000).reinterpretAsFloats()).mul(0x1p112f);
    }

    /** Sixteen bfloat16 values at byte offset off as floats (exact: the upper half of an f32). */
    static FloatVector bf16Vector(MemorySegment m, long off) {
        IntVector h = (IntVector) ShortVector.fromMemorySegment(ShortVector.SPECIES_256, m, off, ByteOrder.LITTLE_ENDIAN)
                .convertShape(VectorOperators.S2I, IntVector.SPECIES_512, 0);
        return (FloatVector) h.lanewise(VectorOperators.LSHL, 16).reinterpretAsFloats();
    }

    /** Whether an f16 bit pattern is Inf or NaN. */
    static boolean nonFinite(short h) {
        return (h & 0x7C00) == 0x7C00;
    }

    /** Blocks {@link #allFinite} copies into its array at a time. */
    private static final int STAGED_BLOCKS = 2048;

    /**
     * Whether the f16 at each byte offset in {@code offsets} of every one of {@code blocks} consecutive blocks of
     * {@code blockBytes} bytes is finite (the packers' check: their f16 conversion is exact for finite values only).
     * Block sizes and offsets are even, so the blocks are copied into a 16-bit array in bulk and read there: at load
     * this runs before the JIT has compiled it, and interpreted array reads cost a fraction of memory-segment reads.
     */
    static boolean allFinite(MemorySegment src, long blocks, int blockBytes, int... offsets) {
        int units = blockBytes / 2;
        short[] buf = new short[STAGED_BLOCKS * units];
        for (long first = 0; first < blocks; first += STAGED_BLOCKS) {
            int count = (int) Math.min(STAGED_BLOCKS, blocks - first);
            MemorySegment.copy(src, java.lang.foreign.ValueLayout.JAVA_SHORT_UNALIGNED, first * blockBytes, buf, 0, count * units);
            for (int b = 0; b < count; b++) {
                for (int at : offsets) if (nonFinite(buf[b * units + at / 2])) return false;
            }
        }
        return true;
    }
}
