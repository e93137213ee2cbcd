import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeBoostWriter } from "./boost-suggestion-planner.native.ts";

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/**
 * A boost plan in Banglish: the Bangla book's plan as page managers type it in Latin letters
 * (Facebook's boost goals by their English names, as the English interface shows them), taka as
 * "Tk" with lakh grouping.
 */
export const boostBanglish = nativeBoostWriter({
  language: "banglish",
  defaultProduct: "apnar product",
  defaultGoal: "aro bikri",
  goals: {
    sales: {
      objective: "Bikri",
      boostGoal:
        "“Website visitors”, ar inbox-e order nile “Messages”. Purchase dhore delivery chaile boost-er bodole Ads Manager-e Sales campaign chalan.",
    },
    retention: {
      objective: "Purono kretader kachhe bikri",
      boostGoal: "“Messages” ba “Website visitors”, purono kretader custom audience ke dekhiye.",
    },
    leads: { objective: "Lead", boostGoal: "“Leads” (instant form) ba “Messages”." },
    messages: { objective: "Message", boostGoal: "“Messages”." },
    traffic: { objective: "Traffic", boostGoal: "“Website visitors”." },
    engagement: { objective: "Engagement", boostGoal: "“Engagement”." },
    awareness: {
      objective: "Porichiti",
      boostGoal: "“Engagement” ba “Automatic”, reach-kendrik audience-e.",
    },
    other: {
      objective: "Engagement",
      boostGoal: "“Automatic”, tarpor test shesh hole fol dekhe shiddhanto nin.",
    },
  },
  phases: {
    test: {
      name: "Test",
      purpose:
        "Eki audience-e 2–3ti post; konta-y result-er khoroch shobcheye kom, ta khuje ber kora",
    },
    scale: { name: "Scale", purpose: "Shudhu jayi post, budget dhire dhire bariye" },
    retarget: {
      name: "Retarget",
      purpose: "Jara engage korechhen, message diyechhen ba visit korechhen",
    },
  },
  day: (day) => `Din ${day}`,
  days: ({ from, to }) => `Din ${from}–${to}`,
  share: (percent) => `${percent}%`,
  arithmetic: ({ phase, total, percent, amount, days, perDay }) =>
    `${phase}: ${total} × ${percent}% = ${amount}; ${amount} ÷ ${days} din ≈ dine ${perDay}`,
  postIdeas: ({ product, audience, kind }) => [
    kind === "service"
      ? `15–30 second-er ekta reel-e ${banglishPossessive(product.short)} ekta ashol booking, shuru theke shesh (client-er onumoti niye); shubidha ta screen-e lekha thakbe.`
      : `${opening(product.full)} byabohar-er 15–30 second-er ekta reel, shubidha ta screen-e lekha thakbe.`,
    `Ekta carousel: ${audience ? inBanglish(audience) : "kretara"} keno ${inBanglish(product.short)} bechhe nen, tar tinta karon, proti slide-e ekta.`,
    "Ashol kono kretar chhobi ba review, tar onumoti niye share kora.",
    {
      goods: `Pordar arale: ${inBanglish(product.short)} kivabe toiri, pack ar delivery hoy.`,
      software: `Pordar arale: ${inBanglish(product.short)} kivabe banano, ar kon shomoshsha shomadhane.`,
      service: `Pordar arale: ${banglishPossessive(product.short)} ekta din, prothom message theke kaj shesh howa porjonto.`,
    }[kind],
    `Spashto ekta offer post (dam, ki ki thakchhe, kivabe ${{ goods: "order korben", software: "shuru korben", service: "book korben" }[kind]}), shudhu offer ta shotti hole.`,
    `Chhotto ekta “kivabe bechhe neben” post, jar shesh uttor ${inBanglish(product.short)}.`,
  ],
  objectiveHeading: (objective) => `## Uddeshyo: ${objective}`,
  goalLine: ({ product, goal, boostGoal }) =>
    `${sentenceCase(banglishPossessive(product.full))} lokkho: ${inBanglish(goal)}. Boost button-e chap diye goal hishebe bechhe nin ${boostGoal}`,
  measure: (metric) => `Ja diye mapben: ${metric}.`,
  postsHeading: "## Kon post boost korben",
  postsIntro:
    "Je post emnitei bhalo cholchhe, shetai boost korun; boost bhalo post ke aro dure pouchhay, durbol post ke bhalo banay na. Bechhe nin shei post gulo, jegulo:",
  postCriteria: ({ product, goal, kind }) => [
    "goto 30 dine apnar nijer gor engagement rate-er cheye bhalo korechhe (reaction, comment, share ar save ÷ reach);",
    "shudhu like noy, save, share ar proshno-o peyechhe: egulotei kenar agroho bojha jay;",
    `${inBanglish(product.short)} spashto dekhay ar ektai porer dhap bole (link, “Send message” ba dam);`,
    `shamprotik ar ekhono shotti: dam, ${{ goods: "stock", software: "plan", service: "khali slot" }[kind]} ar offer shob thik achhe;`,
    `lokkher shathe mele: ${inBanglish(goal)}.`,
  ],
  noPostYet:
    "Emon post ekhono nei? Age egulor konota post korun, 2–3 din por jeta shobcheye bhalo cholchhe sheta boost korun:",
  audiencesHeading: "## Audience",
  audienceHeaders: ["Audience", "Kara", "Keno"],
  audiences: (audience) => [
    [
      "Mul",
      audience ? opening(audience) : "Apnar kretara",
      "Tader elaka, boyos ar agroho diye bachhun; shurute boro rakhun, delivery ke shikhte din.",
    ],
    [
      "Porichito",
      "Goto 30–90 dine jara apnar page ba profile-e engage korechhen",
      "Tara apnake age thekei chenen, tai fol shadharonoto kom khoroche ashe.",
    ],
    [
      "Lookalike",
      "Apnar kreta ba engage kora manushder 1% lookalike (Ads Manager-e)",
      "Apnar shera kretader moto notun manush khuje dey.",
    ],
    [
      "Retarget",
      "Website visitor (Meta Pixel lagbe) ba jara message diyechhen",
      "Jara agroho dekhiyeo kenenni, tader mone koriye dey.",
    ],
  ],
  budgetHeading: "## Budget plan",
  noBudget: (budget) =>
    `“${budget ? inBanglish(budget) : "khali"}” theke budget-er onko pora jayni. Shongkha diye likhun, jemon “Tk 10,000, 7 din”, tahole nicher onkogulo hishab kore dewa hobe.`,
  totalBudget: ({ total, days, assumed }) =>
    `Mot budget: ${total}, ${days} dine${assumed ? ` (duration dewa hoyni, tai ${days} din dhore plan)` : ""}.`,
  budgetHeaders: ["Dhap", "Kokhon", "Bhag", "Taka", "Protidin", "Ki jonno"],
  rulesHeading: "## Kokhon baraben, kokhon thamaben",
  rules: (metric) => [
    `Test-er por ${metric} dekhe je post-e protiti result-er khoroch shobcheye kom, sheta rakhun, bakigulo thamiye din.`,
    "Jayi post-er daily budget ek rate dwigun na kore dui-tin din porpor motamuti ek-ponchomangsho kore baran, tate delivery sthir thake.",
    "Puro ek diner budget khorocher poreo kono post-er protiti result-er khoroch apnar shera post-er dwiguner beshi thakle sheta thamiye din.",
    "Eki manush barbar dekhchhen ar shoptahe shoptahe fol komchhe? Creative bodle din.",
  ],
  checklistHeading: "## Boost korar age checklist",
  checklist: (kind) => [
    `Page-er tothyo, dam ar ${{ goods: "delivery-r", software: "plan-er", service: "khali sloter" }[kind]} tothyo update kora achhe.`,
    "Boost cholar shomoy message ar comment-er druto uttor dewar moto keu achhen.",
    "Link-e UTM tag achhe, jate analytics-e fol dekha jay.",
    "Website-e pathale Meta Pixel (ba Conversions API) boshano achhe.",
    "Ad account-e khorocher shima thik kora achhe.",
  ],
});
