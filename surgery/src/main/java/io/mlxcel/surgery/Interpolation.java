package io.mlxcel.surgery;

/** Linear and spherical interpolation of two tensors (flattened), in double precision. */
final class Interpolation {
    /** Below this |sin(angle)| the tensors are treated as parallel and slerp falls back to lerp. */
    static final double PARALLEL = 1e-6;

    private Interpolation() {
    }

    static float[] apply(float[] a, float[] b, double t, Operation.Method method) {
        double wa = 1 - t, wb = t;
        if (method == Operation.Method.SLERP) {
            double dot = 0, na = 0, nb = 0;
            for (int i = 0; i < a.length; i++) {
                dot += (double) a[i] * b[i];
                na += (double) a[i] * a[i];
                nb += (double) b[i] * b[i];
            }
            double cos = na == 0 || nb == 0 ? 1 : Math.max(-1, Math.min(1, dot / Math.sqrt(na * nb)));
            double omega = Math.acos(cos), sin = Math.sin(omega);
            if (Math.abs(sin) > PARALLEL) {
                wa = Math.sin((1 - t) * omega) / sin;
                wb = Math.sin(t * omega) / sin;
            }
        }
        float[] out = new float[a.length];
        for (int i = 0; i < a.length; i++) out[i] = (float) (wa * a[i] + wb * b[i]);
        return out;
    }
}
