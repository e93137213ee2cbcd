import { AUDIENCE, GOAL, PRODUCT } from "./kit/brief.ts";
import {
  goalIntent,
  goalMetric,
  isSoftware,
  productParts,
  type GoalIntent,
  type ProductParts,
  type Template,
} from "./kit/copy-kit.ts";
import { formatMoney, parseAmount, parseDays } from "./kit/numbers.ts";
import {
  agree,
  audienceCore,
  blocks,
  bullets,
  lowerFirst,
  numbered,
  phraseCut,
  sentenceCase,
  splitList,
  table,
  truncate,
} from "./kit/text-kit.ts";
import { kitPhrases } from "./kit/kit-phrases.ts";

const kit = kitPhrases.en;

/** Marketing Strategy tools: boosting, audiences, keywords and campaign concepts. */

/** Places in Bangladesh the templates recognise, to offer local channels and moments. */
const BANGLADESH =
  /bangla|bangladesh|dhaka|chattogram|chittagong|sylhet|khulna|rajshahi|barishal|rangpur|mymensingh|comilla|cumilla|gazipur|narayanganj|\bbd\b/iu;

const BOOST_GOALS: Readonly<Record<GoalIntent, { objective: string; boostGoal: string }>> = {
  sales: {
    objective: "Sales",
    boostGoal:
      "“Get more website visitors”, or “Get more messages” if people order by inbox. For purchase-optimised delivery, run a Sales campaign in Ads Manager instead of a boost.",
  },
  retention: {
    objective: "Sales to past customers",
    boostGoal:
      "“Get more messages” or “Get more website visitors”, shown to a custom audience of past customers.",
  },
  leads: {
    objective: "Leads",
    boostGoal: "“Get more leads” (an instant form) or “Get more messages”.",
  },
  messages: { objective: "Messages", boostGoal: "“Get more messages”." },
  traffic: { objective: "Traffic", boostGoal: "“Get more website visitors”." },
  engagement: { objective: "Engagement", boostGoal: "“Get more engagement”." },
  awareness: {
    objective: "Awareness",
    boostGoal: "“Get more engagement” or “Automatic”, with a reach-focused audience.",
  },
  other: {
    objective: "Engagement",
    boostGoal: "“Automatic”, then read the results after the test.",
  },
};

/** `percent` is a whole number so the split adds up exactly. */
type Phase = { name: string; percent: number; purpose: string };

/** Shares of the budget per phase: awareness spends more on scale, sales more on retargeting. */
function boostPhases(intent: GoalIntent): Phase[] {
  const retarget = intent === "awareness" ? 10 : intent === "engagement" ? 15 : 20;
  const test = intent === "awareness" ? 20 : 30;
  return [
    {
      name: "Test",
      percent: test,
      purpose: "2–3 posts with the same audience; find the cheapest result",
    },
    {
      name: "Scale",
      percent: 100 - test - retarget,
      purpose: "Only the winning post, budget raised gradually",
    },
    { name: "Retarget", percent: retarget, purpose: "People who engaged, messaged or visited" },
  ];
}

/** Splits an amount by whole percentages into whole units that add up exactly (the last takes the rest). */
function splitAmount(total: number, percents: readonly number[]): number[] {
  const amounts = percents.map((percent) => Math.floor((total * percent) / 100));
  const assigned = amounts.slice(0, -1).reduce((sum, value) => sum + value, 0);
  amounts[amounts.length - 1] = total - assigned;
  return amounts;
}

