import { describe, expect, it } from "vitest";
import { isFood, isMeal } from "../../kit/copy-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

/** The segments' names, in the order the report gives them. */
const segmentNames = (content: string) =>
  [...content.matchAll(/^## Segment \d: (.+)$/gmu)].map((match) => match[1]);

/** Ten seeds' English reports for the inputs, and every segment name they use, sorted. */
const tenReports = (inputs: Record<string, string>) => {
  const reports = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
    (seed) => writeOffline({ toolSlug: "target-audience-finder", inputs, seed }).content,
  );
  const names = [...new Set(reports.flatMap(segmentNames))].sort();
  return { reports, names };
};

describe("target-audience-finder", () => {
  it("uses the inputs", () => {
    const content = write("target-audience-finder");
    for (const expected of [SAMPLE.product_name!, SAMPLE.market!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("target-audience-finder for a service people book", () => {
  const writeFor = (inputs: Record<string, string>, seed: number) =>
    writeOffline({ toolSlug: "target-audience-finder", inputs, seed }).content;

  it("profiles clients booking for themselves, not shoppers or businesses", () => {
    const inputs = {
      product_name: "bridal makeup package by Glow Studio",
      product_description: "Bridal and party makeup for clients at home or in our studio",
      market: "Chittagong, Bangladesh",
    };
    const { reports, names } = tenReports(inputs);
    for (const content of reports) {
      expect(content).not.toMatch(/delivery|Student on a Budget|Overloaded Owner|Gift Giver/u);
      expect(content).toContain("how much advance holds a booking");
    }
    expect(names).toEqual(
      [
        "The Early Planner",
        "The Group Organiser",
        "The Last-Minute Booker",
        "The Nervous First-Timer",
        "The Package Comparer",
      ].sort(),
    );
  });

  it("keeps business segments for software and for a service sold to businesses", () => {
    for (const product_name of ["Taskly project management app", "Digital marketing agency"]) {
      const content = writeFor({ product_name, market: "Dhaka" }, 1);
      expect(content, product_name).toMatch(
        /Overloaded Owner|Growth-Focused Marketer|Careful Evaluator|Agency Partner/u,
      );
    }
  });
});

describe("target-audience-finder in Bangla and Banglish", () => {
  const writeIn = (inputs: Record<string, string>, language: "bn" | "banglish", seed = 1) =>
    writeOffline({ toolSlug: "target-audience-finder", inputs, seed, language }).content;

  it("writes three segments with every part, and the Bangladesh note for a market typed in Bangla", () => {
    const content = writeIn(
      {
        product_name: "হাতে বোনা জামদানি শাড়ি",
        product_description: "ঢাকার তাঁতিদের হাতে বোনা সুতি জামদানি",
        market: "সিলেট আর ঢাকা",
      },
      "bn",
    );
    const segments = content.match(/^## সেগমেন্ট [১২৩]: .+$/gmu) ?? [];
    expect(segments).toHaveLength(3);
    expect(segments[0]).toBe("## সেগমেন্ট ১: সচেতন ক্রেতা");
    for (const label of ["**কারা:**", "**কী চান:**", "**আপত্তি:**", "**টার্গেটিং:**"])
      expect(content.split(label)).toHaveLength(4);
    expect(content).toContain("সিলেট আর ঢাকার");
    expect(content).toContain("ক্যাশ অন ডেলিভারি, bKash বা কার্ড");
    expect(content).not.toMatch(/[০-৯\d]+%/u);
  });

  it("offers business segments for software, and writes them in Latin letters for Banglish", () => {
    const bn = writeIn(
      {
        product_name: "হিসাবখাতা অ্যাপ",
        product_description: "ছোট দোকানের হিসাব রাখার অ্যাপ",
        market: "Berlin",
      },
      "bn",
    );
    expect(bn).toMatch(
      /একাই সব সামলানো মালিক|টার্গেটের পেছনে ছোটা মার্কেটার|সাবধানী মূল্যায়নকারী|এজেন্সি পার্টনার/u,
    );
    expect(bn).not.toContain("bKash");
    const banglish = writeIn({ product_name: "হিসাবখাতা অ্যাপ", market: "ঢাকা" }, "banglish");
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish.match(/^## Segment [123]: /gmu)).toHaveLength(3);
  });

  it("profiles a parlour's clients in Bangla and Banglish, with the booking note for Bangladesh", () => {
    const parlour = { product_name: "বিয়ের মেকআপ প্যাকেজ", market: "চট্টগ্রাম" };
    const bn = writeIn(parlour, "bn");
    expect(bn).toMatch(
      /আগেভাগে বুক করা ক্লায়েন্ট|শেষ মুহূর্তের ক্লায়েন্ট|প্রথমবার দ্বিধায় থাকা ক্লায়েন্ট|প্যাকেজ মিলিয়ে দেখা ক্লায়েন্ট|দলের হয়ে বুকিং দেওয়া মানুষ/u,
    );
    expect(bn).not.toMatch(/ডেলিভারি|হিসেবি ক্রেতা|উপহারদাতা/u);
    expect(bn).toContain("বুকিং নিশ্চিত করতে কত অগ্রিম লাগে");
    const banglish = writeIn(parlour, "banglish");
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("booking nishchit korte koto advance lage");
  });
});

describe("target-audience-finder for classes", () => {
  it("profiles learners and the parents who pay, never weddings, packages or walk-in clients", () => {
    const inputs = {
      product_name: "Shikkha Plus online IELTS coaching",
      product_description: "Live evening classes, weekly mock tests and speaking practice",
      market: "Bangladesh",
    };
    const { reports, names } = tenReports(inputs);
    for (const content of reports) {
      expect(content).not.toMatch(
        /wedding|recently engaged|Package Comparer|Early Planner|advance holds/iu,
      );
      expect(content).toContain("when each batch starts and at what time");
    }
    expect(names).toEqual(
      [
        "The Deadline Learner",
        "The Parent Who Pays",
        "The Results Checker",
        "The Working Learner",
      ].sort(),
    );
  });

  it("writes the learners' segments in Bangla and Banglish", () => {
    const coaching = { product_name: "গণিত কোচিং", market: "ঢাকা" };
    for (const seed of [1, 2, 3]) {
      const bn = writeOffline({
        toolSlug: "target-audience-finder",
        inputs: coaching,
        seed,
        language: "bn",
      }).content;
      expect(bn).toMatch(
        /সময় বেঁধে পড়া শিক্ষার্থী|প্রমাণ খোঁজা শিক্ষার্থী|চাকরির পাশাপাশি পড়া শিক্ষার্থী|ফি দেওয়া অভিভাবক/u,
      );
      expect(bn).not.toMatch(/বিয়ে|বাগদান|আগেভাগে বুক করা ক্লায়েন্ট/u);
      expect(bn).toContain("প্রতিটা ব্যাচ কবে আর কয়টায় শুরু");
      const banglish = writeOffline({
        toolSlug: "target-audience-finder",
        inputs: coaching,
        seed,
        language: "banglish",
      }).content;
      expect(banglish).not.toMatch(/\p{Script=Bengali}|biye|baghdan/u);
      expect(banglish).toContain("protita batch kobe ar koytay shuru");
    }
  });
});

describe("target-audience-finder for classes in an activity", () => {
  it("profiles people who join a yoga or swimming class, not exam learners or wedding bookers", () => {
    const inputs = {
      product_name: "Prana Yoga Studio beginner yoga classes",
      product_description: "Beginner yoga classes in small groups, evening batches in Banani",
      market: "Dhaka",
    };
    const { reports, names } = tenReports(inputs);
    for (const content of reports) {
      expect(content).not.toMatch(/test date|syllabus|wedding|Package Comparer|advance holds/iu);
      expect(content).toContain("whether you sell a monthly plan or a class pack");
    }
    expect(names).toEqual(
      [
        "The Group Joiner",
        "The Parent of a Young Learner",
        "The Problem-Driven Starter",
        "The Routine Builder",
      ].sort(),
    );
    const swimming = { product_name: "সাঁতার শেখার ক্লাস", market: "ঢাকা" };
    const bn = writeOffline({
      toolSlug: "target-audience-finder",
      inputs: swimming,
      seed: 1,
      language: "bn",
    }).content;
    expect(bn).toMatch(
      /সমস্যা থেকে শুরু করা মানুষ|রুটিন গড়তে চাওয়া মানুষ|দলে ভিড়তে চাওয়া মানুষ|ছোটদের অভিভাবক/u,
    );
    expect(bn).toContain("মাসিক প্ল্যান নাকি কয়েক ক্লাসের প্যাক");
    const banglish = writeOffline({
      toolSlug: "target-audience-finder",
      inputs: swimming,
      seed: 1,
      language: "banglish",
    }).content;
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("mashik plan naki koyek class-er pack");
  });
});

describe("target-audience-finder for food", () => {
  const writeIn = (
    language: "en" | "bn" | "banglish",
    inputs: Record<string, string>,
    seed: number,
  ) => writeOffline({ toolSlug: "target-audience-finder", inputs, seed, language }).content;
  const names = (content: string) =>
    [...content.matchAll(/^## (?:Segment|সেগমেন্ট) [\d০-৯]: (.+)$/gmu)].map((match) => match[1]);

  it("tells food from what it is served in", () => {
    expect(isMeal("Ghorer Tiffin home-cooked lunch boxes")).toBe(true);
    expect(isMeal("কাচ্চি বিরিয়ানি")).toBe(true);
    expect(isMeal("Sundarbans honey")).toBe(false);
    expect(isMeal("ঘরে বানানো আমের আচার")).toBe(false);
    for (const food of [
      "Ghorer Tiffin home-cooked lunch boxes",
      "homemade mango pickle",
      "আমের আচার",
      "ঘরে রান্না করা দুপুরের খাবার",
      "ghorer ranna khabar",
      "Sundarbans honey",
    ])
      expect(isFood(food), food).toBe(true);
    for (const goods of [
      "ceramic coffee mugs",
      "stainless steel lunch box",
      "EcoStride recycled running sneakers",
      "বাড়ি ঘিরে থাকা বাগানের চারা",
    ])
      expect(isFood(goods), goods).toBe(false);
  });

  it("profiles people who eat it, in English, Bangla and Banglish, never goods buyers", () => {
    const cases = [
      {
        language: "en" as const,
        inputs: {
          product_name: "Ghorer Tiffin home-cooked lunch boxes",
          product_description: "Home-cooked lunch boxes, ৳150 per meal, delivered to offices",
          market: "Dhaka, Bangladesh",
        },
        all: ["The Busy Eater", "The Health Watcher", "The Home-Taste Seeker", "The Occasion Host"],
        note: "by what time an order must come in for delivery the same day",
        goods: /expect things to last|wore out|Gift Giver|Value Seeker|return policy/u,
      },
      {
        language: "bn" as const,
        inputs: {
          product_name: "ঘরের রান্না টিফিন",
          product_description: "অফিসে ঘরে রান্না করা দুপুরের খাবার পৌঁছে দিই",
          market: "ঢাকা",
        },
        all: [
          "ঘরের স্বাদ খোঁজা মানুষ",
          "দাওয়াত আর অনুষ্ঠানের আয়োজক",
          "ব্যস্ত চাকরিজীবী ও শিক্ষার্থী",
          "স্বাস্থ্য-সচেতন ক্রেতা",
        ],
        note: "সেদিনের ডেলিভারির জন্য কয়টার মধ্যে অর্ডার দিতে হবে",
        goods: /টেকসই|হিসেবি ক্রেতা|উপহার|রিটার্ন/u,
      },
      {
        language: "banglish" as const,
        inputs: {
          product_name: "ঘরের রান্না টিফিন",
          product_description: "অফিসে ঘরে রান্না করা দুপুরের খাবার পৌঁছে দিই",
          market: "ঢাকা",
        },
        all: [
          "Byasto chakrijibi o shikkharthi",
          "Dawat ar onushthaner ayojok",
          "Ghorer shad khoja manush",
          "Shasthyo-shochetan kreta",
        ],
        note: "shediner delivery-r jonno koytar moddhe order dite hobe",
        goods: /Hishebi kreta|return/u,
      },
    ];
    for (const { language, inputs, all, note, goods } of cases) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 8; seed += 1) {
        const content = writeIn(language, inputs, seed);
        for (const name of names(content)) seen.add(name ?? "");
        expect(content, language).toContain(note);
        expect(content, language).not.toMatch(goods);
        if (language === "banglish") {
          expect(content).not.toMatch(/[\u0980-\u09FF]/u);
          expect(content).not.toMatch(/[?!.] \p{Ll}/u);
          expect(content).toContain("Ghorer ranna tiffin");
        }
      }
      expect([...seen].sort(), language).toEqual([...all].sort());
    }
  });

  it("profiles people who keep or give food (honey, pickles) apart from those who order a meal", () => {
    const cases: {
      language: "en" | "bn" | "banglish";
      inputs: Record<string, string>;
      all: string[];
    }[] = [
      {
        language: "en" as const,
        inputs: {
          product_name: "Sundarban Gold raw mangrove honey",
          product_description: "Raw honey from the Sundarbans, 500 g glass jar, ৳950",
          market: "Dhaka, Bangladesh",
        },
        all: ["The Family Stocker", "The Food Gifter", "The Purity Seeker"],
      },
      {
        language: "bn" as const,
        inputs: { product_name: "ঘরে বানানো আমের আচার", market: "ঢাকা" },
        all: ["খাঁটি জিনিস খোঁজা ক্রেতা", "খাবার উপহার দেওয়া মানুষ", "সংসারের বাজার করা মানুষ"],
      },
      {
        language: "banglish" as const,
        inputs: { product_name: "ঘরে বানানো আমের আচার", market: "ঢাকা" },
        all: [
          "Khabar gift kora manush",
          "Khanti jinish khoja kreta",
          "Shongsharer bajar kora manush",
        ],
      },
    ];
    for (const { language, inputs, all } of cases) {
      const content = writeIn(language, inputs, 1);
      expect(names(content).sort(), language).toEqual([...all].sort());
      expect(content, language).not.toMatch(
        /cook for 20|oil goes in|No time to cook|রান্নার সময় নেই|Rannar shomoy nei|expect things to last/u,
      );
    }
  });

  it("leaves catering to the booked-service segments and a recipe app to the business ones", () => {
    const catering = writeIn(
      "en",
      { product_name: "Wedding catering by Shahi Bawarchi", market: "Dhaka" },
      1,
    );
    expect(
      names(catering).some((name) =>
        /Planner|Booker|First-Timer|Comparer|Organiser/u.test(name ?? ""),
      ),
    ).toBe(true);
    const app = writeIn(
      "en",
      { product_name: "Rannaghor recipe app for home cooks", market: "Dhaka" },
      1,
    );
    expect(names(app).join(" ")).not.toMatch(/Eater|Home-Taste|Health Watcher|Occasion Host/u);
  });
});
