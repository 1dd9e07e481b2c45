package io.mlxcel.model.jinja;

import io.mlxcel.model.jinja.Py.Callable;
import io.mlxcel.model.jinja.Py.Namespace;
import io.mlxcel.model.jinja.Py.Tuple;
import io.mlxcel.model.jinja.Py.Undefined;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * jinja2's filters and tests, the Python methods templates call on strings, dicts and lists, and attribute and item
 * lookup, all as Hugging Face's ImmutableSandboxedEnvironment allows them (methods that modify a list or dict are
 * refused when called).
 */
@SuppressWarnings("unchecked")
final class Builtins {
    private static final Set<String> DICT_METHODS = Set.of("items", "keys", "values", "get", "copy");
    private static final Set<String> DICT_UNSAFE = Set.of("pop", "popitem", "update", "clear", "setdefault");
    private static final Set<String> LIST_METHODS = Set.of("index", "count", "copy");
    private static final Set<String> LIST_UNSAFE = Set.of("append", "pop", "remove", "insert", "extend", "sort", "reverse", "clear");
    private static final Set<String> STR_METHODS = Set.of("strip", "lstrip", "rstrip", "split", "rsplit", "startswith",
            "endswith", "upper", "lower", "title", "capitalize", "replace", "find", "rfind", "index", "count", "join",
            "format", "splitlines", "isdigit", "isalpha", "isalnum", "isspace", "islower", "isupper", "removeprefix",
            "removesuffix", "zfill", "center", "ljust", "rjust", "casefold", "swapcase", "partition", "rpartition",
            "isnumeric", "isdecimal");

    /** A method the sandbox refuses: looking it up works, calling or printing it fails as jinja2's SecurityError. */
    record Unsafe(String type, String name) {
        TemplateException error() {
            return new TemplateException("access to attribute '" + name + "' of '" + type + "' object is unsafe.");
        }
    }

    /** A bound method of a str, dict or list. */
    private record Method(Object self, String name) implements Callable {
        @Override
        public Object call(List<Object> args, Map<String, Object> kwargs) {
            if (self instanceof String s) return Strings.method(s, name, args, kwargs);
            if (self instanceof Map<?, ?> m) return dictMethod(m, name, args);
            return listMethod((List<?>) self, name, args);
        }

        @Override
        public String toString() {
            return "<built-in method " + name + " of " + Py.typeName(self) + " object>";
        }
    }

    final Map<String, Object> globals = new LinkedHashMap<>();

    Builtins() {
        globals.put("range", (Callable) (args, kw) -> range(args));
        globals.put("namespace", (Callable) (args, kw) -> {
            Namespace ns = new Namespace();
            for (Object a : args) if (a instanceof Map<?, ?> m) m.forEach((k, v) -> ns.attrs.put(Py.str(k), v));
            ns.attrs.putAll(kw);
            return ns;
        });
        globals.put("dict", (Callable) (args, kw) -> {
            Map<Object, Object> d = new LinkedHashMap<>();
            for (Object a : args) if (a instanceof Map<?, ?> m) d.putAll(m);
            d.putAll(kw);
            return d;
        });
    }

    // ---------------- lookup ----------------

    Object getAttr(Object obj, String name, int line) {
        obj = Py.unmark(obj);
        if (obj instanceof Undefined u) throw u.error();
        if (obj instanceof Map<?, ?> m) {
            if (DICT_METHODS.contains(name)) return new Method(m, name);
            if (DICT_UNSAFE.contains(name)) return new Unsafe("dict", name);
            return m.containsKey(name) ? m.get(name) : missing(obj, name);
        }
        if (obj instanceof Namespace ns) return ns.attrs.containsKey(name) ? ns.attrs.get(name) : missing(obj, name);
        if (obj instanceof Interpreter.LoopInfo loop) return loop.attr(name);
        if (obj instanceof String && STR_METHODS.contains(name)) return new Method(obj, name);
        if (obj instanceof List<?> && !(obj instanceof Tuple) && LIST_UNSAFE.contains(name)) return new Unsafe("list", name);
        if (obj instanceof List<?> && LIST_METHODS.contains(name)) return new Method(obj, name);
        return missing(obj, name);
    }

