package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Map;

/**
 * A chat request in the form every chat route (OpenAI chat, Anthropic messages, OpenAI responses) turns its body into:
 * messages as chat templates take them, the tools, and how they may be used.
 *
 * @param messages   role, content, tool_calls (arguments as the template wants them), tool_call_id, name,
 *                   reasoning_content
 * @param tools      OpenAI-shaped tools ({"type":"function","function":{...}}), or null
 * @param toolChoice none, auto, required, or function (then {@code forcedTool} names it)
 * @param kwargs     template variables beyond the standard ones (chat_template_kwargs, reasoning_effort)
 * @param reasoning  whether reasoning is split from the content
 * @param outputSchema a JSON Schema the reply must follow (response_format), or null
 * @param reasoningBudget thinking tokens allowed before the think block is closed; -1 for no cap
 * @param continuation the final assistant message, which the reply continues (taken out of {@code messages}), or null
 */
record ChatCall(List<Map<String, Object>> messages, JsonNode tools, String toolChoice, String forcedTool,
                boolean parallelToolCalls, Map<String, Object> kwargs, boolean reasoning, JsonNode outputSchema,
                int reasoningBudget, Continuation continuation) {

    ChatCall(List<Map<String, Object>> messages, JsonNode tools, String toolChoice, String forcedTool, boolean parallelToolCalls,
             Map<String, Object> kwargs, boolean reasoning, JsonNode outputSchema, int reasoningBudget) {
        this(messages, tools, toolChoice, forcedTool, parallelToolCalls, kwargs, reasoning, outputSchema, reasoningBudget, null);
    }

    /**
     * A final assistant message the reply goes on from (llama-server's assistant prefill, vLLM's
     * continue_final_message): its reasoning, its text, and whether the reply continues the text (else the reasoning).
     */
    record Continuation(String reasoning, String content, boolean inContent) {
    }

    /** Whether the reply must be tool calls (tool_choice "required" or a named function). */
    boolean callsForced() {
        return toolsOn() && (toolChoice.equals("required") || toolChoice.equals("function"));
    }

    boolean toolsOn() {
        return tools != null && !tools.isEmpty() && !toolChoice.equals("none");
    }
}
