package io.mlxcel.model.tokenizer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.gguf.GgufFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Builds a {@link BpeTokenizer} from GGUF metadata or from tokenizer.json (+ tokenizer_config.json). */
public final class TokenizerLoader {
    private TokenizerLoader() {
    }

    /** Token texts whose ids the GGUF reader needs: the end-of-message exception below and the FIM tokens. */
    private static final Set<String> LOOKED_UP = java.util.stream.Stream.concat(
            Set.of("<|end|>", "<|return|>", "<|call|>", "<|calls|>", "<|flush|>").stream(), FimTokens.TEXTS.stream())
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private static final Set<String> EOG_TEXTS = Set.of("<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>",
            "<|flush|>", "<|calls|>", "<end_of_turn>", "<|endoftext|>", "<|eom_id|>", "<EOT>", "_<EOT>", "[EOT]", "[EOS]",
            "<|end_of_text|>", "<end_of_utterance>", "</s>", "<eos>", "<turn|>", "<|tool_response>",
            "<｜end▁of▁sentence｜>", "[e~[");

    /**
     * Byte-level pre-tokenizers for which llama.cpp adds BOS when the file has no 'tokenizer.ggml.add_bos_token'
     * (Llama 3 and the families that share its pre-tokenizer, Chameleon, Tekken, Gemma 4): measured with
     * llama-cpp-python 0.3.36 on one vocabulary under each 'tokenizer.ggml.pre' value. For every other byte-level
     * pre-tokenizer it adds none.
     */
    private static final Set<String> BOS_BY_DEFAULT = Set.of("llama3", "llama-v3", "llama-bpe", "falcon3", "falcon-h1",
            "pixtral", "midm-2.0", "lfm2", "tekken", "chameleon", "gemma4");

    /** Whether llama.cpp adds BOS for a byte-level GGUF tokenizer with this pre-tokenizer and no add_bos key. */
    public static boolean addsBosByDefault(String pre) {
        return pre != null && BOS_BY_DEFAULT.contains(pre);
    }

