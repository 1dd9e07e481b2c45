package io.mlxcel.model.chat;

import io.mlxcel.model.chat.syntax.Tools;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * gpt-oss's harmony format. The reply is a run of messages, each a header ({@code <|channel|>analysis},
 * {@code <|channel|>commentary to=functions.NAME <|constrain|>json}, …), {@code <|message|>}, a body, and an end
 * ({@code <|end|>}, {@code <|call|>}, {@code <|return|>}, or the end of the reply); later messages open with
 * {@code <|start|>assistant}. The analysis channel is reasoning, final and commentary are content, and a message with a
 * recipient is a tool call whose body is the arguments.
 */
final class HarmonyParser extends OutputParser {
    private static final String MESSAGE = "<|message|>", START = "<|start|>";
    private static final List<String> ENDS = List.of("<|end|>", "<|call|>", "<|return|>");
    private static final Pattern CHANNEL = Pattern.compile("<\\|channel\\|>\\s*([A-Za-z_]+)");
    private static final Pattern RECIPIENT = Pattern.compile("\\bto=(?:functions\\.)?([^\\s<]+)");

    private final StringBuilder buf = new StringBuilder();
    private boolean inBody;
    private String channel;
    private String recipient;
    private String header;

    HarmonyParser(Options options) {
        super(options);
    }

    @Override
    protected void process(String piece, boolean atEnd) {
        buf.append(piece);
        while (inBody ? body(atEnd) : header(atEnd)) {
            // until neither can go on
        }
    }

    private boolean header(boolean atEnd) {
        String text = buf.toString();
        int m = text.indexOf(MESSAGE);
        if (m < 0) {
            if (atEnd && !text.isBlank()) emitContent(text);
            if (atEnd) buf.setLength(0);
            return false;
        }
        header = text.substring(0, m);
        if (header.startsWith(START)) header = header.substring(START.length());
        Matcher c = CHANNEL.matcher(header);
        channel = c.find() ? c.group(1) : "final";
        Matcher r = RECIPIENT.matcher(header);
        recipient = r.find() && options.tools() != null && !options.tools().isEmpty() ? r.group(1) : null;
        buf.delete(0, m + MESSAGE.length());
        inBody = true;
        if (!options.reasoning() && recipient == null && channel.equals("analysis")) emitContent(header + MESSAGE);
        return true;
    }

    private boolean body(boolean atEnd) {
        String text = buf.toString();
        int end = -1;
        String found = null;
        for (String e : ENDS) {
            int i = text.indexOf(e);
            if (i >= 0 && (end < 0 || i < end)) {
                end = i;
                found = e;
            }
        }
        if (end < 0 && !atEnd) {
            if (recipient == null) {
                int keep = partialMarker(text, ENDS);
                bodyText(text.substring(0, text.length() - keep));
                buf.delete(0, text.length() - keep);
            }
            return false;
        }
        String body = end < 0 ? text : text.substring(0, end);
        if (recipient != null) {
            call(body);
        } else {
            bodyText(body);
            if (!options.reasoning() && channel.equals("analysis") && found != null) emitContent(found);
        }
        buf.delete(0, end < 0 ? text.length() : end + found.length());
        inBody = false;
        return end >= 0;
    }

    private void bodyText(String text) {
        if (text.isEmpty()) return;
        if (channel.equals("analysis") && options.reasoning()) emitReasoning(text);
        else emitContent(text);
    }

    private void call(String body) {
        var json = Tools.parse(body.strip());
        String args = json == null ? null : Tools.objectText(json);
        if (args != null && options.tools().has(recipient)) {
            emitCall(null, recipient, args);
        } else {
            emitContent(header + MESSAGE + body);
        }
    }
}
