package io.mlxcel.model.jinja;

import io.mlxcel.model.jinja.Py.Callable;

import java.time.Clock;
import java.time.ZonedDateTime;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A Jinja template rendered as Hugging Face's {@code apply_chat_template} renders chat templates with Python's jinja2:
 * an ImmutableSandboxedEnvironment with trim_blocks and lstrip_blocks, loop controls, the {@code generation} tag,
 * {@code tojson} as {@code json.dumps(ensure_ascii=False)}, and the globals {@code raise_exception} and
 * {@code strftime_now}. Context values are Java null, Boolean, Number, String, List and Map (see {@link Py}).
 */
public final class Template {
    /**
     * Whose rendering a template follows where the two differ. They differ only where jinja2 fails: llama.cpp's engine
     * joins a string with an undefined or None operand of {@code +} as if it were empty (firefunction-v2 adds a
     * {@code functions} variable nobody passes), where jinja2 raises. Every render that succeeds in jinja2 is the same
     * text in both.
     */
    public enum Dialect {
        /** Python's jinja2 in Hugging Face's configuration: the reference for what a template renders. */
        JINJA2,
        /** As JINJA2, and a template that fails only on such an operand renders as llama-server renders it. */
        LLAMA_CPP
    }

    private final List<Node.Stmt> body;
    private final Clock clock;

    private Template(List<Node.Stmt> body, Clock clock) {
        this.body = body;
        this.clock = clock;
    }

    /** Parses a template; a syntax error is a {@link TemplateException} naming the line. */
    public static Template parse(String source) {
        return parse(source, Clock.systemDefaultZone());
    }

    /** As {@link #parse(String)}, with the clock that {@code strftime_now} reads. */
    public static Template parse(String source, Clock clock) {
        return new Template(Parser.parse(Lexer.lex(source, true, true)), clock);
    }

    /** Renders with these variables; a template error or raise_exception() is a {@link TemplateException}. */
    public String render(Map<String, ?> variables) {
        return render(variables, Dialect.JINJA2);
    }

    /** As {@link #render(Map)}, following the given engine where jinja2 and llama.cpp's differ. */
    public String render(Map<String, ?> variables, Dialect dialect) {
        Builtins builtins = new Builtins();
        Interpreter in = new Interpreter(builtins, dialect);
        Interpreter.Scope globals = new Interpreter.Scope(null);
        globals.vars.putAll(builtins.globals);
        globals.vars.put("raise_exception", (Callable) (args, kw) -> {
            throw new TemplateException(args.isEmpty() ? "raise_exception() called" : Py.str(args.getFirst()));
        });
        globals.vars.put("strftime_now", (Callable) (args, kw) -> strftime(Py.str(args.getFirst()), ZonedDateTime.now(clock)));
        for (var e : variables.entrySet()) globals.vars.put(e.getKey(), normalize(e.getValue()));
        Interpreter.Scope top = new Interpreter.Scope(globals);
        StringBuilder out = new StringBuilder();
        try {
            in.exec(body, top, out);
        } catch (StackOverflowError e) {
            throw new TemplateException("template recursion too deep");
        }
        return out.toString();
    }

    /** Java numbers become Long or Double, collections become mutable lists and insertion-ordered maps. */
    static Object normalize(Object v) {
        if (v instanceof Integer || v instanceof Short || v instanceof Byte) return ((Number) v).longValue();
        if (v instanceof Float f) return (double) f;
        if (v instanceof java.math.BigInteger b) return b.longValue();
        if (v instanceof java.math.BigDecimal b) return b.doubleValue();
        if (v instanceof List<?> l) {
            List<Object> out = new ArrayList<>(l.size());
            for (Object x : l) out.add(normalize(x));
            return out;
        }
        if (v instanceof Map<?, ?> m) {
            Map<Object, Object> out = new LinkedHashMap<>();
            m.forEach((k, x) -> out.put(k, normalize(x)));
            return out;
        }
        return v;
    }

    /** Python's time.strftime for the directives templates use. */
    static String strftime(String fmt, ZonedDateTime t) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (c != '%' || i + 1 >= fmt.length()) {
                sb.append(c);
                continue;
            }
            char d = fmt.charAt(++i);
            switch (d) {
                case 'd' -> sb.append(String.format("%02d", t.getDayOfMonth()));
                case 'e' -> sb.append(String.format("%2d", t.getDayOfMonth()));
                case 'm' -> sb.append(String.format("%02d", t.getMonthValue()));
                case 'Y' -> sb.append(t.getYear());
                case 'y' -> sb.append(String.format("%02d", t.getYear() % 100));
                case 'b', 'h' -> sb.append(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.US));
                case 'B' -> sb.append(t.getMonth().getDisplayName(TextStyle.FULL, Locale.US));
                case 'a' -> sb.append(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.US));
                case 'A' -> sb.append(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.US));
                case 'H' -> sb.append(String.format("%02d", t.getHour()));
                case 'I' -> sb.append(String.format("%02d", (t.getHour() + 11) % 12 + 1));
                case 'M' -> sb.append(String.format("%02d", t.getMinute()));
                case 'S' -> sb.append(String.format("%02d", t.getSecond()));
                case 'p' -> sb.append(t.getHour() < 12 ? "AM" : "PM");
                case 'j' -> sb.append(String.format("%03d", t.getDayOfYear()));
                case '%' -> sb.append('%');
                default -> sb.append('%').append(d);
            }
        }
        return sb.toString();
    }
}
