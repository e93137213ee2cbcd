import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

const root = "/srv/outsmart";
const secret = "k3Jq9vX2mP7wL5tR8yB1nC4hF6gD0sZaQeUiOoPl";

describe("loadConfig", () => {
  it("gives a working local setup with no variables at all", () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://localhost:3000",
      dataDir: path.join(root, "data"),
      databaseUrl: undefined,
      webBuildDir: path.join(root, "apps/web/build/client"),
    });
  });

  it("names every bad variable and what is wrong with it", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", TRUST_PROXY: "maybe" }, root);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: must be a whole number (got "eighty")');
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain('TRUST_PROXY: must be "true" or "false" (got "maybe")');
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }, root).port).toBe(3000);
  });

  it("requires PUBLIC_URL and a real AUTH_SECRET in production, and listens on all interfaces there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" }, root)).toThrow(/PUBLIC_URL: is required/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://a.example" }, root),
    ).toThrow(/AUTH_SECRET: is required/);
    const config = loadConfig(
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://app.example.com/",
        AUTH_SECRET: secret,
        ALLOW_LOCAL_PAYMENT_SANDBOX: "true",
      },
      root,
    );
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("https://app.example.com");
    expect(config.authSecret).toBe(secret);
  });

  it.each([
    "change-me-change-me-change-me-change-me",
    "your-secret-here-your-secret-here-xx",
    "a".repeat(40),
  ])("refuses the example secret %s in production", (example) => {
    expect(() =>
      loadConfig(
        { NODE_ENV: "production", PUBLIC_URL: "https://a.example", AUTH_SECRET: example },
        root,
      ),
    ).toThrow(/AUTH_SECRET: looks like an example value/);
  });

  it("rejects a short secret without printing it", () => {
    let message = "";
    try {
      loadConfig({ AUTH_SECRET: "short-secret" }, root);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("AUTH_SECRET: must be at least 32 characters");
    expect(message).not.toContain("short-secret");
  });

  it("enables a social provider only with both of its keys", () => {
    expect(
      loadConfig({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "s" }, root).socialProviders,
    ).toEqual({
      github: { clientId: "id", clientSecret: "s" },
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" }, root)).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither/,
    );
  });

  it("resolves relative folders against the repository root", () => {
    expect(loadConfig({ DATA_DIR: "var/outsmart" }, root).dataDir).toBe(
      path.join(root, "var/outsmart"),
    );
    expect(loadConfig({ DATA_DIR: "/abs/data" }, root).dataDir).toBe("/abs/data");
  });
});

describe("bKash configuration", () => {
  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://a.example",
    AUTH_SECRET: "k3Jq9vX2mP7wL5tR8yB1nC4hF6gD0sZaQeUiOoPl",
  };

  it("uses the bundled sandbox by default, outside production", () => {
    expect(loadConfig({}, "/srv").bkash).toEqual({ mode: "local-sandbox" });
  });

  it("refuses the bundled sandbox in production unless a demo says so", () => {
    expect(() => loadConfig(production, "/srv")).toThrow(
      /BKASH_MODE: is local-sandbox \(fake payments that add real credits\) in production/,
    );
    expect(
      loadConfig({ ...production, ALLOW_LOCAL_PAYMENT_SANDBOX: "true" }, "/srv").bkash.mode,
    ).toBe("local-sandbox");
  });

  it("needs every credential for bKash's sandbox or live API, and picks the right host", () => {
    expect(() => loadConfig({ BKASH_MODE: "live", BKASH_USERNAME: "u" }, "/srv")).toThrow(
      /BKASH_PASSWORD: is required when BKASH_MODE=live/,
    );
    const live = loadConfig(
      {
        BKASH_MODE: "live",
        BKASH_USERNAME: "u",
        BKASH_PASSWORD: "p",
        BKASH_APP_KEY: "k",
        BKASH_APP_SECRET: "s",
      },
      "/srv",
    );
    expect(live.bkash).toMatchObject({
      mode: "live",
      apiVersion: "v1.2.0-beta",
      baseUrl: "https://tokenized.pay.bka.sh",
    });
  });
});

describe("AI provider configuration", () => {
  it("configures Ollama by default and every other provider only with its key or URL", () => {
    expect(loadConfig({}, root).ai.providers).toEqual({
      offline: {},
      ollama: { baseUrl: "http://127.0.0.1:11434" },
    });
    expect(
      loadConfig(
        {
          OLLAMA_BASE_URL: "http://gpu-box:11434/",
          OPENAI_API_KEY: "sk-openai",
          ANTHROPIC_API_KEY: "sk-ant",
          GOOGLE_GENERATIVE_AI_API_KEY: "gem",
          MISTRAL_API_KEY: "mis",
          STABILITY_API_KEY: "stab",
          CUSTOM_AI_BASE_URL: "https://openrouter.ai/api/v1/",
        },
        root,
      ).ai.providers,
    ).toEqual({
      offline: {},
      ollama: { baseUrl: "http://gpu-box:11434" },
      openai: { apiKey: "sk-openai", baseUrl: "https://api.openai.com/v1" },
      anthropic: { apiKey: "sk-ant" },
      google: { apiKey: "gem" },
      mistral: { apiKey: "mis", baseUrl: "https://api.mistral.ai/v1" },
      stability: { apiKey: "stab" },
      custom: { baseUrl: "https://openrouter.ai/api/v1", apiKey: undefined },
    });
  });

  it("sends OpenAI calls through OPENAI_BASE_URL, and ignores the URL or key alone", () => {
    expect(
      loadConfig({ OPENAI_API_KEY: "sk", OPENAI_BASE_URL: "https://proxy.example/v1/" }, root).ai
        .providers.openai,
    ).toEqual({ apiKey: "sk", baseUrl: "https://proxy.example/v1" });
    const halves = loadConfig(
      { OPENAI_BASE_URL: "https://proxy.example/v1", CUSTOM_AI_API_KEY: "k" },
      root,
    ).ai.providers;
    expect(halves.openai).toBeUndefined();
    expect(halves.custom).toBeUndefined();
  });

  it("names a bad provider variable", () => {
    expect(() =>
      loadConfig({ OLLAMA_BASE_URL: "gpu-box", CUSTOM_AI_BASE_URL: "openrouter" }, root),
    ).toThrow(
      /OLLAMA_BASE_URL: must be a URL such as http:\/\/127\.0\.0\.1:11434 \(got "gpu-box"\)[\s\S]*CUSTOM_AI_BASE_URL: must be the base URL of an OpenAI-compatible API/,
    );
  });
});

describe("METRICS_TOKEN", () => {
  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://a.example",
    AUTH_SECRET: secret,
    ALLOW_LOCAL_PAYMENT_SANDBOX: "true",
  };

  it("is optional, and read when set", () => {
    expect(loadConfig(production, root).metricsToken).toBeUndefined();
    expect(loadConfig({ ...production, METRICS_TOKEN: `m${secret}` }, root).metricsToken).toBe(
      `m${secret}`,
    );
  });

  it("refuses a short or example token in production, like other secrets", () => {
    expect(() => loadConfig({ ...production, METRICS_TOKEN: "short-token" }, root)).toThrow(
      /METRICS_TOKEN: must be at least 32 characters in production/,
    );
    expect(() =>
      loadConfig({ ...production, METRICS_TOKEN: "example-metrics-token-0123456789abcdef" }, root),
    ).toThrow(/METRICS_TOKEN: looks like an example value/);
    // Outside production a short one is a developer's choice.
    expect(loadConfig({ METRICS_TOKEN: "dev" }, root).metricsToken).toBe("dev");
  });
});
