package io.mlxcel.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Where a user's resident servers listen. The folder is private to the user (0700, owned by them; anything else is
 * refused). A resident server serves only requests it would answer exactly as a fresh process: its socket's name
 * carries a digest of what decides that — the JVM and the engine's flags, the class path's files, the {@code MLXCEL_*}
 * and {@code HF_*} environment — so a command started differently reaches (or starts) a server of its own.
 */
final class ResidentSocket {
    /**
     * Variables that steer one command, not the engine: they do not separate resident servers, and the command side
     * sends them with each command.
     */
    static final Set<String> CLIENT_ONLY = Set.of("MLXCEL_NO_DAEMON", "MLXCEL_KEEP_ALIVE", "MLXCEL_RUNTIME_DIR", "MLXCEL_AOT",
            "MLXCEL_ENGINE_JVM_FLAGS");
    static final String MAIN_CLASS = "io.mlxcel.cli.Main";

    private ResidentSocket() {
    }

    /** MLXCEL_RUNTIME_DIR, else $XDG_RUNTIME_DIR/mlxcel, else the temp folder's mlxcel-USER; created private. */
    static Path directory() {
        String env = System.getenv("MLXCEL_RUNTIME_DIR");
        String xdg = System.getenv("XDG_RUNTIME_DIR");
        return directory(env != null && !env.isBlank() ? Path.of(env)
                : xdg != null && !xdg.isBlank() ? Path.of(xdg, "mlxcel")
                : Path.of(System.getProperty("java.io.tmpdir"), "mlxcel-" + System.getProperty("user.name")));
    }

    /** The folder, created private if missing; refused unless it is a folder of this user's that nobody else can use. */
    static Path directory(Path dir) {
        try {
            if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            String owner = Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS).getName();
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS);
            boolean shared = perms.stream().anyMatch(p -> p.name().startsWith("GROUP") || p.name().startsWith("OTHERS"));
            if (!owner.equals(System.getProperty("user.name")) || shared || Files.isSymbolicLink(dir)) {
                throw new IllegalStateException(dir + " holds resident-server sockets but is not private to "
                        + System.getProperty("user.name") + " (owner " + owner + ", " + PosixFilePermissions.toString(perms)
                        + "); remove it, or set MLXCEL_RUNTIME_DIR, or pass --no-daemon");
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("resident server folder " + dir + ": " + e.getMessage(), e);
        }
    }

    /** The socket of the resident server that runs with these JVM flags. */
    static Path socket(List<String> jvmFlags) {
        return directory().resolve("resident-" + identity(jvmFlags) + ".sock");
    }

    /** This JVM's launcher. */
    static String javaCommand() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** Flags that only change how fast the JVM starts, not what the engine computes. */
    private static boolean startupOnly(String flag) {
        return flag.startsWith("-XX:AOT") || flag.startsWith("-Xlog") || flag.equals("-XX:+DisplayVMOutputToStderr");
    }

    static Path lockFile(Path socket) {
        return socket.resolveSibling(socket.getFileName().toString().replace(".sock", ".lock"));
    }

    static Path logFile(Path socket) {
        return socket.resolveSibling(socket.getFileName().toString().replace(".sock", ".log"));
    }

    static UnixDomainSocketAddress address(Path socket) {
        return UnixDomainSocketAddress.of(socket);
    }

    static StandardProtocolFamily family() {
        return StandardProtocolFamily.UNIX;
    }

    /** The JVM's own flags from this process's command line. */
    static List<String> jvmFlags() {
        List<String> args = ProcessHandle.current().info().arguments().map(List::of).orElse(List.of());
        List<String> flags = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals(MAIN_CLASS)) break;
            if (a.equals("-cp") || a.equals("-classpath") || a.equals("--class-path")) {
                i++;
                continue;
            }
            flags.add(a);
        }
        return flags;
    }

    /**
     * A digest of the JVM, the engine's flags, the class path's files (name, size, time) and the MLXCEL_* and HF_*
     * environment. Not a secret: the folder is private; it tells apart servers that would compute differently.
     */
    static String identity(List<String> jvmFlags) {
        StringBuilder key = new StringBuilder(System.getProperty("user.name")).append('\n');
        key.append(javaCommand()).append('\n');
        for (String f : jvmFlags) if (!startupOnly(f)) key.append(f).append('\n');
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            Path p = Path.of(entry);
            try {
                key.append(entry).append(' ').append(Files.size(p)).append(' ').append(Files.getLastModifiedTime(p).toMillis()).append('\n');
            } catch (IOException e) {
                key.append(entry).append(" -\n");
            }
        }
        Map<String, String> env = new TreeMap<>(System.getenv());
        env.forEach((name, value) -> {
            if ((name.startsWith("MLXCEL_") || name.startsWith("HF_")) && !CLIENT_ONLY.contains(name) || name.equals("LD_PRELOAD")) {
                key.append(name).append('=').append(value).append('\n');
            }
        });
        long h = 0xcbf29ce484222325L; // 64-bit FNV-1a: cheap to start, and collisions need not be resisted here
        for (byte b : key.toString().getBytes(StandardCharsets.UTF_8)) h = (h ^ (b & 0xFF)) * 0x100000001b3L;
        return HexFormat.of().toHexDigits(h);
    }
}
