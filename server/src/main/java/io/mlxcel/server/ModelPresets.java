package io.mlxcel.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * llama-server's model presets (--models-preset): an INI file whose sections name router models, each with the
 * arguments that start it; {@code [*]} holds defaults for every section. The keys are llama-server's argument names
 * without their dashes. Understood here: {@code model} / {@code m} (a file or folder), {@code hf-repo} / {@code hf}
 * (a store model, {@code owner/name[:TAG]}), {@code alias}, {@code ctx-size} / {@code c}, {@code parallel} /
 * {@code np}, and {@code dedup-cache-models} (the store entries a preset is made of, its {@code hf-repo} and
 * {@code spec-draft-hf}, are left out of the list, though requests may still name them). Any other llama-server argument
 * is reported once on stderr and left out: a preset file is shared with llama-server.
 */
record ModelPresets(Map<String, String> global, List<Section> sections) {
    /** One [name] section: its keys (with [*]'s filled in) and the line it starts on, for messages. */
    record Section(String name, Map<String, String> keys, int line) {
        String get(String... names) {
            for (String n : names) {
                String v = keys.get(n);
                if (v != null && !v.isBlank()) return v.strip();
            }
            return null;
        }

        boolean flag(String name) {
            String v = get(name);
            return v != null && (v.equals("1") || v.equalsIgnoreCase("true") || v.equalsIgnoreCase("on"));
        }
    }

    static final Set<String> UNDERSTOOD = Set.of("model", "m", "hf-repo", "hf", "hf-file", "alias", "a", "ctx-size", "c",
            "parallel", "np", "dedup-cache-models", "spec-draft-hf");

    static ModelPresets read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException("--models-preset " + file + ": " + e.getMessage(), e);
        }
        Map<String, String> global = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        List<Map<String, String>> bodies = new ArrayList<>();
        Map<String, String> current = null;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            if (l.isEmpty() || l.startsWith(";") || l.startsWith("#")) continue;
            if (l.startsWith("[")) {
                if (!l.endsWith("]") || l.length() < 3) throw new IllegalArgumentException(where(file, i) + "a section is [name], got " + l);
                String name = l.substring(1, l.length() - 1).strip();
                if (name.equals("*")) {
                    current = global;
                } else {
                    if (names.contains(name)) throw new IllegalArgumentException(where(file, i) + "section [" + name + "] appears twice");
                    current = new LinkedHashMap<>();
                    names.add(name);
                    starts.add(i + 1);
                    bodies.add(current);
                }
                continue;
            }
            int eq = l.indexOf('=');
            if (eq <= 0) throw new IllegalArgumentException(where(file, i) + "expected key = value, got " + l);
            if (current == null) throw new IllegalArgumentException(where(file, i) + "a key before any [section]");
            String key = l.substring(0, eq).strip().toLowerCase(Locale.ROOT).replaceFirst("^-+", "");
            current.put(key, l.substring(eq + 1).strip());
        }
        List<Section> sections = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Map<String, String> keys = new LinkedHashMap<>(global);
            keys.putAll(bodies.get(i));
            sections.add(new Section(names.get(i), keys, starts.get(i)));
        }
        return new ModelPresets(global, sections);
    }

    /** The keys of the file that are llama-server arguments mlxcel-server does not take. */
    List<String> ignoredKeys() {
        List<String> out = new ArrayList<>();
        for (Section s : sections) {
            for (String k : s.keys().keySet()) if (!UNDERSTOOD.contains(k) && !out.contains(k)) out.add(k);
        }
        return out;
    }

    private static String where(Path file, int index) {
        return "--models-preset " + file + " line " + (index + 1) + ": ";
    }
}
