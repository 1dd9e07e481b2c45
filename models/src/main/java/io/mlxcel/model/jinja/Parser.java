package io.mlxcel.model.jinja;

import io.mlxcel.model.jinja.Lexer.Kind;
import io.mlxcel.model.jinja.Lexer.Token;
import io.mlxcel.model.jinja.Node.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Recursive descent over the lexer's tokens, with jinja2's operator precedence. */
final class Parser {
    private final List<Token> tokens;
    private int pos;

    private Parser(List<Token> tokens) {
        this.tokens = tokens;
    }

    static List<Stmt> parse(List<Token> tokens) {
        Parser p = new Parser(tokens);
        List<Stmt> body = p.body(Set.of());
        if (p.peek().kind() != Kind.EOF) throw p.error("unexpected '{% " + p.peek(1).text() + " %}'");
        return body;
    }

    // ---------------- statements ----------------

    /** Statements up to (not consuming) a block tag whose name is in {@code ends}, or the end of input. */
    private List<Stmt> body(Set<String> ends) {
        List<Stmt> out = new ArrayList<>();
        while (true) {
            Token t = peek();
            switch (t.kind()) {
                case EOF -> {
                    if (!ends.isEmpty()) throw error("missing {% " + String.join(" / ", ends) + " %}");
                    return out;
                }
                case TEXT -> {
                    pos++;
                    out.add(new Text(t.text()));
                }
                case VAR_BEGIN -> {
                    pos++;
                    Expr e = tupleOrExpr();
                    expect(Kind.VAR_END, "}}");
                    out.add(new Output(e));
                }
                case BLOCK_BEGIN -> {
                    Token name = peek(1);
                    if (name.kind() == Kind.NAME && ends.contains(name.text())) return out;
                    pos += 2;
                    out.add(statement(name));
                }
                default -> throw error("unexpected " + t.text());
            }
        }
    }

    private Stmt statement(Token name) {
        if (name.kind() != Kind.NAME) throw error("expected a statement name after {%");
        return switch (name.text()) {
            case "if" -> ifStmt();
            case "for" -> forStmt(name.line());
            case "set" -> setStmt(name.line());
            case "macro" -> macro();
            case "call" -> callBlock();
            case "filter" -> filterBlock();
            case "break" -> {
                end();
                yield new Break();
            }
            case "continue" -> {
                end();
                yield new Continue();
            }
            case "generation" -> {
                // Hugging Face's AssistantTracker marks assistant text for masks; for rendering it is its body
                end();
                List<Stmt> b = body(Set.of("endgeneration"));
                closeTag("endgeneration");
                yield new If(List.of(new Const(true, name.line())), List.of(b), List.of());
            }
            default -> throw new TemplateException("template syntax error at line " + name.line()
                    + ": unknown tag '" + name.text() + "'");
        };
    }

    private void end() {
        expect(Kind.BLOCK_END, "%}");
    }

    private void closeTag(String name) {
        pos++; // BLOCK_BEGIN
        pos++; // the name
        end();
    }

    private Stmt ifStmt() {
        List<Expr> tests = new ArrayList<>();
        List<List<Stmt>> bodies = new ArrayList<>();
        List<Stmt> otherwise = List.of();
        tests.add(tupleOrExpr());
        end();
        while (true) {
            bodies.add(body(Set.of("elif", "else", "endif")));
            String tag = peek(1).text();
            pos += 2;
            if (tag.equals("elif")) {
                tests.add(tupleOrExpr());
                end();
            } else if (tag.equals("else")) {
                end();
                otherwise = body(Set.of("endif"));
                closeTag("endif");
                break;
            } else {
                end();
                break;
            }
        }
        return new If(tests, bodies, otherwise);
    }

    private Stmt forStmt(int line) {
        List<String> targets = new ArrayList<>();
        boolean paren = accept("(");
        do {
            targets.add(name());
        } while (accept(","));
        if (paren) expectOp(")");
        if (!peek().isName("in")) throw error("expected 'in' in for loop");
        pos++;
        Expr iter = expression(false);
        Expr filter = null;
        boolean recursive = false;
        if (peek().isName("if")) {
            pos++;
            filter = expression(true);
        }
        if (peek().isName("recursive")) {
            pos++;
            recursive = true;
        }
        end();
        List<Stmt> body = body(Set.of("else", "endfor"));
        List<Stmt> otherwise = List.of();
        if (peek(1).text().equals("else")) {
            closeTag("else");
            otherwise = body(Set.of("endfor"));
        }
        closeTag("endfor");
        return new For(targets, iter, filter, body, otherwise, recursive, line);
    }

