import { banglishPossessive } from "../../kit/bangla-kit.ts";
import {
  banglishName,
  banglishNamePossessive,
  inBanglish,
  nativeList,
} from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeContentStrategyWriter } from "./content-strategy-generator.native.ts";

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/**
 * A content strategy in Banglish: the Bangla book's plan as agencies type it in Latin letters,
 * the week from Shonibar, the user's Bangla inputs romanised.
 */
export const contentStrategyBanglish = nativeContentStrategyWriter({
  language: "banglish",
  defaultBrand: "apnar brand",
  defaultGoal: "byabsha barano",
  pillars: ({ brand, audience, kind }) => ({
    teach: {
      name: "Kajer tips",
      purpose: `Hate-kolome tips ar guide, jate ${audience ? `${banglishPossessive(audience)} kachhe` : "kretader kachhe"} ${banglishName(brand)} hoye othe bhorshar jayga.`,
      topics: [
        "Kivabe korben",
        "Shadharon bhul",
        "Bhul dharona bonam shotti",
        "Save kore rakhar moto checklist",
      ],
    },
    show: {
      name: "Byabohare dekhano",
      purpose:
        "Product ba sheba bastobe kemon kaj kore, ta dekhan, jate manush nijer dine sheta kolpona korte paren.",
      topics: ["Demo", "Age-pore", "Ekdiner routine", "Product niye proshner uttor"],
    },
    prove: {
      name: "Kretar kotha",
      purpose: "Ashol kretader golpo ar review, onumoti niye share kora.",
      topics: ["Kreta spotlight", "Review-er screenshot", "Kretader tola chhobi", "Case study"],
    },
    behindTheBrand: {
      name: "Pordar pechhone",
      purpose: "Brand-er pechhoner manush ar kajer dhoron, ja dekhe manush bhorsha pan.",
      topics: [
        "Team-er shathe porichoy",
        {
          goods: "Kivabe toiri ba delivery hoy",
          software: "Ekta feature kivabe toiri hoy",
          service: "Ekta kaj dhape dhape kivabe hoy",
        }[kind],
        "Kon shiddhanto keno nilen",
      ],
    },
    stayWithUs: {
      name: "Abar fire asha",
      purpose: "Puron kretader abar fire ashar karon.",
      topics: {
        goods: ["Kena jinisher notun byabohar", "Refill ar add-on", "Loyalty reward (jodi thake)"],
        software: [
          "Je feature gulo ekhono try korenni",
          "Template ar shortcut",
          "Loyalty reward (jodi thake)",
        ],
        service: [
          "Kajer pore jotner tips",
          "Porer barer kotha mone koriye dewa",
          "Loyalty reward (jodi thake)",
        ],
      }[kind],
    },
    offer: {
      name: "Offer",
      purpose: "Spashto, shot bikrir post: proti panchta post-e ektar beshi noy.",
      topics: {
        goods: ["Notun product-er launch", "Shottikarer offer", "Bundle", "Kivabe order korben"],
        software: ["Notun feature", "Shottikarer offer", "Plan ar dam", "Kivabe shuru korben"],
        service: ["Khali thaka slot", "Shottikarer offer", "Package ar dam", "Kivabe book korben"],
      }[kind],
    },
    values: {
      name: "Mullobodh",
      purpose: "Manush ar poribesher jonno ki korchhen, bariye na bole, nirdishto kore.",
      topics: {
        goods: [
          "Upadan ar kotha theke ashe",
          "Packaging",
          "Ja ekhono bhalo korar cheshta cholchhe",
        ],
        software: [
          "Privacy ar data",
          "Support ar service chalu thaka",
          "Ja ekhono bhalo korar cheshta cholchhe",
        ],
        service: [
          "Kon parts ba product byabohar koren",
          "Porichchhonnota ar nirapotta",
          "Ja ekhono bhalo korar cheshta cholchhe",
        ],
      }[kind],
    },
  }),
  dayPatterns: [
    ["Shonibar", "Shombar", "Budhbar", "Brihoshpotibar"],
    ["Robibar", "Mongolbar", "Brihoshpotibar", "Shonibar"],
    ["Shonibar", "Shombar", "Budhbar", "Shukrobar"],
  ],
  week: (number) => `Shoptah ${number}`,
  kpis: {
    retention: [
      "Repeat order-er har",
      "Puron kretader message ar reply",
      "Email ba WhatsApp list-e notun nam",
    ],
    sales: [
      "Social theke asha bikri (UTM link ba code diye hishab rakhun)",
      "Bikrir post-e click-through rate",
      "Dam ba order niye asha message",
    ],
    leads: ["Social theke asha lead", "Protiti lead-er khoroch", "Sign-up page-e link click"],
    messages: [
      "Shuru howa conversation",
      "Reply dite koto shomoy lagchhe",
      "Je conversation gulo order-e gorallo",
    ],
    traffic: ["Link click", "Social theke website-e visit", "Page-e katano shomoy"],
    engagement: [
      "Engagement rate (reaction, comment ar share ÷ reach)",
      "Save ar share",
      "Proshno shoho comment",
    ],
    awareness: ["Reach", "Notun follower", "Profile visit"],
    other: ["Reach", "Engagement rate (reaction, comment ar share ÷ reach)", "Link click"],
  },
  heading: (brand) => `## ${sentenceCase(banglishNamePossessive(brand))} content strategy`,
  brief: ({ goal, audience }) =>
    `Lokkho: ${stop(inBanglish(goal))}${audience ? ` Audience: ${stop(inBanglish(audience))}` : ""}`,
  pillarsHeading: "## Content pillar",
  pillar: ({ name, purpose, topics }) =>
    `**${name}:** ${purpose} Udahoron: ${topics.join(", ").toLowerCase()}.`,
  formatsHeading: "## Kon platform-e kon format",
  formatsHeaders: ["Platform", "Manansoi format"],
  cadenceHeading: "## Kotobar post korben",
  cadence: ({ posts, channels }) =>
    `Shoptahe ${posts}ti post${channels.length > 1 ? `, ${nativeList(channels, "banglish")} miliye` : ""}, shathe dekhanor moto kichhu thakle story. Chhoto team-o eta chaliye jete parbe; routine hoye gele tobei aro baran.`,
  calendarHeading: "## Char shoptaher calendar",
  calendarHeaders: ["Shoptah", "Din", "Platform", "Pillar", "Format", "Bishoy"],
  kpisHeading: "## KPI",
  kpi: (kpi) => `${kpi}: proti mashe ager masher shathe miliye dekhun.`,
  repurposingHeading: "## Ek content, onek byabohar",
  repurposing: [
    "Proti shoptahe ekta mul content banan (ekta video, ekta guide ba ekjon kretar golpo).",
    "Sheta theke 2–3ti chhoto clip ba quote kete reel ar story-te din.",
    "Mul kothagulo diye ekta carousel ba lekha post banan.",
    "Shoptaher shera ta email ba WhatsApp list-e pathan.",
    "Shobcheye bhalo chola content ta rekhe din, porer mashe notun hook diye abar byabohar korun.",
  ],
});
