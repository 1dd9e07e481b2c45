package io.mlxcel.model.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * GBNF for the decimal integers in a range, as JSON writes them (no leading zeros, no "-0"), with at most 16 digits
 * when a side is open (as llama.cpp's integral-part). The range is split into runs of equal digit count, and each run
 * into digit patterns from the most significant digit down.
 */
final class IntegerRanges {
    private static final long OPEN = 9_999_999_999_999_999L;

    private IntegerRanges() {
    }

    /** Alternatives for [min, max]; null means unbounded on that side. */
    static String gbnf(Long min, Long max) {
        long lo = min == null ? -OPEN : min, hi = max == null ? OPEN : max;
        List<String> alts = new ArrayList<>();
        if (lo < 0) {
            long negHi = Math.min(hi, -1);
            // -x for x in [-negHi, -lo]
            alts.add("\"-\" (" + String.join(" | ", positive(-negHi, -lo)) + ")");
        }
        if (hi >= 0) alts.addAll(positive(Math.max(lo, 0), hi));
        return String.join(" | ", alts);
    }

    /** Alternatives for the non-negative integers in [lo, hi]. */
    private static List<String> positive(long lo, long hi) {
        List<String> out = new ArrayList<>();
        String a = Long.toString(lo), b = Long.toString(hi);
        for (int len = a.length(); len <= b.length(); len++) {
            String from = len == a.length() ? a : "1" + "0".repeat(len - 1);
            String to = len == b.length() ? b : "9".repeat(len);
            if (len == 1) {
                out.add(cls(from.charAt(0), to.charAt(0)));
                continue;
            }
            out.addAll(sameLength(from, to));
        }
        return out;
    }

    /** Patterns for the numbers from {@code a} to {@code b}, both of the same length. */
    private static List<String> sameLength(String a, String b) {
        List<String> out = new ArrayList<>();
        if (a.isEmpty()) {
            out.add("\"\"");
            return out;
        }
        if (a.length() == 1) {
            out.add(cls(a.charAt(0), b.charAt(0)));
            return out;
        }
        char a0 = a.charAt(0), b0 = b.charAt(0);
        String aRest = a.substring(1), bRest = b.substring(1);
        if (a0 == b0) {
            for (String p : sameLength(aRest, bRest)) out.add("\"" + a0 + "\" " + group(p));
            return out;
        }
        boolean aFull = aRest.chars().allMatch(c -> c == '0'), bFull = bRest.chars().allMatch(c -> c == '9');
        char midLo = aFull ? a0 : (char) (a0 + 1), midHi = bFull ? b0 : (char) (b0 - 1);
        if (!aFull) for (String p : sameLength(aRest, "9".repeat(aRest.length()))) out.add("\"" + a0 + "\" " + group(p));
        if (midLo <= midHi) out.add(cls(midLo, midHi) + " [0-9]" + (aRest.length() > 1 ? "{" + aRest.length() + "}" : ""));
        if (!bFull) for (String p : sameLength("0".repeat(bRest.length()), bRest)) out.add("\"" + b0 + "\" " + group(p));
        return out;
    }

    private static String group(String p) {
        return p.contains(" ") ? "(" + p + ")" : p;
    }

    private static String cls(char lo, char hi) {
        return lo == hi ? "\"" + lo + "\"" : "[" + lo + "-" + hi + "]";
    }
}
