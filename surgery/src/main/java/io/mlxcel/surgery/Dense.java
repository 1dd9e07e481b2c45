package io.mlxcel.surgery;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** Reads and writes F32 / F16 / BF16 tensors as float arrays, keeping the storage type. */
final class Dense {
    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;

    private Dense() {
    }

    static boolean supports(WeightType t) {
        return t == WeightType.F32 || t == WeightType.F16 || t == WeightType.BF16;
    }

    static float[] read(MemorySegment data, WeightType type, long n) {
        float[] out = new float[Math.toIntExact(n)];
        for (int i = 0; i < out.length; i++) out[i] = get(data, type, i);
        return out;
    }

    static float get(MemorySegment data, WeightType type, long i) {
        return switch (type) {
            case F32 -> data.get(F32, 4 * i);
            case F16 -> Float.float16ToFloat(data.get(I16, 2 * i));
            case BF16 -> Float.intBitsToFloat((data.get(I16, 2 * i) & 0xFFFF) << 16);
            default -> throw new IllegalStateException(type.toString());
        };
    }

    static MemorySegment write(float[] v, WeightType type, Arena arena) {
        MemorySegment out = arena.allocate((long) v.length * (type == WeightType.F32 ? 4 : 2), 64);
        for (int i = 0; i < v.length; i++) {
            switch (type) {
                case F32 -> out.set(F32, 4L * i, v[i]);
                case F16 -> out.set(I16, 2L * i, Float.floatToFloat16(v[i]));
                case BF16 -> out.set(I16, 2L * i, bf16(v[i]));
                default -> throw new IllegalStateException(type.toString());
            }
        }
        return out;
    }

    /** Round-to-nearest-even to bfloat16 (NaN kept quiet). */
    static short bf16(float f) {
        int bits = Float.floatToRawIntBits(f);
        if (Float.isNaN(f)) return (short) ((bits >>> 16) | 0x40);
        return (short) ((bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16);
    }

    static WeightType weightType(DType t) {
        return switch (t) {
            case F32 -> WeightType.F32;
            case F16 -> WeightType.F16;
            case BF16 -> WeightType.BF16;
            default -> throw new IllegalStateException(t.toString());
        };
    }

    static WeightType fromSafetensors(String dtype) {
        return switch (dtype) {
            case "F32" -> WeightType.F32;
            case "F16" -> WeightType.F16;
            case "BF16" -> WeightType.BF16;
            default -> null;
        };
    }

    static HostWeight withData(HostWeight w, MemorySegment data) {
        return new HostWeight(w.name(), w.type(), w.shape(), data, w.scales(), w.biases(), w.scaleType(), w.groupSize(), w.bits());
    }
}
