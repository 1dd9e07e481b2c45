package io.mlxcel.model.jinja;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a template into text and tag tokens with jinja2's whitespace rules as Hugging Face configures them:
 * trim_blocks (the newline after a block or comment tag is dropped), lstrip_blocks (spaces before a block or comment
 * tag at the start of a line are dropped), {@code -} and {@code +} whitespace control on either side, newlines
 * normalised to {@code \n}, and one trailing newline of the template removed (keep_trailing_newline off).
 */
final class Lexer {
    enum Kind { TEXT, VAR_BEGIN, VAR_END, BLOCK_BEGIN, BLOCK_END, NAME, STRING, INT, FLOAT, OP, EOF }

    record Token(Kind kind, String text, int line) {
        boolean is(Kind k, String t) {
            return kind == k && text.equals(t);
        }

        boolean isOp(String t) {
            return kind == Kind.OP && text.equals(t);
        }

        boolean isName(String t) {
            return kind == Kind.NAME && text.equals(t);
        }
    }

    private static final String[] OPS = {"//", "**", "==", "!=", "<=", ">=", "+", "-", "/", "*", "%", "~", "|", ".",
            ",", ":", "(", ")", "[", "]", "{", "}", "<", ">", "="};

    private final String src;
    private final boolean trimBlocks;
    private final boolean lstripBlocks;
    private final List<Token> out = new ArrayList<>();
    private int pos;
    private int line = 1;

    private Lexer(String src, boolean trimBlocks, boolean lstripBlocks) {
        String s = src.replace("\r\n", "\n").replace('\r', '\n');
        if (s.endsWith("\n")) s = s.substring(0, s.length() - 1);
        this.src = s;
        this.trimBlocks = trimBlocks;
        this.lstripBlocks = lstripBlocks;
    }

    static List<Token> lex(String src, boolean trimBlocks, boolean lstripBlocks) {
        Lexer l = new Lexer(src, trimBlocks, lstripBlocks);
        l.run();
        return l.out;
    }

    private void run() {
        boolean stripNext = false;
        while (pos < src.length()) {
            int open = nextOpen(pos);
            int textEnd = open < 0 ? src.length() : open;
            String text = src.substring(pos, textEnd);
            boolean lineStart = pos == 0 || src.charAt(pos - 1) == '\n';
            if (stripNext) {
                text = text.stripLeading();
                lineStart = false;
            }
            stripNext = false;
            if (open < 0) {
                emitText(text);
                pos = src.length();
                break;
            }
            char kind = src.charAt(open + 1);
            char control = open + 2 < src.length() ? src.charAt(open + 2) : 0;
            if (control == '-') {
                text = stripTrailing(text);
            } else if (control != '+' && lstripBlocks && kind != '{') {
                int lpos = text.lastIndexOf('\n') + 1;
                if ((lpos > 0 || lineStart) && isBlank(text, lpos)) text = text.substring(0, lpos);
            }
            int tagStart = open + 2 + (control == '-' || control == '+' ? 1 : 0);
            if (kind == '%' && rawAt(tagStart)) {
                emitText(text);
                stripNext = raw(open, tagStart);
                continue;
            }
            emitText(text);
            countLines(pos, tagStart);
            pos = tagStart;
            if (kind == '#') {
                int close = src.indexOf("#}", pos);
                if (close < 0) throw error("unclosed comment");
                char endControl = src.charAt(close - 1);
                countLines(pos, close + 2);
                pos = close + 2;
                stripNext = endControl == '-';
                if (!stripNext && endControl != '+' && trimBlocks) skipNewline();
                continue;
            }
            boolean var = kind == '{';
            out.add(new Token(var ? Kind.VAR_BEGIN : Kind.BLOCK_BEGIN, "", line));
            char endControl = tagBody(var ? "}}" : "%}");
            out.add(new Token(var ? Kind.VAR_END : Kind.BLOCK_END, "", line));
            stripNext = endControl == '-';
            if (!var && !stripNext && endControl != '+' && trimBlocks) skipNewline();
        }
        out.add(new Token(Kind.EOF, "", line));
    }

    private int nextOpen(int from) {
        for (int i = src.indexOf('{', from); i >= 0 && i + 1 < src.length(); i = src.indexOf('{', i + 1)) {
            char c = src.charAt(i + 1);
            if (c == '{' || c == '%' || c == '#') return i;
        }
        return -1;
    }

    private void emitText(String text) {
        if (!text.isEmpty()) out.add(new Token(Kind.TEXT, text, line));
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') line++;
    }

    private void countLines(int from, int to) {
        for (int i = from; i < to && i < src.length(); i++) if (src.charAt(i) == '\n') line++;
    }

    private void skipNewline() {
        if (pos < src.length() && src.charAt(pos) == '\n') {
            pos++;
            line++;
        }
    }

