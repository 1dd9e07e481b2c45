package io.mlxcel.backend.mlx.rocm;

import io.mlxcel.backend.mlx.MlxBuild;
import io.mlxcel.backend.mlx.MlxDeviceProvider.DeviceCheck;

import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Whether the located MLX build has code for this machine's AMD GPU: the GPU's gfx target (from the KFD topology in
 * sysfs, {@code gfx_target_version} 90402 is gfx942) against the targets the library's HIP code objects name
 * ({@code amdgcn-amd-amdhsa--gfx942}, optionally with feature suffixes). Inputs are plain values so the decision is
 * testable without the hardware.
 */
final class RocmCheck {
    private RocmCheck() {
    }

    /** @param compiled the build's gfx targets, or null when not read (no GPU to match them against) */
    static DeviceCheck check(List<String> gpus, TreeSet<String> compiled, MlxBuild build) {
        String summary = "mlx-rocm: GPUs " + (gpus.isEmpty() ? "none" : String.join(" ", gpus)) + "; MLX " + build.version() + " at "
                + build.library() + ": " + (compiled == null ? "targets not read" : compiled.isEmpty() ? "no HIP code objects" : "targets " + String.join(" ", compiled));
        if (gpus.isEmpty()) return DeviceCheck.refuse(summary, "no AMD GPU found (no gfx target in /sys/class/kfd/kfd/topology/nodes)");
        if (compiled.isEmpty()) {
            return DeviceCheck.refuse(summary, "the MLX at " + build.library() + " has no ROCm (HIP) code objects; MLX publishes no ROCm wheel, so build MLX "
                    + "with ROCm for " + gpus.getFirst() + " and set MLXCEL_MLX_DIR to it");
        }
        String gpu = gpus.getFirst();
        if (!compiled.contains(gpu)) {
            return DeviceCheck.refuse(summary, "the GPU is " + gpu + " but MLX at " + build.library() + " was compiled for " + String.join(", ", compiled)
                    + "; rebuild MLX with " + gpu + " in its GPU targets, or MLXCEL_DEVICE=cpu");
        }
        return new DeviceCheck(null, "gpu " + gpu + ", MLX " + build.version(), summary + " -> " + gpu + " covered");
    }

    /** gfx name of a KFD {@code gfx_target_version} (major*10000 + minor*100 + stepping; minor and stepping in hex). */
    static String gfxName(int targetVersion) {
        int major = targetVersion / 10000, minor = targetVersion / 100 % 100, stepping = targetVersion % 100;
        return "gfx" + major + Integer.toHexString(minor) + Integer.toHexString(stepping);
    }

    /** The gfx targets of GPU nodes under a KFD topology folder (CPU nodes report 0). */
    static List<String> gpus(Path topologyNodes) {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(topologyNodes)) return out;
        try (DirectoryStream<Path> nodes = Files.newDirectoryStream(topologyNodes)) {
            List<Path> sorted = new ArrayList<>();
            nodes.forEach(sorted::add);
            sorted.sort(null);
            for (Path node : sorted) {
                Path props = node.resolve("properties");
                if (!Files.isRegularFile(props)) continue;
                for (String line : Files.readAllLines(props)) {
                    if (line.startsWith("gfx_target_version ")) {
                        int v = Integer.parseInt(line.substring("gfx_target_version ".length()).trim());
                        if (v > 0) out.add(gfxName(v));
                    }
                }
            }
        } catch (IOException | NumberFormatException e) {
            // unreadable topology: reported as no GPU
        }
        return out;
    }

    private static final byte[] TRIPLE = "amdgcn-amd-amdhsa--".getBytes(StandardCharsets.US_ASCII);

    /** gfx targets named by HIP code-object bundle ids in a library file. */
    static TreeSet<String> compiledTargets(Path library) throws IOException {
        // read into the heap in chunks, not through a mapped MemorySegment: see CudaFatbin.read for why
        TreeSet<String> out = new TreeSet<>();
        try (FileChannel ch = FileChannel.open(library, StandardOpenOption.READ)) {
            int chunk = 1 << 24, overlap = 64;
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(chunk + overlap);
            for (long at = 0; at < ch.size(); at += chunk) {
                buf.clear();
                while (buf.hasRemaining() && ch.read(buf, at + buf.position()) > 0) {
                    // fill the chunk
                }
                out.addAll(compiledTargets(MemorySegment.ofArray(java.util.Arrays.copyOf(buf.array(), buf.position()))));
            }
        }
        return out;
    }

    static TreeSet<String> compiledTargets(MemorySegment f) {
        TreeSet<String> out = new TreeSet<>();
        long n = f.byteSize();
        outer:
        for (long i = 0; i + TRIPLE.length + 4 < n; i++) {
            if (f.get(ValueLayout.JAVA_BYTE, i) != 'a') continue;
            for (int k = 1; k < TRIPLE.length; k++) if (f.get(ValueLayout.JAVA_BYTE, i + k) != TRIPLE[k]) continue outer;
            StringBuilder gfx = new StringBuilder();
            for (long j = i + TRIPLE.length; j < n; j++) {
                char c = (char) f.get(ValueLayout.JAVA_BYTE, j);
                if (!Character.isLetterOrDigit(c)) break;
                gfx.append(c);
            }
            if (gfx.toString().startsWith("gfx")) out.add(gfx.toString());
        }
        return out;
    }
}
