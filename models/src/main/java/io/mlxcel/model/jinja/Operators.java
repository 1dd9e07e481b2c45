package io.mlxcel.model.jinja;

import io.mlxcel.model.jinja.Py.Undefined;

import java.util.ArrayList;
import java.util.List;

/** Python's arithmetic and comparison operators on template values. */
final class Operators {
    private Operators() {
    }

    static Object binary(String op, Object a, Object b, int line) {
        if (a instanceof Undefined u) throw u.error();
        if (b instanceof Undefined u) throw u.error();
        if (op.equals("+") && (a instanceof Py.Markup || b instanceof Py.Markup) && isText(a) && isText(b)) {
            return new Py.Markup(escaped(a) + escaped(b));
        }
        a = Py.unmark(a);
        b = Py.unmark(b);
        if (op.equals("+")) {
            if (a instanceof String x && b instanceof String y) return x + y;
            if (a instanceof List<?> x && b instanceof List<?> y) {
                List<Object> out = new ArrayList<>(x);
                out.addAll(y);
                return out;
            }
        }
        if (op.equals("*")) {
            if (a instanceof String s && b instanceof Long n) return s.repeat((int) Math.max(0, n));
            if (a instanceof Long n && b instanceof String s) return s.repeat((int) Math.max(0, n));
            if (a instanceof List<?> l && b instanceof Long n) {
                List<Object> out = new ArrayList<>();
                for (long i = 0; i < n; i++) out.addAll(l);
                return out;
            }
        }
        if (op.equals("%") && a instanceof String fmt) return printf(fmt, b, line);
        if (!Py.isNumber(a) || !Py.isNumber(b)) {
            throw new TemplateException("line " + line + ": unsupported operand type(s) for " + op + ": '"
                    + Py.typeName(a) + "' and '" + Py.typeName(b) + "'");
        }
        boolean floats = a instanceof Double || b instanceof Double;
        if (floats || op.equals("/")) {
            double x = Py.toDouble(a), y = Py.toDouble(b);
            return switch (op) {
                case "+" -> x + y;
                case "-" -> x - y;
                case "*" -> x * y;
                case "/" -> {
                    if (y == 0) throw new TemplateException("line " + line + ": division by zero");
                    yield x / y;
                }
                case "//" -> {
                    if (y == 0) throw new TemplateException("line " + line + ": division by zero");
                    yield Math.floor(x / y);
                }
                case "%" -> {
                    if (y == 0) throw new TemplateException("line " + line + ": modulo by zero");
                    yield x - y * Math.floor(x / y);
                }
                case "**" -> Math.pow(x, y);
                default -> throw new TemplateException("unknown operator " + op);
            };
        }
        long x = Py.toLong(a), y = Py.toLong(b);
        return switch (op) {
            case "+" -> x + y;
            case "-" -> x - y;
            case "*" -> x * y;
            case "//" -> {
                if (y == 0) throw new TemplateException("line " + line + ": integer division by zero");
                yield Math.floorDiv(x, y);
            }
            case "%" -> {
                if (y == 0) throw new TemplateException("line " + line + ": integer modulo by zero");
                yield Math.floorMod(x, y);
            }
            case "**" -> y >= 0 ? (Object) ipow(x, y) : (Object) Math.pow(x, y);
            default -> throw new TemplateException("unknown operator " + op);
        };
    }

    private static boolean isText(Object v) {
        return v instanceof String || v instanceof Py.Markup;
    }

    private static String escaped(Object v) {
        return v instanceof Py.Markup m ? m.text() : Py.escapeHtml((String) v);
    }

    private static long ipow(long base, long exp) {
        long r = 1;
        for (long i = 0; i < exp; i++) r *= base;
        return r;
    }

    static boolean compare(String op, Object a, Object b, int line) {
        return switch (op) {
            case "==" -> Py.eq(a, b);
            case "!=" -> !Py.eq(a, b);
            case "in" -> Py.contains(b, a);
            case "notin" -> !Py.contains(b, a);
            default -> {
                if (a instanceof Undefined u) throw u.error();
                if (b instanceof Undefined u) throw u.error();
                int c = Py.compare(a, b);
                yield switch (op) {
                    case "<" -> c < 0;
                    case "<=" -> c <= 0;
                    case ">" -> c > 0;
                    default -> c >= 0;
                };
            }
        };
    }

    /** Python's {@code "fmt" % args} for %s, %r, %d, %i, %f and %%. */
    private static String printf(String fmt, Object args, int line) {
        List<Object> values = args instanceof Py.Tuple t ? t : List.of(args == null ? "None" : args);
        if (args == null) values = java.util.Collections.singletonList(null);
        StringBuilder sb = new StringBuilder();
        int next = 0;
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (c != '%' || i + 1 >= fmt.length()) {
                sb.append(c);
                continue;
            }
            char k = fmt.charAt(++i);
            if (k == '%') {
                sb.append('%');
                continue;
            }
            if (next >= values.size()) throw new TemplateException("line " + line + ": not enough arguments for format string");
            Object v = values.get(next++);
            switch (k) {
                case 's' -> sb.append(Py.str(v));
                case 'r' -> sb.append(Py.repr(v));
                case 'd', 'i' -> sb.append(Py.toLong(v));
                case 'f' -> sb.append(String.format("%.6f", Py.toDouble(v)));
                default -> throw new TemplateException("line " + line + ": unsupported format character '" + k + "'");
            }
        }
        return sb.toString();
    }
}
