import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("keyword-research-assistant", () => {
  it("uses the inputs", () => {
    const content = write("keyword-research-assistant");
    for (const expected of [SAMPLE.seed_keyword!, "Chattogram"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("keyword-research-assistant in Bangla and Banglish", () => {
  const inputs = {
    seed_keyword: "জামদানি শাড়ি",
    location: "ঢাকা ও সিলেট",
    target_audience: "অফিসে যাওয়া নারীরা",
  };
  const rows = (content: string) =>
    content
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
      .filter((line) => !/^\| (?:কিওয়ার্ড|Keyword) \|/u.test(line));

  it("phrases 20–30 searches as Bangladeshis type them, by intent, with the places typed", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeOffline({
        toolSlug: "keyword-research-assistant",
        inputs,
        seed,
        language: "bn",
      }).content;
      const keywords = rows(content);
      expect(keywords.length).toBeGreaterThanOrEqual(20);
      expect(keywords.length).toBeLessThanOrEqual(30);
      for (const row of keywords) expect(row.split(" | ")).toHaveLength(3);
      expect(content).toContain("| জামদানি শাড়ির দাম ঢাকা |");
      expect(section(content, "## লোকাল")).toContain("| সিলেটে জামদানি শাড়ি |");
      expect(content).toContain("অফিসে যাওয়া নারীরা যেভাবে সার্চ করেন");
      expect(content).not.toMatch(/ভলিউম: [০-৯\d]|[০-৯\d]+ সার্চ/u);
    }
  });

  it("types the same searches in Latin letters for Banglish", () => {
    const content = writeOffline({
      toolSlug: "keyword-research-assistant",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("| jamdani sharir dam Dhaka |");
    expect(section(content, "## Local")).toContain("| Sylhet-e jamdani shari |");
  });
});

describe("keyword-research-assistant by what is sold", () => {
  // The keyword tables and the quick wins (the advice on checking what ranks is the same for all).
  const ideas = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    [1, 2, 3]
      .flatMap((seed) =>
        writeOffline({ toolSlug: "keyword-research-assistant", inputs, seed, language })
          .content.split("\n")
          .filter((line) => line.startsWith("|") || line.includes("**")),
      )
      .join("\n");

  it("suggests trial, sign-up and pricing searches for an app, never shops or cash on delivery", () => {
    const en = ideas({ seed_keyword: "bookkeeping app", location: "Dhaka, Bangladesh" }, "en");
    expect(en).toMatch(/bookkeeping app (?:free trial|pricing|sign up|demo)/u);
    expect(en).not.toMatch(/online shop|cash on delivery|near me|buy bookkeeping app|stock/iu);
    const app = { seed_keyword: "হিসাবের অ্যাপ", location: "ঢাকা" };
    const bn = ideas(app, "bn");
    expect(bn).toMatch(/হিসাবের অ্যাপ (?:ফ্রি ট্রায়াল|সাবস্ক্রিপশন|সাইন আপ|ডেমো)/u);
    expect(bn).not.toMatch(/অনলাইন শপ|ক্যাশ অন ডেলিভারি|দোকান|স্টক|অর্ডার/u);
    const banglish = ideas(app, "banglish");
    expect(banglish).toMatch(/hisaber app (?:free trial|subscription|sign up|demo)/iu);
    expect(banglish).not.toMatch(/online shop|cash on delivery|dokan|stock|order/iu);
  });

  it("researches a repair by its cost, time and what to ask, not by how to use it or its brands", () => {
    const en = ideas({ seed_keyword: "phone screen replacement", location: "Chattogram" }, "en");
    expect(en).toMatch(
      /how much does phone screen replacement cost|how long does phone screen replacement take|what to ask before booking phone screen replacement|phone screen replacement before and after/u,
    );
    expect(en).not.toMatch(
      /how to use|for beginners|top phone screen replacement brands|online shop/u,
    );
    const repair = { seed_keyword: "মোবাইল রিপেয়ার", location: "চট্টগ্রাম" };
    const bn = ideas(repair, "bn");
    expect(bn).toMatch(
      /মোবাইল রিপেয়ারের খরচ কত|মোবাইল রিপেয়ার করতে কত সময় লাগে|বুক করার আগে যা জানবেন/u,
    );
    expect(bn).not.toMatch(/ব্যবহারের নিয়ম|সেরা ব্র্যান্ড|কেনার নিয়ম/u);
    const banglish = ideas(repair, "banglish");
    expect(banglish).toMatch(/khoroch koto|korte koto shomoy lage|book korar age ja janben/u);
    expect(banglish).not.toMatch(/byabohar-er niyom|best brand|kenar niyom/u);
  });

  it("researches classes by fees, batches, syllabus and results, never appointments or before-and-after", () => {
    const en = ideas({ seed_keyword: "IELTS coaching", location: "Dhaka" }, "en");
    expect(en).toMatch(/IELTS coaching (?:admission|fees|next batch|trial class|online|syllabus)/u);
    expect(en).toContain(
      "| IELTS coaching in Dhaka | Batch times and classes for students in Dhaka |",
    );
    expect(en).not.toMatch(/appointment|before and after|home service|packages|Open slots/u);
    const coaching = { seed_keyword: "আইইএলটিএস কোচিং", location: "ঢাকা" };
    const bn = ideas(coaching, "bn");
    expect(bn).toMatch(
      /আইইএলটিএস কোচিং (?:ভর্তি|নতুন ব্যাচ|ফ্রি ক্লাস)|আইইএলটিএস কোচিংয়ের (?:ফি|সিলেবাস)/u,
    );
    expect(bn).not.toMatch(/অ্যাপয়েন্টমেন্ট|আগে ও পরে|হোম সার্ভিস|প্যাকেজ/u);
    const banglish = ideas(coaching, "banglish");
    expect(banglish).toMatch(/coaching (?:admission|fee|new batch|free class|syllabus)/iu);
    expect(banglish).not.toMatch(/appointment|age o pore|home service|package/iu);
  });

  it("researches classes in an activity by timetable, monthly fee and a first class, never a syllabus", () => {
    const en = ideas({ seed_keyword: "yoga classes", location: "Banani, Dhaka" }, "en");
    expect(en).toMatch(
      /yoga classes (?:monthly fee|timetable|for beginners)|free trial yoga classes/u,
    );
    expect(en).toContain("| yoga classes near me | Where the studio is, and how to get there |");
    expect(en).not.toMatch(/syllabus|admission|appointment|before and after|trial class \|/u);
    const yoga = { seed_keyword: "যোগব্যায়াম ক্লাস", location: "ঢাকা" };
    const bn = ideas(yoga, "bn");
    expect(bn).toMatch(/যোগব্যায়াম ক্লাসের (?:মাসিক ফি|সময়সূচি)|ফ্রি ট্রায়াল যোগব্যায়াম ক্লাস/u);
    expect(bn).not.toMatch(/সিলেবাস|ভর্তি|অ্যাপয়েন্টমেন্ট|আগে ও পরে/u);
    const banglish = ideas(yoga, "banglish");
    expect(banglish).toMatch(/class (?:monthly fee|schedule)|free trial jogobyayam class/u);
    expect(banglish).not.toMatch(/syllabus|admission|appointment|age o pore/u);
  });

  it("suggests booking and package searches for a service, never shops or cash on delivery", () => {
    const en = ideas({ seed_keyword: "bridal makeup", location: "Chattogram, Bangladesh" }, "en");
    expect(en).toMatch(/book bridal makeup|bridal makeup (?:packages|appointment|home service)/u);
    expect(en).not.toMatch(/online shop|cash on delivery|buy bridal makeup|stock/iu);
    const parlour = { seed_keyword: "ব্রাইডাল মেকআপ", location: "চট্টগ্রাম" };
    const bn = ideas(parlour, "bn");
    expect(bn).toMatch(/ব্রাইডাল মেকআপ (?:বুকিং|প্যাকেজ|অ্যাপয়েন্টমেন্ট|হোম সার্ভিস)/u);
    expect(bn).not.toMatch(/অনলাইন শপ|ক্যাশ অন ডেলিভারি|দোকান|স্টক|অর্ডার/u);
    const banglish = ideas(parlour, "banglish");
    expect(banglish).toMatch(/bridal makeup (?:booking|package|appointment|home service)/iu);
    expect(banglish).not.toMatch(/online shop|cash on delivery|dokan|stock|order/iu);
  });
});

describe("keyword-research-assistant's informational searches for classes", () => {
  const rows = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    Array.from(
      { length: 6 },
      (_, seed) =>
        writeOffline({ toolSlug: "keyword-research-assistant", inputs, seed: seed + 1, language })
          .content,
    ).join("\n");

  it("asks how long a course runs and what to ask before joining, not when a job is done", () => {
    const coaching = rows({ seed_keyword: "IELTS coaching", location: "Dhaka" }, "en");
    expect(coaching).toContain(
      "| how long does IELTS coaching take | How many weeks the course runs, and how soon results show |",
    );
    expect(coaching).toContain("| what to ask before joining IELTS coaching |");
    const yoga = rows({ seed_keyword: "yoga classes", location: "Banani, Dhaka" }, "en");
    expect(yoga).toContain(
      "| how often should I go to yoga classes | How often to come, and how soon you feel a difference |",
    );
    for (const content of [coaching, yoga])
      expect(content).not.toMatch(/from booking to done|before booking|how long do yoga/u);
  });

  it("says the same in Bangla and Banglish", () => {
    const bn = rows({ seed_keyword: "যোগব্যায়াম ক্লাস", location: "ঢাকা" }, "bn");
    expect(bn).toContain("| যোগব্যায়াম ক্লাস সপ্তাহে কদিন করা উচিত |");
    expect(bn).toContain("| যোগব্যায়াম ক্লাস শুরু করার আগে যা জানবেন |");
    expect(bn).not.toMatch(/বুকিং থেকে কাজ শেষ|বুক করার আগে/u);
    const banglish = rows({ seed_keyword: "আইইএলটিএস কোচিং", location: "ঢাকা" }, "banglish");
    expect(banglish).toContain(
      "| IELTS coaching korte koto shomoy lage | Course koto shoptaher, ar kobe theke fol dekha jay |",
    );
    expect(banglish).toContain("| IELTS coaching shuru korar age ja janben |");
    expect(banglish).not.toMatch(/Booking theke kaj shesh|book korar age/u);
  });
});
