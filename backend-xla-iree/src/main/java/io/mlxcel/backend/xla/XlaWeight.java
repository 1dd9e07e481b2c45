package io.mlxcel.backend.xla;

import io.mlxcel.spi.DType;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.Shape;
import io.mlxcel.spi.WeightType;
import io.mlxcel.spi.quant.GgufToAffine;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * A checkpoint weight resident on the device, in one of two layouts:
 * <ul>
 *   <li><b>dense</b>: one buffer of values in the configured precision (f32, f16 or bf16); quantized weights are
 *       expanded on the host at load ({@code MLXCEL_XLA_QUANT=dequant});</li>
 *   <li><b>affine</b>: MLX-style groups ({@code value = scale * q + bias}) kept as three buffers: codes (uint8, two
 *       4-bit codes a byte, low nibble first, or one 8-bit code), f32 scales and f32 biases per group. Traced code
 *       expands them inside the graph ({@code MLXCEL_XLA_QUANT=packed}). GGUF Q4_0/Q4_1/Q8_0 reach this layout
 *       losslessly through {@link GgufToAffine}.</li>
 * </ul>
 * One-dimensional weights (norms, biases) are always dense f32.
 *
 * <p>A GGUF Q4_0 / Q4_1 / Q8_0 weight under llama.cpp numerics ({@link XlaConfig#q8Activations()}) meets int8
 * activations ({@link XlaOps#linear}). llama.cpp adds a Q4_1 block's minimum as {@code m * s}, with {@code s} the
 * activation block's f16-rounded {@code d * sum(q)}, not as part of each weight value; such a weight keeps its
 * minima apart: dense, its values are {@code d * q} and the minima a second buffer [rows, cols / 32]; packed, its
 * biases are the minima. {@link #values} still gives the whole weight (an embedding lookup).
 */
final class XlaWeight extends XlaTensor {
    final String name;
    final XlaTensor.DeviceBuffer[] parts;
    final String[] partTypes;
    final int[][] partDims;
    final int bits, groupSize;
    /** A GGUF quantized weight that meets llama.cpp's int8 activations. */
    final boolean q8Activations;
    /** Q4_1 under {@link #q8Activations}: the block minima are kept apart from the values (see the class comment). */
    final boolean separateMins;

    private XlaWeight(String name, Shape shape, XlaTensor.DeviceBuffer[] parts, String[] partTypes, int[][] partDims, int bits, int groupSize,
                      boolean q8Activations, boolean separateMins) {
        super(shape, DType.F32);
        this.name = name;
        this.parts = parts;
        this.partTypes = partTypes;
        this.partDims = partDims;
        this.bits = bits;
        this.groupSize = groupSize;
        this.q8Activations = q8Activations;
        this.separateMins = separateMins;
    }

    /** The checkpoint name and shape, for error messages. */
    @Override
    public String toString() {
        return name + " " + shape;
    }

    boolean affine() {
        return bits != 0;
    }

    long bytes() {
        long n = 0;
        for (XlaTensor.DeviceBuffer p : parts) n += p.bytes;
        return n;
    }

    /** Uploads {@code w} in the layout {@code config} asks for. */
    static XlaWeight load(HostWeight w, XlaConfig config, IreeRuntime rt, MemorySegment device) {
        int[] dims = new int[w.shape().length];
        for (int i = 0; i < dims.length; i++) dims[i] = Math.toIntExact(w.shape()[i]);
        Shape shape = Shape.of(dims);
        try (Arena arena = Arena.ofConfined()) {
            Affine affine = switch (w.type()) {
                case F32, F16, BF16 -> null;
                case Q4_0, Q4_1, Q8_0 -> {
                    GgufToAffine.Affine a = GgufToAffine.convert(w, arena);
                    yield new Affine(a.packed(), a.scales(), a.biases(), a.bits(), a.groupSize());
                }
                case MLX_AFFINE -> new Affine(w.data(), toF32(w.scales(), w.scaleType(), arena), toF32(w.biases(), w.scaleType(), arena),
                        w.bits(), w.groupSize());
                default -> throw new IllegalArgumentException(w.name() + ": the xla backend has no " + w.type()
                        + " support (it takes F32, F16, BF16, GGUF Q4_0/Q4_1/Q8_0 and MLX affine weights)");
            };
            boolean q8 = affine != null && w.type() != io.mlxcel.spi.WeightType.MLX_AFFINE && config.q8Activations() && dims.length > 1;
            boolean separateMins = q8 && w.type() == io.mlxcel.spi.WeightType.Q4_1;
            int k = dims[dims.length - 1], n = Math.toIntExact(w.numel() / k);   // a stack of experts packs as [E*N, K]
            int[] groupDims = affine == null ? null : new int[]{n, k / affine.groupSize};
            if (dims.length == 1 || affine == null || !config.packed()) {
                XlaConfig.Precision p = dims.length == 1 ? XlaConfig.Precision.F32 : config.precision();
                MemorySegment values = affine == null ? convert(w.data(), w.type(), p, w.numel(), arena)
                        : expand(affine, w.numel(), p, separateMins, arena);
                XlaTensor.DeviceBuffer b = upload(rt, device, p.element, dims, values);
                if (separateMins) {
                    XlaTensor.DeviceBuffer mins = upload(rt, device, IreeRuntime.Element.F32, groupDims, affine.biases.asSlice(0, 4L * n * groupDims[1]));
                    return new XlaWeight(w.name(), shape, new XlaTensor.DeviceBuffer[]{b, mins}, new String[]{p.element.mlir, "f32"},
                            new int[][]{dims, groupDims}, 0, affine.groupSize, true, true);
                }
                return new XlaWeight(w.name(), shape, new XlaTensor.DeviceBuffer[]{b}, new String[]{p.element.mlir}, new int[][]{dims}, 0,
                        affine == null ? 0 : affine.groupSize, q8, false);
            }
            int[] codeDims = {n, k * affine.bits / 8};
            XlaTensor.DeviceBuffer codes = upload(rt, device, IreeRuntime.Element.U8, codeDims, affine.codes.asSlice(0, (long) n * codeDims[1]));
            XlaTensor.DeviceBuffer scales = upload(rt, device, IreeRuntime.Element.F32, groupDims, affine.scales.asSlice(0, 4L * n * groupDims[1]));
            XlaTensor.DeviceBuffer biases = upload(rt, device, IreeRuntime.Element.F32, groupDims, affine.biases.asSlice(0, 4L * n * groupDims[1]));
            return new XlaWeight(w.name(), shape, new XlaTensor.DeviceBuffer[]{codes, scales, biases},
                    new String[]{"ui8", "f32", "f32"}, new int[][]{codeDims, groupDims, groupDims}, affine.bits, affine.groupSize, q8, separateMins);
        }
    }

    private record Affine(MemorySegment codes, MemorySegment scales, MemorySegment biases, int bits, int groupSize) {
    }

    private static XlaTensor.DeviceBuffer upload(IreeRuntime rt, MemorySegment device, IreeRuntime.Element e, int[] dims, MemorySegment data) {
        long[] d = new long[dims.length];
        for (int i = 0; i < d.length; i++) d[i] = dims[i];
        if (!data.isNative()) {
            // the runtime reads native memory only; a weight built in Java arrays is copied out first
            try (Arena copy = Arena.ofConfined()) {
                MemorySegment native_ = copy.allocate(data.byteSize(), 64).copyFrom(data);
                return new XlaTensor.DeviceBuffer(rt, device, rt.upload(device, e, d, native_), data.byteSize());
            }
        }
        return new XlaTensor.DeviceBuffer(rt, device, rt.upload(device, e, d, data), data.byteSize());
    }

    private static MemorySegment toF32(MemorySegment src, DType type, Arena arena) {
        long n = src.byteSize() / type.bytes;
        MemorySegment out = arena.allocate(n * 4, 64);
        for (long i = 0; i < n; i++) out.setAtIndex(ValueLayout.JAVA_FLOAT, i, read(src, type, i));
        return out;
    }

    private static float read(MemorySegment src, DType type, long i) {
        return switch (type) {
            case F32 -> src.getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i);
            case F16 -> Float.float16ToFloat(src.getAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i));
            case BF16 -> Float.intBitsToFloat(src.getAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i) << 16);
            case I32 -> throw new IllegalArgumentException("integer weight");
        };
    }

    /** Dense values of type {@code from} rewritten in precision {@code p} (a plain copy when they already match). */
    private static MemorySegment convert(MemorySegment src, WeightType from, XlaConfig.Precision p, long n, Arena arena) {
        DType in = switch (from) {
            case F32 -> DType.F32;
            case F16 -> DType.F16;
            case BF16 -> DType.BF16;
            default -> throw new IllegalStateException(from.toString());
        };
        if (in.name().equals(p.name())) return src.asSlice(0, n * in.bytes);
        MemorySegment out = arena.allocate(n * p.element.bytes, 64);
        for (long i = 0; i < n; i++) write(out, p, i, read(src, in, i));
        return out;
    }

    private static void write(MemorySegment out, XlaConfig.Precision p, long i, float v) {
        switch (p) {
            case F32 -> out.setAtIndex(ValueLayout.JAVA_FLOAT, i, v);
            case F16 -> out.setAtIndex(ValueLayout.JAVA_SHORT, i, Float.floatToFloat16(v));
            case BF16 -> {
                int bits = Float.floatToRawIntBits(v);
                bits += 0x7FFF + ((bits >>> 16) & 1); // round to nearest even
                out.setAtIndex(ValueLayout.JAVA_SHORT, i, (short) (bits >>> 16));
            }
        }
    }

    /** The affine groups expanded on the host: value = scale * q + bias (or scale * q alone), in f32 then stored in precision p. */
    private static MemorySegment expand(Affine a, long n, XlaConfig.Precision p, boolean withoutBias, Arena arena) {
        MemorySegment out = arena.allocate(n * p.element.bytes, 64);
        for (long e = 0; e < n; e++) {
            int q = a.bits == 8 ? a.codes.get(ValueLayout.JAVA_BYTE, e) & 0xFF
                    : (a.codes.get(ValueLayout.JAVA_BYTE, e >>> 1) >>> ((e & 1) * 4)) & 0xF;
            long g = e / a.groupSize;
            float v = Math.fma(a.scales.getAtIndex(ValueLayout.JAVA_FLOAT, g), (float) q, withoutBias ? 0f : a.biases.getAtIndex(ValueLayout.JAVA_FLOAT, g));
            write(out, p, e, v);
        }
        return out;
    }

    // ---------------------------------------------------------------- inside a trace

    /** The whole weight as f32 values [shape]. */
    Hlo.Value values(Trace t) {
        Hlo h = t.hlo;
        if (!affine()) {
            Hlo.Value v = h.convert(t.capture(parts[0], partDims[0], partTypes[0]), "f32");
            return separateMins ? withMins(h, v, mins(t)) : v;
        }
        return h.reshape(dequantize(h, t.capture(parts[0], partDims[0], "ui8"), t.capture(parts[1], partDims[1], "f32"),
                t.capture(parts[2], partDims[2], "f32")), shape.dims());
    }

    /** The weight as f32 values [rows, cols] without the block minima of a {@link #separateMins} weight; else {@link #values}. */
    Hlo.Value scaledValues(Trace t) {
        if (!separateMins) return values(t);
        Hlo h = t.hlo;
        int[] matrix = {partDims[1][0], shape.dim(-1)};
        if (!affine()) return h.reshape(h.convert(t.capture(parts[0], partDims[0], partTypes[0]), "f32"), matrix);
        return dequantize(h, t.capture(parts[0], partDims[0], "ui8"), t.capture(parts[1], partDims[1], "f32"), null);
    }

    /** The block minima [rows, cols / 32] of a {@link #separateMins} weight. */
    Hlo.Value mins(Trace t) {
        if (!separateMins) throw new IllegalStateException(name + " keeps no separate minima");
        return affine() ? t.capture(parts[2], partDims[2], "f32") : t.capture(parts[1], partDims[1], "f32");
    }

    /** Rows {@code ids} [N] of the weight as f32 values [N, cols] (an embedding lookup). */
    Hlo.Value rows(Trace t, Hlo.Value ids) {
        Hlo h = t.hlo;
        if (!affine()) {
            Hlo.Value v = h.convert(h.gatherRows(t.capture(parts[0], partDims[0], partTypes[0]), ids), "f32");
            return separateMins ? withMins(h, v, h.gatherRows(mins(t), ids)) : v;
        }
        return dequantize(h, h.gatherRows(t.capture(parts[0], partDims[0], "ui8"), ids),
                h.gatherRows(t.capture(parts[1], partDims[1], "f32"), ids), h.gatherRows(t.capture(parts[2], partDims[2], "f32"), ids));
    }

    /** scale * q values [..., K] (any leading shape flattening to [R, K]) plus their block minima [R, K/g]: exactly the host's fma. */
    private Hlo.Value withMins(Hlo h, Hlo.Value scaled, Hlo.Value mins) {
        int r = mins.dim(0), k = shape.dim(-1), groups = k / groupSize;
        int[] grouped = {r, groups, groupSize};
        Hlo.Value v = h.add(h.reshape(scaled, grouped), h.broadcast(mins, grouped, 0, 1));
        return h.reshape(v, scaled.dims());
    }

    /** codes [R, K*bits/8] ui8, scales and biases (null: none) [R, K/g] f32 to values [R, K] f32. */
    private Hlo.Value dequantize(Hlo h, Hlo.Value codes, Hlo.Value scales, Hlo.Value biases) {
        int r = codes.dim(0), k = shape.dim(-1), groups = k / groupSize;
        Hlo.Value q;
        if (bits == 8) {
            q = codes;
        } else {
            Hlo.Value low = h.binary("and", codes, h.splat(15, codes.dims(), "ui8"));
            Hlo.Value high = h.binary("shift_right_logical", codes, h.splat(4, codes.dims(), "ui8"));
            int[] pair = {r, k / 2, 1};
            q = h.reshape(h.concat(2, h.reshape(low, pair), h.reshape(high, pair)), r, k);
        }
        int[] grouped = {r, groups, groupSize};
        Hlo.Value v = h.reshape(h.convert(q, "f32"), grouped);
        v = h.mul(v, h.broadcast(scales, grouped, 0, 1));
        if (biases != null) v = h.add(v, h.broadcast(biases, grouped, 0, 1));
        return h.reshape(v, r, k);
    }
}
