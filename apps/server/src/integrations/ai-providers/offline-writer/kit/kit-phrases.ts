import { articleKitEn } from "./article-kit.en.ts";
import type { ArticleKitPhrases } from "./article-kit.ts";
import { copyKitEn } from "./copy-kit.en.ts";
import type { CopyKitPhrases } from "./copy-kit.ts";
import type { PhraseBooks } from "./language.ts";
import { numbersEn } from "./numbers.en.ts";
import type { NumberFormats } from "./numbers.ts";
import { seoKitEn } from "./seo-kit.en.ts";
import type { SeoKitPhrases } from "./seo-kit.ts";
import { textKitEn } from "./text-kit.en.ts";
import type { TextKitPhrases } from "./text-kit.ts";

/** The shared kits' copy in one language: every tool's writer gets it beside its own. */
export type KitPhrases = {
  text: TextKitPhrases;
  copy: CopyKitPhrases;
  seo: SeoKitPhrases;
  article: ArticleKitPhrases;
  numbers: NumberFormats;
};

export const kitPhrases: PhraseBooks<KitPhrases> = {
  en: {
    text: textKitEn,
    copy: copyKitEn,
    seo: seoKitEn,
    article: articleKitEn,
    numbers: numbersEn,
  },
};
