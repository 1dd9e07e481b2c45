package io.mlxcel.cli;

import io.mlxcel.model.store.HubDownloader;
import io.mlxcel.model.store.ModelStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "download", mixinStandardHelpOptions = true, version = "mlxcel 0.1.0", aliases = "pull", description = "Download a model from the Hugging Face hub into the store "
        + "(HF_ENDPOINT, HF_TOKEN, HF_HUB_OFFLINE).")
final class DownloadCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "owner/name, name (default org), or owner/name:FILE.gguf")
    String model;

    @Option(names = "--revision", defaultValue = "main", description = "branch, tag or commit (default: ${DEFAULT-VALUE})")
    String revision;

    @Option(names = "--hf-file", description = "the .gguf file to fetch from a GGUF repository")
    String hfFile;

    @Option(names = "--offline", description = "do not touch the network")
    boolean offline;

    @Override
    public Integer call() {
        ModelPaths.Ref ref = ModelPaths.parse(model, hfFile);
        ModelStore store = ModelStore.fromEnvironment();
        Path dir = HubDownloader.fromEnvironment(store).download(ref.repo(), revision, ref.file(),
                offline || HubDownloader.offlineFromEnvironment(), ProgressBar.forStderr());
        System.out.println(ref.file() == null ? dir : dir.resolve(ref.file()));
        return 0;
    }
}