const boostPlanner: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "your product");
  const parts = productParts(product);
  const goal = brief.text(GOAL, "more sales");
  const budgetText = brief.text(["total_budget", "campaign_budget", "budget"], "");
  const audience = brief.text(AUDIENCE, "your customers");
  const core = lowerFirst(audienceCore(audience));
  const intent = goalIntent(goal);
  const amount = parseAmount(budgetText);
  const statedDays = parseDays(budgetText);
  const days = statedDays ?? 7;
  const phases = boostPhases(intent);
  const testDays = days <= 2 ? 1 : Math.max(1, Math.round(days * 0.3));
  const scaleDays = Math.max(1, days - testDays);
  const phaseDays = [testDays, scaleDays, scaleDays];
  const phaseWhen = [
    days <= 2 ? "Day 1" : `Days 1–${testDays}`,
    days <= 2 ? `Day ${Math.min(days, 2)}` : `Days ${testDays + 1}–${days}`,
    days <= 2 ? `Day ${Math.min(days, 2)}` : `Days ${testDays + 1}–${days}`,
  ];
  const total = amount && amount.value > 0 ? Math.round(amount.value) : undefined;
  const amounts =
    total === undefined
      ? undefined
      : splitAmount(
          total,
          phases.map((phase) => phase.percent),
        );
  const money = (value: number) => formatMoney(value, amount?.currency ?? "");
  const budgetRows = phases.map((phase, index) => {
    const phaseAmount = amounts?.[index];
    const perDay = phaseAmount === undefined ? undefined : phaseAmount / (phaseDays[index] ?? 1);
    return [
      phase.name,
      phaseWhen[index] ?? "",
      `${phase.percent}%`,
      phaseAmount === undefined ? "—" : money(phaseAmount),
      perDay === undefined ? "—" : money(Math.round(perDay)),
      phase.purpose,
    ];
  });
  const arithmetic =
    amounts && total !== undefined
      ? phases.map((phase, index) => {
          const phaseAmount = amounts[index] ?? 0;
          const length = phaseDays[index] ?? 1;
          return `${phase.name}: ${money(total)} × ${phase.percent}% = ${money(phaseAmount)}; ${money(phaseAmount)} ÷ ${length} ${length === 1 ? "day" : "days"} ≈ ${money(Math.round(phaseAmount / length))} a day`;
        })
      : [];
  const { objective, boostGoal } = BOOST_GOALS[intent];
  const ideas = random.sample(
    [
      `A 15–30 second reel of ${product} in use, with the benefit as on-screen text.`,
      `A carousel: three reasons ${core} choose ${parts.short}, one per slide.`,
      "A real customer photo or review, shared with their permission.",
      `Behind the scenes: how ${parts.short} is made, packed or delivered.`,
      "A clear offer post (price, what's included, how to order), only if the offer is real.",
      `A short “how to choose” post that ends with ${parts.short} as the answer.`,
    ],
    3,
  );
  return blocks(
    `## Objective: ${objective}`,
    `Goal: ${goal}. When you press Boost, choose ${boostGoal}`,
    `Measure it with: ${goalMetric(goal, kit.copy)}.`,
    "## Posts to boost",
    "Boost posts that already work organically; a boost amplifies a good post, it doesn't fix a weak one. Pick posts that:",
    bullets([
      "beat your own average engagement rate over the last 30 days (reactions, comments, shares and saves ÷ reach);",
      "earn saves, shares and questions, not only likes: those show buying intent;",
      `show ${parts.short} clearly and give one next step (link, “Send message” or the price);`,
      "are recent and still true: price, stock and any offer;",
      `fit the goal: ${lowerFirst(goal)}.`,
    ]),
    "No post qualifies yet? Publish one of these first and boost the best after 2–3 days:",
    numbered(ideas),
    "## Audiences",
    table(
      ["Audience", "Who", "Why"],
      [
        [
          "Core",
          sentenceCase(audience),
          "Locations, ages and interests that describe them; start broad and let delivery learn.",
        ],
        [
          "Warm",
          "People who engaged with your Page or profile in the last 30–90 days",
          "They already know you, so results usually cost less.",
        ],
        [
          "Lookalike",
          "1% lookalike of your customers or engagers (Ads Manager)",
          "Finds new people who resemble your best customers.",
        ],
        [
          "Retarget",
          "Website visitors (needs the Meta Pixel) or people who messaged you",
          "Reminds people who showed interest but didn't act.",
        ],
      ],
    ),
    "## Budget plan",
    total === undefined
      ? `No budget amount could be read from “${budgetText || "(empty)"}”. Add it as a number, for example “৳10,000 for 7 days”, and the amounts below will be calculated.`
      : `Total budget: ${money(total)} over ${days} ${days === 1 ? "day" : "days"}${statedDays === undefined ? " (no duration given, so this plan assumes 7 days)" : ""}.`,
    table(["Phase", "When", "Share", "Amount", "Per day", "Purpose"], budgetRows),
    arithmetic.length > 0 && bullets(arithmetic),
    "## Rules to scale or stop",
    bullets([
      `After the test, keep the post with the lowest cost per result, judged on ${goalMetric(goal, kit.copy)}, and pause the others.`,
      "Raise the winner's daily budget by about a fifth every two to three days rather than doubling it overnight, so delivery stays stable.",
      "Pause a post whose cost per result stays at more than twice your best post's after it has spent a full day's budget.",
      "When the same people keep seeing it and results drop week on week, refresh the creative.",
    ]),
    "## Checklist before you boost",
    bullets([
      "Page details, prices and delivery information are up to date.",
      "Someone can reply to messages and comments quickly while the boost runs.",
      "Links carry UTM tags so you can see the results in your analytics.",
      "The Meta Pixel (or the Conversions API) is installed if you send people to a website.",
      "A spending limit is set on the ad account.",
    ]),
  );
};

