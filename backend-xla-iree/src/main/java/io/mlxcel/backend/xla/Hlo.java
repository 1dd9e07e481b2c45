package io.mlxcel.backend.xla;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

/**
 * Writes one StableHLO function as MLIR text, op by op, in MLIR's generic op form (every op spelled
 * {@code "stablehlo.name"(operands) {attributes} : (types) -> type}), which needs no per-op printer rules. Values are
 * SSA names with a static shape and an element type; nothing here knows about models.
 */
final class Hlo {
    /** An SSA value: its name, static shape and element type ("f32", "i32", "i1", "f16", "bf16", "ui8"). */
    record Value(String name, int[] dims, String type) {
        String tensorType() {
            return Hlo.tensorType(dims, type);
        }

        int rank() {
            return dims.length;
        }

        int dim(int axis) {
            return dims[axis < 0 ? dims.length + axis : axis];
        }

        long size() {
            long n = 1;
            for (int d : dims) n *= d;
            return n;
        }
    }

    private final StringBuilder body = new StringBuilder();
    private final List<Value> args = new ArrayList<>();
    private int next;

    static String tensorType(int[] dims, String type) {
        StringBuilder s = new StringBuilder("tensor<");
        for (int d : dims) s.append(d).append('x');
        return s.append(type).append('>').toString();
    }

    Value arg(int[] dims, String type) {
        Value v = new Value("%arg" + args.size(), dims.clone(), type);
        args.add(v);
        return v;
    }

    int argCount() {
        return args.size();
    }

    /** The finished module: one public function {@code name} returning {@code results}. */
    String module(String name, List<Value> results) {
        StringJoiner params = new StringJoiner(", "), types = new StringJoiner(", "), names = new StringJoiner(", ");
        for (Value a : args) params.add(a.name + ": " + a.tensorType());
        for (Value r : results) {
            types.add(r.tensorType());
            names.add(r.name);
        }
        return "module @mlxcel {\n  func.func @" + name + "(" + params + ") -> (" + types + ") {\n" + body
                + "    return " + names + " : " + types + "\n  }\n}\n";
    }

    // ---------------------------------------------------------------- generic op

    Value op(String op, String attributes, int[] dims, String type, Value... operands) {
        Value out = new Value("%" + next++, dims.clone(), type);
        StringJoiner names = new StringJoiner(", "), types = new StringJoiner(", ");
        for (Value v : operands) {
            names.add(v.name);
            types.add(v.tensorType());
        }
        body.append("    ").append(out.name).append(" = \"stablehlo.").append(op).append("\"(").append(names).append(')');
        if (attributes != null && !attributes.isEmpty()) body.append(" {").append(attributes).append('}');
        body.append(" : (").append(types).append(") -> ").append(out.tensorType()).append('\n');
        return out;
    }

    static String i64s(int... values) {
        StringJoiner j = new StringJoiner(", ", "array<i64: ", ">");
        for (int v : values) j.add(Integer.toString(v));
        return values.length == 0 ? "array<i64>" : j.toString();
    }

    private static String list(int... values) {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        for (int v : values) j.add(Integer.toString(v));
        return j.toString();
    }

    // ---------------------------------------------------------------- constants and shapes

    /** A tensor of the given shape filled with one value; floats are written as exact hex bit patterns. */
    Value splat(double value, int[] dims, String type) {
        String literal = switch (type) {
            case "f32" -> String.format("0x%08X", Float.floatToRawIntBits((float) value));
            case "f64" -> String.format("0x%016X", Double.doubleToRawLongBits(value));
            case "f16" -> String.format("0x%04X", Float.floatToFloat16((float) value) & 0xFFFF);
            case "i32", "ui8", "i8" -> Long.toString((long) value);
            case "i1" -> value != 0 ? "true" : "false";
            default -> throw new IllegalArgumentException("splat of " + type);
        };
        Value out = new Value("%" + next++, dims.clone(), type);
        body.append("    ").append(out.name).append(" = stablehlo.constant dense<").append(literal).append("> : ")
                .append(out.tensorType()).append('\n');
        return out;
    }

