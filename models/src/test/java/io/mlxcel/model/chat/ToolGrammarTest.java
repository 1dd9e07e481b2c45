package io.mlxcel.model.chat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.chat.syntax.Tools;
import io.mlxcel.model.grammar.Automaton;
import io.mlxcel.model.grammar.Grammar;
import io.mlxcel.model.grammar.GrammarSampler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The grammar that forces tool calls, for each family: 200 random replies drawn from it all parse back, with the
 * family's own parser, into calls of the request's tools whose arguments are JSON objects with the required
 * properties. Tools: special_function (arg1 integer), special_function_with_opt (arg1, arg2), python (code string).
 */
class ToolGrammarTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"NousResearch-Hermes-3-Llama-3.1-8B-tool_use", "Qwen3-Coder", "GLM-4.6", "mistralai-Mistral-Nemo-Instruct-2407",
            "unsloth-mistral-Devstral-Small-2507", "meta-llama-Llama-3.1-8B-Instruct", "meetkai-functionary-medium-v3.1",
            "deepseek-ai-DeepSeek-R1-Distill-Qwen-32B", "deepseek-ai-DeepSeek-V3.1", "ibm-granite-granite-3.3-2B-Instruct",
            "CohereForAI-c4ai-command-r7b-12-2024-tool_use", "moonshotai-Kimi-K2", "openai-gpt-oss-120b", "google-gemma-2-2b-it"})
    void forcedCallsParseBack(String template) throws Exception {
        String source = Files.readString(TestAssets.llamaCppSource().resolve("models/templates/" + template + ".jinja"));
        ChatFormat format = ChatFormat.detect(source);
        JsonNode spec;
        try (var in = getClass().getResourceAsStream("/chat-parser-cases.json")) {
            spec = JSON.readTree(in);
        }
        JsonNode tools = spec.get("tools");
        boolean parallel = !Set.of("llama3", "functionary-v3.1", "gpt-oss").contains(format.name());
        String gbnf = ToolGrammar.forced(format, source, tools, null, parallel, false);
        Automaton a = new Automaton(Grammar.parse(gbnf), null);
        Random random = new Random(42);
        int multi = 0;
        for (int n = 0; n < 200; n++) {
            String reply = GrammarSampler.sample(a, random, 400);
            AtomicInteger ids = new AtomicInteger();
            OutputParser p = OutputParser.create(format, new OutputParser.Options(true, false, new Tools(tools), () -> "id" + ids.getAndIncrement()));
            p.feed(reply);
            p.finish();
            ChatMessage m = p.message();
            assertFalse(m.toolCalls().isEmpty(), template + ": no call parsed from " + reply);
            assertEquals("", m.content().strip(), template + ": content left over in " + reply);
            if (m.toolCalls().size() > 1) multi++;
            for (ToolCall c : m.toolCalls()) {
                JsonNode args = JSON.readTree(c.arguments());
                assertTrue(args.isObject(), reply);
                String required = c.name().equals("python") ? "code" : "arg1";
                assertTrue(args.has(required), template + ": " + c.name() + " lacks " + required + " in " + reply);
                if (!c.name().equals("python")) assertTrue(args.get("arg1").isIntegralNumber(), reply);
                else assertTrue(args.get("code").isTextual(), reply);
            }
        }
        if (parallel) assertTrue(multi > 0, template + ": parallel calls never drawn");
    }
}