    Object getItem(Object obj, Object key, int line) {
        obj = Py.unmark(obj);
        key = Py.unmark(key);
        if (obj instanceof Undefined u) throw u.error();
        if (obj instanceof Map<?, ?> m) {
            if (m.containsKey(key)) return m.get(key);
            return key instanceof String s ? getAttr(obj, s, line) : missing(obj, Py.repr(key));
        }
        if ((obj instanceof List<?> || obj instanceof String) && (key instanceof Long || key instanceof Boolean)) {
            int n = obj instanceof String s ? s.length() : ((List<?>) obj).size();
            long i = Py.toLong(key);
            if (i < 0) i += n;
            if (i < 0 || i >= n) return new Undefined(Py.typeName(obj) + " index out of range");
            return obj instanceof String s ? String.valueOf(s.charAt((int) i)) : ((List<?>) obj).get((int) i);
        }
        if (key instanceof String s) return getAttr(obj, s, line);
        return missing(obj, Py.repr(key));
    }

    private static Undefined missing(Object obj, String name) {
        return new Undefined("'" + Py.typeName(obj) + " object' has no attribute '" + name + "'");
    }

    Object slice(Object obj, Object start, Object stop, Object step) {
        obj = Py.unmark(obj);
        if (obj instanceof Undefined u) throw u.error();
        int n = obj instanceof String s ? s.length() : obj instanceof List<?> l ? l.size() : -1;
        if (n < 0) throw new TemplateException("'" + Py.typeName(obj) + "' object is not subscriptable");
        long st = step == null ? 1 : Py.toLong(step);
        if (st == 0) throw new TemplateException("slice step cannot be zero");
        List<Integer> idx = new ArrayList<>();
        if (st > 0) {
            long a = start == null ? 0 : clamp(Py.toLong(start), n, 0, n);
            long b = stop == null ? n : clamp(Py.toLong(stop), n, 0, n);
            for (long i = a; i < b; i += st) idx.add((int) i);
        } else {
            long a = start == null ? n - 1 : clamp(Py.toLong(start), n, -1, n - 1);
            long b = stop == null ? -1 : clamp(Py.toLong(stop), n, -1, n - 1);
            for (long i = a; i > b; i += st) idx.add((int) i);
        }
        if (obj instanceof String s) {
            StringBuilder sb = new StringBuilder();
            for (int i : idx) sb.append(s.charAt(i));
            return sb.toString();
        }
        List<?> l = (List<?>) obj;
        List<Object> out = new ArrayList<>();
        for (int i : idx) out.add(l.get(i));
        return obj instanceof Tuple ? new Tuple(out) : out;
    }

    private static long clamp(long i, int n, long lo, long hi) {
        if (i < 0) i += n;
        return Math.max(lo, Math.min(hi, i));
    }

    private static List<Object> range(List<Object> args) {
        long start = 0, stop, step = 1;
        if (args.size() == 1) stop = Py.toLong(args.get(0));
        else {
            start = Py.toLong(args.get(0));
            stop = Py.toLong(args.get(1));
            if (args.size() > 2) step = Py.toLong(args.get(2));
        }
        if (step == 0) throw new TemplateException("range() arg 3 must not be zero");
        List<Object> out = new ArrayList<>();
        for (long i = start; step > 0 ? i < stop : i > stop; i += step) {
            out.add(i);
            if (out.size() > 1_000_000) throw new TemplateException("range too big");
        }
        return out;
    }

    private static Object dictMethod(Map<?, ?> m, String name, List<Object> args) {
        return switch (name) {
            case "items" -> {
                List<Object> out = new ArrayList<>();
                m.forEach((k, v) -> out.add(new Tuple(java.util.Arrays.asList(k, v))));
                yield new Py.Lazy("dict_items", out);
            }
            case "keys" -> new Py.Lazy("dict_keys", new ArrayList<Object>(m.keySet()));
            case "values" -> new Py.Lazy("dict_values", new ArrayList<Object>(m.values()));
            case "get" -> m.containsKey(args.get(0)) ? m.get(args.get(0)) : args.size() > 1 ? args.get(1) : null;
            case "copy" -> new LinkedHashMap<Object, Object>(m);
            default -> throw new TemplateException("dict has no method " + name);
        };
    }

    private static Object listMethod(List<?> l, String name, List<Object> args) {
        return switch (name) {
            case "index" -> {
                for (int i = 0; i < l.size(); i++) if (Py.eq(l.get(i), args.get(0))) yield (long) i;
                throw new TemplateException(Py.repr(args.get(0)) + " is not in list");
            }
            case "count" -> l.stream().filter(x -> Py.eq(x, args.get(0))).count();
            case "copy" -> new ArrayList<Object>(l);
            default -> throw new TemplateException("list has no method " + name);
        };
    }

    // ---------------- tests ----------------

