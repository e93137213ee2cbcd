import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSilentLogger } from "../lib/logger.ts";
import { createSession, createUser, setCreditAccount } from "../testing/factories.ts";
import { TEST_AUTH_SECRET } from "../testing/test-app.ts";
import { useTestDatabase } from "../testing/test-database.ts";
import { type ChangeFeed, createChangeFeed, type RowsChanged } from "./change-feed.ts";
import { creditAccounts } from "./schema/credit-accounts.ts";
import { sessions } from "./schema/sessions.ts";
import { toolPrompts } from "./schema/tool-prompts.ts";
import { users } from "./schema/users.ts";

const testDb = useTestDatabase();
let feed: ChangeFeed;
let heard: RowsChanged[];

beforeEach(async () => {
  heard = [];
  feed = createChangeFeed({
    connectionString: testDb.current.connectionString,
    logger: createSilentLogger(),
    retryMs: 50,
  });
  feed.subscribe((change) => heard.push(change));
  await expect.poll(() => feed.isLive()).toBe(true);
  heard.length = 0; // the "anything may have changed" notice of connecting
});
afterEach(() => feed.close());

const db = () => testDb.current.db;
const tables = () => heard.map((change) => change.table);
const idsHeardFor = (table: string) =>
  heard.filter((change) => change.table === table).map((change) => change.ids && [...change.ids]);

/**
 * Commits a change that is always reported (a statement on tool_prompts, touching no row), waits
 * until the feed hears it and forgets it. Notices reach a listener in commit order, so by then the
 * feed has heard everything committed before: a check that nothing was heard now proves something.
 */
async function hearEverythingCommittedSoFar(): Promise<void> {
  await db()
    .update(toolPrompts)
    .set({ description: "Marker" })
    .where(sql`false`);
  await expect.poll(() => tables().includes("tool_prompts")).toBe(true);
  heard.splice(tables().lastIndexOf("tool_prompts"), 1);
}

describe("the cache triggers' notices", () => {
  it("name the sessions and users that were updated or deleted, after commit", async () => {
    const user = await createUser(db());
    const session = await createSession(db(), user.id, { secret: TEST_AUTH_SECRET });
    const other = await createSession(db(), user.id, { secret: TEST_AUTH_SECRET });
    expect(heard).toEqual([]); // inserts: nothing could have been cached

    await db().transaction(async (tx) => {
      await tx.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, session.id));
      await hearEverythingCommittedSoFar(); // committed on another connection, after this update
      expect(heard).toEqual([]); // not before the commit
    });
    await expect.poll(() => idsHeardFor("sessions")).toEqual([[session.id]]);

    await db().update(users).set({ firstName: "Nadia" }).where(eq(users.id, user.id));
    await expect.poll(() => idsHeardFor("users")).toEqual([[user.id]]);

    heard.length = 0;
    await db().delete(users).where(eq(users.id, user.id)); // its sessions go with it
    await expect.poll(() => tables().sort()).toEqual(["sessions", "users"]);
    expect(new Set(idsHeardFor("sessions")[0])).toEqual(new Set([session.id, other.id]));
  });

  it("say only 'the table changed' when too many rows changed to list", async () => {
    const user = await createUser(db());
    for (let index = 0; index < 101; index += 1)
      await createSession(db(), user.id, { secret: TEST_AUTH_SECRET });
    await db().delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(() => idsHeardFor("sessions")).toEqual([null]);
  });

  it("report credit accounts that appear, change plan or gain credits, not ones that spend", async () => {
    const user = await createUser(db());
    await setCreditAccount(db(), user.profileId, { plan: "free", balance: 10 });
    await expect.poll(() => idsHeardFor("credit_accounts")).toEqual([[user.profileId]]);

    heard.length = 0;
    await db()
      .update(creditAccounts)
      .set({ balance: sql`${creditAccounts.balance} - 4` })
      .where(eq(creditAccounts.profileId, user.profileId));
    await hearEverythingCommittedSoFar();
    expect(heard).toEqual([]);

    await setCreditAccount(db(), user.profileId, { balance: 50 });
    await setCreditAccount(db(), user.profileId, { plan: "starter", balance: 50 });
    await expect
      .poll(() => idsHeardFor("credit_accounts"))
      .toEqual([[user.profileId], [user.profileId]]);

    // One statement crediting two accounts and debiting a third names the two, each once.
    const [first, second, third] = await Promise.all([
      createUser(db()),
      createUser(db()),
      createUser(db()),
    ]);
    const profiles = [first, second, third].map((each) => each.profileId);
    for (const profileId of profiles) await setCreditAccount(db(), profileId, { balance: 10 });
    await hearEverythingCommittedSoFar();
    heard.length = 0;
    await db()
      .update(creditAccounts)
      .set({
        balance: sql`case when ${creditAccounts.profileId} = ${third.profileId} then 5 else 20 end`,
      })
      .where(inArray(creditAccounts.profileId, profiles));
    await hearEverythingCommittedSoFar();
    expect(idsHeardFor("credit_accounts").flat().sort()).toEqual(
      [first.profileId, second.profileId].sort(),
    );
  });

  it("report any change to the tool configurations as a whole-table change", async () => {
    await db()
      .update(toolPrompts)
      .set({ description: "Edited by the operator" })
      .where(eq(toolPrompts.toolSlug, "hashtag-generator"));
    await expect.poll(() => heard).toEqual([{ table: "tool_prompts", ids: null }]);
  });
});

describe("the feed's connection", () => {
  it("goes dark and says 'anything changed' when lost, then reconnects and says it again", async () => {
    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'outsmart-changes' and datname = current_database()`,
    );
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(1);
    expect(heard[0]).toEqual({ table: "*", ids: null });
    await expect.poll(() => feed.isLive()).toBe(true);
    expect(heard.at(-1)).toEqual({ table: "*", ids: null });

    heard.length = 0;
    await db()
      .update(toolPrompts)
      .set({ description: "Again" })
      .where(sql`false`);
    await expect.poll(() => tables()).toEqual(["tool_prompts"]);
  });

  it("stops listening on close, and does not come back", async () => {
    await feed.close();
    expect(feed.isLive()).toBe(false);
    await db()
      .update(toolPrompts)
      .set({ description: "Unheard" })
      .where(sql`false`);
    await db().execute(sql`select pg_sleep(0.2)`);
    expect(heard).toEqual([]);
    expect(feed.isLive()).toBe(false);
  });
});