type SegmentContext = { parts: ProductParts; market: string; local: boolean; description: string };

type Segment = {
  name: string;
  who: string;
  wants: string;
  pains: string;
  objection: string;
  answer: string;
  triggers: string;
  hook: string;
  channels: string;
  targeting: string;
};

const localMoments = (context: SegmentContext) =>
  context.local
    ? "Eid, Pohela Boishakh, payday at the start of the month"
    : "holidays, seasonal sales and payday";

const CONSUMER_SEGMENTS: readonly ((context: SegmentContext) => Segment)[] = [
  (context) => ({
    name: "The Value Seeker",
    who: `Price-aware shoppers in ${context.market} who compare several options before buying.`,
    wants: "Good quality for the money, a clear total price and no surprises at delivery.",
    pains: "Products that didn't match the photos; hidden delivery charges.",
    objection: "“Is it worth the price?”",
    answer: `Show exactly what comes with ${context.parts.short}, the full price with delivery, and your real return terms.`,
    triggers: `Sales and ${localMoments(context)}.`,
    hook: `Everything you get with ${context.parts.short}, at one clear price.`,
    channels: context.local
      ? "Facebook pages and groups, Daraz and other marketplaces, Google Search."
      : "Marketplaces, deal and comparison sites, Google Search.",
    targeting:
      "Meta: interests in online shopping and the category; Google: searches containing “price” and “buy”.",
  }),
  (context) => ({
    name: "The Quality-First Buyer",
    who: `People in ${context.market} who buy less often but expect things to last.`,
    wants: "Proof of quality: materials, how it's made, how long it lasts.",
    pains: "Cheap items that wore out fast; vague product pages.",
    objection: "“How do I know the quality is really there?”",
    answer:
      "Close-up photos, honest specifications and real reviews; a clear warranty or return policy if you have one.",
    triggers: "Replacing something that just broke; a special occasion.",
    hook: `Made to last: a closer look at ${context.parts.short}.`,
    channels: "Instagram, YouTube reviews, Google Search for “best …” and “review”.",
    targeting:
      "Meta: engaged shoppers and premium-brand interests; Google: “best” and “review” searches.",
  }),
  (context) => ({
    name: "The Gift Giver",
    who: `People in ${context.market} buying ${lowerFirst(context.parts.noun)} for someone else.`,
    wants: "Something that looks thoughtful, arrives on time and is easy to give.",
    pains: "Late deliveries before an occasion; not knowing the right size or style.",
    objection: "“Will it arrive in time, and can it be exchanged?”",
    answer:
      "State delivery times and the last order date before each occasion, and your exchange policy.",
    triggers: `Birthdays, weddings and ${localMoments(context)}.`,
    hook: `A gift they'll actually use: ${context.parts.short}.`,
    channels:
      "Facebook and Instagram in the two weeks before occasions, Google Search for “gift for …”.",
    targeting:
      "Meta: people with upcoming birthdays or anniversaries of friends; gift-related interests.",
  }),
  (context) => ({
    name: "The Conscious Shopper",
    who: `Shoppers in ${context.market} who care how things are made and what happens to them after.`,
    wants: "Honest information about materials, sourcing and packaging.",
    pains: "Greenwashing: big claims with nothing behind them.",
    objection: "“Is it really better, or just marketing?”",
    answer: "Be specific and modest: say what is recycled or natural and what isn't yet.",
    triggers:
      "Environmental news, a personal decision to buy better, Earth Day and World Environment Day.",
    hook: `What ${context.parts.short} is made of, and why.`,
    channels: "Instagram, community groups on sustainability, YouTube.",
    targeting: "Meta: interests in sustainability, recycling, organic products.",
  }),
  (context) => ({
    name: "The Busy Professional",
    who: `Working people in ${context.market} with little time and steady income.`,
    wants: "Fast, reliable ordering and something that fits into a full day.",
    pains: "Slow replies, complicated checkout, wasted weekends returning things.",
    objection: "“I don't have time to compare. Why this one?”",
    answer:
      "One clear reason to choose it, delivery in a stated time, and ordering in under a minute.",
    triggers: "Start of the month, a new job or routine, the weekend before a busy week.",
    hook: `No time to compare? Here's why ${context.parts.short} makes it simple.`,
    channels:
      "Instagram and Facebook in the evening, LinkedIn for work-related products, Google Search.",
    targeting:
      "Meta: job titles or employers by industry, engaged shoppers; evenings and weekends.",
  }),
  (context) => ({
    name: "The Student on a Budget",
    who: `Students and young people in ${context.market} who spend carefully and follow trends.`,
    wants: "Something that looks good, is shareable and is affordable.",
    pains: "Tight budgets; fear of paying more than friends did.",
    objection: "“Can I get it cheaper somewhere else?”",
    answer: "Be upfront about price; offer a student or bundle deal only if you really have one.",
    triggers: "Start of term, exams over, festivals and friends' recommendations.",
    hook: `${context.parts.short}: the one your friends will ask about.`,
    channels: "TikTok, Instagram Reels, YouTube Shorts, campus and student groups.",
    targeting: "Meta/TikTok: ages 18–24 in your delivery area, interests in the category.",
  }),
];

