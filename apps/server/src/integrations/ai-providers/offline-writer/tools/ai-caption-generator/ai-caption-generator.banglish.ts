import {
  banglaHashtags,
  banglishPossessive,
  namesAudience,
  romanise,
} from "../../kit/bangla-kit.ts";
import {
  NATIVE_PLATFORM_CTAS,
  nativeAudienceCore,
  nativeEmojis,
  nativeOfferKind,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { detectPlatform, isFood, type OfferKind, type Platform } from "../../kit/copy-kit.ts";
import { choose } from "../../kit/random.ts";
import { blocks, sentenceCase } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { NATIVE_TAG_COUNT, WORN } from "./ai-caption-generator.writer.ts";

/**
 * Captions in Banglish, as Bangladeshi shops post them on Facebook: Bangla sentences in Latin
 * letters, everyday English nouns (order, inbox, stock) kept, Bangla inputs romanised.
 */

/** `worn` and `food` as in the Bangla book (`WORN`, `isFood`). */
type Slots = {
  product: string;
  audience: string;
  rawAudience: string;
  emoji: string;
  worn: boolean;
  food: boolean;
};

/** One angle, for the kinds of offer it suits (as in the Bangla book). */
type Angle = {
  name: string;
  hook: (slots: Slots) => string;
  body: (slots: Slots) => string;
  kinds: readonly OfferKind[];
  /** The angle's name for food, where it differs. */
  foodName?: string;
  /** Left out for food, as in the Bangla book. */
  notFood?: true;
};

const ANGLES: readonly Angle[] = [
  {
    name: "Notun collection",
    hook: ({ product, emoji }) => `Notun eshechhe: ${product} ${emoji}`,
    body: ({ audience, rawAudience, worn, food }) =>
      `${audience ? `${sentenceCase(banglishPossessive(rawAudience))} kotha bhebei banano. ` : ""}${worn ? "Dekhte sundor, byabohare aramdayok — protidiner jonno ekdom perfect." : food ? "Ekbar khele barbar khete ichchhe korbe." : "Ekbar nile barbar nite ichchhe korbe."}`,
    kinds: ["goods"],
  },
  {
    name: "Proshno",
    hook: ({ audience, emoji, worn }) =>
      `${audience ? `${sentenceCase(audience)}, ` : ""}${worn ? "emon kichhu khujchhilen ja stylish, abar aramdayok?" : "moner moto kichhu khujchhilen?"} ${emoji}`,
    body: ({ product, worn, food }) =>
      `Tahole ${product} apnar jonnoi. ${worn ? "Ekbar use korlei" : food ? "Ekbar khelei" : "Hate pelei"} parthokko ta bujhben.`,
    kinds: ["goods"],
  },
  {
    name: "Keno amra",
    hook: ({ product, emoji }) => `Keno shobai ${product} niye kotha bolchhe? ${emoji}`,
    body: ({ food }) =>
      food
        ? "Karon shad ar quality niye amra kono compromise kori na. Protiti jinish jachai kore tobei page-e tuli."
        : "Karon quality niye amra kono compromise kori na. Protiti jinish jachai kore tobei page-e tuli.",
    kinds: ["goods"],
  },
  {
    name: "Limited stock",
    foodName: "Limited poriman",
    hook: ({ emoji, food }) => `${food ? "Poriman limited!" : "Stock limited!"} ${emoji}`,
    body: ({ product, food }) =>
      food
        ? `${sentenceCase(product)} shimito porimane toiri hoy, tai agebhage order din.`
        : `${sentenceCase(product)} ekhon pawa jachchhe, kintu beshidin thakbe na. Pochhondo hole deri korben na.`,
    kinds: ["goods"],
  },
  {
    name: "Gift idea",
    hook: () => "Priyo manushtir jonno gift khujchhen? 🎁",
    body: ({ product }) =>
      `${sentenceCase(product)} hote pare best choice. Sundor packaging-e pouchhe jabe apnar dorjay.`,
    kinds: ["goods"],
    notFood: true,
  },
  // Software: the Bangla book's angles for trying it, in Latin letters.
  {
    name: "Notun eshechhe",
    hook: ({ product, emoji }) => `Notun eshechhe: ${product} ${emoji}`,
    body: ({ audience, rawAudience }) =>
      `${audience ? `${sentenceCase(banglishPossessive(rawAudience))} kotha bhebei banano. ` : ""}Shohoje shuru korun, shomoy bachan — je kono jayga theke, jokhon khushi.`,
    kinds: ["software"],
  },
  {
    name: "Proshno",
    hook: ({ audience, emoji }) =>
      `${audience ? `${sentenceCase(audience)}, ` : ""}kajta aro shohoje korte chan? ${emoji}`,
    body: ({ product }) => `Tahole ${product} apnar jonnoi. Ekbar try korlei parthokko ta bujhben.`,
    kinds: ["software"],
  },
  {
    name: "Keno amra",
    hook: ({ product, emoji }) => `Keno shobai ${product} niye kotha bolchhe? ${emoji}`,
    body: () => "Karon shuru kora shohoj, ar kaje lage prothom din thekei.",
    kinds: ["software"],
  },
  {
    name: "Nijei dekhun",
    hook: ({ emoji }) => `Nijei try kore dekhun ${emoji}`,
    body: ({ product }) => `${sentenceCase(product)} kivabe kaj kore, koyek minute-ei bujhe jaben.`,
    kinds: ["software"],
  },
  {
    name: "Chhoto poriborton",
    hook: ({ emoji }) => `Chhoto poriborton, boro parthokko ${emoji}`,
    body: ({ product }) =>
      `${sentenceCase(banglishPossessive(product))} shathe protidin ektu ektu kore egiye jan.`,
    kinds: ["software"],
  },
  // A service people book: the Bangla book's booking angles in Latin letters.
  {
    name: "Booking cholchhe",
    hook: ({ product, emoji }) =>
      `${sentenceCase(banglishPossessive(product))} booking cholchhe ${emoji}`,
    body: ({ audience, rawAudience }) =>
      `${audience ? `${sentenceCase(banglishPossessive(rawAudience))} kotha bhebei shajano. ` : ""}Kobe chan janan, khali achhe ki na amra dekhe janabo.`,
    kinds: ["service"],
  },
  {
    name: "Proshno",
    hook: ({ audience, emoji }) =>
      `${audience ? `${sentenceCase(audience)}, ` : ""}bhorsha korar moto kauke khujchhen? ${emoji}`,
    body: ({ product }) =>
      `Tahole ${product} apnar jonnoi. Protita khutinati amra jotno niye kori.`,
    kinds: ["service"],
  },
  {
    name: "Age ar pore",
    hook: ({ emoji }) => `Age ar pore ${emoji}`,
    body: ({ product, audience, rawAudience }) =>
      `${sentenceCase(product)} ki bodol ane, swipe kore dekhun.${audience ? ` ${sentenceCase(banglishPossessive(rawAudience))} jonno, jotno niye.` : ""}`,
    kinds: ["service"],
  },
  {
    name: "Keno amra",
    hook: ({ product, emoji }) => `Keno shobai ${product} niye kotha bolchhe? ${emoji}`,
    body: () =>
      "Karon kajer mane amra kono compromise kori na. Protita client ke amra shomoy dii, taratari chhara.",
    kinds: ["service"],
  },
  {
    name: "Limited slot",
    hook: ({ emoji }) => `Ei masher slot limited! ${emoji}`,
    body: ({ product }) =>
      `${sentenceCase(product)} book korte chaile deri korben na. Tarikh janiye inbox korun.`,
    kinds: ["service"],
  },
];

const CTAS: Readonly<Record<Platform, readonly string[]>> = {
  facebook: [
    "Order korte page-e inbox korun 📩",
    'Dam jante comment-e "dam" likhun, amra inbox-e janiye debo.',
    "Cash on delivery-te order korte inbox korun.",
  ],
  instagram: ["Order korte profile-er link-e click korun 🔗", "Order korte DM korun 📩"],
  tiktok: ["Order korte bio-r link-e jan.", "Emon aro video dekhte follow korun!"],
  linkedin: ["Bistarito jante amader shathe jogajog korun."],
  x: ["Ajkei order korun."],
  youtube: ["Order-er link description-e deya achhe."],
  other: ["Ajkei order korun.", "Bistarito jante inbox korun."],
};

export const captionBanglish: LanguageWriter = (brief, random) => {
  const rawProduct = brief.text(PRODUCT, "amader notun collection");
  const typedAudience = brief.text(AUDIENCE, "");
  // The people, without a clause after them: sentences put a case ending on it.
  const rawAudience = typedAudience && nativeAudienceCore(typedAudience);
  const product = romanise(rawProduct);
  const audience = romanise(rawAudience);
  const platformName = brief.text(["platform", "platforms"], "Facebook");
  const platform = detectPlatform(platformName);
  const kind = nativeOfferKind(rawProduct);
  const pool = [
    ...banglaHashtags([rawProduct, rawAudience].join(","), { romanised: true }),
    ...{ goods: ["#OnlineShopBD"], software: [], service: ["#BookingBD"] }[kind],
    "#Bangladesh",
  ].filter((tag, index, all) => all.indexOf(tag) === index);
  const ctas = kind === "goods" ? CTAS[platform] : NATIVE_PLATFORM_CTAS.banglish[platform][kind];
  const food = isFood(rawProduct);
  const emojis = nativeEmojis(kind, food);
  const angles = ANGLES.filter((angle) => angle.kinds.includes(kind) && !(food && angle.notFood));

  const captions = random.sample(angles, 3).map((angle, index) => {
    const slots = {
      product,
      audience,
      rawAudience,
      emoji: platform === "linkedin" ? "" : choose(random, emojis),
      worn: WORN.test(rawProduct.normalize("NFC")),
      food,
    };
    const tags = [
      ...pool.slice(0, 2),
      ...random.sample(pool.slice(2), NATIVE_TAG_COUNT[platform] - 2),
    ];
    return blocks(
      `### Caption ${index + 1} — ${(food && angle.foodName) || angle.name}`,
      angle.hook(slots).trim(),
      // Not "for Dhaka's youth … made with Dhaka's youth in mind" (the Bangla book does the same).
      platform === "x"
        ? undefined
        : angle.body(
            namesAudience(rawProduct, rawAudience)
              ? { ...slots, audience: "", rawAudience: "" }
              : slots,
          ),
      choose(random, ctas),
      tags.join(" "),
    );
  });

  return blocks(
    `## ${romanise(platformName)}-er jonno caption`,
    typedAudience ? `**Kader jonno:** ${romanise(typedAudience)}` : undefined,
    ...captions,
  );
};
