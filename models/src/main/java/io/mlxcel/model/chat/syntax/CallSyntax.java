package io.mlxcel.model.chat.syntax;

import java.util.List;

/**
 * How one model family writes tool calls: the markers that open a call region, where the region ends, and the calls in
 * it. The output parser finds regions; a syntax only reads them.
 */
public interface CallSyntax {
    /** Texts that open a call region. */
    List<String> openers();

    /** Whether a region may only open before any content (a reply that is a bare JSON object). */
    default boolean onlyAtStart() {
        return false;
    }

    /**
     * The end of the region that starts at 0 in {@code text} (which begins with an opener), or -1 while it may still
     * grow. With {@code atEnd} no more text will come, and the syntax may accept what is there.
     */
    int regionEnd(String text, boolean atEnd);

    /** The calls (or, for the generic syntax, a plain reply) in a complete region; null when it is malformed. */
    Region parse(String region, Tools tools);

    /** What a region held: tool calls, or text for the reply's content. */
    record Region(List<Parsed> calls, String content) {
        public static Region of(List<Parsed> calls) {
            return new Region(calls, null);
        }
    }

    /** One call as written: the id is null unless the model wrote one. */
    record Parsed(String name, String arguments, String id) {
    }
}
