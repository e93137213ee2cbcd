import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { createSilentLogger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";
import { createErrorHandler } from "./error-handler.ts";
import { readJson } from "./validate.ts";

function appThrowing(error: unknown) {
  const app = new Hono<AppEnv>();
  app.get("/", () => {
    throw error;
  });
  app.onError(createErrorHandler(createSilentLogger()));
  return app;
}

describe("the error handler", () => {
  it("turns an AppError into the seed's envelope with its status", async () => {
    const response = await appThrowing(
      new AppError("INSUFFICIENT_CREDITS", "You need 2 more credits."),
    ).request("/");
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      success: false,
      error: "You need 2 more credits.",
      code: "INSUFFICIENT_CREDITS",
    });
  });

  it("answers a validation failure with 400 and the field at fault", async () => {
    const app = new Hono<AppEnv>();
    app.post("/", async (c) =>
      c.json(await readJson(c, z.object({ packageType: z.enum(["starter", "pro"]) }))),
    );
    app.onError(createErrorHandler(createSilentLogger()));
    const response = await app.request("/", {
      method: "POST",
      body: JSON.stringify({ packageType: "gold" }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; error: string; code: string };
    expect(body.success).toBe(false);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.error).toMatch(/^packageType: /);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const app = new Hono<AppEnv>();
    app.post("/", async (c) => c.json(await readJson(c, z.object({}))));
    app.onError(createErrorHandler(createSilentLogger()));
    const response = await app.request("/", {
      method: "POST",
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      error: "The request body must be valid JSON.",
    });
  });

  it("answers an oversized body with 413", async () => {
    const app = new Hono<AppEnv>();
    app.post("/", bodyLimit({ maxSize: 10 }), (c) => c.text("ok"));
    app.onError(createErrorHandler(createSilentLogger()));
    const response = await app.request("/", { method: "POST", body: "x".repeat(100) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("hides the details of an unexpected error", async () => {
    const response = await appThrowing(
      new Error('relation "users" does not exist at character 15'),
    ).request("/");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("relation");
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: "Something went wrong on our side. Please try again.",
      code: "INTERNAL",
    });
  });
});
