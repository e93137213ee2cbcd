import { agree, lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { KeywordResearchPhrases } from "./keyword-research-assistant.writer.ts";

export const keywordResearchEn: KeywordResearchPhrases = {
  defaultSeed: "your product",
  groups: {
    informational: "Informational",
    commercial: "Commercial investigation",
    transactional: "Transactional",
    local: "Local",
  },
  // A booked service is researched by cost, time and what to ask, not by how to use it; the goods
  // rows keep their order, so a seed's picks do not move.
  informational: ({ seed, who, kind, lesson, activity }) => {
    const service = kind === "service";
    const does = agree(seed, "does", "do");
    return [
      { keyword: `what is ${seed}`, angle: "Plain-language explainer", page: "Blog post" },
      service
        ? {
            keyword: `how much ${does} ${seed} cost`,
            angle: "Honest price guide: what makes it cost more or less",
            page: "Blog post",
          }
        : { keyword: `how to choose ${seed}`, angle: "Buyer's checklist", page: "Guide" },
      { keyword: `${seed} tips`, angle: "Quick tips list", page: "Blog post" },
      service
        ? {
            keyword: activity
              ? `how often should I go to ${seed}`
              : `how long ${does} ${seed} take`,
            angle: lesson
              ? "How many weeks the course runs, and how soon results show"
              : activity
                ? "How often to come, and how soon you feel a difference"
                : "Timing, from booking to done",
            page: "Blog post",
          }
        : { keyword: `how to use ${seed}`, angle: "Step-by-step how-to", page: "Guide or video" },
      {
        keyword: `benefits of ${seed}`,
        angle: "Benefits with honest caveats",
        page: "Blog post",
      },
      service
        ? {
            keyword: `what to ask before ${lesson || activity ? "joining" : "booking"} ${seed}`,
            angle: "The questions to ask, with your answers",
            page: "Guide",
          }
        : { keyword: `${seed} for beginners`, angle: "Starter guide", page: "Guide" },
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
        angle: service ? "Honest cost and what you get for it" : "Honest cost-per-use breakdown",
        page: "Blog post",
      },
      ...(activity
        ? [
            {
              keyword: `${seed} for beginners`,
              angle: "What a first class is like, and what to bring",
              page: "Blog post",
            },
          ]
        : lesson
          ? [
              {
                keyword: `${seed} syllabus`,
                angle: "What the classes cover, week by week",
                page: "Course page",
              },
            ]
          : service
            ? [
                {
                  keyword: `${seed} before and after`,
                  angle: "Before-and-after examples from real clients, with permission",
                  page: "Gallery or blog post",
                },
              ]
            : []),
    ];
  },
  commercial: ({ seed, place, kind, lesson, activity }) => [
    {
      keyword: `best ${seed}`,
      angle: "Comparison with clear criteria",
      page: "Comparison page",
    },
    kind === "service"
      ? {
          keyword: `${seed} reviews`,
          angle: activity
            ? "Members' reviews and class photos, with their permission"
            : lesson
              ? "Past students' reviews and results, with their permission"
              : "Real clients' reviews and before-and-after photos",
          page: "Review page",
        }
      : { keyword: `${seed} review`, angle: "Real reviews and photos", page: "Review page" },
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
    kind === "service"
      ? {
          keyword: `trusted ${seed}`,
          angle: activity
            ? "Why people can trust you, with proof: who teaches, their training, class size"
            : lesson
              ? "Why students can trust you, with proof: who teaches, past results, class size"
              : "Why clients can trust you, with proof: warranty, reviews, years of work",
          page: "Service page",
        }
      : {
          keyword: `top ${seed} brands`,
          angle: "Brand overview (include yours honestly)",
          page: "Blog post",
        },
  ],
  transactional: ({ seed, local, kind, lesson, activity }) => {
    const offers = [
      { keyword: `${seed} offer`, angle: "Current real offers only", page: "Offer page" },
      {
        keyword: `${seed} discount`,
        angle: "Discount terms, if you have any",
        page: "Offer page",
      },
    ];
    if (kind === "software")
      return [
        {
          keyword: `${seed} free trial`,
          angle: "Trial terms, if you offer one",
          page: "Sign-up page",
        },
        { keyword: `${seed} pricing`, angle: "Plans and what each includes", page: "Pricing page" },
        { keyword: `${seed} sign up`, angle: "Fast path to an account", page: "Sign-up page" },
        {
          keyword: `${seed} demo`,
          angle: "A short walkthrough or a demo booking",
          page: "Demo page",
        },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${seed} bKash payment`,
                angle: "Paying by bKash or card",
                page: "Pricing page",
              },
            ]
          : []),
      ];
    if (activity)
      return [
        {
          keyword: `${seed} monthly fee`,
          angle: "Monthly plans and class packs, with prices",
          page: "Pricing page",
        },
        {
          keyword: `${seed} timetable`,
          angle: "Class times for each batch",
          page: "Timetable page",
        },
        {
          keyword: `free trial ${seed}`,
          angle: "How to book a first class",
          page: "Sign-up page",
        },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${seed} ladies batch`,
                angle: "Women-only batches, if you run them",
                page: "Timetable page",
              },
            ]
          : []),
      ];
    if (lesson)
      return [
        {
          keyword: `${seed} admission`,
          angle: "How to enrol: the form, the fee and the next batch",
          page: "Enrolment page",
        },
        {
          keyword: `${seed} fees`,
          angle: "Fees, instalments and what they cover",
          page: "Pricing page",
        },
        {
          keyword: `${seed} next batch`,
          angle: "When batches start, and at what time",
          page: "Batch page",
        },
        {
          keyword: `${seed} trial class`,
          angle: "How to book a trial class, if you offer one",
          page: "Sign-up page",
        },
        ...offers,
        ...(/\bonline\b/iu.test(seed)
          ? []
          : [
              {
                keyword: `${seed} online`,
                angle: "Online classes: how they run and what you need",
                page: "Course page",
              },
            ]),
      ];
    if (kind === "service")
      return [
        ...(/\bbook/iu.test(seed)
          ? []
          : [
              {
                keyword: `book ${seed}`,
                angle: "How to book, and the advance",
                page: "Booking page",
              },
            ]),
        ...(/\bpackages?\b/iu.test(seed)
          ? []
          : [
              {
                keyword: `${seed} packages`,
                angle: "What each package includes, with prices",
                page: "Pricing page",
              },
            ]),
        {
          keyword: `${seed} appointment`,
          angle: "Open slots and how to book one",
          page: "Booking page",
        },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${seed} home service`,
                angle: "Whether you come to them, and where",
                page: "Service page",
              },
            ]
          : []),
      ];
    return [
      { keyword: `buy ${seed} online`, angle: "Fast path to checkout", page: "Product page" },
      { keyword: `${seed} online shop`, angle: "Range with filters", page: "Category page" },
      { keyword: `order ${seed}`, angle: "How to order, delivery times", page: "Product page" },
      ...offers,
      ...(local
        ? [
            {
              keyword: `${seed} cash on delivery`,
              angle: "Payment and delivery options",
              page: "Product page",
            },
          ]
        : []),
    ];
  },
  local: ({ seed, places, kind, lesson, activity }) => {
    if (kind === "software")
      return [
        {
          keyword: `${seed} Bangladesh`,
          angle: "Local payment (bKash) and support hours",
          page: "Landing page",
        },
        ...places.map((name) => ({
          keyword: `${seed} in ${name}`,
          angle: `Who uses it in ${name}: one customer's story`,
          page: "Case study",
        })),
      ];
    if (activity)
      return [
        {
          keyword: `${seed} near me`,
          angle: "Where the studio is, and how to get there",
          page: "Location page",
        },
        ...places.map((name) => ({
          keyword: `${seed} in ${name}`,
          angle: `Class times and the studio in ${name}`,
          page: "Location page",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `best ${seed} ${name}`,
          angle: "Your teachers and members' reviews",
          page: "Location page",
        })),
      ];
    if (lesson)
      return [
        {
          keyword: `${seed} near me`,
          angle: "Where classes happen, or that they are online",
          page: "Location page",
        },
        ...places.map((name) => ({
          keyword: `${seed} in ${name}`,
          angle: `Batch times and classes for students in ${name}`,
          page: "Location page",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `best ${seed} ${name}`,
          angle: "Your teachers and past students' results",
          page: "Location page",
        })),
      ];
    if (kind === "service")
      return [
        { keyword: `${seed} near me`, angle: "The areas you cover", page: "Location page" },
        ...places.map((name) => ({
          keyword: `${seed} in ${name}`,
          angle: `Open slots and travel in ${name}`,
          page: "Location page",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `best ${seed} ${name}`,
          angle: "Your work and clients' reviews",
          page: "Location page",
        })),
      ];
    return [
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
    ];
  },
  heading: ({ seed, location }) =>
    `## Keyword ideas for “${seed}”${location ? ` in ${location}` : ""}`,
  noData:
    "This writer has no search data: there are no volumes, difficulty or CPC figures here. Check them in Google Keyword Planner, Search Console or Google Trends before you write.",
  groupHeading: (title) => `## ${title}`,
  tableHeaders: ["Keyword", "Content angle", "Page type"],
  quickWinsHeading: "## Quick wins",
  quickWin: (keyword) =>
    `**${keyword}**: longer, specific searches usually face less competition and show clearer intent.`,
  clustersHeading: "## Content clusters",
  clusters: ({ seed, supporting }) => [
    `**Pillar page:** “${sentenceCase(seed)}: the complete guide”, linking to every page below.`,
    ...supporting.map((keyword) => `**Supporting page:** ${keyword}`),
    `**Money page:** your ${seed} product or category page, linked from every post.`,
  ],
  validateHeading: "## Validate before you write",
  validate: [
    "Look up volume and difficulty for each keyword; drop those nobody searches for.",
    "Search each keyword yourself and note what ranks: guides, shops or videos. Match that format.",
    "Check Search Console for queries you already appear for, and start with those.",
  ],
};
