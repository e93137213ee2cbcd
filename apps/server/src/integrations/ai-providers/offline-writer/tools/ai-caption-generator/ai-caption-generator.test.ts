import { describe, expect, it } from "vitest";
import { charCount } from "../../kit/text-kit.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { writeOffline } from "../../offline-writer.ts";
import { write } from "../../testing/writer-checks.ts";

describe("ai-caption-generator", () => {
  it("uses the inputs", () => {
    const content = write("ai-caption-generator");
    for (const expected of [SAMPLE.product_name!, "young professionals in Dhaka"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("captions name the product and audience and end with a call to action before the hashtags", () => {
    for (const seed of [1, 2, 3]) {
      const content = write("ai-caption-generator", seed);
      const captions = content.split(/^### /mu).slice(1);
      expect(captions).toHaveLength(3);
      for (const caption of captions) {
        const paragraphs = caption.trim().split("\n\n");
        const tags = paragraphs.at(-1) ?? "";
        expect(tags).toMatch(/^(#[\p{L}\p{M}\p{N}]+ ?)+$/u);
        expect(paragraphs.at(-2)).toMatch(/shop|order|link|dm|message|comment|try|learn|see/iu);
        expect(caption).toMatch(/EcoStride/u);
      }
    }
  });

  it("names the audience once in a body when the product's name already says who it is for", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const content = write("ai-caption-generator", seed, {
        product_name: "Eco sneakers for young runners in Dhaka",
        target_audience: "young runners in Dhaka",
        platform: "Instagram",
      });
      for (const caption of content.split(/^### /mu).slice(1)) {
        const [, hook = "", body = "", , tags = ""] = caption.trim().split("\n\n");
        expect(body.split("young runners in Dhaka").length - 1, body).toBeLessThanOrEqual(1);
        expect(hook, hook).not.toMatch(/ for young \S*$/u);
        expect(tags).not.toMatch(/#indhaka|#ecosneakersforyoung/u);
      }
    }
  });

  it("fits X captions, hashtags included, in 280 characters", () => {
    for (const seed of [1, 2, 3, 4]) {
      const content = write("ai-caption-generator", seed, { platform: "X (Twitter)" });
      for (const caption of content.split(/^### /mu).slice(1)) {
        const text = caption.split("\n").slice(1).join("\n").trim();
        expect(charCount(text)).toBeLessThanOrEqual(280);
      }
    }
  });

  it("shortens a caption's body to whole sentences, never a word of the next one", () => {
    const long = `${SAMPLE.product_name} ${"made from recycled bottles and natural rubber ".repeat(4)}`;
    let bodies = 0;
    for (const platform of ["X (Twitter)", "TikTok"])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const content = write("ai-caption-generator", seed, { platform, product_name: long });
        for (const caption of content.split(/^### /mu).slice(1)) {
          // Heading, hook, body, call to action, hashtags; on X a long hook can leave no room for a body.
          const paragraphs = caption.trim().split("\n\n");
          if (paragraphs.length < 5) continue;
          bodies += 1;
          expect(paragraphs[2], `${platform} ${seed}`).toMatch(/[.!?…]$/u);
        }
      }
    expect(bodies).toBeGreaterThan(20);
  });

  it.each([
    ["bn", "ঢাকার তরুণ"],
    ["banglish", "Dhakar torun"],
  ] as const)(
    "does not say again in a %s caption's body who the product is for when its name says it",
    (language, audienceWords) => {
      const inputs = {
        product_name: "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স",
        target_audience: "ঢাকার তরুণরা",
        platform: "Facebook",
      };
      let bodies = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { content } = writeOffline({
          toolSlug: "ai-caption-generator",
          inputs,
          seed,
          language,
        });
        for (const caption of content.split(/^### /mu).slice(1)) {
          // Heading, hook, body, call to action, hashtags; a body naming the product names them once.
          const body = caption.trim().split("\n\n")[2] ?? "";
          bodies += 1;
          expect(body.split(audienceWords).length - 1, `seed ${seed}: ${body}`).toBeLessThanOrEqual(
            /torunder jonno|তরুণদের জন্য/u.test(body) ? 1 : 0,
          );
        }
      }
      expect(bodies).toBe(18);
    },
  );
});

const captions = (
  inputs: Record<string, string>,
  language: "en" | "bn" | "banglish",
  seed: number,
) => writeOffline({ toolSlug: "ai-caption-generator", inputs, seed, language }).content;

describe("ai-caption-generator for a service people book", () => {
  it("asks people to book, never to shop, order or switch, in English", () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const content = captions(
        {
          product_name: "bridal makeup package by Glow Studio",
          target_audience: "brides in Chittagong",
          platform: "Instagram",
        },
        "en",
        seed,
      );
      expect(content).not.toMatch(
        /\bshop\b|\border\b|Switching to|pick yours|🧴|fit right into your day/iu,
      );
      for (const caption of content.split(/^### /mu).slice(1)) {
        const paragraphs = caption.trim().split("\n\n");
        expect(paragraphs.at(-2)).toMatch(/\bbook\b|what's open/iu);
      }
    }
  });

  it("says what each kind of offer does in a day: goods fit in, software is tried, a service is asked for", () => {
    const made = (product_name: string) =>
      [1, 2, 3, 4, 5, 6, 7, 8]
        .map((seed) =>
          captions({ product_name, target_audience: "families", platform: "Facebook" }, "en", seed),
        )
        .join("\n")
        .split("\n")
        .filter((line) => line.startsWith("Meet "));
    expect(made("Sea Breeze Travels Cox's Bazar family tour package").join("\n")).toContain(
      "Tell us what you need, and we'll take care of the rest.",
    );
    expect(made("Taskly project management app").join("\n")).toContain(
      "Try it on your own work and see how it fits.",
    );
    expect(made("EcoStride running sneakers").join("\n")).toContain(
      "Made to fit right into your day.",
    );
  });

  it("writes a parlour's captions about bookings in Bangla and Banglish, not stock or parcels", () => {
    const parlour = {
      product_name: "বিয়ের মেকআপ প্যাকেজ",
      target_audience: "চট্টগ্রামের কনেরা",
      platform: "Facebook",
    };
    for (let seed = 1; seed <= 6; seed += 1) {
      const bn = captions(parlour, "bn", seed);
      expect(bn).not.toMatch(/স্টক|অর্ডার|ডেলিভারি|প্যাকেজিংয়ে|#অনলাইনশপ/u);
      expect(bn).toMatch(/বুক/u);
      const banglish = captions(parlour, "banglish", seed);
      expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
      expect(banglish).not.toMatch(/stock|order|delivery|#OnlineShopBD/iu);
      expect(banglish).toMatch(/book/iu);
    }
  });

  it("starts every Banglish line with a capital, also where a romanised product opens it", () => {
    const shop = { product_name: "হাতে বোনা জামদানি শাড়ি", target_audience: "ঢাকার তরুণীরা" };
    for (let seed = 1; seed <= 8; seed += 1)
      for (const product of [
        shop,
        { ...shop, product_name: "বিয়ের মেকআপ প্যাকেজ" },
        // Typed in Latin letters, all lower case: an audience that opens a sentence gets a capital.
        { product_name: "Hisabkhata app", target_audience: "choto dokaner malik" },
        { product_name: "hand-woven jamdani saree", target_audience: "dhakar torunira" },
      ]) {
        const lines = captions({ ...product, platform: "Facebook" }, "banglish", seed).split("\n");
        expect(lines.filter((line) => /^\p{Ll}/u.test(line))).toEqual([]);
      }
  });
});

describe("ai-caption-generator for software", () => {
  it("writes an app's captions in Bangla and Banglish about trying it, never stock, gifts or delivery", () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const bn = captions(
        {
          product_name: "হিসাবখাতা অ্যাপ",
          target_audience: "ছোট দোকানের মালিক",
          platform: "Facebook",
        },
        "bn",
        seed,
      );
      expect(bn).not.toMatch(
        /স্টক|উপহার|প্যাকেজিং|ডেলিভারি|অর্ডার|আরামদায়ক|স্টাইলিশ|জিনিস|🛍️|#অনলাইনশপ/u,
      );
      expect(bn).toMatch(/ট্রাই|কীভাবে কাজ করে|বিস্তারিত/u);
      const banglish = captions(
        {
          product_name: "Hisabkhata app",
          target_audience: "choto dokaner malik",
          platform: "Instagram",
        },
        "banglish",
        seed,
      );
      expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
      expect(banglish).not.toMatch(
        /stock|gift|packaging|delivery|order|aramdayok|stylish|jinish|🛍️|#OnlineShopBD/iu,
      );
      expect(banglish).toMatch(/\btry\b|kivabe kaj kore|bistarito/iu);
    }
  });
});

describe("ai-caption-generator for goods that are not worn", () => {
  it("writes a homemade pickle's captions without style, comfort or 'using' it, in Bangla and Banglish", () => {
    const pickle = {
      product_name: "ঘরে বানানো আমের আচার",
      target_audience: "ঢাকার চাকরিজীবী মায়েরা",
      platform: "Facebook",
    };
    for (let seed = 1; seed <= 8; seed += 1) {
      const bn = captions(pickle, "bn", seed);
      expect(bn).not.toMatch(/স্টাইলিশ|আরামদায়ক|চলাফেরা|ব্যবহার করলেই|মায়(?!ে)/u);
      expect(bn).toContain("আমের আচার");
      const banglish = captions(pickle, "banglish", seed);
      expect(banglish).not.toMatch(/stylish|aramdayok|use korlei/iu);
    }
    // A saree keeps the lines about its look and comfort.
    const saree = { ...pickle, product_name: "হাতে বোনা জামদানি শাড়ি" };
    const sareeCaptions = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => captions(saree, "bn", seed));
    expect(sareeCaptions.join("\n")).toMatch(/স্টাইলিশ|আরামদায়ক/u);
  });
});

describe("ai-caption-generator for food", () => {
  it("writes food to be tasted, with no gift parcel or stock, in Bangla and Banglish", () => {
    const foods = [
      { product_name: "ঘরের রান্না টিফিন", target_audience: "গুলশানের অফিসকর্মীরা" },
      { product_name: "ঘরে বানানো আমের আচার", target_audience: "ঢাকার চাকরিজীবী মায়েরা" },
    ];
    for (const food of foods) {
      const bn = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        captions({ ...food, platform: "Facebook" }, "bn", seed),
      );
      expect(bn.join("\n")).not.toMatch(/উপহার|প্যাকেজিং|স্টক সীমিত|হাতে পেলেই|বারবার নিতে/u);
      expect(bn.join("\n")).toMatch(/একবার খেলে|একবার খেলেই|স্বাদ আর মানের|পরিমাণ সীমিত/u);
      const banglish = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        captions({ ...food, platform: "Facebook" }, "banglish", seed),
      );
      expect(banglish.join("\n")).not.toMatch(
        /gift|packaging|Stock limited|Hate pelei|barbar nite/iu,
      );
      expect(banglish.join("\n")).toMatch(
        /Ekbar khele|Ekbar khelei|shad ar quality|Poriman limited/u,
      );
    }
    // Goods that are not food keep the gift angle.
    const bag = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
      captions({ product_name: "পাটের হাতব্যাগ", platform: "Facebook" }, "bn", seed),
    );
    expect(bag.join("\n")).toMatch(/উপহার/u);
  });
});

describe("ai-caption-generator's POV caption", () => {
  it("closes the search when no benefit can be named, never a bare 'Simple as that.'", () => {
    const bodies = Array.from({ length: 24 }, (_, seed) =>
      writeOffline({
        toolSlug: "ai-caption-generator",
        inputs: {
          product_name: "Glow bridal makeup",
          target_audience: "brides in Dhaka",
          platform: "Instagram",
        },
        seed: seed + 1,
      }).content.split(/^### /mu),
    )
      .flat()
      .filter((caption) => caption.startsWith("Caption") && caption.includes("— POV"));
    expect(bodies.length).toBeGreaterThan(0);
    for (const caption of bodies) {
      expect(caption).not.toContain("Simple as that.");
      expect(caption).toContain("Glow bridal makeup. Your search ends here.");
    }
  });
});