const BUSINESS_SEGMENTS: readonly ((context: SegmentContext) => Segment)[] = [
  (context) => ({
    name: "The Overloaded Owner",
    who: `Small business owners in ${context.market} who run sales, marketing and operations themselves.`,
    wants: "Save hours every week without hiring or learning something complex.",
    pains: "Too many tools, not enough time, unclear results from marketing spend.",
    objection: "“I don't have time to set up another tool.”",
    answer: `Show setup in minutes and the first useful result from ${context.parts.short} on day one.`,
    triggers: "A busy season coming, a staff member leaving, a month with poor results.",
    hook: `Get your evenings back: ${context.parts.short} takes the busywork off your plate.`,
    channels: "Facebook groups for business owners, LinkedIn, YouTube tutorials, Google Search.",
    targeting: "Meta: small business owners, Page admins; LinkedIn: company size 1–50.",
  }),
  (context) => ({
    name: "The Growth-Focused Marketer",
    who: `Marketing managers and executives in ${context.market} with targets to hit.`,
    wants: "Better results they can show their boss, faster.",
    pains: "Reporting takes too long; ideas run dry; tools don't talk to each other.",
    objection: "“Will this really move my numbers?”",
    answer: "Offer a trial or demo on their own data, and show how results are measured.",
    triggers: "Quarterly planning, a new target, a campaign that underperformed.",
    hook: `Hit this quarter's target with less busywork: ${context.parts.short}.`,
    channels: "LinkedIn, marketing newsletters and communities, webinars, Google Search.",
    targeting: "LinkedIn: job function Marketing; Meta: interests in digital marketing tools.",
  }),
  (context) => ({
    name: "The Careful Evaluator",
    who: `Finance, IT or operations leads in ${context.market} who approve purchases.`,
    wants: "Low risk: clear pricing, security, support and an easy exit.",
    pains: "Surprise costs, tools the team abandons, vendor lock-in.",
    objection: "“What does it really cost, and what if we stop?”",
    answer: "Publish total cost, contract terms and how data is exported or deleted.",
    triggers: "Budget season, a security review, a failed tool rollout.",
    hook: `Clear pricing, clear terms: ${context.parts.short}.`,
    channels: "LinkedIn, comparison and review sites, direct email, Google Search.",
    targeting: "LinkedIn: seniority Manager and above in Finance or IT.",
  }),
  (context) => ({
    name: "The Agency Partner",
    who: `Agencies and freelancers in ${context.market} serving several clients.`,
    wants: "Do more for each client without more staff; look good in front of clients.",
    pains: "Repetitive work per client, reporting, keeping several brands consistent.",
    objection: "“Can it handle several clients and brands?”",
    answer: "Show multi-client use and how work is shared or exported for clients.",
    triggers: "Winning a new client, a price increase from a current tool.",
    hook: `One tool, every client: ${context.parts.short} for agencies.`,
    channels: "LinkedIn, freelancer communities and Facebook groups, partner programmes.",
    targeting: "LinkedIn: agency owners and account managers; Meta: Page admins of agencies.",
  }),
];

