import { GOAL } from "./kit/brief.ts";
import { goalIntent, goalMetric, type Template } from "./kit/copy-kit.ts";
import {
  type Amount,
  formatMoney,
  formatNumber,
  formatPercent,
  parseAmount,
} from "./kit/numbers.ts";
import {
  blocks,
  bullets,
  counted,
  lowerFirst,
  numbered,
  sentenceCase,
  sentences,
  table,
  truncate,
} from "./kit/text-kit.ts";
import { kitPhrases } from "./kit/kit-phrases.ts";

const kit = kitPhrases.en;

/**
 * The Advanced Tools that work from the user's numbers and notes: the analytics report, the client
 * CRM summary and the ROI tracker. They compute only from what was given and say what is missing;
 * they never fill a gap with an invented figure or benchmark.
 */

type MetricKey =
  | "spend"
  | "impressions"
  | "reach"
  | "clicks"
  | "conversions"
  | "revenue"
  | "ctr"
  | "cpc"
  | "cpm"
  | "cpa"
  | "conversionRate"
  | "roas"
  | "frequency";

type Metric = { label: string; amount: Amount; percent: boolean; key?: MetricKey };

const METRIC_NAMES: Readonly<Record<MetricKey, string>> = {
  spend: "Spend",
  impressions: "Impressions",
  reach: "Reach",
  clicks: "Clicks",
  conversions: "Conversions",
  revenue: "Revenue",
  ctr: "CTR",
  cpc: "CPC",
  cpm: "CPM",
  cpa: "Cost per result",
  conversionRate: "Conversion rate",
  roas: "ROAS",
  frequency: "Frequency",
};

/** Label → metric, most specific first ("cost per click" before "cost"). */
function classify(label: string, hasCurrency: boolean): MetricKey | undefined {
  const text = label.toLowerCase();
  const rules: readonly [RegExp, MetricKey][] = [
    [/roas|return on ad spend/u, "roas"],
    [/ctr|click[- ]?through/u, "ctr"],
    [/cpc|cost per (link )?click/u, "cpc"],
    [/cpm|cost per (1,?000|thousand|mille)/u, "cpm"],
    [/cpa|cpl|cost per (result|purchase|lead|conversion|acquisition|order|sale|message)/u, "cpa"],
    [/conversion rate|\bcvr\b|\bcr\b/u, "conversionRate"],
    [/frequency/u, "frequency"],
    [/impression/u, "impressions"],
    [/reach/u, "reach"],
    [/spend|spent|\bcost|budget/u, "spend"],
    [/revenue|income|gmv|turnover|(sales|purchase|conversion) value|sales amount/u, "revenue"],
  ];
  const found = rules.find(([pattern]) => pattern.test(text))?.[1];
  if (found) return found;
  if (/\bsales?\b/u.test(text) && hasCurrency) return "revenue";
  if (/click/u.test(text)) return "clicks";
  if (
    /purchase|order|conversion|lead|sign[- ]?up|registration|result|\bsales?\b|booking|subscriber/u.test(
      text,
    )
  )
    return "conversions";
  return undefined;
}

/** "Spend: ৳25,000", "Clicks 3600", "CTR = 2%" (one per line, or comma-separated pairs). */
function parseMetrics(text: string): { metrics: Metric[]; notes: string[] } {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const lines = text
    .split(/\n|;|\|/u)
    .flatMap((line) => line.split(/,\s*(?=[\p{L}][\p{L} ]*[:=])/u))
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) {
    const pair = /^(.*?)\s*[:=–-]\s*(.+)$/u.exec(line);
    const label = (pair ? pair[1] : line.replace(/[\d.,%৳$₹€£]+.*$/u, "")) ?? "";
    const valueText = pair ? (pair[2] ?? "") : line;
    const amount = parseAmount(valueText);
    if (!amount || label.trim() === "") {
      notes.push(line);
      continue;
    }
    const metric: Metric = { label: label.trim(), amount, percent: /%/u.test(valueText) };
    const key = classify(label, amount.currency !== "");
    if (key && !metrics.some((known) => known.key === key)) metric.key = key;
    metrics.push(metric);
  }
  return { metrics, notes };
}

type Derived = { key: MetricKey | "aov"; name: string; value: string; working: string };

