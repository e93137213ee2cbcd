import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish, productLadder, yourFor } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import {
  nativePrimaryTextWriter,
  type PrimaryTextNativeSlots,
} from "./ad-primary-text-generator.native.ts";

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/** "X: shubidha." with a benefit, "Ekhon pawa jachchhe X." without. */
const is = (name: string, benefit: string) =>
  benefit
    ? `${opening(name)}: ${inBanglish(benefit)}.`
    : `Ekhon pawa jachchhe ${inBanglish(name)}.`;

/** "X: shubidha." after a verb ("eshe gechhe …", "dekhun …"), "X." without a benefit. */
const called = (name: string, benefit: string) =>
  benefit ? `${inBanglish(name)}: ${inBanglish(benefit)}.` : `${inBanglish(name)}.`;

/** "Dhakar torunder jonnoi banano.", or nothing when the name already says it or no one is named. */
const forWho = ({ namesAudience }: PrimaryTextNativeSlots, who: string) =>
  who && !namesAudience ? `${sentenceCase(banglishPossessive(who))} jonnoi banano.` : "";

/** The product as typed, or its short name when the name already says who it is for. */
const named = ({ product, namesAudience }: PrimaryTextNativeSlots) =>
  namesAudience ? product.short : product.full;

const head = ({ product }: PrimaryTextNativeSlots) =>
  inBanglish(product.noun.split(" ").at(-1) ?? product.noun);

/**
 * Primary text for Facebook and Instagram ads in Banglish: the Bangla book's ads as pages type
 * them in Latin letters, Bangla inputs romanised.
 */
export const primaryTextBanglish = nativePrimaryTextWriter({
  language: "banglish",
  defaultProduct: "amader notun product",
  ctas: {
    goods: [
      "Ekhoni order korun.",
      "Order korte inbox korun 📩",
      "Details jante nicher button-e chap din.",
      "Ajkei apnar ta order kore felun.",
    ],
    software: [
      "Ajkei try kore dekhun.",
      "Kivabe kaj kore jante inbox korun 📩",
      "Details jante nicher button-e chap din.",
      "Ajkei shuru kore felun.",
    ],
    service: [
      "Ajkei book korun.",
      "Booking dite inbox korun 📩",
      "Details jante nicher button-e chap din.",
      "Ajkei booking diye felun.",
    ],
  },
  shortHeading: (max) => `## Chhoto (max ${max} okkhor)`,
  shortNote: "Feed-e “See more”-er agei puro lekha ta dekha jabe.",
  shortOptions: (slots) => {
    const { product, audience, core, benefit, first, ctas } = slots;
    const your = (who: string) => yourFor(who, "banglish");
    const short = inBanglish(product.short);
    return [
      productLadder(slots, { is, forWho }, { wide: audience, narrow: core }).map(
        (line) => `${line} ${ctas[0]}`,
      ),
      audience
        ? [
            `${opening(audience)}, ${your(audience)} jonno eshe gechhe ${called(product.short, benefit)} ${ctas[1]}`,
            `${opening(core)}, ${your(core)} jonno eshe gechhe ${called(product.short, benefit)} ${ctas[1]}`,
            `${opening(core)}, ${your(core)} jonno eshe gechhe ${called(product.short, first)} ${ctas[1]}`,
            `${opening(core)}, ${your(core)} jonno eshe gechhe ${short}. ${ctas[1]}`,
          ]
        : [
            `Moner moto ${head(slots)} khujchhilen? Dekhun ${called(product.short, benefit)} ${ctas[1]}`,
            `Moner moto ${head(slots)} khujchhilen? Dekhun ${called(product.short, first)} ${ctas[1]}`,
            `Moner moto ${head(slots)} khujchhilen? Dekhun ${short}. ${ctas[1]}`,
          ],
      benefit
        ? [
            `${opening(benefit)}. Etai ${short}. ${ctas[2]}`,
            `${opening(first)}. Etai ${short}. ${ctas[2]}`,
            `Etai ${short}. ${ctas[2]}`,
          ]
        : core && !slots.namesAudience
          ? [`${forWho(slots, core)} Etai ${short}. ${ctas[2]}`]
          : [`${opening(product.short)}: ekbar byabohar korlei parthokko ta bujhben. ${ctas[2]}`],
    ];
  },
  mediumHeading: "## Majhari (2–3 bakko)",
  medium: (slots) => {
    const { product, audience, benefit, emoji, ctas } = slots;
    return [
      audience
        ? `${emoji} ${opening(audience)}, ei post ta ${yourFor(audience, "banglish")} jonno. ${is(named(slots), benefit)} ${ctas[3]}`
        : `${emoji} ${is(product.full, benefit)} Ekbar byabohar korlei parthokko ta bujhben. ${ctas[3]}`,
      `Rojkar byastotay tal miliye cholbe, emon ${head(slots)} khujchhen? Tahole dekhun ${inBanglish(named(slots))}${benefit ? `: ${inBanglish(benefit)}` : ""}. ${forWho(slots, audience)} ${ctas[0]}`,
    ];
  },
  longHeading: "## Lomba (golper dhonge)",
  long: (slots) => {
    const { product, audience, clauses, emoji, ctas } = slots;
    return [
      `${emoji} ${audience ? `${sentenceCase(banglishPossessive(audience))} kotha bhebei` : "Rojkar dorkarer kotha bhebei"} amra baniyechhi ${inBanglish(product.short)}.`,
      "",
      `Amra jani, moner moto ${head(slots)} khuje pawa kotota jhamelar. Tai protiti khutinatite jotno niyechhi.`,
      "",
      ...(clauses.length > 0
        ? clauses.map(({ clause, gives }) => `✅ ${opening(clause)}${gives ? ` — ${gives}` : ""}`)
        : ["✅ [Apnar shobcheye boro shubidha ta likhun]", "✅ [Ditiyo ekta shubidha likhun]"]),
      "",
      `${opening(product.full)} ekhon pawa jachchhe. ${ctas[1]}`,
    ];
  },
});
