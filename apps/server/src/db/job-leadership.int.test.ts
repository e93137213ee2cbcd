import { afterEach, expect, it } from "vitest";
import { createSilentLogger } from "../lib/logger.ts";
import { useTestDatabase } from "../testing/test-database.ts";
import { createJobLeadership, type JobLeadership } from "./job-leadership.ts";

const testDb = useTestDatabase();
const opened: JobLeadership[] = [];
function leadership(): JobLeadership {
  const created = createJobLeadership({
    connectionString: testDb.current.connectionString,
    logger: createSilentLogger(),
  });
  opened.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()));
});

it("makes one process the leader until it closes; then the next to ask takes over", async () => {
  const first = leadership();
  const second = leadership();
  expect(await first.isLeader()).toBe(true);
  expect(await second.isLeader()).toBe(false);
  expect(await first.isLeader()).toBe(true);
  await first.close();
  expect(await first.isLeader()).toBe(false);
  expect(await second.isLeader()).toBe(true);
});

it("stops leading as soon as its connection is gone (a network cut, the server restarted), and another leads", async () => {
  const first = leadership();
  const second = leadership();
  expect(await first.isLeader()).toBe(true);
  await testDb.current.pool.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'outsmart-job-leader' and datname = current_database()",
  );
  expect(await second.isLeader()).toBe(true);
  expect(await first.isLeader()).toBe(false);
});

it("answers concurrent questions from several jobs with one connection", async () => {
  const only = leadership();
  expect(await Promise.all([only.isLeader(), only.isLeader(), only.isLeader()])).toEqual([
    true,
    true,
    true,
  ]);
  const { rows } = await testDb.current.pool.query<{ count: number }>(
    "select count(*)::int as count from pg_stat_activity where application_name = 'outsmart-job-leader' and datname = current_database()",
  );
  expect(rows[0]?.count).toBe(1);
});