    private Stmt setStmt(int line) {
        String first = name();
        String ns = null;
        if (accept(".")) {
            ns = first;
            first = name();
        }
        List<String> targets = new ArrayList<>(List.of(first));
        while (ns == null && accept(",")) targets.add(name());
        if (peek().kind() == Kind.BLOCK_END || peek().isOp("|")) {
            Filter f = null;
            if (accept("|")) f = filterChain(null);
            end();
            List<Stmt> b = body(Set.of("endset"));
            closeTag("endset");
            return new SetBlock(ns, first, b, f, line);
        }
        expectOp("=");
        Expr value = tupleOrExpr();
        end();
        return new Assign(ns, targets, value, line);
    }

    private Stmt macro() {
        String name = name();
        List<String> params = new ArrayList<>();
        List<Expr> defaults = new ArrayList<>();
        signature(params, defaults);
        end();
        List<Stmt> b = body(Set.of("endmacro"));
        closeTag("endmacro");
        return new Macro(name, params, defaults, b);
    }

    private void signature(List<String> params, List<Expr> defaults) {
        expectOp("(");
        while (!accept(")")) {
            if (!params.isEmpty()) expectOp(",");
            if (accept(")")) break;
            params.add(name());
            defaults.add(accept("=") ? expression(true) : null);
        }
    }

    private Stmt callBlock() {
        List<String> params = new ArrayList<>();
        List<Expr> defaults = new ArrayList<>();
        if (peek().isOp("(")) signature(params, defaults);
        Expr e = expression(true);
        if (!(e instanceof Call c)) throw error("{% call %} needs a macro call");
        end();
        List<Stmt> b = body(Set.of("endcall"));
        closeTag("endcall");
        return new CallBlock(c, params, defaults, b);
    }

    private Stmt filterBlock() {
        Filter f = filterChain(null);
        end();
        List<Stmt> b = body(Set.of("endfilter"));
        closeTag("endfilter");
        return new FilterBlock(f, b);
    }

    // ---------------- expressions ----------------

    /** An expression, or a tuple of them when commas follow (as in {{ a, b }} or set x = a, b). */
    private Expr tupleOrExpr() {
        int line = peek().line();
        Expr first = expression(true);
        if (!peek().isOp(",")) return first;
        List<Expr> items = new ArrayList<>(List.of(first));
        while (accept(",")) {
            if (atTupleEnd()) break;
            items.add(expression(true));
        }
        return new TupleLit(items, line);
    }

    private boolean atTupleEnd() {
        Token t = peek();
        return t.kind() == Kind.VAR_END || t.kind() == Kind.BLOCK_END || t.isOp(")");
    }

    private Expr expression(boolean withCondition) {
        Expr e = or();
        if (withCondition && peek().isName("if")) {
            int line = next().line();
            Expr test = or();
            Expr otherwise = null;
            if (peek().isName("else")) {
                pos++;
                otherwise = expression(true);
            }
            return new Cond(test, e, otherwise, line);
        }
        return e;
    }

    private Expr or() {
        Expr e = and();
        while (peek().isName("or")) {
            int line = next().line();
            e = new Or(e, and(), line);
        }
        return e;
    }

    private Expr and() {
        Expr e = not();
        while (peek().isName("and")) {
            int line = next().line();
            e = new And(e, not(), line);
        }
        return e;
    }

    private Expr not() {
        if (peek().isName("not")) {
            int line = next().line();
            return new Not(not(), line);
        }
        return compare();
    }

    private Expr compare() {
        int line = peek().line();
        Expr first = math1();
        List<String> ops = new ArrayList<>();
        List<Expr> rest = new ArrayList<>();
        while (true) {
            Token t = peek();
            if (t.kind() == Kind.OP && Set.of("==", "!=", "<", "<=", ">", ">=").contains(t.text())) {
                pos++;
                ops.add(t.text());
            } else if (t.isName("in")) {
                pos++;
                ops.add("in");
            } else if (t.isName("not") && peek(1).isName("in")) {
                pos += 2;
                ops.add("notin");
            } else {
                break;
            }
            rest.add(math1());
        }
        return ops.isEmpty() ? first : new Compare(first, ops, rest, line);
    }

