import { banglishPossessive, romanise } from "../../kit/bangla-kit.ts";
import { nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { blocks, charCount, numbered, sentenceCase } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import type { NativeCtaBook } from "./cta-generator.bn.ts";

/** Calls to action in Banglish, as shops write them on Facebook. */

const BUTTON_MAX = 25;

/** The Bangla book's calls to action for each kind of offer, in Latin letters. */
const BY_KIND: NativeCtaBook = {
  goods: {
    action: "order korun",
    buttons: [
      "Ekhoni order korun",
      "Order korun",
      "Dam janun",
      "Inbox korun",
      "Cart-e add korun",
      "Details dekhun",
    ],
    urgency: (action) => `Stock shesh howar agei ${action}.`,
    posts: [
      "Order korte page-e inbox korun 📩",
      'Dam jante comment-e "dam" likhun, amra inbox-e janiye debo.',
    ],
    reviews: "Kretader review porun",
  },
  software: {
    action: "try kore dekhun",
    buttons: ["Ajkei try korun", "Shuru korun", "Demo dekhun", "Sign up korun", "Details dekhun"],
    urgency: (action) => `Shuru korte koyek minute-i jotheshto — ${action}.`,
    posts: [
      "Kivabe kaj kore jante page-e inbox korun 📩",
      'Demo dekhte comment-e "demo" likhun, amra inbox-e link pathiye debo.',
    ],
    reviews: "User-der review porun",
  },
  service: {
    action: "book korun",
    buttons: [
      "Ekhoni book korun",
      "Booking din",
      "Khali slot janun",
      "Inbox korun",
      "Details dekhun",
    ],
    urgency: (action) => `Slot furiye jawar agei ${action}.`,
    posts: [
      "Booking dite page-e inbox korun 📩",
      'Kobe khali achhe jante comment-e "booking" likhun, amra inbox-e janiye debo.',
    ],
    reviews: "Client-der review porun",
  },
};

export const ctasBanglish: LanguageWriter = (brief, random) => {
  const rawProduct = brief.text(PRODUCT, "amader product");
  const product = romanise(rawProduct);
  const audience = romanise(brief.text(AUDIENCE, ""));
  const book = BY_KIND[nativeOfferKind(rawProduct)];
  const action = romanise(brief.text(["desired_action", "cta_goal"], book.action)).replace(
    /[।!.]+$/u,
    "",
  );
  const buttons = [sentenceCase(action), ...book.buttons].filter(
    (line, index, all) => charCount(line) <= BUTTON_MAX && all.indexOf(line) === index,
  );
  const ads = [
    `${sentenceCase(product)} pochhondo hoyechhe? ${sentenceCase(action)}.`,
    `${audience ? `${sentenceCase(audience)}, ar deri noy` : "Ar deri noy"} — ${action}.`,
    book.urgency(action),
    `${sentenceCase(product)} niye jante chan? Page-e message din, amra uttor debo.`,
  ];
  const posts = random.shuffle([
    ...book.posts,
    "Jar kaje lagbe, take tag korun!",
    "Post ta save kore rakhun, pore kaje lagbe.",
  ]);
  return blocks(
    `## Button-er lekha (max ${BUTTON_MAX} character)`,
    "Chhoto ar kajer kotha: button-e kriyapod diye shesh korun (korun, dekhun, janun).",
    numbered(random.shuffle(buttons)),
    "## Ad-er line",
    numbered(random.shuffle(ads)),
    "## Post-er sheshe ja likhben",
    numbered(posts),
    "## Jara ekhono bhabchhen",
    numbered([
      `${sentenceCase(banglishPossessive(rawProduct))} details dekhun`,
      "Amader proshno korun",
      book.reviews,
    ]),
  );
};