const analyticsReport: Template = (brief, random) => {
  const period = brief.text(["report_period", "title"], "This period's");
  const goal = brief.text(GOAL, "");
  const raw = brief.block(["metrics_prompt", "prompt", "keywords"], "");
  const { metrics, notes } = parseMetrics(raw);
  const byKey = new Map(
    metrics.flatMap((metric) => (metric.key ? [[metric.key, metric] as const] : [])),
  );
  const value = (key: MetricKey) => byKey.get(key)?.amount.value;
  const currency =
    byKey.get("spend")?.amount.currency || byKey.get("revenue")?.amount.currency || "";
  const money = (amount: number) => formatMoney(amount, currency);
  const spend = value("spend");
  const impressions = value("impressions");
  const reach = value("reach");
  const clicks = value("clicks");
  const conversions = value("conversions");
  const revenue = value("revenue");
  const derived: Derived[] = [];
  const add = (
    key: MetricKey | "aov",
    name: string,
    numerator: number | undefined,
    denominator: number | undefined,
    show: (ratio: number) => string,
    formula: string,
    scale = 1,
  ) => {
    if (key !== "aov" && byKey.has(key)) return;
    if (numerator === undefined || denominator === undefined || denominator === 0) return;
    const ratio = (numerator / denominator) * scale;
    derived.push({
      key,
      name,
      value: show(ratio),
      working: `${name} = ${formula} = ${formatNumber(numerator)} ÷ ${formatNumber(denominator)}${scale !== 1 ? ` × ${formatNumber(scale)}` : ""} = ${show(ratio)}`,
    });
  };
  add("ctr", "CTR", clicks, impressions, formatPercent, "clicks ÷ impressions");
  add("cpc", "CPC", spend, clicks, money, "spend ÷ clicks");
  add("cpm", "CPM", spend, impressions, money, "spend ÷ impressions × 1,000", 1000);
  add(
    "conversionRate",
    "Conversion rate",
    conversions,
    clicks,
    formatPercent,
    "conversions ÷ clicks",
  );
  add("cpa", "Cost per result", spend, conversions, money, "spend ÷ conversions");
  add("roas", "ROAS", revenue, spend, (ratio) => formatNumber(ratio), "revenue ÷ spend");
  add("aov", "Average order value", revenue, conversions, money, "revenue ÷ conversions");
  add(
    "frequency",
    "Frequency",
    impressions,
    reach,
    (ratio) => formatNumber(ratio),
    "impressions ÷ reach",
  );

  const title = `# ${sentenceCase(period)} performance report`;
  if (metrics.length === 0)
    return blocks(
      title,
      "No numbers could be read from the metrics you pasted, so there is nothing to report yet. Paste one metric per line, as “name: number”, for example:",
      [
        "```",
        "Spend: ৳25,000",
        "Impressions: 180,000",
        "Clicks: 3,600",
        "Purchases: 90",
        "Revenue: ৳126,000",
        "```",
      ].join("\n"),
      "Any of these helps: spend, impressions, reach, clicks, conversions (purchases, leads or sign-ups) and revenue.",
    );

  const roasValue = value("roas") ?? (revenue !== undefined && spend ? revenue / spend : undefined);
  const conversionRate =
    value("conversionRate") !== undefined
      ? (value("conversionRate") ?? 0) / 100
      : conversions !== undefined && clicks
        ? conversions / clicks
        : undefined;
  const conversionLabel = (byKey.get("conversions")?.label ?? "conversions").toLowerCase();
  const summary: string[] = [];
  if (spend !== undefined && conversions !== undefined && conversions > 0)
    summary.push(
      `${money(spend)} spent for ${formatNumber(conversions)} ${conversionLabel}: ${money(spend / conversions)} per result.`,
    );
  else if (spend !== undefined) summary.push(`${money(spend)} spent in ${lowerFirst(period)}.`);
  if (roasValue !== undefined)
    summary.push(
      `ROAS ${formatNumber(roasValue)}: each ${money(1)} of ad spend brought back ${money(roasValue)} in revenue.`,
    );
  if (clicks !== undefined && impressions)
    summary.push(
      `${formatPercent(clicks / impressions)} of impressions became clicks${conversionRate !== undefined ? `, and ${formatPercent(conversionRate)} of clicks became ${conversionLabel}` : ""}.`,
    );
  const target = goal ? parseAmount(goal) : undefined;
  const intent = goalIntent(goal);
  if (target && target.value > 0) {
    const reached = target.currency
      ? revenue
      : intent === "sales" || intent === "leads"
        ? conversions
        : undefined;
    if (reached !== undefined)
      summary.push(
        `Goal progress: ${target.currency ? money(reached) : formatNumber(reached)} of the ${target.currency ? money(target.value) : formatNumber(target.value)} in the goal (${formatPercent(reached / target.value)}).`,
      );
  }
  if (summary.length === 0)
    summary.push(
      `You shared ${metrics.length} numbers for ${lowerFirst(period)}; they are listed below.`,
    );

  const working: string[] = [];
  const attention: string[] = [];
  if (roasValue !== undefined) {
    if (roasValue >= 1) working.push(`Revenue covered ad spend: ROAS ${formatNumber(roasValue)}.`);
    else
      attention.push(
        `Revenue did not cover ad spend: ROAS ${formatNumber(roasValue)}. Check your margins before spending more.`,
      );
  }
  if (conversionRate !== undefined && conversionRate < 1)
    attention.push(
      `${formatPercent(1 - conversionRate)} of people who clicked did not convert: check the page they land on (speed, price clarity, the steps to buy).`,
    );
  const frequency =
    value("frequency") ?? (impressions !== undefined && reach ? impressions / reach : undefined);
  if (frequency !== undefined && frequency >= 3)
    attention.push(
      `Frequency ${formatNumber(frequency)}: the same people saw the ads about ${formatNumber(Math.round(frequency))} times; watch for fatigue and refresh the creative if results drop.`,
    );
  if (working.length === 0)
    working.push(
      "Nothing stands out as a clear win from these numbers alone; add last period's numbers to compare.",
    );
  if (attention.length === 0)
    attention.push("No warning signs in the numbers given; compare with last period to be sure.");

  const recommendations = random
    .shuffle([
      "Break the numbers down by ad and by audience, then move budget toward the lowest cost per result.",
      "Test one new creative against your current best ad to lift the click-through rate.",
      "Set a maximum cost per result from your margins: what one order earns you after costs is the most a result can cost.",
      "Retarget people who clicked but didn't convert with a reminder that answers their likely doubt (price, delivery or fit).",
      "Fix one step after the click this month (page speed, fewer form fields or clearer delivery costs) and measure the change.",
    ])
    .slice(0, 3);
  if (goal)
    recommendations.unshift(
      `Track ${goalMetric(goal, kit.copy)} weekly against the goal: ${goal}.`,
    );

  const core: MetricKey[] = ["spend", "impressions", "reach", "clicks", "conversions", "revenue"];
  const missing = core
    .filter((key) => !byKey.has(key))
    .map((key) => METRIC_NAMES[key].toLowerCase());
  return blocks(
    title,
    goal && `Goal: ${goal}.`,
    "## Summary",
    bullets(summary),
    "## Key numbers",
    table(
      ["Metric", "Value", "Given or calculated"],
      [
        ...metrics.map((metric) => [
          metric.key ? METRIC_NAMES[metric.key] : sentenceCase(metric.label),
          metric.percent
            ? `${formatNumber(metric.amount.value)}%`
            : metric.amount.currency
              ? formatMoney(metric.amount.value, metric.amount.currency)
              : formatNumber(metric.amount.value),
          "Given",
        ]),
        ...derived.map((item) => [item.name, item.value, "Calculated"]),
      ],
    ),
    "## Calculations",
    derived.length > 0
      ? bullets(derived.map((item) => item.working))
      : "Nothing to calculate: the derived metrics need pairs such as clicks and impressions, or spend and conversions.",
    notes.length > 0 && `Also noted (no number found): ${notes.join("; ")}.`,
    "## What's working",
    bullets(working),
    "## What needs attention",
    bullets(attention),
    "## Recommendations",
    numbered(recommendations),
    "## Data to add next time",
    bullets([
      ...(missing.length > 0 ? [`Missing this time: ${missing.join(", ")}.`] : []),
      "The same numbers for the previous period, so the report can show trends.",
      "Results per ad and per audience, to see what drives the totals.",
    ]),
  );
};

