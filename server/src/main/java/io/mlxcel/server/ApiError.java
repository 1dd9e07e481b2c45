package io.mlxcel.server;

/** A client mistake or a refusal, answered as OpenAI's error JSON with this status. */
final class ApiError extends RuntimeException {
    final int status;
    final String type;
    final String param;

    ApiError(int status, String type, String param, String message) {
        super(message);
        this.status = status;
        this.type = type;
        this.param = param;
    }

    static ApiError badRequest(String param, String message) {
        return new ApiError(400, "invalid_request_error", param, message);
    }
}
