package io.mlxcel.backend.java;

import io.mlxcel.spi.RopeSpec;

import java.util.Arrays;

/**
 * The rotary embedding's cosines and sines per position, for one {@link RopeSpec}, computed once and kept: every
 * layer rotates q and k at the same positions, so a step that computed them per call did the same sixty sets of
 * {@link Libm} calls per token (SmolLM2: 30 layers, q and k). The angles are formed as llama.cpp forms them:
 * theta_i = p * base^(-2i/dims), the power iterated in float, divided by the frequency factor of pair i (Llama 3
 * scaling); linear and YaRN scaling then mix it with the interpolated angle freq_scale * theta_i (ggml's rope_yarn),
 * and YaRN multiplies cos and sin by its magnitude factor, each step in float as there.
 */
final class RopeTable {
    private final float[] factors;
    private final float thetaScale;
    /** 1 / factor for linear and YaRN scaling (ggml's freq_scale); 1 otherwise. */
    private final float freqScale;
    /** Per pair, the weight of the original angle (YaRN's ramp; null: none), and the magnitude on cos and sin. */
    private final float[] extrapolation;
    private final float magnitude;
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
        this.factors = new float[half];
        java.util.Arrays.fill(factors, 1f);
        float scale = 1f, mag = 1f;
        float[] ramp = null;
        switch (spec.scaling()) {
            case RopeSpec.Llama3Scaling l -> {
                double[] scaled = spec.inverseFrequencies();
                double[] plain = new RopeSpec(spec.dims(), spec.theta(), spec.interleaved(), null).inverseFrequencies();
                for (int i = 0; i < half; i++) factors[i] = (float) (plain[i] / scaled[i]);
            }
            case RopeSpec.LinearScaling l -> scale = (float) (1.0 / l.factor());
            case RopeSpec.YarnScaling y -> {
                scale = (float) (1.0 / y.factor());
                double[] range = y.correctionRange(spec.dims(), spec.theta());
                ramp = new float[half];
                float low = (float) range[0], high = (float) range[1];
                for (int i = 0; i < half; i++) ramp[i] = 1 - Math.min(1f, Math.max(0f, (i - low) / Math.max(0.001f, high - low)));
                // llama.cpp hands the rope its attention factor divided by 1 + 0.1 ln(factor), which rope_yarn multiplies
                // back: the product, rounded as there
                float f = (float) y.factor();
                float base = 1.0f + 0.1f * (float) Math.log(f);
                float handed = (float) y.attentionFactor() / base;
                mag = handed * (1.0f + 0.1f * (float) Math.log(1.0f / scale));
            }
            case null -> {
            }
        }
        this.freqScale = scale;
        this.extrapolation = ramp;
        this.magnitude = mag;
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
                float extrap = theta / factors[i];
                float angle = freqScale == 1f ? extrap : freqScale * extrap;
                if (extrapolation != null) angle = angle * (1 - extrapolation[i]) + extrap * extrapolation[i];
                c[p * half + i] = magnitude == 1f ? Libm.cos(angle) : Libm.cos(angle) * magnitude;
                s[p * half + i] = magnitude == 1f ? Libm.sin(angle) : Libm.sin(angle) * magnitude;
                theta *= thetaScale;
            }
        }
        Angles grown = new Angles(c, s, n);
        angles = grown;
        return grown;
    }
}
