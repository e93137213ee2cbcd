import {
  nativeAudienceCore,
  nativeIsSoftware,
  nativeOfferKind,
  nativeProduct,
  type NativeProduct,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import { classKind, type OfferKind } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, truncate } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  funnelPages,
  pickMagnets,
  problemPhrase,
  type FunnelPages,
  type Magnet,
  type MagnetKey,
} from "./lead-capture-funnel.writer.ts";

/**
 * A lead funnel from the customer's own pain point, as the Bangla and Banglish books write it (the
 * same funnel in two scripts): three lead magnets and the pick, the opt-in and thank-you pages, a
 * follow-up sequence for a week and the numbers to watch.
 */

export type NativeFunnelSlots = {
  product: NativeProduct;
  /** The audience as typed ("" without one) and its core. */
  audience: string;
  core: string;
  /** The pain point as typed, and without "বুঝতে পারি না", "I don't know" …. */
  pain: string;
  problem: string;
  /** Whether the problem is a question ("কোন জুতা ভালো"). */
  question: boolean;
  headline: string;
  /** The recommended magnet's format. */
  format: string;
  software: boolean;
  /** The last message's button: order goods, start software, book a service. */
  kind: OfferKind;
};

export type LeadFunnelNativeBook = FunnelPages<NativeFunnelSlots> & {
  language: NativeLanguage;
  defaultProduct: string;
  defaultPain: string;
  headline: (slots: { problem: string; question: boolean }) => string;
  magnets: (slots: Omit<NativeFunnelSlots, "format">) => Readonly<Record<MagnetKey, Magnet>>;
  heading: (slots: NativeFunnelSlots) => string;
  brief: (slots: NativeFunnelSlots) => string;
};

/** "… বুঝতে পারি না", "… জানি না", "আমি …": the words around a pain point that are not the problem. */
const BANGLA_FRAME =
  /(?:^আমি\s+|[,\s]*(?:ঠিক\s+)?(?:বুঝতে পারি না|বুঝে উঠতে পারি না|বুঝি না|জানি না|নিশ্চিত নই|শিওর না)[।.!]*$)/gu;

/** A problem that asks something: কোন, কী, কীভাবে, কেন … (or which, how … in English). */
const QUESTION =
  /(?:^|\s)(?:কোন|কোনটা|কী|কি|কীভাবে|কিভাবে|কেন|কখন|কোথায়|কতটা|কত|kon|ki|kivabe|keno)(?:\s|$)|^(?:which|what|how|why|when|where|who|is|are|can|should)\b/iu;

export function nativeLeadFunnelWriter(book: LeadFunnelNativeBook): LanguageWriter {
  return (brief, random) => {
    const product = nativeProduct(brief.text(PRODUCT, book.defaultProduct));
    const audience = brief.text(AUDIENCE, "").normalize("NFC");
    const pain = brief
      .text(["audience_pain_point", "campaign_goal"], book.defaultPain)
      .normalize("NFC")
      .replace(/[।.]+$/u, "");
    const stripped = problemPhrase(pain.replace(BANGLA_FRAME, "").trim());
    const problem = /^\p{Lu}\p{Ll}/u.test(stripped)
      ? stripped.charAt(0).toLowerCase() + stripped.slice(1)
      : stripped;
    const question = QUESTION.test(problem);
    const base = {
      product,
      audience,
      core: audience ? nativeAudienceCore(audience) : "",
      pain,
      problem,
      question,
      headline: book.headline({ problem, question }),
      software: nativeIsSoftware(product.full),
      kind: nativeOfferKind(product.full),
    };
    const byKey = book.magnets(base);
    const { best, chosen } = pickMagnets(random, byKey, {
      question,
      software: base.software,
      kind: base.kind,
      lesson: classKind(base.kind, product.full) === "lesson",
    });
    const slots: NativeFunnelSlots = { ...base, format: best.format };
    return blocks(
      book.heading(slots),
      book.brief(slots),
      funnelPages(random, book, slots, { best, chosen, short: product.short, cut: truncate }),
    );
  };
}
