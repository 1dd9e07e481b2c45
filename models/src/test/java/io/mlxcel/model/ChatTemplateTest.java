package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.tokenizer.ChatTemplate;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Chat templates from real tokenizer_config.json files, rendered like HF apply_chat_template (goldens from jinja2). */
class ChatTemplateTest {
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"llama3", "qwen3"})
    void templateRendersLikeJinja2(String name) throws IOException {
        JsonNode golden = TokenizerParityTest.golden("chat-templates.json");
        List<ChatTemplate.Message> msgs = new ArrayList<>();
        for (JsonNode m : golden.get("messages")) msgs.add(new ChatTemplate.Message(m.get("role").asText(), m.get("content").asText()));
        JsonNode cfg = new ObjectMapper().readTree(TestAssets.npmTokenizer(name).resolveSibling("tokenizer_config.json").toFile());
        ChatTemplate t = new ChatTemplate(cfg.get("chat_template").asText(), "<|begin_of_text|>", "<|im_end|>");
        assertEquals(golden.get("rendered").get(name).asText(), t.render(msgs, true));
    }

    @Test
    void pythonStringMethodsAndSlicesWork() {
        ChatTemplate t = new ChatTemplate("{% set ns = namespace(n=messages|length - 1) %}{{ ns.n }}|"
                + "{% for m in messages[::-1] %}{{ m.content.strip() }}{{ m.content.lstrip('x').rstrip('y') }}"
                + "{{ m.role.upper() }}{{ m.content.startswith('x') }};{% endfor %}  {{- '!' -}}  .", "", "");
        assertEquals("1|ab ab\nASSISTANTFalse;xxyUSERTrue;!.", t.render(List.of(
                new ChatTemplate.Message("user", "xxy"), new ChatTemplate.Message("assistant", " ab\n")), false));
    }

    @Test
    void raiseExceptionFailsTheRender() {
        ChatTemplate t = new ChatTemplate("{{ raise_exception('roles must alternate') }}", "", "");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> t.render(List.of(), true));
    }
}
