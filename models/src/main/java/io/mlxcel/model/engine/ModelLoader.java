package io.mlxcel.model.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mlxcel.model.Checkpoint;
import io.mlxcel.model.CheckpointException;
import io.mlxcel.model.ModelConfig;
import io.mlxcel.model.arch.Architecture;
import io.mlxcel.model.arch.Architectures;
import io.mlxcel.model.arch.CausalLM;
import io.mlxcel.model.gguf.GgufCheckpoint;
import io.mlxcel.model.gguf.GgufFile;
import io.mlxcel.model.safetensors.HfConfig;
import io.mlxcel.model.safetensors.SafetensorsCheckpoint;
import io.mlxcel.model.tokenizer.BpeTokenizer;
import io.mlxcel.model.tokenizer.ChatTemplate;
import io.mlxcel.model.tokenizer.TokenizerLoader;
import io.mlxcel.spi.ComputeBackend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Opens a GGUF file or a Hugging Face / MLX folder and binds it to a backend. */
public final class ModelLoader {
    private ModelLoader() {
    }

    public static LoadedModel load(Path path, ComputeBackend backend) {
        return load(path, backend, null);
    }

    /** Loads with an optional {@link LoadTransform} (null: none) applied between the checkpoint and the backend. */
    public static LoadedModel load(Path path, ComputeBackend backend, LoadTransform transform) {
        if (!Files.exists(path)) throw new CheckpointException(path + ": no such file or folder");
        if (Files.isRegularFile(path)) {
            if (!path.getFileName().toString().endsWith(".gguf")) {
                throw new CheckpointException(path + ": not a .gguf file (give a .gguf file or a model folder)");
            }
            return loadGguf(path, backend, transform);
        }
        if (Files.exists(path.resolve("config.json"))) return loadHf(path, backend, transform);
        return loadGguf(ggufIn(path), backend, transform);
    }

    /** The one .gguf file of a model folder without config.json; an error names what the folder holds instead. */
    public static Path ggufIn(Path folder) {
        List<Path> ggufs;
        try (Stream<Path> s = Files.list(folder)) {
            ggufs = s.filter(p -> p.getFileName().toString().endsWith(".gguf")).sorted().toList();
        } catch (IOException e) {
            throw new CheckpointException(folder + ": cannot list: " + e.getMessage(), e);
        }
        if (ggufs.size() == 1) return ggufs.get(0);
        if (ggufs.isEmpty()) throw new CheckpointException(folder + ": no config.json and no .gguf file in this folder");
        throw new CheckpointException(folder + ": several .gguf files, pick one: " + ggufs.stream().map(p -> p.getFileName().toString()).toList());
    }

    private static LoadedModel loadGguf(Path file, ComputeBackend backend, LoadTransform transform) {
        GgufFile f = GgufFile.open(file);
        Checkpoint ckpt = new GgufCheckpoint(f);
        try {
            ModelConfig config = ((GgufCheckpoint) ckpt).config();
            Architecture arch = Architectures.forModelType(config.modelType(), file + " (metadata general.architecture)");
            BpeTokenizer tok = TokenizerLoader.fromGguf(f);
            if (transform != null) {
                ckpt = transform.checkpoint(ckpt, config);
                config = transform.config(config);
            }
            ValidatingCheckpoint checked = new ValidatingCheckpoint(ckpt, config, "the GGUF metadata");
            CausalLM lm = arch.load(config, checked, backend);
            checked.requireAllTaken();
            String tpl = f.string("tokenizer.chat_template");
            ChatTemplate chat = tpl == null ? null : new ChatTemplate(tpl, text(tok, tok.bosId()), text(tok, tok.spec().eos()));
            return new LoadedModel(file, config, lm, tok, chat, ckpt);
        } catch (RuntimeException e) {
            ckpt.close();
            throw e;
        }
    }

    /**
     * config.json as the engine reads it: a multimodal wrapper's text model (Gemma 3 4B and up keep it under
     * text_config), with the fields it leaves out filled in as its family's Hugging Face config class fills them.
     */
    static ModelConfig hfConfig(JsonNode json, Path file) {
        JsonNode text = HfConfig.textModel(json);
        Architecture arch = Architectures.forModelType(text.path("model_type").asText(), file + " (field model_type)");
        return HfConfig.parse(HfConfig.withDefaults(text, arch.configDefaults()), file);
    }

    private static LoadedModel loadHf(Path dir, ComputeBackend backend, LoadTransform transform) {
        Path configFile = dir.resolve("config.json");
        JsonNode json;
        try {
            json = new ObjectMapper().readTree(configFile.toFile());
        } catch (IOException e) {
            throw new CheckpointException(configFile + ": not valid JSON: " + e.getMessage().lines().findFirst().orElse(""), e);
        }
        ModelConfig config = hfConfig(json, configFile);
        Architecture arch = Architectures.forModelType(config.modelType(), configFile + " (field model_type)");
        Path tokFile = dir.resolve("tokenizer.json");
        if (!Files.exists(tokFile)) throw new CheckpointException(tokFile + ": missing tokenizer (tokenizer.json not found)");
        BpeTokenizer tok = TokenizerLoader.fromTokenizerJson(tokFile);
        Checkpoint ckpt = new SafetensorsCheckpoint(dir, json);
        try {
            if (transform != null) {
                ckpt = transform.checkpoint(ckpt, config);
                config = transform.config(config);
            }
            ValidatingCheckpoint checked = new ValidatingCheckpoint(ckpt, config, "config.json");
            CausalLM lm = arch.load(config, checked, backend);
            checked.requireAllTaken();
            ChatTemplate chat = null;
            Path tc = dir.resolve("tokenizer_config.json");
            if (Files.exists(tc)) {
                JsonNode t = new ObjectMapper().readTree(tc.toFile()).path("chat_template");
                if (t.isTextual()) chat = new ChatTemplate(t.asText(), text(tok, tok.bosId()), text(tok, tok.spec().eos()));
            }
            Path jinja = dir.resolve("chat_template.jinja");
            if (chat == null && Files.exists(jinja)) chat = new ChatTemplate(Files.readString(jinja), text(tok, tok.bosId()), text(tok, tok.spec().eos()));
            return new LoadedModel(dir, config, lm, tok, chat, ckpt);
        } catch (IOException e) {
            ckpt.close();
            throw new CheckpointException(dir + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            ckpt.close();
            throw e;
        }
    }

    /** A special token's text for the chat template (bos_token, eos_token), or empty when the vocabulary has none. */
    private static String text(BpeTokenizer tok, int id) {
        return id < 0 ? "" : tok.tokenText(id);
    }
}
