package io.mlxcel.model.jinja;

import java.math.BigDecimal;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Python's value semantics for template values. Values are Java null (None), Boolean, Long (int), Double (float),
 * String, List (list; {@link Tuple} for tuple), Map (dict, insertion-ordered), {@link Undefined}, {@link Namespace}
 * and {@link Callable}.
 */
final class Py {
    private Py() {
    }

    /** An undefined variable or missing attribute: prints empty, is falsy, iterates empty; reading into it fails. */
    record Undefined(String hint) {
        TemplateException error() {
            return new TemplateException(hint);
        }
    }

    /**
     * A string marked safe ({@code |safe}, {@code |escape}): adding a plain string to it, on either side, escapes the
     * plain one, as markupsafe's Markup does. Everywhere else it behaves as its text.
     */
    record Markup(String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** A read-only view of a list of values. */
    abstract static class ListView extends AbstractList<Object> {
        private final List<Object> items;

        ListView(List<Object> items) {
            this.items = items;
        }

        @Override
        public Object get(int index) {
            return items.get(index);
        }

        @Override
        public int size() {
            return items.size();
        }
    }

    /** The lazy results of jinja2's items filter and dict.items(): iterable, but not JSON serializable. */
    static final class Lazy extends ListView {
        final String type;

        Lazy(String type, List<Object> items) {
            super(items);
            this.type = type;
        }
    }

    static Object unmark(Object v) {
        return v instanceof Markup m ? m.text : v;
    }

    static String escapeHtml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&#34;").replace("'", "&#39;");
    }

    /** A tuple: a read-only list that prints with parentheses. */
    static final class Tuple extends ListView {
        Tuple(List<Object> items) {
            super(items);
        }
    }

    /** jinja2's namespace(): the one object whose attributes a template can assign across scopes. */
    static final class Namespace {
        final Map<String, Object> attrs = new LinkedHashMap<>();
    }

    /** Something a template can call: a macro, a global function, or a bound method. */
    interface Callable {
        Object call(List<Object> args, Map<String, Object> kwargs);
    }

    static boolean truthy(Object v) {
        v = unmark(v);
        if (v == null || v instanceof Undefined) return false;
        if (v instanceof Boolean b) return b;
        if (v instanceof Long l) return l != 0;
        if (v instanceof Double d) return d != 0;
        if (v instanceof String s) return !s.isEmpty();
        if (v instanceof Lazy l && !l.type.startsWith("dict_")) return true;
        if (v instanceof Collection<?> c) return !c.isEmpty();
        if (v instanceof Map<?, ?> m) return !m.isEmpty();
        return true;
    }

    // ---------------- str() and repr() ----------------

    static String str(Object v) {
        if (v instanceof String s) return s;
        if (v instanceof Markup m) return m.text;
        if (v instanceof Undefined) return "";
        return repr(v);
    }

