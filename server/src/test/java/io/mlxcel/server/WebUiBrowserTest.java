package io.mlxcel.server;

import io.mlxcel.backend.java.JavaBackend;
import io.mlxcel.model.TestAssets;
import io.mlxcel.model.engine.ModelLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The chat page in a real browser (Debian's headless Chromium): a typed message gets a streamed answer, Stop ends a
 * generation and leaves its text, a reload finds the conversation again. The last screen is kept as
 * target/webui-screenshot.png. --no-webui leaves / a 404.
 */
class WebUiBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static MlxcelServer server;
    static ChromeDriver browser;

    @BeforeAll
    static void start() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            String why = "Chromium and its driver are missing (" + CHROMIUM + ", " + CHROMEDRIVER
                    + "); scripts/install-chromium.sh installs them (the README test command runs it)";
            if ("true".equals(System.getenv("CI"))) fail(why);
            Assumptions.abort(why);
        }
        var model = TestAssets.smolLm2Gguf();
        ServerConfig cfg = new ServerConfig("127.0.0.1", 0, 2048, -1, "smol-webui", null, 0.8f, 40, 0.95f, 0.05f, -1, 8, false, 1, 600, false);
        server = MlxcelServer.start(cfg, () -> ModelLoader.load(model, new JavaBackend(2)));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.quit();
        if (server != null) server.close();
    }

    private static List<WebElement> messages(String role) {
        return browser.findElements(By.cssSelector("#messages .msg." + role));
    }

    private static void type(String text) {
        WebElement input = browser.findElement(By.id("input"));
        input.sendKeys(text);
        browser.findElement(By.id("send")).click();
    }

    /** The text of the n-th answer from the end (0: the last), read in one script: the page re-renders it per piece. */
    private static String answer(int fromEnd) {
        Object text = browser.executeScript("const a = document.querySelectorAll('#messages .msg.assistant .content');"
                + " return a.length > arguments[0] ? a[a.length - 1 - arguments[0]].innerText : '';", fromEnd);
        return String.valueOf(text);
    }

    private static String lastAnswer() {
        return answer(0);
    }

    @Test
    void chatsStreamsStopsAndRemembers() throws Exception {
        browser.get("http://127.0.0.1:" + server.port() + "/");
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        wait.until(d -> d.findElement(By.id("model-name")).getText().equals("smol-webui"));
        assertTrue(browser.findElement(By.id("context-use")).getText().contains("2048"), "the context size is shown");

        // a short answer streams in and completes
        browser.findElement(By.cssSelector("#settings summary")).click();
        browser.findElement(By.id("set-max-tokens")).clear();
        browser.findElement(By.id("set-max-tokens")).sendKeys("24");
        browser.findElement(By.id("set-temperature")).clear();
        browser.findElement(By.id("set-temperature")).sendKeys("0");
        browser.findElement(By.id("input")).click(); // settings are kept on change
        type("What is the capital of France?");
        wait.until(d -> !lastAnswer().isEmpty());
        wait.until(d -> d.findElement(By.id("stop")).getDomAttribute("hidden") != null);
        String first = lastAnswer();
        assertFalse(first.isBlank(), "an answer appeared");
        assertTrue(browser.findElement(By.id("context-use")).getText().matches("context \\d+ / 2048"),
                browser.findElement(By.id("context-use")).getText());

        // a long answer is stopped while it streams: its text so far stays, the page is ready again
        browser.findElement(By.id("set-max-tokens")).clear();
        browser.findElement(By.id("set-max-tokens")).sendKeys("1500");
        browser.findElement(By.id("input")).click();
        type("Write a very long story about a dragon who learns to sail.");
        wait.until(d -> lastAnswer().length() > 40);
        browser.findElement(By.id("stop")).click();
        wait.until(d -> d.findElement(By.id("status")).getText().equals("stopped"));
        String stopped = lastAnswer();
        Thread.sleep(1500);
        assertEquals(stopped, lastAnswer(), "nothing more arrives after Stop");
        assertTrue(browser.findElement(By.id("stop")).getDomAttribute("hidden") != null);
        // the server's slot was freed by the abort: a request now is answered at once
        HttpResponse<String> slots = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + server.port() + "/slots")).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(slots.body().contains("\"is_processing\":false"), slots.body());

        // the conversation is still there after a reload
        browser.navigate().refresh();
        wait.until(d -> messages("assistant").size() == 2);
        assertEquals(2, messages("user").size());
        assertEquals(first, answer(1));
        assertEquals(stopped, lastAnswer());
        assertEquals(1, browser.findElements(By.cssSelector("#conversations li")).size());

        File shot = browser.getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), Path.of("target", "webui-screenshot.png"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void noWebUiLeavesTheRootA404() throws Exception {
        ServerConfig base = new ServerConfig("127.0.0.1", 0, 256, -1, null, null, 0.8f, 40, 0.95f, 0.05f, -1, 4, false, 1, 600, false);
        ServerConfig off = new ServerConfig(base.host(), 0, base.ctxSize(), base.nPredict(), base.alias(), base.apiKey(), base.temperature(),
                base.topK(), base.topP(), base.minP(), base.seed(), base.maxQueue(), base.metrics(), base.parallel(), base.timeoutSeconds(),
                base.warmup(), base.chat(), base.batchSize(), base.tags(), base.slotsEndpoint(), base.cors(), base.verbose(),
                base.embeddings(), base.sleepIdleSeconds(), false, base.reuseReplies(), base.slotSavePath(), base.infill());
        try (MlxcelServer s = MlxcelServer.start(off, () -> ModelLoader.load(TestAssets.smolLm2Gguf(), new JavaBackend(2)))) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + "/")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(404, r.statusCode());
        }
        HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, page.statusCode());
        assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
    }
}
