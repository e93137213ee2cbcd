import { banglishPossessive, romanise } from "../../kit/bangla-kit.ts";
import { nativeAudienceCore, nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import { choose } from "../../kit/random.ts";
import { blocks, bullets, charCount, numbered, sentenceCase } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  brandOf,
  nativeEmailKind,
  nativeNews,
  type NativeEmailKind,
} from "./email-copywriter.bn.ts";
import { asksToBook } from "./email-copywriter.writer.ts";

/**
 * A marketing email in Banglish, as Bangladeshi shops write to customers: Bangla sentences in
 * Latin letters, everyday English nouns (offer, order, button) kept, Bangla inputs romanised.
 */

const SUBJECT_MAX = 50;

type Slots = { product: string; audience: string; rawAudience: string; news: string };

const SUBJECTS: Readonly<Record<NativeEmailKind, (slots: Slots) => readonly string[]>> = {
  sale: ({ news }) => [
    news,
    "[Nam], offer ta shudhu apnar jonno",
    "Shukhobor! Shomoy kintu beshi nei",
    `${news} — miss korben na`,
  ],
  launch: ({ product }) => [
    `Notun eshechhe: ${product}`,
    "[Nam], shobar age apnakei dekhachchhi",
    "Opekkha shesh, notun ta chole eshechhe",
  ],
  event: ({ news }) => [
    `Apnar dawat roilo: ${news}`,
    "[Nam], apnar seat ta rekhe diyechhi",
    "Ashchhen to? Ekhoni seat book korun",
  ],
  general: ({ product }) => [
    "[Nam], apnar jonno chhotto ekta khobor",
    `${product} niye duto kotha`,
    "Ekbar dekhe nin, bhalo lagbe",
    "Bhalo kichhu khujchhilen? Eta apnar jonno",
  ],
};

const PREVIEWS: Readonly<Record<NativeEmailKind, (slots: Slots) => string>> = {
  sale: () => "Offer ta kivabe niben ar koto din cholbe, shob lekha achhe bhetore.",
  launch: ({ rawAudience }) =>
    `${banglishPossessive(rawAudience)} kotha bheve banano. Prothom jholok ta dekhe nin bhetore.`,
  event: () => "Ki hobe, kokhon hobe ar kivabe join korben — shob details bhetore.",
  general: () => "Chhotto ekta khobor, shathe ekta shohoj poramorsho. Porte ek minute-o lagbe na.",
};

const OPENERS: Readonly<Record<NativeEmailKind, (slots: Slots) => string>> = {
  sale: ({ news }) => `Asha kori bhalo achhen. Apnar jonno ekta shukhobor achhe: ${news}!`,
  launch: ({ news }) =>
    `Asha kori bhalo achhen. Onek din dhore ja niye kaj korchhilam, sheta oboshese ready: ${news}.`,
  event: ({ news }) => `Asha kori bhalo achhen. Apnake dawat ditei ajker ei email: ${news}.`,
  general: ({ news }) => `Asha kori bhalo achhen. Aj chhotto ekta khobor dite likhchhi: ${news}.`,
};

const WHY_NOW: Readonly<Record<NativeEmailKind, string>> = {
  sale: "Onek din dhore ja kinben bhabchhilen, kimba priyo karo jonno gift — ekhoni best shomoy.",
  launch: "Apnader motamot shunei eta baniyechhi, tai kemon laglo janale khub khushi hobo.",
  event: "Mone kono proshno thakle shathe niye ashun, uttor deyar jonno alada shomoy rakha achhe.",
  general: "Ekbar dekhe nite ek minute-o lagbe na.",
};

const BUTTONS: Readonly<Record<NativeEmailKind, readonly string[]>> = {
  sale: ["Offer ti nin", "Ekhoni kinun"],
  launch: ["Notun ta dekhun", "Ekbar dekhe nin"],
  event: ["Seat book korun", "Ami ashchhi"],
  general: ["Details dekhun", "Ekbar dekhe nin"],
};

const BOOK_BUTTONS = ["Ekhoni book korun", "Kobe khali achhe dekhun"];

const REPLIES = [
  "Kono proshno thakle ei email-ei reply din, amra uttor debo.",
  "Kichhu janar thakle shorashori reply korun, amra pashe achhi.",
  "Kothao bujhte oshubidha hole reply din, amra help korbo.",
];

const counted = (text: string) => `${text} (${charCount(text)} okkhor)`;

export const emailBanglish: LanguageWriter = (brief, random) => {
  const rawProduct = brief.text(PRODUCT, "amader notun collection");
  const rawAudience = nativeAudienceCore(brief.text(AUDIENCE, "আমাদের নিয়মিত ক্রেতারা"));
  const goal = brief.text(["email_goal", ...GOAL], "");
  const product = romanise(rawProduct);
  const audience = romanise(rawAudience);
  const given = goal ? nativeNews(goal, rawProduct) : undefined;
  const kind = given?.shopGoal ? "general" : nativeEmailKind(goal);
  const service = nativeOfferKind(rawProduct) === "service";
  const news = given
    ? romanise(given.news)
    : service
      ? `${banglishPossessive(rawProduct)} booking cholchhe`
      : `${product} ekhon order kora jachchhe`;
  const slots = { product, audience, rawAudience, news };
  const fitting = [...new Set(SUBJECTS[kind](slots))].filter(
    (subject) => charCount(subject) <= SUBJECT_MAX,
  );
  const subjects = random.shuffle(fitting).slice(0, 3);
  const button = choose(random, asksToBook(kind, service, goal) ? BOOK_BUTTONS : BUTTONS[kind]);
  const howTo =
    kind === "sale"
      ? "niche button-e chap din; discount ta checkout-e nije theke jog hobe."
      : "niche button-e chap din.";
  return blocks(
    "**Subject line er option:**",
    numbered(subjects.map(counted)),
    `**Preview text:** ${counted(PREVIEWS[kind](slots))}`,
    "---",
    "Priyo [Nam],",
    OPENERS[kind](slots),
    `${sentenceCase(product)} banano hoyechhe ${product.includes(banglishPossessive(rawAudience)) ? "rojkar byaboharer" : banglishPossessive(rawAudience)} kotha mathay rekhe. [Ekhane ek line-e likhun, apnar pathoker kachhe shobcheye joruri shubidha ta ki.] ${WHY_NOW[kind]}`,
    bullets([`**Ki:** ${news}`, `**Kader jonno:** ${audience}`, `**Kivabe:** ${howTo}`]),
    `**[Button: ${button}]**`,
    choose(random, REPLIES),
    `Dhonnobad,  \n[Apnar nam]  \n${brandOf(rawProduct, "[Brand er nam]")}`,
    kind === "sale" || kind === "event"
      ? `P.S. ${news}. **[${button}]**`
      : "P.S. Erpor amader kachh theke ki dekhte chan, reply kore janaben.",
  );
};
