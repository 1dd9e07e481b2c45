package io.mlxcel.model.tokenizer;

import com.hubspot.jinjava.Jinjava;
import com.hubspot.jinjava.interpret.JinjavaInterpreter;
import com.hubspot.jinjava.lib.filter.Filter;
import com.hubspot.jinjava.lib.fn.ELFunctionDefinition;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Bridges the Python-isms of Hugging Face chat templates (written for Python's jinja2) to Jinjava: string methods
 * (startswith, endswith, strip, lstrip, rstrip, upper, lower), reversed slices, expressions as namespace() arguments,
 * whitespace control on expressions, and raise_exception(). Templates are rewritten textually before parsing; every rewrite is covered by a golden
 * rendered with jinja2 (ChatTemplateTest).
 */
final class JinjaCompat {
    private static final Pattern STRIP = Pattern.compile("\\.(strip|lstrip|rstrip)\\(");
    private static final Pattern NAMESPACE = Pattern.compile("\\bnamespace\\(");

    private JinjaCompat() {
    }

    static void install(Jinjava jinjava) {
        jinjava.getGlobalContext().registerFilter(new StripFilter("pystrip", true, true));
        jinjava.getGlobalContext().registerFilter(new StripFilter("pylstrip", true, false));
        jinjava.getGlobalContext().registerFilter(new StripFilter("pyrstrip", false, true));
        jinjava.getGlobalContext().registerFunction(new ELFunctionDefinition("", "raise_exception", JinjaCompat.class,
                "raiseException", String.class));
    }

    /** Called by templates as raise_exception('message'): the render fails with that message. */
    public static String raiseException(String message) {
        throw new IllegalArgumentException("chat template raised: " + message);
    }

    static String rewrite(String t) {
        // whitespace control on expressions ({{- and -}}) is applied here: Jinjava honours it only on tags
        t = t.replaceAll("\\s*\\{\\{-", "{{").replaceAll("-}}\\s*", "}}");
        t = t.replace(".startswith(", ".startsWith(").replace(".endswith(", ".endsWith(");
        t = t.replace(".upper()", "|upper").replace(".lower()", "|lower");
        t = t.replace("[::-1]", "|reverse");
        Matcher m = STRIP.matcher(t);
        t = m.replaceAll(r -> "|py" + r.group(1) + "(");
        return wrapNamespaceArguments(t);
    }

    /** namespace(a=x - 1) parses as (a=x) - 1 in Jinjava; parenthesise every keyword argument's value. */
    private static String wrapNamespaceArguments(String t) {
        StringBuilder out = new StringBuilder();
        Matcher m = NAMESPACE.matcher(t);
        int at = 0;
        while (m.find(at)) {
            int open = m.end();
            Args parsed = arguments(t, open - 1);
            if (parsed == null) break;
            int close = parsed.close();
            out.append(t, at, open);
            List<String> args = parsed.parts();
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                int eq = keywordEquals(a);
                if (i > 0) out.append(',');
                out.append(eq < 0 ? a : a.substring(0, eq + 1) + "(" + a.substring(eq + 1).strip() + ")");
            }
            out.append(')');
            at = close + 1;
        }
        return out.append(t.substring(at)).toString();
    }

    /**
     * Scans from the bracket at {@code openIndex}, skipping quoted strings: the top-level argument texts and the
     * index of the matching close bracket, or null if it is unbalanced.
     */
    private record Args(List<String> parts, int close) {
    }

    private static Args arguments(String s, int openIndex) {
        List<String> parts = new ArrayList<>();
        int depth = 0, start = openIndex + 1;
        char quote = 0;
        for (int i = openIndex; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                if (--depth == 0) {
                    parts.add(s.substring(start, i));
                    return new Args(parts, i);
                }
            } else if (c == ',' && depth == 1) {
                parts.add(s.substring(start, i));
                start = i + 1;
            }
        }
        return null;
    }

    /** Index of the '=' of "name=value" (not '=='), or -1. */
    private static int keywordEquals(String arg) {
        Matcher m = Pattern.compile("^\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=(?!=)").matcher(arg);
        return m.find() ? m.end() - 1 : -1;
    }

    /** Python str.strip / lstrip / rstrip: whitespace by default, else any of the given characters. */
    private record StripFilter(String name, boolean left, boolean right) implements Filter {
        @Override
        public String getName() {
            return name;
        }

        @Override
        public Object filter(Object var, JinjavaInterpreter interpreter, String... args) {
            if (var == null) return null;
            String s = var.toString();
            String chars = args.length > 0 && args[0] != null ? args[0] : null;
            int from = 0, to = s.length();
            while (left && from < to && strip(s.charAt(from), chars)) from++;
            while (right && to > from && strip(s.charAt(to - 1), chars)) to--;
            return s.substring(from, to);
        }

        private static boolean strip(char c, String chars) {
            return chars == null ? Character.isWhitespace(c) : chars.indexOf(c) >= 0;
        }
    }
}
