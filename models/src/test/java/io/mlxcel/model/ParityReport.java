package io.mlxcel.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The parity matrix report: each test class records its cells under a section (MLX formats against mlx-lm, GGUF
 * formats against llama.cpp or MLX) and writes it to target/parity-matrix-BACKEND-SECTION.md; every write then
 * rebuilds target/parity-matrix-BACKEND.md from all section files present, so one report lists the whole matrix
 * whichever class ran last.
 */
final class ParityReport {
    private final String section, title;
    private final Map<String, String> rows = new TreeMap<>();

    ParityReport(String section, String title) {
        this.section = section;
        this.title = title;
    }

    synchronized void put(String arch, String format, String result) {
        rows.put(arch + " | " + format, result);
    }

    synchronized void write() throws IOException {
        String backend = TestAssets.backendName();
        StringBuilder md = new StringBuilder("## " + title + "\n\n"
                + "| architecture | format | max abs logit diff | within tolerance | greedy tokens identical |\n|---|---|---|---|---|\n");
        rows.forEach((cell, result) -> md.append("| ").append(cell).append(" | ").append(result).append(" |\n"));
        System.out.print(md);
        Path target = Path.of("target");
        Files.createDirectories(target);
        Files.writeString(target.resolve("parity-matrix-" + backend + "-" + section + ".md"), md);
        StringBuilder all = new StringBuilder("# Parity matrix on the " + backend + " backend\n\n");
        try (Stream<Path> s = Files.list(target)) {
            for (Path p : s.filter(p -> p.getFileName().toString().startsWith("parity-matrix-" + backend + "-")).sorted().toList()) {
                all.append(Files.readString(p)).append('\n');
            }
        }
        Files.writeString(target.resolve("parity-matrix-" + backend + ".md"), all);
    }
}
