package io.mlxcel.model.chat.syntax;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A syntax whose call region opens and closes with fixed markers. */
abstract class Delimited implements CallSyntax {
    final String open;
    final String close;

    Delimited(String open, String close) {
        this.open = open;
        this.close = close;
    }

    @Override
    public List<String> openers() {
        return List.of(open);
    }

    /** At the end of the output an unclosed region runs to the end (the syntax then decides whether it is a call). */
    @Override
    public int regionEnd(String text, boolean atEnd) {
        int i = text.indexOf(close, open.length());
        if (i >= 0) return i + close.length();
        return atEnd ? text.length() : -1;
    }

    /** The text between the markers (or the end), trimmed. */
    String body(String region) {
        int from = region.startsWith(open) ? open.length() : 0;
        int to = region.endsWith(close) ? region.length() - close.length() : region.length();
        return to < from ? "" : region.substring(from, to).strip();
    }

    /**
     * A region that is a run of calls, each matching {@code call} back to back (whitespace between): the calls, or
     * null if anything else is in it or a call does not read.
     */
    Region calls(String region, Pattern call, Function<Matcher, Parsed> read) {
        String b = body(region);
        List<Parsed> calls = new ArrayList<>();
        Matcher m = call.matcher(b);
        int at = 0;
        while (at < b.length() && m.find(at) && m.start() == at) {
            Parsed p = read.apply(m);
            if (p == null) return null;
            calls.add(p);
            at = m.end();
        }
        if (calls.isEmpty() || !b.substring(at).isBlank()) return null;
        return Region.of(calls);
    }
}
