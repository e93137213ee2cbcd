import { banglishPossessive, romanise } from "../../kit/bangla-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { blocks, charCount, numbered } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/** Calls to action in Banglish, as shops write them on Facebook. */

const BUTTON_MAX = 25;

export const ctasBanglish: LanguageWriter = (brief, random) => {
  const rawProduct = brief.text(PRODUCT, "amader product");
  const product = romanise(rawProduct);
  const audience = romanise(brief.text(AUDIENCE, ""));
  const action = romanise(brief.text(["desired_action", "cta_goal"], "order korun")).replace(
    /[।!.]+$/u,
    "",
  );
  const buttons = [
    action,
    "Ekhoni order korun",
    "Order korun",
    "Dam janun",
    "Inbox korun",
    "Cart-e add korun",
    "Details dekhun",
  ].filter((line, index, all) => charCount(line) <= BUTTON_MAX && all.indexOf(line) === index);
  const ads = [
    `${product} pochhondo hoyechhe? ${action}.`,
    `${audience ? `${audience}, ` : ""}ar deri noy — ${action}.`,
    `Stock shesh howar agei ${action}.`,
    `${product} niye jante chan? Page-e message din, amra uttor debo.`,
  ];
  const posts = random.shuffle([
    "Order korte page-e inbox korun 📩",
    'Dam jante comment-e "dam" likhun, amra inbox-e janiye debo.',
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
      `${banglishPossessive(rawProduct)} details dekhun`,
      "Amader proshno korun",
      "Kretader review porun",
    ]),
  );
};
