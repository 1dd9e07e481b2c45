package io.mlxcel.model.chat;

import io.mlxcel.model.chat.syntax.CallSyntax;
import io.mlxcel.model.chat.syntax.CommandR7bSyntax;
import io.mlxcel.model.chat.syntax.DeepSeekSyntax;
import io.mlxcel.model.chat.syntax.FunctionaryV31Syntax;
import io.mlxcel.model.chat.syntax.GenericSyntax;
import io.mlxcel.model.chat.syntax.GlmSyntax;
import io.mlxcel.model.chat.syntax.GraniteSyntax;
import io.mlxcel.model.chat.syntax.HermesSyntax;
import io.mlxcel.model.chat.syntax.KimiK2Syntax;
import io.mlxcel.model.chat.syntax.Llama3Syntax;
import io.mlxcel.model.chat.syntax.MistralSyntax;
import io.mlxcel.model.chat.syntax.QwenCoderSyntax;

import java.util.List;

/**
 * How a model family marks reasoning and tool calls in its replies, recognised from its chat template as llama.cpp's
 * common/chat does. {@code harmony} is gpt-oss's channel format, which has a parser of its own.
 *
 * @param name        the family, as /props reports it
 * @param thinkStart  the text that opens reasoning (null: the family does not reason in tags)
 * @param calls       the tool-call syntax
 * @param nativeTools whether the template itself describes tools (else they go into a system message, generic syntax)
 * @param dropped     markers that frame the answer and are left out of content
 */
public record ChatFormat(String name, String thinkStart, String thinkEnd, CallSyntax calls, boolean nativeTools,
                         List<String> dropped) {

    public boolean harmony() {
        return name.equals("gpt-oss");
    }

    public boolean reasons() {
        return thinkStart != null || harmony();
    }

    public static ChatFormat detect(String template) {
        String t = template == null ? "" : template;
        boolean tools = t.contains("tools");
        String[] think = t.contains("<|START_THINKING|>") ? new String[]{"<|START_THINKING|>", "<|END_THINKING|>"}
                : t.contains("<seed:think>") ? new String[]{"<seed:think>", "</seed:think>"}
                : t.contains("[THINK]") ? new String[]{"[THINK]", "[/THINK]"}
                : t.contains("<think>") || t.contains("</think>") ? new String[]{"<think>", "</think>"} : new String[]{null, null};
        if (t.contains("<|channel|>")) return new ChatFormat("gpt-oss", null, null, null, true, List.of());
        if (t.contains("<｜tool▁calls▁begin｜>")) return of("deepseek", think, new DeepSeekSyntax());
        if (t.contains("[TOOL_CALLS]")) return of("mistral", think, new MistralSyntax());
        if (t.contains("<|START_ACTION|>")) {
            return new ChatFormat("command-r7b", think[0], think[1], new CommandR7bSyntax(), true,
                    List.of("<|START_RESPONSE|>", "<|END_RESPONSE|>"));
        }
        if (t.contains("<|tool_calls_section_begin|>")) return of("kimi-k2", think, new KimiK2Syntax());
        if (t.contains("<|tool_call|>")) return of("granite", think, new GraniteSyntax());
        if (t.contains("<arg_key>")) return of("glm", think, new GlmSyntax());
        if (t.contains("<tool_call>") && t.contains("<function=")) return of("qwen3-coder", think, new QwenCoderSyntax());
        if (t.contains("<tool_call>")) return of("hermes", think, new HermesSyntax());
        if (t.contains("<function=")) return of("functionary-v3.1", think, new FunctionaryV31Syntax());
        if (t.contains("<|start_header_id|>") && tools && (t.contains("<|python_tag|>") || t.contains("\"parameters\""))) {
            return of("llama3", think, new Llama3Syntax());
        }
        return new ChatFormat(think[0] != null ? "reasoning" : "generic", think[0], think[1], new GenericSyntax(), false, List.of());
    }

    private static ChatFormat of(String name, String[] think, CallSyntax syntax) {
        return new ChatFormat(name, think[0], think[1], syntax, true, List.of());
    }
}