    /** A 1-D f32 constant, each value written as its exact bit pattern. */
    Value constant(float[] values) {
        StringJoiner j = new StringJoiner(", ", "[", "]");
        for (float v : values) j.add(String.format("0x%08X", Float.floatToRawIntBits(v)));
        Value out = new Value("%" + next++, new int[]{values.length}, "f32");
        body.append("    ").append(out.name).append(" = stablehlo.constant dense<").append(j).append("> : ")
                .append(out.tensorType()).append('\n');
        return out;
    }

    Value scalar(double value, String type) {
        return splat(value, new int[0], type);
    }

    Value reshape(Value v, int... dims) {
        if (Arrays.equals(v.dims, dims)) return v;
        return op("reshape", null, dims, v.type, v);
    }

    Value transpose(Value v, int... permutation) {
        int[] dims = new int[permutation.length];
        boolean identity = true;
        for (int i = 0; i < dims.length; i++) {
            dims[i] = v.dims[permutation[i]];
            identity &= permutation[i] == i;
        }
        if (identity) return v;
        return op("transpose", "permutation = " + i64s(permutation), dims, v.type, v);
    }

    /** Broadcasts v to {@code dims}; operand axis i becomes result axis {@code mapping[i]}. */
    Value broadcast(Value v, int[] dims, int... mapping) {
        if (Arrays.equals(v.dims, dims)) return v;
        return op("broadcast_in_dim", "broadcast_dimensions = " + i64s(mapping), dims, v.type, v);
    }

    /** Broadcasts v over the trailing axes of {@code dims} (numpy rules). */
    Value broadcastTrailing(Value v, int[] dims) {
        int[] mapping = new int[v.rank()];
        for (int i = 0; i < mapping.length; i++) mapping[i] = dims.length - v.rank() + i;
        return broadcast(v, dims, mapping);
    }

    Value convert(Value v, String type) {
        if (v.type.equals(type)) return v;
        return op("convert", null, v.dims, type, v);
    }

    Value slice(Value v, int[] start, int[] limit) {
        int[] dims = new int[v.rank()], strides = new int[v.rank()];
        for (int i = 0; i < dims.length; i++) {
            dims[i] = limit[i] - start[i];
            strides[i] = 1;
        }
        if (Arrays.equals(dims, v.dims)) return v;
        return op("slice", "start_indices = " + i64s(start) + ", limit_indices = " + i64s(limit) + ", strides = " + i64s(strides),
                dims, v.type, v);
    }

    /** The slice [start, start + length) of axis {@code axis}. */
    Value sliceAxis(Value v, int axis, int start, int length) {
        int[] s = new int[v.rank()], l = v.dims.clone();
        s[axis] = start;
        l[axis] = start + length;
        return slice(v, s, l);
    }

    Value concat(int axis, Value... parts) {
        if (parts.length == 1) return parts[0];
        int[] dims = parts[0].dims.clone();
        dims[axis] = 0;
        for (Value p : parts) dims[axis] += p.dims[axis];
        return op("concatenate", "dimension = " + axis + " : i64", dims, parts[0].type, parts);
    }

    Value iota(int[] dims, int axis, String type) {
        return op("iota", "iota_dimension = " + axis + " : i64", dims, type);
    }

    // ---------------------------------------------------------------- arithmetic

    Value binary(String op, Value a, Value b) {
        return op(op, null, a.dims, a.type, a, b);
    }

    Value add(Value a, Value b) {
        return binary("add", a, b);
    }

    Value sub(Value a, Value b) {
        return binary("subtract", a, b);
    }

    Value mul(Value a, Value b) {
        return binary("multiply", a, b);
    }

    Value div(Value a, Value b) {
        return binary("divide", a, b);
    }

    Value max(Value a, Value b) {
        return binary("maximum", a, b);
    }

    Value unary(String op, Value a) {
        return op(op, null, a.dims, a.type, a);
    }

    /** a * constant (same shape). */
    Value mulScalar(Value a, double c) {
        return mul(a, splat(c, a.dims, a.type));
    }

    Value addScalar(Value a, double c) {
        return add(a, splat(c, a.dims, a.type));
    }

    /** Elementwise comparison to an i1 tensor; direction EQ, NE, LT, LE, GT, GE. */
    Value compare(Value a, Value b, String direction) {
        String kind = a.type.startsWith("f") || a.type.equals("bf16") ? "FLOAT" : a.type.startsWith("ui") ? "UNSIGNED" : "SIGNED";
        return op("compare", "comparison_direction = #stablehlo<comparison_direction " + direction
                + ">, compare_type = #stablehlo<comparison_type " + kind + ">", a.dims, "i1", a, b);
    }

