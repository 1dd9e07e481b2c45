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
    @Test
    void llama3TemplateRendersLikeJinja2() throws IOException {
        JsonNode golden = TokenizerParityTest.golden("chat-templates.json");
        List<ChatTemplate.Message> msgs = new ArrayList<>();
        for (JsonNode m : golden.get("messages")) msgs.add(new ChatTemplate.Message(m.get("role").asText(), m.get("content").asText()));
        JsonNode cfg = new ObjectMapper().readTree(TestAssets.npmTokenizer("llama3").resolveSibling("tokenizer_config.json").toFile());
        ChatTemplate t = new ChatTemplate(cfg.get("chat_template").asText(), "<|begin_of_text|>", "<|im_end|>");
        assertEquals(golden.get("rendered").get("llama3").asText(), t.render(msgs, true));
    }
}
