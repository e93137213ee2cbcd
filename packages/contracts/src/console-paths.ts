/**
 * The operator console's addresses (docs/operator-console.md), apart from `paths` so that the
 * public pages, which load `paths`, do not carry them. `paths.console` is the console's start.
 */
export const consolePaths = {
  overview: "/console/overview",
  customer: (id: string) => `/console/customers/${encodeURIComponent(id)}`,
  messages: "/console/messages",
  audit: "/console/audit",
  tools: "/console/tools",
  tool: (slug: string) => `/console/tools/${encodeURIComponent(slug)}`,
  ai: "/console/ai",
  payments: "/console/payments",
  payment: (id: string) => `/console/payments/${encodeURIComponent(id)}`,
} as const;
