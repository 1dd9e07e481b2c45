package io.mlxcel.model.chat;

import io.mlxcel.model.chat.syntax.CallSyntax;

import java.util.ArrayList;
import java.util.List;

/**
 * The parser for families that mark reasoning and calls with tags: text is content until a think tag (only before
 * any content) or a call opener; reasoning runs to the closing think tag; a call region runs to where its syntax says.
 * Text that may be the start of a marker is held back until it is known not to be one.
 *
 * <p>Whitespace: reasoning is trimmed; content that follows reasoning or a call starts at its first non-space; a
 * stretch of content that is only whitespace (as between two calls) is dropped.
 */
final class MarkerParser extends OutputParser {
    private enum Mode { CONTENT, REASONING, CALL }

    private final ChatFormat format;
    private final CallSyntax syntax;
    private Mode mode;
    private final StringBuilder buf = new StringBuilder();
    /** Whether a reply-opening syntax (a bare JSON reply) can still begin. */
    private boolean startOpen;
    private boolean anyText;
    private boolean reasoned;
    // the current stretch of content: whitespace held until text follows
    private final StringBuilder pendingSpace = new StringBuilder();
    private boolean segmentHasText;
    private boolean segmentStrips;
    // reasoning: leading whitespace dropped, trailing held
    private boolean reasoningStarted;
    private final StringBuilder reasoningSpace = new StringBuilder();

    MarkerParser(ChatFormat format, Options options) {
        super(options);
        this.format = format;
        this.syntax = options.tools() == null || options.tools().isEmpty() ? null : format.calls();
        this.startOpen = syntax != null && syntax.onlyAtStart();
        boolean reasoning = options.reasoning() && format.thinkStart() != null;
        this.mode = reasoning && options.thinkingOpen() ? Mode.REASONING : Mode.CONTENT;
        this.reasoned = mode == Mode.REASONING;
    }

    @Override
    protected void process(String piece, boolean atEnd) {
        buf.append(piece);
        while (true) {
            boolean progressed = switch (mode) {
                case CONTENT -> content(atEnd);
                case REASONING -> reasoning(atEnd);
                case CALL -> call(atEnd);
            };
            if (!progressed) break;
        }
        if (atEnd) {
            endSegment();
            reasoningSpace.setLength(0);
        }
    }

    private boolean content(boolean atEnd) {
        if (buf.isEmpty()) return false;
        String text = buf.toString();
        if (startOpen) {
            int j = 0;
            while (j < text.length() && Character.isWhitespace(text.charAt(j))) j++;
            if (j == text.length() && !atEnd) return false;
            for (String o : syntax.openers()) {
                if (text.startsWith(o, j)) {
                    buf.delete(0, j);
                    startOpen = false;
                    mode = Mode.CALL;
                    return true;
                }
                if (!atEnd && o.startsWith(text.substring(j))) return false;
            }
            startOpen = false;
        }
        List<String> markers = markers();
        int at = -1;
        String found = null;
        for (String m : markers) {
            int i = text.indexOf(m);
            if (i >= 0 && (at < 0 || i < at)) {
                at = i;
                found = m;
            }
        }
        if (found == null) {
            int keep = atEnd ? 0 : partialMarker(text, markers);
            String safe = text.substring(0, text.length() - keep);
            buf.delete(0, safe.length());
            content(safe);
            return false;
        }
        content(text.substring(0, at));
        buf.delete(0, at);
        if (format.dropped().contains(found)) {
            buf.delete(0, found.length());
        } else if (found.equals(format.thinkStart()) && reasoningAllowed()) {
            buf.delete(0, found.length());
            endSegment();
            mode = Mode.REASONING;
            reasoned = true;
        } else {
            endSegment();
            mode = Mode.CALL;
        }
        return true;
    }

    private boolean reasoning(boolean atEnd) {
        String text = buf.toString();
        int i = text.indexOf(format.thinkEnd());
        if (i < 0) {
            int keep = atEnd ? 0 : partialMarker(text, List.of(format.thinkEnd()));
            reasoningText(text.substring(0, text.length() - keep));
            buf.delete(0, text.length() - keep);
            return false;
        }
        reasoningText(text.substring(0, i));
        reasoningSpace.setLength(0);
        buf.delete(0, i + format.thinkEnd().length());
        mode = Mode.CONTENT;
        segmentStrips = true;
        return true;
    }

    private boolean call(boolean atEnd) {
        String text = buf.toString();
        int end = syntax.regionEnd(text, atEnd);
        if (end < 0) return false;
        String region = text.substring(0, end);
        buf.delete(0, end);
        mode = Mode.CONTENT;
        CallSyntax.Region r = syntax.parse(region, options.tools());
        if (r == null) {
            content(region);
            return true;
        }
        if (r.content() != null) content(r.content());
        for (CallSyntax.Parsed p : r.calls()) emitCall(p.id(), p.name(), p.arguments());
        endSegment();
        segmentStrips = true;
        return true;
    }

    private boolean reasoningAllowed() {
        return options.reasoning() && !anyText && !reasoned;
    }

    private List<String> markers() {
        List<String> m = new ArrayList<>(format.dropped());
        if (format.thinkStart() != null && reasoningAllowed()) m.add(format.thinkStart());
        if (syntax != null && !syntax.onlyAtStart()) m.addAll(syntax.openers());
        return m;
    }

    private void content(String text) {
        if (text.isEmpty()) return;
        if (!segmentHasText) {
            pendingSpace.append(text);
            String s = pendingSpace.toString();
            if (s.isBlank()) return;
            pendingSpace.setLength(0);
            if (segmentStrips) s = s.stripLeading();
            segmentHasText = true;
            anyText = true;
            startOpen = false;
            emitContent(s);
            return;
        }
        emitContent(text);
    }

    private void endSegment() {
        pendingSpace.setLength(0);
        segmentHasText = false;
        segmentStrips = false;
    }

    private void reasoningText(String text) {
        if (text.isEmpty()) return;
        if (!reasoningStarted) {
            text = text.stripLeading();
            if (text.isEmpty()) return;
            reasoningStarted = true;
        }
        String s = reasoningSpace + text;
        int end = s.length();
        while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) end--;
        reasoningSpace.setLength(0);
        reasoningSpace.append(s, end, s.length());
        emitReasoning(s.substring(0, end));
    }
}
