package io.mlxcel.surgery;

import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A parsed and type-checked surgery file: {@code version: 1} and an ordered {@code operations:} list. Everything that
 * can be checked without the checkpoint is checked here; {@link Surgery#bind} checks the rest before any change.
 */
record SurgeryPlan(Path file, List<Operation> operations) {
    private static final Map<String, Set<String>> FIELDS = Map.of(
            "scale", Set.of("op", "pattern", "factor"),
            "add", Set.of("op", "pattern", "source", "alpha"),
            "prune", Set.of("op", "pattern", "granularity", "head_ids", "layer_ids", "channel_ids"),
            "replace", Set.of("op", "pattern", "source", "source_key"),
            "interpolate", Set.of("op", "pattern", "source_a", "source_b", "ratio", "method"));

    static SurgeryPlan parse(Path file) {
        String f = file.toString();
        Object doc;
        try {
            String text = Files.readString(file);
            doc = new Load(LoadSettings.builder().setAllowDuplicateKeys(false).setLabel(f).build()).loadFromString(text);
        } catch (IOException e) {
            throw new SurgeryException(f + ": cannot read: " + e.getMessage());
        } catch (YamlEngineException e) {
            throw new SurgeryException(f + ": not valid YAML: " + e.getMessage().replaceAll("\\s+", " ").strip());
        }
        if (!(doc instanceof Map<?, ?> root)) throw new SurgeryException(f + ": expected a mapping with 'version' and 'operations'");
        for (Object k : root.keySet()) {
            if (!"version".equals(k) && !"operations".equals(k)) throw new SurgeryException(f + ": unknown top-level field '" + k + "'");
        }
        Object version = root.get("version");
        if (!(version instanceof Integer v) || v != 1) throw new SurgeryException(f + ": version: expected 1, got " + version);
        if (!(root.get("operations") instanceof List<?> ops)) throw new SurgeryException(f + ": operations: expected a list");
        if (ops.isEmpty()) throw new SurgeryException(f + ": operations: the list is empty");
        Path base = file.toAbsolutePath().getParent();
        List<Operation> out = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            if (!(ops.get(i) instanceof Map<?, ?> m)) throw SurgeryException.at(f, i, null, "expected a mapping");
            out.add(operation(f, i, m, base));
        }
        return new SurgeryPlan(file, List.copyOf(out));
    }

    private static Operation operation(String f, int i, Map<?, ?> m, Path base) {
        String op = text(f, i, m, "op");
        Set<String> allowed = FIELDS.get(op);
        if (allowed == null) throw SurgeryException.at(f, i, "op", "unknown operation '" + op + "' (known: scale, add, prune, replace, interpolate)");
        for (Object k : m.keySet()) {
            if (!allowed.contains(String.valueOf(k))) throw SurgeryException.at(f, i, String.valueOf(k), "unknown field for '" + op + "'");
        }
        String patternText = text(f, i, m, "pattern");
        Glob pattern;
        try {
            pattern = Glob.compile(patternText);
        } catch (IllegalArgumentException e) {
            throw SurgeryException.at(f, i, "pattern", "bad glob '" + patternText + "': " + e.getMessage());
        }
        return switch (op) {
            case "scale" -> new Operation.Scale(i, pattern, number(f, i, m, "factor", null));
            case "add" -> new Operation.Add(i, pattern, source(f, i, m, "source", base), number(f, i, m, "alpha", 1.0));
            case "replace" -> {
                String key = text(f, i, m, "source_key");
                long stars = key.chars().filter(c -> c == '*').count();
                if (stars > pattern.stars()) {
                    throw SurgeryException.at(f, i, "source_key", "'" + key + "' has " + stars + " '*' but pattern has only " + pattern.stars());
                }
                yield new Operation.Replace(i, pattern, source(f, i, m, "source", base), key);
            }
            case "interpolate" -> {
                double ratio = number(f, i, m, "ratio", null);
                if (!(ratio >= 0 && ratio <= 1)) throw SurgeryException.at(f, i, "ratio", "must be in [0, 1], got " + ratio);
                String method = m.containsKey("method") ? text(f, i, m, "method") : "lerp";
                Operation.Method mm = switch (method) {
                    case "lerp" -> Operation.Method.LERP;
                    case "slerp" -> Operation.Method.SLERP;
                    default -> throw SurgeryException.at(f, i, "method", "expected lerp or slerp, got '" + method + "'");
                };
                yield new Operation.Interpolate(i, pattern, source(f, i, m, "source_a", base), source(f, i, m, "source_b", base), ratio, mm);
            }
            default -> prune(f, i, m, pattern);
        };
    }

    private static Operation prune(String f, int i, Map<?, ?> m, Glob pattern) {
        String g = text(f, i, m, "granularity");
        Operation.Granularity gran;
        String idsField;
        switch (g) {
            case "attention_head" -> { gran = Operation.Granularity.ATTENTION_HEAD; idsField = "head_ids"; }
            case "layer" -> { gran = Operation.Granularity.LAYER; idsField = "layer_ids"; }
            case "mlp_channel" -> { gran = Operation.Granularity.MLP_CHANNEL; idsField = "channel_ids"; }
            default -> throw SurgeryException.at(f, i, "granularity", "expected attention_head, layer or mlp_channel, got '" + g + "'");
        }
        for (String other : List.of("head_ids", "layer_ids", "channel_ids")) {
            if (!other.equals(idsField) && m.containsKey(other)) throw SurgeryException.at(f, i, other, "not used with granularity " + g + " (use " + idsField + ")");
        }
        if (!(m.get(idsField) instanceof List<?> raw) || raw.isEmpty()) throw SurgeryException.at(f, i, idsField, "expected a non-empty list of integers");
        List<Integer> ids = new ArrayList<>();
        for (Object o : raw) {
            if (!(o instanceof Integer id) || id < 0) throw SurgeryException.at(f, i, idsField, "expected non-negative integers, got " + o);
            if (ids.contains(id)) throw SurgeryException.at(f, i, idsField, "id " + id + " listed twice");
            ids.add(id);
        }
        return new Operation.Prune(i, pattern, gran, List.copyOf(ids));
    }

    private static String text(String f, int i, Map<?, ?> m, String field) {
        Object v = m.get(field);
        if (v == null) throw SurgeryException.at(f, i, field, "missing");
        if (!(v instanceof String s) || s.isBlank()) throw SurgeryException.at(f, i, field, "expected a string, got " + v);
        return s;
    }

    private static double number(String f, int i, Map<?, ?> m, String field, Double dflt) {
        Object v = m.get(field);
        if (v == null) {
            if (dflt != null) return dflt;
            throw SurgeryException.at(f, i, field, "missing");
        }
        if (!(v instanceof Number n) || v instanceof Boolean) throw SurgeryException.at(f, i, field, "expected a number, got " + v);
        double d = n.doubleValue();
        if (!Double.isFinite(d)) throw SurgeryException.at(f, i, field, "expected a finite number, got " + v);
        return d;
    }

    private static Path source(String f, int i, Map<?, ?> m, String field, Path base) {
        Path p = base.resolve(text(f, i, m, field)).normalize();
        if (!Files.exists(p)) throw SurgeryException.at(f, i, field, "file not found: " + p);
        return p;
    }

}
