package io.mlxcel.cli;

import io.mlxcel.model.TestAssets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Commands run through the resident server print exactly what they print in their own process, read their input
 * through the client, keep their model loaded for the next command, and report errors as the command would; the server
 * refuses other users and commands it does not run, and exits after its keep-alive.
 */
class ResidentServerTest {
    @TempDir
    Path dir;
    private Path socket;
    private ResidentServer server;
    private Thread serving;
    private ResidentModels models;

    /** What a command printed and returned. */
    record Outcome(int status, String out, String err) {
    }

    private static String model() {
        return TestAssets.smolLm2Gguf().toString();
    }

    /** Runs a command line in this process, as {@code --no-daemon} does. */
    private Outcome inProcess(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        var reader = new java.io.BufferedReader(new java.io.StringReader(stdin));
        CommandIo io = new CommandIo(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                reader::readLine, Path.of("").toAbsolutePath(), Map.of(), false, false);
        int status = io.run(() -> Main.execute(args));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs a command line through the server, as the launcher's command side does. */
    private Outcome resident(String stdin, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = ResidentClient.run(List.of(args), socket, List.of(), false,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, err);
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private void startServer(long keepAliveSeconds) throws Exception {
        socket = dir.resolve("resident-test.sock");
        models = new ResidentModels(2);
        server = new ResidentServer(socket, keepAliveSeconds, models);
        server.bind();
        serving = Thread.ofPlatform().start(server::serve);
    }

    @BeforeEach
    void notResident() {
        assertNull(ResidentModels.active(), "no resident server runs in this JVM before a test");
    }

    @AfterEach
    void stop() throws Exception {
        if (server != null) {
            server.shutdown();
            serving.join(30_000);
        }
    }

    @Test
    void generateAndChatPrintWhatTheyPrintInTheirOwnProcess() throws Exception {
        String[] generate = {"generate", "-m", model(), "-p", "The capital of France is", "-n", "16", "--temp", "0", "--no-chat-template"};
        String[] chat = {"run", "-m", model(), "-n", "12", "--temp", "0"};
        String lines = "What is the capital of France?\nAnd of Italy?\n/bye\n";
        Outcome wantGenerate = inProcess("", generate);
        Outcome wantChat = inProcess(lines, chat);
        assertEquals(0, wantGenerate.status(), wantGenerate.err());

        startServer(300);
        Outcome first = resident("", generate);
        Outcome second = resident("", generate);
        Outcome chatted = resident(lines, chat);

        assertEquals(0, first.status(), first.err());
        assertEquals(wantGenerate.out(), first.out());
        assertEquals(wantGenerate.out(), second.out());
        assertTrue(second.err().contains("load 0.00 s"), "the second command used the loaded model: " + second.err());
        assertTrue(second.err().contains("decode: 16 tokens"), second.err());
        assertEquals(0, chatted.status(), chatted.err());
        assertEquals(wantChat.out(), chatted.out());
        assertTrue(chatted.out().split("\n> ").length >= 3, "two answers: " + chatted.out());
        assertEquals(1, models.size());
    }

    @Test
    void errorsComeBackAsTheCommandsOwn() throws Exception {
        String[] missing = {"generate", "-m", dir.resolve("nope.gguf").toString(), "-p", "hi"};
        String[] badOption = {"generate", "-p", "hi", "--no-such-flag"};
        Outcome want = inProcess("", missing);
        Outcome wantBad = inProcess("", badOption);
        startServer(300);
        Outcome got = resident("", missing);
        Outcome gotBad = resident("", badOption);

        assertEquals(1, got.status());
        assertEquals(want.err(), got.err());
        assertTrue(got.err().startsWith("error: ") && got.err().contains("no such file"), got.err());
        assertEquals(wantBad.status(), gotBad.status());
        assertEquals(wantBad.err(), gotBad.err());
        assertTrue(gotBad.err().contains("Unknown option: '--no-such-flag'"), gotBad.err());

        Outcome serve = resident("", "serve", "-m", model());
        assertEquals(2, serve.status());
        assertTrue(serve.err().contains("the resident server runs"), serve.err());
    }

    @Test
    void exitsOnceItsKeepAliveHasPassedAndLeavesNoSocket() throws Exception {
        startServer(1);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> serving.join());
        assertFalse(Files.exists(socket), "the socket file is removed on exit");
        assertNull(ResidentModels.active());
        server = null;
    }

    @Test
    void psAsksRunningServersAndClearsStaleSockets() throws Exception {
        startServer(300);
        Path stale = dir.resolve("resident-crashed.sock");
        Files.createFile(stale); // what a killed server leaves
        assertNull(ResidentClient.connect(stale), "nobody answers at a stale socket");
        List<String> answers = ResidentClient.each(dir, ResidentProtocol.STATUS);
        assertEquals(1, answers.size(), answers.toString());
        assertTrue(answers.getFirst().startsWith("pid " + ProcessHandle.current().pid() + ", keep-alive 300 s, 0 models"), answers.getFirst());
        assertFalse(Files.exists(stale), "the stale socket is removed");
        assertEquals(1, ResidentClient.each(dir, ResidentProtocol.STOP).size());
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> serving.join());
        assertTrue(ResidentClient.each(dir, ResidentProtocol.STATUS).isEmpty());
        server = null;
    }

    @Test
    void onlyTheOwnerMayUseIt() {
        assertNull(ResidentServer.refusal("alice", "alice"));
        assertEquals("this resident server belongs to alice, not to bob", ResidentServer.refusal("bob", "alice"));
    }

    @Test
    void theSocketFolderMustBePrivate() throws Exception {
        Path shared = dir.resolve("shared");
        Files.createDirectories(shared);
        Files.setPosixFilePermissions(shared, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> ResidentSocket.directory(shared));
        assertTrue(e.getMessage().contains("is not private"), e.getMessage());
        Files.setPosixFilePermissions(shared, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        assertEquals(shared, ResidentSocket.directory(shared));
    }
}
