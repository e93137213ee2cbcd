import { hasBengali } from "../../kit/bangla-kit.ts";
import { AUDIENCE } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { nativeAudienceCore, nativeCounted, nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import type { AdviceKind } from "../../kit/copy-kit.ts";
import { articleKind } from "../../kit/article-kit.ts";
import { TITLE_MAX } from "../../kit/seo-kit.ts";
import { blocks, bullets, charCount, slugify, truncate } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  nativeBlogParts,
  type BlogNativeBook,
} from "../blog-content-generator/blog-content-generator.native.ts";

/**
 * A whole SEO article from one keyword, as the Bangla and Banglish books write it: the title tag
 * within 60 characters, the meta description and the slug on top, then the blog book's article
 * (it is the same post) with a FAQ before its conclusion and links to fill in at the end.
 */

export type SeoBlogNativeBook = {
  language: NativeLanguage;
  /** The blog book whose article this is. */
  blog: BlogNativeBook;
  defaultKeyword: string;
  /** Title tag candidates, each with the keyword; the first within 60 after shuffling is used. */
  seoTitles: (slots: { keyword: string; audience: string }) => readonly string[];
  seoTitle: (counted: string) => string;
  metaDescription: (counted: string) => string;
  /** The URL slug line for the keyword. */
  slug: (keyword: string) => string;
  /** The FAQ's heading, questions and answers. */
  /** A service's questions are about cost, time and trust, not how often it is used. */
  faq: (keyword: string, kind: AdviceKind) => readonly string[];
  relatedHeading: string;
  related: (keyword: string) => readonly string[];
};

/** A Bangla keyword's slug: its words joined by hyphens (WordPress keeps Bangla slugs as typed). */
const banglaSlug = (keyword: string) =>
  (keyword.normalize("NFC").match(/[\p{L}\p{M}\p{Nd}]+/gu) ?? []).join("-").toLowerCase();

export function nativeSeoBlogWriter(book: SeoBlogNativeBook): LanguageWriter {
  return (brief, random) => {
    const keyword = brief.text(
      ["focus_keyword", "seed_keyword", "keywords", "topic"],
      book.defaultKeyword,
    );
    const audience = brief.text(AUDIENCE, "");
    const core = audience ? nativeAudienceCore(audience) : "";
    const seoTitle =
      random
        .shuffle(book.seoTitles({ keyword, audience: charCount(core) <= 24 ? core : "" }))
        .find((title) => charCount(title) <= TITLE_MAX) ?? truncate(keyword, TITLE_MAX);
    // The blog book reads the same keyword as its topic and main keyword.
    const blog = nativeBlogParts(book.blog, brief, random);
    return blocks(
      book.seoTitle(nativeCounted(seoTitle, book.language)),
      book.metaDescription(nativeCounted(blog.meta, book.language)),
      book.slug(keyword),
      "---",
      `# ${blog.title}`,
      ...blog.introduction,
      ...blog.body,
      ...book.faq(keyword, articleKind(nativeOfferKind(keyword), keyword)),
      ...blog.ending,
      book.relatedHeading,
      bullets(book.related(keyword)),
    );
  };
}

/** The slug for each script: Bangla words hyphenated, Latin ones as the English tool makes them. */
export const slugFor = (keyword: string): string =>
  hasBengali(keyword) ? banglaSlug(keyword) : slugify(keyword);
