import http from "node:http";
import type { AddressInfo } from "node:net";
import { findDefaultModel } from "@outsmart/contracts/models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioPrompt, generateStabilityAudio } from "./stability-audio.ts";

let server: http.Server;
let url = "";
let received: { headers: http.IncomingHttpHeaders; body: string } | undefined;
let nextStatus = 200;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    received = { headers: req.headers, body };
    if (nextStatus !== 200) {
      res.writeHead(nextStatus, { "content-type": "application/json" });
      res.end('{"errors":["bad"]}');
      return;
    }
    res.writeHead(200, { "content-type": "audio/mpeg" });
    res.end(Buffer.from([0x49, 0x44, 0x33, 0x04]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/audio`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const model = findDefaultModel("stable-audio");
if (!model) throw new Error("stable-audio missing from the registry");

describe("generateStabilityAudio", () => {
  it("sends a multipart request with the prompt, clamped duration and model, and returns a data URL", async () => {
    nextStatus = 200;
    const dataUrl = await generateStabilityAudio({
      apiKey: "sk-test",
      model,
      inputs: { genre: "electronic", mood: "uplifting", duration: "500" },
      signal: new AbortController().signal,
      timeoutMs: 5000,
      url,
    });
    expect(dataUrl).toBe(
      `data:audio/mpeg;base64,${Buffer.from([0x49, 0x44, 0x33, 0x04]).toString("base64")}`,
    );
    expect(received?.headers.authorization).toBe("Bearer sk-test");
    expect(received?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.body).toContain(
      "uplifting electronic instrumental background music for a marketing video",
    );
    expect(received?.body).toMatch(/name="duration"\r\n\r\n190\r\n/);
    expect(received?.body).toMatch(/name="model"\r\n\r\nstable-audio-2\.5\r\n/);
  });

  it("reports the provider's error", async () => {
    nextStatus = 402;
    await expect(
      generateStabilityAudio({
        apiKey: "k",
        model,
        inputs: { genre: "jazz", mood: "calm", duration: "10" },
        signal: new AbortController().signal,
        timeoutMs: 5000,
        url,
      }),
    ).rejects.toThrow("Stability AI answered 402");
  });
});

describe("audioPrompt", () => {
  it("describes the music from mood and genre, plus any description the user wrote", () => {
    expect(audioPrompt({ genre: "folk", mood: "peaceful", duration: "20" })).toBe(
      "peaceful folk instrumental background music for a marketing video",
    );
    expect(
      audioPrompt({ genre: "rock", mood: "energetic", scene_prompt: "a sneaker launch" }),
    ).toBe("energetic rock instrumental background music for a marketing video. a sneaker launch");
  });
});