    public static BpeTokenizer fromGguf(GgufFile f) {
        String model = f.string("tokenizer.ggml.model");
        if (model == null) throw new CheckpointException(f.path() + ": no tokenizer (metadata 'tokenizer.ggml.model' is missing)");
        List<Object> tokenList = f.array("tokenizer.ggml.tokens");
        if (tokenList == null) throw new CheckpointException(f.path() + ": metadata 'tokenizer.ggml.tokens' is missing");
        String[] tokens = strings(tokenList);
        int[] types = null;
        List<Object> typeList = f.array("tokenizer.ggml.token_type");
        if (typeList != null) {
            types = new int[tokens.length];
            for (int i = 0; i < types.length; i++) types[i] = ((Number) typeList.get(i)).intValue();
        }
        int bos = id(f, "tokenizer.ggml.bos_token_id"), eos = id(f, "tokenizer.ggml.eos_token_id");
        int unk = id(f, "tokenizer.ggml.unknown_token_id");
        Set<Integer> extra = new java.util.HashSet<>();
        if (types != null) {
            // llama.cpp recognises end-of-generation tokens by their text and makes them control tokens whatever type
            // the file gives (Gemma 3 ships "</s>" as user-defined): they end generation and only match in text when
            // special tokens are parsed
            for (int i = 0; i < tokens.length; i++) {
                if (EOG_TEXTS.contains(tokens[i])) {
                    types[i] = BpeTokenizer.CONTROL;
                    extra.add(i);
                }
            }
        }
        int eot = id(f, "tokenizer.ggml.eot_token_id");
        if (eot >= 0) extra.add(eot);
        // the ids of the few texts looked up below (an index of the whole vocabulary would cost the load a map of every
        // token; the tokenizer builds its own)
        Map<String, Integer> byText = new java.util.HashMap<>();
        for (int i = 0; i < tokens.length; i++) {
            if (LOOKED_UP.contains(tokens[i])) byText.putIfAbsent(tokens[i], i);
        }
        // harmony (return + call) and solar-open (calls + flush) vocabularies end a message with <|end|>, not the reply
        Integer end = byText.get("<|end|>");
        if (end != null && extra.contains(end) && (byText.containsKey("<|return|>") && byText.containsKey("<|call|>")
                || byText.containsKey("<|calls|>") && byText.containsKey("<|flush|>"))) {
            extra.remove(end);
            types[end] = BpeTokenizer.USER_DEFINED;
        }
        FimTokens fim = FimTokens.find(t -> byText.getOrDefault(t, -1), f.metadata());
        extra.addAll(fim.endOfGeneration());
        if (types != null) {
            // found by text, llama.cpp makes them control tokens too
            for (int id : new int[]{fim.prefix(), fim.suffix(), fim.middle(), fim.pad(), fim.repo(), fim.fileSep()}) {
                if (id >= 0 && types[id] != BpeTokenizer.CONTROL && types[id] != BpeTokenizer.UNUSED) types[id] = BpeTokenizer.CONTROL;
            }
        }
        Object addBos = f.metadata().get("tokenizer.ggml.add_bos_token");
        return switch (model) {
            case "gpt2" -> {
                List<Object> mergeList = f.array("tokenizer.ggml.merges");
                if (mergeList == null) throw new CheckpointException(f.path() + ": metadata 'tokenizer.ggml.merges' is missing");
                List<String> merges = java.util.Arrays.asList(strings(mergeList));
                String pre = f.string("tokenizer.ggml.pre");
                boolean addBosDefault = addsBosByDefault(pre);
                yield new BpeTokenizer(new BpeTokenizer.Spec(BpeTokenizer.Kind.BYTE_LEVEL, tokens, types, null, merges,
                        PreTokenizers.forGgufPre(pre), null, false, false, bos, eos, unk,
                        addBos instanceof Boolean b ? b : addBosDefault, extra, fim, PreTokenizers.ignoresMerges(pre)));
            }
            case "llama" -> {
                List<Object> scoreList = f.array("tokenizer.ggml.scores");
                if (scoreList == null) throw new CheckpointException(f.path() + ": metadata 'tokenizer.ggml.scores' is missing");
                float[] scores = new float[tokens.length];
                for (int i = 0; i < scores.length; i++) scores[i] = ((Number) scoreList.get(i)).floatValue();
                Object prefix = f.metadata().get("tokenizer.ggml.add_space_prefix");
                yield new BpeTokenizer(new BpeTokenizer.Spec(BpeTokenizer.Kind.SENTENCEPIECE, tokens, types, scores, null,
                        List.of(), null, !(prefix instanceof Boolean b && !b), true, bos, eos, unk,
                        !(addBos instanceof Boolean b2 && !b2), extra, fim, false));
            }
            default -> throw new CheckpointException(f.path() + ": tokenizer model '" + model
                    + "' (metadata 'tokenizer.ggml.model') is not supported (supported: gpt2, llama)");
        };
    }

    /** The elements' texts (a plain loop: this runs once per load in cold code, over every token and merge). */
    private static String[] strings(List<Object> values) {
        String[] out = new String[values.size()];
        for (int i = 0; i < out.length; i++) out[i] = values.get(i).toString();
        return out;
    }

    private static int id(GgufFile f, String key) {
        Number n = f.number(key);
        return n == null ? -1 : n.intValue();
    }

