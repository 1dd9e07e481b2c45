package io.mlxcel.cli;

import io.mlxcel.model.store.ModelStore;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "list", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", aliases = "ls", description = "List the models in the store.")
final class ListCommand implements Callable<Integer> {
    @Option(names = "--json", description = "one JSON array")
    boolean json;

    @Option(names = "--sort", defaultValue = "name", description = "name, size or modified (default: ${DEFAULT-VALUE})")
    String sort;

    @Override
    public Integer call() {
        ModelStore store = ModelStore.fromEnvironment();
        Comparator<ModelStore.Entry> order = switch (sort) {
            case "name" -> Comparator.comparing(ModelStore.Entry::repo);
            case "size" -> Comparator.comparingLong(ModelStore.Entry::bytes).reversed();
            case "modified" -> Comparator.comparing(ModelStore.Entry::modified).reversed();
            default -> throw new IllegalArgumentException("--sort must be name, size or modified, got '" + sort + "'");
        };
        List<ModelStore.Entry> entries = store.list().stream().sorted(order).toList();
        if (json) {
            StringBuilder sb = new StringBuilder("[");
            for (ModelStore.Entry e : entries) {
                if (sb.length() > 1) sb.append(',');
                sb.append(String.format("{\"model\":\"%s\",\"path\":\"%s\",\"bytes\":%d,\"modified\":\"%s\"}", e.repo(),
                        e.path().toString().replace("\\", "\\\\").replace("\"", "\\\""), e.bytes(), e.modified()));
            }
            System.out.println(sb.append(']'));
            return 0;
        }
        if (entries.isEmpty()) {
            System.out.println("no models in " + store.root());
            return 0;
        }
        System.out.printf("%-50s %12s  %s%n", "MODEL", "SIZE", "MODIFIED");
        for (ModelStore.Entry e : entries) {
            System.out.printf("%-50s %12s  %s%n", e.repo(), InspectCommand.mib(e.bytes()), e.modified().toString().substring(0, 19).replace('T', ' '));
        }
        PackedWeights packed = PackedWeights.fromEnvironment();
        if (packed != null && packed.usage().entries() > 0) {
            PackedWeights.Usage u = packed.usage();
            System.out.printf("%npacked-weight cache: %d weights, %s in %s (mlxcel rm --packed-cache empties it)%n", u.entries(), InspectCommand.mib(u.bytes()), packed.dir());
        }
        return 0;
    }
}
