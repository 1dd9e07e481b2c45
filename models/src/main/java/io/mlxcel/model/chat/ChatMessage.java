package io.mlxcel.model.chat;

import java.util.List;

/** An assistant reply split into content, reasoning and tool calls. */
public record ChatMessage(String content, String reasoning, List<ToolCall> toolCalls) {
}
