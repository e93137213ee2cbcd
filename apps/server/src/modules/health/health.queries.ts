import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** Round-trips one trivial query; returns the latency, or undefined when the database is unreachable. */
export async function pingDatabase(db: Database, timeoutMs = 2000): Promise<number | undefined> {
  const started = performance.now();
  const ping = db.execute(sql`select 1`).then(() => performance.now() - started);
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), timeoutMs).unref(),
  );
  try {
    return await Promise.race([ping, timeout]);
  } catch {
    return undefined;
  }
}
