import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { IntervalJob } from "../../lib/interval-job.ts";
import type { Logger } from "../../lib/logger.ts";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "../auth/auth.ts";
import { deleteSessionsCreatedBefore } from "./accounts.queries.ts";

/**
 * Ends sessions that reached the 30-day absolute lifetime, every few minutes. Our own routes also
 * refuse such sessions at once (viewer.ts); this keeps Better Auth's endpoints and the table tidy.
 */
export function sessionSweepJob(deps: { db: Database; clock: Clock; logger: Logger }): IntervalJob {
  return {
    name: "session-sweep",
    intervalMs: 5 * 60 * 1000,
    run: async () => {
      const ended = await deleteSessionsCreatedBefore(
        deps.db,
        new Date(deps.clock.now().getTime() - SESSION_ABSOLUTE_LIFETIME_MS),
      );
      if (ended > 0) deps.logger.info({ ended }, "Ended sessions past their 30-day lifetime");
    },
  };
}
