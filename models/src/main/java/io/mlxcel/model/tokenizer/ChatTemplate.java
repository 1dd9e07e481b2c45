package io.mlxcel.model.tokenizer;

import io.mlxcel.model.chat.ChatFormat;
import io.mlxcel.model.jinja.Template;
import io.mlxcel.model.jinja.TemplateException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A model's Jinja chat template (tokenizer_config.json or GGUF tokenizer.chat_template), rendered as Hugging Face's
 * apply_chat_template renders it (see {@link Template}); where jinja2 fails only on a string joined with a variable
 * nobody passed, as llama-server renders it ({@link Template.Dialect#LLAMA_CPP}). What the template can do is found
 * by rendering probes, as llama.cpp does: whether it shows tools, whether it wants tool-call arguments as objects,
 * whether it has a system role.
 */
public final class ChatTemplate {
    /** One plain chat turn. */
    public record Message(String role, String content) {
    }

    /**
     * What a template is rendered with: messages as Hugging Face passes them (role, content, tool_calls, tool_call_id,
     * name, reasoning_content), the tools (null for none), extra variables (chat_template_kwargs).
     */
    public record Inputs(List<Map<String, Object>> messages, List<Object> tools, Map<String, Object> kwargs,
                         boolean addGenerationPrompt) {
    }

    /** What probing the template found. */
    public record Caps(boolean tools, boolean objectArguments, boolean systemRole, boolean thinking) {
    }

    private final String source;
    private final String bosToken;
    private final String eosToken;
    private final Template template;
    private final TemplateException parseError;
    private final ChatFormat format;
    private final Caps caps;

    public ChatTemplate(String source, String bosToken, String eosToken) {
        this.source = source;
        this.bosToken = bosToken == null ? "" : bosToken;
        this.eosToken = eosToken == null ? "" : eosToken;
        Template t = null;
        TemplateException err = null;
        try {
            t = Template.parse(source);
        } catch (TemplateException e) {
            err = e;
        }
        this.template = t;
        this.parseError = err;
        this.format = ChatFormat.detect(source);
        this.caps = probe();
    }

    public String source() {
        return source;
    }

    public ChatFormat format() {
        return format;
    }

    public Caps caps() {
        return caps;
    }

    /** The prompt text for plain messages, ending with the assistant turn opener when asked. */
    public String render(List<Message> messages, boolean addGenerationPrompt) {
        List<Map<String, Object>> msgs = new ArrayList<>();
        for (Message m : messages) {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("role", m.role());
            map.put("content", m.content());
            msgs.add(map);
        }
        return render(new Inputs(msgs, null, Map.of(), addGenerationPrompt));
    }

    /** The prompt text; a template error (or the template's raise_exception) is an IllegalArgumentException. */
    public String render(Inputs in) {
        if (parseError != null) throw new IllegalArgumentException("chat template: " + parseError.getMessage());
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("bos_token", bosToken);
        ctx.put("eos_token", eosToken);
        ctx.putAll(in.kwargs());
        ctx.put("messages", in.messages());
        ctx.put("tools", in.tools() == null || in.tools().isEmpty() ? null : in.tools());
        ctx.put("documents", null);
        ctx.put("add_generation_prompt", in.addGenerationPrompt());
        try {
            return template.render(ctx, Template.Dialect.LLAMA_CPP);
        } catch (TemplateException e) {
            throw new IllegalArgumentException("chat template: " + e.getMessage());
        }
    }

    private Caps probe() {
        if (template == null) return new Caps(false, false, false, format.reasons());
        Map<String, Object> fn = new LinkedHashMap<>();
        fn.put("name", "tool_name_probe");
        fn.put("description", "probe");
        fn.put("parameters", Map.of("type", "object", "properties", Map.of("arg_probe", Map.of("type", "string")), "required", List.of("arg_probe")));
        List<Object> tools = List.of(Map.of("type", "function", "function", fn));
        boolean showsTools = renders(List.of(msg("user", "hi")), tools).contains("tool_name_probe");
        Map<String, Object> call = new LinkedHashMap<>();
        call.put("id", "call00001");
        call.put("type", "function");
        call.put("function", Map.of("name", "tool_name_probe", "arguments", Map.of("arg_probe", "value_probe")));
        Map<String, Object> assistant = msg("assistant", "");
        assistant.put("tool_calls", List.of(call));
        Map<String, Object> result = msg("tool", "result_probe");
        result.put("tool_call_id", "call00001");
        result.put("name", "tool_name_probe");
        String withCall = renders(List.of(msg("user", "hi"), assistant, result, msg("user", "again")), tools);
        boolean objectArguments = withCall.contains("arg_probe") && withCall.contains("value_probe");
        boolean system = renders(List.of(msg("system", "system_probe"), msg("user", "hi")), null).contains("system_probe");
        return new Caps(showsTools, objectArguments, system, format.reasons());
    }

    private String renders(List<Map<String, Object>> messages, List<Object> tools) {
        try {
            return render(new Inputs(messages, tools, Map.of(), true));
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private static Map<String, Object> msg(String role, String content) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("role", role);
        m.put("content", content);
        return m;
    }
}
