import { packNotOnSaleMessage } from "@outsmart/contracts/offer";
import { offerResponseSchema } from "@outsmart/contracts/offer-schema";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, PACKS_ON_SALE_ENV, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

async function signedIn(env?: Record<string, string>) {
  const { app } = createTestApp({ database: testDb.current, ...(env ? { env } : {}) });
  const user = await createUser(testDb.current.db);
  const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
  return {
    anonymous: createHttpClient(app),
    client: createHttpClient(app, { cookie: session.cookie }),
  };
}

describe("what a default installation sells", () => {
  it("offers only the free tier and refuses to sell either pack (409, with the reason)", async () => {
    const { anonymous, client } = await signedIn();
    const offer = await anonymous.get("/api/offer");
    expect(offer.status).toBe(200);
    const body = offerResponseSchema.parse(offer.json);
    expect(body.tiers.free.map((model) => model.id)).toContain("outsmart-writer");
    expect(body.tiers.premium).toEqual([]);
    expect(body.tiers.enterprise).toEqual([]);

    for (const [packageType, amount] of [
      ["starter", 500],
      ["pro", 1500],
    ] as const) {
      const response = await client.post("/functions/v1/create-bkash-payment", {
        packageType,
        amount,
      });
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({
        success: false,
        error: packNotOnSaleMessage(packageType),
      });
    }
  });

  it("lists the models of each tier once a provider is configured, and sells the packs", async () => {
    const { anonymous, client } = await signedIn(PACKS_ON_SALE_ENV);
    const body = offerResponseSchema.parse((await anonymous.get("/api/offer")).json);
    expect(body.tiers.premium).toContainEqual({ id: "gpt-5-mini", name: "GPT-5 mini" });
    expect(body.tiers.enterprise).toContainEqual({ id: "gpt-5", name: "GPT-5" });
    // Only models whose provider answers: Anthropic is not configured.
    expect(body.tiers.premium.map((model) => model.id)).not.toContain("claude-haiku-4.5");

    const response = await client.post("/functions/v1/create-bkash-payment", {
      packageType: "starter",
      amount: 500,
    });
    expect(response.status).toBe(200);
  });
});

describe("the operator's start-up notice", () => {
  async function appLog(
    env?: Record<string, string>,
  ): Promise<Array<{ level: number; msg: string }>> {
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino(
      { level: "info" },
      {
        write: (line: string) =>
          void lines.push(JSON.parse(line) as { level: number; msg: string }),
      },
    );
    // The notice waits for the console's stored providers (they may fill the tiers).
    await createTestApp({ database: testDb.current, logger, ...(env ? { env } : {}) }).ready;
    return lines;
  }

  it("is one warning naming the empty tiers and the variables that fill them", async () => {
    const notices = (await appLog()).filter((line) =>
      line.msg.includes("No AI provider is configured"),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.level).toBe(40); // warn
    expect(notices[0]?.msg).toContain("premium models and enterprise models");
    expect(notices[0]?.msg).toContain("OPENAI_API_KEY");
  });

  it("is absent once a provider fills the paid tiers", async () => {
    const lines = await appLog(PACKS_ON_SALE_ENV);
    expect(lines.filter((line) => line.msg.includes("No AI provider"))).toEqual([]);
  });
});
