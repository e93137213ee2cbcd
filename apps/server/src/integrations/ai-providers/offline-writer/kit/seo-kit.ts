import { isSoftware } from "./copy-kit.ts";
import type { Random } from "./random.ts";
import { charCount, clean, sentenceCase, titleCase, truncate } from "./text-kit.ts";

/** Search-snippet limits: titles past ~60 and descriptions past ~160 characters get cut off. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

export type SearchIntent = "informational" | "product" | "service";

export function searchIntent(text: string): SearchIntent {
  if (
    /\b(how|why|what|when|which|guide|tips|ideas|ways|blog|learn|tutorial|explained|vs)\b/iu.test(
      text,
    )
  )
    return "informational";
  if (isSoftware(text) || /\b(service|agency|booking|clinic|salon|repair)\b/iu.test(text))
    return "service";
  return "product";
}

/** "Recycled running sneakers product page" → "Recycled running sneakers". */
export function pageSubject(topic: string): string {
  const stripped = clean(
    topic.replace(
      /\b(product|landing|category|collection|service|home|sales)?\s*(page|homepage|blog post|article|post)\b/giu,
      "",
    ),
  );
  return stripped === "" ? clean(topic) : stripped;
}

/** Marks where the brand goes in description sentences, so brand-less pools can drop them. */
const BRAND_SLOT = "\u0001";

type SnippetInput = { keyword: string; subject: string; brand: string; intent: SearchIntent };

/** Title tags of at most 60 characters, keyword first, brand last; closest to 50–60 first. */
export function metaTitles(
  { keyword, subject, brand, intent }: SnippetInput,
  count: number,
  random: Random,
): string[] {
  const kw = titleCase(keyword);
  const subjectTitle = titleCase(subject);
  const aboutSubject = subject.toLowerCase().includes(keyword.toLowerCase())
    ? subjectTitle
    : `${kw}: ${subjectTitle}`;
  const byIntent: Record<SearchIntent, string[]> = {
    informational: [
      `${aboutSubject} | ${brand}`,
      `${kw} Guide: Tips and Next Steps | ${brand}`,
      `${kw}: What to Know Before You Start | ${brand}`,
      `How to Choose ${kw} | ${brand}`,
      `${kw} Explained Simply | ${brand}`,
      `${kw}: Your Questions Answered`,
    ],
    product: [
      `${aboutSubject} | ${brand}`,
      `Shop ${kw} Online | ${brand}`,
      `${kw} | ${brand}`,
      `Buy ${kw} from ${brand}`,
      `${kw}: Order Online | ${brand}`,
      `${kw} by ${brand}: See the Range`,
    ],
    service: [
      `${aboutSubject} | ${brand}`,
      `${kw} for Your Business | ${brand}`,
      `${kw}: See How It Works | ${brand}`,
      `Try ${kw} | ${brand}`,
      `${kw} Made Simple | ${brand}`,
    ],
  };
  const fitting = random
    .shuffle(byIntent[intent].filter((title) => charCount(title) <= TITLE_MAX))
    .sort((a, b) => Number(charCount(b) >= 40) - Number(charCount(a) >= 40));
  const titles = [...new Set(fitting)].slice(0, count);
  while (titles.length < count) {
    const fallback = truncate(titles.length === 0 ? `${kw} | ${brand}` : kw, TITLE_MAX);
    if (titles.includes(fallback)) break;
    titles.push(fallback);
  }
  return titles;
}

/** Meta descriptions of 120–160 characters with the keyword once, each with a different opening. */
export function metaDescriptions(
  { keyword, brand, intent }: SnippetInput,
  count: number,
  random: Random,
): string[] {
  const kw = keyword;
  const pools: Record<SearchIntent, { leads: string[]; supports: string[]; ctas: string[] }> = {
    informational: {
      leads: [
        `A practical guide to ${kw} from ${BRAND_SLOT}.`,
        `New to ${kw}? Start here.`,
        `Your questions about ${kw}, answered in plain words.`,
        `Thinking about ${kw}? Here is what to check first.`,
      ],
      supports: [
        "Clear steps, common mistakes to avoid and tips you can use today.",
        "Read it in a few minutes and decide with confidence.",
        `Practical advice from the ${BRAND_SLOT} team, without the jargon.`,
        "Simple checklists and examples to help you choose.",
      ],
      ctas: ["Read the guide.", "Start reading now.", "Find your answer here."],
    },
    product: {
      leads: [
        `Shop ${kw} from ${BRAND_SLOT}.`,
        `Looking for ${kw}? Meet ${BRAND_SLOT}.`,
        `Discover ${kw} by ${BRAND_SLOT}.`,
        `${sentenceCase(kw)}, made by ${BRAND_SLOT}.`,
      ],
      supports: [
        "See the details, choose your option and order online.",
        "Compare the options and pick the one that suits you.",
        "Browse the range and find the right fit for your day.",
        "Everything you need to decide is on one page.",
      ],
      ctas: ["Shop now.", "Order today.", "Browse the range."],
    },
    service: {
      leads: [
        `Get ${kw} with ${BRAND_SLOT}.`,
        `Looking for ${kw}? See how ${BRAND_SLOT} can help.`,
        `${sentenceCase(kw)} from ${BRAND_SLOT}, made simple.`,
        `${BRAND_SLOT} makes ${kw} easier to get right.`,
      ],
      supports: [
        "See how it works, what is included and how to get started.",
        "Find out what is included and how to get started.",
        "Clear steps to get started, with help when you need it.",
        "Set up quickly and see how it fits the way you work.",
      ],
      ctas: ["Learn more today.", "Get started today.", "See how it works."],
    },
  };
  // Without a brand (the blog tool has none), sentences that name it are left out.
  const usable = (texts: readonly string[]) =>
    brand === "" ? texts.filter((text) => !text.includes(BRAND_SLOT)) : [...texts];
  const fill = (text: string) => text.replaceAll(BRAND_SLOT, brand);
  const leads = usable(pools[intent].leads).map(fill);
  const supports = usable(pools[intent].supports).map(fill);
  const ctas = pools[intent].ctas;
  const candidates: string[][] = [];
  for (const lead of random.shuffle(leads))
    for (const support of random.shuffle(supports))
      for (const cta of random.shuffle(ctas)) {
        candidates.push([lead, support, cta]);
        for (const extra of supports)
          if (extra !== support) candidates.push([lead, support, extra, cta]);
      }
  const results: string[] = [];
  const usedLeads = new Set<string>();
  for (const parts of candidates) {
    const text = parts.join(" ");
    const length = charCount(text);
    const lead = parts[0] ?? "";
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX || usedLeads.has(lead)) continue;
    usedLeads.add(lead);
    results.push(text);
    if (results.length === count) return results;
  }
  // Inputs too long for any full sentence set: cut the lead and support, keep the call to action.
  for (const parts of candidates) {
    const lead = parts[0] ?? "";
    if (results.length === count) break;
    if (usedLeads.has(lead)) continue;
    usedLeads.add(lead);
    const cta = parts[parts.length - 1] ?? "";
    const body = truncate(parts.slice(0, -1).join(" "), DESCRIPTION_MAX - charCount(cta) - 2);
    results.push(`${body.replace(/[.?!]*$/u, ".")} ${cta}`);
  }
  return results;
}
