package io.mlxcel.model.store;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a GGUF file's name says, as llama.cpp reads it: the quantization tag ({@code Q4_K_M}, {@code Q8_0}, {@code F32},
 * …) that names a file within its repository ({@code owner/name:TAG}), and whether the file is a model of its own (not a
 * vision projector, and of a split file only the first shard).
 */
public final class GgufNames {
    private static final Pattern TAG = Pattern.compile("(?i)(?<=^|[-._])(I?Q\\d(?:_[A-Z0-9]+)*|BF16|F16|F32|MXFP4)(?=[-._]|$)");

    private GgufNames() {
    }

    /** The quantization tag in a GGUF file's name (upper case), or null. */
    public static String tag(String fileName) {
        String stem = fileName.endsWith(".gguf") ? fileName.substring(0, fileName.length() - 5) : fileName;
        Matcher m = TAG.matcher(stem);
        String last = null;
        while (m.find()) last = m.group(1);
        return last == null ? null : last.toUpperCase(Locale.ROOT);
    }

    /** Whether a file name is a GGUF model of its own: not a projector, and of a split file only its first shard. */
    public static boolean isModelFile(String name) {
        if (!name.endsWith(".gguf") || name.startsWith(".")) return false;
        if (name.toLowerCase(Locale.ROOT).contains("mmproj")) return false;
        return !name.matches(".*-\\d{5}-of-\\d{5}\\.gguf") || name.matches(".*-00001-of-\\d{5}\\.gguf");
    }
}
