package io.mlxcel.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.tokenizer.BuiltinChatTemplates;
import io.mlxcel.model.tokenizer.ChatTemplate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Each built-in template name renders what native llama-server renders for it (goldens from
 * scripts/refs/make_builtin_template_refs.sh): with the generation prompt, and without it.
 */
class BuiltinChatTemplatesTest {
    static JsonNode goldens() throws Exception {
        try (InputStream in = BuiltinChatTemplatesTest.class.getResourceAsStream("/goldens/builtin-chat-templates.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    static List<String> names() {
        return List.copyOf(BuiltinChatTemplates.names());
    }

    @ParameterizedTest
    @MethodSource("names")
    void rendersAsLlamaServer(String name) throws Exception {
        JsonNode g = goldens();
        JsonNode cases = g.get("cases").get(name);
        assertNotNull(cases, "no golden for " + name + ": regenerate with scripts/refs/make_builtin_template_refs.sh");
        List<Map<String, Object>> messages = new ArrayList<>();
        for (JsonNode m : g.get("messages")) {
            Map<String, Object> msg = new LinkedHashMap<>();
            msg.put("role", m.get("role").asText());
            msg.put("content", m.get("content").asText());
            messages.add(msg);
        }
        ChatTemplate t = new ChatTemplate(BuiltinChatTemplates.get(name), "", "");
        assertEquals(cases.get("with_generation_prompt").asText(), t.render(new ChatTemplate.Inputs(messages, null, Map.of(), true)));
        assertEquals(cases.get("without_generation_prompt").asText(),
                t.render(new ChatTemplate.Inputs(messages.subList(0, 3), null, Map.of(), false)));
    }
}
