import { describe, expect, it } from "vitest";
import { keywordAsSaid } from "../../kit/seo-kit.ts";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

/** Three seeds' posts for the inputs, in one language, as one text. */
const posts = (language: "en" | "bn" | "banglish", inputs: Record<string, string>) =>
  [1, 2, 3]
    .map(
      (seed) =>
        writeOffline({ toolSlug: "blog-content-generator", inputs, seed, language }).content,
    )
    .join("\n");

describe("blog-content-generator", () => {
  it("uses the inputs", () => {
    const content = write("blog-content-generator");
    for (const expected of [SAMPLE.topic!, "running shoes", "breathable sneakers"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("says a keyword that closes with a place as a sentence does, in both blog writers", () => {
    expect(keywordAsSaid("lunch box delivery Dhaka")).toBe("lunch box delivery in Dhaka");
    expect(keywordAsSaid("cake shop gulshan")).toBe("cake shop in Gulshan");
    expect(keywordAsSaid("eid gifts bd")).toBe("eid gifts in BD");
    expect(keywordAsSaid("best bakery in Dhaka")).toBe("best bakery in Dhaka");
    expect(keywordAsSaid("Dhaka")).toBe("Dhaka");
    expect(keywordAsSaid("running shoes")).toBe("running shoes");
    for (const seed of [1, 2, 3]) {
      const blog = write("blog-content-generator", seed, { keywords: "lunch box delivery Dhaka" });
      expect(blog).toContain("lunch box delivery in Dhaka");
      expect(blog).not.toMatch(/delivery Dhaka/u);
      const article = write("1-click-seo-blog-generator", seed, {
        focus_keyword: "office lunch delivery dhaka",
      });
      expect(article).not.toMatch(/delivery dhaka\b(?![-])/iu);
      expect(article).toMatch(/Office Lunch Delivery in Dhaka/u);
      // The slug keeps the keyword as typed.
      expect(article).toContain("**URL slug:** office-lunch-delivery-dhaka");
      const snippets = write("seo-meta-description-writer", seed, {
        focus_keyword: "office lunch delivery Dhaka",
      });
      for (const [, description = ""] of snippets.matchAll(/\*\*Description:\*\* (.+)/gu))
        expect(description.toLowerCase()).toContain("office lunch delivery in dhaka");
      expect(snippets).toContain(
        "Each one uses “office lunch delivery Dhaka” once; descriptions, which people read as sentences, say it as “office lunch delivery in Dhaka”.",
      );
    }
  });

  it("advises on choosing who does a service, not on using a product, in all three languages", () => {
    const en = posts("en", {
      topic: "What to do when your phone screen cracks",
      keywords: "phone screen replacement, mobile repair",
    });
    expect(en).toMatch(
      /Ask for a clear quote|compared at least two providers|Skipping the warranty/u,
    );
    expect(en).not.toMatch(/returns|how often you'll use|Try it on a small scale|cost per use/u);
    const seo = [1, 2, 3]
      .map((seed) => write("1-click-seo-blog-generator", seed, { focus_keyword: "phone repair" }))
      .join("\n");
    expect(seo).not.toMatch(/returns|how often you'll use|cost per use/u);
    expect(seo).toMatch(/how long it is covered|a written quote/u);
    const bangla = { topic: "ফোনের স্ক্রিন ফেটে গেলে কী করবেন", keywords: "মোবাইল রিপেয়ার" };
    const bn = posts("bn", bangla);
    expect(bn).toMatch(/স্পষ্ট দাম জেনে নিন|অন্তত দুটো জায়গা/u);
    expect(bn).not.toMatch(/রিটার্ন|ফেরত দেওয়ার|ছোট করে শুরু করুন/u);
    const banglish = posts("banglish", bangla);
    expect(banglish).toMatch(/Spashto dam jene nin|Ontoto duto jayga/u);
    expect(banglish).not.toMatch(/return|ferot dewar|Chhoto kore shuru korun/u);
  });

  it("advises on choosing classes (a trial class, who teaches, the batch), not a quote or a warranty", () => {
    const en = posts("en", {
      topic: "How to prepare for IELTS in 8 weeks",
      keywords: "IELTS preparation, IELTS coaching Dhaka",
      target_audience: "university students in Dhaka",
    });
    expect(en).toMatch(/Ask for a trial class|placement test|who teaches/u);
    expect(en).not.toMatch(/warranty|a clear quote|repeat visits|cheaper parts|returns/u);
    // Classes in an activity share the guidance, without a score or a practice test.
    const yoga = posts("en", { topic: "yoga for back pain", keywords: "beginner yoga classes" });
    expect(yoga).toMatch(/Ask for a trial class|who teaches/u);
    expect(yoga).not.toMatch(/warranty|a clear quote|cheaper parts|score you need|practice test/u);
    const seo = [1, 2, 3]
      .map((seed) => write("1-click-seo-blog-generator", seed, { focus_keyword: "IELTS coaching" }))
      .join("\n");
    expect(seo).toContain("try a class before you pay for the course");
    expect(seo).not.toMatch(/warranty|a written quote|cost per use/u);
    const bangla = { topic: "৮ সপ্তাহে আইইএলটিএস প্রস্তুতি", keywords: "আইইএলটিএস কোচিং" };
    const bn = posts("bn", bangla);
    expect(bn).toMatch(/একটা ট্রায়াল ক্লাস করুন|প্লেসমেন্ট টেস্ট|কে পড়ান/u);
    expect(bn).not.toMatch(/ওয়ারেন্টি|রিটার্ন|পার্টস/u);
    const banglish = posts("banglish", bangla);
    expect(banglish).toMatch(/Ekta trial class korun|placement test|ke poran/u);
    expect(banglish).not.toMatch(/warranty|return|parts/u);
  });

  it("opens blog posts with an H1 and closes them with a conclusion", () => {
    for (const slug of ["blog-content-generator", "1-click-seo-blog-generator"]) {
      const content = write(slug);
      const headings = content.split("\n").filter((line) => /^#{1,3} /u.test(line));
      expect(headings.filter((line) => line.startsWith("# "))).toHaveLength(1);
      expect(headings.filter((line) => line.startsWith("## ")).length).toBeGreaterThanOrEqual(4);
      expect(content).toContain("## Conclusion");
      const meta = /\*\*Meta description:\*\* .+ \((\d+) characters\)/u.exec(content);
      expect(Number(meta?.[1])).toBeLessThanOrEqual(160);
    }
    expect(write("blog-content-generator").startsWith("# ")).toBe(true);
  });
});

describe("blog-content-generator in Bangla and Banglish", () => {
  const inputs = {
    topic: "বর্ষায় চামড়ার জুতার যত্ন",
    keywords: "চামড়ার জুতা, জুতার যত্ন",
    target_audience: "অফিসে যাওয়া তরুণরা",
  };

  it("writes one H1, the sections, a conclusion and a meta description of 120–160 characters with the main keyword once", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = writeOffline({
        toolSlug: "blog-content-generator",
        inputs,
        seed,
        language: "bn",
      }).content;
      const lines = content.split("\n");
      expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith("## ")).length).toBeGreaterThanOrEqual(5);
      expect(content).toContain("## শেষ কথা");
      expect(content).toContain(inputs.topic);
      expect(content).toMatch(/^1\. \*\*/mu); // a Markdown list, so the steps render as steps
      const meta = /\*\*মেটা ডেসক্রিপশন:\*\* (.+) \(([০-৯]+) অক্ষর\)$/mu.exec(content);
      const description = meta?.[1] ?? "";
      expect(charCount(description)).toBeGreaterThanOrEqual(120);
      expect(charCount(description)).toBeLessThanOrEqual(160);
      expect(asciiDigits(meta?.[2] ?? "")).toBe(String(charCount(description)));
      expect(description.split("চামড়ার জুতা")).toHaveLength(2);
    }
  });

  it("keeps a question as the title and writes the same post in Latin letters for Banglish", () => {
    const question = "বর্ষায় চামড়ার জুতা কীভাবে ভালো রাখবেন?";
    const bn = writeOffline({
      toolSlug: "blog-content-generator",
      inputs: { ...inputs, topic: question },
      seed: 1,
      language: "bn",
    }).content;
    expect(bn.split("\n")[0]).toBe(`# ${question}`);
    const banglish = writeOffline({
      toolSlug: "blog-content-generator",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("## Shesh kotha");
    // A topic typed as a title is romanised too, with its loanwords as English spells them.
    const typedTitle = writeOffline({
      toolSlug: "blog-content-generator",
      inputs: { topic: "৮ সপ্তাহে আইইএলটিএস প্রস্তুতি", keywords: "আইইএলটিএস কোচিংয়ের ফি" },
      seed: 1,
      language: "banglish",
    }).content;
    expect(typedTitle.split("\n")[0]).toBe("# 8 shoptahe IELTS prostuti");
    expect(typedTitle).not.toMatch(/\p{Script=Bengali}|aiielties|kochingyer/u);
    expect(typedTitle).toContain("IELTS coaching-er");
    expect(banglish).toMatch(/\*\*Meta description:\*\* .+ \(\d+ okkhor\)/u);
  });
});
