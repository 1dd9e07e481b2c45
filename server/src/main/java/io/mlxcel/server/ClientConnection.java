package io.mlxcel.server;

import io.javalin.http.Context;
import org.eclipse.jetty.io.EndPoint;

import java.io.IOException;
import java.util.function.BooleanSupplier;

/**
 * Whether the client of a request that is still being answered has closed its connection. Jetty learns that only when
 * it reads or writes, and a response nobody streams writes nothing until the generation ends; so the probe reads the
 * connection once, without blocking: end of stream means the client left (a timed-out client, as llama-server's
 * tests do). HTTP/1.1 clients send nothing while they wait for an answer; should a byte arrive all the same (a
 * pipelined request, which no common client sends), the probe stops there and says the client is present.
 */
final class ClientConnection {
    private ClientConnection() {
    }

    /** A write to a client that has left: its generation ends, and there is nobody to answer or to report to. */
    static final class Gone extends java.io.UncheckedIOException {
        Gone(IOException cause) {
            super("client disconnected", cause);
        }
    }

    static BooleanSupplier goneProbe(Context ctx) {
        org.eclipse.jetty.server.Request base = org.eclipse.jetty.server.Request.getBaseRequest(ctx.req());
        if (base == null || base.getHttpChannel() == null) return () -> false;
        EndPoint endPoint = base.getHttpChannel().getEndPoint();
        boolean[] pipelined = {false};
        return () -> {
            if (pipelined[0]) return false;
            if (!endPoint.isOpen()) return true;
            try {
                int n = endPoint.fill(org.eclipse.jetty.util.BufferUtil.allocate(1));
                if (n > 0) pipelined[0] = true;
                return n < 0;
            } catch (IOException e) {
                return true;
            }
        };
    }
}
