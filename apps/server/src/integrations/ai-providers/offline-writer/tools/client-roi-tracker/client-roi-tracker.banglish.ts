import { inBanglish, nativeList, nativeMoney } from "../../kit/bangla-copy-kit.ts";
import { nativeRoiWriter } from "./client-roi-tracker.native.ts";

/** Numbers with lakh grouping in Latin digits, as Bangladeshis type them (1,20,000). */
const lakh = (value: number) =>
  new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(value);

/**
 * An ROI report in Banglish: the Bangla book's report as agencies type it in Latin letters, Tk
 * with lakh grouping, the user's Bangla inputs romanised.
 */
export const roiBanglish = nativeRoiWriter({
  language: "banglish",
  numbers: {
    number: lakh,
    money: (value, currency) => nativeMoney(Math.round(value * 100) / 100, currency, "banglish"),
    percent: (ratio) => `${lakh(ratio * 100)}%`,
  },
  defaultCampaign: "Campaign",
  labels: { spend: "Ad-er khoroch", revenue: "Ay", other: "Onnanno khoroch" },
  problems: {
    empty: ({ label }) =>
      `**${label}** ghor ta faka. Ekta shongkha likhun, jemon “25000” ba “Tk 25,000”.`,
    unreadable: ({ label, text }) =>
      `**${label}**: “${inBanglish(text)}” theke kono shongkha pora gelo na. Shongkhay likhun, jemon “25000”, “Tk 25,000” ba “2.5 lakh”.`,
    negative: ({ label, text }) =>
      `**${label}** minus-e lekha (“${inBanglish(text)}”). Minus chihno chhara likhun.`,
  },
  zeroSpend:
    "**Ad-er khoroch** 0, tai ROAS (ay ÷ ad-er khoroch) hishab kora jay na. Ad-e koto khoroch hoyechhe, likhun.",
  currencies: (currencies) =>
    `Onkogulo alada alada mudray (${nativeList(currencies, "banglish")}). Age shob ek mudray bodle nin.`,
  title: (campaign) => `# ROI report: ${inBanglish(campaign)}`,
  nothingCalculated:
    "Kono hishab kora hoyni, karon ekta shongkha nei ba spashto noy. Ei tool kokhono andaje shongkha boshay na.",
  needHeading: "## Ja lagbe",
  resultsHeading: "## Folafol",
  resultsHeaders: ["Metric", "Man"],
  results: ({ spend, other, totalCost, revenue, profit, roi, roas, breakEven }) => [
    ["Ad-er khoroch", spend],
    ["Onnanno khoroch", other],
    ["Mot khoroch", totalCost],
    ["Ay", revenue],
    ["Labh (khoti hole minus)", profit],
    ["ROI", roi ?? "projojjo noy (kono khoroch nei)"],
    ["ROAS", roas],
    ["Break-even ROAS", breakEven],
  ],
  howHeading: "## Kivabe hishab kora holo",
  calculations: ({ spend, other, totalCost, revenue, profit, roi, roas, breakEven }) => [
    `Mot khoroch = ad-er khoroch + onnanno khoroch = ${spend} + ${other} = ${totalCost}`,
    `Labh = ay − mot khoroch = ${revenue} − ${totalCost} = ${profit}`,
    roi === undefined
      ? "ROI = labh ÷ mot khoroch × 100: hishab kora jay na, karon mot khoroch 0"
      : `ROI = labh ÷ mot khoroch × 100 = ${profit} ÷ ${totalCost} × 100 = ${roi}`,
    `ROAS = ay ÷ ad-er khoroch = ${revenue} ÷ ${spend} = ${roas}`,
    `Break-even ROAS = mot khoroch ÷ ad-er khoroch = ${totalCost} ÷ ${spend} = ${breakEven}`,
  ],
  readAs: ({ label, text, value }) =>
    `${label} “${inBanglish(text)}” pora hoyechhe ${value} hishebe.`,
  howRead: (readings) => `Input gulo jevabe pora holo: ${readings.join(" ")}`,
  meaningHeading: "## Er mane ki",
  profit: [
    (amount) => `Apnar dewa shob khoroch bad diye campaign-e labh hoyechhe ${amount}.`,
    (amount) => `Shob khoroch mitiyeo campaign ta ${amount} labhe achhe.`,
  ],
  brokeEven: "Campaign ta kataye kataye khoroch tulechhe: ay ar apnar dewa khoroch thik shoman.",
  loss: [
    (amount) => `Apnar dewa shob khoroch dhorle campaign-e khoti hoyechhe ${amount}.`,
    (amount) => `Shob khoroch dhorle campaign ta ${amount} ghatti-te achhe.`,
  ],
  explanations: [
    ({ one, roasMoney, breakEvenMoney }) =>
      `Ad-e khoroch kora proti ${one} firiye enechhe ${roasMoney} ay; shob khoroch tulte dorkar chhilo ${breakEvenMoney}.`,
    ({ one, roasMoney, breakEvenMoney }) =>
      `Shohoj kothay: ad-e dewa proti ${one} theke bikri eshechhe ${roasMoney}, ar labh-khoti shoman howar bindu chhilo ${breakEvenMoney}.`,
  ],
  meaning: ({ outcome, explanation }) => `${outcome} ${explanation}`,
  nextHeading: "## Erpor ja korben",
  nextAfterProfit: ({ breakEven, roi, roas }) => [
    `Dhire dhire baran: ekbare budget motamuti ek-ponchomangsho kore baran, ar kheyal rakhun ROAS jeno break-even ${breakEven}-er opore thake.`,
    "Kon ad ar audience theke beshirbhag ay eshechhe, khuje ber korun ar budget shedike shoran.",
    `Ei campaign-er shongkhagulo mapkathi hishebe rekhe din: ROI ${roi ?? "projojjo noy"}, ROAS ${roas}.`,
  ],
  nextAfterLoss: ({ breakEven }) => [
    "Ekhoni budget baraben na: je ad ba audience-e shobcheye beshi khoti, shegulo age bondho korun.",
    `Labh-khoti shoman korte ROAS ontoto ${breakEven} lagbe: proti order-e ay baran (bundle, shathe arekta product) ba khoroch koman.`,
    "Notun ad test-er age click-er porer dhap ta dekhun (landing page, checkout, message-er uttor dite koto deri hoy).",
  ],
});
