package io.mlxcel.model.jinja;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.TestAssets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every chat template llama.cpp ships, rendered for every case in chat-template-cases.json, gives the text Python's
 * jinja2 gives in Hugging Face's configuration, or fails where jinja2 fails (goldens from
 * scripts/refs/make_template_goldens.sh).
 */
class HfJinjaGoldenTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode resource(String name) {
        try (InputStream in = HfJinjaGoldenTest.class.getResourceAsStream("/" + name)) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Arguments> renders() {
        JsonNode goldens = resource("goldens/chat-templates-llama-cpp.json");
        List<Arguments> out = new ArrayList<>();
        goldens.properties().forEach(t -> t.getValue().properties().forEach(c -> out.add(Arguments.of(t.getKey(), c.getKey()))));
        assertTrue(out.size() >= 400, "goldens cover every template and case");
        return out.stream();
    }

    static Template template(String name) throws IOException {
        JsonNode spec = resource("chat-template-cases.json");
        Path file = TestAssets.llamaCppSource().resolve("models/templates/" + name + ".jinja");
        return Template.parse(Files.readString(file), Clock.fixed(Instant.parse(spec.get("clock").asText()), ZoneOffset.UTC));
    }

    static Map<String, Object> context(String caseName) {
        JsonNode spec = resource("chat-template-cases.json");
        JsonNode c = spec.get("cases").get(caseName);
        Map<String, Object> ctx = new HashMap<>();
        spec.get("special_tokens").properties().forEach(e -> ctx.put(e.getKey(), e.getValue().asText()));
        if (c.has("kwargs")) c.get("kwargs").properties().forEach(e -> ctx.put(e.getKey(), JsonValues.of(e.getValue())));
        ctx.put("messages", JsonValues.of(c.get("messages")));
        ctx.put("tools", c.path("tools").asBoolean(false) ? JsonValues.of(spec.get("tools")) : null);
        ctx.put("documents", null);
        ctx.put("add_generation_prompt", c.get("add_generation_prompt").asBoolean());
        return ctx;
    }

    /**
     * llama-server's dialect renders as jinja2 does, except where a string meets an undefined or None operand of +:
     * the golden's {@code llama_cpp} entry, rendered by jinja2 with llama.cpp's rule for that operator.
     */
    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("renders")
    void rendersLikeLlamaServer(String template, String caseName) throws IOException {
        JsonNode hf = resource("goldens/chat-templates-llama-cpp.json").get(template).get(caseName);
        JsonNode golden = hf.has("llama_cpp") ? hf.get("llama_cpp") : hf;
        Template t = template(template);
        Map<String, Object> ctx = context(caseName);
        if (golden.has("text")) {
            assertEquals(golden.get("text").asText(), t.render(ctx, Template.Dialect.LLAMA_CPP));
        } else {
            assertThrows(TemplateException.class, () -> t.render(ctx, Template.Dialect.LLAMA_CPP), "failed with " + golden.get("error"));
        }
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("renders")
    void rendersLikeJinja2(String template, String caseName) throws IOException {
        JsonNode golden = resource("goldens/chat-templates-llama-cpp.json").get(template).get(caseName);
        Template t = template(template);
        Map<String, Object> ctx = context(caseName);
        if (golden.has("text")) {
            assertEquals(golden.get("text").asText(), t.render(ctx));
        } else {
            TemplateException e = assertThrows(TemplateException.class, () -> t.render(ctx), "jinja2 failed with " + golden.get("error"));
            System.out.println(template + "/" + caseName + ": jinja2 " + golden.get("error").asText() + " | ours " + e.getMessage());
        }
    }
}
