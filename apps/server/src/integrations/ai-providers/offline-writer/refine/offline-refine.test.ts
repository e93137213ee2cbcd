import { describe, expect, it } from "vitest";
import { writeOffline } from "../offline-writer.ts";
import { type OfflineRefineRequest, refineOffline } from "./offline-refine.ts";

const inputs = {
  product_name: "EcoStride recycled running sneakers",
  target_audience: "young professionals in Dhaka",
  platform: "Instagram",
  key_features: "A second life for used materials",
};
const caption = writeOffline({ toolSlug: "ai-caption-generator", inputs, seed: 3 }).content;
const bangla = writeOffline({
  toolSlug: "ai-caption-generator",
  inputs,
  seed: 3,
  language: "bn",
}).content;

const request = (overrides: Partial<OfflineRefineRequest>): OfflineRefineRequest => ({
  action: "shorter",
  content: caption,
  toolSlug: "ai-caption-generator",
  inputs,
  language: "en",
  seed: 7,
  ...overrides,
});

function refined(overrides: Partial<OfflineRefineRequest>): string {
  const result = refineOffline(request(overrides));
  if (!result.ok) throw new Error(result.message);
  return result.content;
}

const EMOJI = /\p{Extended_Pictographic}/u;
const sentenceEnd = /[.!?।…)"”*]\s*$|\p{Extended_Pictographic}\uFE0F?\s*$|^#/u;

describe("refineOffline: shorter", () => {
  it("keeps the first parts of a multi-part result, whole", () => {
    const shorter = refined({ action: "shorter" });
    expect(shorter.length).toBeLessThan(caption.length);
    expect(shorter).toContain("### Caption 1");
    expect(shorter).not.toContain("### Caption 3");
    expect(caption.startsWith(shorter.slice(0, 200))).toBe(true);
  });

  it("keeps the first sentences of a single part, ending at a sentence boundary", () => {
    const text =
      "## Launch copy\n\nPremium copy for your campaign. It is written for busy people. Each line matters. The last sentence is here.\n\n#launch #copy";
    const shorter = refined({ action: "shorter", content: text });
    expect(shorter.length).toBeLessThan(text.length);
    expect(shorter).toContain("Premium copy for your campaign.");
    expect(shorter).not.toContain("The last sentence is here.");
    for (const paragraph of shorter.split("\n\n")) expect(paragraph).toMatch(sentenceEnd);
    // Every sentence kept is one of the original's, whole.
    expect(text.replaceAll("\n", " ")).toContain(
      shorter.split("\n\n")[1]?.replaceAll("\n", " ") ?? "missing",
    );
  });

  it("each press is shorter again, until it declines (nothing cut mid-sentence)", () => {
    let text = caption;
    for (let press = 0; press < 10; press++) {
      const result = refineOffline(request({ action: "shorter", content: text }));
      if (!result.ok) {
        expect(result.message).toMatch(/already as short/u);
        return;
      }
      expect(result.content.length).toBeLessThan(text.length);
      text = result.content;
    }
    throw new Error("never declined");
  });

  it("declines a single sentence", () => {
    const result = refineOffline(request({ action: "shorter", content: "Just one sentence." }));
    expect(result.ok).toBe(false);
  });
});

describe("refineOffline: longer", () => {
  it("adds sentences from the brief that the text does not have yet", () => {
    const text = "## Launch\n\nMeet EcoStride.\n\n#ecostride";
    const longer = refined({ action: "longer", content: text });
    expect(longer.length).toBeGreaterThan(text.length);
    expect(longer).toContain("young professionals in Dhaka");
    expect(longer).toContain("A second life for used materials");
    expect(longer.startsWith("## Launch\n\nMeet EcoStride.")).toBe(true);
  });

  it("says a plural product's name with a plural verb and an order by the brand alone", () => {
    const lunch = {
      product_name: "Ghorer Tiffin home-cooked lunch boxes",
      target_audience: "office workers in Gulshan",
    };
    const longer = refined({
      action: "longer",
      content: "## Lunch\n\nMeet Ghorer Tiffin.\n\n#ghorertiffin",
      inputs: lunch,
    });
    expect(longer).toContain("Ghorer Tiffin home-cooked lunch boxes are made with office workers");
    expect(longer).toContain("Every Ghorer Tiffin order is packed with care");
    // A product without a brand in its name gets no "Every … order" line.
    const basket = refined({
      action: "longer",
      content: "## Baskets\n\nMeet our baskets.\n\n#jute",
      inputs: { product_name: "handwoven jute basket", target_audience: "home decorators" },
    });
    expect(basket).not.toMatch(/Every handwoven jute basket order/u);
    expect(basket).toContain("handwoven jute basket is made with home decorators in mind");
  });

  it("says Bangla inputs with their Bangla possessive, and in Latin letters for Banglish", () => {
    const lunch = {
      product_name: "ঘরের রান্না টিফিন",
      target_audience: "গুলশানের অফিসকর্মীরা",
      brand_name: "ঘরের রান্না",
    };
    const content = "## টিফিন\n\nঘরের রান্না টিফিন।\n\n#টিফিন";
    const bn = refined({ action: "longer", content, inputs: lunch, language: "bn" });
    expect(bn).toContain("ঘরের রান্না টিফিন বানানো হয়েছে গুলশানের অফিসকর্মীদের কথা ভেবে।");
    expect(bn).toContain("ঘরের রান্নার প্রতিটি অর্ডার");
    expect(bn).not.toMatch(/রা-এর|না-এর/u);
    const banglish = refined({ action: "longer", content, inputs: lunch, language: "banglish" });
    const added = banglish.split("\n\n")[2] ?? "";
    expect(added).not.toMatch(/[\u0980-\u09FF]/u);
    expect(added).toMatch(
      /^Ghorer ranna tiffin banano hoyechhe Gulshaner office-kormider kotha bhebe\./u,
    );
  });

  it("writes its sentences in the text's language", () => {
    const longer = refined({ action: "longer", content: bangla, language: "bn" });
    expect(longer).toContain("-এর কথা ভেবে।");
  });
});