    /** tokenizer.json from a model folder; tokenizer_config.json next to it is optional. */
    public static BpeTokenizer fromTokenizerJson(Path tokenizerJson) {
        ObjectMapper om = new ObjectMapper();
        JsonNode root, cfg = om.createObjectNode();
        try {
            root = om.readTree(tokenizerJson.toFile());
            Path cfgPath = tokenizerJson.resolveSibling("tokenizer_config.json");
            if (Files.exists(cfgPath)) cfg = om.readTree(cfgPath.toFile());
        } catch (IOException e) {
            throw new CheckpointException(tokenizerJson + ": cannot read: " + e.getMessage(), e);
        }
        JsonNode model = root.path("model");
        if (!"BPE".equals(model.path("type").asText("BPE")) || !model.path("vocab").isObject()) {
            throw new CheckpointException(tokenizerJson + ": model.type '" + model.path("type").asText() + "' is not supported (supported: BPE)");
        }
        int size = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = model.path("vocab").fields(); it.hasNext(); ) {
            size = Math.max(size, it.next().getValue().asInt() + 1);
        }
        for (JsonNode a : root.path("added_tokens")) size = Math.max(size, a.path("id").asInt() + 1);
        String[] tokens = new String[size];
        int[] types = new int[size];
        for (Iterator<Map.Entry<String, JsonNode>> it = model.path("vocab").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            tokens[e.getValue().asInt()] = e.getKey();
            types[e.getValue().asInt()] = BpeTokenizer.NORMAL;
        }
        for (JsonNode a : root.path("added_tokens")) {
            int id = a.path("id").asInt();
            tokens[id] = a.path("content").asText();
            types[id] = a.path("special").asBoolean() ? BpeTokenizer.CONTROL : BpeTokenizer.USER_DEFINED;
        }
        for (int i = 0; i < size; i++) {
            if (tokens[i] == null) {
                tokens[i] = "<unused" + i + ">";
                types[i] = BpeTokenizer.UNUSED;
            }
        }
        List<String> merges = new ArrayList<>();
        for (JsonNode m : model.path("merges")) {
            merges.add(m.isArray() ? m.get(0).asText() + " " + m.get(1).asText() : m.asText());
        }
        boolean byteFallback = model.path("byte_fallback").asBoolean(false);
        boolean byteLevel = containsType(root.path("decoder"), "ByteLevel") || containsType(root.path("pre_tokenizer"), "ByteLevel");
        List<Pattern> splits = new ArrayList<>();
        collectSplits(root.path("pre_tokenizer"), splits, tokenizerJson);
        String normalizer = null;
        if (containsType(root.path("normalizer"), "NFC")) normalizer = "NFC";
        if (containsType(root.path("normalizer"), "NFKC")) normalizer = "NFKC";
        boolean spacePrefix = containsType(root.path("normalizer"), "Prepend")
                || root.path("pre_tokenizer").path("prepend_scheme").asText("").equals("always")
                || root.path("pre_tokenizer").path("prepend_scheme").asText("").equals("first");
        var byId = BpeTokenizer.index(tokens);
        int bos = specialId(cfg, "bos_token", byId), eos = specialId(cfg, "eos_token", byId);
        int unk = model.hasNonNull("unk_token") ? byId.getOrDefault(model.get("unk_token").asText(), -1) : -1;
        boolean addBos = cfg.has("add_bos_token") ? cfg.get("add_bos_token").asBoolean()
                : bos >= 0 && root.path("post_processor").toString().contains("\"" + tokens[bos].replace("\"", "\\\"") + "\"");
        return new BpeTokenizer(new BpeTokenizer.Spec(byteLevel ? BpeTokenizer.Kind.BYTE_LEVEL : BpeTokenizer.Kind.SENTENCEPIECE,
                tokens, types, null, merges, splits, normalizer, !byteLevel && spacePrefix, byteFallback, bos, eos, unk,
                addBos, Set.of(), null, model.path("ignore_merges").asBoolean(false)));
    }

    private static int specialId(JsonNode cfg, String field, Map<String, Integer> byId) {
        JsonNode n = cfg.get(field);
        if (n == null || n.isNull()) return -1;
        String text = n.isTextual() ? n.asText() : n.path("content").asText();
        return byId.getOrDefault(text, -1);
    }

    private static boolean containsType(JsonNode node, String type) {
        if (node == null || node.isMissingNode() || node.isNull()) return false;
        if (type.equals(node.path("type").asText())) return true;
        for (JsonNode child : node) if (containsType(child, type)) return true;
        return false;
    }

    private static void collectSplits(JsonNode pre, List<Pattern> out, Path file) {
        if (pre == null || pre.isMissingNode() || pre.isNull()) return;
        switch (pre.path("type").asText()) {
            case "Sequence" -> {
                for (JsonNode p : pre.path("pretokenizers")) collectSplits(p, out, file);
            }
            case "Split" -> {
                JsonNode pattern = pre.path("pattern");
                String regex = pattern.has("Regex") ? pattern.get("Regex").asText() : Pattern.quote(pattern.path("String").asText());
                out.add(PreTokenizers.compile(regex));
            }
            case "ByteLevel" -> {
                if (pre.path("use_regex").asBoolean(true)) out.add(PreTokenizers.compile(PreTokenizers.GPT2));
            }
            case "Digits" -> out.add(PreTokenizers.compile(pre.path("individual_digits").asBoolean() ? "\\p{N}" : "\\p{N}+"));
            case "Metaspace", "" -> {
            }
            default -> throw new CheckpointException(file + ": pre_tokenizer type '" + pre.path("type").asText() + "' is not supported");
        }
    }
}
