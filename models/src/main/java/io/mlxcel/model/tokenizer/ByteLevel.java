package io.mlxcel.model.tokenizer;

/**
 * GPT-2's reversible map between bytes and printable code points, so byte-level BPE vocabularies are strings:
 * printable Latin-1 bytes map to themselves, the rest to U+0100 onwards in byte order.
 */
final class ByteLevel {
    static final char[] BYTE_TO_CHAR = new char[256];
    static final int[] CHAR_TO_BYTE = new int[512];

    static {
        java.util.Arrays.fill(CHAR_TO_BYTE, -1);
        int next = 256;
        for (int b = 0; b < 256; b++) {
            boolean printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
            char c = printable ? (char) b : (char) next++;
            BYTE_TO_CHAR[b] = c;
            CHAR_TO_BYTE[c] = b;
        }
    }

    private ByteLevel() {
    }

    static String encode(byte[] utf8) {
        char[] out = new char[utf8.length];
        for (int i = 0; i < utf8.length; i++) out[i] = BYTE_TO_CHAR[utf8[i] & 0xFF];
        return new String(out);
    }

    /** Bytes of a byte-level token string; characters outside the map are kept as their UTF-8. */
    static void decode(String token, java.io.ByteArrayOutputStream out) {
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            int b = c < CHAR_TO_BYTE.length ? CHAR_TO_BYTE[c] : -1;
            if (b >= 0) {
                out.write(b);
            } else {
                byte[] u = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.write(u, 0, u.length);
            }
        }
    }
}
