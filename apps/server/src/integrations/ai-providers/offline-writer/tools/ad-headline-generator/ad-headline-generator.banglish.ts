import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import {
  nativeAdHeadlineWriter,
  type AdHeadlineNativeBook,
} from "./ad-headline-generator.native.ts";

/** An input at the start of a headline or sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/**
 * Ad headlines in Banglish: the Bangla book's headlines as people type them in Latin letters,
 * within the same limits, Bangla inputs romanised.
 */
export const adHeadlineBookBanglish: AdHeadlineNativeBook = {
  language: "banglish",
  defaultProduct: "amader product",
  angles: {
    benefit: "Shubidha",
    audience: "Kreta",
    product: "Product",
    question: "Proshno",
    cta: "Action",
  },
  candidates: ({ product, benefits, describes, head, audience, kind }) => {
    const service = kind === "service";
    const [first, second] = benefits.map(inBanglish);
    const longest = [...benefits].sort((a, b) => [...b].length - [...a].length).map(inBanglish)[0];
    const short = inBanglish(product.short);
    const noun = inBanglish(product.noun);
    const headWord = inBanglish(head);
    return {
      benefit: [
        ...(first ? [sentenceCase(second ? `${first} ar ${second}` : first)] : []),
        ...(first && describes
          ? [sentenceCase(`${first} ${short}`), sentenceCase(`${first} ${headWord}`)]
          : []),
        ...(first && second ? [`${sentenceCase(short)}: ${first} ar ${second}`] : []),
        ...(longest && longest !== first && longest.includes(" ") ? [sentenceCase(longest)] : []),
      ],
      audience: audience
        ? [
            `${sentenceCase(banglishPossessive(audience))} jonno banano`,
            `${sentenceCase(banglishPossessive(audience))} jonno ${short}`,
            `${sentenceCase(banglishPossessive(audience))} rojkar shongi`,
            `${opening(audience)}, dekhun ${short}`,
            `${opening(audience)}, eta apnader jonno`,
          ]
        : [],
      product: [
        `Keno ${short}?`,
        `${sentenceCase(short)} keno bechhe neben?`,
        `${sentenceCase(short)}: ek nojore`,
        ...(service
          ? [
              `${sentenceCase(banglishPossessive(product.short))} booking cholchhe`,
              `${sentenceCase(banglishPossessive(head))} booking cholchhe`,
            ]
          : [`${sentenceCase(short)} ekhon online-e`, `${sentenceCase(headWord)} ekhon online-e`]),
        opening(product.full),
      ],
      question: [
        `${sentenceCase(noun)} khujchhen?`,
        `Moner moto ${headWord} khujchhen?`,
        ...(first && describes ? [sentenceCase(`${first} ${headWord} khujchhen?`)] : []),
        `${sentenceCase(short)} try korechhen?`,
        "Ekhono compromise korchhen?",
      ],
      cta: {
        goods: [
          `Ajkei ${short} order korun`,
          `Online-e ${short} kinun`,
          `${sentenceCase(short)} try kore dekhun`,
          `Apnar ${headWord} bechhe nin ajkei`,
          "Ghore boshei order korun",
          "Ajkei order korun",
        ],
        software: [
          `Ajkei ${short} try korun`,
          `${sentenceCase(short)} diye shuru korun`,
          `${sentenceCase(short)} try kore dekhun`,
          "Kivabe kaj kore dekhun",
          "Ajkei shuru korun",
        ],
        service: [
          `Ajkei ${short} book korun`,
          `${sentenceCase(banglishPossessive(product.short))} booking nishchit korun`,
          "Apnar slot book korun ajkei",
          "Khali slot jene nin",
          "Ajkei book korun",
        ],
      }[kind],
    };
  },
  googleHeading: (max) => `## Google Ads headline (max ${max} okkhor)`,
  googleNote: ({ product, max }) =>
    `**Product:** ${inBanglish(product)}  \nProtiti headline space shoho ${max} okkhorer moddhe, tai Google-er responsive search ad-e shorashori boshano jabe. Google headline-e bismoy chihno ney na, tai kothao sheta rakha hoyni.`,
  metaHeading: (max) => `## Facebook o Instagram headline (max ${max} okkhor)`,
  item: ({ counted, angle }) => `${counted} · ${angle}`,
  testHeading: "## Age egulo test korun",
  testItem: ({ headline, angle, audience }) => {
    const who = audience ? inBanglish(audience) : "apnar kretara";
    const whose = audience ? banglishPossessive(audience) : "kretader";
    const lesson: Record<typeof angle, string> = {
      benefit: `Shorashori shubidhar kotha bole. Eta jitle bujhben, ${who} age jante chan product ta tader ki kaje lagbe.`,
      audience: `Kreta ke shorashori dake. Eta jitle bujhben, “eta amar jonnoi” onubhuti tai ${whose} kachhe shobcheye joruri.`,
      product: `Product-er nam tai shamne rakhe. Eta jitle bujhben, ${who} nam ta chenen ba age thekei khujchhen.`,
      question: `Proshno diye koutuhol jagay. Eta jitle bujhben, ${who} nijer dorkarer kotha shunle thamen.`,
      cta: `Shorashori bole dey ki korte hobe. Eta jitle bujhben, ${who} kenar jonno pray ready.`,
    };
    return `**${headline}** — ${lesson[angle]}`;
  },
};

export const adHeadlinesBanglish = nativeAdHeadlineWriter(adHeadlineBookBanglish);
