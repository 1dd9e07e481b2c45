package io.mlxcel.model.jinja;

import io.mlxcel.model.jinja.Node.*;
import io.mlxcel.model.jinja.Py.Callable;
import io.mlxcel.model.jinja.Py.Namespace;
import io.mlxcel.model.jinja.Py.Tuple;
import io.mlxcel.model.jinja.Py.Undefined;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Renders parsed statements against a context with jinja2's scoping: loops and macros get their own scope, if does not. */
final class Interpreter {
    /** A variable scope; assignments land in the innermost one. */
    static final class Scope {
        final Scope parent;
        final Map<String, Object> vars = new HashMap<>();

        Scope(Scope parent) {
            this.parent = parent;
        }

        Object lookup(String name) {
            for (Scope s = this; s != null; s = s.parent) {
                if (s.vars.containsKey(name)) return s.vars.get(name);
            }
            return new Undefined("'" + name + "' is undefined");
        }
    }

    private static final class BreakSignal extends RuntimeException {
        BreakSignal() {
            super(null, null, false, false);
        }
    }

    private static final class ContinueSignal extends RuntimeException {
        ContinueSignal() {
            super(null, null, false, false);
        }
    }

    private static final BreakSignal BREAK = new BreakSignal();
    private static final ContinueSignal CONTINUE = new ContinueSignal();

    final Builtins builtins;
    private final Template.Dialect dialect;

    Interpreter(Builtins builtins, Template.Dialect dialect) {
        this.builtins = builtins;
        this.dialect = dialect;
    }

    private static boolean absent(Object v) {
        return v == null || v instanceof Undefined;
    }

    void exec(List<Stmt> body, Scope scope, StringBuilder out) {
        for (Stmt s : body) exec(s, scope, out);
    }

    private void exec(Stmt s, Scope scope, StringBuilder out) {
        switch (s) {
            case Text t -> out.append(t.text());
            case Output o -> {
                Object v = eval(o.expr(), scope);
                if (v instanceof Builtins.Unsafe u) throw u.error();
                out.append(Py.str(v));
            }
            case If i -> {
                for (int k = 0; k < i.tests().size(); k++) {
                    if (Py.truthy(eval(i.tests().get(k), scope))) {
                        exec(i.bodies().get(k), scope, out);
                        return;
                    }
                }
                exec(i.otherwise(), scope, out);
            }
            case For f -> loop(f, scope, out);
            case Assign st -> {
                Object v = eval(st.value(), scope);
                if (st.namespace() != null) assignAttr(scope, st.namespace(), st.targets().getFirst(), v, st.line());
                else assign(scope, st.targets(), v, st.line());
            }
            case SetBlock sb -> {
                StringBuilder inner = new StringBuilder();
                exec(sb.body(), new Scope(scope), inner);
                Object v = inner.toString();
                if (sb.filter() != null) v = applyFilterChain(sb.filter(), v, scope);
                if (sb.namespace() != null) assignAttr(scope, sb.namespace(), sb.target(), v, sb.line());
                else scope.vars.put(sb.target(), v);
            }
            case Macro m -> scope.vars.put(m.name(), new MacroFn(m.name(), m.params(), m.defaults(), m.body(), scope, null));
            case CallBlock cb -> {
                MacroFn caller = new MacroFn("caller", cb.params(), cb.defaults(), cb.body(), scope, null);
                Object fn = eval(cb.call().target(), scope);
                if (!(fn instanceof MacroFn target)) throw new TemplateException("{% call %} needs a macro");
                MacroFn withCaller = new MacroFn(target.name, target.params, target.defaults, target.body, target.closure, caller);
                out.append(Py.str(call(withCaller, cb.call().args(), scope, cb.call().line())));
            }
            case FilterBlock fb -> {
                StringBuilder inner = new StringBuilder();
                exec(fb.body(), scope, inner);
                out.append(Py.str(applyFilterChain(fb.filter(), inner.toString(), scope)));
            }
            case Break b -> throw BREAK;
            case Continue c -> throw CONTINUE;
        }
    }

    private void assign(Scope scope, List<String> targets, Object v, int line) {
        if (targets.size() == 1) {
            scope.vars.put(targets.getFirst(), v);
            return;
        }
        List<Object> items = Py.iterate(v);
        if (items.size() != targets.size()) {
            throw new TemplateException("line " + line + ": cannot unpack " + items.size() + " values into " + targets.size());
        }
        for (int i = 0; i < targets.size(); i++) scope.vars.put(targets.get(i), items.get(i));
    }

