package io.mlxcel.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The router's event feed (llama-server's /models/sse): {@code {"model", "event", "data"}} objects for model state
 * changes ({@code status_change}) and downloads ({@code download_progress}, {@code download_finished},
 * {@code download_failed}), sent to every subscriber. A subscriber that stops reading loses events past its backlog
 * rather than holding the publisher up.
 */
final class ModelEvents {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int BACKLOG = 1024;
    private final List<BlockingQueue<String>> subscribers = new CopyOnWriteArrayList<>();

    BlockingQueue<String> subscribe() {
        BlockingQueue<String> q = new ArrayBlockingQueue<>(BACKLOG);
        subscribers.add(q);
        return q;
    }

    void unsubscribe(BlockingQueue<String> q) {
        subscribers.remove(q);
    }

    /** Sends an event to every subscriber; {@code data} may be null. */
    void publish(String event, String model, ObjectNode data) {
        if (subscribers.isEmpty()) return;
        ObjectNode o = JSON.createObjectNode().put("model", model).put("event", event);
        if (data != null) o.set("data", data);
        String line = o.toString();
        for (BlockingQueue<String> q : subscribers) q.offer(line);
    }
}
