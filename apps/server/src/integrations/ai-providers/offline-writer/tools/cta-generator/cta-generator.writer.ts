import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { productParts } from "../../kit/copy-kit.ts";
import {
  audienceCore,
  blocks,
  charCount,
  counted,
  extractKeywords,
  isWeakWord,
  lowerFirst,
  numbered,
  sentenceCase,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Calls to action for buttons, ads, emails and social posts, built on the action asked for. */

export type CtaSlots = {
  /** The action's verb, capitalised ("Book"), or the default verb when it has none. */
  verb: string;
  /** What the action is for, with ("a free demo") and without ("free demo") its article. */
  objectFull: string;
  object: string;
  /** The whole action, mid-sentence ("book a free demo"). */
  action: string;
  /** The product's short name and the audience's core, mid-sentence. */
  product: string;
  core: string;
  /** A keyword to comment, in capitals ("DEMO"). */
  keyword: string;
};

export type CtaPhrases = {
  defaultProduct: string;
  defaultAction: string;
  defaultAudience: string;
  /** The verb used when the action does not start with one. */
  defaultVerb: string;
  /** The action as a phrase: verb and object. */
  action: (slots: { verb: string; objectFull: string }) => string;
  /** The keyword to comment when the action has none. */
  defaultKeyword: string;
  /** The first four are kept in order, the rest shuffled; those too long or unfinished are dropped. */
  buttons: (slots: CtaSlots) => readonly string[];
  unfinishedButton: RegExp;
  buttonsHeading: (max: number) => string;
  buttonsNote: string;
  adHeading: string;
  ad: (slots: CtaSlots) => readonly string[];
  emailHeading: string;
  email: (slots: CtaSlots) => readonly string[];
  socialHeading: string;
  social: (slots: CtaSlots) => readonly string[];
  notReadyHeading: string;
  notReady: (slots: CtaSlots) => readonly string[];
};

/** Verbs an action can start with ("Book a free demo"). */
const VERBS = new Set(
  (
    "book buy shop order get start try sign join download subscribe register claim request schedule " +
    "call message visit learn discover explore apply enroll enrol reserve contact chat watch read " +
    "install upgrade create save grab take follow donate see find"
  ).split(" "),
);

const BUTTON_MAX = 25;

/**
 * What follows the verb in "Get started", "Sign up", "Learn more", "Shop now": not a thing a
 * button can offer as "my …" ("Get my started"), nor a keyword to comment ("STARTED").
 */
const NOT_A_THING =
  /^(?:started|up|in|more|now|today|here|there|it|out|back|on|off|away|online|again)\b/iu;

export const writeCtas: Writer<CtaPhrases> = ({ brief, random, phrases, kit }) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const action = brief.text(["desired_action", "goal"], phrases.defaultAction);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const [firstWord = "", ...rest] = action.split(" ");
  const isVerb = VERBS.has(firstWord.toLowerCase());
  const verb = isVerb ? sentenceCase(firstWord.toLowerCase()) : phrases.defaultVerb;
  const objectFull = isVerb ? rest.join(" ") : action;
  const thing = objectFull.replace(/^(a|an|the|your|my|our)\s+/iu, "");
  const object = NOT_A_THING.test(thing) ? "" : thing;
  const slots: CtaSlots = {
    verb,
    objectFull,
    object,
    action: phrases.action({ verb, objectFull }),
    product: productParts(product).short,
    core: lowerFirst(audienceCore(audience)),
    keyword: (
      extractKeywords(object, 4).find((word) => !isWeakWord(word)) ?? phrases.defaultKeyword
    ).toUpperCase(),
  };
  const buttonPool = phrases
    .buttons(slots)
    .map((text) => text.replace(/\s+/gu, " ").trim())
    .filter((text) => charCount(text) <= BUTTON_MAX && !phrases.unfinishedButton.test(text));
  const buttons = [...new Set(buttonPool)]
    .slice(0, 4)
    .concat(random.shuffle([...new Set(buttonPool)].slice(4)))
    .slice(0, 8);
  return blocks(
    phrases.buttonsHeading(BUTTON_MAX),
    phrases.buttonsNote,
    numbered(buttons.map((text) => counted(text, kit.text))),
    phrases.adHeading,
    numbered(random.shuffle(phrases.ad(slots))),
    phrases.emailHeading,
    numbered(phrases.email(slots)),
    phrases.socialHeading,
    numbered(random.shuffle(phrases.social(slots))),
    phrases.notReadyHeading,
    numbered(phrases.notReady(slots)),
  );
};
