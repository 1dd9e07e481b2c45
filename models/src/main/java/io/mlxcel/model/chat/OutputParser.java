package io.mlxcel.model.chat;

import io.mlxcel.model.chat.syntax.Tools;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Splits generated text into content, reasoning and tool calls as it arrives. Feeding the whole text at once and
 * feeding it in pieces give the same deltas joined, so a streamed reply and a non-streamed one agree. Text that does
 * not parse (a malformed call) stays content; nothing here throws on model output.
 */
public abstract sealed class OutputParser permits MarkerParser, HarmonyParser {
    /**
     * @param reasoning   split reasoning out of the content (reasoning_format other than none)
     * @param thinkingOpen the prompt already opened the reasoning (it ends with the think tag)
     * @param tools       the request's tools; with none, calls are not looked for
     */
    public record Options(boolean reasoning, boolean thinkingOpen, Tools tools, Supplier<String> ids) {
    }

    protected final Options options;
    private final StringBuilder content = new StringBuilder();
    private final StringBuilder reasoning = new StringBuilder();
    private final List<ToolCall> calls = new ArrayList<>();
    private List<ChatDelta> out = new ArrayList<>();

    protected OutputParser(Options options) {
        this.options = options;
    }

    public static OutputParser create(ChatFormat format, Options options) {
        return format.harmony() ? new HarmonyParser(options) : new MarkerParser(format, options);
    }

    /** Deltas for a new piece of text. */
    public final List<ChatDelta> feed(String piece) {
        process(piece, false);
        return drain();
    }

    /** Deltas for what was held back, once generation has ended. */
    public final List<ChatDelta> finish() {
        process("", true);
        return drain();
    }

    /** The whole reply so far. */
    public final ChatMessage message() {
        return new ChatMessage(content.toString(), reasoning.toString(), List.copyOf(calls));
    }

    protected abstract void process(String piece, boolean atEnd);

    protected final void emitContent(String text) {
        if (text.isEmpty()) return;
        content.append(text);
        out.add(new ChatDelta.Content(text));
    }

    protected final void emitReasoning(String text) {
        if (text.isEmpty()) return;
        reasoning.append(text);
        out.add(new ChatDelta.Reasoning(text));
    }

    protected final void emitCall(String id, String name, String arguments) {
        ToolCall c = new ToolCall(id != null ? id : options.ids().get(), name, arguments);
        out.add(new ChatDelta.Call(calls.size(), c));
        calls.add(c);
    }

    private List<ChatDelta> drain() {
        List<ChatDelta> d = out;
        out = new ArrayList<>();
        return d;
    }

    /** Length of the longest end of {@code text} that is a proper prefix of one of {@code markers}. */
    static int partialMarker(String text, Iterable<String> markers) {
        int best = 0;
        for (String m : markers) {
            for (int k = Math.min(m.length() - 1, text.length()); k > best; k--) {
                if (text.regionMatches(text.length() - k, m, 0, k)) {
                    best = k;
                    break;
                }
            }
        }
        return best;
    }
}
