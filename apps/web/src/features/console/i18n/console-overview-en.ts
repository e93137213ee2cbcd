import { formatBdt, formatWholeNumber } from "@outsmart/contracts/format";

type Unit = "day" | "week" | "month";

const monthDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const monthYear = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** The console's overview in English (docs/operator-console.md "Overview"). */
export const consoleOverviewEn = {
  nav: "Overview",
  title: "Overview",
  lead: "How the business is doing, in Bangladesh time. Every chart is also a table below it.",
  loading: "Loading the overview",
  unitLabel: "Show by",
  units: { day: "Day", week: "Week", month: "Month" } satisfies Record<Unit, string>,
  rangeNote: {
    day: "The last 30 days",
    week: "The last 12 weeks",
    month: "The last 12 months",
  } satisfies Record<Unit, string>,
  /** A period's label on the charts and in the tables. */
  period: (start: string, unit: Unit) => {
    const date = new Date(`${start}T00:00:00Z`);
    return unit === "month"
      ? monthYear.format(date)
      : unit === "week"
        ? `w/c ${monthDay.format(date)}`
        : monthDay.format(date);
  },
  taka: (amount: number) => formatBdt(Math.round(amount)),
  count: (value: number) => formatWholeNumber(value),
  /** A share already in percent (12.5 → "12.5%"). */
  percent: (value: number) => `${value.toFixed(1)}%`,
  cards: {
    revenue: "Revenue",
    refunded: "Refunded",
    packs: "Packs sold",
    creditsSold: "Credits sold",
    creditsSpent: "Credits spent",
    generations: "Generations",
    activeNow: "Active accounts, latest period",
  },
  revenueChart: "Revenue and refunds (৳)",
  packsChart: "Packs sold",
  creditsChart: "Credits sold, spent and given back",
  generationsByTool: "Generations by tool",
  generationsByModel: "Generations by model",
  activeChart: "Active accounts (generated anything)",
  failuresTitle: "Failures by provider",
  failuresLead:
    "Attempts in this range that failed (a generation the customer stopped is not a failure).",
  columns: {
    period: "Period",
    revenue: "Revenue",
    refunded: "Refunded",
    starter: "Starter Pack",
    pro: "Pro Pack",
    sold: "Sold",
    spent: "Spent",
    givenBack: "Given back (failed runs)",
    clawedBack: "Taken back (refunds)",
    accounts: "Accounts",
    provider: "Provider",
    attempts: "Attempts",
    failed: "Failed",
    rate: "Failure rate",
  },
  table: "The figures as a table",
  other: "Other",
  nothingYet: "Nothing in this range yet.",
};

export type ConsoleOverviewMessages = typeof consoleOverviewEn;
