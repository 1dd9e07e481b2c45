package io.mlxcel.cli;

import io.mlxcel.model.store.ModelStore;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.Console;
import java.util.concurrent.Callable;

@Command(name = "rm", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", description = "Remove a model from the store, or (--packed-cache) the repacked weights of every model.")
final class RmCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", description = "owner/name")
    String repo;

    @Option(names = {"-y", "--yes"}, description = "do not ask for confirmation")
    boolean yes;

    @Option(names = "--packed-cache", description = "empty the packed-weight cache (the java backend repacks at the next load of each model)")
    boolean packedCache;

    @Override
    public Integer call() {
        if (packedCache == (repo != null)) throw new IllegalArgumentException("give a model (owner/name) or --packed-cache");
        if (packedCache) {
            PackedWeights cache = PackedWeights.fromEnvironment();
            if (cache == null) throw new IllegalArgumentException("the packed-weight cache is off (MLXCEL_PACK_CACHE)");
            if (!confirm("Empty the packed-weight cache (" + cache.dir() + ")?", "the packed-weight cache")) return 1;
            PackedWeights.Usage removed = cache.clear();
            System.out.printf("removed %d packed weights (%s) from %s%n", removed.entries(), InspectCommand.mib(removed.bytes()), cache.dir());
            return 0;
        }
        ModelStore store = ModelStore.fromEnvironment();
        var path = store.pathOf(repo);
        if (!confirm("Remove " + repo + " (" + path + ")?", repo)) return 1;
        ModelStore.Entry e = store.remove(repo);
        System.out.printf("removed %s (%s)%n", e.repo(), InspectCommand.mib(e.bytes()));
        return 0;
    }

    private boolean confirm(String question, String what) {
        if (yes) return true;
        Console console = System.console();
        if (console == null || !console.isTerminal()) throw new IllegalArgumentException("refusing to remove " + what + " without --yes (no terminal to confirm)");
        String answer = console.readLine("%s [y/N] ", question);
        if (answer == null || !answer.strip().equalsIgnoreCase("y")) {
            System.out.println("kept " + what);
            return false;
        }
        return true;
    }
}
