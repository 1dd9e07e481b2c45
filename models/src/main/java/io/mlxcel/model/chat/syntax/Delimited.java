package io.mlxcel.model.chat.syntax;

/** Region ends for syntaxes that close a call with a fixed marker. */
final class Delimited {
    private Delimited() {
    }

    /**
     * End of a region opened by {@code opener} and closed by {@code closer}; at the end of the output an unclosed
     * region runs to the end (the syntax then decides whether what is there is a call).
     */
    static int end(String text, String opener, String closer, boolean atEnd) {
        int i = text.indexOf(closer, opener.length());
        if (i >= 0) return i + closer.length();
        return atEnd ? text.length() : -1;
    }

    /** The text between opener and closer (or the end), trimmed. */
    static String body(String region, String opener, String closer) {
        int from = region.startsWith(opener) ? opener.length() : 0;
        int to = region.endsWith(closer) ? region.length() - closer.length() : region.length();
        return to < from ? "" : region.substring(from, to).strip();
    }
}
