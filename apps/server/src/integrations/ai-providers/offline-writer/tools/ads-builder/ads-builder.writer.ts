import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import {
  asOurs,
  benefitSummary,
  headlines,
  offerKind,
  type OfferKind,
  partsInSentences,
  type ProductParts,
  productParts,
  productWithoutAudience,
} from "../../kit/copy-kit.ts";
import {
  audienceCore,
  blocks,
  charCount,
  counted,
  lowerFirst,
  numbered,
  phraseCut,
  truncate,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A Meta ad set (primary text, headlines, descriptions, button) and a Google search ad. */

/** Meta's standard call-to-action buttons, which Facebook shows in each viewer's own language. */
export type MetaButton = "bookNow" | "getOffer" | "signUp" | "learnMore" | "shopNow";

export type AdSlots = {
  product: string;
  parts: ProductParts;
  /** The audience as given, and its core mid-sentence. */
  audience: string;
  core: string;
  /** The benefit as given and mid-sentence (both "" when none). */
  benefit: string;
  benefitLower: string;
  /** As many benefit clauses as fit 40 characters. */
  firstClause: string;
  offer: string;
  /** Goods are ordered, software signed up for, a service booked. */
  kind: OfferKind;
};

export type AdsBuilderPhrases = {
  defaultProduct: string;
  defaultAudience: string;
  buttons: Readonly<Record<MetaButton, { label: string; why: string }>>;
  /** Three primary texts: each a list of versions, and the first within 125 characters is used. */
  primaryTexts: (slots: AdSlots) => readonly (readonly string[])[];
  offerLine: (offer: string) => string;
  buttonLine: (button: string) => string;
  /** A description naming the audience, cut to fit. */
  madeFor: (audience: string) => string;
  /** Meta description candidates; "" for one that does not apply. */
  metaDescriptions: (
    slots: AdSlots & {
      madeFor: string;
      offerCut: string;
      offerShort: string;
      benefitSummary: string;
    },
  ) => readonly string[];
  /** Four Google descriptions: each a list of versions, the first within 90 characters is used. */
  googleDescriptions: (slots: AdSlots) => readonly (readonly string[])[];
  metaHeading: string;
  primaryHeading: string;
  primaryNote: (max: number) => string;
  option: (number: number) => string;
  headlinesHeading: (max: number) => string;
  descriptionsHeading: (max: number) => string;
  buttonHeading: string;
  buttonChoice: (slots: { label: string; why: string }) => string;
  googleHeading: string;
};

/** The button when the offer names no step of its own. */
export const META_BUTTONS = {
  goods: "shopNow",
  software: "learnMore",
  service: "bookNow",
} as const satisfies Record<OfferKind, MetaButton>;

/** The button that matches the offer and the product. */
function metaButton(offer: string, kind: OfferKind): MetaButton {
  if (/demo|book|appointment|consult/iu.test(offer)) return "bookNow";
  if (/%|off\b|discount|coupon|code|deal/iu.test(offer)) return "getOffer";
  if (/trial|free account|sign ?up/iu.test(offer)) return "signUp";
  return META_BUTTONS[kind];
}

/** The first version that fits, else the last one cut to fit. */
function firstFitting(versions: readonly string[], max: number): string {
  return versions.find((text) => charCount(text) <= max) ?? truncate(versions.at(-1) ?? "", max);
}

const PRIMARY_MAX = 125;
const META_HEADLINE_MAX = 40;
const META_DESCRIPTION_MAX = 30;
const GOOGLE_HEADLINE_MAX = 30;
const GOOGLE_DESCRIPTION_MAX = 90;

export const writeAdsBuilder: Writer<AdsBuilderPhrases> = ({ brief, random, phrases, kit }) => {
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const product = productWithoutAudience(brief.text(PRODUCT, phrases.defaultProduct), audience);
  const benefit = brief.text(BENEFITS, "");
  const offer = brief.text(["offer"], "");
  const parts = productParts(product);
  const kind = offerKind(product);
  // In a sentence, a product named by what it is reads "our …" (headlines keep the name).
  const slots: AdSlots = {
    product: asOurs(product),
    parts: partsInSentences(parts),
    audience,
    core: lowerFirst(audienceCore(audience)),
    benefit,
    benefitLower: lowerFirst(benefit),
    firstClause: benefitSummary(benefit, 40, kit.text.list),
    offer,
    kind,
  };
  const button = phrases.buttons[metaButton(offer, kind)];
  const primaryTexts = phrases
    .primaryTexts(slots)
    .map((versions) =>
      blocks(
        firstFitting(versions, PRIMARY_MAX),
        offer ? phrases.offerLine(offer) : "",
        phrases.buttonLine(button.label),
      ),
    );
  const headlineInput = { product: parts, benefit, audience, offer, kind };
  const metaHeadlines = headlines(kit.copy.headlines, headlineInput, META_HEADLINE_MAX, 5, random);
  const madeForRoom = META_DESCRIPTION_MAX - charCount(phrases.madeFor(""));
  const metaDescriptionsList = random
    .shuffle(
      phrases
        .metaDescriptions({
          ...slots,
          madeFor: phrases.madeFor(phraseCut(audience, madeForRoom)),
          offerCut: phraseCut(offer, META_DESCRIPTION_MAX),
          offerShort: truncate(offer, META_DESCRIPTION_MAX),
          benefitSummary: benefitSummary(benefit, META_DESCRIPTION_MAX, kit.text.list),
        })
        .filter((text) => text.trim().length > 3),
    )
    .filter(
      (text, index, all) => charCount(text) <= META_DESCRIPTION_MAX && all.indexOf(text) === index,
    )
    .slice(0, 3);
  const googleHeadlines = headlines(
    kit.copy.headlines,
    headlineInput,
    GOOGLE_HEADLINE_MAX,
    10,
    random,
  );
  const googleDescriptions = phrases
    .googleDescriptions(slots)
    .map((versions) => firstFitting(versions, GOOGLE_DESCRIPTION_MAX));
  const list = (texts: readonly string[]) => numbered(texts.map((text) => counted(text, kit.text)));
  return blocks(
    phrases.metaHeading,
    phrases.primaryHeading,
    phrases.primaryNote(PRIMARY_MAX),
    ...primaryTexts.map((text, index) => blocks(phrases.option(index + 1), text)),
    phrases.headlinesHeading(META_HEADLINE_MAX),
    list(metaHeadlines.map((headline) => headline.text)),
    phrases.descriptionsHeading(META_DESCRIPTION_MAX),
    list(metaDescriptionsList),
    phrases.buttonHeading,
    phrases.buttonChoice(button),
    phrases.googleHeading,
    phrases.headlinesHeading(GOOGLE_HEADLINE_MAX),
    list(googleHeadlines.map((headline) => headline.text)),
    phrases.descriptionsHeading(GOOGLE_DESCRIPTION_MAX),
    list(googleDescriptions),
  );
};