const audienceFinder: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "your product");
  const description = brief.text(["product_description", "key_features", "key_benefit"], product);
  const market = brief.text(["market", "location", "target_audience"], "your market");
  const parts = productParts(product);
  const context: SegmentContext = {
    parts,
    market,
    local: BANGLADESH.test(`${market} ${description}`),
    description,
  };
  const business =
    isSoftware(`${product} ${description}`) ||
    /\b(b2b|business(es)?|companies|agenc(y|ies)|clients|teams|startups|sme)\b/iu.test(description);
  const pool = business ? BUSINESS_SEGMENTS : CONSUMER_SEGMENTS;
  const conscious = /eco|recycl|organic|sustainab|natural|jute|handmade/iu.test(
    `${product} ${description}`,
  );
  const chosen = business
    ? random.sample(pool, 3)
    : [
        ...(conscious ? [CONSUMER_SEGMENTS[3]] : []),
        ...random.sample(
          pool.filter((_, index) => !conscious || index !== 3),
          conscious ? 2 : 3,
        ),
      ];
  const segments = chosen
    .filter((build): build is (context: SegmentContext) => Segment => build !== undefined)
    .map((build) => build(context));
  return blocks(
    `## Audience hypotheses for ${product}`,
    `Based on: ${description}. Market: ${market}. These are starting hypotheses to test, not research findings.`,
    ...segments.map((segment, index) =>
      blocks(
        `## Segment ${index + 1}: ${segment.name}`,
        [
          `**Who they are:** ${segment.who}`,
          `**What they want:** ${segment.wants}`,
          `**Pains:** ${segment.pains}`,
          `**Objection:** ${segment.objection} **Answer:** ${segment.answer}`,
          `**Buying moments:** ${segment.triggers}`,
          `**Hook to test:** “${segment.hook}”`,
          `**Where to reach them:** ${segment.channels}`,
          `**Targeting:** ${segment.targeting}`,
        ].join("  \n"),
      ),
    ),
    "## Which segment first",
    `Start with **${segments[0]?.name ?? "Segment 1"}**: ${random.pick(["it matches what you described most directly, so your current product page and photos already speak to them.", "your inputs point most clearly to them, so you can test them with the content you already have.", "they are the closest fit to your description, which makes the first test the cheapest."])}`,
    context.local &&
      "For Bangladesh, say clearly how people can pay (cash on delivery, bKash or cards, whichever you offer) and how long delivery takes inside and outside Dhaka.",
    "## How to validate",
    numbered([
      "Run the same ad to two segments for 3–4 days with equal budgets and compare the cost per result.",
      "Ask your last 10 customers three questions: why they bought, what almost stopped them and where they first heard of you.",
      "Post each segment's hook as an organic post or story poll and compare saves, shares and messages.",
    ]),
  );
};

type KeywordRow = { keyword: string; angle: string; page: string };

