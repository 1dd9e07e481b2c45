package io.mlxcel.model.chat;

/** A parsed tool call: OpenAI's shape, with the arguments as a JSON object text. */
public record ToolCall(String id, String name, String arguments) {
}
