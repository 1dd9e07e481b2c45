package io.mlxcel.model.tokenizer;

import java.util.List;
import java.util.regex.Pattern;

/** Pre-tokenizer regexes by GGUF {@code tokenizer.ggml.pre} name, as the converters record them. */
final class PreTokenizers {
    static final String GPT2 = "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";
    static final String LLAMA3 = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
    static final String QWEN2 = "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

    /** DeepSeek LLM: letters of the Latin, Greek, Cyrillic, … blocks listed by range, as its tokenizer.json lists them. */
    static final String DEEPSEEK_LLM_LETTERS = "\\s?[A-Za-z\u00b5\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u01ba\u01bc-\u01bf\u01c4-\u0293\u0295-\u02af\u0370-\u0373\u0376\u0377\u037b-\u037d\u037f\u0386\u0388-\u038a\u038c\u038e-\u03a1\u03a3-\u03f5\u03f7-\u0481\u048a-\u052f\u0531-\u0556\u10a0-\u10c5\u13a0-\u13f5\u13f8-\u13fd\u1c90-\u1cba\u1cbd-\u1cbf\u1d00-\u1d2b\u1d6b-\u1d77\u1d79-\u1d9a\u1e00-\u1f15\u1f18-\u1f1d\u1f20-\u1f45\u1f48-\u1f4d\u1f50-\u1f57\u1f59\u1f5b\u1f5d\u1f5f-\u1f7d\u1f80-\u1fb4\u1fb6-\u1fbc\u1fbe\u1fc2-\u1fc4\u1fc6-\u1fcc\u1fd0-\u1fd3\u1fd6-\u1fdb\u1fe0-\u1fec\u1ff2-\u1ff4\u1ff6-\u1ffc\u2102\u2107\u210a-\u2113\u2115\u2119-\u211d\u2124\u2126\u2128\u212a-\u212d\u212f-\u2134\u2139\u213c-\u213f\u2145-\u2149\u214e\u2183\u2184\u2c00-\u2c7b\u2c7e-\u2ce4\u2ceb-\u2cee\u2cf2\u2cf3\ua640-\ua66d\ua680-\ua69b\ua722-\ua76f\ua771-\ua787\ua78b-\ua78e\uab70-\uabbf\ufb00-\ufb06\ufb13-\ufb17\uff21-\uff3a\uff41-\uff5a\ud801\udc00-\ud801\udc4f\ud801\udcb0-\ud801\udcd3\ud801\udcd8-\ud801\udcfb\ud803\udc80-\ud803\udcb2\ud803\udcc0-\ud803\udcf2\ud806\udca0-\ud806\udcdf\ud83a\udd00-\ud83a\udd43]+";
    static final String CJK = "[\u4e00-\u9fa5\u0800-\u4e00\uac00-\ud7ff]+";

    private PreTokenizers() {
    }

    /** Compiles with Unicode classes: llama.cpp and HF tokenizers treat \s as Unicode white space. */
    static Pattern compile(String regex) {
        return Pattern.compile(regex, Pattern.UNICODE_CHARACTER_CLASS);
    }

    /**
     * Whether a pre-tokenizer's words that are whole vocabulary entries skip the merges (llama.cpp's ignore_merges, HF's
     * {@code model.ignore_merges}): Llama 3 and the families that share its tokenizer, GLM 4/5, Tekken, MiniCPM 5.
     */
    static boolean ignoresMerges(String pre) {
        return pre != null && java.util.Set.of("llama3", "llama-v3", "llama-bpe", "falcon3", "falcon-h1", "pixtral", "midm-2.0", "lfm2",
                "jina-v5-nano", "minicpm5", "youtu", "glm4", "glm5", "tekken", "granite-embed-multi-97m").contains(pre);
    }

    static List<Pattern> forGgufPre(String pre) {
        if (pre == null) pre = "default";
        return switch (pre) {
            case "llama3", "llama-bpe", "llama-v3", "falcon3", "pixtral" -> List.of(compile(LLAMA3));
            case "qwen2", "deepseek-r1-qwen", "qwen35" -> List.of(compile(QWEN2));
            // (a regex's "$" is the end of the text, as in llama.cpp's ECMAScript regexes: Java's \z)
            case "deepseek-llm" -> List.of(compile("[\r\n]"), compile(DEEPSEEK_LLM_LETTERS), compile("\\s?[!-/:-~\uff01-\uff0f\uff1a-\uff5e\u2018-\u201f\u3000-\u3002]+"),
                    compile("\\s+\\z"), compile(CJK), compile("\\p{N}+"));
            case "deepseek-coder" -> List.of(compile("[\r\n]"), compile("\\s?\\p{L}+"), compile("\\s?\\p{P}+"), compile(CJK), compile("\\p{N}"));
            case "falcon" -> List.of(compile("[\\p{P}\\$\\+<=>\\^~\\|`]+"),
                    compile("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)"), compile("[0-9][0-9][0-9]"));
            // starcoder-style vocabularies split every digit before the GPT-2 rules
            case "smollm", "starcoder", "refact", "codeshell", "command-r" -> List.of(compile("\\p{N}"), compile(GPT2));
            default -> List.of(compile(GPT2));
        };
    }
}
