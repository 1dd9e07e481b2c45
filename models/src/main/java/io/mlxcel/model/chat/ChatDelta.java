package io.mlxcel.model.chat;

/** What the output parser found in newly generated text, in order. */
public sealed interface ChatDelta {
    record Content(String text) implements ChatDelta {
    }

    record Reasoning(String text) implements ChatDelta {
    }

    /** A complete tool call, the {@code index}-th of the message. */
    record Call(int index, ToolCall call) implements ChatDelta {
    }
}