    private static void assignAttr(Scope scope, String ns, String attr, Object v, int line) {
        Object target = scope.lookup(ns);
        if (!(target instanceof Namespace n)) {
            throw new TemplateException("line " + line + ": cannot assign attribute on non-namespace object '" + ns + "'");
        }
        n.attrs.put(attr, v);
    }

    private void loop(For f, Scope scope, StringBuilder out) {
        Object iterable = eval(f.iterable(), scope);
        List<Object> items = Py.iterate(iterable);
        Scope inner = new Scope(scope);
        if (f.filter() != null) {
            List<Object> kept = new ArrayList<>();
            for (Object item : items) {
                assign(inner, f.targets(), item, f.line());
                if (Py.truthy(eval(f.filter(), inner))) kept.add(item);
            }
            items = kept;
        }
        if (items.isEmpty()) {
            exec(f.otherwise(), scope, out);
            return;
        }
        LoopInfo info = new LoopInfo(items);
        inner.vars.put("loop", info);
        for (int i = 0; i < items.size(); i++) {
            info.index = i;
            assign(inner, f.targets(), items.get(i), f.line());
            try {
                exec(f.body(), inner, out);
            } catch (BreakSignal b) {
                break;
            } catch (ContinueSignal c) {
                // next item
            }
        }
    }

    /** The {@code loop} variable. */
    static final class LoopInfo {
        final List<Object> items;
        int index;

        LoopInfo(List<Object> items) {
            this.items = items;
        }

        Object attr(String name) {
            int n = items.size();
            return switch (name) {
                case "index" -> (long) index + 1;
                case "index0" -> (long) index;
                case "revindex" -> (long) (n - index);
                case "revindex0" -> (long) (n - index - 1);
                case "first" -> index == 0;
                case "last" -> index == n - 1;
                case "length" -> (long) n;
                case "depth" -> 1L;
                case "depth0" -> 0L;
                case "previtem" -> index > 0 ? items.get(index - 1) : new Undefined("there is no previous item");
                case "nextitem" -> index < n - 1 ? items.get(index + 1) : new Undefined("there is no next item");
                case "cycle" -> (Callable) (args, kw) -> args.isEmpty() ? new Undefined("no items for cycling given") : args.get(index % args.size());
                default -> new Undefined("'loop' has no attribute '" + name + "'");
            };
        }
    }

    /** A macro: called with positional and keyword arguments, it renders its body to a string. */
    final class MacroFn implements Callable {
        final String name;
        final List<String> params;
        final List<Expr> defaults;
        final List<Stmt> body;
        final Scope closure;
        final MacroFn caller;

        MacroFn(String name, List<String> params, List<Expr> defaults, List<Stmt> body, Scope closure, MacroFn caller) {
            this.name = name;
            this.params = params;
            this.defaults = defaults;
            this.body = body;
            this.closure = closure;
            this.caller = caller;
        }

        @Override
        public Object call(List<Object> args, Map<String, Object> kwargs) {
            Scope s = new Scope(closure);
            List<Object> varargs = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                if (i < params.size()) s.vars.put(params.get(i), args.get(i));
                else varargs.add(args.get(i));
            }
            Map<String, Object> extra = new LinkedHashMap<>();
            for (var e : kwargs.entrySet()) {
                if (params.contains(e.getKey())) s.vars.put(e.getKey(), e.getValue());
                else extra.put(e.getKey(), e.getValue());
            }
            for (int i = 0; i < params.size(); i++) {
                if (s.vars.containsKey(params.get(i))) continue;
                Expr d = defaults.get(i);
                s.vars.put(params.get(i), d == null ? new Undefined("parameter '" + params.get(i) + "' was not provided") : eval(d, s));
            }
            s.vars.put("varargs", new Tuple(varargs));
            s.vars.put("kwargs", extra);
            if (caller != null) s.vars.put("caller", caller);
            StringBuilder out = new StringBuilder();
            exec(body, s, out);
            return out.toString();
        }

