import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "./random.ts";
import {
  agree,
  audienceCore,
  charCount,
  clean,
  counted,
  extractKeywords,
  hashtags,
  joinNatural,
  lowerFirst,
  someOf,
  phraseCut,
  sentences,
  slugify,
  splitList,
  table,
  titleCase,
  toHashtag,
  trimToSentences,
  truncate,
  truncateName,
} from "./text-kit.ts";
import { textKitEn } from "./text-kit.en.ts";

describe("text helpers", () => {
  it("says a singular noun phrase with its article, and a plural or a name without", () => {
    expect(someOf("bridal makeup package")).toBe("a bridal makeup package");
    expect(someOf("app")).toBe("an app");
    expect(someOf("Recycled running sneakers")).toBe("recycled running sneakers");
    expect(someOf("this product")).toBe("this product");
    // Uncountable nouns take no article.
    expect(someOf("online IELTS coaching")).toBe("online IELTS coaching");
    expect(someOf("raw honey")).toBe("raw honey");
    expect(someOf("free trial class")).toBe("a free trial class");
    // A place's name before a thing is no name of the thing.
    expect(someOf("Cox's Bazar family tour package")).toBe("a Cox's Bazar family tour package");
    expect(someOf("Spring Sneaker Drop")).toBe("Spring Sneaker Drop");
    expect(someOf("Spring Sneaker Drop")).toBe("Spring Sneaker Drop");
    expect(someOf("the best bag")).toBe("the best bag");
  });

  it("counts characters as code points (Bangla and emoji included)", () => {
    expect(charCount("👟 জুতা")).toBe(6);
    expect(counted("Shop now", textKitEn)).toBe("Shop now (8 characters)");
  });

  it("cleans one-line input", () => {
    expect(clean("  EcoStride   sneakers.  ")).toBe("EcoStride sneakers");
    expect(clean("Ready?")).toBe("Ready?");
  });

  it("truncates on word boundaries without dangling words or numbers", () => {
    expect(truncate("Light and breathable sneakers for runners", 24)).toBe("Light and breathable");
    expect(truncate("We tested breathable mesh on a 5 km run", 33)).toBe(
      "We tested breathable mesh",
    );
    expect(truncate("short", 30)).toBe("short");
    expect(truncate("Long-lasting makeup that survives a wedding", 24)).toBe("Long-lasting makeup");
    // Never inside a word (issue 14): a word longer than the limit is left out, not cut.
    expect(truncate("Supercalifragilistic", 5)).toBe("");
    expect(truncate("Eco Supercalifragilistic", 10)).toBe("Eco");
    // A name inside a sentence keeps its long first word whole rather than leaving a hole.
    expect(truncateName("Supercalifragilistic sneakers", 5)).toBe("Supercalifragilistic");
    expect(truncateName("Eco sneakers for runners", 12)).toBe("Eco sneakers");
    expect(charCount(truncate("a ".repeat(100), 30))).toBeLessThanOrEqual(30);
  });

  it("cuts at phrase boundaries and finds an audience's core", () => {
    const audience = "young professionals in Dhaka who run or walk daily";
    expect(phraseCut(audience, 20)).toBe("young professionals");
    expect(phraseCut(audience, 30)).toBe("young professionals in Dhaka");
    expect(phraseCut(audience, 5)).toBe("");
    expect(audienceCore(audience)).toBe("young professionals in Dhaka");
  });

  it("cases text for headlines and mid-sentence use", () => {
    expect(titleCase("eco-friendly running shoes for the city")).toBe(
      "Eco-Friendly Running Shoes for the City",
    );
    expect(titleCase("meet EcoStride")).toBe("Meet EcoStride");
    expect(titleCase("curry at your desk by 1 pm")).toBe("Curry at Your Desk by 1 pm");
    expect(titleCase("5 km runs, 500 ml bottles")).toBe("5 km Runs, 500 ml Bottles");
    expect(titleCase("pm hours")).toBe("Pm Hours");
    expect(titleCase("64 gb storage, 5000 mah battery")).toBe("64 GB Storage, 5000 mAh Battery");
    // A verb form or adjective before words in lower case is not a name; a title-cased name is.
    expect(lowerFirst("Rotating weekly menu")).toBe("rotating weekly menu");
    expect(lowerFirst("Cooked fresh every morning")).toBe("cooked fresh every morning");
    expect(lowerFirst("Washable cover")).toBe("washable cover");
    expect(lowerFirst("Spring Sneaker Drop")).toBe("Spring Sneaker Drop");
    expect(lowerFirst("Reading")).toBe("Reading");
    expect(lowerFirst("Young professionals")).toBe("young professionals");
    expect(lowerFirst("Dhaka students")).toBe("Dhaka students");
    expect(lowerFirst("SaaS founders")).toBe("SaaS founders");
  });

  it("agrees verbs with singular and plural nouns", () => {
    expect(agree("running sneakers", "fits", "fit")).toBe("fit");
    expect(agree("jute basket", "fits", "fit")).toBe("fits");
    expect(agree("canvas dress", "fits", "fit")).toBe("fits");
  });

  it("splits lists and sentences", () => {
    expect(splitList("mesh upper, cushioned sole; washable and light\n- vegan")).toEqual([
      "mesh upper",
      "cushioned sole",
      "washable",
      "light",
      "vegan",
    ]);
    expect(splitList("a, A, b")).toEqual(["a", "b"]);
    expect(sentences("One. Two? Three!\nFour")).toEqual(["One.", "Two?", "Three!", "Four"]);
    expect(joinNatural(["a", "b", "c"])).toBe("a, b and c");
    expect(joinNatural(["a"])).toBe("a");
  });

  it("extracts keywords by frequency, without stop words", () => {
    expect(extractKeywords("The best running shoes for running in the rain", 3)).toEqual([
      "running",
      "shoes",
      "rain",
    ]);
    expect(extractKeywords("Dhaka's 2025 sale", 5)).toEqual(["dhaka", "sale"]);
    // Everyday verbs and pronouns are no topic ("#goes", "#everyone", "BETTER GOES").
    expect(
      extractKeywords("What goes into a lunch that beats fast food? Everyone starts somewhere", 8),
    ).toEqual(["lunch", "fast", "food", "somewhere"]);
  });

  it("derives hashtags: lowercase, no spaces or punctuation, no repeats", () => {
    expect(toHashtag("Running Shoes!")).toBe("#runningshoes");
    expect(toHashtag("জামদানি শাড়ি")).toBe("#জামদানিশাড়ি");
    expect(toHashtag("2025")).toBe("");
    expect(toHashtag("...")).toBe("");
    expect(hashtags(["Eco Stride", "eco-stride", "EcoStride"])).toEqual(["#ecostride"]);
  });

  it("slugifies for URLs", () => {
    expect(slugify("Eco-Friendly Running Shoes (2025)")).toBe("eco-friendly-running-shoes-2025");
    expect(slugify("Café décor")).toBe("cafe-decor");
  });

  it("writes tables that survive pipes and line breaks in cells", () => {
    expect(table(["A", "B"], [["x|y", "line\nbreak"]])).toBe(
      "| A | B |\n| --- | --- |\n| x\\|y | line break |",
    );
  });
});

