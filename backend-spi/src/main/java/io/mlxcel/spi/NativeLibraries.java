package io.mlxcel.spi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

/** Native libraries that backend JARs carry: unpacked once into the cache folder so that they can be loaded. */
public final class NativeLibraries {
    private NativeLibraries() {
    }

    /**
     * The library at {@code resource} in {@code owner}'s JAR, copied to
     * {@code ${MLXCEL_CACHE_DIR:-~/.cache/mlxcel}/native/<sha256 prefix>/<fileName>} (reused when already there); the
     * path named by {@code overrideVariable} instead when it is set; null when the JAR has no such resource.
     */
    public static Path unpack(Class<?> owner, String resource, String fileName, String overrideVariable, Map<String, String> env)
            throws IOException {
        String override = env.get(overrideVariable);
        if (override != null && !override.isBlank()) return Path.of(override);
        byte[] bytes;
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) return null;
            bytes = in.readAllBytes();
        }
        String hash;
        try {
            hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes)).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        Path dir = CacheDirs.root(env).resolve("native").resolve(hash);
        Path target = dir.resolve(fileName);
        if (Files.isRegularFile(target) && Files.size(target) == bytes.length) return target;
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "lib", ".tmp");
        Files.write(tmp, bytes);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return target;
    }
}