    static String repr(Object v) {
        if (v == null) return "None";
        if (v instanceof Markup m) return "Markup(" + stringRepr(m.text) + ")";
        if (v instanceof Lazy l) return "<" + l.type + " object>";
        if (v instanceof Boolean b) return b ? "True" : "False";
        if (v instanceof Long l) return l.toString();
        if (v instanceof Double d) return floatRepr(d);
        if (v instanceof String s) return stringRepr(s);
        if (v instanceof Undefined) return "";
        if (v instanceof Tuple t) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < t.size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append(repr(t.get(i)));
            }
            return sb.append(t.size() == 1 ? ",)" : ")").toString();
        }
        if (v instanceof List<?> l) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append(repr(l.get(i)));
            }
            return sb.append(']').toString();
        }
        if (v instanceof Map<?, ?> m) {
            StringBuilder sb = new StringBuilder("{");
            boolean first = true;
            for (var e : m.entrySet()) {
                if (!first) sb.append(", ");
                first = false;
                sb.append(repr(e.getKey())).append(": ").append(repr(e.getValue()));
            }
            return sb.append('}').toString();
        }
        if (v instanceof Namespace ns) return "<Namespace " + repr(ns.attrs) + ">";
        return String.valueOf(v);
    }

    /** Python's float repr: the shortest round-trip digits, exponent form below 1e-4 and from 1e16. */
    static String floatRepr(double d) {
        if (Double.isNaN(d)) return "nan";
        if (Double.isInfinite(d)) return d > 0 ? "inf" : "-inf";
        if (d == 0) return (1 / d < 0) ? "-0.0" : "0.0";
        BigDecimal bd = new BigDecimal(Double.toString(d)).stripTrailingZeros();
        String digits = bd.unscaledValue().abs().toString();
        int exp = bd.precision() - bd.scale() - 1;
        String sign = d < 0 ? "-" : "";
        if (exp < -4 || exp >= 16) {
            String mant = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            return sign + mant + "e" + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "") + Math.abs(exp);
        }
        String plain = bd.abs().toPlainString();
        if (!plain.contains(".")) plain += ".0";
        return sign + plain;
    }

    private static String stringRepr(String s) {
        char q = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
        StringBuilder sb = new StringBuilder().append(q);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == q || c == '\\') sb.append('\\').append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c == '\r') sb.append("\\r");
            else if (c == '\t') sb.append("\\t");
            else if (c < 0x20 || c == 0x7f) sb.append(String.format("\\x%02x", (int) c));
            else sb.append(c);
        }
        return sb.append(q).toString();
    }

    // ---------------- JSON, as Python's json.dumps ----------------

    /** json.dumps(v, ensure_ascii, indent, separators, sort_keys); indent is null, a width or a string. */
    static String json(Object v, boolean ensureAscii, Object indent, String itemSep, String keySep, boolean sortKeys) {
        String ind = indent == null ? null : indent instanceof Long n ? " ".repeat((int) Math.max(0, n)) : str(indent);
        if (itemSep == null) itemSep = ind == null ? ", " : ",";
        if (keySep == null) keySep = ": ";
        StringBuilder sb = new StringBuilder();
        json(sb, v, ensureAscii, ind, itemSep, keySep, sortKeys, 0);
        return sb.toString();
    }

    private static void json(StringBuilder sb, Object v, boolean ascii, String ind, String itemSep, String keySep, boolean sort, int level) {
        v = unmark(v);
        if (v instanceof Lazy l) throw new TemplateException("Object of type " + l.type + " is not JSON serializable");
        if (v == null) sb.append("null");
        else if (v instanceof Boolean b) sb.append(b);
        else if (v instanceof Long l) sb.append(l);
        else if (v instanceof Double d) {
            if (Double.isNaN(d)) sb.append("NaN");
            else if (Double.isInfinite(d)) sb.append(d > 0 ? "Infinity" : "-Infinity");
            else sb.append(floatRepr(d));
        } else if (v instanceof String s) jsonString(sb, s, ascii);
        else if (v instanceof List<?> l) {
            if (l.isEmpty()) {
                sb.append("[]");
                return;
            }
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) sb.append(itemSep);
                newline(sb, ind, level + 1);
                json(sb, l.get(i), ascii, ind, itemSep, keySep, sort, level + 1);
            }
            newline(sb, ind, level);
            sb.append(']');
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) {
                sb.append("{}");
                return;
            }
            Map<?, ?> entries = m;
            if (sort) {
                Map<String, Object> sorted = new TreeMap<>();
                for (var e : m.entrySet()) sorted.put(jsonKey(e.getKey()), e.getValue());
                entries = sorted;
            }
            sb.append('{');
            boolean first = true;
            for (var e : entries.entrySet()) {
                if (!first) sb.append(itemSep);
                first = false;
                newline(sb, ind, level + 1);
                jsonString(sb, jsonKey(e.getKey()), ascii);
                sb.append(keySep);
                json(sb, e.getValue(), ascii, ind, itemSep, keySep, sort, level + 1);
            }
            newline(sb, ind, level);
            sb.append('}');
        } else if (v instanceof Undefined) {
            throw new TemplateException("Object of type Undefined is not JSON serializable");
        } else {
            throw new TemplateException("Object of type " + typeName(v) + " is not JSON serializable");
        }
    }

    private static String jsonKey(Object k) {
        if (k instanceof String s) return s;
        if (k == null) return "null";
        if (k instanceof Boolean b) return b.toString();
        if (k instanceof Long || k instanceof Double) return repr(k);
        throw new TemplateException("keys must be str, int, float, bool or None, not " + typeName(k));
    }

    private static void newline(StringBuilder sb, String ind, int level) {
        if (ind == null) return;
        sb.append('\n');
        for (int i = 0; i < level; i++) sb.append(ind);
    }

    static void jsonString(StringBuilder sb, String s, boolean ascii) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20 || (ascii && c > 0x7e)) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        sb.append('"');
    }

    // ---------------- comparisons ----------------

    static boolean eq(Object a, Object b) {
        a = unmark(a);
        b = unmark(b);
        if (a == b) return true;
        if (a == null || b == null) return false;
        if (isNumber(a) && isNumber(b)) {
            if (a instanceof Double || b instanceof Double) return toDouble(a) == toDouble(b);
            return toLong(a) == toLong(b);
        }
        if (a instanceof Undefined || b instanceof Undefined) return a instanceof Undefined && b instanceof Undefined;
        if (a instanceof String || b instanceof String) return a.equals(b);
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size() || (x instanceof Tuple) != (y instanceof Tuple)) return false;
            for (int i = 0; i < x.size(); i++) if (!eq(x.get(i), y.get(i))) return false;
            return true;
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            if (x.size() != y.size()) return false;
            for (var e : x.entrySet()) {
                if (!y.containsKey(e.getKey()) || !eq(e.getValue(), y.get(e.getKey()))) return false;
            }
            return true;
        }
        return a.equals(b);
    }

    static int compare(Object a, Object b) {
        a = unmark(a);
        b = unmark(b);
        if (isNumber(a) && isNumber(b)) {
            if (a instanceof Double || b instanceof Double) return Double.compare(toDouble(a), toDouble(b));
            return Long.compare(toLong(a), toLong(b));
        }
        if (a instanceof String x && b instanceof String y) return x.compareTo(y);
        if (a instanceof List<?> x && b instanceof List<?> y) {
            for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
                if (!eq(x.get(i), y.get(i))) return compare(x.get(i), y.get(i));
            }
            return Integer.compare(x.size(), y.size());
        }
        throw new TemplateException("'<' not supported between instances of '" + typeName(a) + "' and '" + typeName(b) + "'");
    }

    static boolean contains(Object container, Object item) {
        container = unmark(container);
        item = unmark(item);
        if (container instanceof String s) {
            if (!(item instanceof String x)) throw new TemplateException("'in <string>' requires string as left operand, not " + typeName(item));
            return s.contains(x);
        }
        if (container instanceof Map<?, ?> m) return m.containsKey(item instanceof Long l ? l : item);
        if (container instanceof Namespace ns) return item instanceof String s && ns.attrs.containsKey(s);
        if (container instanceof Undefined) return false;
        if (container instanceof Collection<?> c) {
            for (Object o : c) if (eq(o, item)) return true;
            return false;
        }
        throw new TemplateException("argument of type '" + typeName(container) + "' is not iterable");
    }

    // ---------------- numbers and types ----------------

    static boolean isNumber(Object v) {
        return v instanceof Long || v instanceof Double || v instanceof Boolean;
    }

    static long toLong(Object v) {
        if (v instanceof Long l) return l;
        if (v instanceof Boolean b) return b ? 1 : 0;
        if (v instanceof Double d) return (long) (double) d;
        throw new TemplateException("expected a number, got " + typeName(v));
    }

    static double toDouble(Object v) {
        if (v instanceof Double d) return d;
        return toLong(v);
    }

    static String typeName(Object v) {
        if (v == null) return "NoneType";
        if (v instanceof Boolean) return "bool";
        if (v instanceof Long) return "int";
        if (v instanceof Double) return "float";
        if (v instanceof String) return "str";
        if (v instanceof Tuple) return "tuple";
        if (v instanceof Lazy l) return l.type;
        if (v instanceof Markup) return "Markup";
        if (v instanceof List) return "list";
        if (v instanceof Map) return "dict";
        if (v instanceof Undefined) return "Undefined";
        if (v instanceof Namespace) return "Namespace";
        return "function";
    }

    /** Python iteration: a dict iterates its keys, a string its characters, undefined nothing. */
    static List<Object> iterate(Object v) {
        v = unmark(v);
        if (v instanceof List<?> l) return new ArrayList<>(l);
        if (v instanceof Map<?, ?> m) return new ArrayList<>(m.keySet());
        if (v instanceof String s) {
            List<Object> out = new ArrayList<>();
            s.codePoints().forEach(cp -> out.add(new String(Character.toChars(cp))));
            return out;
        }
        if (v instanceof Undefined) return new ArrayList<>();
        if (v instanceof Iterable<?> it) {
            List<Object> out = new ArrayList<>();
            for (Iterator<?> i = it.iterator(); i.hasNext(); ) out.add(i.next());
            return out;
        }
        throw new TemplateException("'" + typeName(v) + "' object is not iterable");
    }

    static int length(Object v) {
        v = unmark(v);
        if (v instanceof String s) return s.codePointCount(0, s.length());
        if (v instanceof Lazy l && !l.type.startsWith("dict_")) throw new TemplateException("object of type '" + l.type + "' has no len()");
        if (v instanceof Collection<?> c) return c.size();
        if (v instanceof Map<?, ?> m) return m.size();
        if (v instanceof Undefined) return 0;
        if (v instanceof Namespace ns) return ns.attrs.size();
        throw new TemplateException("object of type '" + typeName(v) + "' has no len()");
    }
}
