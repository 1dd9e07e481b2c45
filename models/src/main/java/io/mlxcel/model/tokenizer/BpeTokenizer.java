package io.mlxcel.model.tokenizer;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Byte-pair encoding in the two flavours open models use: byte-level (GPT-2, Llama 3, Qwen, SmolLM: text is split
 * by regexes, turned into bytes, merged by rank) and SentencePiece-style (Llama 2: spaces become U+2581, merged by
 * rank or by score, unknown pieces fall back to &lt;0xXX&gt; byte tokens).
 */
public final class BpeTokenizer implements Tokenizer {
    public enum Kind { BYTE_LEVEL, SENTENCEPIECE }

    /** GGUF token types; the same numbering is used for tokens built from tokenizer.json. */
    public static final int NORMAL = 1, UNKNOWN = 2, CONTROL = 3, USER_DEFINED = 4, UNUSED = 5, BYTE = 6;

    /**
     * Everything a tokenizer file says.
     *
     * @param tokenTypes per-id type (NORMAL, CONTROL, ...)
     * @param merges     "left right" pairs in rank order, or null to merge by {@code scores} (SentencePiece)
     * @param splits     pre-tokenizer regexes applied in turn (byte-level only); matches and gaps both become pieces
     * @param normalizer "NFC", "NFKC" or null
     * @param fim        fill-in-the-middle tokens, or null to find them by their texts
     * @param ignoreMerges a pre-tokenized word that is itself a vocabulary entry becomes that token without merging
     */
    public record Spec(Kind kind, String[] tokens, int[] tokenTypes, float[] scores, List<String> merges,
                       List<Pattern> splits, String normalizer, boolean addSpacePrefix, boolean byteFallback,
                       int bos, int eos, int unk, boolean addBos, Set<Integer> extraStops, FimTokens fim, boolean ignoreMerges) {
    }

    private static final String[] END_OF_TURN = {"<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<|end_of_text|>",
            "<|end|>", "<end_of_turn>", "<|eom_id|>"};

    private final Spec spec;
    private final Map<String, Integer> ids;
    private final Map<String, Integer> ranks;
    private final Pattern alwaysSpecial;
    private final Pattern parsedSpecial;
    private final Set<Integer> stops;
    private final int[] byteTokens = new int[256];
    private final Map<String, int[]> cache = new ConcurrentHashMap<>();