type Signal = {
  kind: "payment" | "renewal" | "opportunity" | "risk" | "silent" | "meeting" | "positive";
  fact: string;
  detail?: string;
};

const SIGNALS: readonly [Signal["kind"], RegExp][] = [
  ["payment", /overdue|unpaid|invoice|payment|owes|outstanding/iu],
  ["renewal", /renew|contract|expir|retainer ends/iu],
  ["silent", /no reply|not respond|no response|silent|ghost|hasn't replied|haven't heard/iu],
  [
    "risk",
    /complain|unhappy|frustrat|angry|disappoint|issue|problem|delay|late\b|not happy|too slow/iu,
  ],
  [
    "opportunity",
    /asked about|interested in|wants? to|requested|enquir|inquir|considering|exploring/iu,
  ],
  ["meeting", /meeting|\bcall\b|catch-up|review on|scheduled/iu],
  ["positive", /happy|pleased|great results|praised|\blove|thrilled|good results|referred/iu],
];

const crmSummary: Template = (brief, random) => {
  const client = brief.text(["client_name", "brand_name", "title"], "Client");
  const goal = brief.text(["client_goal", ...GOAL], "");
  const notes = brief.block(["notes_prompt", "prompt"], "");
  const facts = notes
    .split(/\n|;/u)
    .flatMap((part) => sentences(part))
    .map((fact) => fact.replace(/[.]+$/u, "").trim())
    .filter(Boolean);
  const signals: Signal[] = [];
  for (const fact of facts)
    for (const [kind, pattern] of SIGNALS)
      if (pattern.test(fact) && !(kind === "positive" && /not happy|unhappy/iu.test(fact))) {
        const detail =
          kind === "opportunity"
            ? /(?:asked about|interested in|wants? to|requested|considering|exploring)\s+([^,.;]+)/iu.exec(
                fact,
              )?.[1]
            : undefined;
        signals.push(detail ? { kind, fact, detail } : { kind, fact });
        break;
      }
  const has = (kind: Signal["kind"]) => signals.filter((signal) => signal.kind === kind);
  const overdue = has("payment").some((signal) =>
    /overdue|unpaid|outstanding|owes/iu.test(signal.fact),
  );
  const risky = has("risk").length > 0 || has("silent").length > 0 || overdue;
  const open = signals.filter((signal) => signal.kind !== "positive");
  const health = risky ? "At risk" : open.length > 0 ? "Needs attention" : "On track";
  const reason = risky
    ? [...has("risk"), ...has("silent"), ...has("payment")][0]?.fact
    : (open[0]?.fact ?? has("positive")[0]?.fact);
  const actions: string[][] = [];
  for (const signal of open) {
    const row = {
      payment: ["Send a friendly payment reminder with the invoice attached", "Today"],
      renewal: ["Prepare a renewal proposal that shows results against the goal", "This week"],
      silent: ["Follow up with one short, specific question", "Today"],
      risk: ["Call to hear the concern and agree a fix with a date", "Today"],
      opportunity: [
        `Send a short proposal for ${signal.detail ?? "what they asked about"}`,
        "This week",
      ],
      meeting: ["Send an agenda and the numbers you'll discuss", "Before the meeting"],
      positive: ["", ""],
    }[signal.kind];
    actions.push([row[0] ?? "", `“${signal.fact}”`, row[1] ?? ""]);
  }
  if (goal)
    actions.push([
      `Share progress toward the goal: ${lowerFirst(goal)}`,
      "Keeps the relationship focused on results",
      "This week",
    ]);
  if (has("positive").length > 0)
    actions.push([
      "Ask for a testimonial or a referral",
      `“${has("positive")[0]?.fact ?? ""}”`,
      "Next check-in",
    ]);
  const unknowns = [
    !/budget|retainer|৳|\$|₹|spend|fee|\d+\s*k\b/iu.test(notes) && "monthly budget or fee",
    !/renew|contract|until|ends?\b|expir/iu.test(notes) && "contract end or renewal date",
    !/result|roas|sales|orders|leads|%|kpi|target/iu.test(notes) &&
      "latest results against the goal",
    !/\b(mr|ms|mrs|manager|owner|ceo|founder|director|head|contact)\b/iu.test(notes) &&
      "main contact's name and role",
  ].filter((item): item is string => typeof item === "string");
  const opportunity = has("opportunity")[0];
  const payment = has("payment")[0];
  const risk = has("risk")[0] ?? has("silent")[0];
  const emailLines = [
    "Hi [Name],",
    goal
      ? `A quick update on your goal, “${goal}”: [one line on the latest result].`
      : "A quick update from our side: [one line on the latest result].",
    risk &&
      `About your concern (“${risk.fact}”): I'd like to put that right. Could we talk for 15 minutes this week?`,
    opportunity &&
      `You mentioned ${opportunity.detail ?? "a new idea"}; I'll send a short proposal by [day].`,
    payment &&
      `A small admin note (“${payment.fact}”): could you check it with your accounts team?`,
    random.pick(["Thanks as always,", "Best,", "Speak soon,"]) + "  \n[Your name]",
  ].filter((line): line is string => typeof line === "string");
  const whatsapp = truncate(
    `Hi [Name], ${random.pick(["quick follow-up", "a short update", "checking in"])}${goal ? ` on “${goal}”` : ""}. ${opportunity ? `I'll send the ${opportunity.detail ?? "proposal"} details shortly. ` : ""}${random.pick(["Are you free for a 15-minute call this week?", "Could we find 15 minutes this week to talk?", "When suits you for a 15-minute call this week?"])}`,
    300,
  );
  return blocks(
    `# ${client}`,
    "## Summary",
    goal && `**Goal:** ${goal}.`,
    facts.length > 0
      ? bullets(facts.map((fact) => `${sentenceCase(fact)}.`))
      : "No notes were given. Add what you know (last contact, results, open questions, invoices) for a useful summary.",
    "## Health",
    `**${health}**${reason ? `: “${reason}”.` : "."}`,
    "## Open items",
    open.length > 0
      ? bullets(open.map((signal) => `${sentenceCase(signal.kind)}: ${signal.fact}.`))
      : "None found in the notes.",
    "## Next actions",
    actions.length > 0
      ? table(["Action", "Why", "When"], actions)
      : "No actions found in the notes. Schedule a check-in to review progress.",
    "## Follow-up email",
    `**Subject:** ${random.pick([`${client}: next steps`, `Next steps for ${client}`, `${client}: quick update and next steps`])}${goal ? ` on “${truncate(goal, 40)}”` : ""}`,
    emailLines.join("\n\n"),
    "## WhatsApp message",
    counted(whatsapp, kit.text),
    unknowns.length > 0 && "## Not in your notes",
    unknowns.length > 0 && `Worth finding out: ${unknowns.join(", ")}.`,
  );
};

