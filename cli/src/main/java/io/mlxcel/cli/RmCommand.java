package io.mlxcel.cli;

import io.mlxcel.model.store.ModelStore;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.Console;
import java.util.concurrent.Callable;

@Command(name = "rm", description = "Remove a model from the store.")
final class RmCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "owner/name")
    String repo;

    @Option(names = {"-y", "--yes"}, description = "do not ask for confirmation")
    boolean yes;

    @Override
    public Integer call() {
        ModelStore store = ModelStore.fromEnvironment();
        var path = store.pathOf(repo);
        if (!yes) {
            Console console = System.console();
            if (console == null || !console.isTerminal()) throw new IllegalArgumentException("refusing to remove " + repo + " without --yes (no terminal to confirm)");
            String answer = console.readLine("Remove %s (%s)? [y/N] ", repo, path);
            if (answer == null || !answer.strip().equalsIgnoreCase("y")) {
                System.out.println("kept " + repo);
                return 1;
            }
        }
        ModelStore.Entry e = store.remove(repo);
        System.out.printf("removed %s (%s)%n", e.repo(), InspectCommand.mib(e.bytes()));
        return 0;
    }
}
