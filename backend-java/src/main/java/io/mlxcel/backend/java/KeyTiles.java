package io.mlxcel.backend.java;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.Shape;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;

/**
 * The key cache layout of F16 caches: each kv head's keys in tiles of {@link #TILE} (the vector width), a tile
 * holding dimension i of its keys at floats (t * dh + i) * TILE .. + TILE - 1. A vector then holds one dimension of
 * TILE keys, so a single-token step forms TILE scores at once with no horizontal reduction, and a several-token
 * step stages the tiles for {@link AttentionKernel#runBatchedTiles} by a plain copy (before, each prefill step
 * transposed every key it saw).
 *
 * <p>Each score keeps the reference's single-token order exactly (adr/0012): the reference sums a key's 16 dot-product
 * lanes l (dimension d goes to lane d mod 16) in four FMA chains, chunk c of 16 dimensions into chain c mod 4, adds
 * them as (c0 + c2) + (c1 + c3), then reduces the 16 lanes by {@link AttentionKernel#treeSum16}. Here each vector lane
 * is a key and runs exactly those operations: per reference lane l the four chains (from +0, as the reference's
 * zeroed accumulators), their sum, then the tree over the sixteen lane vectors. The q.k products of the query heads
 * that share a kv head are formed together, so each key vector is loaded once for all of them.
 */
final class KeyTiles {
    static final int TILE = AttentionKernel.TILE;
    private static final VectorSpecies<Float> F = Simd.F;
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    /** {@code -Dmlxcel.java.keyTiles=false} keeps key caches in rows (for comparisons). */
    private static final boolean ENABLED = !"false".equals(System.getProperty("mlxcel.java.keyTiles"));

    private KeyTiles() {
    }

    /**
     * Whether a key cache of this shape and type is kept in tiles: F16, vector kernels, whole tiles, dh a multiple of
     * 64, and a batch row within {@link JavaAttention#MAX_STAGED_KEYS} (a several-token step copies its visible tiles
     * into one float array of at most that size). Bounded per row, not per tensor, so that the batch caches and the
     * one-row prefill caches of the same model (the server copies rows between them) share a layout.
     */
    static boolean applies(Shape shape, DType dtype) {
        if (!ENABLED || !Simd.VECTOR || dtype != DType.F16 || shape.rank() != 4) return false;
        int cap = shape.dim(2), dh = shape.dim(3);
        return dh % 64 == 0 && cap % TILE == 0 && shape.size() / shape.dim(0) < JavaAttention.MAX_STAGED_KEYS;
    }

    /** The float index of dimension i of key p, in the kv head whose keys start at float headBase. */
    static long index(long headBase, int dh, int p, int i) {
        return headBase + ((long) (p / TILE) * dh + i) * TILE + p % TILE;
    }

    /**
     * Scaled scores of tiles t0..t1 of the kv head at float kvBase for {@code count} query heads (1..4; head m's
     * f16-rounded query at qa[m * dh ..]) into out[m][t * TILE ..]. {@code rows} is scratch for 16 * count * TILE floats.
     */
    static void scores(MemorySegment k, long kvBase, int dh, int t0, int t1, float[] qa, int count, float scale,
                       float[][] out, float[] rows) {
        FloatVector z = FloatVector.zero(F);
        for (int t = t0, tEnd = t1 + 1; t < tEnd; t++) {
            long o = 4 * (kvBase + (long) t * dh * TILE);
            if (dh == 64) {
                // one chunk per chain: each key vector loaded once for all heads
                for (int l = 0; l < 16; l++) {
                    FloatVector k0 = FloatVector.fromMemorySegment(F, k, o + 4L * TILE * l, LE);
                    FloatVector k1 = FloatVector.fromMemorySegment(F, k, o + 4L * TILE * (l + 16), LE);
                    FloatVector k2 = FloatVector.fromMemorySegment(F, k, o + 4L * TILE * (l + 32), LE);
                    FloatVector k3 = FloatVector.fromMemorySegment(F, k, o + 4L * TILE * (l + 48), LE);
                    for (int m = 0; m < count; m++) {
                        int q = 64 * m + l;
                        FloatVector c0 = k0.fma(FloatVector.broadcast(F, qa[q]), z), c1 = k1.fma(FloatVector.broadcast(F, qa[q + 16]), z);
                        FloatVector c2 = k2.fma(FloatVector.broadcast(F, qa[q + 32]), z), c3 = k3.fma(FloatVector.broadcast(F, qa[q + 48]), z);
                        c0.add(c2).add(c1.add(c3)).intoArray(rows, (16 * m + l) * TILE);
                    }
                }
            } else {
                for (int l = 0; l < 16; l++) {
                    for (int m = 0; m < count; m++) {
                        FloatVector c0 = z, c1 = z, c2 = z, c3 = z;
                        for (int d = l; d < dh; d += 64) {
                            long ko = o + 4L * TILE * d;
                            int q = m * dh + d;
                            c0 = FloatVector.fromMemorySegment(F, k, ko, LE).fma(FloatVector.broadcast(F, qa[q]), c0);
                            c1 = FloatVector.fromMemorySegment(F, k, ko + 64L * TILE, LE).fma(FloatVector.broadcast(F, qa[q + 16]), c1);
                            c2 = FloatVector.fromMemorySegment(F, k, ko + 128L * TILE, LE).fma(FloatVector.broadcast(F, qa[q + 32]), c2);
                            c3 = FloatVector.fromMemorySegment(F, k, ko + 192L * TILE, LE).fma(FloatVector.broadcast(F, qa[q + 48]), c3);
                        }
                        c0.add(c2).add(c1.add(c3)).intoArray(rows, (16 * m + l) * TILE);
                    }
                }
            }
            // the tree over the 16 lane vectors: t_i = r_i + r_i+8, u_i = t_i + t_i+4, (u_0 + u_2) + (u_1 + u_3)
            for (int m = 0; m < count; m++) {
                int r = 16 * m * TILE;
                FloatVector u0 = FloatVector.fromArray(F, rows, r).add(FloatVector.fromArray(F, rows, r + 8 * TILE))
                        .add(FloatVector.fromArray(F, rows, r + 4 * TILE).add(FloatVector.fromArray(F, rows, r + 12 * TILE)));
                FloatVector u1 = FloatVector.fromArray(F, rows, r + TILE).add(FloatVector.fromArray(F, rows, r + 9 * TILE))
                        .add(FloatVector.fromArray(F, rows, r + 5 * TILE).add(FloatVector.fromArray(F, rows, r + 13 * TILE)));
                FloatVector u2 = FloatVector.fromArray(F, rows, r + 2 * TILE).add(FloatVector.fromArray(F, rows, r + 10 * TILE))
                        .add(FloatVector.fromArray(F, rows, r + 6 * TILE).add(FloatVector.fromArray(F, rows, r + 14 * TILE)));
                FloatVector u3 = FloatVector.fromArray(F, rows, r + 3 * TILE).add(FloatVector.fromArray(F, rows, r + 11 * TILE))
                        .add(FloatVector.fromArray(F, rows, r + 7 * TILE).add(FloatVector.fromArray(F, rows, r + 15 * TILE)));
                u0.add(u2).add(u1.add(u3)).mul(scale).intoArray(out[m], t * TILE);
            }
        }
    }
}
