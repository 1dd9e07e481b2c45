package io.mlxcel.backend.java;

/** Half and bfloat16 conversions. */
final class Fp16 {
    private static final jdk.incubator.vector.VectorSpecies<Short> S256 = jdk.incubator.vector.ShortVector.SPECIES_256;
    private static final jdk.incubator.vector.VectorSpecies<Integer> I512 = jdk.incubator.vector.IntVector.SPECIES_512;

    /**
     * Sixteen f16 values at {@code byteOff} widened to f32, exactly (normals by re-biasing the exponent, zeros and
     * subnormals as mantissa * 2^-24, infinities and NaNs by setting the f32 exponent); JDK 25's Vector API has no
     * half-precision lane conversion.
     */
    static jdk.incubator.vector.FloatVector toFloat16(java.lang.foreign.MemorySegment seg, long byteOff) {
        jdk.incubator.vector.IntVector h = (jdk.incubator.vector.IntVector) jdk.incubator.vector.ShortVector
                .fromMemorySegment(S256, seg, byteOff, java.nio.ByteOrder.LITTLE_ENDIAN)
                .convertShape(jdk.incubator.vector.VectorOperators.S2I, I512, 0);
        jdk.incubator.vector.IntVector magnitude = h.and(0x7FFF);
        jdk.incubator.vector.IntVector bits = magnitude.lanewise(jdk.incubator.vector.VectorOperators.LSHL, 13).add(0x38000000);
        jdk.incubator.vector.IntVector small = ((jdk.incubator.vector.FloatVector) magnitude
                .convert(jdk.incubator.vector.VectorOperators.I2F, 0)).mul(0x1p-24f).reinterpretAsInts();
        bits = bits.blend(small, magnitude.compare(jdk.incubator.vector.VectorOperators.LT, 0x0400));
        bits = bits.blend(magnitude.lanewise(jdk.incubator.vector.VectorOperators.LSHL, 13).or(0x7F800000),
                magnitude.compare(jdk.incubator.vector.VectorOperators.GE, 0x7C00));
        return bits.or(h.and(0x8000).lanewise(jdk.incubator.vector.VectorOperators.LSHL, 16)).reinterpretAsFloats();
    }
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
}