const keywordResearch: Template = (brief, random) => {
  const seed = brief.text(["seed_keyword", "focus_keyword", "keywords", "topic"], "your product");
  const location = brief.text(["location", "market"], "");
  const audience = brief.text(AUDIENCE, "");
  const places = splitList(location).slice(0, 3);
  const place = places[0] ?? "";
  const who = audience ? phraseCut(audience, 24) || truncate(audience, 24) : "";
  const local = BANGLADESH.test(location);
  const pick = (rows: KeywordRow[], count: number) =>
    random.sample(
      rows.filter((row) => !/\s{2,}|\s$/u.test(row.keyword)),
      count,
    );
  const groups: { title: string; rows: KeywordRow[] }[] = [
    {
      title: "Informational",
      rows: pick(
        [
          { keyword: `what is ${seed}`, angle: "Plain-language explainer", page: "Blog post" },
          { keyword: `how to choose ${seed}`, angle: "Buyer's checklist", page: "Guide" },
          { keyword: `${seed} tips`, angle: "Quick tips list", page: "Blog post" },
          { keyword: `how to use ${seed}`, angle: "Step-by-step how-to", page: "Guide or video" },
          {
            keyword: `benefits of ${seed}`,
            angle: "Benefits with honest caveats",
            page: "Blog post",
          },
          { keyword: `${seed} for beginners`, angle: "Starter guide", page: "Guide" },
          ...(who
            ? [
                {
                  keyword: `${seed} for ${lowerFirst(who)}`,
                  angle: "Audience-specific guide",
                  page: "Blog post",
                },
              ]
            : []),
          {
            keyword: `${agree(seed, "is", "are")} ${seed} worth it`,
            angle: "Honest cost-per-use breakdown",
            page: "Blog post",
          },
        ],
        6,
      ),
    },
    {
      title: "Commercial investigation",
      rows: pick(
        [
          {
            keyword: `best ${seed}`,
            angle: "Comparison with clear criteria",
            page: "Comparison page",
          },
          { keyword: `${seed} review`, angle: "Real reviews and photos", page: "Review page" },
          {
            keyword: `${seed} price${place ? ` in ${place}` : ""}`,
            angle: "Transparent price guide",
            page: "Pricing or category page",
          },
          { keyword: `${seed} comparison`, angle: "Side-by-side table", page: "Comparison page" },
          {
            keyword: `affordable ${seed}`,
            angle: "Budget options explained",
            page: "Category page",
          },
          {
            keyword: `top ${seed} brands`,
            angle: "Brand overview (include yours honestly)",
            page: "Blog post",
          },
        ],
        5,
      ),
    },
    {
      title: "Transactional",
      rows: pick(
        [
          { keyword: `buy ${seed} online`, angle: "Fast path to checkout", page: "Product page" },
          { keyword: `${seed} online shop`, angle: "Range with filters", page: "Category page" },
          { keyword: `order ${seed}`, angle: "How to order, delivery times", page: "Product page" },
          { keyword: `${seed} offer`, angle: "Current real offers only", page: "Offer page" },
          {
            keyword: `${seed} discount`,
            angle: "Discount terms, if you have any",
            page: "Offer page",
          },
          ...(local
            ? [
                {
                  keyword: `${seed} cash on delivery`,
                  angle: "Payment and delivery options",
                  page: "Product page",
                },
              ]
            : []),
        ],
        5,
      ),
    },
  ];
  if (places.length > 0)
    groups.push({
      title: "Local",
      rows: [
        { keyword: `${seed} near me`, angle: "Store or delivery-area page", page: "Location page" },
        ...places.map((name) => ({
          keyword: `${seed} in ${name}`,
          angle: `Delivery and stock in ${name}`,
          page: "Location page",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `${seed} shop ${name}`,
          angle: "Where to buy locally",
          page: "Location page",
        })),
      ],
    });
  const all = groups.flatMap((group) => group.rows);
  const quickWins = [...all]
    .sort((a, b) => b.keyword.split(" ").length - a.keyword.split(" ").length)
    .slice(0, 5);
  return blocks(
    `## Keyword ideas for “${seed}”${place ? ` in ${location}` : ""}`,
    "This writer has no search data: there are no volumes, difficulty or CPC figures here. Check them in Google Keyword Planner, Search Console or Google Trends before you write.",
    ...groups.map((group) =>
      blocks(
        `## ${group.title}`,
        table(
          ["Keyword", "Content angle", "Page type"],
          group.rows.map((row) => [row.keyword, row.angle, row.page]),
        ),
      ),
    ),
    "## Quick wins",
    numbered(
      quickWins.map(
        (row) =>
          `**${row.keyword}**: longer, specific searches usually face less competition and show clearer intent.`,
      ),
    ),
    "## Content clusters",
    bullets([
      `**Pillar page:** “${sentenceCase(seed)}: the complete guide”, linking to every page below.`,
      ...(groups[0]?.rows.slice(0, 3).map((row) => `**Supporting page:** ${row.keyword}`) ?? []),
      `**Money page:** your ${seed} product or category page, linked from every post.`,
    ]),
    "## Validate before you write",
    numbered([
      "Look up volume and difficulty for each keyword; drop those nobody searches for.",
      "Search each keyword yourself and note what ranks: guides, shops or videos. Match that format.",
      "Check Search Console for queries you already appear for, and start with those.",
    ]),
  );
};

