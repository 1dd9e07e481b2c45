package io.mlxcel.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.mlxcel.model.chat.ChatFormat;
import io.mlxcel.model.chat.OutputParser;
import io.mlxcel.model.chat.ToolGrammar;
import io.mlxcel.model.grammar.Gbnf;
import io.mlxcel.model.grammar.GrammarException;
import io.mlxcel.model.grammar.JsonSchemaGrammar;
import io.mlxcel.model.chat.syntax.GenericSyntax;
import io.mlxcel.model.chat.syntax.Tools;
import io.mlxcel.model.jinja.JsonValues;
import io.mlxcel.model.tokenizer.ChatTemplate;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * From a {@link ChatCall} to the prompt text, and from generated text back to content, reasoning and tool calls:
 * the template's own tool support where it has one, else the generic JSON format described in a system message.
 */
final class ChatPipeline {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

    /** A rendered request: the prompt, how to read the reply, and the grammar it must follow (GBNF, or null). */
    record Prepared(String prompt, ChatFormat format, OutputParser.Options options, String grammar, boolean thinkingOpen,
                    int reasoningBudget, ToolGrammar.Lazy lazyGrammar) {
        OutputParser parser() {
            return OutputParser.create(format, options);
        }

        /**
         * The constraint on the reply's tokens: the grammar (GBNF text) when there is one, else the reasoning budget
         * when the family thinks in tags and a cap is set; null for none.
         */
        io.mlxcel.model.sampling.TokenConstraint constraint(Grammars grammars, io.mlxcel.model.tokenizer.Tokenizer tok, String grammarText, String param) {
            if (grammarText != null) return grammars.matcher(grammarText, renderSpecial(), param);
            if (reasoningBudget >= 0 && format.thinkStart() != null) {
                return new io.mlxcel.model.chat.ReasoningBudget(io.mlxcel.model.grammar.Vocabulary.of(tok, renderSpecial()), format, thinkingOpen, reasoningBudget);
            }
            if (lazyGrammar != null) {
                return new io.mlxcel.model.chat.LazyGrammar(io.mlxcel.model.grammar.Vocabulary.of(tok, renderSpecial()), lazyGrammar.trigger(),
                        grammars.automaton(lazyGrammar.gbnf(), renderSpecial(), "tools"));
            }
            return null;
        }

        /** Control tokens are kept in the reply text when the family marks calls or reasoning with them. */
        boolean renderSpecial() {
            return format.harmony() || !format.name().equals("generic") && !format.name().equals("reasoning");
        }
    }

    private ChatPipeline() {
    }

    static Prepared prepare(ChatTemplate template, ChatCall call, boolean addGenerationPrompt) {
        return prepare(template, call, addGenerationPrompt, "call_");
    }

    /** As above, with tool-call ids made of {@code idPrefix} and 24 letters and digits. */
    static Prepared prepare(ChatTemplate template, ChatCall call, boolean addGenerationPrompt, String idPrefix) {
        if (template == null) throw ApiError.badRequest("messages", "the model has no chat template; use /v1/completions");
        ChatFormat format = template.format();
        boolean toolsOn = call.toolsOn();
        List<Map<String, Object>> messages = call.messages();
        List<Object> tools = null;
        if (call.tools() != null) {
            if (template.caps().tools() && format.nativeTools()) {
                tools = toolList(call.tools());
            } else if (toolsOn) {
                // the template knows no tools: describe them in the system message and read a JSON reply
                format = new ChatFormat("generic", format.thinkStart(), format.thinkEnd(), new GenericSyntax(), false, List.of());
                messages = withSystemText(toolHistoryAsText(messages), GenericSyntax.systemPrompt(call.tools(), call.parallelToolCalls()));
                if (!template.caps().systemRole()) ChatRequests.mergeSystemIntoUser(messages);
            }
        }
        boolean constrained = call.callsForced() || call.outputSchema() != null;
        Map<String, Object> kwargs = call.kwargs();
        if (!kwargs.containsKey("date_string") || !kwargs.containsKey("datetime")) {
            // llama-server's extra template context: today's date, in the two forms Llama 3.x and FireFunction print
            kwargs = new LinkedHashMap<>(kwargs);
            java.time.LocalDate today = java.time.LocalDate.now();
            kwargs.putIfAbsent("date_string", today.format(java.time.format.DateTimeFormatter.ofPattern("dd MMM yyyy", java.util.Locale.US)));
            kwargs.putIfAbsent("datetime", today.format(java.time.format.DateTimeFormatter.ofPattern("MMM dd yyyy", java.util.Locale.US)));
        }
        if (!kwargs.containsKey("enable_thinking")) {
            // llama-server always tells the template whether to think (some templates close the block when it is not
            // said); a grammar from the first token leaves no room to think, so then the answer is no
            kwargs = new LinkedHashMap<>(kwargs);
            kwargs.put("enable_thinking", !(constrained && format.thinkStart() != null));
        }
        String prompt;
        ChatCall.Continuation cont = call.continuation();
        if (cont == null) {
            prompt = template.render(new ChatTemplate.Inputs(messages, tools, kwargs, addGenerationPrompt));
        } else {
            // the conversation before the final message, the assistant's opening, then the message itself left open
            String closed = template.render(new ChatTemplate.Inputs(messages, tools, kwargs, false));
            String open = template.render(new ChatTemplate.Inputs(messages, tools, kwargs, true));
            int same = 0;
            while (same < Math.min(closed.length(), open.length()) && closed.charAt(same) == open.charAt(same)) same++;
            String opening = open.substring(same);
            if (format.thinkStart() != null && template.caps().thinking()) {
                int at = opening.indexOf(format.thinkStart());
                if (at >= 0) opening = opening.substring(0, at);
                opening += format.thinkStart() + cont.reasoning() + (cont.inContent() ? format.thinkEnd() : "");
            }
            prompt = closed + opening + (cont.inContent() ? cont.content() : "");
        }
        boolean promptOpensThinking = format.thinkStart() != null && prompt.stripTrailing().endsWith(format.thinkStart());
        if (promptOpensThinking && call.reasoningBudget() == 0) {
            // thinking is off but the template opens the block regardless (DeepSeek R1, QwQ): close it, as llama-server does
            prompt = prompt + format.thinkEnd();
            promptOpensThinking = false;
        }
        boolean open = call.reasoning() && promptOpensThinking;
        Tools parserTools = new Tools(toolsOn ? call.tools() : null);
        String grammar = null;
        ToolGrammar.Lazy lazy = null;
        if (toolsOn && !call.callsForced() && call.outputSchema() == null && call.tools() != null && !format.name().equals("generic")) {
            // tool_choice "auto": a call the model starts is held to the tools' schemas from its marker on; a schema
            // the converter cannot express leaves the calls unconstrained, as before, rather than refusing the request
            try {
                lazy = ToolGrammar.lazy(format, template.source(), call.tools(), call.parallelToolCalls());
                if (lazy != null) io.mlxcel.model.grammar.Grammar.parse(lazy.gbnf());
            } catch (GrammarException e) {
                lazy = null;
            }
        }
        try {
            if (call.callsForced()) {
                grammar = ToolGrammar.forced(format, template.source(), call.tools(), call.forcedTool(), call.parallelToolCalls(), promptOpensThinking);
            } else if (call.outputSchema() != null) {
                grammar = JsonSchemaGrammar.toGbnf(call.outputSchema());
                if (promptOpensThinking && format.thinkEnd() != null) grammar = afterThinking(grammar, format.thinkEnd());
            }
        } catch (GrammarException e) {
            throw ApiError.badRequest(call.callsForced() ? "tools" : "response_format", e.getMessage());
        }
        return new Prepared(prompt, format, new OutputParser.Options(call.reasoning(), open, parserTools, () -> callId(idPrefix)), grammar,
                promptOpensThinking, call.reasoningBudget(), lazy);
    }

