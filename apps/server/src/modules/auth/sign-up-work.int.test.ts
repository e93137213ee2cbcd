import { describe, expect, it, vi } from "vitest";
import { createUser, uniqueEmail, uniquePhoneNumber } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import type * as passwordHashing from "./password-hashing.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";

// Every argon2 run in this file (ours and Better Auth's, which uses the same functions) is counted.
vi.mock("./password-hashing.ts", async (importOriginal) => {
  const original = await importOriginal<typeof passwordHashing>();
  return {
    hashPassword: vi.fn(original.hashPassword),
    verifyPassword: vi.fn(original.verifyPassword),
  };
});

const testDb = useTestDatabase();
const password = "mango-orbit-velvet-2931";

/**
 * Sign-up must not be measurably faster for an address that has an account (issue 13): the
 * expensive step is the argon2 run (tens of milliseconds), so every path does exactly one, and
 * sends exactly one message. Counting them is exact where wall-clock timing on a shared machine
 * is not.
 */
describe("every sign-up does the same expensive work", () => {
  async function workOf(body: Record<string, string>) {
    const { app, messenger } = createTestApp({ database: testDb.current });
    const before = (await messenger.outbox()).length;
    vi.mocked(hashPassword).mockClear();
    vi.mocked(verifyPassword).mockClear();
    const response = await createHttpClient(app).post("/api/account/sign-up", {
      firstName: "Someone",
      password,
      ...body,
    });
    expect(response.status).toBe(202);
    return {
      argon2Runs:
        vi.mocked(hashPassword).mock.calls.length + vi.mocked(verifyPassword).mock.calls.length,
      messages: (await messenger.outbox()).length - before,
    };
  }

  it("for e-mail addresses: new, a confirmed account's, an unconfirmed account's", async () => {
    const confirmed = await createUser(testDb.current.db);
    const unconfirmed = await createUser(testDb.current.db, { emailVerified: false });
    for (const email of [uniqueEmail("new"), confirmed.email, unconfirmed.email]) {
      expect(await workOf({ email }), email).toEqual({ argon2Runs: 1, messages: 1 });
    }
  });

  it("for phone numbers: new, a confirmed account's, an unconfirmed account's", async () => {
    const confirmed = await createUser(testDb.current.db, {
      email: null,
      phoneNumber: uniquePhoneNumber(),
    });
    const unconfirmed = await createUser(testDb.current.db, {
      email: null,
      phoneNumber: uniquePhoneNumber(),
      phoneNumberVerified: false,
    });
    for (const phoneNumber of [
      uniquePhoneNumber(),
      confirmed.phoneNumber ?? "",
      unconfirmed.phoneNumber ?? "",
    ]) {
      expect(await workOf({ phoneNumber }), phoneNumber).toEqual({ argon2Runs: 1, messages: 1 });
    }
  });
});
