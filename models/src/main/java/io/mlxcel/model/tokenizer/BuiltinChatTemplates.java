package io.mlxcel.model.tokenizer;

import java.util.Map;
import java.util.Set;

/**
 * llama.cpp's named chat formats (llama-server's {@code --chat-template NAME}) as Jinja templates that render what
 * llama.cpp's built-in formatter writes for the same messages (BuiltinChatTemplatesTest holds native llama-server's
 * output for each). Contents are trimmed where llama.cpp trims them.
 */
public final class BuiltinChatTemplates {
    private BuiltinChatTemplates() {
    }

    private static final String GEN = "{% if add_generation_prompt %}{{ '%s' }}{% endif %}";

    private static String perMessage(String body, String generation) {
        return "{% for message in messages %}" + body + "{% endfor %}" + GEN.replace("%s", generation);
    }

    private static final Map<String, String> TEMPLATES = Map.of(
            "chatml", perMessage("{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>\\n' }}", "<|im_start|>assistant\\n"),
            "llama3", perMessage("{{ '<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n' + (message['content'] | trim) + '<|eot_id|>' }}",
                    "<|start_header_id|>assistant<|end_header_id|>\\n\\n"),
            "command-r", perMessage("{% set token = {'system': 'SYSTEM', 'user': 'USER', 'assistant': 'CHATBOT'}.get(message['role']) %}"
                    + "{% if token %}{{ '<|START_OF_TURN_TOKEN|><|' + token + '_TOKEN|>' + (message['content'] | trim) + '<|END_OF_TURN_TOKEN|>' }}{% endif %}",
                    "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>"),
            "zephyr", perMessage("{{ '<|' + message['role'] + '|>\\n' + message['content'] + '<|endoftext|>\\n' }}", "<|assistant|>\\n"),
            "phi3", perMessage("{{ '<|' + message['role'] + '|>\\n' + message['content'] + '<|end|>\\n' }}", "<|assistant|>\\n"),
            "gemma", "{% set ns = namespace(system='') %}{% for message in messages %}{% if message['role'] == 'system' %}"
                    + "{% set ns.system = ns.system + (message['content'] | trim) %}{% else %}"
                    + "{% set role = 'model' if message['role'] == 'assistant' else message['role'] %}{{ '<start_of_turn>' + role + '\\n' }}"
                    + "{% if ns.system and role != 'model' %}{{ ns.system + '\\n\\n' }}{% set ns.system = '' %}{% endif %}"
                    + "{{ (message['content'] | trim) + '<end_of_turn>\\n' }}{% endif %}{% endfor %}" + GEN.replace("%s", "<start_of_turn>model\\n"),
            "deepseek3", perMessage("{% if message['role'] == 'system' %}{{ message['content'] + '\\n\\n' }}{% elif message['role'] == 'user' %}"
                    + "{{ '<\uff5cUser\uff5c>' + message['content'] }}{% elif message['role'] == 'assistant' %}"
                    + "{{ '<\uff5cAssistant\uff5c>' + message['content'] + '<\uff5cend\u2581of\u2581sentence\uff5c>' }}{% endif %}", "<\uff5cAssistant\uff5c>"));

    /** The names served. */
    public static Set<String> names() {
        return new java.util.TreeSet<>(TEMPLATES.keySet());
    }

    /** The template of a built-in name, or null. */
    public static String get(String name) {
        return TEMPLATES.get(name);
    }
}