    private static String stripTrailing(String s) {
        int end = s.length();
        while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) end--;
        return s.substring(0, end);
    }

    private static boolean isBlank(String s, int from) {
        if (from >= s.length()) return false;
        for (int i = from; i < s.length(); i++) if (!Character.isWhitespace(s.charAt(i))) return false;
        return true;
    }

    private boolean rawAt(int at) {
        int i = skipSpaces(at);
        return src.startsWith("raw", i) && closesAfter(i + 3);
    }

    private boolean closesAfter(int i) {
        i = skipSpaces(i);
        if (i < src.length() && (src.charAt(i) == '-' || src.charAt(i) == '+')) i++;
        return src.startsWith("%}", i);
    }

    private int skipSpaces(int i) {
        while (i < src.length() && Character.isWhitespace(src.charAt(i))) i++;
        return i;
    }

    /** {% raw %}…{% endraw %}: the body is text as written. Returns whether the end tag asks to strip what follows. */
    private boolean raw(int open, int tagStart) {
        int afterOpen = src.indexOf("%}", tagStart) + 2;
        boolean stripBody = src.charAt(afterOpen - 3) == '-';
        int search = afterOpen;
        while (true) {
            int end = src.indexOf("{%", search);
            if (end < 0) throw error("unclosed raw block");
            int j = end + 2;
            boolean endMinus = j < src.length() && src.charAt(j) == '-';
            if (endMinus || (j < src.length() && src.charAt(j) == '+')) j++;
            j = skipSpaces(j);
            if (src.startsWith("endraw", j) && closesAfter(j + 6)) {
                String body = src.substring(afterOpen, end);
                if (stripBody) body = body.stripLeading();
                else if (trimBlocks && body.startsWith("\n")) body = body.substring(1);
                if (endMinus) body = stripTrailing(body);
                countLines(open, afterOpen);
                emitText(body);
                int close = src.indexOf("%}", j) + 2;
                char endControl = src.charAt(close - 3);
                countLines(end, close);
                pos = close;
                if (endControl != '-' && endControl != '+' && trimBlocks) skipNewline();
                return endControl == '-';
            }
            search = end + 2;
        }
    }

    /** Tokens of one tag up to its closer; returns the closer's whitespace control character, or 0. */
    private char tagBody(String closer) {
        while (true) {
            while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) {
                if (src.charAt(pos) == '\n') line++;
                pos++;
            }
            if (pos >= src.length()) throw error("unclosed tag");
            char c = src.charAt(pos);
            if ((c == '-' || c == '+') && src.startsWith(closer, pos + 1)) {
                pos += 1 + closer.length();
                return c;
            }
            if (src.startsWith(closer, pos)) {
                pos += closer.length();
                return 0;
            }
            if (Character.isLetter(c) || c == '_') {
                int s = pos;
                while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) pos++;
                out.add(new Token(Kind.NAME, src.substring(s, pos), line));
            } else if (Character.isDigit(c)) {
                number();
            } else if (c == '\'' || c == '"') {
                string(c);
            } else {
                String op = null;
                for (String o : OPS) {
                    if (src.startsWith(o, pos)) {
                        op = o;
                        break;
                    }
                }
                if (op == null) throw error("unexpected character '" + c + "'");
                out.add(new Token(Kind.OP, op, line));
                pos += op.length();
            }
        }
    }

    private void number() {
        int s = pos;
        boolean afterDot = !out.isEmpty() && out.getLast().isOp(".");
        while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '_')) pos++;
        boolean isFloat = false;
        if (!afterDot && pos + 1 < src.length() && src.charAt(pos) == '.' && Character.isDigit(src.charAt(pos + 1))) {
            isFloat = true;
            pos++;
            while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '_')) pos++;
        }
        if (!afterDot && pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
            int e = pos + 1;
            if (e < src.length() && (src.charAt(e) == '+' || src.charAt(e) == '-')) e++;
            if (e < src.length() && Character.isDigit(src.charAt(e))) {
                isFloat = true;
                pos = e;
                while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
            }
        }
        out.add(new Token(isFloat ? Kind.FLOAT : Kind.INT, src.substring(s, pos).replace("_", ""), line));
    }

    /** A string literal, unescaped as Python's unicode-escape codec does (unknown escapes stay as written). */
    private void string(char quote) {
        StringBuilder sb = new StringBuilder();
        int startLine = line;
        pos++;
        while (true) {
            if (pos >= src.length()) throw error("unclosed string literal");
            char c = src.charAt(pos++);
            if (c == quote) break;
            if (c == '\n') line++;
            if (c != '\\' || pos >= src.length()) {
                sb.append(c);
                continue;
            }
            char e = src.charAt(pos++);
            switch (e) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case '\\' -> sb.append('\\');
                case '\'' -> sb.append('\'');
                case '"' -> sb.append('"');
                case 'a' -> sb.append('\u0007');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'v' -> sb.append('\u000b');
                case '\n' -> line++;
                case 'x' -> sb.appendCodePoint(hex(2));
                case 'u' -> sb.appendCodePoint(hex(4));
                case 'U' -> sb.appendCodePoint(hex(8));
                default -> {
                    if (e >= '0' && e <= '7') {
                        int v = e - '0', n = 1;
                        while (n < 3 && pos < src.length() && src.charAt(pos) >= '0' && src.charAt(pos) <= '7') {
                            v = v * 8 + (src.charAt(pos++) - '0');
                            n++;
                        }
                        sb.appendCodePoint(v);
                    } else {
                        sb.append('\\').append(e);
                    }
                }
            }
        }
        out.add(new Token(Kind.STRING, sb.toString(), startLine));
    }

    private int hex(int digits) {
        if (pos + digits > src.length()) throw error("truncated \\x/\\u escape");
        try {
            int v = Integer.parseInt(src.substring(pos, pos + digits), 16);
            pos += digits;
            return v;
        } catch (NumberFormatException e) {
            throw error("bad escape in string literal");
        }
    }

    private TemplateException error(String what) {
        return new TemplateException("template syntax error at line " + line + ": " + what);
    }
}
