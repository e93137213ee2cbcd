import type { RoiPhrases } from "./client-roi-tracker.writer.ts";

export const roiEn: RoiPhrases = {
  defaultCampaign: "Campaign",
  labels: { spend: "Ad Spend", revenue: "Revenue", other: "Other Costs" },
  problems: {
    empty: ({ label }) =>
      `**${label}** is empty. Enter a number, for example “25000” or “৳25,000”.`,
    unreadable: ({ label, text }) =>
      `**${label}**: no number could be read from “${text}”. Enter it as a number, for example “25000”, “৳25,000” or “2.5 lakh”.`,
    negative: ({ label, text }) =>
      `**${label}** is negative (“${text}”). Enter the amount without a minus sign.`,
  },
  zeroSpend:
    "**Ad Spend** is 0, so ROAS (revenue ÷ ad spend) cannot be calculated. Enter the amount spent on ads.",
  currencies: (currencies) =>
    `The amounts use different currencies (${currencies.join(", ")}). Convert them to one currency first.`,
  title: (campaign) => `# ROI report: ${campaign}`,
  nothingCalculated:
    "Nothing was calculated, because a number is missing or unclear. This tool never guesses figures.",
  needHeading: "## What I need",
  resultsHeading: "## Results",
  resultsHeaders: ["Metric", "Value"],
  results: ({ spend, other, totalCost, revenue, profit, roi, roas, breakEven }) => [
    ["Ad spend", spend],
    ["Other costs", other],
    ["Total cost", totalCost],
    ["Revenue", revenue],
    ["Profit", profit],
    ["ROI", roi ?? "n/a (no costs)"],
    ["ROAS", roas],
    ["Break-even ROAS", breakEven],
  ],
  howHeading: "## How it was calculated",
  calculations: ({ spend, other, totalCost, revenue, profit, roi, roas, breakEven }) => [
    `Total cost = ad spend + other costs = ${spend} + ${other} = ${totalCost}`,
    `Profit = revenue − total cost = ${revenue} − ${totalCost} = ${profit}`,
    roi === undefined
      ? "ROI = profit ÷ total cost × 100: not defined, because total cost is 0"
      : `ROI = profit ÷ total cost × 100 = ${profit} ÷ ${totalCost} × 100 = ${roi}`,
    `ROAS = revenue ÷ ad spend = ${revenue} ÷ ${spend} = ${roas}`,
    `Break-even ROAS = total cost ÷ ad spend = ${totalCost} ÷ ${spend} = ${breakEven}`,
  ],
  readAs: ({ label, text, value }) => `${label} “${text}” read as ${value}.`,
  howRead: (readings) => `How the inputs were read: ${readings.join(" ")}`,
  meaningHeading: "## What it means",
  profit: [
    (amount) => `The campaign made a profit of ${amount} after all costs you entered.`,
    (amount) => `After every cost you entered, the campaign is ${amount} in profit.`,
  ],
  brokeEven: "The campaign broke even: revenue exactly covered the costs you entered.",
  loss: [
    (amount) => `The campaign lost ${amount} after all costs you entered.`,
    (amount) => `After every cost you entered, the campaign is ${amount} short.`,
  ],
  explanations: [
    ({ one, roasMoney, breakEvenMoney }) =>
      `Each ${one} of ad spend brought back ${roasMoney} in revenue; to cover all costs it needed to bring back ${breakEvenMoney}.`,
    ({ one, roasMoney, breakEvenMoney }) =>
      `In plain words: every ${one} put into ads returned ${roasMoney} in sales, and the break-even point was ${breakEvenMoney}.`,
  ],
  meaning: ({ outcome, explanation }) => `${outcome} ${explanation}`,
  nextHeading: "## What to do next",
  nextAfterProfit: ({ breakEven, roi, roas }) => [
    `Scale gradually: raise the budget by about a fifth at a time and check that ROAS stays above the break-even ${breakEven}.`,
    "Find which ads and audiences produced most of the revenue and move budget toward them.",
    `Keep this campaign's figures as your benchmark: ROI ${roi ?? "n/a"}, ROAS ${roas}.`,
  ],
  nextAfterLoss: ({ breakEven }) => [
    "Don't add budget yet: find the ads or audiences that lost the most and pause them.",
    `To break even you need ROAS of at least ${breakEven}: raise revenue per order (bundles, upsells) or lower costs.`,
    "Check the step after the click (landing page, checkout, reply speed) before testing new ads.",
  ],
};
