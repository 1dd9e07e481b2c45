package io.mlxcel.model.tokenizer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.gguf.GgufFile;

import java.util.List;

/**
 * A GGUF vocabulary written as Hugging Face {@code tokenizer.json} and {@code tokenizer_config.json}, for checkpoint
 * conversion. Byte-level BPE vocabularies ({@code tokenizer.ggml.model = gpt2}) only: their pre-tokenizer is named
 * by {@code tokenizer.ggml.pre} and written back as the HF pre-tokenizer it came from.
 */
public final class HfTokenizerFiles {
    private HfTokenizerFiles() {
    }

    public static ObjectNode tokenizerJson(GgufFile f) {
        String model = f.string("tokenizer.ggml.model");
        if (!"gpt2".equals(model)) {
            throw new CheckpointException(f.path() + ": tokenizer model '" + model + "' cannot be converted yet (supported: gpt2 byte-level BPE)");
        }
        List<Object> tokens = f.array("tokenizer.ggml.tokens"), types = f.array("tokenizer.ggml.token_type"), merges = f.array("tokenizer.ggml.merges");
        if (tokens == null || merges == null) throw new CheckpointException(f.path() + ": tokenizer.ggml.tokens or tokenizer.ggml.merges missing");
        ObjectMapper om = new ObjectMapper();
        ObjectNode root = om.createObjectNode();
        root.put("version", "1.0");
        root.putNull("truncation");
        root.putNull("padding");
        ArrayNode added = root.putArray("added_tokens");
        for (int i = 0; i < tokens.size(); i++) {
            int type = types == null ? BpeTokenizer.NORMAL : ((Number) types.get(i)).intValue();
            if (type == BpeTokenizer.CONTROL || type == BpeTokenizer.USER_DEFINED) {
                added.addObject().put("id", i).put("content", tokens.get(i).toString()).put("single_word", false).put("lstrip", false)
                        .put("rstrip", false).put("normalized", type == BpeTokenizer.USER_DEFINED).put("special", type == BpeTokenizer.CONTROL);
            }
        }
        root.putNull("normalizer");
        root.set("pre_tokenizer", preTokenizer(om, f.string("tokenizer.ggml.pre")));
        root.putNull("post_processor");
        root.putObject("decoder").put("type", "ByteLevel").put("add_prefix_space", true).put("trim_offsets", true).put("use_regex", true);
        ObjectNode bpe = root.putObject("model");
        bpe.put("type", "BPE").putNull("dropout");
        bpe.putNull("unk_token");
        bpe.putNull("continuing_subword_prefix");
        bpe.putNull("end_of_word_suffix");
        bpe.put("fuse_unk", false).put("byte_fallback", false).put("ignore_merges", PreTokenizers.ignoresMerges(f.string("tokenizer.ggml.pre")));
        ObjectNode vocab = bpe.putObject("vocab");
        for (int i = 0; i < tokens.size(); i++) vocab.put(tokens.get(i).toString(), i);
        ArrayNode m = bpe.putArray("merges");
        for (Object merge : merges) m.add(merge.toString());
        return root;
    }

    /** The HF pre-tokenizer that llama.cpp's converter recorded under this {@code tokenizer.ggml.pre} name. */
    static ObjectNode preTokenizer(ObjectMapper om, String pre) {
        ObjectNode byteLevel = om.createObjectNode().put("type", "ByteLevel").put("add_prefix_space", false).put("trim_offsets", true);
        String regex = switch (pre == null ? "default" : pre) {
            case "llama3", "llama-bpe", "llama-v3", "falcon3", "pixtral" -> PreTokenizers.LLAMA3;
            case "qwen2", "deepseek-r1-qwen", "qwen35" -> PreTokenizers.QWEN2;
            default -> null;
        };
        ObjectNode seq = om.createObjectNode().put("type", "Sequence");
        ArrayNode list = seq.putArray("pretokenizers");
        if (regex != null) {
            ObjectNode split = list.addObject().put("type", "Split");
            split.putObject("pattern").put("Regex", regex);
            split.put("behavior", "Isolated").put("invert", false);
            list.add(byteLevel.put("use_regex", false));
            return seq;
        }
        if (List.of("smollm", "starcoder", "refact", "codeshell", "command-r").contains(pre)) {
            list.addObject().put("type", "Digits").put("individual_digits", true);
            list.add(byteLevel.put("use_regex", true));
            return seq;
        }
        return byteLevel.put("use_regex", true);
    }

    public static ObjectNode tokenizerConfig(GgufFile f) {
        ObjectNode cfg = new ObjectMapper().createObjectNode();
        List<Object> tokens = f.array("tokenizer.ggml.tokens");
        Number bos = f.number("tokenizer.ggml.bos_token_id"), eos = f.number("tokenizer.ggml.eos_token_id");
        if (bos != null && tokens != null) cfg.put("bos_token", tokens.get(bos.intValue()).toString());
        if (eos != null && tokens != null) cfg.put("eos_token", tokens.get(eos.intValue()).toString());
        Object addBos = f.metadata().get("tokenizer.ggml.add_bos_token");
        // without the key, llama.cpp's default (SentencePiece: yes; byte-level: by pre-tokenizer, see TokenizerLoader),
        // so that the GGUF and the converted folder tokenize alike
        String model = f.string("tokenizer.ggml.model");
        boolean add = addBos instanceof Boolean b ? b
                : "llama".equals(model) || "gpt2".equals(model) && TokenizerLoader.addsBosByDefault(f.string("tokenizer.ggml.pre"));
        cfg.put("add_bos_token", add);
        String template = f.string("tokenizer.chat_template");
        if (template != null) cfg.put("chat_template", template);
        cfg.put("tokenizer_class", "PreTrainedTokenizerFast");
        return cfg;
    }
}