    private Expr math1() {
        Expr e = concat();
        while (peek().isOp("+") || peek().isOp("-")) {
            Token op = next();
            e = new Binary(op.text(), e, concat(), op.line());
        }
        return e;
    }

    private Expr concat() {
        int line = peek().line();
        Expr first = math2();
        if (!peek().isOp("~")) return first;
        List<Expr> parts = new ArrayList<>(List.of(first));
        while (accept("~")) parts.add(math2());
        return new Concat(parts, line);
    }

    private Expr math2() {
        Expr e = pow();
        while (peek().isOp("*") || peek().isOp("/") || peek().isOp("//") || peek().isOp("%")) {
            Token op = next();
            e = new Binary(op.text(), e, pow(), op.line());
        }
        return e;
    }

    private Expr pow() {
        Expr e = unary(true);
        while (peek().isOp("**")) {
            Token op = next();
            e = new Binary("**", e, unary(true), op.line());
        }
        return e;
    }

    private Expr unary(boolean withFilter) {
        Token t = peek();
        Expr e;
        if (t.isOp("-") || t.isOp("+")) {
            pos++;
            e = new Unary(t.text(), unary(false), t.line());
        } else {
            e = postfix(primary());
        }
        return withFilter ? filterTests(e) : e;
    }

    private Expr primary() {
        Token t = next();
        switch (t.kind()) {
            case NAME -> {
                return switch (t.text()) {
                    case "true", "True" -> new Const(true, t.line());
                    case "false", "False" -> new Const(false, t.line());
                    case "none", "None" -> new Const(null, t.line());
                    default -> new Name(t.text(), t.line());
                };
            }
            case STRING -> {
                StringBuilder sb = new StringBuilder(t.text());
                while (peek().kind() == Kind.STRING) sb.append(next().text());
                return new Const(sb.toString(), t.line());
            }
            case INT -> {
                return new Const(Long.parseLong(t.text()), t.line());
            }
            case FLOAT -> {
                return new Const(Double.parseDouble(t.text()), t.line());
            }
            case OP -> {
                switch (t.text()) {
                    case "(" -> {
                        if (accept(")")) return new TupleLit(List.of(), t.line());
                        Expr e = expression(true);
                        if (peek().isOp(",")) {
                            List<Expr> items = new ArrayList<>(List.of(e));
                            while (accept(",")) {
                                if (peek().isOp(")")) break;
                                items.add(expression(true));
                            }
                            expectOp(")");
                            return new TupleLit(items, t.line());
                        }
                        expectOp(")");
                        return e;
                    }
                    case "[" -> {
                        List<Expr> items = new ArrayList<>();
                        while (!accept("]")) {
                            if (!items.isEmpty()) {
                                expectOp(",");
                                if (accept("]")) break;
                            }
                            items.add(expression(true));
                        }
                        return new ListLit(items, t.line());
                    }
                    case "{" -> {
                        List<Expr> keys = new ArrayList<>(), values = new ArrayList<>();
                        while (!accept("}")) {
                            if (!keys.isEmpty()) {
                                expectOp(",");
                                if (accept("}")) break;
                            }
                            keys.add(expression(true));
                            expectOp(":");
                            values.add(expression(true));
                        }
                        return new DictLit(keys, values, t.line());
                    }
                    default -> {
                    }
                }
            }
            default -> {
            }
        }
        throw new TemplateException("template syntax error at line " + t.line() + ": unexpected '" + describe(t) + "'");
    }

    private Expr postfix(Expr e) {
        while (true) {
            Token t = peek();
            if (t.isOp(".")) {
                pos++;
                Token n = next();
                if (n.kind() == Kind.NAME) e = new Attr(e, n.text(), n.line());
                else if (n.kind() == Kind.INT) e = new Item(e, new Const(Long.parseLong(n.text()), n.line()), n.line());
                else throw error("expected a name after '.'");
            } else if (t.isOp("[")) {
                pos++;
                e = subscript(e, t.line());
            } else if (t.isOp("(")) {
                pos++;
                e = new Call(e, arguments(), t.line());
            } else {
                return e;
            }
        }
    }

