import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { section, write } from "../../testing/writer-checks.ts";
import { problemPhrase } from "./lead-capture-funnel.writer.ts";

describe("lead-capture-funnel", () => {
  it("uses the inputs", () => {
    const content = write("lead-capture-funnel");
    for (const expected of ["EcoStride", "flat feet"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("turns a pain point into the problem itself", () => {
    expect(problemPhrase("Don't know which running shoes suit flat feet")).toBe(
      "which running shoes suit flat feet",
    );
    expect(problemPhrase("I struggle to find time to cook")).toBe("find time to cook");
    expect(problemPhrase("Slow delivery")).toBe("Slow delivery");
  });

  it("asks a feeling back whole as the headline, and titles each magnet after it", () => {
    const content = write("lead-capture-funnel", 1, {
      audience_pain_point: "No time to cook and the office canteen food is oily",
    });
    expect(content).toContain("**Headline:** No time to cook and the office canteen food is oily?");
    expect(content).not.toMatch(/\bCook and the office/u);
    for (const [, title = ""] of section(content, "## Lead magnet ideas").matchAll(
      /^\d\. \*\*(.+?)\*\*/gmu,
    ))
      expect(title).toMatch(
        /^(?:No time to cook and the office canteen food is oily\? |Quiz: |Try |The )/u,
      );
    // A struggle still becomes what to do; a headline that is no question takes a colon.
    const struggle = write("lead-capture-funnel", 3, {
      audience_pain_point: "I struggle to find time to cook",
    });
    expect(struggle).toMatch(/\*\*Headline:\*\* Find time to cook {2}\n/u);
    expect(struggle).not.toMatch(/Find time to cook The/u);
  });
});

describe("lead-capture-funnel in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    target_audience: "অফিসে যাওয়া নারীরা",
    audience_pain_point: "জামদানি শাড়ির যত্ন কীভাবে নেব, বুঝতে পারি না",
  };
  const writeIn = (language: "bn" | "banglish", seed = 1, overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "lead-capture-funnel",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;

  it("reads the question in the customer's words and offers a quiz for it", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn("bn", seed);
      expect(content).toContain("**হেডলাইন:** জামদানি শাড়ির যত্ন কীভাবে নেব?");
      expect(content).toContain("**বাছাই:** কুইজ।");
      expect(content).toContain("**কুইজ: জামদানি শাড়ির যত্ন কীভাবে নেব?**");
      expect(section(content, "## লিড ম্যাগনেটের আইডিয়া").match(/^\d\. \*\*/gmu)).toHaveLength(3);
      expect(content).toContain("ক্রেতার সমস্যা: “জামদানি শাড়ির যত্ন কীভাবে নেব, বুঝতে পারি না”।");
      expect(content).not.toMatch(/বুঝতে পারি না\?/u);
    }
  });

  it("quotes a pain that is not a question and offers a checklist", () => {
    const content = writeIn("bn", 1, { audience_pain_point: "অফিস শেষে রান্নার সময় পাই না" });
    expect(content).toContain("**হেডলাইন:** “অফিস শেষে রান্নার সময় পাই না” — এর সহজ সমাধান");
    expect(content).toContain("**বাছাই:** চেকলিস্ট।");
    expect(content).toContain("**বাটন:** চেকলিস্টটি পাঠিয়ে দিন");
  });

  it("writes the same funnel in Banglish, in Latin letters", () => {
    const content = writeIn("banglish", 2);
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("**Headline:** Jamdani sharir jotno kivabe nebo?");
  });
});

describe("lead-capture-funnel for a service", () => {
  it("ends the nurture sequence with a booking, not an order, in English, Bangla and Banglish", () => {
    const funnel = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
      writeOffline({ toolSlug: "lead-capture-funnel", inputs, seed: 1, language }).content;
    const en = funnel(
      {
        product_name: "Home tutoring classes",
        target_audience: "parents of SSC students in Dhaka",
        audience_pain_point: "which tutor to trust before the exams",
      },
      "en",
    );
    expect(en).toContain("Book now");
    expect(en).not.toContain("Order now");
    const coaching = {
      product_name: "ইংরেজি কোচিং",
      target_audience: "এসএসসি পরীক্ষার্থীদের অভিভাবকরা",
      audience_pain_point: "পরীক্ষার আগে কোন শিক্ষকের ওপর ভরসা করবেন",
    };
    const bn = funnel(coaching, "bn");
    expect(bn).toContain("এখনই বুক করুন");
    expect(bn).not.toContain("এখনই অর্ডার করুন");
    expect(funnel(coaching, "banglish")).toContain("Ekhoni book korun");
  });

  it("recommends a free practice test for classes, never a sample or a consultation", () => {
    const funnel = (inputs: Record<string, string>, language: "en" | "bn" | "banglish", seed = 1) =>
      writeOffline({ toolSlug: "lead-capture-funnel", inputs, seed, language }).content;
    const coaching = {
      product_name: "Shikkha Plus online IELTS coaching",
      target_audience: "university students in Dhaka",
      audience_pain_point: "Scared of the speaking test",
    };
    for (const seed of [1, 2, 3, 4]) {
      const en = funnel(coaching, "en", seed);
      expect(en).toContain("**Free Practice Test with Shikkha Plus: Know Where You Start**");
      expect(en).toContain("**Pick:** the practice test.");
      expect(en).not.toMatch(/Free Sample|Consultation/u);
    }
    const bangla = { product_name: "শিক্ষা প্লাস আইইএলটিএস কোচিং" };
    expect(funnel(bangla, "bn")).toContain("**বাছাই:** প্র্যাকটিস টেস্ট।");
    expect(funnel(bangla, "banglish")).toMatch(/free practice test: janun kotha theke/u);
  });

  it("offers a short free consultation, never a free sample of a repair, and asks a fear back", () => {
    const funnels = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
      [1, 2, 3, 4, 5, 6, 7, 8]
        .map(
          (seed) =>
            writeOffline({ toolSlug: "lead-capture-funnel", inputs, seed, language }).content,
        )
        .join("\n");
    const en = funnels(
      {
        product_name: "FixIt Point phone screen replacement",
        audience_pain_point: "Afraid the repair shop will swap original parts",
      },
      "en",
    );
    expect(en).toContain("Free 15-Minute Consultation with FixIt Point");
    expect(en).not.toMatch(/Free Sample|try before they buy/u);
    expect(en).toContain("**Headline:** Afraid the repair shop will swap original parts?");
    const repair = { product_name: "ফিক্সইট পয়েন্ট মোবাইল রিপেয়ার" };
    const bn = funnels(repair, "bn");
    expect(bn).toMatch(/১৫ মিনিটের ফ্রি পরামর্শ/u);
    expect(bn).not.toMatch(/স্যাম্পল/u);
    const banglish = funnels(repair, "banglish");
    expect(banglish).toMatch(/15 minute-er free poramorsho/u);
    expect(banglish).not.toMatch(/sample/iu);
  });
});
