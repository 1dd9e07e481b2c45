package io.mlxcel.backend.java;

import io.mlxcel.spi.Availability;
import io.mlxcel.spi.BackendConfig;
import io.mlxcel.spi.BackendProvider;
import io.mlxcel.spi.ComputeBackend;

/** Registers the pure-Java backend: always available on a JDK with the Vector API module. */
public final class JavaBackendProvider implements BackendProvider {
    @Override
    public String name() {
        return "java";
    }

    @Override
    public int priority() {
        return 10;
    }

    @Override
    public Availability probe(BackendConfig config) {
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            return Availability.no("the JVM was started without --add-modules jdk.incubator.vector");
        }
        return Availability.ok("cpu, " + Runtime.getRuntime().availableProcessors() + " threads");
    }

    @Override
    public ComputeBackend create(BackendConfig config) {
        return new JavaBackend(config.threads());
    }
}
