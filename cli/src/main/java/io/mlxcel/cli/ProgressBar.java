package io.mlxcel.cli;

import io.mlxcel.model.store.HubDownloader;

import java.io.PrintStream;

/**
 * Download progress on stderr: a redrawn bar with bytes, rate and ETA on a terminal; plain lines every 10% (and at
 * the end) when stderr is a file or a pipe.
 */
final class ProgressBar implements HubDownloader.Progress {
    private final PrintStream out;
    private final boolean terminal;
    private final long start = System.nanoTime();
    private long lastDraw;
    private int lastDecile = -1;

    ProgressBar(PrintStream out, boolean terminal) {
        this.out = out;
        this.terminal = terminal;
    }

    static ProgressBar forStderr() {
        CommandIo io = CommandIo.current();
        return new ProgressBar(io.err(), io.stderrTerminal());
    }

    @Override
    public synchronized void update(String file, long done, long total) {
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        String eta = rate > 0 && total > done ? String.format("%ds", (long) ((total - done) / rate)) : "-";
        if (terminal) {
            long now = System.nanoTime();
            if (now - lastDraw < 100_000_000L && done < total) return;
            lastDraw = now;
            int width = 30, filled = total > 0 ? (int) (width * done / total) : 0;
            out.printf("\r[%s%s] %s / %s  %s/s  ETA %s   ", "#".repeat(filled), " ".repeat(width - filled), size(done),
                    size(total), size((long) rate), eta);
            if (done >= total) out.println();
            out.flush();
        } else {
            int decile = total > 0 ? (int) (10 * done / total) : 0;
            if (decile != lastDecile && (decile > lastDecile)) {
                lastDecile = decile;
                out.printf("downloaded %s of %s (%d%%), %s/s, ETA %s%n", size(done), size(total), decile * 10, size((long) rate), eta);
            }
        }
    }

    static String size(long bytes) {
        if (bytes < 1024) return bytes + " B";
        if (bytes < 1 << 20) return String.format("%.1f KiB", bytes / 1024.0);
        if (bytes < 1L << 30) return String.format("%.1f MiB", bytes / 1048576.0);
        return String.format("%.2f GiB", bytes / 1073741824.0);
    }
}
