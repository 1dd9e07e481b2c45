package io.mlxcel.model.chat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.chat.syntax.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Model outputs parsed into content, reasoning and tool calls, per format family, against the expectations of
 * llama.cpp's tests/test-chat.cpp where a case comes from there (chat-parser-cases.json names the line). The format is
 * detected from the real template. Every case is also streamed one character at a time and cut in two at every
 * position: the joined deltas must give the same message.
 */
class OutputParserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNode SPEC = load();

    private static JsonNode load() {
        try (InputStream in = OutputParserTest.class.getResourceAsStream("/chat-parser-cases.json")) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<String> cases() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < SPEC.get("cases").size(); i++) {
            JsonNode c = SPEC.get("cases").get(i);
            names.add(i + ": " + c.get("template").asText() + " — " + c.get("source").asText());
        }
        return names.stream();
    }

    private static JsonNode caseOf(String name) {
        return SPEC.get("cases").get(Integer.parseInt(name.substring(0, name.indexOf(':'))));
    }

    private static OutputParser parser(JsonNode c) throws IOException {
        String template = Files.readString(TestAssets.llamaCppSource().resolve("models/templates/" + c.get("template").asText() + ".jinja"));
        ChatFormat f = ChatFormat.detect(template);
        AtomicInteger ids = new AtomicInteger();
        Tools tools = new Tools(c.get("tools").asBoolean() ? SPEC.get("tools") : null);
        return OutputParser.create(f, new OutputParser.Options(c.get("reasoning").asBoolean(), c.get("thinking_open").asBoolean(),
                tools, () -> "call_" + ids.getAndIncrement()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void parsesAsLlamaCpp(String name) throws IOException {
        JsonNode c = caseOf(name);
        OutputParser p = parser(c);
        p.feed(c.get("output").asText());
        p.finish();
        ChatMessage m = p.message();
        assertEquals(c.get("content").asText(), m.content(), "content");
        assertEquals(c.get("reasoning_content").asText(), m.reasoning(), "reasoning_content");
        JsonNode expected = c.get("tool_calls");
        assertEquals(expected.size(), m.toolCalls().size(), "tool calls: " + m.toolCalls());
        for (int i = 0; i < expected.size(); i++) {
            ToolCall got = m.toolCalls().get(i);
            assertEquals(expected.get(i).get("name").asText(), got.name());
            assertEquals(expected.get(i).get("arguments"), JSON.readTree(got.arguments()), "arguments of " + got.name());
            if (expected.get(i).has("id")) assertEquals(expected.get(i).get("id").asText(), got.id());
            else assertEquals("call_" + i, got.id());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void streamingGivesTheSameMessage(String name) throws IOException {
        JsonNode c = caseOf(name);
        String out = c.get("output").asText();
        OutputParser whole = parser(c);
        whole.feed(out);
        whole.finish();
        ChatMessage expected = whole.message();

        OutputParser chars = parser(c);
        List<ChatDelta> deltas = new ArrayList<>();
        out.codePoints().forEach(cp -> deltas.addAll(chars.feed(new String(Character.toChars(cp)))));
        deltas.addAll(chars.finish());
        assertEquals(expected, chars.message(), "one character at a time");
        assertEquals(expected, join(deltas), "deltas joined");

        IntStream.rangeClosed(0, out.length()).filter(k -> k == out.length() || !Character.isLowSurrogate(out.charAt(k))).forEach(k -> {
            try {
                OutputParser two = parser(c);
                List<ChatDelta> d = new ArrayList<>(two.feed(out.substring(0, k)));
                d.addAll(two.feed(out.substring(k)));
                d.addAll(two.finish());
                assertEquals(expected, join(d), "cut at " + k);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static ChatMessage join(List<ChatDelta> deltas) {
        StringBuilder content = new StringBuilder(), reasoning = new StringBuilder();
        List<ToolCall> calls = new ArrayList<>();
        for (ChatDelta d : deltas) {
            switch (d) {
                case ChatDelta.Content x -> content.append(x.text());
                case ChatDelta.Reasoning x -> reasoning.append(x.text());
                case ChatDelta.Call x -> {
                    assertEquals(calls.size(), x.index());
                    calls.add(x.call());
                }
            }
        }
        return new ChatMessage(content.toString(), reasoning.toString(), calls);
    }

    @Test
    void formatsAreDetectedFromTheirTemplates() throws IOException {
        String[][] expected = {
                {"Qwen-Qwen3-0.6B", "hermes", "<think>"}, {"Qwen3-Coder", "qwen3-coder", null},
                {"NousResearch-Hermes-3-Llama-3.1-8B-tool_use", "hermes", null}, {"meta-llama-Llama-3.1-8B-Instruct", "llama3", null},
                {"mistralai-Mistral-Nemo-Instruct-2407", "mistral", null}, {"openai-gpt-oss-120b", "gpt-oss", null},
                {"deepseek-ai-DeepSeek-R1-Distill-Llama-8B", "deepseek", "<think>"}, {"GLM-4.6", "glm", "<think>"},
                {"moonshotai-Kimi-K2", "kimi-k2", null}, {"CohereForAI-c4ai-command-r7b-12-2024-tool_use", "command-r7b", "<|START_THINKING|>"},
                {"meetkai-functionary-medium-v3.1", "functionary-v3.1", null}, {"google-gemma-2-2b-it", "generic", null},
        };
        for (String[] e : expected) {
            ChatFormat f = ChatFormat.detect(Files.readString(TestAssets.llamaCppSource().resolve("models/templates/" + e[0] + ".jinja")));
            assertEquals(e[1], f.name(), e[0]);
            assertEquals(e[2], f.thinkStart(), e[0] + " think tag");
        }
        assertTrue(SPEC.get("cases").size() >= 60);
    }
}
