package io.mlxcel.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressBarTest {
    @Test
    void terminalBarShowsBytesRateAndEta() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(buf, true), true);
        bar.update("f", 50L << 20, 100L << 20);
        String s = buf.toString();
        assertTrue(s.startsWith("\r[###############               ] 50.0 MiB / 100.0 MiB"), s);
        assertTrue(s.contains("/s") && s.contains("ETA"), s);
    }

    @Test
    void pipesGetPlainLinesPerTenPercent() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(buf, true), false);
        for (long done = 0; done <= 1000; done += 50) bar.update("f", done, 1000);
        String[] lines = buf.toString().strip().split("\n");
        assertEquals(11, lines.length, buf.toString());
        assertTrue(lines[10].contains("(100%)") && !buf.toString().contains("\r"));
    }
}
