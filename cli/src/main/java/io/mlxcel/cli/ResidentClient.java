package io.mlxcel.cli;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The command side of the resident server, and the launcher's entry point for {@code generate} and {@code run}: it
 * starts no engine and parses nothing. It finds the user's server for this identity ({@link ResidentSocket}), starts
 * one in the background when none answers (a missing, stale or dead one is replaced), hands over the command line,
 * and copies the command's output to this process's stdout and stderr byte for byte, its input lines back, and its
 * exit status. The server parses and runs the command with the same code as a fresh process would.
 */
public final class ResidentClient {
    private static final long START_TIMEOUT_MS = 180_000;

    private ResidentClient() {
    }

    public static void main(String[] args) {
        int status;
        try {
            status = run(List.of(args));
        } catch (Exception e) {
            String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            System.err.println("error: " + m);
            status = 1;
        }
        System.exit(status);
    }

    /** The JVM flags the server runs with: the launcher's engine flags, else this process's own. */
    static List<String> engineFlags() {
        String flags = System.getenv("MLXCEL_ENGINE_JVM_FLAGS");
        if (flags == null || flags.isBlank()) return ResidentSocket.jvmFlags();
        return List.of(flags.strip().split("\\s+"));
    }

    static int run(List<String> args) throws IOException {
        List<String> flags = engineFlags();
        java.io.Console console = System.console();
        boolean terminal = console != null && console.isTerminal();
        return run(args, ResidentSocket.socket(flags), flags, terminal, System.in, new FileOutputStream(FileDescriptor.out), System.err);
    }