/** Words that mean "no other costs". */
const NOTHING = /^(none|no|nil|nothing|zero|n\/?a|-|—|0)$/iu;

type Reading = { amount?: Amount; problem?: string };

function readMoney(label: string, text: string, allowNothing: boolean): Reading {
  if (allowNothing && NOTHING.test(text.trim())) return { amount: { value: 0, currency: "" } };
  if (text.trim() === "")
    return { problem: `**${label}** is empty. Enter a number, for example “25000” or “৳25,000”.` };
  const amount = parseAmount(text);
  if (!amount)
    return {
      problem: `**${label}**: no number could be read from “${text}”. Enter it as a number, for example “25000”, “৳25,000” or “2.5 lakh”.`,
    };
  if (amount.value < 0)
    return {
      problem: `**${label}** is negative (“${text}”). Enter the amount without a minus sign.`,
    };
  return { amount };
}

const roiTracker: Template = (brief, random) => {
  const campaign = brief.text(["campaign_name", "title"], "Campaign");
  const spendText = brief.text(["ad_spend", "spend"], "");
  const revenueText = brief.text(["revenue"], "");
  const otherText = brief.text(["other_costs"], "0");
  const spendReading = readMoney("Ad Spend", spendText, false);
  const revenueReading = readMoney("Revenue", revenueText, false);
  const otherReading = readMoney("Other Costs", otherText, true);
  const problems = [spendReading, revenueReading, otherReading].flatMap((reading) =>
    reading.problem ? [reading.problem] : [],
  );
  const spend = spendReading.amount;
  const revenue = revenueReading.amount;
  const other = otherReading.amount;
  if (spend && spend.value === 0)
    problems.push(
      "**Ad Spend** is 0, so ROAS (revenue ÷ ad spend) cannot be calculated. Enter the amount spent on ads.",
    );
  const currencies = [
    ...new Set([spend, revenue, other].map((amount) => amount?.currency ?? "").filter(Boolean)),
  ];
  if (currencies.length > 1)
    problems.push(
      `The amounts use different currencies (${currencies.join(", ")}). Convert them to one currency first.`,
    );
  const title = `# ROI report: ${campaign}`;
  if (problems.length > 0 || !spend || !revenue || !other)
    return blocks(
      title,
      "Nothing was calculated, because a number is missing or unclear. This tool never guesses figures.",
      "## What I need",
      bullets(problems),
    );
  const currency = currencies[0] ?? "";
  const money = (value: number) => formatMoney(value, currency);
  const totalCost = spend.value + other.value;
  const profit = revenue.value - totalCost;
  const roi = totalCost === 0 ? undefined : profit / totalCost;
  const roas = revenue.value / spend.value;
  const breakEven = totalCost / spend.value;
  const readings = [
    ["Ad Spend", spendText, spend],
    ["Revenue", revenueText, revenue],
    ["Other Costs", otherText, other],
  ] as const;
  const interpreted = readings
    .filter(([, text, amount]) => amount.unit || /\p{L}/u.test(text))
    .map(([label, text, amount]) => `${label} “${text}” read as ${money(amount.value)}.`);
  const outcome =
    profit > 0
      ? random.pick([
          `The campaign made a profit of ${money(profit)} after all costs you entered.`,
          `After every cost you entered, the campaign is ${money(profit)} in profit.`,
        ])
      : profit === 0
        ? "The campaign broke even: revenue exactly covered the costs you entered."
        : random.pick([
            `The campaign lost ${money(-profit)} after all costs you entered.`,
            `After every cost you entered, the campaign is ${money(-profit)} short.`,
          ]);
  const next =
    profit > 0
      ? [
          `Scale gradually: raise the budget by about a fifth at a time and check that ROAS stays above the break-even ${formatNumber(breakEven)}.`,
          "Find which ads and audiences produced most of the revenue and move budget toward them.",
          `Keep this campaign's figures as your benchmark: ROI ${roi === undefined ? "n/a" : formatPercent(roi)}, ROAS ${formatNumber(roas)}.`,
        ]
      : [
          "Don't add budget yet: find the ads or audiences that lost the most and pause them.",
          `To break even you need ROAS of at least ${formatNumber(breakEven)}: raise revenue per order (bundles, upsells) or lower costs.`,
          "Check the step after the click (landing page, checkout, reply speed) before testing new ads.",
        ];
  return blocks(
    title,
    "## Results",
    table(
      ["Metric", "Value"],
      [
        ["Ad spend", money(spend.value)],
        ["Other costs", money(other.value)],
        ["Total cost", money(totalCost)],
        ["Revenue", money(revenue.value)],
        ["Profit", money(profit)],
        ["ROI", roi === undefined ? "n/a (no costs)" : formatPercent(roi)],
        ["ROAS", formatNumber(roas)],
        ["Break-even ROAS", formatNumber(breakEven)],
      ],
    ),
    "## How it was calculated",
    bullets([
      `Total cost = ad spend + other costs = ${money(spend.value)} + ${money(other.value)} = ${money(totalCost)}`,
      `Profit = revenue − total cost = ${money(revenue.value)} − ${money(totalCost)} = ${money(profit)}`,
      roi === undefined
        ? "ROI = profit ÷ total cost × 100: not defined, because total cost is 0"
        : `ROI = profit ÷ total cost × 100 = ${money(profit)} ÷ ${money(totalCost)} × 100 = ${formatPercent(roi)}`,
      `ROAS = revenue ÷ ad spend = ${money(revenue.value)} ÷ ${money(spend.value)} = ${formatNumber(roas)}`,
      `Break-even ROAS = total cost ÷ ad spend = ${money(totalCost)} ÷ ${money(spend.value)} = ${formatNumber(breakEven)}`,
    ]),
    interpreted.length > 0 && `How the inputs were read: ${interpreted.join(" ")}`,
    "## What it means",
    `${outcome} ${random.pick([
      `Each ${money(1)} of ad spend brought back ${money(roas)} in revenue; to cover all costs it needed to bring back ${money(breakEven)}.`,
      `In plain words: every ${money(1)} put into ads returned ${money(roas)} in sales, and the break-even point was ${money(breakEven)}.`,
    ])}`,
    "## What to do next",
    bullets(random.shuffle(next)),
  );
};

export const reportTemplates = {
  "analytics-report-generator": analyticsReport,
  "client-crm-dashboard": crmSummary,
  "client-roi-tracker": roiTracker,
} satisfies Record<string, Template>;