    boolean test(String name, Object v, List<Object> args, int line) {
        v = Py.unmark(v);
        return switch (name) {
            case "defined" -> !(v instanceof Undefined);
            case "undefined" -> v instanceof Undefined;
            case "none" -> v == null;
            case "boolean" -> v instanceof Boolean;
            case "true" -> Boolean.TRUE.equals(v);
            case "false" -> Boolean.FALSE.equals(v);
            case "integer" -> v instanceof Long;
            case "float" -> v instanceof Double;
            case "number" -> Py.isNumber(v);
            case "string" -> v instanceof String;
            case "mapping" -> v instanceof Map<?, ?>;
            // Undefined has __len__, __getitem__ and __iter__, so jinja2 counts it as both
            case "sequence" -> v instanceof String || (v instanceof List<?> && !(v instanceof Py.Lazy)) || v instanceof Map<?, ?> || v instanceof Undefined;
            case "iterable" -> v instanceof String || v instanceof List<?> || v instanceof Map<?, ?> || v instanceof Undefined;
            case "callable" -> v instanceof Callable;
            case "sameas" -> v == args.get(0) || (v != null && Py.isNumber(v) && v.equals(args.get(0)));
            case "escaped" -> false;
            case "in" -> Py.contains(args.get(0), v);
            case "eq", "equalto", "==" -> Py.eq(v, args.get(0));
            case "ne", "!=" -> !Py.eq(v, args.get(0));
            case "lt", "lessthan", "<" -> Py.compare(v, args.get(0)) < 0;
            case "le", "<=" -> Py.compare(v, args.get(0)) <= 0;
            case "gt", "greaterthan", ">" -> Py.compare(v, args.get(0)) > 0;
            case "ge", ">=" -> Py.compare(v, args.get(0)) >= 0;
            case "lower" -> v instanceof String s && s.equals(s.toLowerCase(Locale.ROOT));
            case "upper" -> v instanceof String s && s.equals(s.toUpperCase(Locale.ROOT));
            case "even" -> Py.toLong(v) % 2 == 0;
            case "odd" -> Py.toLong(v) % 2 != 0;
            case "divisibleby" -> Py.toLong(v) % Py.toLong(args.get(0)) == 0;
            default -> throw new TemplateException("line " + line + ": no test named '" + name + "'");
        };
    }

    // ---------------- filters ----------------

