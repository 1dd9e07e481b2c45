package io.mlxcel.model.chat.syntax;

/** Finds where a JSON value ends in text that may continue past it, without parsing it. */
final class JsonScan {
    private JsonScan() {
    }

    /** Index just past the JSON object or array that starts at {@code from} (after spaces), or -1 if it is unfinished. */
    static int end(String s, int from) {
        int i = from;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        if (i >= s.length() || (s.charAt(i) != '{' && s.charAt(i) != '[')) return -1;
        int depth = 0;
        boolean inString = false;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (inString) {
                if (c == '\\') i++;
                else if (c == '"') inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                if (--depth == 0) return i + 1;
            }
        }
        return -1;
    }
}
