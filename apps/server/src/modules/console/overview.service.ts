import type { Overview, OverviewUnit } from "@outsmart/contracts/console-overview";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import type { Database } from "../../db/client.ts";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import { findProvider } from "../../integrations/ai-providers/provider-table.ts";
import type { Clock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import { creditsByPeriod } from "../credits/credit-stats.queries.ts";
import {
  activeAccountsByPeriod,
  generationsByPeriod,
} from "../generations/generation-stats.queries.ts";
import { paymentsByPeriod, refundsByPeriod } from "../payments/payment-stats.queries.ts";

/** How many periods the overview shows for each unit. */
const PERIODS: Readonly<Record<OverviewUnit, number>> = { day: 30, week: 12, month: 12 };
/** The tools and models drawn one by one; the rest are summed as "Other". */
const TOP = 6;

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const text = (date: Date) => date.toISOString().slice(0, 10);

/** The first days of the last `PERIODS[unit]` periods, oldest first, in Bangladesh time. */
export function overviewBuckets(unit: OverviewUnit, now: Date): string[] {
  const today = day(dhakaDay(now));
  let current: Date;
  if (unit === "day") current = today;
  else if (unit === "week")
    current = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  else current = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const buckets: string[] = [];
  for (let index = PERIODS[unit] - 1; index >= 0; index -= 1) {
    const start =
      unit === "day"
        ? new Date(current.getTime() - index * 86_400_000)
        : unit === "week"
          ? new Date(current.getTime() - index * 7 * 86_400_000)
          : new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - index, 1));
    buckets.push(text(start));
  }
  return buckets;
}

/**
 * The console's overview (issue 17): money, credits, generations and active accounts per period,
 * read from their owners' tables by their own statistics queries, and failures by provider.
 */
export function createOverview(deps: { db: Database; clock: Clock; registry: ModelRegistry }) {
  return async function overview(unit: OverviewUnit): Promise<Overview> {
    const buckets = overviewBuckets(unit, deps.clock.now());
    const from = new Date(`${buckets[0]}T00:00:00+06:00`);
    const position = new Map(buckets.map((bucket, index) => [bucket, index]));
    const zeros = () => buckets.map(() => 0);
    const add = (target: number[], bucket: string, value: number) => {
      const index = position.get(bucket);
      if (index !== undefined) target[index] = (target[index] ?? 0) + value;
    };

    const [paid, refunded, credits, generations, active] = await Promise.all([
      paymentsByPeriod(deps.db, unit, from),
      refundsByPeriod(deps.db, unit, from),
      creditsByPeriod(deps.db, unit, from),
      generationsByPeriod(deps.db, unit, from),
      activeAccountsByPeriod(deps.db, unit, from),
    ]);

    const revenue = {
      taka: zeros(),
      refundedTaka: zeros(),
      packsSold: { starter: zeros(), pro: zeros() },
    };
    for (const row of paid) {
      add(revenue.taka, row.bucket, row.amountBdt);
      add(revenue.packsSold[row.packId], row.bucket, row.count);
    }
    for (const row of refunded) add(revenue.refundedTaka, row.bucket, row.amountPoisha / 100);

    const creditSeries = { sold: zeros(), spent: zeros(), refunded: zeros(), clawedBack: zeros() };
    const kindSeries: Partial<Record<string, number[]>> = {
      top_up: creditSeries.sold,
      spend: creditSeries.spent,
      refund: creditSeries.refunded,
      payment_refund: creditSeries.clawedBack,
    };
    for (const row of credits) {
      const target = kindSeries[row.kind];
      if (target) add(target, row.bucket, row.credits);
    }

    const total = zeros();
    const byTool = new Map<string, number[]>();
    const byModel = new Map<string, number[]>();
    const failures = new Map<string, { attempts: number; failed: number }>();
    for (const row of generations) {
      add(total, row.bucket, row.count);
      for (const [map, key] of [
        [byTool, row.toolSlug],
        [byModel, row.modelUsed],
      ] as const) {
        let counts = map.get(key);
        if (!counts) map.set(key, (counts = zeros()));
        add(counts, row.bucket, row.count);
      }
      const provider = deps.registry.find(row.modelUsed)?.provider ?? "unknown";
      const tally = failures.get(provider) ?? { attempts: 0, failed: 0 };
      tally.attempts += row.count;
      if (row.status === "failed") tally.failed += row.count;
      failures.set(provider, tally);
    }

    const top = (map: Map<string, number[]>, name: (key: string) => string) => {
      const sum = (counts: number[]) => counts.reduce((all, count) => all + count, 0);
      const sorted = [...map].sort((a, b) => sum(b[1]) - sum(a[1]));
      const shown = sorted.slice(0, TOP).map(([key, counts]) => ({ key, name: name(key), counts }));
      const rest = sorted.slice(TOP);
      if (rest.length > 0)
        shown.push({
          key: "other",
          name: "Other",
          counts: buckets.map((_, index) => rest.reduce((all, [, c]) => all + (c[index] ?? 0), 0)),
        });
      return shown;
    };

    const activeAccounts = zeros();
    for (const row of active) add(activeAccounts, row.bucket, row.accounts);

    return {
      unit,
      buckets,
      revenue,
      credits: creditSeries,
      generations: {
        total,
        byTool: top(byTool, (slug) => findCatalogueTool(slug)?.name ?? slug).map(
          ({ key, name, counts }) => ({ slug: key, name, counts }),
        ),
        byModel: top(byModel, (id) => deps.registry.find(id)?.name ?? id).map(
          ({ key, name, counts }) => ({ id: key, name, counts }),
        ),
      },
      failuresByProvider: [...failures]
        .map(([provider, tally]) => ({
          provider,
          name: findProvider(provider)?.name ?? provider,
          ...tally,
        }))
        .sort((a, b) => b.attempts - a.attempts),
      activeAccounts,
    };
  };
}

export type OverviewReader = ReturnType<typeof createOverview>;
