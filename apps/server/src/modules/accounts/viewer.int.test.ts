import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/sessions.ts";
import { createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createFixedClock, createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

/** An app whose session memory is in use (the change feed is live), and one user with two devices. */
async function twoDevices(clock?: ReturnType<typeof createFixedClock>) {
  const { app } = createTestApp({ database: testDb.current, ...(clock ? { clock } : {}) });
  await expect.poll(() => testDb.current.changes.isLive()).toBe(true);
  const user = await createUser(testDb.current.db);
  const session = (expiresAt?: Date) =>
    createSession(testDb.current.db, user.id, {
      secret: TEST_AUTH_SECRET,
      ...(expiresAt ? { expiresAt } : {}),
    });
  const [laptop, phone] = [await session(), await session()];
  return {
    app,
    user,
    laptop: { ...laptop, client: createHttpClient(app, { cookie: laptop.cookie }) },
    phone: { ...phone, client: createHttpClient(app, { cookie: phone.cookie }) },
  };
}

/** Deletes a row without firing triggers: what no real change can do, to see what memory answers. */
async function deleteSessionUnnoticed(id: string) {
  await testDb.current.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.id, id));
  });
}

describe("remembered sessions", () => {
  it("answer from memory until the database reports a change to the session", async () => {
    const { phone } = await twoDevices();
    expect((await phone.client.get("/api/account")).status).toBe(200);

    await deleteSessionUnnoticed(phone.id);
    expect((await phone.client.get("/api/credits")).status).toBe(200); // no session query was made

    await testDb.current.db.execute(
      sql`select pg_notify('outsmart_cache', ${JSON.stringify({ table: "sessions", ids: [phone.id] })})`,
    );
    await expect.poll(async () => (await phone.client.get("/api/credits")).status).toBe(401);
  });

  it("stop working moments after the session is ended elsewhere (another process, an operator)", async () => {
    const { phone, laptop } = await twoDevices();
    expect((await phone.client.get("/api/credits")).status).toBe(200);
    expect((await laptop.client.get("/api/credits")).status).toBe(200);

    await testDb.current.db.delete(sessions).where(eq(sessions.id, phone.id));
    await expect
      .poll(async () => (await phone.client.get("/api/credits")).status, { timeout: 2_000 })
      .toBe(401);
    expect((await laptop.client.get("/api/credits")).status).toBe(200);
  });

  it("are forgotten at once when the user signs out everywhere from this process", async () => {
    const { phone, laptop } = await twoDevices();
    expect((await phone.client.get("/api/credits")).status).toBe(200);

    const signOut = await laptop.client.post("/api/account/sessions/sign-out-everywhere", {});
    expect(signOut.status).toBeLessThan(300);
    // No waiting for the database's notice: this process dropped what it remembered itself.
    expect((await phone.client.get("/api/credits")).status).toBe(401);
  });

  it("never outlive the session's expiry", async () => {
    const clock = createFixedClock(new Date());
    const { app, user } = await twoDevices(clock);
    const shortLived = await createSession(testDb.current.db, user.id, {
      secret: TEST_AUTH_SECRET,
      expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
    });
    const client = createHttpClient(app, { cookie: shortLived.cookie });
    expect((await client.get("/api/credits")).status).toBe(200);

    clock.advance(2 * 60 * 60 * 1000);
    expect((await client.get("/api/credits")).status).toBe(401);
  });
});