    Value select(Value predicate, Value onTrue, Value onFalse) {
        return op("select", null, onTrue.dims, onTrue.type, predicate, onTrue, onFalse);
    }

    /** Reduces {@code axes} of v with {@code combiner} ("add", "maximum", "minimum") starting from {@code init}. */
    Value reduce(Value v, String combiner, double init, int... axes) {
        Value start = scalar(init, v.type);
        List<Integer> keep = new ArrayList<>();
        outer:
        for (int i = 0; i < v.rank(); i++) {
            for (int a : axes) if (a == i) continue outer;
            keep.add(v.dims[i]);
        }
        int[] dims = keep.stream().mapToInt(Integer::intValue).toArray();
        Value out = new Value("%" + next++, dims, v.type);
        String s = Hlo.tensorType(new int[0], v.type);
        int a = next++, b = next++, r = next++;
        body.append("    ").append(out.name).append(" = \"stablehlo.reduce\"(").append(v.name).append(", ").append(start.name)
                .append(") ({\n    ^bb0(%").append(a).append(": ").append(s).append(", %").append(b).append(": ").append(s).append("):\n")
                .append("      %").append(r).append(" = \"stablehlo.").append(combiner).append("\"(%").append(a).append(", %").append(b)
                .append(") : (").append(s).append(", ").append(s).append(") -> ").append(s).append('\n')
                .append("      \"stablehlo.return\"(%").append(r).append(") : (").append(s).append(") -> ()\n")
                .append("    }) {dimensions = ").append(i64s(axes)).append("} : (").append(v.tensorType()).append(", ")
                .append(s).append(") -> ").append(out.tensorType()).append('\n');
        return out;
    }

    /**
     * Contracts {@code lhsContract} with {@code rhsContract} over the shared batch axes; the result is
     * [batch..., lhs free..., rhs free...].
     */
    Value dot(Value lhs, Value rhs, int[] lhsBatch, int[] rhsBatch, int[] lhsContract, int[] rhsContract) {
        List<Integer> dims = new ArrayList<>();
        for (int d : lhsBatch) dims.add(lhs.dims[d]);
        for (int i = 0; i < lhs.rank(); i++) if (!contains(lhsBatch, i) && !contains(lhsContract, i)) dims.add(lhs.dims[i]);
        for (int i = 0; i < rhs.rank(); i++) if (!contains(rhsBatch, i) && !contains(rhsContract, i)) dims.add(rhs.dims[i]);
        StringBuilder numbers = new StringBuilder("dot_dimension_numbers = #stablehlo.dot<");
        if (lhsBatch.length > 0) {
            numbers.append("lhs_batching_dimensions = ").append(list(lhsBatch)).append(", rhs_batching_dimensions = ")
                    .append(list(rhsBatch)).append(", ");
        }
        numbers.append("lhs_contracting_dimensions = ").append(list(lhsContract)).append(", rhs_contracting_dimensions = ")
                .append(list(rhsContract)).append('>');
        return op("dot_general", numbers.toString(), dims.stream().mapToInt(Integer::intValue).toArray(), lhs.type, lhs, rhs);
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) if (x == v) return true;
        return false;
    }

    /** Rows of {@code table} [R, C] at I32 {@code rows} [N]: [N, C]. Out-of-range rows are clamped (StableHLO gather). */
    Value gatherRows(Value table, Value rows) {
        int cols = table.dims[1];
        return op("gather", "dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], "
                        + "start_index_map = [0], index_vector_dim = 1>, slice_sizes = " + i64s(1, cols) + ", indices_are_sorted = false",
                new int[]{rows.dims[0], cols}, table.type, table, rows);
    }

    /** {@code update} written into {@code operand} at the given start indices (I32 scalars). */
    Value dynamicUpdateSlice(Value operand, Value update, Value... starts) {
        Value[] operands = new Value[2 + starts.length];
        operands[0] = operand;
        operands[1] = update;
        System.arraycopy(starts, 0, operands, 2, starts.length);
        return op("dynamic_update_slice", null, operand.dims, operand.type, operands);
    }
}
