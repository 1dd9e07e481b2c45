package io.mlxcel.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the parity tests run in the xla pass with packed quantized weights (see scripts/test.sh). */
final class XlaPasses {
    private XlaPasses() {
    }

    /** Whether this run is xla with {@code MLXCEL_XLA_QUANT=packed}. */
    static boolean packed() {
        return TestAssets.backendName().equals("xla") && "packed".equals(System.getenv("MLXCEL_XLA_QUANT"));
    }

    /**
     * Of cells named {@code <arch>-<format>} (in order): every cell of the first architecture, and of each other
     * architecture one, taking the formats in turn so that each format is met by several architectures.
     */
    static List<String> everyFormatOfFirstOneOfEachOther(List<String> cells) {
        Map<String, List<String>> byArch = new LinkedHashMap<>();
        for (String c : cells) byArch.computeIfAbsent(c.substring(0, c.lastIndexOf('-')), a -> new ArrayList<>()).add(c);
        List<String> out = new ArrayList<>();
        int i = 0;
        for (List<String> archCells : byArch.values()) {
            if (i == 0) out.addAll(archCells);
            else out.add(archCells.get((i - 1) % archCells.size()));
            i++;
        }
        return out;
    }
}
