import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("campaign-idea-generator", () => {
  it("uses the inputs", () => {
    const content = write("campaign-idea-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.campaign_goal!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

/** The names of a report's three concepts. */
const conceptNames = (content: string) =>
  [...content.matchAll(/^## (?:Concept|কনসেপ্ট) \S+: (.+)$/gmu)].map((match) => match[1]);

describe("campaign-idea-generator for a service or software", () => {
  const writeFor = (product: string, seed: number) =>
    writeOffline({
      toolSlug: "campaign-idea-generator",
      inputs: {
        product_name: product,
        campaign_goal: "Get bookings for the wedding season",
        target_audience: "brides in Chittagong",
      },
      seed,
    }).content;

  it("pitches concepts for booked work to a service, never a product drop or a 7-day challenge", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed += 1) {
      const content = writeFor("bridal makeup package by Glow Studio", seed);
      const names = conceptNames(content);
      expect(names).toHaveLength(3);
      for (const name of names) seen.add(name ?? "");
      expect(content).not.toMatch(
        /Countdown Drop|Behind the Making|7-Day|A Day With It|packed and delivered/u,
      );
    }
    expect([...seen].sort()).toEqual(
      [
        "Ask the Expert Live",
        "Before and After",
        "Behind the Appointment",
        "Bring a Friend",
        "Limited Slots",
        "Myth vs Fact",
        "Real Clients, Real Stories",
      ].sort(),
    );
    expect(writeFor("bridal makeup package by Glow Studio", 1)).toMatch(
      /Glow Studio|our bridal makeup package/u,
    );
  });

  it("names a sentence-cased service as ours, mid-sentence", () => {
    const all = Array.from({ length: 12 }, (_, seed) => writeFor("Home tutoring", seed + 1)).join(
      "\n",
    );
    expect(all).toContain("our home tutoring");
    const sentences = all.split("\n").filter((line) => !line.startsWith("#"));
    expect(sentences.join("\n")).not.toMatch(/[a-z,] Home tutoring/u);
  });

  it("never offers software a batch to pack or a colour to drop", () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const content = writeFor("Taskly project management app", seed);
      expect(content).not.toMatch(
        /Countdown Drop|Behind the Making|Before and After|Limited Slots/u,
      );
      expect(conceptNames(content)).toHaveLength(3);
    }
  });
});

describe("campaign-idea-generator in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    campaign_goal: "নতুন ফলোয়ার বাড়ানো",
    target_audience: "অফিসে যাওয়া নারীরা",
  };
  const writeIn = (overrides: Record<string, string>, language: "bn" | "banglish", seed = 1) =>
    writeOffline({
      toolSlug: "campaign-idea-generator",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;

  it("pitches three concepts, each with five pieces, a four-week plan and the goal's KPI", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn({}, "bn", seed);
      const headings = content.match(/^## কনসেপ্ট [১২৩]: .+$/gmu) ?? [];
      expect(headings).toHaveLength(3);
      for (const number of ["১", "২", "৩"]) {
        const concept = section(content, `## কনসেপ্ট ${number}: `);
        expect(concept.match(/^\d\. /gmu)).toHaveLength(5);
        expect(concept.match(/^- সপ্তাহ [১-৪]: /gmu)).toHaveLength(4);
        expect(concept).toContain(
          "**কেপিআই:** নতুন ফলোয়ারের সংখ্যা, আগের চার সপ্তাহের সাথে তুলনা করে।",
        );
      }
      expect(content).not.toContain("উপহার গাইড");
    }
  });

  it("adds a festival concept when the goal names Eid, in Bangla and in Banglish", () => {
    const eid = { campaign_goal: "ঈদের আগে ২০০টি অর্ডার" };
    expect(writeIn(eid, "bn")).toContain("## কনসেপ্ট ২: ঈদের উপহার গাইড");
    const banglish = writeIn(eid, "banglish");
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("## Concept 2: Eid-er gift guide");
  });

  it("pitches a parlour's or a photographer's bookings, not a product drop, in both scripts", () => {
    const service = { product_name: "বিয়ের মেকআপ প্যাকেজ", target_audience: "চট্টগ্রামের কনেরা" };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const bn = writeIn(service, "bn", seed);
      expect(bn).not.toMatch(/কাউন্টডাউন ড্রপ|তৈরির পেছনের গল্প|৭ দিনের চ্যালেঞ্জ|সারাদিন সাথে/u);
      const banglish = writeIn(service, "banglish", seed);
      expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
      expect(banglish).not.toMatch(
        /Countdown drop|Toirir pechhoner golpo|7 diner challenge|Saradin shathe/iu,
      );
    }
    const names = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => conceptNames(writeIn(service, "bn", seed))),
    );
    expect(names).toContain("আগে আর পরে");
    expect(names).toContain("সীমিত স্লট");
  });

  it("turns a festival into early bookings for a service, and a gift guide for goods", () => {
    const eid = { campaign_goal: "ঈদের আগে বুকিং বাড়ানো", product_name: "বিউটি পার্লার" };
    const bn = writeIn(eid, "bn");
    expect(bn).toContain("## কনসেপ্ট ২: ঈদের আগে বুকিং");
    expect(bn).not.toContain("উপহার গাইড");
    expect(writeIn(eid, "banglish")).toContain("## Concept 2: Eid-er age booking");
    expect(writeIn({ campaign_goal: "ঈদের আগে বুকিং বাড়ানো" }, "bn")).toContain("উপহার গাইড");
  });
});

