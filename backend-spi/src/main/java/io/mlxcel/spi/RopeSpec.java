package io.mlxcel.spi;

/**
 * Rotary position embedding parameters.
 *
 * @param dims        how many leading dimensions of each head are rotated (usually the head size)
 * @param theta       base frequency
 * @param interleaved true when rotated pairs are adjacent (x[2i], x[2i+1]), as in GGUF llama checkpoints whose q/k
 *                    rows were permuted by the converter; false for the HF "rotate half" layout (x[i], x[i+d/2])
 * @param scaling     how a long-context checkpoint rescales the frequencies, or null
 */
public record RopeSpec(int dims, double theta, boolean interleaved, Scaling scaling) {

    /** A frequency rescaling (Hugging Face's rope_scaling, GGUF's rope.scaling.*). */
    public sealed interface Scaling permits Llama3Scaling, LinearScaling, YarnScaling {
    }

    /** Llama 3.1 "llama3" rope_scaling: long wavelengths are slowed down by {@code factor}, short kept. */
    public record Llama3Scaling(double factor, double lowFreqFactor, double highFreqFactor, int originalMaxPositions) implements Scaling {
    }

    /** "linear" (position interpolation): every frequency divided by {@code factor}. */
    public record LinearScaling(double factor) implements Scaling {
    }

    /**
     * "yarn": frequencies of pairs below the correction range kept, above it divided by {@code factor}, ramped linearly
     * between; rotated values multiplied by {@code attentionFactor} (so q.k by its square).
     *
     * @param betaFast        rotations within the original context at which a pair starts to be interpolated
     * @param betaSlow        rotations at which it is fully interpolated
     * @param attentionFactor the magnitude factor on cos and sin (commonly 0.1 ln(factor) + 1)
     */
    public record YarnScaling(double factor, int originalMaxPositions, double betaFast, double betaSlow, double attentionFactor) implements Scaling {
        /** The usual magnitude factor for a scale: 0.1 * mscale * ln(scale) + 1 (1 for scales up to 1). */
        public static double magnitude(double scale, double mscale) {
            return scale <= 1 ? 1.0 : 0.1 * mscale * Math.log(scale) + 1.0;
        }

        /**
         * The pair range [low, high] of the ramp for {@code dims} rotated dimensions: the pair whose wavelength fits
         * {@code betaFast} (floored) and {@code betaSlow} (ceiled) times in the original context, within [0, dims - 1].
         */
        public double[] correctionRange(int dims, double theta) {
            double low = Math.floor(correctionDim(betaFast, dims, theta)), high = Math.ceil(correctionDim(betaSlow, dims, theta));
            return new double[]{Math.max(low, 0), Math.min(high, dims - 1)};
        }

        private double correctionDim(double rotations, int dims, double theta) {
            return dims * Math.log(originalMaxPositions / (rotations * 2 * Math.PI)) / (2 * Math.log(theta));
        }

        /** Pair i's weight of the original (extrapolated) frequency: 1 below the range, 0 above it, linear between. */
        public double extrapolation(int pair, double[] range) {
            double ramp = (pair - range[0]) / Math.max(0.001, range[1] - range[0]);
            return 1 - Math.min(1, Math.max(0, ramp));
        }
    }

    /** The per-pair inverse frequencies, scaling applied; the one definition every backend must use. */
    public double[] inverseFrequencies() {
        int half = dims / 2;
        double[] inv = new double[half];
        double[] yarnRange = scaling instanceof YarnScaling y ? y.correctionRange(dims, theta) : null;
        for (int i = 0; i < half; i++) {
            double f = 1.0 / Math.pow(theta, (2.0 * i) / dims);
            switch (scaling) {
                case null -> {
                }
                case Llama3Scaling s -> {
                    double lowWavelen = s.originalMaxPositions() / s.lowFreqFactor();
                    double highWavelen = s.originalMaxPositions() / s.highFreqFactor();
                    double wavelen = 2 * Math.PI / f;
                    if (wavelen > lowWavelen) {
                        f = f / s.factor();
                    } else if (wavelen >= highWavelen) {
                        double smooth = (s.originalMaxPositions() / wavelen - s.lowFreqFactor())
                                / (s.highFreqFactor() - s.lowFreqFactor());
                        f = (1 - smooth) * f / s.factor() + smooth * f;
                    }
                }
                case LinearScaling s -> f = f / s.factor();
                case YarnScaling s -> {
                    double keep = s.extrapolation(i, yarnRange);
                    f = f / s.factor() * (1 - keep) + f * keep;
                }
            }
            inv[i] = f;
        }
        return inv;
    }

    /** What cos and sin are multiplied by (YaRN's magnitude correction; 1 otherwise). */
    public double attentionFactor() {
        return scaling instanceof YarnScaling y ? y.attentionFactor() : 1.0;
    }
}
