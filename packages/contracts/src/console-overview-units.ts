/** The overview's periods (console-overview.ts), apart from its schemas so the web can import them. */
export const overviewUnits = ["day", "week", "month"] as const;
export type OverviewUnit = (typeof overviewUnits)[number];