describe("campaign-idea-generator for classes", () => {
  const write = (product: string, language: "en" | "bn" | "banglish", seed: number) =>
    writeOffline({
      toolSlug: "campaign-idea-generator",
      inputs: {
        product_name: product,
        campaign_goal:
          language === "bn" ? "জানুয়ারি ব্যাচে আরও ভর্তি" : "more admissions for the January batch",
        target_audience: language === "bn" ? "বিশ্ববিদ্যালয় শিক্ষার্থী" : "university students",
      },
      seed,
      language,
    }).content;
  const all = (product: string, language: "en" | "bn" | "banglish") =>
    Array.from({ length: 12 }, (_, seed) => write(product, language, seed + 1));

  it("follows a learner's first weeks and shows a class, never an appointment, in English", () => {
    for (const product of [
      "Shikkha Plus online IELTS coaching",
      "beginner yoga classes in Banani",
    ]) {
      const reports = all(product, "en");
      const names = new Set(reports.flatMap(conceptNames));
      expect(names).toContain("Four Weeks of Progress");
      expect(names).toContain("Inside a Class");
      expect(names).toContain("Real Learners, Real Stories");
      for (const content of reports) {
        expect(content).not.toMatch(/appointment|Before and After|Limited Slots|clients/iu);
        expect(conceptNames(content)).toHaveLength(3);
      }
      expect(reports.join("\n")).toMatch(/past learners|first four weeks at /u);
      expect(reports.join("\n")).not.toMatch(/past customers/u);
    }
  });

  it("says শিক্ষার্থী and ক্লাস in Bangla, student and class in Banglish, never an appointment", () => {
    const bn = all("শিক্ষা প্লাস অনলাইন আইইএলটিএস কোচিং", "bn");
    const bnNames = new Set(bn.flatMap(conceptNames));
    expect(bnNames).toContain("চার সপ্তাহের অগ্রগতি");
    expect(bnNames).toContain("ক্লাসের ভেতরে");
    expect(bnNames).toContain("আসল শিক্ষার্থী, আসল গল্প");
    for (const content of bn) expect(content).not.toMatch(/অ্যাপয়েন্টমেন্ট|ক্লায়েন্ট|স্লট|ক্রেতা/u);

    const banglish = all("Prana Yoga Studio beginner yoga classes", "banglish").join("\n");
    expect(banglish).toMatch(/Char shoptaher ogrogoti|Class-er bhetore/u);
    expect(banglish).not.toMatch(/appointment|client|kreta|\p{Script=Bengali}/iu);
  });

  it("keeps a booked service's before-and-after and appointments", () => {
    const names = new Set(all("bridal makeup package by Glow Studio", "en").flatMap(conceptNames));
    expect(names).toContain("Before and After");
    expect(names).not.toContain("Four Weeks of Progress");
    expect(names).not.toContain("Inside a Class");
  });
});
