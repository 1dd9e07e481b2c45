package io.mlxcel.model;

import io.mlxcel.model.store.ModelStore;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ModelStoreTest {
    @TempDir
    Path root;

    @Test
    void listsSizesAndRemoves() throws IOException {
        Path a = Files.createDirectories(root.resolve("org/small"));
        Files.write(a.resolve("model.gguf"), new byte[1000]);
        Path b = Files.createDirectories(root.resolve("org/big"));
        Files.write(b.resolve("model.safetensors"), new byte[5000]);
        Files.write(b.resolve("config.json"), new byte[10]);
        ModelStore store = new ModelStore(root);
        var list = store.list();
        assertEquals(2, list.size());
        assertEquals("org/big", list.get(0).repo());
        assertEquals(5010, list.get(0).bytes());
        store.remove("org/big");
        assertFalse(Files.exists(b));
        assertTrue(Files.exists(a));
        store.remove("org/small");
        assertFalse(Files.exists(root.resolve("org")), "an empty owner folder goes too");
    }

    @Test
    void refusesNamesThatLeaveTheStore() {
        ModelStore store = new ModelStore(root);
        for (String bad : new String[]{"../etc", "org/..", "/etc/passwd", "org/../../x", "a/b/c", "..", "org/.."}) {
            assertThrows(IllegalArgumentException.class, () -> store.pathOf(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> store.remove("org/missing"));
    }
}
