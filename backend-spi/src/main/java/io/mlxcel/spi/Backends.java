package io.mlxcel.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/** Finds backends on the classpath and chooses one ({@code MLXCEL_BACKEND}, else the best available). */
public final class Backends {
    private Backends() {
    }

    /** A provider with its probe result and its priority under the configuration probed. */
    public record Found(BackendProvider provider, Availability availability, int priority) {
        public String name() {
            return provider.name();
        }
    }

    /** Every provider on the classpath, probed, highest priority first. */
    public static List<Found> discover(BackendConfig config) {
        List<Found> found = new ArrayList<>();
        for (BackendProvider p : ServiceLoader.load(BackendProvider.class)) {
            Availability a;
            try {
                a = p.probe(config);
            } catch (RuntimeException | LinkageError e) {
                a = Availability.no("probe failed: " + e);
            }
            found.add(new Found(p, a, p.priority(config)));
        }
        found.sort(Comparator.comparingInt((Found f) -> -f.priority()).thenComparing(Found::name));
        return found;
    }

    /** Picks a backend: by name when {@code requested} is non-blank, else the highest-priority available one. */
    public static ComputeBackend select(String requested, BackendConfig config) {
        List<Found> found = discover(config);
        if (requested != null && !requested.isBlank()) {
            for (Found f : found) {
                if (f.name().equals(requested)) {
                    if (!f.availability().available()) {
                        throw new BackendSelectionException("backend '" + requested + "' (MLXCEL_BACKEND) is not available: "
                                + f.availability().reason() + "; " + describe(found));
                    }
                    return f.provider().create(config);
                }
            }
            throw new BackendSelectionException("unknown backend '" + requested + "' (MLXCEL_BACKEND); " + describe(found));
        }
        for (Found f : found) {
            if (f.availability().available()) return f.provider().create(config);
        }
        throw new BackendSelectionException("no backend available; " + describe(found));
    }

    /** Selection from the process environment. */
    public static ComputeBackend fromEnvironment() {
        return select(System.getenv("MLXCEL_BACKEND"), BackendConfig.fromEnvironment());
    }

    static String describe(List<Found> found) {
        if (found.isEmpty()) return "no backend JARs on the classpath";
        StringBuilder sb = new StringBuilder("backends found: ");
        for (int i = 0; i < found.size(); i++) {
            Found f = found.get(i);
            if (i > 0) sb.append("; ");
            sb.append(f.name()).append(f.availability().available() ? " (available)" : " (unavailable: " + f.availability().reason() + ")");
        }
        return sb.toString();
    }
}
