package io.mlxcel.server;

import java.util.Map;

/** A client mistake or a refusal, answered as OpenAI's error JSON with this status. */
final class ApiError extends RuntimeException {
    final int status;
    final String type;
    final String param;
    /** Fields the error object carries beside code, message, type and param (llama-server's n_prompt_tokens, n_ctx). */
    final Map<String, Integer> extra;

    ApiError(int status, String type, String param, String message) {
        this(status, type, param, message, Map.of());
    }

    private ApiError(int status, String type, String param, String message, Map<String, Integer> extra) {
        super(message);
        this.status = status;
        this.type = type;
        this.param = param;
        this.extra = extra;
    }

    static ApiError badRequest(String param, String message) {
        return new ApiError(400, "invalid_request_error", param, message);
    }

    /** A prompt the context cannot hold, in llama-server's words and with its counts. */
    static ApiError exceedsContext(int promptTokens, int contextSize) {
        return new ApiError(400, "exceed_context_size_error", null,
                "request (" + promptTokens + " tokens) exceeds the available context size (" + contextSize + " tokens), try increasing it",
                Map.of("n_prompt_tokens", promptTokens, "n_ctx", contextSize));
    }
}
