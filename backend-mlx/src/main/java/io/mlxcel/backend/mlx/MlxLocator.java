package io.mlxcel.backend.mlx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Finds the {@code libmlx.so} that the shim runs against, in this order: {@code MLXCEL_MLX_DIR} (the wheel's
 * {@code mlx} package folder, its {@code lib/}, or any folder holding libmlx.so), the project's MLX venvs
 * ({@code $MLXCEL_TOOLS_DIR/mlx-cuda-venv}, then {@code mlx-venv}; default tools folder {@code ~/.cache/mlxcel-tools}),
 * then the {@code mlx} package of the Python named by {@code MLXCEL_PYTHON}. One library serves the process (every
 * MLX provider shares it); every place looked at is kept for the refusal message.
 */
final class MlxLocator {
    static final String LIBRARY = "libmlx.so";

    /** The library found, or null with {@link #tried} saying where it was not. */
    record Result(Path library, List<String> tried) {
        String describeTried() {
            return String.join("; ", tried);
        }
    }

    private MlxLocator() {
    }

    static Result locate(Map<String, String> env) {
        List<String> tried = new ArrayList<>();
        String dir = env.get("MLXCEL_MLX_DIR");
        if (dir != null && !dir.isBlank()) {
            Path p = inFolder(Path.of(dir));
            if (p != null) return new Result(p, tried);
            tried.add("MLXCEL_MLX_DIR=" + dir + " holds no " + LIBRARY + " (nor lib/" + LIBRARY + ")");
            return new Result(null, tried); // an explicit choice is not second-guessed
        }
        String home = env.getOrDefault("HOME", System.getProperty("user.home"));
        Path tools = Path.of(env.getOrDefault("MLXCEL_TOOLS_DIR", home + "/.cache/mlxcel-tools"));
        for (String name : new String[]{"mlx-cuda-venv", "mlx-venv"}) {
            Path venv = tools.resolve(name);
            Path found = inVenv(venv);
            if (found != null) return new Result(found, tried);
            tried.add("project venv " + venv + ": no lib/python*/site-packages/mlx/lib/" + LIBRARY
                    + (name.equals("mlx-venv") ? " (scripts/mlx-venv.sh creates it)" : ""));
        }
        String python = env.get("MLXCEL_PYTHON");
        if (python != null && !python.isBlank()) {
            String pkg = askPython(python);
            if (pkg.startsWith("/")) {
                Path p = inFolder(Path.of(pkg));
                if (p != null) return new Result(p, tried);
                tried.add("MLXCEL_PYTHON=" + python + ": mlx package at " + pkg + " has no lib/" + LIBRARY);
            } else {
                tried.add("MLXCEL_PYTHON=" + python + ": " + pkg);
            }
        } else {
            tried.add("MLXCEL_PYTHON not set");
        }
        return new Result(null, tried);
    }

    /** folder/libmlx.so, folder/lib/libmlx.so or folder/mlx/lib/libmlx.so. */
    static Path inFolder(Path folder) {
        for (Path p : new Path[]{folder.resolve(LIBRARY), folder.resolve("lib").resolve(LIBRARY), folder.resolve("mlx/lib").resolve(LIBRARY)}) {
            if (Files.isRegularFile(p)) return p;
        }
        return null;
    }

    static Path inVenv(Path venv) {
        for (String libDir : new String[]{"lib", "lib64"}) {
            Path lib = venv.resolve(libDir);
            if (!Files.isDirectory(lib)) continue;
            try (DirectoryStream<Path> pythons = Files.newDirectoryStream(lib, "python3*")) {
                for (Path py : pythons) {
                    Path p = py.resolve("site-packages/mlx/lib").resolve(LIBRARY);
                    if (Files.isRegularFile(p)) return p;
                }
            } catch (IOException e) {
                // unreadable: treated as absent, the message names the venv
            }
        }
        return null;
    }

    /** The mlx package folder as the given Python sees it, or a sentence saying why not. */
    private static String askPython(String python) {
        try {
            Process p = new ProcessBuilder(python, "-c", "import os, mlx; print(os.path.dirname(mlx.__file__) if mlx.__file__ else list(mlx.__path__)[0])")
                    .redirectErrorStream(true).start();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "timed out importing mlx";
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (p.exitValue() != 0) {
                String last = out.lines().reduce((a, b) -> b).orElse("exit " + p.exitValue());
                return "cannot import mlx (" + last + ")";
            }
            return out;
        } catch (IOException e) {
            return "cannot run it (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
