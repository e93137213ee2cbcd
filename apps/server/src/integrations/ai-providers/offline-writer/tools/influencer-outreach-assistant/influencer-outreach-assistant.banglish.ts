import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeInfluencerPlanWriter } from "./influencer-outreach-assistant.native.ts";

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/**
 * An influencer campaign in Banglish: the Bangla book's plan as brands type it in Latin letters,
 * Tk with lakh grouping, the user's Bangla inputs romanised.
 */
export const influencerPlanBanglish = nativeInfluencerPlanWriter({
  language: "banglish",
  defaultProduct: "apnar product",
  defaultGoal: "aro bikri",
  tierAdvice: {
    awareness: "Koyekjon micro creator, shathe reach-er jonno ekjon mid-tier creator.",
    engagement: "Nano ar micro creator: chhoto, kachher community, beshi kothabarta.",
    other: [
      "Nijoshsho discount code shoho nano ar micro creator, jate protiti bikrir hishab rakha jay.",
      "Panch theke doshjon nano ar micro creator diye shuru korun, prottek-er nijer code ba link diye; jader theke bikri ashe, tader rakhun.",
    ],
  },
  budgetItems: {
    creatorFees: { name: "Creator-der fee", why: "Paid post, creator-der pathano rate card dekhe" },
    seeding: {
      name: "Product pathano",
      why: "Post-er age try korar jonno creator-der free product",
    },
    boosting: {
      name: "Creator-der post boost",
      why: "Partnership ad, jate shera post gulo aro manusher kachhe jay",
    },
    reserve: { name: "Hate rakha", why: "Barti content, ba shera creator-er shathe ditiyo dofa" },
  },
  share: (percent) => `${percent}%`,
  heading: (product) => `## ${sentenceCase(banglishPossessive(product))} influencer plan`,
  brief: ({ goal, audience }) =>
    `Lokkho: ${stop(inBanglish(goal))}${audience ? ` Audience: ${stop(inBanglish(audience))}` : ""}`,
  tiersHeading: "## Creator-der dhap",
  tierHeaders: ["Dhap", "Follower (procholito hishab)", "Kishe bhalo"],
  tiers: [
    ["Nano", "1 hajar–10 hajar", "Kachher community-te bhorsha ar kothabarta"],
    ["Micro", "10 hajar–1 lakh", "Reach ar bhorshar bharsammo"],
    ["Mid-tier", "1 lakh–5 lakh", "Ekta nirdishto bishoyer moddhe reach"],
    ["Macro", "5 lakh-er beshi", "Boro porishore porichiti"],
  ],
  recommendation: (advice) => `**Poramorsho:** ${advice}`,
  shortlistHeading: "## Bachhaiyer shorto",
  shortlist: ({ core, short }) => [
    `Tader follower-ra dekhte ${core ? `${banglishPossessive(core)} moto` : "apnar kretader moto"} (shudhu follower-er shongkha noy, comment gulo dekhun).`,
    "Comment-e shottikarer kothabarta hoy, shudhu emoji ba gotbandha proshongsha noy.",
    `Tader content-er dhoron ${banglishPossessive(short)} shathe mele: script chharai take eta byabohar korte kolpona kora jay.`,
    "Shamprotik kono bitorko ba emon content nei, jar pashe apnar brand dekhte chan na.",
  ],
  vettingHeading: "## Jachaiyer checklist",
  vetting: [
    "Audience insights-er screenshot chan: kon elaka, boyosh, nari-purush-er onupat.",
    "Hothat follower laphiye bereche ki na dekhun; sheta kena follower-er lokkhon hote pare.",
    "Shesh 10ti post-er like ar comment miliye dekhun; khub beshi othanama shotorkoshongket.",
    "Ager sponsor kora post gulo dekhun: sponsor-er kotha bola chhilo ki, ar shegulo antorik legechhilo ki?",
  ],
  offersHeading: "## Offer-er idea",
  offers: ({ short }) => [
    `Upohar: post korar kono shorto chharai ${inBanglish(short)} pathan, dekhun kar shottii bhalo lage.`,
    "Paid post: thik kora content-er jonno nirdishto fee.",
    "Affiliate: nijoshsho code ba link, protiti bikrite commission.",
    "Ekshathe toiri: creator-er shathe mile ekta limited edition ba bundle.",
  ],
  service: {
    offers: ({ short }) => [
      `Free session: post korar kono shorto chharai creator-ke nije ${inBanglish(short)} niye dekhar amontron janan.`,
      "Paid post: thik kora content-er jonno nirdishto fee.",
      "Affiliate: nijoshsho code ba link, protiti booking-e commission.",
      "Ekshathe toiri: creator-er shathe mile age-porer ekta series ba ekta package.",
    ],
    seeding: { name: "Free session", why: "Post-er age creator-er nijer session" },
  },
  budgetHeading: "## Budget bhag",
  noBudget: (budget) =>
    `“${budget ? inBanglish(budget) : "(faka)"}” theke kono onko pora gelo na. Takar onko dekhte budget shongkhay likhun, jemon “Tk 60,000”.`,
  totalBudget: (total) =>
    `Mot budget: ${total}. Kotojon creator hobe, ta tader rate-er opor nirbhor kore: shiddhanter age rate card cheye nin.`,
  budgetHeaders: ["Khat", "Bhag", "Taka", "Keno"],
  campaignBriefHeading: "## Campaign brief",
  campaignBrief: ({ goal, audience, short, core }) => [
    `**Uddeshyo:** ${stop(inBanglish(goal))}`,
    audience
      ? `**Audience:** ${stop(inBanglish(audience))}`
      : "**Audience:** [Apnar kretara kara, likhun.]",
    `**Mul barta:** ${inBanglish(short)} ki; kader jonno${core ? ` (${inBanglish(core)})` : ""}; creator-er nijer bhashay ekta shubidha.`,
    "**Content:** jemon prottek creator-er ekta reel ar duto story; tarikh gulo likhitobhabe thik kore nin.",
    "**Ja korben:** bastobe byabohar kore dekhan, shabhabikbhabe kotha bolun, code ba link din.",
    "**Ja korben na:** proman chhara dabi, nam dhore protijogir shathe tulona, ba script hubohu pora.",
    "**Sponsor-er ghoshona:** protiti post-e platform-er paid partnership label thakbe, ba spashto lekha thakbe je eta sponsor kora.",
    "**Shomoysuchi:** prothom shoptahe jogajog, ditiyo shoptahe product ar brief, tritiyo shoptahe post, choturtho shoptahe folafol.",
    "**Byabohar-er odhikar:** tader content ad-e abar byabohar korben ki na, ar koto din, likhitobhabe thik kore nin.",
  ],
  kpisHeading: "## KPI",
  kpis: (metric) => [
    `${sentenceCase(metric)}, protiti creator dhore.`,
    "Prottek creator-er code ba UTM link diye asha bikri ba sign-up.",
    "Protiti folafoler khoroch: prottek creator ke ja diyechhen ÷ tar theke asha folafol.",
    "Protiti post-e save, share ar comment.",
  ],
});
