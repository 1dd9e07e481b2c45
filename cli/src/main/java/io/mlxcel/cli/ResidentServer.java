package io.mlxcel.cli;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The resident server behind {@code mlxcel generate} and {@code run}: a process per user and identity
 * ({@link ResidentSocket}) that keeps models loaded and their kernels compiled, answering on a Unix-domain socket.
 * It runs each command line it receives through the same command code as a fresh process, with the command's output
 * and input carried over the socket ({@link CommandIo}) and its models taken from {@link ResidentModels}; so the bytes
 * a command prints do not depend on where it ran. Only its owner may connect (the folder is private, and each peer's
 * user is checked). It exits once its keep-alive passes with no command running.
 */
final class ResidentServer {
    /** The commands it runs; anything else stays a command of its own process. */
    static final Set<String> COMMANDS = Set.of("generate", "run", "chat");

    private final Path socket;
    private final ResidentModels models;
    private final Object activity = new Object();
    private volatile long keepAliveNanos;
    private long lastActivity = System.nanoTime();
    private int running;
    private boolean closing;
    private ServerSocketChannel server;

    ResidentServer(Path socket, long keepAliveSeconds, ResidentModels models) {
        this.socket = socket;
        this.keepAliveNanos = keepAliveSeconds * 1_000_000_000L;
        this.models = models;
    }

    /** Binds the socket (replacing a stale file: the command that started this server holds the start lock). */
    void bind() throws IOException {
        Files.deleteIfExists(socket);
        forgetEnded(socket.getParent());
        server = ServerSocketChannel.open(ResidentSocket.family());
        server.bind(ResidentSocket.address(socket));
        Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-------"));
        models.activate(this::keepAlive);
    }

    /**
     * Removes the lock and log files that servers which ended long ago left (no socket beside them, untouched for an
     * hour), such as earlier builds': each build is an identity of its own.
     */
    private static void forgetEnded(Path dir) throws IOException {
        long cutoff = System.currentTimeMillis() - 3_600_000L;
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                String name = f.getFileName().toString();
                if (!name.startsWith("resident-") || !(name.endsWith(".log") || name.endsWith(".lock"))) continue;
                Path sock = dir.resolve(name.substring(0, name.lastIndexOf('.')) + ".sock");
                if (!Files.exists(sock) && Files.getLastModifiedTime(f).toMillis() < cutoff) Files.deleteIfExists(f);
            }
        }
    }

    /** The last command's keep-alive holds from its end on. */
    void keepAlive(long seconds) {
        keepAliveNanos = seconds * 1_000_000_000L;
    }

    /** Serves until the keep-alive passes idle or a stop request comes; then unloads every model. */
    void serve() {
        Thread watchdog = Thread.ofPlatform().name("mlxcel-resident-idle").daemon().start(this::watch);
        try {
            while (true) {
                SocketChannel c;
                try {
                    c = server.accept();
                } catch (IOException e) {
                    break; // closed by shutdown
                }
                synchronized (activity) {
                    if (closing) {
                        close(c);
                        continue;
                    }
                    running++;
                }
                Thread.ofPlatform().name("mlxcel-resident-command").start(() -> {
                    try {
                        handle(c);
                    } finally {
                        close(c);
                        synchronized (activity) {
                            running--;
                            lastActivity = System.nanoTime();
                        }
                    }
                });
            }
        } finally {
            watchdog.interrupt();
            models.deactivate();
            models.unloadIdle();
        }
    }

    private void watch() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                return;
            }
            synchronized (activity) {
                if (running == 0 && System.nanoTime() - lastActivity > keepAliveNanos) {
                    shutdown();
                    return;
                }
            }
        }
    }

    /** Stops accepting; the socket file goes first, so that the next command starts a new server. */
    void shutdown() {
        synchronized (activity) {
            closing = true;
        }
        try {
            Files.deleteIfExists(socket);
            server.close();
        } catch (IOException ignored) {
            // already gone
        }
    }

    private void handle(SocketChannel c) {
        try {
            DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(c)));
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(c)));
            var peer = c.getOption(jdk.net.ExtendedSocketOptions.SO_PEERCRED);
            String refusal = refusal(peer.user().getName(), System.getProperty("user.name"));
            if (refusal != null) {
                ResidentProtocol.write(out, ResidentProtocol.ERR, "error: " + refusal + "\n");
                ResidentProtocol.writeStatus(out, 1);
                return;
            }
            ResidentProtocol.Frame f = ResidentProtocol.read(in);
            if (f == null) return;
            switch (f.type()) {
                case ResidentProtocol.RUN -> run(ResidentProtocol.decodeRun(f.payload()), in, out);
                case ResidentProtocol.STATUS, ResidentProtocol.STOP -> {
                    ResidentProtocol.write(out, ResidentProtocol.OUT, status());
                    ResidentProtocol.writeStatus(out, 0);
                    if (f.type() == ResidentProtocol.STOP) shutdown();
                }
                default -> throw new IOException("resident protocol: unexpected frame '" + (char) f.type() + "'");
            }
        } catch (IOException | UncheckedIOException gone) {
            // the command's side closed the connection (Ctrl-C): its generation stopped at the next piece of text
        }
    }

    /** Why a peer may not use the server, or null: only the user who runs it may. */
    static String refusal(String peerUser, String owner) {
        return peerUser.equals(owner) ? null : "this resident server belongs to " + owner + ", not to " + peerUser;
    }

    /** One line: pid and keep-alive; then one per loaded model. */
    private String status() {
        return String.format("pid %d, keep-alive %d s, %d models%n", ProcessHandle.current().pid(), keepAliveNanos / 1_000_000_000L,
                models.size()) + models.status();
    }

    private void run(ResidentProtocol.Run run, DataInputStream in, DataOutputStream out) throws IOException {
        if (run.args().isEmpty() || !COMMANDS.contains(run.args().getFirst())) {
            ResidentProtocol.write(out, ResidentProtocol.ERR, "error: the resident server runs " + COMMANDS + ", not " + run.args() + "\n");
            ResidentProtocol.writeStatus(out, 2);
            return;
        }
        PrintStream stdout = new PrintStream(new ResidentProtocol.FramedOutput(out, ResidentProtocol.OUT), true, StandardCharsets.UTF_8);
        PrintStream stderr = new PrintStream(new ResidentProtocol.FramedOutput(out, ResidentProtocol.ERR), true, StandardCharsets.UTF_8);
        CommandIo.Lines lines = () -> {
            stdout.flush();
            stderr.flush();
            ResidentProtocol.write(out, ResidentProtocol.READ, new byte[0]);
            ResidentProtocol.Frame line = ResidentProtocol.read(in);
            return line == null || line.type() != ResidentProtocol.LINE ? null : line.text();
        };
        CommandIo io = new CommandIo(stdout, stderr, lines, Path.of(run.cwd()), run.env(), run.stdinTerminal(), run.stderrTerminal());
        int status;
        try {
            status = io.run(() -> Main.execute(run.args().toArray(String[]::new)));
        } catch (ResidentProtocol.PeerGone gone) {
            return;
        }
        stdout.flush();
        stderr.flush();
        ResidentProtocol.writeStatus(out, status);
    }

    private static void close(SocketChannel c) {
        try {
            c.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }
}
