package io.mlxcel.model.jinja;

import java.util.List;

/** The parsed template: statements, and the expressions inside them. */
final class Node {
    private Node() {
    }

    sealed interface Expr permits Const, Name, ListLit, TupleLit, DictLit, Attr, Item, Slice, Call, Filter, Test, Unary,
            Binary, And, Or, Not, Compare, Cond, Concat {
        int line();
    }

    record Const(Object value, int line) implements Expr {
    }

    record Name(String name, int line) implements Expr {
    }

    record ListLit(List<Expr> items, int line) implements Expr {
    }

    record TupleLit(List<Expr> items, int line) implements Expr {
    }

    record DictLit(List<Expr> keys, List<Expr> values, int line) implements Expr {
    }

    record Attr(Expr target, String name, int line) implements Expr {
    }

    record Item(Expr target, Expr index, int line) implements Expr {
    }

    record Slice(Expr target, Expr start, Expr stop, Expr step, int line) implements Expr {
    }

    /** Positional and keyword arguments of a call, filter or test. */
    record Args(List<Expr> positional, List<String> names, List<Expr> values) {
        static final Args NONE = new Args(List.of(), List.of(), List.of());
    }

    record Call(Expr target, Args args, int line) implements Expr {
    }

    /** {@code target|name(args)}; the target is null inside a {% filter %} block, where the body is the input. */
    record Filter(Expr target, String name, Args args, int line) implements Expr {
    }

    record Test(Expr target, String name, Args args, boolean negated, int line) implements Expr {
    }

    record Unary(String op, Expr operand, int line) implements Expr {
    }

    record Binary(String op, Expr left, Expr right, int line) implements Expr {
    }

    record And(Expr left, Expr right, int line) implements Expr {
    }

    record Or(Expr left, Expr right, int line) implements Expr {
    }

    record Not(Expr operand, int line) implements Expr {
    }

    /** {@code a < b <= c}: chained as Python chains comparisons. Operators: == != < <= > >= in notin. */
    record Compare(Expr first, List<String> ops, List<Expr> rest, int line) implements Expr {
    }

    /** {@code a if test else b}; without else, the missing branch is undefined. */
    record Cond(Expr test, Expr then, Expr otherwise, int line) implements Expr {
    }

    record Concat(List<Expr> parts, int line) implements Expr {
    }

    sealed interface Stmt permits Text, Output, If, For, Assign, SetBlock, Macro, CallBlock, FilterBlock, Break, Continue {
    }

    record Text(String text) implements Stmt {
    }

    record Output(Expr expr) implements Stmt {
    }

    record If(List<Expr> tests, List<List<Stmt>> bodies, List<Stmt> otherwise) implements Stmt {
    }

    record For(List<String> targets, Expr iterable, Expr filter, List<Stmt> body, List<Stmt> otherwise, boolean recursive,
               int line) implements Stmt {
    }

    /** {@code set a = x}, {@code set a, b = x}, or {@code set ns.attr = x} (namespace not null). */
    record Assign(String namespace, List<String> targets, Expr value, int line) implements Stmt {
    }

    record SetBlock(String namespace, String target, List<Stmt> body, Filter filter, int line) implements Stmt {
    }

    record Macro(String name, List<String> params, List<Expr> defaults, List<Stmt> body) implements Stmt {
    }

    /** {@code {% call macro(args) %}body{% endcall %}}: the body is the macro's {@code caller()}. */
    record CallBlock(Call call, List<String> params, List<Expr> defaults, List<Stmt> body) implements Stmt {
    }

    record FilterBlock(Filter filter, List<Stmt> body) implements Stmt {
    }

    record Break() implements Stmt {
    }

    record Continue() implements Stmt {
    }
}