    private Expr subscript(Expr target, int line) {
        Expr start = null, stop = null, step = null;
        boolean slice = false;
        if (!peek().isOp(":")) start = expression(true);
        if (accept(":")) {
            slice = true;
            if (!peek().isOp(":") && !peek().isOp("]")) stop = expression(true);
            if (accept(":") && !peek().isOp("]")) step = expression(true);
        }
        expectOp("]");
        return slice ? new Slice(target, start, stop, step, line) : new Item(target, start, line);
    }

    /** Arguments after an opening parenthesis, through the closing one. */
    private Args arguments() {
        List<Expr> positional = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Expr> values = new ArrayList<>();
        boolean first = true;
        while (!accept(")")) {
            if (!first) {
                expectOp(",");
                if (accept(")")) break;
            }
            first = false;
            if (peek().kind() == Kind.NAME && peek(1).isOp("=")) {
                names.add(next().text());
                pos++;
                values.add(expression(true));
            } else {
                positional.add(expression(true));
            }
        }
        return new Args(positional, names, values);
    }

    private Expr filterTests(Expr e) {
        while (true) {
            if (peek().isOp("|")) {
                pos++;
                e = filterChain(e);
            } else if (peek().isName("is")) {
                int line = next().line();
                boolean negated = false;
                if (peek().isName("not")) {
                    pos++;
                    negated = true;
                }
                String name = name();
                Args args = Args.NONE;
                if (accept("(")) {
                    args = arguments();
                } else if (startsTestArgument(peek())) {
                    args = new Args(List.of(postfix(primary())), List.of(), List.of());
                }
                e = new Test(e, name, args, negated, line);
            } else if (peek().isOp("(")) {
                int line = next().line();
                e = new Call(e, arguments(), line);
            } else {
                return e;
            }
        }
    }

    private static boolean startsTestArgument(Token t) {
        return switch (t.kind()) {
            case STRING, INT, FLOAT -> true;
            case NAME -> !Set.of("else", "or", "and", "if", "in", "not", "is", "recursive").contains(t.text());
            case OP -> t.text().equals("[") || t.text().equals("{") || t.text().equals("-");
            default -> false;
        };
    }

    /** One filter (the '|' already consumed), then any further '|f' applied to it. */
    private Filter filterChain(Expr target) {
        int line = peek().line();
        StringBuilder name = new StringBuilder(name());
        while (peek().isOp(".") && peek(1).kind() == Kind.NAME) {
            pos++;
            name.append('.').append(name());
        }
        Args args = accept("(") ? arguments() : Args.NONE;
        Filter f = new Filter(target, name.toString(), args, line);
        while (peek().isOp("|")) {
            pos++;
            f = filterChain(f);
        }
        return f;
    }

    // ---------------- tokens ----------------

    private Token peek() {
        return tokens.get(pos);
    }

    private Token peek(int ahead) {
        return tokens.get(Math.min(pos + ahead, tokens.size() - 1));
    }

    private Token next() {
        return tokens.get(pos++);
    }

    private boolean accept(String op) {
        if (peek().isOp(op)) {
            pos++;
            return true;
        }
        return false;
    }

    private void expectOp(String op) {
        if (!accept(op)) throw error("expected '" + op + "', got '" + describe(peek()) + "'");
    }

    private void expect(Kind kind, String what) {
        if (peek().kind() != kind) throw error("expected '" + what + "', got '" + describe(peek()) + "'");
        pos++;
    }

    private String name() {
        Token t = next();
        if (t.kind() != Kind.NAME) throw new TemplateException("template syntax error at line " + t.line() + ": expected a name, got '" + describe(t) + "'");
        return t.text();
    }

    private static String describe(Token t) {
        return switch (t.kind()) {
            case VAR_END -> "}}";
            case BLOCK_END -> "%}";
            case EOF -> "end of template";
            case TEXT -> "text";
            default -> t.text();
        };
    }

    private TemplateException error(String what) {
        return new TemplateException("template syntax error at line " + peek().line() + ": " + what);
    }
}
