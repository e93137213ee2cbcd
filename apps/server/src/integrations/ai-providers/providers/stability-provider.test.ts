import { describe, expect, it } from "vitest";
import { STABILITY_BALANCE_URL, stabilityProvider } from "./stability-provider.ts";

function answering(status: number, body: unknown) {
  const asked: Array<{ url: string; headers: Headers }> = [];
  const stub = (async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetch: stub, asked };
}

describe("Stability AI testConnection", () => {
  it("reads the account's balance, which costs nothing", async () => {
    const stub = answering(200, { credits: 1234.5 });
    expect(
      await stabilityProvider.testConnection({ apiKey: "sk-stab" }, { fetch: stub.fetch }),
    ).toMatchObject({ ok: true, answer: "Connected: 1,234.5 credits left on this account." });
    expect(stub.asked[0]?.url).toBe(STABILITY_BALANCE_URL);
    expect(stub.asked[0]?.headers.get("authorization")).toBe("Bearer sk-stab");
  });

  it("says in plain words that the key was refused", async () => {
    const stub = answering(401, { name: "unauthorized", errors: ["bad key"], message: "Bad key" });
    expect(
      await stabilityProvider.testConnection({ apiKey: "sk-stab" }, { fetch: stub.fetch }),
    ).toMatchObject({
      ok: false,
      error: "Stability AI refused the API key (401). It said: Bad key",
    });
  });
});
