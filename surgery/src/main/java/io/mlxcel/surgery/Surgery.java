package io.mlxcel.surgery;

import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.model.engine.LoadTransform;
import io.mlxcel.model.safetensors.SafetensorsFile;
import io.mlxcel.spi.HostWeight;
import io.mlxcel.spi.WeightType;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Applies a surgery file while a checkpoint loads. All operations are validated against the checkpoint (globs match,
 * sources exist and agree in shape and type, ids in range) and computed before the model sees any weight; the
 * checkpoint file is never modified. Quantized weights: {@code scale} rescales MLX scales and biases (exact) and
 * {@code replace} swaps weight, scales and biases together; the other operations refuse quantized tensors (adr/0004).
 */
public final class Surgery implements LoadTransform {
    private static final Pattern LAYER = Pattern.compile("model\\.layers\\.(\\d+)\\.(.+)");

    private final SurgeryPlan plan;
    private final String file;
    private int prunedLayers;

    private Surgery(SurgeryPlan plan) {
        this.plan = plan;
        this.file = plan.file().toString();
    }

    /** Parses and type-checks a surgery file (checkpoint-independent checks). */
    public static Surgery load(Path yaml) {
        return new Surgery(SurgeryPlan.parse(yaml));
    }

    /** Dry run: for each operation, the tensors it touches. */
    public List<String> describe(Checkpoint source, ModelConfig config) {
        List<String> lines = new ArrayList<>();
        for (Operation op : plan.operations()) {
            List<String> names = source.names().stream().filter(op.pattern()::matches).sorted().toList();
            lines.add("operations[" + op.index() + "] " + op.getClass().getSimpleName().toLowerCase() + " " + op.pattern().text()
                    + ": " + names.size() + " tensors");
            names.forEach(n -> lines.add("  " + n));
        }
        return lines;
    }

    @Override
    public ModelConfig config(ModelConfig c) {
        return c.withLayers(c.layers() - prunedLayers);
    }

    @Override
    public Checkpoint checkpoint(Checkpoint source, ModelConfig config) {
        Edits edits = new Edits(source);
        try {
            for (Operation op : plan.operations()) apply(op, edits, config);
            return edits.result();
        } catch (RuntimeException e) {
            edits.arena.close();
            throw e;
        }
    }

    /** The current state: the source plus overrides, with pruned layers dropped and the rest renumbered. */
    private static final class Edits {
        final Checkpoint source;
        final Arena arena = Arena.ofShared();
        final Map<String, HostWeight> overrides = new HashMap<>();
        final TreeSet<Integer> removedLayers = new TreeSet<>();

        Edits(Checkpoint source) {
            this.source = source;
        }

        List<String> names() {
            List<String> out = new ArrayList<>();
            for (String n : source.names()) {
                Matcher m = LAYER.matcher(n);
                if (m.matches() && removedLayers.contains(Integer.parseInt(m.group(1)))) continue;
                out.add(n);
            }
            return out;
        }

        HostWeight get(String name) {
            HostWeight o = overrides.get(name);
            return o != null ? o : source.weight(name);
        }

        Checkpoint result() {
            // renumber: the k-th surviving layer becomes layer k
            Map<String, String> rename = new LinkedHashMap<>();
            for (String n : names()) {
                Matcher m = LAYER.matcher(n);
                if (m.matches()) {
                    int old = Integer.parseInt(m.group(1));
                    int shift = removedLayers.headSet(old).size();
                    rename.put("model.layers." + (old - shift) + "." + m.group(2), n);
                } else {
                    rename.put(n, n);
                }
            }
            return new EditedCheckpoint(source, arena, overrides, rename);
        }
    }

