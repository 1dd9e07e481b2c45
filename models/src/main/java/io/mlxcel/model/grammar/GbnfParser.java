package io.mlxcel.model.grammar;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * llama.cpp's GBNF: {@code name ::= alternatives}, string literals, character classes (negated with ^), {@code .},
 * groups, {@code * + ?} and {@code {m}, {m,}, {m,n}} repetition, {@code #} comments, tokens {@code <[id]>} and
 * {@code <text>} (negated with !). Repetitions become helper rules, as llama.cpp rewrites them.
 */
final class GbnfParser {
    /** A parsed element before layout. */
    private sealed interface Elem permits Chars, Ref, Tok {
    }

    private record Chars(int[] ranges, boolean negated) implements Elem {
    }

    private record Ref(int rule) implements Elem {
    }

    private record Tok(int id, boolean negated) implements Elem {
    }

    private final String src;
    private final Grammar.TokenLookup tokens;
    private int pos;
    private final Map<String, Integer> ids = new LinkedHashMap<>();
    private final List<String> names = new ArrayList<>();
    /** Per rule id, its alternatives (null until defined). */
    private final List<List<List<Elem>>> rules = new ArrayList<>();
    private String current = "rule";

    GbnfParser(String src, Grammar.TokenLookup tokens) {
        this.src = src;
        this.tokens = tokens;
    }

    Grammar compile() {
        skipSpace(true);
        while (pos < src.length()) {
            rule();
            skipSpace(true);
        }
        for (int i = 0; i < names.size(); i++) {
            if (rules.get(i) == null) throw new GrammarException("grammar: rule '" + names.get(i) + "' is used but never defined");
        }
        Integer root = ids.get("root");
        if (root == null) throw new GrammarException("grammar: no 'root' rule");
        checkLeftRecursion();
        return layout(root);
    }

    private void rule() {
        int start = pos;
        String name = name();
        skipSpace(false);
        if (!src.startsWith("::=", pos)) throw error("expected '::=' after rule name '" + name + "'");
        pos += 3;
        skipSpace(true);
        current = name;
        int id = id(name);
        if (rules.get(id) != null) throw new GrammarException("grammar: rule '" + name + "' is defined twice (line " + lineOf(start) + ")");
        rules.set(id, alternatives(false));
        if (pos < src.length() && src.charAt(pos) != '\n' && src.charAt(pos) != '\r') throw error("expected a newline or end after rule '" + name + "'");
    }

    private List<List<Elem>> alternatives(boolean nested) {
        List<List<Elem>> alts = new ArrayList<>();
        alts.add(sequence(nested));
        while (pos < src.length() && src.charAt(pos) == '|') {
            pos++;
            skipSpace(true);
            alts.add(sequence(nested));
        }
        return alts;
    }

    private List<Elem> sequence(boolean nested) {
        List<Elem> seq = new ArrayList<>();
        int lastStart = -1;
        while (pos < src.length()) {
            char c = src.charAt(pos);
            int before = seq.size();
            if (c == '"') {
                pos++;
                lastStart = seq.size();
                while (true) {
                    if (pos >= src.length()) throw error("unterminated string literal");
                    if (src.charAt(pos) == '"') {
                        pos++;
                        break;
                    }
                    int cp = readChar();
                    seq.add(new Chars(new int[]{cp, cp}, false));
                }
            } else if (c == '[') {
                pos++;
                boolean neg = pos < src.length() && src.charAt(pos) == '^';
                if (neg) pos++;
                List<Integer> r = new ArrayList<>();
                while (true) {
                    if (pos >= src.length()) throw error("unterminated character class");
                    if (src.charAt(pos) == ']') {
                        pos++;
                        break;
                    }
                    int lo = readChar(), hi = lo;
                    if (pos + 1 < src.length() && src.charAt(pos) == '-' && src.charAt(pos + 1) != ']') {
                        pos++;
                        hi = readChar();
                    }
                    r.add(lo);
                    r.add(hi);
                }
                lastStart = seq.size();
                seq.add(new Chars(r.stream().mapToInt(Integer::intValue).toArray(), neg));
            } else if (c == '.') {
                pos++;
                lastStart = seq.size();
                seq.add(new Chars(new int[0], true));
            } else if (c == '<' || c == '!') {
                lastStart = seq.size();
                seq.add(token());
            } else if (isNameChar(c)) {
                int save = pos;
                String n = name();
                int after = pos;
                skipSpace(false);
                if (src.startsWith("::=", pos)) {
                    pos = save; // the next rule begins
                    break;
                }
                pos = after;
                lastStart = seq.size();
                seq.add(new Ref(id(n)));
            } else if (c == '(') {
                pos++;
                skipSpace(true);
                List<List<Elem>> inner = alternatives(true);
                if (pos >= src.length() || src.charAt(pos) != ')') throw error("expected ')'");
                pos++;
                lastStart = seq.size();
                seq.add(new Ref(helper(inner)));
            } else if (c == '*' || c == '+' || c == '?' || c == '{') {
                if (lastStart < 0) throw error("'" + c + "' must follow an element");
                repetition(seq, lastStart);
                lastStart = -1;
            } else {
                break;
            }
            if (seq.size() != before || c == '*' || c == '+' || c == '?' || c == '{') skipSpace(nested);
        }
        return seq;
    }

    /** Applies the repetition at {@code pos} to the elements from {@code lastStart} (one element, or a literal's characters). */
    private void repetition(List<Elem> seq, int lastStart) {
        List<Elem> item = new ArrayList<>(seq.subList(lastStart, seq.size()));
        seq.subList(lastStart, seq.size()).clear();
        char c = src.charAt(pos++);
        int min, max;
        switch (c) {
            case '*' -> {
                min = 0;
                max = -1;
            }
            case '+' -> {
                min = 1;
                max = -1;
            }
            case '?' -> {
                min = 0;
                max = 1;
            }
            default -> {
                skipSpace(false);
                min = number();
                skipSpace(false);
                max = min;
                if (pos < src.length() && src.charAt(pos) == ',') {
                    pos++;
                    skipSpace(false);
                    max = pos < src.length() && Character.isDigit(src.charAt(pos)) ? number() : -1;
                    skipSpace(false);
                }
                if (pos >= src.length() || src.charAt(pos) != '}') throw error("expected '}' in repetition");
                pos++;
                if (max >= 0 && max < min) throw error("repetition {" + min + "," + max + "}: the maximum is below the minimum");
                if (min > 10000 || max > 10000) throw error("repetition count over 10000");
            }
        }
        for (int i = 0; i < min; i++) seq.addAll(item);
        if (max < 0) {
            // R ::= item R | (empty)
            int r = newRule("-rep");
            List<Elem> again = new ArrayList<>(item);
            again.add(new Ref(r));
            rules.set(r, List.of(again, List.of()));
            seq.add(new Ref(r));
        } else if (max > min) {
            // (item (item ...)?)? nested, max - min deep
            int next = -1;
            for (int k = 0; k < max - min; k++) {
                int r = newRule("-opt");
                List<Elem> body = new ArrayList<>(item);
                if (next >= 0) body.add(new Ref(next));
                rules.set(r, List.of(body, List.of()));
                next = r;
            }
            seq.add(new Ref(next));
        }
    }

    private Elem token() {
        boolean neg = src.charAt(pos) == '!';
        if (neg) pos++;
        if (pos >= src.length() || src.charAt(pos) != '<') throw error("expected '<' after '!'");
        int close = src.indexOf('>', pos + 1);
        if (close < 0) throw error("unterminated token");
        String body = src.substring(pos + 1, close);
        pos = close + 1;
        if (body.startsWith("[") && body.endsWith("]")) {
            try {
                return new Tok(Integer.parseInt(body.substring(1, body.length() - 1).strip()), neg);
            } catch (NumberFormatException e) {
                throw error("bad token id <" + body + ">");
            }
        }
        int id = tokens == null ? -1 : tokens.tokenId("<" + body + ">");
        if (id < 0) throw error("<" + body + "> is not a single token of this model's vocabulary");
        return new Tok(id, neg);
    }

    private int helper(List<List<Elem>> alts) {
        int r = newRule("-group");
        rules.set(r, alts);
        return r;
    }

    private int newRule(String suffix) {
        String n = current + suffix + "-" + names.size();
        ids.put(n, names.size());
        names.add(n);
        rules.add(null);
        return names.size() - 1;
    }

    private int id(String name) {
        return ids.computeIfAbsent(name, n -> {
            names.add(n);
            rules.add(null);
            return names.size() - 1;
        });
    }

    private String name() {
        int s = pos;
        while (pos < src.length() && isNameChar(src.charAt(pos))) pos++;
        if (s == pos) throw error("expected a rule name");
        return src.substring(s, pos);
    }

    private static boolean isNameChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    }

    private int number() {
        int s = pos;
        while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
        if (s == pos) throw error("expected a number");
        return Integer.parseInt(src.substring(s, pos));
    }

    /** One character of a literal or class, with llama.cpp's escapes. */
    private int readChar() {
        char c = src.charAt(pos);
        if (c != '\\') {
            int cp = src.codePointAt(pos);
            pos += Character.charCount(cp);
            return cp;
        }
        if (pos + 1 >= src.length()) throw error("dangling backslash");
        char e = src.charAt(pos + 1);
        pos += 2;
        return switch (e) {
            case 'x' -> hex(2);
            case 'u' -> hex(4);
            case 'U' -> hex(8);
            case 't' -> '\t';
            case 'r' -> '\r';
            case 'n' -> '\n';
            case '\\', '"', '[', ']', '-', '^' -> e;
            default -> throw error("unknown escape \\" + e);
        };
    }

    private int hex(int n) {
        if (pos + n > src.length()) throw error("truncated escape");
        try {
            int v = Integer.parseInt(src.substring(pos, pos + n), 16);
            pos += n;
            return v;
        } catch (NumberFormatException e) {
            throw error("bad hex escape");
        }
    }

    private void skipSpace(boolean newlines) {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '#') {
                while (pos < src.length() && src.charAt(pos) != '\n') pos++;
            } else if (c == ' ' || c == '\t' || (newlines && (c == '\n' || c == '\r'))) {
                pos++;
            } else {
                return;
            }
        }
    }

    private GrammarException error(String what) {
        return new GrammarException("grammar: " + what + " at line " + lineOf(pos) + ", column " + (pos - src.lastIndexOf('\n', Math.max(0, pos - 1))));
    }

    private int lineOf(int at) {
        int n = 1;
        for (int i = 0; i < at && i < src.length(); i++) if (src.charAt(i) == '\n') n++;
        return n;
    }

    /**
     * A rule that reaches itself before consuming input would expand forever. The check is llama.cpp's: a rule counts as
     * possibly empty when one of its alternatives is empty, and the search follows leftmost references past those.
     */
    private void checkLeftRecursion() {
        int n = rules.size();
        boolean[] mayBeEmpty = new boolean[n];
        for (int r = 0; r < n; r++) for (List<Elem> alt : rules.get(r)) mayBeEmpty[r] |= alt.isEmpty();
        int[] state = new int[n];
        for (int r = 0; r < n; r++) visitLeft(r, mayBeEmpty, state);
    }

    private void visitLeft(int r, boolean[] mayBeEmpty, int[] state) {
        if (state[r] == 2) return;
        if (state[r] == 1) throw new GrammarException("grammar: rule '" + display(r) + "' is left-recursive");
        state[r] = 1;
        for (List<Elem> alt : rules.get(r)) {
            for (Elem e : alt) {
                if (!(e instanceof Ref ref)) break;
                visitLeft(ref.rule(), mayBeEmpty, state);
                if (!mayBeEmpty[ref.rule()]) break;
            }
        }
        state[r] = 2;
    }

    private String display(int r) {
        String n = names.get(r);
        int dash = n.indexOf("-rep-") >= 0 ? n.indexOf("-rep-") : n.indexOf("-opt-") >= 0 ? n.indexOf("-opt-") : n.indexOf("-group-");
        return dash > 0 ? n.substring(0, dash) : n;
    }

    private Grammar layout(int root) {
        int total = 0;
        for (List<List<Elem>> alts : rules) for (List<Elem> a : alts) total += a.size() + 1;
        byte[] kind = new byte[total];
        int[][] ranges = new int[total][];
        boolean[] negated = new boolean[total];
        int[] arg = new int[total];
        int[][] starts = new int[rules.size()][];
        int p = 0;
        for (int r = 0; r < rules.size(); r++) {
            List<List<Elem>> alts = rules.get(r);
            starts[r] = new int[alts.size()];
            for (int a = 0; a < alts.size(); a++) {
                starts[r][a] = p;
                for (Elem e : alts.get(a)) {
                    switch (e) {
                        case Chars c -> {
                            kind[p] = Grammar.CHARS;
                            ranges[p] = c.ranges();
                            negated[p] = c.negated();
                        }
                        case Ref ref -> {
                            kind[p] = Grammar.RULE;
                            arg[p] = ref.rule();
                        }
                        case Tok t -> {
                            kind[p] = t.negated() ? Grammar.NOT_TOKEN : Grammar.TOKEN;
                            arg[p] = t.id();
                        }
                    }
                    p++;
                }
                kind[p++] = Grammar.END;
            }
        }
        return new Grammar(kind, ranges, negated, arg, starts, List.copyOf(names), root);
    }
}