    Object filter(String name, Object v, List<Object> args, Map<String, Object> kw, int line) {
        if (!name.equals("safe") && !name.equals("indent")) v = Py.unmark(v);
        Args a = new Args(args, kw);
        return switch (name) {
            case "default", "d" -> {
                boolean bool = Py.truthy(a.get(1, "boolean", false));
                yield (v instanceof Undefined || (bool && !Py.truthy(v))) ? a.get(0, "default_value", "") : v;
            }
            case "tojson" -> Py.json(v, Py.truthy(a.get(-1, "ensure_ascii", false)), a.get(0, "indent", null),
                    sep(a.get(-1, "separators", null), 0), sep(a.get(-1, "separators", null), 1),
                    Py.truthy(a.get(-1, "sort_keys", false)));
            case "length", "count" -> (long) Py.length(v);
            case "string" -> Py.str(v);
            case "safe" -> v instanceof Py.Markup ? v : new Py.Markup(Py.str(v));
            case "e", "escape", "forceescape" -> new Py.Markup(Py.escapeHtml(Py.str(v)));
            case "trim" -> {
                Object chars = a.get(0, "chars", null);
                yield Strings.strip(Py.str(v), chars == null ? null : Py.str(chars), true, true);
            }
            case "upper" -> Py.str(v).toUpperCase(Locale.ROOT);
            case "lower" -> Py.str(v).toLowerCase(Locale.ROOT);
            case "capitalize" -> Strings.capitalize(Py.str(v));
            case "title" -> Strings.title(Py.str(v));
            case "replace" -> Strings.replace(Py.str(v), Py.str(a.get(0, "old", "")), Py.str(a.get(1, "new", "")),
                    a.get(2, "count", null) == null ? -1 : Py.toLong(a.get(2, "count", null)));
            case "join" -> {
                String d = Py.str(a.get(0, "d", ""));
                Object attr = a.get(1, "attribute", null);
                StringBuilder sb = new StringBuilder();
                boolean first = true;
                for (Object x : Py.iterate(v)) {
                    if (!first) sb.append(d);
                    first = false;
                    sb.append(Py.str(attr == null ? x : attribute(x, attr, line)));
                }
                yield sb.toString();
            }
            case "items" -> new Py.Lazy("generator", v instanceof Undefined ? new ArrayList<>() : new ArrayList<>((List<Object>) dictMethod(asMap(v, "items"), "items", List.of())));
            case "list" -> Py.iterate(v);
            case "first" -> {
                List<Object> l = Py.iterate(v);
                yield l.isEmpty() ? new Undefined("No first item, sequence was empty.") : l.getFirst();
            }
            case "last" -> {
                List<Object> l = Py.iterate(v);
                yield l.isEmpty() ? new Undefined("No last item, sequence was empty.") : l.getLast();
            }
            case "reverse" -> {
                if (v instanceof String s) yield new StringBuilder(s).reverse().toString();
                List<Object> l = Py.iterate(v);
                java.util.Collections.reverse(l);
                yield new Py.Lazy("list_reverseiterator", l);
            }
            case "unique" -> {
                List<Object> out = new ArrayList<>();
                Set<Object> seen = new LinkedHashSet<>();
                boolean cs = Py.truthy(a.get(0, "case_sensitive", false));
                Object attr = a.get(1, "attribute", null);
                for (Object x : Py.iterate(v)) {
                    Object key = attr == null ? x : attribute(x, attr, line);
                    if (!cs && key instanceof String s) key = s.toLowerCase(Locale.ROOT);
                    if (seen.add(key instanceof Long l ? (Object) l.doubleValue() : key)) out.add(x);
                }
                yield new Py.Lazy("generator", out);
            }
            case "sort" -> sort(Py.iterate(v), Py.truthy(a.get(0, "reverse", false)), Py.truthy(a.get(1, "case_sensitive", false)), a.get(2, "attribute", null), line);
            case "dictsort" -> {
                boolean cs = Py.truthy(a.get(0, "case_sensitive", false));
                int by = "value".equals(a.get(1, "by", "key")) ? 1 : 0;
                List<Object> items = dictMethod(asMap(v, "dictsort"), "items", List.of()) instanceof List<?> l ? new ArrayList<>(l) : List.of();
                items.sort(Comparator.comparing(t -> sortKey(((Tuple) t).get(by), cs), Py::compare));
                if (Py.truthy(a.get(2, "reverse", false))) java.util.Collections.reverse(items);
                yield items;
            }
            case "map" -> {
                List<Object> out = new ArrayList<>();
                Object attr = kw.get("attribute");
                for (Object x : Py.truthy(v) ? Py.iterate(v) : List.of()) {
                    if (attr != null) {
                        Object r = attribute(x, attr, line);
                        out.add(r instanceof Undefined && kw.containsKey("default") ? kw.get("default") : r);
                    } else {
                        out.add(filter(Py.str(args.get(0)), x, args.subList(1, args.size()), Map.of(), line));
                    }
                }
                yield new Py.Lazy("generator", out);
            }
            case "select", "reject" -> {
                List<Object> out = new ArrayList<>();
                for (Object x : Py.truthy(v) ? Py.iterate(v) : List.of()) {
                    boolean ok = args.isEmpty() ? Py.truthy(x) : test(Py.str(args.get(0)), x, args.subList(1, args.size()), line);
                    if (ok == name.equals("select")) out.add(x);
                }
                yield new Py.Lazy("generator", out);
            }
            case "selectattr", "rejectattr" -> {
                List<Object> out = new ArrayList<>();
                for (Object x : Py.truthy(v) ? Py.iterate(v) : List.of()) {
                    Object attr = attribute(x, args.get(0), line);
                    boolean ok = args.size() < 2 ? Py.truthy(attr) : test(Py.str(args.get(1)), attr, args.subList(2, args.size()), line);
                    if (ok == name.equals("selectattr")) out.add(x);
                }
                yield new Py.Lazy("generator", out);
            }
            case "attr" -> getAttr(v, Py.str(args.get(0)), line);
            case "indent" -> v instanceof Py.Markup m ? new Py.Markup(Strings.indent(m.text(), a.get(0, "width", 4L), Py.truthy(a.get(1, "first", false)), Py.truthy(a.get(2, "blank", false))))
                    : Strings.indent(Py.str(v), a.get(0, "width", 4L), Py.truthy(a.get(1, "first", false)), Py.truthy(a.get(2, "blank", false)));
            case "int" -> toInt(v, a.get(0, "default", 0L));
            case "float" -> toFloat(v, a.get(0, "default", 0.0));
            case "abs" -> v instanceof Double d ? (Object) Math.abs(d) : (Object) Math.abs(Py.toLong(v));
            case "round" -> {
                long precision = Py.toLong(a.get(0, "precision", 0L));
                String method = Py.str(a.get(1, "method", "common"));
                double scale = Math.pow(10, precision), x = Py.toDouble(v) * scale;
                double r = switch (method) {
                    case "ceil" -> Math.ceil(x);
                    case "floor" -> Math.floor(x);
                    default -> x >= 0 ? Math.floor(x + 0.5) : Math.ceil(x - 0.5);
                };
                yield r / scale;
            }
            case "min", "max" -> {
                List<Object> l = Py.iterate(v);
                if (l.isEmpty()) yield new Undefined("No aggregated item, sequence was empty.");
                boolean cs = Py.truthy(a.get(0, "case_sensitive", false));
                Object attr = a.get(1, "attribute", null);
                Comparator<Object> cmp = Comparator.comparing(x -> sortKey(attr == null ? x : attribute(x, attr, line), cs), Py::compare);
                yield name.equals("min") ? l.stream().min(cmp).orElseThrow() : l.stream().max(cmp).orElseThrow();
            }
            case "sum" -> {
                Object attr = a.get(0, "attribute", null);
                Object total = a.get(1, "start", 0L);
                for (Object x : Py.iterate(v)) total = Operators.binary("+", total, attr == null ? x : attribute(x, attr, line), line);
                yield total;
            }
            case "wordcount" -> (long) Py.str(v).split("\\s+", -1).length - (Py.str(v).isBlank() ? 1 : 0);
            case "center" -> Strings.method(Py.str(v), "center", List.of(a.get(0, "width", 80L)), Map.of());
            case "batch" -> {
                long size = Py.toLong(args.get(0));
                List<Object> out = new ArrayList<>(), cur = new ArrayList<>();
                for (Object x : Py.iterate(v)) {
                    cur.add(x);
                    if (cur.size() == size) {
                        out.add(cur);
                        cur = new ArrayList<>();
                    }
                }
                if (!cur.isEmpty()) {
                    if (args.size() > 1) while (cur.size() < size) cur.add(args.get(1));
                    out.add(cur);
                }
                yield out;
            }
            default -> throw new TemplateException("line " + line + ": no filter named '" + name + "'");
        };
    }

