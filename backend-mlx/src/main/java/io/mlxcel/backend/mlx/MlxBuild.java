package io.mlxcel.backend.mlx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What an MLX installation is, read from its files without loading it: the library, which wheel flavour installed it
 * (its {@code mlx_cpu} / {@code mlx_cuda*} / {@code mlx_metal} dist-info next to the package) and the version its
 * headers declare. Device modules use this to check that the located MLX is the build they drive.
 */
public record MlxBuild(Path library, Kind kind, String version) {
    public enum Kind {
        CPU("CPU-only (mlx-cpu)"), CUDA("CUDA (mlx-cuda)"), METAL("Metal (mlx-metal)"), UNKNOWN("of unknown flavour (no wheel metadata)");

        public final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /** The MLX build this process would use, or null with the places looked at in {@code tried}. */
    public static MlxBuild locate(Map<String, String> env, StringBuilder tried) {
        MlxLocator.Result r = MlxLocator.locate(env);
        if (r.library() == null) {
            tried.append(r.describeTried());
            return null;
        }
        return describe(r.library());
    }

    /** Reads kind and version of the installation holding {@code library} ({@code .../mlx/lib/libmlx.so}). */
    public static MlxBuild describe(Path library) {
        Path pkg = library.toAbsolutePath().getParent().getParent(); // .../site-packages/mlx
        return new MlxBuild(library, kindOf(pkg.getParent()), versionOf(pkg.resolve("include/mlx/version.h")));
    }

    static Kind kindOf(Path sitePackages) {
        if (sitePackages == null || !Files.isDirectory(sitePackages)) return Kind.UNKNOWN;
        try (Stream<Path> s = Files.list(sitePackages)) {
            Kind kind = Kind.UNKNOWN;
            for (Path p : s.toList()) {
                String n = p.getFileName().toString();
                if (!n.endsWith(".dist-info")) continue;
                if (n.startsWith("mlx_cuda")) return Kind.CUDA;
                if (n.startsWith("mlx_metal")) kind = Kind.METAL;
                else if (n.startsWith("mlx_cpu") && kind == Kind.UNKNOWN) kind = Kind.CPU;
            }
            return kind;
        } catch (IOException e) {
            return Kind.UNKNOWN;
        }
    }

    private static final Pattern VERSION_PART = Pattern.compile("#define MLX_VERSION_(MAJOR|MINOR|PATCH) (\\d+)");

    /** major.minor.patch from version.h, or "unknown". */
    static String versionOf(Path versionH) {
        try {
            String text = Files.readString(versionH);
            String major = null, minor = null, patch = null;
            Matcher m = VERSION_PART.matcher(text);
            while (m.find()) {
                switch (m.group(1)) {
                    case "MAJOR" -> major = m.group(2);
                    case "MINOR" -> minor = m.group(2);
                    default -> patch = m.group(2);
                }
            }
            return major == null || minor == null || patch == null ? "unknown" : major + "." + minor + "." + patch;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
