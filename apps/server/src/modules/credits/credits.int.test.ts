import { describe, expect, it } from "vitest";
import { createSession, createUser, setCreditAccount } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

describe("GET /api/credits", () => {
  it("shows a new user the free plan with no credits, as the seed's placeholder did", async () => {
    const { app } = createTestApp({ db: testDb.current.db });
    const user = await createUser(testDb.current.db);
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const response = await createHttpClient(app, { cookie: session.cookie }).get("/api/credits");
    expect(response.json).toEqual({ plan: "free", planLabel: "Free Plan", balance: 0 });
  });

  it("shows the real plan and balance", async () => {
    const { app } = createTestApp({ db: testDb.current.db });
    const user = await createUser(testDb.current.db);
    await setCreditAccount(testDb.current.db, user.profileId, { plan: "starter", balance: 248 });
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const response = await createHttpClient(app, { cookie: session.cookie }).get("/api/credits");
    expect(response.json).toEqual({ plan: "starter", planLabel: "Starter Pack", balance: 248 });
  });

  it("needs a session", async () => {
    const { app } = createTestApp({ db: testDb.current.db });
    expect((await createHttpClient(app).get("/api/credits")).status).toBe(401);
  });
});