    public BpeTokenizer(Spec spec) {
        this.spec = spec;
        String[] tokens = spec.tokens();
        // built once per load in cold code (Llama 3: 128k tokens, 280k merges): sized up front, keys built in place
        ids = HashMap.newHashMap(tokens.length);
        for (int i = 0; i < tokens.length; i++) ids.putIfAbsent(tokens[i], i);
        List<String> merges = spec.merges() == null ? List.of() : spec.merges();
        ranks = HashMap.newHashMap(merges.size());
        for (int r = 0; r < merges.size(); r++) {
            String m = merges.get(r);
            int sp = m.indexOf(' ', 1);
            if (sp > 0) {
                char[] key = m.toCharArray();   // "left right" as "left\nright", the key encode looks pairs up by
                key[sp] = '\n';
                ranks.putIfAbsent(new String(key), r);
            }
        }
        List<String> always = new ArrayList<>(), parsed = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            int t = type(i);
            if (t == USER_DEFINED) always.add(tokens[i]);
            if (t == CONTROL || t == USER_DEFINED) parsed.add(tokens[i]);
        }
        this.alwaysSpecial = alternation(always);
        this.parsedSpecial = alternation(parsed);
        java.util.Arrays.fill(byteTokens, -1);
        for (int b = 0; b < 256; b++) {
            Integer id = ids.get(String.format("<0x%02X>", b));
            if (id != null) byteTokens[b] = id;
        }
        java.util.TreeSet<Integer> s = new java.util.TreeSet<>(spec.extraStops());
        if (spec.eos() >= 0) s.add(spec.eos());
        for (String t : END_OF_TURN) {
            Integer id = ids.get(t);
            if (id != null && type(id) == CONTROL) s.add(id);
        }
        this.stops = java.util.Collections.unmodifiableSet(s);
    }

    private static Pattern alternation(List<String> texts) {
        if (texts.isEmpty()) return null;
        List<String> sorted = new ArrayList<>(texts);
        sorted.removeIf(String::isEmpty);
        sorted.sort(Comparator.comparingInt(String::length).reversed());
        StringBuilder sb = new StringBuilder();
        for (String t : sorted) {
            if (!sb.isEmpty()) sb.append('|');
            sb.append(Pattern.quote(t));
        }
        return sb.isEmpty() ? null : Pattern.compile(sb.toString());
    }

    private int type(int id) {
        return spec.tokenTypes() == null ? NORMAL : spec.tokenTypes()[id];
    }

    public Spec spec() {
        return spec;
    }

    // ---------------- encode ----------------

    @Override
    public int[] encode(String text, boolean parseSpecial) {
        List<Integer> out = new ArrayList<>();
        Pattern special = parseSpecial ? parsedSpecial : alwaysSpecial;
        int at = 0;
        if (special != null) {
            Matcher m = special.matcher(text);
            while (m.find()) {
                if (m.start() > at) encodeText(text.substring(at, m.start()), out);
                out.add(ids.get(m.group()));
                at = m.end();
            }
        }
        if (at < text.length()) encodeText(text.substring(at), out);
        int[] r = new int[out.size()];
        for (int i = 0; i < r.length; i++) r[i] = out.get(i);
        return r;
    }

    private void encodeText(String text, List<Integer> out) {
        if (spec.normalizer() != null) text = Normalizer.normalize(text, Normalizer.Form.valueOf(spec.normalizer()));
        if (spec.kind() == Kind.SENTENCEPIECE) {
            // Both llama.cpp and HF prefix every raw-text segment (the start and after each special token).
            String s = (spec.addSpacePrefix() ? " " : "") + text;
            for (int id : bpe(s.replace(' ', '\u2581'), false)) out.add(id);
            return;
        }
        List<String> pieces = new ArrayList<>();
        pieces.add(text);
        for (Pattern p : spec.splits()) {
            List<String> next = new ArrayList<>();
            for (String piece : pieces) split(piece, p, next);
            pieces = next;
        }
        for (String piece : pieces) {
            int[] cached = cache.get(piece);
            if (cached == null) {
                String word = ByteLevel.encode(piece.getBytes(StandardCharsets.UTF_8));
                Integer whole = spec.ignoreMerges() ? ids.get(word) : null;
                cached = whole != null ? new int[]{whole} : bpe(word, true);
                if (cache.size() < 100_000) cache.put(piece, cached);
            }
            for (int id : cached) out.add(id);
        }
    }

    /** Matches and the gaps between them both become pieces (HF "Isolated" behaviour, as llama.cpp splits). */
    private static void split(String s, Pattern p, List<String> out) {
        Matcher m = p.matcher(s);
        int at = 0;
        while (m.find()) {
            if (m.end() == m.start()) continue;
            if (m.start() > at) out.add(s.substring(at, m.start()));
            out.add(m.group());
            at = m.end();
        }
        if (at < s.length()) out.add(s.substring(at));
    }

    /** Merges the symbols of one word, lowest rank (or highest score) first, leftmost on ties. */
    private int[] bpe(String word, boolean byteLevel) {
        List<String> sym = new ArrayList<>();
        for (int i = 0; i < word.length(); ) {
            int cp = word.codePointAt(i);
            int n = Character.charCount(cp);
            sym.add(word.substring(i, i + n));
            i += n;
        }
        while (sym.size() > 1) {
            double best = Double.POSITIVE_INFINITY;
            int at = -1;
            for (int i = 0; i + 1 < sym.size(); i++) {
                double r = rank(sym.get(i), sym.get(i + 1));
                if (r < best) {
                    best = r;
                    at = i;
                }
            }
            if (at < 0) break;
            sym.set(at, sym.get(at) + sym.remove(at + 1));
        }
        List<Integer> out = new ArrayList<>(sym.size());
        for (String s : sym) {
            Integer id = ids.get(s);
            if (id != null) {
                out.add(id);
            } else if (!byteLevel && spec.byteFallback()) {
                for (byte b : s.getBytes(StandardCharsets.UTF_8)) out.add(byteTokens[b & 0xFF] >= 0 ? byteTokens[b & 0xFF] : spec.unk());
            } else {
                out.add(spec.unk());
            }
        }
        int[] r = new int[out.size()];
        for (int i = 0; i < r.length; i++) r[i] = out.get(i);
        return r;
    }

    private double rank(String a, String b) {
        if (spec.merges() != null) {
            Integer r = ranks.get(a + '\n' + b);
            return r == null ? Double.POSITIVE_INFINITY : r;
        }
        Integer id = ids.get(a + b);
        return id == null ? Double.POSITIVE_INFINITY : -spec.scores()[id];
    }

    // ---------------- decode ----------------

    @Override
    public byte[] tokenBytes(int id, boolean renderSpecial) {
        if (id < 0 || id >= spec.tokens().length) return new byte[0];
        String tok = spec.tokens()[id];
        int t = type(id);
        if (t == CONTROL || t == UNKNOWN || t == UNUSED) {
            return renderSpecial ? tok.getBytes(StandardCharsets.UTF_8) : new byte[0];
        }
        if (t == USER_DEFINED) return tok.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (spec.kind() == Kind.BYTE_LEVEL) {
            ByteLevel.decode(tok, out);
        } else if (t == BYTE || (tok.length() == 6 && tok.startsWith("<0x") && tok.endsWith(">"))) {
            out.write(Integer.parseInt(tok.substring(3, 5), 16));
        } else {
            byte[] b = tok.replace('\u2581', ' ').getBytes(StandardCharsets.UTF_8);
            out.write(b, 0, b.length);
        }
        return out.toByteArray();
    }

    @Override
    public String decode(int[] tokenIds, boolean renderSpecial) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // SentencePiece prefixed each raw segment with a space; drop it again so decode(encode(s)) == s.
        boolean segmentStart = true;
        for (int id : tokenIds) {
            byte[] b = tokenBytes(id, renderSpecial);
            int t = id >= 0 && id < spec.tokens().length ? type(id) : NORMAL;
            boolean special = t == CONTROL || t == USER_DEFINED || t == UNKNOWN;
            int skip = 0;
            if (!special && segmentStart && spec.kind() == Kind.SENTENCEPIECE && spec.addSpacePrefix() && b.length > 0 && b[0] == ' ') skip = 1;
            out.write(b, skip, b.length - skip);
            if (special) segmentStart = true;
            else if (b.length > 0) segmentStart = false;
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Override
    public int vocabSize() {
        return spec.tokens().length;
    }

    @Override
    public int bosId() {
        return spec.bos();
    }

    @Override
    public boolean addBos() {
        return spec.addBos() && spec.bos() >= 0;
    }

    @Override
    public Set<Integer> stopIds() {
        return stops;
    }

    @Override
    public String tokenText(int id) {
        return spec.tokens()[id];
    }

    @Override
    public FimTokens fim() {
        return spec.fim() != null ? spec.fim() : FimTokens.find(this::id, null);
    }

    @Override
    public int id(String token) {
        return ids.getOrDefault(token, -1);
    }

    static Map<String, Integer> index(String[] tokens) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < tokens.length; i++) m.putIfAbsent(tokens[i], i);
        return m;
    }
}
