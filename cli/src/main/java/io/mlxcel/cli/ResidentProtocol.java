package io.mlxcel.cli;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The resident server's wire format: frames of a type byte, a length and that many bytes. It carries a command line
 * one way and the command's output bytes, requests for input lines and the exit status the other, so that the
 * command's output reaches the terminal byte for byte. Kept this small so that the command side needs no JSON library,
 * whose first use is a noticeable part of a short command's start-up.
 */
final class ResidentProtocol {
    /** Command side: run a command line (cwd, terminal flags, the shell's command-scoped variables, the arguments). */
    static final byte RUN = 'R';
    /** Command side: one line of input, answering {@link #READ}. */
    static final byte LINE = 'L';
    /** Command side: the input has ended. */
    static final byte END_OF_INPUT = 'Z';
    /** Command side: list the server's models (answered as output text and an exit status). */
    static final byte STATUS = 'P';
    /** Command side: stop the server after answering as {@link #STATUS} does. */
    static final byte STOP = 'S';
    /** Server side: bytes for the command's stdout. */
    static final byte OUT = 'O';
    /** Server side: bytes for the command's stderr. */
    static final byte ERR = 'E';
    /** Server side: the command wants a line of input. */
    static final byte READ = 'I';
    /** Server side: the command ended with this status. */
    static final byte EXIT = 'X';

    private static final int MAX_FRAME = 64 << 20;

    private ResidentProtocol() {
    }

    record Frame(byte type, byte[] payload) {
        String text() {
            return new String(payload, StandardCharsets.UTF_8);
        }

        int status() {
            return ((payload[0] & 0xFF) << 24) | ((payload[1] & 0xFF) << 16) | ((payload[2] & 0xFF) << 8) | (payload[3] & 0xFF);
        }
    }

    /** A command line as the server receives it. */
    record Run(String cwd, boolean stdinTerminal, boolean stderrTerminal, Map<String, String> env, List<String> args) {
    }

    static void write(DataOutputStream out, byte type, byte[] payload) throws IOException {
        synchronized (out) {
            out.writeByte(type);
            out.writeInt(payload.length);
            out.write(payload);
            out.flush();
        }
    }

    static void write(DataOutputStream out, byte type, String text) throws IOException {
        write(out, type, text.getBytes(StandardCharsets.UTF_8));
    }

    static void writeStatus(DataOutputStream out, int status) throws IOException {
        write(out, EXIT, new byte[]{(byte) (status >>> 24), (byte) (status >>> 16), (byte) (status >>> 8), (byte) status});
    }

    /** The next frame, or null when the peer closed the connection between frames. */
    static Frame read(DataInputStream in) throws IOException {
        int type = in.read();
        if (type < 0) return null;
        int n = in.readInt();
        if (n < 0 || n > MAX_FRAME) throw new IOException("resident protocol: frame of " + n + " bytes");
        byte[] payload = new byte[n];
        in.readFully(payload);
        return new Frame((byte) type, payload);
    }

    static byte[] encode(Run run) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bytes);
        string(d, run.cwd());
        d.writeBoolean(run.stdinTerminal());
        d.writeBoolean(run.stderrTerminal());
        d.writeInt(run.env().size());
        for (var e : run.env().entrySet()) {
            string(d, e.getKey());
            string(d, e.getValue());
        }
        d.writeInt(run.args().size());
        for (String a : run.args()) string(d, a);
        d.flush();
        return bytes.toByteArray();
    }

    static Run decodeRun(byte[] payload) throws IOException {
        DataInputStream d = new DataInputStream(new java.io.ByteArrayInputStream(payload));
        String cwd = string(d);
        boolean stdinTerminal = d.readBoolean();
        boolean stderrTerminal = d.readBoolean();
        Map<String, String> env = new LinkedHashMap<>();
        for (int i = d.readInt(); i > 0; i--) env.put(string(d), string(d));
        List<String> args = new ArrayList<>();
        for (int i = d.readInt(); i > 0; i--) args.add(string(d));
        return new Run(cwd, stdinTerminal, stderrTerminal, env, args);
    }

    private static void string(DataOutputStream d, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        d.writeInt(b.length);
        d.write(b);
    }

    private static String string(DataInputStream d) throws IOException {
        int n = d.readInt();
        if (n < 0 || n > MAX_FRAME) throw new EOFException("resident protocol: string of " + n + " bytes");
        byte[] b = new byte[n];
        d.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    /** The command side closed the connection (Ctrl-C, or the terminal went away). */
    static final class PeerGone extends java.io.UncheckedIOException {
        PeerGone(IOException cause) {
            super(cause);
        }
    }

    /**
     * An output stream whose every flush becomes one frame of the given type. A failed write is thrown unchecked, past
     * the PrintStream that would otherwise swallow it, so that a command whose client has gone stops.
     */
    static final class FramedOutput extends OutputStream {
        private final DataOutputStream out;
        private final byte type;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        FramedOutput(DataOutputStream out, byte type) {
            this.out = out;
            this.type = type;
        }

        @Override
        public synchronized void write(int b) {
            pending.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            pending.write(b, off, len);
        }

        @Override
        public synchronized void flush() {
            if (pending.size() == 0) return;
            byte[] b = pending.toByteArray();
            pending.reset();
            try {
                ResidentProtocol.write(out, type, b);
            } catch (IOException e) {
                throw new PeerGone(e);
            }
        }
    }
}
