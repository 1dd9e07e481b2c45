package io.mlxcel.model.tokenizer;

import com.hubspot.jinjava.Jinjava;
import com.hubspot.jinjava.JinjavaConfig;
import com.hubspot.jinjava.interpret.RenderResult;
import com.hubspot.jinjava.interpret.TemplateError;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A model's Jinja chat template (tokenizer_config.json or GGUF tokenizer.chat_template), rendered by Jinjava. */
public final class ChatTemplate {
    /** One chat turn. */
    public record Message(String role, String content) {
    }

    private final String source;
    private final String bosToken;
    private final String eosToken;
    private final Jinjava jinjava;
    private final String compiled;

    public ChatTemplate(String source, String bosToken, String eosToken) {
        this.source = source;
        this.compiled = JinjaCompat.rewrite(source);
        this.bosToken = bosToken == null ? "" : bosToken;
        this.eosToken = eosToken == null ? "" : eosToken;
        // HF apply_chat_template renders with trim_blocks and lstrip_blocks on; templates are written for that.
        this.jinjava = new Jinjava(JinjavaConfig.newBuilder().withFailOnUnknownTokens(false).withTrimBlocks(true).withLstripBlocks(true).build());
        JinjaCompat.install(jinjava);
    }

    public String source() {
        return source;
    }

    /** The prompt text for these messages, ending with the assistant turn opener when asked. */
    public String render(List<Message> messages, boolean addGenerationPrompt) {
        List<Map<String, Object>> msgs = new ArrayList<>();
        for (Message m : messages) {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("role", m.role());
            map.put("content", m.content());
            msgs.add(map);
        }
        Map<String, Object> ctx = new HashMap<>();
        ctx.put("messages", msgs);
        ctx.put("add_generation_prompt", addGenerationPrompt);
        ctx.put("bos_token", bosToken);
        ctx.put("eos_token", eosToken);
        RenderResult r = jinjava.renderForResult(compiled, ctx);
        for (TemplateError e : r.getErrors()) {
            if (e.getSeverity() == TemplateError.ErrorType.FATAL) {
                throw new IllegalArgumentException("chat template error at line " + e.getLineno() + ": " + e.getMessage());
            }
        }
        return r.getOutput();
    }
}
