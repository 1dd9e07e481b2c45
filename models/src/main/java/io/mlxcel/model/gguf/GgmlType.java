package io.mlxcel.model.gguf;

import io.mlxcel.model.CheckpointException;
import io.mlxcel.spi.WeightType;

import java.nio.file.Path;

/** ggml tensor type ids used in GGUF files, mapped to the formats our backends implement. */
final class GgmlType {
    static final int F32 = 0, F16 = 1, Q4_0 = 2, Q4_1 = 3, Q5_0 = 6, Q8_0 = 8, Q4_K = 12, Q6_K = 14, BF16 = 30;

    private GgmlType() {
    }

    static WeightType weightType(int ggml, Path path, String tensor) {
        return switch (ggml) {
            case F32 -> WeightType.F32;
            case F16 -> WeightType.F16;
            case BF16 -> WeightType.BF16;
            case Q4_0 -> WeightType.Q4_0;
            case Q4_1 -> WeightType.Q4_1;
            case Q8_0 -> WeightType.Q8_0;
            case Q5_0 -> WeightType.Q5_0;
            case Q4_K -> WeightType.Q4_K;
            case Q6_K -> WeightType.Q6_K;
            default -> throw new CheckpointException(path + ": tensor '" + tensor + "' has ggml type " + name(ggml)
                    + ", which this engine does not support yet (supported: F32, F16, BF16, Q4_0, Q4_1, Q5_0, Q8_0, Q4_K, Q6_K)");
        };
    }

    static long byteSize(int ggml, long numel, Path path, String tensor) {
        return switch (ggml) {
            case F32 -> numel * 4;
            case F16, BF16 -> numel * 2;
            case Q4_0 -> numel / 32 * 18;
            case Q4_1 -> numel / 32 * 20;
            case Q8_0 -> numel / 32 * 34;
            case 6 -> numel / 32 * 22;   // Q5_0
            case 7 -> numel / 32 * 24;   // Q5_1
            case 10 -> numel / 256 * 84;  // Q2_K
            case 11 -> numel / 256 * 110; // Q3_K
            case 12 -> numel / 256 * 144; // Q4_K
            case 13 -> numel / 256 * 176; // Q5_K
            case 14 -> numel / 256 * 210; // Q6_K
            case 15 -> numel / 256 * 292; // Q8_K
            default -> throw new CheckpointException(path + ": tensor '" + tensor + "' has unknown ggml type " + ggml);
        };
    }

    static String name(int ggml) {
        return switch (ggml) {
            case F32 -> "F32"; case F16 -> "F16"; case Q4_0 -> "Q4_0"; case Q4_1 -> "Q4_1"; case 6 -> "Q5_0";
            case 7 -> "Q5_1"; case Q8_0 -> "Q8_0"; case 10 -> "Q2_K"; case 11 -> "Q3_K"; case 12 -> "Q4_K";
            case 13 -> "Q5_K"; case 14 -> "Q6_K"; case 15 -> "Q8_K"; case BF16 -> "BF16";
            default -> "#" + ggml;
        };
    }
}
