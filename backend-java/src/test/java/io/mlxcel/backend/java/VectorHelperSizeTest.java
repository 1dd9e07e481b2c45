package io.mlxcel.backend.java;

import com.sun.management.HotSpotDiagnosticMXBean;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.MethodModel;
import java.lang.classfile.attribute.CodeAttribute;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * C2 inlines a hot call only if the callee has at most {@code FreqInlineSize} bytes of bytecode (325 on x86). A helper
 * that takes or returns a vector and is left out of line boxes those vectors on every call, which costs more than
 * the kernel around it (adr/0009, adr/0010). {@code PackedQuant.q8} sits just under that size. Nothing else would
 * report it, since the results stay the same, only slower.
 *
 * <p>Fitting the size is necessary, not sufficient: C2 applies the 325-byte limit only at call sites it judges hot
 * (35 bytes elsewhere), and that judgement depends on when the caller's profile was taken, so a helper near the
 * limit is inlined in one JVM and boxed in the next. The vector exp was such a helper; it now sits inside its loop
 * ({@code Elementwise.expVectors}).
 */
class VectorHelperSizeTest {
    /** Whole-row-group kernels that return one vector per call: past the limit, but the box is per call, not per vector. */
    private static final Set<String> ONE_VECTOR_PER_CALL = Set.of("PackedAffine.dot4", "PackedAffine.dot8");

    @Test
    void everyVectorHelperFitsC2sHotInliningSize() throws IOException, URISyntaxException {
        int limit = freqInlineSize();
        Map<String, Integer> sizes = vectorMethodSizes();
        assertTrue(sizes.containsKey("PackedQuant.q8"), "PackedQuant.q8 not found among " + sizes.keySet());
        List<String> over = new ArrayList<>();
        sizes.forEach((name, size) -> {
            if (size > limit && !ONE_VECTOR_PER_CALL.contains(name)) over.add(name + " (" + size + " bytes)");
        });
        assertTrue(over.isEmpty(), "vector helpers larger than FreqInlineSize " + limit + ", which C2 will not inline: " + over);
    }

    private static int freqInlineSize() {
        try {
            return Integer.parseInt(ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).getVMOption("FreqInlineSize").getValue());
        } catch (IllegalArgumentException e) {
            return 325;   // not HotSpot's C2 flag set: its x86 default
        }
    }

    /** Bytecode size of every method of this package whose signature has a Vector API type, as Class.method. */
    private static Map<String, Integer> vectorMethodSizes() throws IOException, URISyntaxException {
        Path classes = Path.of(Elementwise.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path pkg = classes.resolve(Elementwise.class.getPackageName().replace('.', '/'));
        Map<String, Integer> sizes = new TreeMap<>();
        try (Stream<Path> files = Files.list(pkg)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                ClassModel model = ClassFile.of().parse(Files.readAllBytes(file));
                String internal = model.thisClass().asInternalName();
                String simple = internal.substring(internal.lastIndexOf('/') + 1);
                for (MethodModel m : model.methods()) {
                    if (!m.methodType().stringValue().contains("jdk/incubator/vector/")) continue;
                    int size = m.code().map(c -> ((CodeAttribute) c).codeLength()).orElse(0);
                    sizes.merge(simple + "." + m.methodName().stringValue(), size, Math::max);
                }
            }
        }
        return sizes;
    }
}
