package io.mlxcel.backend.java;

import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Makes {@link PackedQuant}s: which GGUF block-quantized weights pack, and the repacking into that class's layout
 * (read from the {@link PackCache} when it holds the weight). Load-time code, apart from the kernels.
 */
final class PackedQuantPacker {
    private static final int ROWS = PackedQuant.ROWS;

    private PackedQuantPacker() {
    }

    /** Whether {@link #pack} packs w: {@link #fits} and {@link #finiteScales}. */
    static boolean supports(HostWeight w) {
        return fits(w) && finiteScales(w);
    }

    /** Type and shape: what {@link #pack} needs before it looks at the scales. */
    static boolean fits(HostWeight w) {
        return Simd.VECTOR && !Boolean.getBoolean("mlxcel.java.unpacked")
                && (w.type() == WeightType.Q4_0 || w.type() == WeightType.Q4_1 || w.type() == WeightType.Q8_0 || w.type() == WeightType.Q5_0)
                && w.shape().length == 2 && w.rows() % ROWS == 0;
    }

    /** The kernels' f16 conversion is exact for finite values only; a weight with an Inf/NaN scale stays unpacked. */
    static boolean finiteScales(HostWeight w) {
        int[] scales = w.type() == WeightType.Q4_1 ? new int[]{0, 2} : new int[]{0};   // d (and m): byte offsets
        return Fp16.allFinite(w.data(), (long) w.rows() * (w.cols() / 32), w.type().ggufBlockBytes(), scales);
    }

    /**
     * Q5_0 is stored as Q8_0 (each block's codes q - 16 as int8, its d unchanged), so it runs the Q8_0 kernels: their
     * order (group sums of four, an fma per group and block into eight lanes) is Q5_0's as well. That costs 34 bytes
     * a block against the file's 22, but a 5-bit code taken apart in the kernel (nibble plus a high bit) would cost
     * twice the vector operations, and these kernels are bound by operations. Null when w's scales are not
     * {@link #finiteScales finite} (checked when the {@link PackCache} has no entry for w).
     */
    static PackedQuant pack(HostWeight w, PageMemory memory, WorkerPool pool) {
        WeightType t = w.type() == WeightType.Q5_0 ? WeightType.Q8_0 : w.type();
        MemorySegment src = w.data();
        boolean q5 = w.type() == WeightType.Q5_0;
        return PackCache.shared().packed(w, PackedQuant.class, (long) (w.rows() / ROWS) * (w.cols() / 32) * PackedQuant.blockBytes(t), memory, pool,
                PackedQuantPacker::finiteScales, data -> new PackedQuant(t, w.rows(), w.cols(), data),
                // row groups split across the pool's threads
                p -> pool.forRange(w.rows() / ROWS, (from, to) -> {
                    if (q5) fillFromQ5_0(p, src, from, to);
                    else fill(p, src, from, to);
                }));
    }

    /** {@link #fill} for Q5_0 into the Q8_0 layout (see {@link #pack}), through the same bulk-filled arrays. */
    private static void fillFromQ5_0(PackedQuant p, MemorySegment src, int fromGroup, int toGroup) {
        int blocks = p.blocks, stride = p.stride;
        MemorySegment data = p.data;
        int shorts = 11;   // a 22-byte block: d, the 32 high bits, 16 bytes of nibbles
        int wordsAt = ROWS * blocks;
        short[] in = new short[ROWS * blocks * shorts];
        short[] out = new short[blocks * stride / 2];
        for (int g = fromGroup; g < toGroup; g++) {
            MemorySegment.copy(src, ValueLayout.JAVA_SHORT_UNALIGNED, (long) g * ROWS * blocks * 22, in, 0, in.length);
            for (int b = 0; b < blocks; b++) {
                for (int r = 0; r < ROWS; r++) {
                    int s = (r * blocks + b) * shorts;
                    out[ROWS * b + r] = in[s];
                    int qh = in[s + 1] & 0xFFFF | in[s + 2] << 16;
                    for (int wi = 0; wi < 8; wi++) {
                        int word = 0;
                        for (int k = 0; k < 4; k++) {
                            int j = 4 * wi + k, nibbleByte = j & 15;   // nibble byte i is byte 6 + i: unit 3 + i / 2
                            int packed = in[s + 3 + nibbleByte / 2] >>> 8 * (nibbleByte % 2) & 0xFF;
                            int q = ((j < 16 ? packed & 0xF : packed >>> 4) | ((qh >>> j) & 1) << 4) - 16;
                            word |= (q & 0xFF) << (8 * k);
                        }
                        int o = wordsAt + 2 * ROWS * (wi * blocks + b) + 2 * r;
                        out[o] = (short) word;
                        out[o + 1] = (short) (word >>> 16);
                    }
                }
            }
            MemorySegment.copy(out, 0, data, ValueLayout.JAVA_SHORT, (long) g * blocks * stride, out.length);
        }
    }

    /**
     * Repacks row groups fromGroup .. toGroup - 1. A row group's blocks are contiguous in the file and in the packed
     * layout, so each is copied into an array in bulk, rearranged there and copied out in bulk: at load this code runs
     * interpreted or in C1 code at first, where array accesses cost a fraction of memory-segment accesses (SmolLM2's
     * load was half repacking). Every block is a whole number of 16-bit units (18, 20 or 34 bytes), so the arrays hold
     * shorts; a 32-bit word is its two halves, low half first (both sides little-endian).
     */
    private static void fill(PackedQuant p, MemorySegment src, int fromGroup, int toGroup) {
        int blocks = p.blocks, stride = p.stride;
        MemorySegment data = p.data;
        WeightType type = p.type;
        int bb = type.ggufBlockBytes(), shorts = bb / 2;
        boolean hasMin = type == WeightType.Q4_1;
        int qsAt = hasMin ? 2 : 1, words = type == WeightType.Q8_0 ? 8 : 4;
        int wordsAt = ROWS * blocks * (hasMin ? 2 : 1);
        short[] in = new short[ROWS * blocks * shorts];
        short[] out = new short[blocks * stride / 2];
        for (int g = fromGroup; g < toGroup; g++) {
            MemorySegment.copy(src, ValueLayout.JAVA_SHORT_UNALIGNED, (long) g * ROWS * blocks * bb, in, 0, in.length);
            for (int b = 0; b < blocks; b++) {
                for (int r = 0; r < ROWS; r++) {
                    int s = (r * blocks + b) * shorts;
                    out[ROWS * b + r] = in[s];
                    if (hasMin) out[ROWS * (blocks + b) + r] = in[s + 1];
                    for (int wi = 0; wi < words; wi++) {
                        int o = wordsAt + 2 * ROWS * (wi * blocks + b) + 2 * r;
                        out[o] = in[s + qsAt + 2 * wi];
                        out[o + 1] = in[s + qsAt + 2 * wi + 1];
                    }
                }
            }
            MemorySegment.copy(out, 0, data, ValueLayout.JAVA_SHORT, (long) g * blocks * stride, out.length);
        }
    }
}