type Concept = {
  name: string;
  idea: string;
  hook: string;
  fit: string;
  channels: string;
  pieces: string[];
  weeks: [string, string, string, string];
  lowBudget: string;
};

type ConceptContext = { parts: ProductParts; product: string; core: string; goal: string };

const CONCEPTS: readonly ((context: ConceptContext) => Concept)[] = [
  ({ parts, core }) => ({
    name: `The 7-Day ${parts.short} Challenge`,
    idea: `Invite ${core} to use ${parts.short} for seven days and share what changes.`,
    hook: "Seven days. One small change. Show us yours.",
    fit: "Participation turns customers into creators, and their posts reach people like them.",
    channels: "Instagram and TikTok (reels), Facebook group or Page, WhatsApp broadcast.",
    pieces: [
      "Launch reel explaining the challenge",
      "Daily story prompts (days 1–7)",
      "Participant repost series",
      "Day-7 results carousel",
      "Thank-you post featuring participants",
    ],
    weeks: [
      "Tease the challenge; recruit first participants",
      "Run the challenge with daily prompts",
      "Share participant stories (with permission)",
      "Results round-up and an offer for participants",
    ],
    lowBudget:
      "Run it with your existing customers only; reward the best posts with free product instead of paid ads.",
  }),
  ({ parts }) => ({
    name: "Behind the Making",
    idea: `Show how ${parts.short} is made, packed and delivered: the people, the care, the details.`,
    hook: "You've seen the product. Now meet the people behind it.",
    fit: "Transparency builds trust, and trust shortens the time to a first order.",
    channels: "Instagram Reels, Facebook, YouTube Shorts.",
    pieces: [
      "Episode 1: where it starts",
      "Episode 2: the detail most people miss",
      "Episode 3: quality check",
      "Episode 4: packing an order",
      "Q&A post answering comments",
    ],
    weeks: [
      "Episodes 1–2",
      "Episodes 3–4",
      "Q&A from comments",
      "Offer post linking back to the series",
    ],
    lowBudget: "Film everything on a phone in one day and release it over four weeks.",
  }),
  ({ parts }) => ({
    name: "The Countdown Drop",
    idea: `Build anticipation for a limited batch, colour or bundle of ${parts.short}, released on a set date.`,
    hook: "Something new drops on [date]. Turn on notifications.",
    fit: "A real deadline gives people a reason to act now instead of later.",
    channels:
      "Instagram and Facebook stories with countdown stickers, email or WhatsApp list, TikTok.",
    pieces: [
      "Teaser post (no reveal)",
      "Countdown stories",
      "Reveal reel",
      "Drop-day post with the link",
      "Last-chance story (only if stock is really limited)",
    ],
    weeks: [
      "Teasers and waitlist sign-ups",
      "Reveal and countdown",
      "Drop day and the days after",
      "Recap and thank-you to buyers",
    ],
    lowBudget:
      "Skip the paid push; drive everything to a free waitlist and message it on drop day.",
  }),
  ({ core }) => ({
    name: "Ask the Expert Live",
    idea: `A live session answering the questions ${core} ask most, with your product as one of the answers.`,
    hook: "Bring your questions. We'll answer them live.",
    fit: "Helping first earns attention that ads can't buy, and the recording keeps working.",
    channels: "Facebook Live or Instagram Live, then clips on Reels and YouTube Shorts.",
    pieces: [
      "Question-collection post",
      "Live session",
      "Three short clips of the best answers",
      "FAQ carousel",
      "Follow-up offer post",
    ],
    weeks: ["Collect questions", "Go live", "Publish clips", "FAQ carousel and offer"],
    lowBudget: "Go live from a phone and cut clips with the platform's own editor.",
  }),
  ({ parts, core }) => ({
    name: "Real People, Real Use",
    idea: `Feature real customers who are ${core}, showing how they use ${parts.short} in their day.`,
    hook: "This is how [customer first name] uses it.",
    fit: "People trust people like them more than they trust brands.",
    channels: "Instagram, Facebook, TikTok, your website's product page.",
    pieces: [
      "Call for customer stories",
      "3 customer spotlight posts (with permission)",
      "Customer photo carousel",
      "Short testimonial video",
      "Thank-you post",
    ],
    weeks: [
      "Collect stories and permissions",
      "First two spotlights",
      "Video and carousel",
      "Last spotlight and a referral ask",
    ],
    lowBudget: "Ask for stories by message; a free gift for every customer featured.",
  }),
  ({ parts }) => ({
    name: "Myth vs Fact",
    idea: `Clear up the common misunderstandings about ${lowerFirst(parts.noun)}, one myth at a time.`,
    hook: "You've probably heard this. Here's the truth.",
    fit: "Useful, shareable posts position you as the honest expert in the category.",
    channels: "Instagram carousels, Facebook, TikTok, LinkedIn for business products.",
    pieces: [
      "Myth 1 carousel",
      "Myth 2 short video",
      "Myth 3 carousel",
      "“Ask us anything” story",
      "Summary post linking to the product",
    ],
    weeks: ["Myth 1", "Myth 2", "Myth 3 and questions", "Summary and offer"],
    lowBudget: "Carousels made in a free design tool; boost only the best-performing one.",
  }),
  ({ parts }) => ({
    name: "Bring a Friend",
    idea: `Reward customers who bring a friend to ${parts.short}, with a reward for both.`,
    hook: "Good things are better shared.",
    fit: "Referrals arrive with trust built in, so they tend to convert well.",
    channels:
      "Email or WhatsApp to customers, Instagram and Facebook posts, order confirmation page.",
    pieces: [
      "Announcement post",
      "Message to past customers",
      "How-it-works story",
      "Reminder halfway",
      "Thank-you post",
    ],
    weeks: [
      "Set up codes and announce",
      "Message past customers",
      "Reminder and success stories",
      "Last call and results",
    ],
    lowBudget: "Use simple personal codes and track them in a spreadsheet.",
  }),
  ({ parts, core }) => ({
    name: "A Day With It",
    idea: `Follow one day in the life of ${core}, with ${parts.short} showing up where it helps.`,
    hook: "6 am to 10 pm: where it fits in.",
    fit: "Showing real use answers “would this work for me?” better than any claim.",
    channels: "Instagram Reels, TikTok, YouTube Shorts.",
    pieces: [
      "Morning reel",
      "Midday reel",
      "Evening reel",
      "Full-day cut",
      "Carousel of the moments",
    ],
    weeks: [
      "Film and publish the morning reel",
      "Midday and evening reels",
      "Full-day cut",
      "Carousel and offer",
    ],
    lowBudget: "Film with a real customer or a team member over one day.",
  }),
];