describe("refineOffline: casual", () => {
  it("says 'Grab yours here', never 'Grab here'", () => {
    const casual = refined({ action: "casual", content: "Meet EcoStride.\n\nOrder here: [link]" });
    expect(casual).toContain("Grab yours here: [link]");
    expect(casual).not.toMatch(/Grab here/u);
  });
});

describe("refineOffline: register", () => {
  it("formal expands contractions and signs off; casual contracts and greets", () => {
    const text = "## Hi\n\nYou're going to love it. We'll deliver it, don't worry!!";
    const formal = refined({ action: "formal", content: text });
    expect(formal).toContain("You are going to love it. We will deliver it, do not worry!");
    expect(formal).toContain("With kind regards, the EcoStride recycled running sneakers team.");
    const casual = refined({ action: "casual", content: formal });
    expect(casual).toContain(
      "Hey there! 👋 You're going to love it. We'll deliver it, don't worry!",
    );
    expect(casual).not.toContain("kind regards");
    expect(casual).not.toBe(formal);
    expect(refined({ action: "casual", content: caption })).not.toBe(
      refined({ action: "formal", content: caption }),
    );
  });

  it("moves Bangla between তুমি and আপনি", () => {
    const text = "## অফার\n\nতুমি আজই অর্ডার করো, তোমার জন্য ফ্রি ডেলিভারি।";
    const formal = refined({ action: "formal", content: text, language: "bn" });
    expect(formal).toContain("আপনি আজই অর্ডার করুন, আপনার জন্য ফ্রি ডেলিভারি।");
    expect(formal).toContain("ধন্যবাদান্তে");
    const casual = refined({ action: "casual", content: formal, language: "bn" });
    expect(casual).toContain("তুমি আজই অর্ডার করো, তোমার জন্য ফ্রি ডেলিভারি।");
    expect(casual).not.toContain("ধন্যবাদান্তে");
  });
});

describe("refineOffline: emojis", () => {
  it("adds emojis to lines without one, and takes every emoji out", () => {
    const plain = refined({ action: "no-emojis" });
    expect(EMOJI.test(caption)).toBe(true);
    expect(EMOJI.test(plain)).toBe(false);
    expect(plain).toContain("### Caption 1");
    expect(plain).toContain("#ecostride");
    expect(plain).not.toMatch(/ {2}| $/mu);
    const withEmojis = refined({ action: "add-emojis", content: plain });
    const lines = withEmojis.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    for (const line of lines) expect(line).toMatch(/\p{Extended_Pictographic}\uFE0F?$/u);
  });

  it("declines to remove emojis from a text without any", () => {
    expect(refineOffline(request({ action: "no-emojis", content: "Plain text." })).ok).toBe(false);
  });
});

describe("refineOffline: translate", () => {
  const bengaliShare = (text: string) => {
    // Latin inputs (product names, the audience as typed) and hashtags are left out of the count.
    let rest = text.replace(/#\S+/gu, "");
    for (const value of Object.values(inputs))
      for (const word of value.split(" ")) rest = rest.replaceAll(word, "");
    const letters = [...rest].filter((char) => /\p{L}/u.test(char));
    const bengali = letters.filter((char) => /[\u0980-\u09FF]/u.test(char));
    return bengali.length / letters.length;
  };

  it("writes the same brief in বাংলা from English, at least 90% Bengali letters", () => {
    const result = refineOffline(request({ action: "translate" }));
    expect(result).toMatchObject({ ok: true, language: "bn" });
    if (!result.ok) return;
    expect(bengaliShare(result.content)).toBeGreaterThanOrEqual(0.9);
    expect(result.content).toContain("EcoStride");
  });

  it("writes English from বাংলা, and বাংলা from Banglish", () => {
    const english = refineOffline(
      request({ action: "translate", content: bangla, language: "bn" }),
    );
    expect(english).toMatchObject({ ok: true, language: "en" });
    if (english.ok) expect(/[\u0980-\u09FF]/u.test(english.content)).toBe(false);
    const fromBanglish = refineOffline(request({ action: "translate", language: "banglish" }));
    expect(fromBanglish).toMatchObject({ ok: true, language: "bn" });
  });

  it("is deterministic", () => {
    expect(refineOffline(request({ action: "translate" }))).toEqual(
      refineOffline(request({ action: "translate" })),
    );
  });
});

describe("refineOffline: a free instruction", () => {
  it("adds a fact it is asked to mention to each part", () => {
    const text = refined({
      action: "instruction",
      instruction: "mention free delivery in Dhaka",
    });
    expect(text.match(/Free delivery in Dhaka\./gu)).toHaveLength(3);
  });

  it("says honestly when it cannot follow an instruction", () => {
    const result = refineOffline(
      request({ action: "instruction", instruction: "rewrite it as a haiku about rain" }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/cannot follow.*Nothing was charged/u);
  });

  it("follows a Bangla instruction in Bangla copy", () => {
    const text = refined({
      action: "instruction",
      instruction: "ঢাকায় ফ্রি ডেলিভারি উল্লেখ করুন",
      content: bangla,
      language: "bn",
    });
    expect(text).toContain("ঢাকায় ফ্রি ডেলিভারি।");
  });
});