    /** Positional-or-keyword filter arguments; position -1 means keyword only. */
    private record Args(List<Object> positional, Map<String, Object> kw) {
        Object get(int position, String name, Object dflt) {
            if (position >= 0 && position < positional.size()) return positional.get(position);
            return kw.getOrDefault(name, dflt);
        }
    }

    private static String sep(Object separators, int i) {
        if (separators == null) return null;
        List<Object> l = Py.iterate(separators);
        return Py.str(l.get(i));
    }

    private static Map<?, ?> asMap(Object v, String filter) {
        if (v instanceof Map<?, ?> m) return m;
        if (v instanceof Namespace ns) return ns.attrs;
        throw new TemplateException("can only apply '" + filter + "' to a mapping, not " + Py.typeName(v));
    }

    /** jinja2's attribute getter for map/selectattr/sort: dotted names and integer parts are followed in turn. */
    private Object attribute(Object x, Object attr, int line) {
        if (attr instanceof Long) return getItem(x, attr, line);
        Object cur = x;
        for (String part : Py.str(attr).split("\\.")) {
            if (cur instanceof Undefined) return cur;
            cur = part.matches("\\d+") ? getItem(cur, Long.parseLong(part), line) : getItem(cur, part, line);
        }
        return cur;
    }

    private static Object sortKey(Object x, boolean caseSensitive) {
        return !caseSensitive && x instanceof String s ? s.toLowerCase(Locale.ROOT) : x;
    }

    private List<Object> sort(List<Object> l, boolean reverse, boolean cs, Object attr, int line) {
        Comparator<Object> cmp = Comparator.comparing(x -> sortKey(attr == null ? x : attribute(x, attr, line), cs), Py::compare);
        l.sort(reverse ? cmp.reversed() : cmp);
        return l;
    }

    private static Object toInt(Object v, Object dflt) {
        if (v instanceof Long || v instanceof Boolean) return Py.toLong(v);
        if (v instanceof Double d) return (long) (double) d;
        try {
            String s = Py.str(v).strip().replace("_", "");
            try {
                return Long.parseLong(s);
            } catch (NumberFormatException e) {
                return (long) Double.parseDouble(s);
            }
        } catch (NumberFormatException e) {
            return dflt;
        }
    }

    private static Object toFloat(Object v, Object dflt) {
        if (Py.isNumber(v)) return Py.toDouble(v);
        try {
            return Double.parseDouble(Py.str(v).strip());
        } catch (NumberFormatException e) {
            return dflt;
        }
    }

}
