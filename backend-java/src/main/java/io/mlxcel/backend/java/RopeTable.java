package io.mlxcel.backend.java;

import io.mlxcel.spi.RopeSpec;

import java.util.Arrays;

/**
 * The rotary embedding's cosines and sines per position, for one {@link RopeSpec}, computed once and kept: every
 * layer rotates q and k at the same positions, so a step that computed them per call did the same sixty sets of
 * {@link Libm} calls per token (SmolLM2: 30 layers, q and k). The angles are formed as llama.cpp forms them:
 * theta_i = p * base^(-2i/dims), the power iterated in float, divided by the scaling factor of pair i.
 */
final class RopeTable {
    private final float[] factors;
    private final float thetaScale;
    final int half;
    /** cos and sin of pair i at position p at [p * half + i], for positions below {@code positions}; never changed once published. */
    record Angles(float[] cos, float[] sin, int positions) {
    }

    /**
     * The current angles. Read without a lock: a decode step asks sixty times for angles it already has, and the
     * locked reads plus the map lookup cost about 2 us a call, more than rotating a token's q or k.
     */
    private volatile Angles angles = new Angles(new float[0], new float[0], 0);

    RopeTable(RopeSpec spec) {
        this.half = spec.dims() / 2;
        this.thetaScale = Libm.pow((float) spec.theta(), -2.0f / spec.dims());
        double[] scaled = spec.inverseFrequencies();
        double[] plain = new RopeSpec(spec.dims(), spec.theta(), spec.interleaved(), null).inverseFrequencies();
        this.factors = new float[half];
        for (int i = 0; i < half; i++) factors[i] = spec.scaling() == null ? 1f : (float) (plain[i] / scaled[i]);
    }

    /** Angles covering positions 0..maxPosition, extending the table first when it is shorter. */
    Angles cover(int maxPosition) {
        Angles now = angles;
        return maxPosition < now.positions ? now : extend(maxPosition);
    }

    private synchronized Angles extend(int maxPosition) {
        Angles now = angles;
        if (maxPosition < now.positions) return now;
        int positions = now.positions;
        // at least 256 positions, then doubling: each extension is a branch the compiled callers had not taken, so a
        // deoptimization and a recompile; a table grown a few positions at a time repeated that through a first chat
        int n = Math.max(Math.max(maxPosition + 1, 256), Math.min(2 * positions, maxPosition + 4096));
        float[] c = Arrays.copyOf(now.cos, n * half), s = Arrays.copyOf(now.sin, n * half);
        for (int p = positions; p < n; p++) {
            float theta = p;
            for (int i = 0; i < half; i++) {
                c[p * half + i] = Libm.cos(theta / factors[i]);
                s[p * half + i] = Libm.sin(theta / factors[i]);
                theta *= thetaScale;
            }
        }
        Angles grown = new Angles(c, s, n);
        angles = grown;
        return grown;
    }
}