const campaignIdeas: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "your product");
  const goal = brief.text(GOAL, "more sales");
  const audience = brief.text(AUDIENCE, "your customers");
  const context: ConceptContext = {
    parts: productParts(product),
    product,
    core: lowerFirst(audienceCore(audience)),
    goal,
  };
  const concepts = random.sample(CONCEPTS, 3).map((build) => build(context));
  const metric = goalMetric(goal, kit.copy);
  return blocks(
    `## Campaign ideas for ${product}`,
    `Goal: ${goal}. Audience: ${audience}.`,
    ...concepts.map((concept, index) =>
      blocks(
        `## Concept ${index + 1}: ${concept.name}`,
        [
          `**Big idea:** ${concept.idea}`,
          `**Hook:** “${concept.hook}”`,
          `**Why it fits:** ${concept.fit}`,
          `**Channels:** ${concept.channels}`,
          `**KPI:** ${sentenceCase(metric)}, compared with the four weeks before.`,
        ].join("  \n"),
        "**Content pieces:**",
        numbered(concept.pieces),
        "**Launch plan:**",
        bullets(concept.weeks.map((week, weekIndex) => `Week ${weekIndex + 1}: ${week}`)),
        `**Low-budget version:** ${concept.lowBudget}`,
      ),
    ),
    "## Run this first",
    `**${concepts[0]?.name ?? "Concept 1"}**: it needs the least preparation and gives you content you can reuse in the other two.`,
  );
};

export const strategyTemplates = {
  "boost-suggestion-planner": boostPlanner,
  "target-audience-finder": audienceFinder,
  "keyword-research-assistant": keywordResearch,
  "campaign-idea-generator": campaignIdeas,
} satisfies Record<string, Template>;