    private void apply(Operation op, Edits e, ModelConfig config) {
        List<String> targets = e.names().stream().filter(op.pattern()::matches).filter(n -> !n.endsWith(".scales") && !n.endsWith(".biases")).toList();
        if (targets.isEmpty()) throw SurgeryException.at(file, op.index(), "pattern", "'" + op.pattern().text() + "' matches no tensor");
        switch (op) {
            case Operation.Scale s -> {
                for (String n : targets) e.overrides.put(n, scale(e.get(n), s, e.arena));
            }
            case Operation.Add a -> {
                try (SafetensorsFile src = SafetensorsFile.open(a.source())) {
                    for (String n : targets) {
                        HostWeight w = dense(e.get(n), op, "add");
                        float[] x = Dense.read(w.data(), w.type(), w.numel());
                        float[] t = sourceValues(src, n, w, op, "source");
                        for (int i = 0; i < x.length; i++) x[i] = (float) (x[i] + a.alpha() * t[i]);
                        e.overrides.put(n, Dense.withData(w, Dense.write(x, w.type(), e.arena)));
                    }
                }
            }
            case Operation.Interpolate ip -> {
                try (SafetensorsFile fa = SafetensorsFile.open(ip.sourceA()); SafetensorsFile fb = SafetensorsFile.open(ip.sourceB())) {
                    for (String n : targets) {
                        HostWeight w = dense(e.get(n), op, "interpolate");
                        float[] va = sourceValues(fa, n, w, op, "source_a"), vb = sourceValues(fb, n, w, op, "source_b");
                        e.overrides.put(n, Dense.withData(w, Dense.write(Interpolation.apply(va, vb, ip.ratio(), ip.method()), w.type(), e.arena)));
                    }
                }
            }
            case Operation.Replace rp -> {
                try (SafetensorsFile src = SafetensorsFile.open(rp.source())) {
                    for (String n : targets) e.overrides.put(n, replace(e.get(n), rp, src, n, e.arena));
                }
            }
            case Operation.Prune p -> prune(p, targets, e, config);
        }
    }

    private HostWeight scale(HostWeight w, Operation.Scale s, Arena arena) {
        if (Dense.supports(w.type())) {
            float[] x = Dense.read(w.data(), w.type(), w.numel());
            for (int i = 0; i < x.length; i++) x[i] = (float) (x[i] * s.factor());
            return Dense.withData(w, Dense.write(x, w.type(), arena));
        }
        if (w.type() == WeightType.MLX_AFFINE) {
            // factor * (s q + b) = (factor s) q + (factor b): scale scales and biases, leave the codes alone
            WeightType st = Dense.weightType(w.scaleType());
            long groups = w.scales().byteSize() / (st == WeightType.F32 ? 4 : 2);
            float[] sc = Dense.read(w.scales(), st, groups), bi = Dense.read(w.biases(), st, groups);
            for (int i = 0; i < sc.length; i++) {
                sc[i] = (float) (sc[i] * s.factor());
                bi[i] = (float) (bi[i] * s.factor());
            }
            return new HostWeight(w.name(), w.type(), w.shape(), w.data(), Dense.write(sc, st, arena), Dense.write(bi, st, arena),
                    w.scaleType(), w.groupSize(), w.bits());
        }
        throw SurgeryException.at(file, s.index(), "pattern", "tensor '" + w.name() + "' is " + w.type()
                + "; scale supports F32, F16, BF16 and MLX affine weights");
    }

    private HostWeight dense(HostWeight w, Operation op, String what) {
        if (!Dense.supports(w.type())) {
            throw SurgeryException.at(file, op.index(), "pattern", "tensor '" + w.name() + "' is " + w.type() + "; " + what
                    + " works on F32, F16 and BF16 tensors only (quantized weights would have to be requantized, see adr/0004)");
        }
        return w;
    }

    private float[] sourceValues(SafetensorsFile src, String name, HostWeight w, Operation op, String field) {
        SafetensorsFile.Entry s = src.entries().get(name);
        if (s == null) throw SurgeryException.at(file, op.index(), field, src.path() + " has no tensor '" + name + "'");
        if (!Arrays.equals(s.shape(), w.shape())) {
            throw SurgeryException.at(file, op.index(), field, "'" + name + "' is " + Arrays.toString(s.shape()) + " in "
                    + src.path().getFileName() + " but " + Arrays.toString(w.shape()) + " in the model");
        }
        WeightType t = Dense.fromSafetensors(s.dtype());
        if (t != w.type()) {
            throw SurgeryException.at(file, op.index(), field, "'" + name + "' is " + s.dtype() + " in " + src.path().getFileName()
                    + " but " + w.type() + " in the model");
        }
        return Dense.read(s.data(), t, w.numel());
    }

