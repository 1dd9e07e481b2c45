package io.mlxcel.model.grammar;

import io.mlxcel.model.tokenizer.Tokenizer;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A tokenizer's tokens as text for grammar matching, in a trie over code points so that a mask walks each shared
 * prefix once. A token whose bytes end inside a UTF-8 sequence sits at the node of its complete part with those
 * trailing bytes; a token with no text (a control token) or that starts inside a sequence is never in the trie.
 */
public final class Vocabulary {
    private static final Map<Tokenizer, Vocabulary[]> CACHE = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    /** A trie node: children by code point, the tokens that end here, and tokens that end here plus partial bytes. */
    static final class Node {
        int[] cps = new int[0];
        Node[] kids = new Node[0];
        int[] ends = new int[0];
        int[] partialTokens = new int[0];
        byte[][] partialBytes = new byte[0][];

        Node child(int cp, boolean create) {
            int i = Arrays.binarySearch(cps, cp);
            if (i >= 0) return kids[i];
            if (!create) return null;
            int at = -i - 1;
            cps = insert(cps, at, cp);
            Node n = new Node();
            Node[] k = new Node[kids.length + 1];
            System.arraycopy(kids, 0, k, 0, at);
            k[at] = n;
            System.arraycopy(kids, at, k, at + 1, kids.length - at);
            kids = k;
            return n;
        }
    }

    final int size;
    final byte[][] bytes;
    final Node root = new Node();
    final Set<Integer> stopIds;
    private final Map<String, Integer> byText = new ConcurrentHashMap<>();

    private Vocabulary(Tokenizer tok, boolean renderSpecial) {
        this.size = tok.vocabSize();
        this.bytes = new byte[size][];
        this.stopIds = tok.stopIds();
        for (int id = 0; id < size; id++) {
            byte[] b = tok.tokenBytes(id, renderSpecial);
            bytes[id] = b;
            String text = tok.tokenText(id);
            if (text != null) byText.putIfAbsent(text, id);
            if (b.length == 0 || stopIds.contains(id)) continue;
            int complete = completePrefix(b);
            if (complete == 0 && (b[0] & 0xC0) == 0x80) continue; // starts inside a sequence
            String s = new String(b, 0, complete, StandardCharsets.UTF_8);
            Node n = root;
            for (int i = 0; i < s.length(); ) {
                int cp = s.codePointAt(i);
                n = n.child(cp, true);
                i += Character.charCount(cp);
            }
            if (complete == b.length) {
                n.ends = append(n.ends, id);
            } else {
                n.partialTokens = append(n.partialTokens, id);
                n.partialBytes = Arrays.copyOf(n.partialBytes, n.partialBytes.length + 1);
                n.partialBytes[n.partialBytes.length - 1] = Arrays.copyOfRange(b, complete, b.length);
            }
        }
    }

    /** The vocabulary of a tokenizer (built once per tokenizer and rendering). */
    public static Vocabulary of(Tokenizer tok, boolean renderSpecial) {
        Vocabulary[] pair = CACHE.computeIfAbsent(tok, t -> new Vocabulary[2]);
        synchronized (pair) {
            int i = renderSpecial ? 1 : 0;
            if (pair[i] == null) pair[i] = new Vocabulary(tok, renderSpecial);
            return pair[i];
        }
    }

    public int size() {
        return size;
    }

    /** The tokens that end generation. */
    public java.util.Set<Integer> stopIds() {
        return stopIds;
    }

    /** A token's text as UTF-8 bytes (empty for a control token when specials are not rendered). */
    public byte[] bytes(int token) {
        return bytes[token];
    }

    /** The id of the token written exactly {@code text}, for {@code <text>} grammar elements; -1 if none. */
    public int tokenId(String text) {
        return byText.getOrDefault(text, -1);
    }

    /** Bytes of the longest prefix of {@code b} that is complete, valid UTF-8 (its invalid bytes count as complete). */
    static int completePrefix(byte[] b) {
        int i = 0;
        while (i < b.length) {
            int lead = b[i] & 0xFF;
            int n = lead < 0x80 ? 1 : lead >= 0xF0 && lead < 0xF8 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            if (i + n > b.length) return i;
            i += n;
        }
        return b.length;
    }

    /** Code points of complete UTF-8 text, or null if it is not valid UTF-8. */
    static int[] codePoints(byte[] b, int from, int to) {
        try {
            String s = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b, from, to - from)).toString();
            return s.codePoints().toArray();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** The range of code points whose UTF-8 encoding starts with {@code prefix} (an incomplete sequence). */
    static int[] codePointRange(byte[] prefix) {
        int lead = prefix[0] & 0xFF;
        int n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        byte[] lo = Arrays.copyOf(prefix, n), hi = Arrays.copyOf(prefix, n);
        for (int i = prefix.length; i < n; i++) {
            lo[i] = (byte) 0x80;
            hi[i] = (byte) 0xBF;
        }
        int[] a = codePoints(lo, 0, n), z = codePoints(hi, 0, n);
        if (a == null || z == null || a.length != 1 || z.length != 1) return null;
        return new int[]{a[0], z[0]};
    }

    private static int[] insert(int[] a, int at, int v) {
        int[] r = new int[a.length + 1];
        System.arraycopy(a, 0, r, 0, at);
        r[at] = v;
        System.arraycopy(a, at, r, at + 1, a.length - at);
        return r;
    }

    private static int[] append(int[] a, int v) {
        int[] r = Arrays.copyOf(a, a.length + 1);
        r[a.length] = v;
        return r;
    }

}