        @Override
        public String toString() {
            return "<Macro '" + name + "'>";
        }
    }

    // ---------------- expressions ----------------

    Object eval(Expr e, Scope scope) {
        return switch (e) {
            case Const c -> c.value();
            case Name n -> scope.lookup(n.name());
            case ListLit l -> {
                List<Object> out = new ArrayList<>();
                for (Expr x : l.items()) out.add(eval(x, scope));
                yield out;
            }
            case TupleLit t -> {
                List<Object> out = new ArrayList<>();
                for (Expr x : t.items()) out.add(eval(x, scope));
                yield new Tuple(out);
            }
            case DictLit d -> {
                Map<Object, Object> out = new LinkedHashMap<>();
                for (int i = 0; i < d.keys().size(); i++) out.put(eval(d.keys().get(i), scope), eval(d.values().get(i), scope));
                yield out;
            }
            case Attr a -> builtins.getAttr(eval(a.target(), scope), a.name(), a.line());
            case Item i -> builtins.getItem(eval(i.target(), scope), eval(i.index(), scope), i.line());
            case Slice s -> builtins.slice(eval(s.target(), scope), opt(s.start(), scope), opt(s.stop(), scope), opt(s.step(), scope));
            case Call c -> call(eval(c.target(), scope), c.args(), scope, c.line());
            case Filter f -> applyFilterChain(f, null, scope);
            case Test t -> {
                Object target = eval(t.target(), scope);
                boolean r = builtins.test(t.name(), target, evalArgs(t.args().positional(), scope), t.line());
                yield t.negated() != r;
            }
            case Unary u -> {
                Object v = eval(u.operand(), scope);
                if (v instanceof Undefined und) throw und.error();
                if (u.op().equals("-")) yield v instanceof Double d ? (Object) (-d) : (Object) (-Py.toLong(v));
                yield v;
            }
            case Binary b -> {
                Object l = eval(b.left(), scope), r = eval(b.right(), scope);
                if (dialect == Template.Dialect.LLAMA_CPP && b.op().equals("+")) {
                    if (absent(l) && (r instanceof String || r instanceof Py.Markup)) yield r;
                    if (absent(r) && (l instanceof String || l instanceof Py.Markup)) yield l;
                }
                yield Operators.binary(b.op(), l, r, b.line());
            }
            case And a -> {
                Object l = eval(a.left(), scope);
                yield Py.truthy(l) ? eval(a.right(), scope) : l;
            }
            case Or o -> {
                Object l = eval(o.left(), scope);
                yield Py.truthy(l) ? l : eval(o.right(), scope);
            }
            case Not n -> !Py.truthy(eval(n.operand(), scope));
            case Compare c -> {
                Object left = eval(c.first(), scope);
                for (int i = 0; i < c.ops().size(); i++) {
                    Object right = eval(c.rest().get(i), scope);
                    if (!Operators.compare(c.ops().get(i), left, right, c.line())) yield false;
                    left = right;
                }
                yield true;
            }
            case Cond c -> Py.truthy(eval(c.test(), scope)) ? eval(c.then(), scope)
                    : c.otherwise() == null ? new Undefined("the inline if-expression evaluated to false and no else section was defined.") : eval(c.otherwise(), scope);
            case Concat c -> {
                StringBuilder sb = new StringBuilder();
                for (Expr x : c.parts()) {
                    Object v = eval(x, scope);
                    if (v instanceof Builtins.Unsafe u) throw u.error();
                    sb.append(Py.str(v));
                }
                yield sb.toString();
            }
        };
    }

    private Object opt(Expr e, Scope scope) {
        return e == null ? null : eval(e, scope);
    }

    private List<Object> evalArgs(List<Expr> exprs, Scope scope) {
        List<Object> out = new ArrayList<>(exprs.size());
        for (Expr x : exprs) out.add(eval(x, scope));
        return out;
    }

    private Map<String, Object> evalKwargs(Args a, Scope scope) {
        Map<String, Object> kw = new LinkedHashMap<>();
        for (int i = 0; i < a.names().size(); i++) kw.put(a.names().get(i), eval(a.values().get(i), scope));
        return kw;
    }

    private Object call(Object fn, Args a, Scope scope, int line) {
        if (fn instanceof Undefined u) throw u.error();
        if (fn instanceof Builtins.Unsafe u) throw u.error();
        if (!(fn instanceof Callable c)) throw new TemplateException("line " + line + ": '" + Py.typeName(fn) + "' object is not callable");
        try {
            return c.call(evalArgs(a.positional(), scope), evalKwargs(a, scope));
        } catch (ClassCastException | IndexOutOfBoundsException ex) {
            throw new TemplateException("line " + line + ": bad arguments: " + ex.getMessage());
        }
    }

    /** A filter expression; {@code input} replaces the innermost null target (the body of a filter block). */
    Object applyFilterChain(Filter f, Object input, Scope scope) {
        Object target = f.target() == null ? input
                : f.target() instanceof Filter inner ? applyFilterChain(inner, input, scope) : eval(f.target(), scope);
        return builtins.filter(f.name(), target, evalArgs(f.args().positional(), scope), evalKwargs(f.args(), scope), f.line());
    }
}
