package io.mlxcel.model.tokenizer;

import java.util.Set;

/** Text to token ids and back. */
public interface Tokenizer {
    /**
     * Token ids of {@code text}. With {@code parseSpecial}, special-token texts such as "&lt;|im_start|&gt;" become their
     * ids (as llama.cpp's parse_special); without it they are tokenized as plain text.
     */
    int[] encode(String text, boolean parseSpecial);

    /** Text of the ids; special tokens are rendered only when {@code renderSpecial}. */
    String decode(int[] ids, boolean renderSpecial);

    /** Raw bytes of one token, for streaming output that may split a UTF-8 character across tokens. */
    byte[] tokenBytes(int id, boolean renderSpecial);

    int vocabSize();

    /** Beginning-of-sequence id, or -1. */
    int bosId();

    /** Whether a BOS id is prepended to raw prompts. */
    boolean addBos();

    /** Ids that end generation (EOS and end-of-turn tokens). */
    Set<Integer> stopIds();

    /** The token's text as stored in the vocabulary. */
    String tokenText(int id);

    /** Id of an exact token text, or -1. */
    int id(String token);

    /** Fill-in-the-middle tokens. */
    default FimTokens fim() {
        return FimTokens.NONE;
    }
}
