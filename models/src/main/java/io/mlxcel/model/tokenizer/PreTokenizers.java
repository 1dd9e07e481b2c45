package io.mlxcel.model.tokenizer;

import java.util.List;
import java.util.regex.Pattern;

/** Pre-tokenizer regexes by GGUF {@code tokenizer.ggml.pre} name, as the converters record them. */
final class PreTokenizers {
    static final String GPT2 = "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";
    static final String LLAMA3 = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
    static final String QWEN2 = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

    private PreTokenizers() {
    }

    /** Compiles with Unicode classes: llama.cpp and HF tokenizers treat \s as Unicode white space. */
    static Pattern compile(String regex) {
        return Pattern.compile(regex, Pattern.UNICODE_CHARACTER_CLASS);
    }

    static List<Pattern> forGgufPre(String pre) {
        if (pre == null) pre = "default";
        return switch (pre) {
            case "llama3", "llama-bpe", "llama-v3", "falcon3", "pixtral" -> List.of(compile(LLAMA3));
            case "qwen2", "deepseek-r1-qwen", "qwen35" -> List.of(compile(QWEN2));
            // starcoder-style vocabularies split every digit before the GPT-2 rules
            case "smollm", "starcoder", "refact", "codeshell", "command-r" -> List.of(compile("\\p{N}"), compile(GPT2));
            default -> List.of(compile(GPT2));
        };
    }
}
