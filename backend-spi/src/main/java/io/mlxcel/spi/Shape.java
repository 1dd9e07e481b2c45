package io.mlxcel.spi;

import java.util.Arrays;

/** An immutable list of dimensions, outermost first. */
public record Shape(int... dims) {
    public Shape {
        dims = dims.clone();
        for (int d : dims) {
            if (d < 0) throw new IllegalArgumentException("negative dimension in " + Arrays.toString(dims));
        }
    }

    public static Shape of(int... dims) {
        return new Shape(dims);
    }

    public int rank() {
        return dims.length;
    }

    public int dim(int axis) {
        return dims[axis < 0 ? dims.length + axis : axis];
    }

    public long size() {
        long n = 1;
        for (int d : dims) n *= d;
        return n;
    }

    @Override
    public int[] dims() {
        return dims.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Shape s && Arrays.equals(dims, s.dims);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(dims);
    }

    @Override
    public String toString() {
        return Arrays.toString(dims);
    }
}
