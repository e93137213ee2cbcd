import { describe, expect, it } from "vitest";
import {
  banglishToBangla,
  banglishWordToBangla,
  finishesWord,
  latinWordBefore,
} from "./banglish-to-bangla";

/** Common words as Bangladeshi sellers type them in Banglish, and the Bangla they mean. */
const COMMON_WORDS: ReadonlyArray<readonly [string, string]> = [
  ["ami", "আমি"],
  ["bangla", "বাংলা"],
  ["dhaka", "ঢাকা"],
  ["Dhaka", "ঢাকা"],
  ["tumi", "তুমি"],
  ["apni", "আপনি"],
  ["apnar", "আপনার"],
  ["amar", "আমার"],
  ["amader", "আমাদের"],
  ["amra", "আমরা"],
  ["ki", "কি"],
  ["kemon", "কেমন"],
  ["ache", "আছে"],
  ["notun", "নতুন"],
  ["kinun", "কিনুন"],
  ["korun", "করুন"],
  ["ekhon", "এখন"],
  ["shudhu", "শুধু"],
  ["matro", "মাত্র"],
  ["din", "দিন"],
  ["ghore", "ঘরে"],
  ["boshe", "বসে"],
  ["order", "অর্ডার"],
  ["pochondo", "পছন্দ"],
  ["jama", "জামা"],
  ["juta", "জুতা"],
  ["kapor", "কাপড়"],
  ["shari", "শাড়ি"],
  ["dokan", "দোকান"],
  ["bazar", "বাজার"],
  ["taka", "টাকা"],
  ["dam", "দাম"],
  ["hobe", "হবে"],
  ["jonno", "জন্য"],
  ["shobai", "সবাই"],
  ["sobai", "সবাই"],
  ["shundor", "সুন্দর"],
  ["bondhu", "বন্ধু"],
  ["khub", "খুব"],
  ["bhalo", "ভালো"],
  ["ektu", "একটু"],
  ["dhonnobad", "ধন্যবাদ"],
  ["prothom", "প্রথম"],
  ["bochor", "বছর"],
  ["shikkha", "শিক্ষা"],
  ["bishwas", "বিশ্বাস"],
  ["gaRi", "গাড়ি"],
  ["pani", "পানি"],
  ["eid", "ঈদ"],
  ["chharr", "ছাড়"],
  ["free", "ফ্রি"],
  ["delivery", "ডেলিভারি"],
  ["offer", "অফার"],
  ["haoa", "হাওয়া"],
  ["kormo", "কর্ম"],
  ["saRe", "সাড়ে"],
  ["vai", "ভাই"],
  ["somoy", "সময়"],
  ["chhoto", "ছোট"],
  ["boRo", "বড়"],
];

describe("banglishWordToBangla", () => {
  it.each(COMMON_WORDS)("%s → %s", (latin, bangla) => {
    expect(banglishWordToBangla(latin)).toBe(bangla);
  });

  it("knows at least 40 common words", () => {
    expect(new Set(COMMON_WORDS.map(([latin]) => latin)).size).toBeGreaterThanOrEqual(40);
  });

  it("follows Avro's letters: capitals for the hard letters, phalas, conjuncts, the separator", () => {
    expect(banglishWordToBangla("Tk")).toBe("ট্ক");
    expect(banglishWordToBangla("kSoma")).toBe("ক্ষমা");
    expect(banglishWordToBangla("kkh")).toBe("ক্ষ");
    expect(banglishWordToBangla("kyamon")).toBe("ক্যামন");
    expect(banglishWordToBangla("k`h")).toBe("কহ");
    expect(banglishWordToBangla("rrin")).toBe("ঋন");
    expect(banglishWordToBangla("OI")).toBe("ঐ");
    expect(banglishWordToBangla("ditiyo")).toBe("দিতিয়");
    expect(banglishWordToBangla("koyla")).toBe("কয়লা");
    expect(banglishWordToBangla("chNd^")).toBe("ছ্ণ্দঁ");
    expect(banglishWordToBangla("2026")).toBe("২০২৬");
  });

  it("gives NFC text", () => {
    for (const [latin] of COMMON_WORDS) {
      const bangla = banglishWordToBangla(latin);
      expect(bangla, latin).toBe(bangla.normalize("NFC"));
    }
  });
});

describe("banglishToBangla", () => {
  it("converts a whole Banglish offer, keeping spaces and punctuation", () => {
    expect(banglishToBangla("eid e 20% chharr, free delivery dhaka")).toBe(
      "ঈদ এ ২০% ছাড়, ফ্রি ডেলিভারি ঢাকা",
    );
    expect(banglishToBangla("dam koto?")).toBe("দাম কত?");
  });

  it("leaves Bangla already typed as it is", () => {
    expect(banglishToBangla("ঢাকার তরুণদের জন্য")).toBe("ঢাকার তরুণদের জন্য");
  });
});

describe("typing helpers", () => {
  it("finds the Latin word just before the caret", () => {
    expect(latinWordBefore("আমি bangla", 10)).toEqual({ start: 4, word: "bangla" });
    expect(latinWordBefore("ami ", 4)).toBeUndefined();
    expect(latinWordBefore("20", 2)).toEqual({ start: 0, word: "20" });
    expect(latinWordBefore("``", 2)).toBeUndefined();
  });

  it("knows which characters finish a word", () => {
    for (const char of [" ", "\n", ",", ".", "?", "!", "%"]) expect(finishesWord(char)).toBe(true);
    for (const char of ["a", "Z", "1", "`", "^", "ক"]) expect(finishesWord(char)).toBe(false);
  });
});
