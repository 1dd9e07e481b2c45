package io.mlxcel.model.jinja;

import io.mlxcel.model.jinja.Py.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Python's str methods, as templates call them. */
final class Strings {
    private Strings() {
    }

    static Object method(String s, String name, List<Object> args, Map<String, Object> kw) {
        return switch (name) {
            case "strip", "lstrip", "rstrip" -> strip(s, arg(args, 0) == null ? null : Py.str(arg(args, 0)),
                    !name.equals("rstrip"), !name.equals("lstrip"));
            case "split" -> split(s, arg(args, 0, kw, "sep"), maxsplit(args, kw));
            case "rsplit" -> rsplit(s, arg(args, 0, kw, "sep"), maxsplit(args, kw));
            case "startswith", "endswith" -> {
                Object p = args.get(0);
                List<Object> prefixes = p instanceof List<?> l ? new ArrayList<>(l) : List.of(p);
                String sub = s.substring(args.size() > 1 ? index(args.get(1), s.length()) : 0);
                boolean hit = false;
                for (Object x : prefixes) hit |= name.equals("startswith") ? sub.startsWith(Py.str(x)) : sub.endsWith(Py.str(x));
                yield hit;
            }
            case "upper" -> s.toUpperCase(Locale.ROOT);
            case "lower", "casefold" -> s.toLowerCase(Locale.ROOT);
            case "swapcase" -> {
                StringBuilder sb = new StringBuilder();
                s.codePoints().forEach(c -> sb.appendCodePoint(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c)));
                yield sb.toString();
            }
            case "title" -> title(s);
            case "capitalize" -> capitalize(s);
            case "replace" -> replace(s, Py.str(args.get(0)), Py.str(args.get(1)), args.size() > 2 ? Py.toLong(args.get(2)) : -1);
            case "find" -> (long) s.indexOf(Py.str(args.get(0)), args.size() > 1 ? index(args.get(1), s.length()) : 0);
            case "rfind" -> (long) s.lastIndexOf(Py.str(args.get(0)));
            case "index" -> {
                int i = s.indexOf(Py.str(args.get(0)));
                if (i < 0) throw new TemplateException("substring not found");
                yield (long) i;
            }
            case "count" -> {
                String sub = Py.str(args.get(0));
                if (sub.isEmpty()) yield (long) s.length() + 1;
                long n = 0;
                for (int i = s.indexOf(sub); i >= 0; i = s.indexOf(sub, i + sub.length())) n++;
                yield n;
            }
            case "join" -> {
                StringBuilder sb = new StringBuilder();
                boolean first = true;
                for (Object x : Py.iterate(args.get(0))) {
                    if (!(x instanceof String str)) throw new TemplateException("sequence item: expected str instance, " + Py.typeName(x) + " found");
                    if (!first) sb.append(s);
                    first = false;
                    sb.append(str);
                }
                yield sb.toString();
            }
            case "format" -> format(s, args, kw);
            case "splitlines" -> new ArrayList<Object>(splitlines(s));
            case "isdigit", "isnumeric", "isdecimal" -> !s.isEmpty() && s.codePoints().allMatch(Character::isDigit);
            case "isalpha" -> !s.isEmpty() && s.codePoints().allMatch(Character::isLetter);
            case "isalnum" -> !s.isEmpty() && s.codePoints().allMatch(Character::isLetterOrDigit);
            case "isspace" -> !s.isEmpty() && s.codePoints().allMatch(Character::isWhitespace);
            case "islower" -> s.codePoints().anyMatch(Character::isLetter) && s.equals(s.toLowerCase(Locale.ROOT));
            case "isupper" -> s.codePoints().anyMatch(Character::isLetter) && s.equals(s.toUpperCase(Locale.ROOT));
            case "removeprefix" -> s.startsWith(Py.str(args.get(0))) ? s.substring(Py.str(args.get(0)).length()) : s;
            case "removesuffix" -> s.endsWith(Py.str(args.get(0))) && !Py.str(args.get(0)).isEmpty()
                    ? s.substring(0, s.length() - Py.str(args.get(0)).length()) : s;
            case "zfill" -> {
                int w = (int) Py.toLong(args.get(0));
                if (s.length() >= w) yield s;
                boolean signed = !s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+');
                yield (signed ? s.substring(0, 1) : "") + "0".repeat(w - s.length()) + (signed ? s.substring(1) : s);
            }
            case "center", "ljust", "rjust" -> {
                int w = (int) Py.toLong(args.get(0));
                String fill = args.size() > 1 ? Py.str(args.get(1)) : " ";
                int pad = Math.max(0, w - s.length());
                int left = switch (name) {
                    case "ljust" -> 0;
                    case "rjust" -> pad;
                    default -> pad / 2 + (pad & w & 1);
                };
                yield fill.repeat(left) + s + fill.repeat(pad - left);
            }
            case "partition", "rpartition" -> {
                String sep = Py.str(args.get(0));
                int i = name.equals("partition") ? s.indexOf(sep) : s.lastIndexOf(sep);
                if (i < 0) yield name.equals("partition") ? new Tuple(List.of(s, "", "")) : new Tuple(List.of("", "", s));
                yield new Tuple(List.of(s.substring(0, i), sep, s.substring(i + sep.length())));
            }
            default -> throw new TemplateException("str has no method " + name);
        };
    }

    private static Object arg(List<Object> args, int i) {
        return i < args.size() ? args.get(i) : null;
    }

    private static Object arg(List<Object> args, int i, Map<String, Object> kw, String name) {
        return i < args.size() ? args.get(i) : kw.get(name);
    }

    private static long maxsplit(List<Object> args, Map<String, Object> kw) {
        Object m = arg(args, 1, kw, "maxsplit");
        return m == null ? -1 : Py.toLong(m);
    }

    private static int index(Object i, int n) {
        long x = Py.toLong(i);
        if (x < 0) x += n;
        return (int) Math.max(0, Math.min(n, x));
    }

    static String strip(String s, String chars, boolean left, boolean right) {
        int from = 0, to = s.length();
        while (left && from < to && stripped(s.charAt(from), chars)) from++;
        while (right && to > from && stripped(s.charAt(to - 1), chars)) to--;
        return s.substring(from, to);
    }

    private static boolean stripped(char c, String chars) {
        return chars == null ? isSpace(c) : chars.indexOf(c) >= 0;
    }

    /** Python's str.isspace for one character (includes \x1c-\x1f and \x85, which Java's isWhitespace mostly does). */
    static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085' || (c >= 0x1c && c <= 0x1f);
    }

    private static List<Object> split(String s, Object sep, long max) {
        List<Object> out = new ArrayList<>();
        if (sep == null) {
            int i = 0, n = s.length();
            while (true) {
                while (i < n && isSpace(s.charAt(i))) i++;
                if (i >= n) break;
                if (max >= 0 && out.size() == max) {
                    out.add(strip(s.substring(i), null, false, true));
                    break;
                }
                int j = i;
                while (j < n && !isSpace(s.charAt(j))) j++;
                out.add(s.substring(i, j));
                i = j;
            }
            return out;
        }
        String d = Py.str(sep);
        if (d.isEmpty()) throw new TemplateException("empty separator");
        int from = 0;
        while (max < 0 || out.size() < max) {
            int i = s.indexOf(d, from);
            if (i < 0) break;
            out.add(s.substring(from, i));
            from = i + d.length();
        }
        out.add(s.substring(from));
        return out;
    }

    private static List<Object> rsplit(String s, Object sep, long max) {
        if (max < 0 || sep == null) return split(s, sep, max);
        String d = Py.str(sep);
        List<Object> out = new ArrayList<>();
        int to = s.length();
        while (out.size() < max) {
            int i = s.lastIndexOf(d, to - d.length());
            if (i < 0) break;
            out.addFirst(s.substring(i + d.length(), to));
            to = i;
        }
        out.addFirst(s.substring(0, to));
        return out;
    }

    static String replace(String s, String old, String neu, long count) {
        if (count < 0) {
            if (old.isEmpty()) {
                StringBuilder sb = new StringBuilder(neu);
                for (char c : s.toCharArray()) sb.append(c).append(neu);
                return sb.toString();
            }
            return s.replace(old, neu);
        }
        StringBuilder sb = new StringBuilder();
        int from = 0;
        for (long n = 0; n < count; n++) {
            int i = s.indexOf(old, from);
            if (i < 0) break;
            sb.append(s, from, i).append(neu);
            from = i + old.length();
        }
        return sb.append(s.substring(from)).toString();
    }

    static String capitalize(String s) {
        if (s.isEmpty()) return s;
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1).toLowerCase(Locale.ROOT);
    }

    static String title(String s) {
        StringBuilder sb = new StringBuilder();
        boolean prevCased = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(prevCased ? Character.toLowerCase(c) : Character.toUpperCase(c));
            prevCased = Character.isLetter(c);
        }
        return sb.toString();
    }

    /** Python's str.splitlines() without keepends. */
    static List<String> splitlines(String s) {
        List<String> out = new ArrayList<>();
        int start = 0, i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            boolean br = c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || (c >= 0x1c && c <= 0x1e) || c == 0x85 || c == 0x2028 || c == 0x2029;
            if (!br) {
                i++;
                continue;
            }
            out.add(s.substring(start, i));
            i += c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n' ? 2 : 1;
            start = i;
        }
        if (start < s.length()) out.add(s.substring(start));
        return out;
    }

    /** jinja2's indent filter (a trailing newline is added before splitting, as jinja2 does). */
    static String indent(String s, Object width, boolean first, boolean blank) {
        String ind = width instanceof String w ? w : " ".repeat((int) Py.toLong(width));
        List<String> lines = splitlines(s + "\n");
        StringBuilder rv = new StringBuilder();
        if (blank) {
            rv.append(String.join("\n" + ind, lines));
        } else {
            rv.append(lines.getFirst());
            for (int i = 1; i < lines.size(); i++) {
                rv.append('\n');
                if (!lines.get(i).isEmpty()) rv.append(ind);
                rv.append(lines.get(i));
            }
        }
        return first ? ind + rv : rv.toString();
    }

    /** str.format with {}, {0} and {name} fields and an optional conversion or simple format spec. */
    private static String format(String s, List<Object> args, Map<String, Object> kw) {
        StringBuilder sb = new StringBuilder();
        int auto = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{' && i + 1 < s.length() && s.charAt(i + 1) == '{') {
                sb.append('{');
                i++;
            } else if (c == '}' && i + 1 < s.length() && s.charAt(i + 1) == '}') {
                sb.append('}');
                i++;
            } else if (c == '{') {
                int close = s.indexOf('}', i);
                if (close < 0) throw new TemplateException("Single '{' encountered in format string");
                String field = s.substring(i + 1, close);
                String spec = "";
                int colon = field.indexOf(':');
                if (colon >= 0) {
                    spec = field.substring(colon + 1);
                    field = field.substring(0, colon);
                }
                boolean repr = field.endsWith("!r");
                if (repr || field.endsWith("!s")) field = field.substring(0, field.length() - 2);
                Object v = field.isEmpty() ? args.get(auto++) : field.matches("\\d+") ? args.get(Integer.parseInt(field)) : kw.get(field);
                String text = repr ? Py.repr(v) : Py.str(v);
                if (!spec.isEmpty()) {
                    if (spec.matches("\\d+")) text = text + " ".repeat(Math.max(0, Integer.parseInt(spec) - text.length()));
                    else throw new TemplateException("unsupported format spec '" + spec + "'");
                }
                sb.append(text);
                i = close;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