describe("createRandom", () => {
  it("is deterministic per seed and salt", () => {
    const sequence = (seed: number, salt: string) => {
      const random = createRandom(seed, salt);
      return [random.next(), random.next(), random.int(10)];
    };
    expect(sequence(1, "a")).toEqual(sequence(1, "a"));
    expect(sequence(1, "a")).not.toEqual(sequence(2, "a"));
    expect(sequence(1, "a")).not.toEqual(sequence(1, "b"));
    expect(sequence(Number.NaN, "a")).toEqual(sequence(0, "a"));
  });

  it("picks, shuffles and samples within bounds", () => {
    const random = createRandom(42);
    for (let index = 0; index < 200; index += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(random.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
    expect(() => random.pick([])).toThrow();
  });
});

describe("trimToSentences", () => {
  it("keeps whole sentences, never a fragment of the next", () => {
    const text =
      "Made from recycled bottles. Soft on your feet and easy on the planet, a shoe you can feel good about. Made to last.";
    expect(trimToSentences(text, 110)).toBe(
      "Made from recycled bottles. Soft on your feet and easy on the planet, a shoe you can feel good about.",
    );
    expect(trimToSentences(text, 40)).toBe("Made from recycled bottles.");
  });

  it("cuts a first sentence that is too long at a word and says so, within the limit", () => {
    const cut = trimToSentences(
      "Soft on your feet and easy on the planet for every runner in Dhaka.",
      30,
    );
    expect(cut).toBe("Soft on your feet and easy…");
    expect(charCount(cut)).toBeLessThanOrEqual(30);
  });

  it("treats the Bangla full stop as a sentence end", () => {
    expect(trimToSentences("ঈদের অফার শুরু। ঢাকায় ফ্রি ডেলিভারি। আজই অর্ডার করুন।", 40)).toBe(
      "ঈদের অফার শুরু। ঢাকায় ফ্রি ডেলিভারি।",
    );
  });

  it("leaves text that fits alone", () => {
    expect(trimToSentences("  Short. ", 20)).toBe("Short.");
  });
});

/** Text made of words drawn from a small vocabulary (long words and sentence ends included). */
const prose = fc
  .array(
    fc.constantFrom(
      "Made",
      "from",
      "recycled",
      "bottles.",
      "Soft",
      "on",
      "your",
      "feet,",
      "and",
      "Supercalifragilistic",
      "ঢাকায়",
      "ডেলিভারি।",
      "good!",
      "about?",
      "5",
      "👟",
    ),
    { minLength: 1, maxLength: 40 },
  )
  .map((words) => words.join(" "));

/** The words of `cut` are the first words of `source` (the last may lose trailing punctuation). */
function isWholeWordPrefix(cut: string, source: string): boolean {
  if (cut === "") return true;
  const kept = cut.split(" ");
  const words = source.trim().split(/\s+/);
  return kept.every((word, index) => {
    const original = words[index] ?? "";
    if (index < kept.length - 1) return word === original;
    return original.startsWith(word) && /^[,;:–—-]*$/u.test(original.slice(word.length));
  });
}

describe("shortening never cuts a word (issue 14)", () => {
  it("truncate keeps whole words only, within the limit", () => {
    fc.assert(
      fc.property(prose, fc.integer({ min: 0, max: 120 }), (text, max) => {
        const cut = truncate(text, max);
        expect(charCount(cut)).toBeLessThanOrEqual(max);
        expect(isWholeWordPrefix(cut, text)).toBe(true);
      }),
    );
  });

  it("trimToSentences keeps whole sentences, or whole words marked with '…', within the limit", () => {
    fc.assert(
      fc.property(prose, fc.integer({ min: 0, max: 120 }), (text, max) => {
        const cut = trimToSentences(text, max);
        expect(charCount(cut)).toBeLessThanOrEqual(max);
        if (cut.endsWith("…") && !text.trim().startsWith(cut)) {
          expect(isWholeWordPrefix(cut.slice(0, -1), text)).toBe(true);
        } else {
          const source = text.trim();
          expect(source.startsWith(cut)).toBe(true);
          // Ends at the end of the text or at a sentence end followed by a space.
          if (cut !== source && cut !== "") {
            expect(cut).toMatch(/[.!?।]["”’)]*$/u);
            expect(source.charAt(cut.length)).toMatch(/\s/u);
          }
        }
      }),
    );
  });
});
