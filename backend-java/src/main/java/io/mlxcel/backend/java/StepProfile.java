package io.mlxcel.backend.java;

/**
 * Where a step's time goes, per kind of step ({@code -Dmlxcel.java.profile=true}, printed when the backend closes).
 * For finding hot spots only; speed claims come from the benchmarks. {@code -Dmlxcel.java.profile.skip=N} leaves out
 * the first N steps (warm-up runs, whose interpreted and C1-compiled code would dominate the averages).
 */
final class StepProfile {
    static final boolean ON = Boolean.getBoolean("mlxcel.java.profile");
    private static final int SKIP = Integer.getInteger("mlxcel.java.profile.skip", 0);
    private long seen;

    enum Part { LINEAR, LM_HEAD, ATTENTION }

    private final String[] names = new String[8];
    private final long[][] nanos = new long[8][Part.values().length + 1];
    private final long[] steps = new long[8];
    private int current = -1;
    /** Per matmul shape, format and activation rows: calls and nanoseconds. */
    private final java.util.Map<String, long[]> matmuls = new java.util.TreeMap<>();

    void begin(String step) {
        if (seen++ < SKIP) {
            current = -1;
            return;
        }
        int i = 0;
        while (names[i] != null && !names[i].equals(step) && i < names.length - 1) i++;
        names[i] = step;
        current = i;
    }

    void end(long stepNanos) {
        if (current < 0) return;
        nanos[current][Part.values().length] += stepNanos;
        steps[current]++;
        current = -1;
    }

    void add(Part part, long n) {
        if (current >= 0) nanos[current][part.ordinal()] += n;
    }

    /** A matmul: counted as lm_head when it has more rows than any hidden projection, else as linear. */
    void addMatmul(io.mlxcel.spi.HostWeight w, int activationRows, long n) {
        if (current < 0) return;
        add(w.rows() > 16384 ? Part.LM_HEAD : Part.LINEAR, n);
        long[] e = matmuls.computeIfAbsent(w.rows() + "x" + w.cols() + " " + w.type() + " m=" + activationRows, k -> new long[2]);
        e[0]++;
        e[1] += n;
    }

    /** Per elementwise op (part of "other") and step kind: calls and nanoseconds. */
    private final java.util.Map<String, long[]> ops = new java.util.TreeMap<>();

    /** An op outside the matmuls and attention, so that "other" can be broken down. */
    void addOp(String op, long n) {
        if (current < 0) return;
        long[] e = ops.computeIfAbsent(names[current] + " " + op, k -> new long[2]);
        e[0]++;
        e[1] += n;
    }

    String report() {
        StringBuilder sb = new StringBuilder("java backend profile (ms per step):");
        for (int i = 0; i < names.length && names[i] != null; i++) {
            double s = Math.max(1, steps[i]) * 1e6;
            long[] t = nanos[i];
            long parts = 0;
            for (int p = 0; p < Part.values().length; p++) parts += t[p];
            sb.append(String.format("%n  %-12s x%-5d step %.3f  linear %.3f  lm_head %.3f  attention %.3f  other %.3f",
                    names[i], steps[i], t[Part.values().length] / s, t[0] / s, t[1] / s, t[2] / s,
                    (t[Part.values().length] - parts) / s));
        }
        matmuls.forEach((k, v) -> sb.append(String.format("%n  %s: %d calls, %.2f us", k, v[0], v[1] / 1e3 / v[0])));
        ops.forEach((k, v) -> sb.append(String.format("%n  op %s: %d calls, %.2f us", k, v[0], v[1] / 1e3 / v[0])));
        return sb.toString();
    }
}
