package io.mlxcel.spi.quant;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Lossless rewrite of GGUF Q4_0 / Q4_1 / Q8_0 blocks as MLX affine groups of 32 (value = scale * q + bias): Q4_1 is
 * affine 4-bit with scale d and bias m; Q4_0 is affine 4-bit with bias -8d; Q8_0 is affine 8-bit over q + 128 with
 * bias -128d. Every product and sum involved is exact in float32 (an f16 scale times a 4- or 8-bit integer), so the
 * dequantized values are identical. Used by backends without GGUF kernels and by checkpoint conversion.
 */
public final class GgufToAffine {
    public static final int GROUP_SIZE = 32;

    private static final ValueLayout.OfShort F16 = ValueLayout.JAVA_SHORT_UNALIGNED;

    /**
     * @param packed uint32 words, row-major [rows, cols * bits / 32], values in little-endian bit order
     * @param scales float32 [rows, cols / 32]
     * @param biases float32 [rows, cols / 32]
     */
    public record Affine(MemorySegment packed, MemorySegment scales, MemorySegment biases, int bits, int groupSize) {
    }

    private GgufToAffine() {
    }

    public static boolean supports(WeightType type) {
        return type == WeightType.Q4_0 || type == WeightType.Q4_1 || type == WeightType.Q8_0;
    }

    /** The weight's blocks rewritten into memory from {@code arena}. */
    public static Affine convert(HostWeight w, Arena arena) {
        if (!supports(w.type())) throw new IllegalArgumentException(w + ": not a GGUF Q4_0/Q4_1/Q8_0 weight");
        int cols = w.cols();
        if (cols % GROUP_SIZE != 0) throw new IllegalArgumentException(w + ": row length " + cols + " is not a multiple of 32");
        long groups = w.numel() / GROUP_SIZE;
        int bits = w.type() == WeightType.Q8_0 ? 8 : 4;
        int blockBytes = w.type().ggufBlockBytes();
        if (w.data().byteSize() < groups * blockBytes) {
            throw new IllegalArgumentException(w + ": " + w.data().byteSize() + " bytes of data, " + groups * blockBytes + " expected");
        }
        MemorySegment packed = arena.allocate(groups * GROUP_SIZE * bits / 8, 64);
        MemorySegment scales = arena.allocate(groups * 4, 64);
        MemorySegment biases = arena.allocate(groups * 4, 64);
        MemorySegment src = w.data();
        for (long g = 0; g < groups; g++) {
            long in = g * blockBytes;
            float d = Float.float16ToFloat(src.get(F16, in));
            float bias;
            switch (w.type()) {
                case Q4_0 -> {
                    bias = -8f * d;
                    packNibbles(src, in + 2, packed, g * 16);
                }
                case Q4_1 -> {
                    bias = Float.float16ToFloat(src.get(F16, in + 2));
                    packNibbles(src, in + 4, packed, g * 16);
                }
                default -> {
                    bias = -128f * d;
                    for (int i = 0; i < GROUP_SIZE; i++) {
                        packed.set(ValueLayout.JAVA_BYTE, g * 32 + i, (byte) (src.get(ValueLayout.JAVA_BYTE, in + 2 + i) ^ 0x80));
                    }
                }
            }
            scales.setAtIndex(ValueLayout.JAVA_FLOAT, g, d);
            biases.setAtIndex(ValueLayout.JAVA_FLOAT, g, bias);
        }
        return new Affine(packed, scales, biases, bits, GROUP_SIZE);
    }

    /**
     * GGUF keeps element j of a 32-block in the low nibble of byte j and element j + 16 in the high nibble; MLX keeps
     * element e in nibble e of the little-endian word stream (byte e / 2, low nibble for even e).
     */
    private static void packNibbles(MemorySegment src, long qs, MemorySegment dst, long out) {
        for (int i = 0; i < 16; i++) {
            int lo = nibble(src, qs, 2 * i), hi = nibble(src, qs, 2 * i + 1);
            dst.set(ValueLayout.JAVA_BYTE, out + i, (byte) (lo | hi << 4));
        }
    }

    private static int nibble(MemorySegment src, long qs, int e) {
        int b = src.get(ValueLayout.JAVA_BYTE, qs + (e & 15)) & 0xFF;
        return e < 16 ? b & 0xF : b >>> 4;
    }
}