    /**
     * Runs a command line in the server at {@code socket} (started with {@code flags} when none answers), copying its
     * output to {@code stdout} and {@code stderr} and its input lines from {@code stdin}; returns its exit status.
     */
    static int run(List<String> args, Path socket, List<String> flags, boolean terminal, java.io.InputStream stdinStream,
                   java.io.OutputStream stdout, java.io.OutputStream stderr) throws IOException {
        Map<String, String> env = new TreeMap<>();
        for (String name : ResidentSocket.CLIENT_ONLY) {
            String v = System.getenv(name);
            if (v != null) env.put(name, v);
        }
        byte[] request = ResidentProtocol.encode(new ResidentProtocol.Run(Path.of("").toAbsolutePath().toString(), terminal,
                terminal, env, args));
        BufferedReader stdin = new BufferedReader(new InputStreamReader(stdinStream, StandardCharsets.UTF_8));
        for (int attempt = 0; ; attempt++) {
            boolean answered = false;
            try (SocketChannel c = connectOrStart(socket, flags)) {
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(c)));
                DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(c)));
                ResidentProtocol.write(out, ResidentProtocol.RUN, request);
                for (ResidentProtocol.Frame f; (f = ResidentProtocol.read(in)) != null; ) {
                    answered = true;
                    switch (f.type()) {
                        case ResidentProtocol.OUT -> {
                            stdout.write(f.payload());
                            stdout.flush();
                        }
                        case ResidentProtocol.ERR -> {
                            stderr.write(f.payload());
                            stderr.flush();
                        }
                        case ResidentProtocol.READ -> {
                            String line = stdin.readLine();
                            if (line == null) ResidentProtocol.write(out, ResidentProtocol.END_OF_INPUT, new byte[0]);
                            else ResidentProtocol.write(out, ResidentProtocol.LINE, line);
                        }
                        case ResidentProtocol.EXIT -> {
                            return f.status();
                        }
                        default -> throw new IOException("resident protocol: unexpected frame '" + (char) f.type() + "'");
                    }
                }
            } catch (IOException e) {
                if (answered || attempt > 0) throw new IOException(lostMessage(socket) + ": " + e.getMessage(), e);
                continue;
            }
            // Closed before a word: a server that was ending its keep-alive as we connected. Once more, afresh.
            if (answered || attempt > 0) throw new IOException(lostMessage(socket));
        }
    }

    private static String lostMessage(Path socket) {
        return "the resident server ended the command early; its log is " + ResidentSocket.logFile(socket)
                + " (--no-daemon runs in this process)";
    }

    /** A connection to a running server, or null when none answers at {@code socket}. */
    static SocketChannel connect(Path socket) {
        if (!Files.exists(socket)) return null;
        SocketChannel c = null;
        try {
            c = SocketChannel.open(ResidentSocket.family());
            c.connect(ResidentSocket.address(socket));
            return c;
        } catch (IOException e) {
            if (c != null) {
                try {
                    c.close();
                } catch (IOException ignored) {
                    // was not connected
                }
            }
            return null;
        }
    }

    /**
     * Connects to the server at {@code socket}, starting it first when none answers. Starting is serialized by a lock
     * file, so that commands launched together share one server.
     */
    static SocketChannel connectOrStart(Path socket, List<String> flags) throws IOException {
        SocketChannel c = connect(socket);
        if (c != null) return c;
        try (FileChannel lockChannel = FileChannel.open(ResidentSocket.lockFile(socket), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock ignored = lockChannel.lock()) {
            c = connect(socket);
            if (c != null) return c;
            Files.deleteIfExists(socket); // stale: a server that died without removing it
            Process p = start(socket, flags);
            long deadline = System.currentTimeMillis() + START_TIMEOUT_MS;
            while (System.currentTimeMillis() < deadline) {
                c = connect(socket);
                if (c != null) return c;
                if (!p.isAlive()) {
                    throw new IllegalStateException("the resident server exited at start (status " + p.exitValue() + "): "
                            + lastLines(ResidentSocket.logFile(socket)) + " (--no-daemon runs in this process)");
                }
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while the resident server started");
                }
            }
            p.destroy();
            throw new IllegalStateException("the resident server did not answer within " + START_TIMEOUT_MS / 1000
                    + " s; its log is " + ResidentSocket.logFile(socket));
        }
    }

    /**
     * Starts {@code mlxcel resident} with this JVM, the engine's flags and this class path, under setsid (a process
     * session apart from the terminal's, so that its Ctrl-C and hang-up reach only the command), its output going to
     * its log file.
     */
    private static Process start(Path socket, List<String> flags) throws IOException {
        List<String> cmd = new ArrayList<>();
        Path setsid = Path.of("/usr/bin/setsid");
        if (Files.isExecutable(setsid)) cmd.add(setsid.toString());
        cmd.add(ResidentSocket.javaCommand());
        cmd.addAll(flags);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(ResidentSocket.MAIN_CLASS);
        cmd.add("resident");
        cmd.add("--socket");
        cmd.add(socket.toString());
        System.err.println("mlxcel: starting the resident server (models stay loaded between commands; `mlxcel stop` ends it,"
                + " --no-daemon runs in this process)");
        return new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(ResidentSocket.logFile(socket).toFile()).redirectErrorStream(true).start();
    }

    private static String lastLines(Path log) {
        try {
            List<String> lines = Files.readAllLines(log).stream().filter(l -> !l.startsWith("WARNING:")).toList();
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
        } catch (IOException e) {
            return "(no log)";
        }
    }

    /**
     * Prints each running server's answer to {@code type}, each line after {@code prefix}, or that none runs (ps, stop).
     */
    static int printEach(byte type, String prefix) throws IOException {
        List<String> answers = each(ResidentSocket.directory(), type);
        java.io.PrintStream out = CommandIo.current().out();
        if (answers.isEmpty()) out.println("no resident server");
        for (String a : answers) out.print(prefix + a);
        return 0;
    }

    /**
     * Sends {@code type} ({@link ResidentProtocol#STATUS} or {@link ResidentProtocol#STOP}) to every server in the
     * folder and returns each one's answer; sockets nobody answers are removed.
     */
    static List<String> each(Path dir, byte type) throws IOException {
        List<String> answers = new ArrayList<>();
        try (var files = Files.list(dir)) {
            for (Path socket : files.filter(p -> p.getFileName().toString().endsWith(".sock")).sorted().toList()) {
                try (SocketChannel c = connect(socket)) {
                    if (c == null) {
                        Files.deleteIfExists(socket);
                        continue;
                    }
                    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(c)));
                    DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(c)));
                    ResidentProtocol.write(out, type, new byte[0]);
                    StringBuilder text = new StringBuilder();
                    for (ResidentProtocol.Frame f; (f = ResidentProtocol.read(in)) != null && f.type() != ResidentProtocol.EXIT; ) {
                        text.append(f.text());
                    }
                    answers.add(text.toString());
                } catch (IOException ended) {
                    // ended meanwhile
                }
            }
        }
        return answers;
    }
}