    /** A grammar whose root first closes the reasoning the prompt opened. */
    private static String afterThinking(String gbnf, String thinkEnd) {
        String body = gbnf.substring("root ::= ".length(), gbnf.indexOf('\n'));
        return "root ::= think-text " + Gbnf.literal(thinkEnd) + " space (" + body + ")\nthink-text ::= " + Gbnf.textBefore(thinkEnd) + "\n"
                + gbnf.substring(gbnf.indexOf('\n') + 1);
    }

    /**
     * A history for a template that knows no tools (the generic format), as llama-server rewrites it: an assistant
     * turn's calls become its JSON reply ({"tool_calls": [...]}, as the model was asked to write them) and a tool
     * result becomes a user turn ({"tool_response": {"tool", "content"}}), so that templates which insist on
     * alternating user and assistant turns render it.
     */
    static List<Map<String, Object>> toolHistoryAsText(List<Map<String, Object>> messages) {
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> m : messages) {
            if ("assistant".equals(m.get("role")) && m.get("tool_calls") instanceof List<?> calls && !calls.isEmpty()) {
                List<Object> written = new ArrayList<>();
                for (Object c : calls) {
                    Map<?, ?> f = (Map<?, ?>) ((Map<?, ?>) c).get("function");
                    Map<String, Object> one = new LinkedHashMap<>();
                    one.put("name", f.get("name"));
                    Object args = f.get("arguments");
                    try {
                        one.put("arguments", args instanceof String text ? json.readTree(text) : args);
                    } catch (java.io.IOException e) {
                        one.put("arguments", args);
                    }
                    written.add(one);
                }
                Map<String, Object> copy = new LinkedHashMap<>(m);
                copy.remove("tool_calls");
                copy.put("content", jsonText(json, Map.of("tool_calls", written)));
                out.add(copy);
            } else if ("tool".equals(m.get("role"))) {
                Map<String, Object> response = new LinkedHashMap<>();
                response.put("tool", m.get("name"));
                response.put("content", m.get("content"));
                Map<String, Object> user = new LinkedHashMap<>();
                user.put("role", "user");
                user.put("content", jsonText(json, Map.of("tool_response", response)));
                out.add(user);
            } else {
                out.add(m);
            }
        }
        return out;
    }

    private static String jsonText(com.fasterxml.jackson.databind.ObjectMapper json, Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Object> toolList(JsonNode tools) {
        List<Object> out = new ArrayList<>();
        for (JsonNode t : tools) out.add(JsonValues.of(t));
        return out;
    }

    private static List<Map<String, Object>> withSystemText(List<Map<String, Object>> messages, String text) {
        List<Map<String, Object>> out = new ArrayList<>(messages);
        if (!out.isEmpty() && "system".equals(out.getFirst().get("role"))) {
            Map<String, Object> sys = new LinkedHashMap<>(out.getFirst());
            sys.put("content", sys.get("content") + "\n\n" + text);
            out.set(0, sys);
        } else {
            Map<String, Object> sys = new LinkedHashMap<>();
            sys.put("role", "system");
            sys.put("content", text);
            out.addFirst(sys);
        }
        return out;
    }

    /** A call id: the prefix ("call_" for OpenAI, "toolu_" for Anthropic) and 24 letters and digits. */
    static String callId(String prefix) {
        StringBuilder sb = new StringBuilder(prefix);
        for (int i = 0; i < 24; i++) sb.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        return sb.toString();
    }
}
