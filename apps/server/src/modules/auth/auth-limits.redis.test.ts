import { describe, expect, it } from "vitest";
import { createUser, DEFAULT_PASSWORD } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  throw new Error(
    "The redis suite needs TEST_REDIS_URL, e.g. redis://127.0.0.1:6379 (see .ci/run)",
  );

const testDb = useTestDatabase();

describe("sign-in lockouts with REDIS_URL", () => {
  it("hold across server processes: failures on one instance lock the account on another", async () => {
    const policy = { failures: 3, lockSeconds: 2 };
    const first = createTestApp({
      database: testDb.current,
      env: { REDIS_URL: redisUrl },
      lockoutPolicy: policy,
    });
    const second = createTestApp({
      database: testDb.current,
      env: { REDIS_URL: redisUrl },
      lockoutPolicy: policy,
    });
    try {
      const user = await createUser(testDb.current.db);
      const firstFailure = performance.now();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(
          (
            await createHttpClient(first.app).post("/api/account/sign-in", {
              identifier: user.email,
              password: "wrong-password-xyz",
            })
          ).status,
        ).toBe(401);
      }
      const elsewhere = await createHttpClient(second.app).post("/api/account/sign-in", {
        identifier: user.email,
        password: DEFAULT_PASSWORD,
      });
      expect(elsewhere.status).toBe(429);
      // Redis ends the lock at the end of the cool-down: wait for that, and check it held that long.
      await expect
        .poll(
          async () =>
            (
              await createHttpClient(second.app).post("/api/account/sign-in", {
                identifier: user.email,
                password: DEFAULT_PASSWORD,
              })
            ).status,
          { timeout: 10_000, interval: 100 },
        )
        .toBe(200);
      expect(performance.now() - firstFailure).toBeGreaterThanOrEqual(policy.lockSeconds * 1000);
      expect(
        (
          await createHttpClient(second.app).post("/api/account/sign-in", {
            identifier: user.email,
            password: DEFAULT_PASSWORD,
          })
        ).status,
      ).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
