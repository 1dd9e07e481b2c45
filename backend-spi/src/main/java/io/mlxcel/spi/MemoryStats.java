package io.mlxcel.spi;

/** Memory held by a backend, in bytes. Mapped weights count as their mapped size. */
public record MemoryStats(long weightBytes, long stateBytes, long scratchBytes, long peakBytes) {
}
