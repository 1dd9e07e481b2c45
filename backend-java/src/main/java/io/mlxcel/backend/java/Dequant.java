package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** Expands one row of a weight of any supported format to F32 (embedding lookups, tests). */
final class Dequant {
    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED;

    private Dequant() {
    }

    static void row(HostWeight w, int row, MemorySegment out, long outOff) {
        MemorySegment d = w.data();
        int k = w.cols();
        switch (w.type()) {
            case F32 -> MemorySegment.copy(d, 4L * row * k, out, outOff, 4L * k);
            case F16 -> {
                for (int i = 0; i < k; i++) put(out, outOff, i, Fp16.toFloat(d.get(I16, 2L * ((long) row * k + i))));
            }
            case BF16 -> {
                for (int i = 0; i < k; i++) put(out, outOff, i, Fp16.bf16ToFloat(d.get(I16, 2L * ((long) row * k + i))));
            }
            case Q4_K, Q6_K -> {
                int bb = w.type().ggufBlockBytes(), blocks = k / 256;
                long rowOff = (long) row * blocks * bb;
                float[] tmp = new float[256];
                for (int b = 0; b < blocks; b++) {
                    if (w.type() == io.mlxcel.spi.WeightType.Q4_K) KQuantDot.dequantQ4K(d, rowOff + (long) b * bb, tmp, 0);
                    else KQuantDot.dequantQ6K(d, rowOff + (long) b * bb, tmp, 0);
                    for (int j = 0; j < 256; j++) put(out, outOff, b * 256 + j, tmp[j]);
                }
            }
            case Q4_0, Q4_1, Q8_0, Q5_0 -> {
                int bb = w.type().ggufBlockBytes();
                long rowOff = (long) row * (k / 32) * bb;
                for (int b = 0; b < k / 32; b++) {
                    long off = rowOff + (long) b * bb;
                    float scale = Fp16.toFloat(d.get(I16, off));
                    for (int j = 0; j < 32; j++) {
                        float v = switch (w.type()) {
                            case Q4_0 -> scale * (nibble(d, off + 2, j) - 8);
                            case Q4_1 -> scale * nibble(d, off + 4, j) + Fp16.toFloat(d.get(I16, off + 2));
                            case Q5_0 -> scale * ((nibble(d, off + 6, j) | (((d.get(ValueLayout.JAVA_INT_UNALIGNED, off + 2) >>> j) & 1) << 4)) - 16);
                            default -> scale * d.get(ValueLayout.JAVA_BYTE, off + 2 + j);
                        };
                        put(out, outOff, b * 32 + j, v);
                    }
                }
            }
            case MLX_AFFINE -> {
                int bits = w.bits();
                int perWord = 32 / bits;
                int mask = (1 << bits) - 1;
                int groups = k / w.groupSize();
                for (int j = 0; j < k; j++) {
                    int word = d.get(ValueLayout.JAVA_INT_UNALIGNED, 4L * ((long) row * (k / perWord) + j / perWord));
                    int q = (word >>> ((j % perWord) * bits)) & mask;
                    long gi = (long) row * groups + j / w.groupSize();
                    put(out, outOff, j, FloatDot.scaleAt(w.scales(), w.scaleType(), gi) * q
                            + FloatDot.scaleAt(w.biases(), w.scaleType(), gi));
                }
            }
        }
    }

    private static int nibble(MemorySegment d, long qsOff, int j) {
        int packed = d.get(ValueLayout.JAVA_BYTE, qsOff + (j & 15)) & 0xFF;
        return j < 16 ? packed & 0x0F : packed >>> 4;
    }

    private static void put(MemorySegment out, long off, int i, float v) {
        out.set(ValueLayout.JAVA_FLOAT_UNALIGNED, off + 4L * i, v);
    }
}
