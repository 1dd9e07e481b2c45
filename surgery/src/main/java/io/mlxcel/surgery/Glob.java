package io.mlxcel.surgery;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** fnmatch-style patterns over tensor names: '*' any run of characters, '?' one character, [abc] a class. */
record Glob(String text, Pattern regex, int stars) {
    static Glob compile(String glob) {
        StringBuilder re = new StringBuilder();
        int stars = 0;
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            switch (c) {
                case '*' -> {
                    re.append("(.*?)");
                    stars++;
                }
                case '?' -> re.append("(?:.)");
                case '[' -> {
                    int end = glob.indexOf(']', i + 1);
                    if (end < 0) throw new IllegalArgumentException("unclosed '[' at position " + i);
                    String body = glob.substring(i + 1, end);
                    boolean negate = body.startsWith("!");
                    if (negate) body = body.substring(1);
                    if (body.isEmpty()) throw new IllegalArgumentException("empty character class at position " + i);
                    re.append(negate ? "[^" : "[").append(body.replace("\\", "\\\\").replace("[", "\\[")).append(']');
                    i = end;
                }
                case ']' -> throw new IllegalArgumentException("unmatched ']' at position " + i);
                default -> re.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return new Glob(glob, Pattern.compile(re.toString()), stars);
    }

    boolean matches(String name) {
        return regex.matcher(name).matches();
    }

    /** The texts the stars matched, in order; empty if the name does not match. */
    List<String> captures(String name) {
        Matcher m = regex.matcher(name);
        List<String> out = new ArrayList<>();
        if (!m.matches()) return out;
        for (int i = 1; i <= m.groupCount(); i++) out.add(m.group(i));
        return out;
    }
}
