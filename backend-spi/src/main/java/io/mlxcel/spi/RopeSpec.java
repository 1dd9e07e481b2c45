package io.mlxcel.spi;

/**
 * Rotary position embedding parameters.
 *
 * @param dims        how many leading dimensions of each head are rotated (usually the head size)
 * @param theta       base frequency
 * @param interleaved true when rotated pairs are adjacent (x[2i], x[2i+1]), as in GGUF llama checkpoints whose q/k
 *                    rows were permuted by the converter; false for the HF "rotate half" layout (x[i], x[i+d/2])
 * @param scaling     optional Llama-3 style frequency scaling, or null
 */
public record RopeSpec(int dims, double theta, boolean interleaved, Llama3Scaling scaling) {

    /** Llama 3.1 "llama3" rope_scaling: long wavelengths are slowed down by {@code factor}, short kept. */
    public record Llama3Scaling(double factor, double lowFreqFactor, double highFreqFactor, int originalMaxPositions) {
    }

    /** The per-pair inverse frequencies, scaling applied; the one definition every backend must use. */
    public double[] inverseFrequencies() {
        int half = dims / 2;
        double[] inv = new double[half];
        for (int i = 0; i < half; i++) {
            double f = 1.0 / Math.pow(theta, (2.0 * i) / dims);
            if (scaling != null) {
                double lowWavelen = scaling.originalMaxPositions() / scaling.lowFreqFactor();
                double highWavelen = scaling.originalMaxPositions() / scaling.highFreqFactor();
                double wavelen = 2 * Math.PI / f;
                if (wavelen > lowWavelen) {
                    f = f / scaling.factor();
                } else if (wavelen >= highWavelen) {
                    double smooth = (scaling.originalMaxPositions() / wavelen - scaling.lowFreqFactor())
                            / (scaling.highFreqFactor() - scaling.lowFreqFactor());
                    f = (1 - smooth) * f / scaling.factor() + smooth * f;
                }
            }
            inv[i] = f;
        }
        return inv;
    }
}
