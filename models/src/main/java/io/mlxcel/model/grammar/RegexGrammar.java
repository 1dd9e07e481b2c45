package io.mlxcel.model.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * A JSON Schema {@code pattern} (ECMAScript regex, the subset schemas use) as the GBNF for the string's content between
 * the quotes: literals, {@code .}, classes with ranges and negation, \d \w \s and their negations, groups (capturing
 * and {@code (?:)}), alternation, {@code * + ? {m} {m,} {m,n}} (lazy forms read as greedy). A pattern without ^ or $
 * may have anything on that side, as a search would. Characters that JSON escapes are matched in their escaped form.
 */
final class RegexGrammar {
    private final String re;
    private final String path;
    private int pos;

    RegexGrammar(String re, String path) {
        this.re = re;
        this.path = path;
    }

    String toGbnf() {
        boolean start = re.startsWith("^");
        if (start) pos = 1;
        String body = alternation();
        boolean end = false;
        if (pos < re.length() && re.charAt(pos) == '$') {
            end = true;
            pos++;
        }
        if (pos != re.length()) throw error("unexpected '" + re.charAt(pos) + "'");
        return (start ? "" : "char* ") + "(" + body + ")" + (end ? "" : " char*");
    }

    private String alternation() {
        List<String> alts = new ArrayList<>();
        alts.add(sequence());
        while (pos < re.length() && re.charAt(pos) == '|') {
            pos++;
            alts.add(sequence());
        }
        return String.join(" | ", alts.stream().map(a -> a.isEmpty() ? "\"\"" : a).toList());
    }

    private String sequence() {
        List<String> items = new ArrayList<>();
        while (pos < re.length()) {
            char c = re.charAt(pos);
            if (c == '|' || c == ')') break;
            if (c == '$' && pos == re.length() - 1) break;
            String atom = atom();
            items.add(quantified(atom));
        }
        return String.join(" ", items);
    }

    private String atom() {
        char c = re.charAt(pos++);
        switch (c) {
            case '(' -> {
                if (re.startsWith("?:", pos)) pos += 2;
                else if (re.startsWith("?", pos)) throw error("lookaround and named groups are not supported");
                String inner = alternation();
                if (pos >= re.length() || re.charAt(pos) != ')') throw error("missing ')'");
                pos++;
                return "(" + inner + ")";
            }
            case '[' -> {
                return charClass();
            }
            case '.' -> {
                return "char";
            }
            case '^', '$' -> throw error("anchors are supported only at the start and end");
            case '\\' -> {
                return escape();
            }
            case '*', '+', '?', '{' -> throw error("'" + c + "' has nothing to repeat");
            default -> {
                return literal(c);
            }
        }
    }

    private String quantified(String atom) {
        if (pos >= re.length()) return atom;
        char c = re.charAt(pos);
        String q;
        switch (c) {
            case '*', '+', '?' -> {
                pos++;
                q = String.valueOf(c);
            }
            case '{' -> {
                int close = re.indexOf('}', pos);
                if (close < 0 || !re.substring(pos + 1, close).matches("\\d+(,\\d*)?")) return atom;
                q = re.substring(pos, close + 1);
                pos = close + 1;
            }
            default -> {
                return atom;
            }
        }
        if (pos < re.length() && re.charAt(pos) == '?') pos++;
        return (atom.contains(" ") && !atom.startsWith("(") ? "(" + atom + ")" : atom) + q;
    }

    private String escape() {
        if (pos >= re.length()) throw error("dangling backslash");
        char e = re.charAt(pos++);
        return switch (e) {
            case 'd' -> "[0-9]";
            case 'D' -> "[^0-9\"\\\\\\x7F\\x00-\\x1F]";
            case 'w' -> "[a-zA-Z0-9_]";
            case 'W' -> "[^a-zA-Z0-9_\"\\\\\\x7F\\x00-\\x1F]";
            case 's' -> "(\" \" | \"\\\\t\" | \"\\\\n\" | \"\\\\r\")";
            case 'S' -> "[^ \"\\\\\\x7F\\x00-\\x1F]";
            case 'n' -> "\"\\\\n\"";
            case 't' -> "\"\\\\t\"";
            case 'r' -> "\"\\\\r\"";
            default -> {
                if (Character.isLetterOrDigit(e)) throw error("escape \\" + e + " is not supported");
                yield literal(e);
            }
        };
    }

    private String charClass() {
        boolean neg = pos < re.length() && re.charAt(pos) == '^';
        if (neg) pos++;
        StringBuilder cls = new StringBuilder(neg ? "[^\"\\\\\\x7F\\x00-\\x1F" : "[");
        boolean first = true;
        while (true) {
            if (pos >= re.length()) throw error("missing ']'");
            char c = re.charAt(pos++);
            if (c == ']' && !first) break;
            first = false;
            if (c == '\\') {
                if (pos >= re.length()) throw error("dangling backslash");
                char e = re.charAt(pos++);
                switch (e) {
                    case 'd' -> cls.append("0-9");
                    case 'w' -> cls.append("a-zA-Z0-9_");
                    case 's' -> cls.append(" \\t");
                    case 'n', 't', 'r' -> throw error("control characters in a class are not supported");
                    default -> cls.append(classChar(e));
                }
                continue;
            }
            if (c == '"') throw error("a quote in a character class is not supported");
            cls.append(classChar(c));
        }
        return cls.append(']').toString();
    }

    private static String classChar(char c) {
        return switch (c) {
            case '\\' -> "\\\\";
            case ']' -> "\\]";
            case '[' -> "\\[";
            case '^' -> "\\^";
            default -> String.valueOf(c);
        };
    }

    /** A literal character as it appears inside a JSON string. */
    private static String literal(char c) {
        return switch (c) {
            case '"' -> "\"\\\\\\\"\"";
            case '\\' -> "\"\\\\\\\\\"";
            default -> Gbnf.literal(String.valueOf(c));
        };
    }

    private GrammarException error(String what) {
        return new GrammarException("json_schema: pattern '" + re + "' at " + path + ": " + what);
    }
}
