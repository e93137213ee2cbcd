import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

const root = "/srv/outsmart";

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

  it("requires PUBLIC_URL in production and listens on all interfaces there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" }, root)).toThrow(/PUBLIC_URL: is required/);
    const config = loadConfig(
      { NODE_ENV: "production", PUBLIC_URL: "https://app.example.com/" },
      root,
    );
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("https://app.example.com");
  });

  it("resolves relative folders against the repository root", () => {
    expect(loadConfig({ DATA_DIR: "var/outsmart" }, root).dataDir).toBe(
      path.join(root, "var/outsmart"),
    );
    expect(loadConfig({ DATA_DIR: "/abs/data" }, root).dataDir).toBe("/abs/data");
  });
});
