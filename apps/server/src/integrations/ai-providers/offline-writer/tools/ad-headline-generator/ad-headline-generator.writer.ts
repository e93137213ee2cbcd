import { AUDIENCE, BENEFITS, PRODUCT } from "../../kit/brief.ts";
import { headlines, offerKind, productParts } from "../../kit/copy-kit.ts";
import { audienceCore, blocks, counted, numbered } from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Ten Google headlines, five more for Meta, and three to test first. */

export type AdHeadlinePhrases = {
  defaultProduct: string;
  defaultAudience: string;
  googleHeading: (max: number) => string;
  googleNote: (max: number) => string;
  metaHeading: (max: number) => string;
  /** A headline with its count, then its angle. */
  item: (slots: { counted: string; angle: string }) => string;
  testHeading: string;
  /** Why to test it; `audience` is the audience's core. */
  testItem: (slots: { headline: string; angle: string; audience: string }) => string;
};

const GOOGLE_MAX = 30;
const META_MAX = 40;

export const writeAdHeadlines: Writer<AdHeadlinePhrases> = ({ brief, random, phrases, kit }) => {
  const product = productParts(brief.text(PRODUCT, phrases.defaultProduct));
  const benefit = brief.text(BENEFITS, product.noun);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const input = { product, benefit, audience, kind: offerKind(product.full) };
  const google = headlines(kit.copy.headlines, input, GOOGLE_MAX, 10, random);
  const meta = headlines(kit.copy.headlines, input, META_MAX, 15, random)
    .filter((headline) => !google.some((short) => short.text === headline.text))
    .slice(0, 5);
  const best = random
    .shuffle(google)
    .filter(
      (headline, index, all) => all.findIndex((other) => other.angle === headline.angle) === index,
    )
    .slice(0, 3);
  const list = (items: typeof google) =>
    numbered(
      items.map((headline) =>
        phrases.item({ counted: counted(headline.text, kit.text), angle: headline.angle }),
      ),
    );
  return blocks(
    phrases.googleHeading(GOOGLE_MAX),
    phrases.googleNote(GOOGLE_MAX),
    list(google),
    meta.length > 0 && phrases.metaHeading(META_MAX),
    meta.length > 0 && list(meta),
    phrases.testHeading,
    numbered(
      best.map((headline) =>
        phrases.testItem({
          headline: headline.text,
          angle: headline.angle,
          audience: audienceCore(audience),
        }),
      ),
    ),
  );
};
