import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish, nativeList, nativeMoney } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeAnalyticsWriter } from "./analytics-report-generator.native.ts";

/** Numbers with lakh grouping in Latin digits, as Bangladeshis type them (1,26,000). */
const lakh = (value: number, maxDecimals = 2) =>
  new Intl.NumberFormat("en-IN", { maximumFractionDigits: maxDecimals }).format(value);

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/**
 * A performance report in Banglish: the Bangla book's report as agencies type it in Latin letters,
 * Tk with lakh grouping, the user's Bangla labels and goal romanised.
 */
export const analyticsBanglish = nativeAnalyticsWriter({
  language: "banglish",
  numbers: {
    number: lakh,
    money: (value, currency) => nativeMoney(Math.round(value * 100) / 100, currency, "banglish"),
    percent: (ratio) => `${lakh(ratio * 100)}%`,
  },
  defaultPeriod: "ei shomoy",
  metricNames: {
    spend: "Khoroch",
    impressions: "Impression",
    reach: "Reach",
    clicks: "Click",
    conversions: "Conversion",
    revenue: "Ay",
    ctr: "CTR (click-through rate)",
    cpc: "Protiti click-er khoroch",
    cpm: "Protiti hajar impression-er khoroch",
    cpa: "Protiti folafoler khoroch",
    conversionRate: "Conversion rate",
    roas: "ROAS (khorocher tulonay ay)",
    frequency: "Frequency",
    aov: "Gor order-er mullo",
  },
  formulas: {
    ctr: "click ÷ impression",
    cpc: "khoroch ÷ click",
    cpm: "khoroch ÷ impression × 1,000",
    conversionRate: "conversion ÷ click",
    cpa: "khoroch ÷ conversion",
    roas: "ay ÷ khoroch",
    aov: "ay ÷ conversion",
    frequency: "impression ÷ reach",
  },
  working: ({ name, formula, numerator, denominator, scale, value }) =>
    `${name} = ${formula} = ${numerator} ÷ ${denominator}${scale !== undefined ? ` × ${scale}` : ""} = ${value}`,
  title: (period) => `# ${sentenceCase(banglishPossessive(period))} performance report`,
  nothingToReport: [
    "Je metric gulo diyechhen, shekhan theke kono shongkha pora gelo na, tai report korar moto kichhu ekhono nei. Proti line-e ekta kore metric likhun, “nam: shongkha” evabe, jemon:",
    [
      "```",
      "Khoroch: Tk 25,000",
      "Impression: 1,80,000",
      "Click: 3,600",
      "Order: 90",
      "Bikri: Tk 1,26,000",
      "```",
    ].join("\n"),
    "Egulor jekonota kaje lagbe: khoroch, impression, reach, click, conversion (order, lead ba sign-up) ar ay.",
  ],
  defaultConversionLabel: "conversion",
  spentFor: ({ spend, conversions, label, perResult }) =>
    `${spend} khoroche ${conversions}ti ${inBanglish(label).toLowerCase()}: protitir khoroch ${perResult}.`,
  spentIn: ({ spend, period }) =>
    `${sentenceCase(banglishPossessive(period))} mot khoroch ${spend}.`,
  roasSummary: ({ roas, one, back }) =>
    `ROAS ${roas}: ad-e khoroch kora proti ${one} firiye enechhe ${back} ay.`,
  clickThrough: ({ ctr, conversionRate, label }) =>
    `Impression-er ${ctr} click-e pouchhechhe${conversionRate !== undefined ? `, ar click-er ${conversionRate} theke eshechhe ${inBanglish(label).toLowerCase()}` : ""}.`,
  goalProgress: ({ reached, target, percent }) =>
    `Lokkher ogrogoti: ${target}-er moddhe ${reached} (${percent}).`,
  shared: ({ count, period }) =>
    `${sentenceCase(banglishPossessive(period))} ${count}ti shongkha diyechhen; niche shob dewa achhe.`,
  covered: (roas) => `Ay diye ad-er khoroch uthe eshechhe: ROAS ${roas}.`,
  notCovered: (roas) =>
    `Ay diye ad-er khoroch otheni: ROAS ${roas}. Aro khorocher age labher hishab ta dekhe nin.`,
  notConverted: (percent) =>
    `Jara click korechhen, tader ${percent} shesh dhap porjonto janni: je page-e tara ashchhen, sheta dekhun (load hote koto shomoy lage, dam spashto ki na, kenar dhap koyta).`,
  frequency: ({ frequency, times }) =>
    `Frequency ${frequency}: ekoi manush ad ta pray ${times} bar dekhechhen; folafol komte thakle notun creative din.`,
  nothingStandsOut:
    "Shudhu ei shongkhagulo theke spashto kono shafollo chokhe porchhe na; tulonar jonno ager shomoyer shongkha-o din.",
  noWarnings:
    "Dewa shongkhagulote chintar kichhu dekha jachchhe na; nishchit hote ager shomoyer shathe miliye dekhun.",
  recommendations: [
    "Shongkhagulo ad ar audience dhore bhag kore dekhun, tarpor jekhane protiti folafoler khoroch shobcheye kom, budget shedike shoran.",
    "Ekhonkar shera ad-er pashe ekta notun creative test korun, jate click-through rate bare.",
    "Labher hishab theke protiti folafoler shorbochcho khoroch thik korun: khoroch bade ekta order-e ja thake, ekta folafoler khoroch tar beshi howa cholbe na.",
    "Jara click koreo kenenni, tader abar ad dekhan, ar shombhabbo dbidhar (dam, delivery ba map) uttor din.",
    "E mashe click-er porer ekta dhap thik korun (page druto load howa, form-e kom ghor, ba delivery charge spashto kora), tarpor poriborton ta mapun.",
  ],
  track: ({ metric, goal }) =>
    `Lokkher shathe miliye proti shoptahe dekhun ${metric}: ${stop(inBanglish(goal))}`,
  goalLine: (goal) => `Lokkho: ${stop(inBanglish(goal))}`,
  summaryHeading: "## Shongkhepe",
  numbersHeading: "## Mul shongkha",
  numbersHeaders: ["Metric", "Man", "Kotha theke"],
  givenLabel: (label) => sentenceCase(inBanglish(label)),
  givenPercent: (value) => `${value}%`,
  given: "Apnar dewa",
  calculated: "Hishab kora",
  calculationsHeading: "## Hishab",
  nothingToCalculate:
    "Hishab korar moto kichhu nei: ei metric gulor jonno jora lage, jemon click ar impression, ba khoroch ar conversion.",
  alsoNoted: (notes) =>
    `Aro ja likhechhen (kono shongkha pawa jayni): ${notes.map(inBanglish).join("; ")}.`,
  workingHeading: "## Ja bhalo cholchhe",
  attentionHeading: "## Jedike nojor dite hobe",
  recommendationsHeading: "## Poramorsho",
  nextTimeHeading: "## Porerbar ja jog korben",
  nextTime: (missing) => [
    ...(missing.length > 0
      ? [
          `Ebar ja chhilo na: ${nativeList(
            missing.map((name) => name.toLowerCase()),
            "banglish",
          )}.`,
        ]
      : []),
    "Ager shomoyer ekoi shongkhagulo, jate report-e othanama dekha jay.",
    "Protiti ad ar audience dhore alada folafol, jate bojha jay mot shongkhar pechhone ki achhe.",
  ],
});