    private HostWeight replace(HostWeight w, Operation.Replace rp, SafetensorsFile src, String name, Arena arena) {
        List<String> caps = rp.pattern().captures(name);
        StringBuilder key = new StringBuilder();
        int star = 0;
        for (char c : rp.sourceKey().toCharArray()) {
            if (c == '*') key.append(caps.get(star++));
            else key.append(c);
        }
        String k = key.toString();
        SafetensorsFile.Entry s = src.entries().get(k);
        if (s == null) throw SurgeryException.at(file, rp.index(), "source_key", src.path() + " has no tensor '" + k + "' (for '" + name + "')");
        if (w.type() == WeightType.MLX_AFFINE) {
            String base = k.endsWith(".weight") ? k.substring(0, k.length() - 7) : k;
            SafetensorsFile.Entry sc = src.entries().get(base + ".scales"), bi = src.entries().get(base + ".biases");
            if (sc == null || bi == null || !s.dtype().equals("U32") || s.data().byteSize() != w.data().byteSize()
                    || sc.data().byteSize() != w.scales().byteSize() || bi.data().byteSize() != w.biases().byteSize()) {
                throw SurgeryException.at(file, rp.index(), "source_key", "'" + k + "' must come with .scales and .biases of the same"
                        + " quantization as '" + name + "' (replace swaps all three together)");
            }
            return new HostWeight(w.name(), w.type(), w.shape(), copy(s.data(), arena), copy(sc.data(), arena), copy(bi.data(), arena),
                    w.scaleType(), w.groupSize(), w.bits());
        }
        if (!Arrays.equals(s.shape(), w.shape()) || Dense.fromSafetensors(s.dtype()) != w.type()) {
            throw SurgeryException.at(file, rp.index(), "source_key", "'" + k + "' is " + s.dtype() + " " + Arrays.toString(s.shape())
                    + " but '" + name + "' is " + w.type() + " " + Arrays.toString(w.shape()));
        }
        return Dense.withData(w, copy(s.data(), arena));
    }

    private static MemorySegment copy(MemorySegment m, Arena arena) {
        MemorySegment out = arena.allocate(m.byteSize(), 64);
        out.copyFrom(m);
        return out;
    }

    private void prune(Operation.Prune p, List<String> targets, Edits e, ModelConfig config) {
        switch (p.granularity()) {
            case LAYER -> {
                for (int id : p.ids()) {
                    if (id >= config.layers()) throw SurgeryException.at(file, p.index(), "layer_ids", "layer " + id + " out of range (model has " + config.layers() + ")");
                    e.removedLayers.add(id);
                }
                prunedLayers = e.removedLayers.size();
            }
            case ATTENTION_HEAD -> {
                int dh = config.headDim();
                for (int id : p.ids()) {
                    if (id >= config.heads()) throw SurgeryException.at(file, p.index(), "head_ids", "head " + id + " out of range (model has " + config.heads() + " query heads)");
                }
                int touched = 0;
                for (String n : targets) {
                    boolean rows = n.endsWith("self_attn.q_proj.weight") || n.endsWith("self_attn.q_proj.bias");
                    boolean cols = n.endsWith("self_attn.o_proj.weight");
                    if (!rows && !cols) continue;
                    touched++;
                    e.overrides.put(n, zero(dense(e.get(n), p, "prune"), p.ids(), dh, rows, e.arena));
                }
                if (touched == 0) throw SurgeryException.at(file, p.index(), "pattern", "matches no q_proj or o_proj tensor");
            }
            case MLP_CHANNEL -> {
                for (int id : p.ids()) {
                    if (id >= config.intermediateSize()) throw SurgeryException.at(file, p.index(), "channel_ids", "channel " + id + " out of range (model has " + config.intermediateSize() + ")");
                }
                int touched = 0;
                for (String n : targets) {
                    boolean rows = n.endsWith("mlp.gate_proj.weight") || n.endsWith("mlp.up_proj.weight");
                    boolean cols = n.endsWith("mlp.down_proj.weight");
                    if (!rows && !cols) continue;
                    touched++;
                    e.overrides.put(n, zero(dense(e.get(n), p, "prune"), p.ids(), 1, rows, e.arena));
                }
                if (touched == 0) throw SurgeryException.at(file, p.index(), "pattern", "matches no gate_proj, up_proj or down_proj tensor");
            }
        }
    }

    /** Zeroes blocks of {@code width} rows (or columns) starting at id * width. */
    private static HostWeight zero(HostWeight w, List<Integer> ids, int width, boolean rows, Arena arena) {
        float[] x = Dense.read(w.data(), w.type(), w.numel());
        int cols = w.shape().length == 1 ? 1 : w.cols();
        int nRows = (int) (w.numel() / cols);
        for (int id : ids) {
            for (int k = id * width; k < (id + 1) * width; k++) {
                if (rows) Arrays.fill(x, k * cols, (k + 1) * cols, 0f);
                else for (int r = 0; r < nRows; r++) x[r * cols + k] = 0f;
            }
        }
        return Dense.withData(w, Dense.write(x, w.type(), arena));
    }
}
