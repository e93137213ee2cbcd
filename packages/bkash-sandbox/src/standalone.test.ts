import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { defaultSandboxCredentials } from "./bkash-sandbox.ts";

const standalone = fileURLToPath(new URL("./standalone.ts", import.meta.url));

it("runs alone on PORT and stops cleanly on SIGTERM", async () => {
  const child = spawn(process.execPath, [standalone], {
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once("exit", (code) => reject(new Error(`standalone exited early (${code})`)));
    });

    const response = await fetch(`${url}/v1.2.0-beta/tokenized/checkout/token/grant`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        username: defaultSandboxCredentials.username,
        password: defaultSandboxCredentials.password,
      },
      body: JSON.stringify({
        app_key: defaultSandboxCredentials.appKey,
        app_secret: defaultSandboxCredentials.appSecret,
      }),
    });
    expect(((await response.json()) as { statusCode: string }).statusCode).toBe("0000");
    const page = await fetch(`${url}/checkout?paymentId=none&hash=none`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("SANDBOX — no real money moves");
  } finally {
    child.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
});
