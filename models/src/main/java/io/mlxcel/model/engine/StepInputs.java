package io.mlxcel.model.engine;

import io.mlxcel.spi.ComputeBackend;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.Tensor;

import java.util.Arrays;

/** The inputs of one forward step for a single sequence: token ids, positions, the index of the last real token, caches. */
public final class StepInputs {
    private StepInputs() {
    }

    /**
     * {@code tokens} at positions {@code start, start + 1, ...}, padded to the backend's prefill length for that many
     * tokens (a compiling backend's bucket) with id 0 at position -1, which writes and sees nothing.
     */
    public static Tensor[] of(ComputeBackend be, int[] tokens, int start, Tensor[] caches) {
        int n = tokens.length;
        int padded = n == 1 ? 1 : Math.max(n, be.prefillLength(n));
        int[] ids = Arrays.copyOf(tokens, padded);
        int[] pos = new int[padded];
        for (int i = 0; i < padded; i++) pos[i] = i < n ? start + i : -1;
        Tensor[] in = new Tensor[3 + caches.length];
        in[0] = be.ints(ids, Shape.of(1, padded));
        in[1] = be.ints(pos, Shape.of(1, padded));
        in[2] = be.ints(new int[]{n - 1}, Shape.of(1));
        System.arraycopy(caches, 0, in, 3, caches.length);
        return in;
    }
}
