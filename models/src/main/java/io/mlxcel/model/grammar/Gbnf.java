package io.mlxcel.model.grammar;

/** Writing GBNF text: string literals and character-class members, escaped as llama.cpp's parser reads them. */
public final class Gbnf {
    private Gbnf() {
    }

    /** {@code s} as a GBNF string literal. */
    public static String literal(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) sb.append(String.format("\\x%02X", (int) c));
                    else sb.append(c);
                }
            }
        }
        return sb.append('"').toString();
    }

    /** {@code c} as a member of a character class ([...]). */
    public static String classChar(char c) {
        return switch (c) {
            case '\\' -> "\\\\";
            case ']' -> "\\]";
            case '[' -> "\\[";
            case '-' -> "\\-";
            case '^' -> "\\^";
            case '"' -> "\\\"";
            default -> c < 0x20 || c == 0x7f ? String.format("\\x%02X", (int) c) : String.valueOf(c);
        };
    }

    /**
     * Text that never contains the first two characters of {@code end} in a row: the reasoning a grammar lets through
     * before the marker that closes it.
     */
    public static String textBefore(String end) {
        char c0 = end.charAt(0), c1 = end.length() > 1 ? end.charAt(1) : c0;
        return "([^" + classChar(c0) + "] | " + literal(String.valueOf(c0)) + " [^" + classChar(c0) + classChar(c1) + "])*";
    }
}
