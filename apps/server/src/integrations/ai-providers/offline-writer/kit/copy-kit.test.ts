import { describe, expect, it } from "vitest";
import { copyKitEn } from "./copy-kit.en.ts";
import { writeOffline } from "../offline-writer.ts";
import {
  adviceKind,
  asOurs,
  benefitKey,
  benefitOf,
  benefitSummary,
  goalMetric,
  headlines,
  isLesson,
  mentionsBangladesh,
  offerKind,
  platformCta,
  productParts,
  productWithoutAudience,
} from "./copy-kit.ts";
import { createRandom } from "./random.ts";
import { charCount, joinNatural } from "./text-kit.ts";

describe("the copy kit", () => {
  it("finds a benefit only where the feature's words support one", () => {
    expect(benefitOf("Machine washable cover", copyKitEn)).toBe(
      "easy to keep fresh: wash and wear again",
    );
    expect(benefitOf("Recycled mesh upper", copyKitEn)).toBe("a second life for used materials");
    expect(benefitOf("Titanium buckle", copyKitEn)).toBeUndefined();
  });

  it("names the metric for a goal, most specific first, and a neutral one otherwise", () => {
    expect(goalMetric("More add-to-cart clicks", copyKitEn)).toBe(
      "add-to-cart rate (add-to-carts ÷ visitors)",
    );
    expect(goalMetric("200 online orders", copyKitEn)).toBe(
      "purchases and conversion rate (purchases ÷ clicks)",
    );
    expect(goalMetric("Feel good", copyKitEn)).toBe("progress toward “Feel good”");
  });

  it("recognises Bangladesh in place names", () => {
    expect(mentionsBangladesh("Dhaka and Chattogram")).toBe(true);
    expect(mentionsBangladesh("delivery across BD")).toBe(true);
    expect(mentionsBangladesh("Berlin, Germany")).toBe(false);
  });

  it("picks a call to action for the platform and the kind of product", () => {
    expect(copyKitEn.ctas.x.software).toContain(
      platformCta(copyKitEn, "x", "software", createRandom(1)),
    );
    expect(copyKitEn.ctas.youtube.goods).toContain(
      platformCta(copyKitEn, "youtube", "goods", createRandom(1)),
    );
    for (let seed = 1; seed <= 5; seed += 1)
      expect(platformCta(copyKitEn, "instagram", "service", createRandom(seed))).toMatch(
        /\bbook\b|what's open/iu,
      );
  });

  it("cuts the audience in a headline to the room its other words leave", () => {
    const input = {
      product: productParts("EcoStride recycled running sneakers"),
      benefit: "",
      audience: "young professionals in Dhaka who run or walk daily",
    };
    for (const seed of [1, 2, 3, 4]) {
      const list = headlines(copyKitEn.headlines, input, 30, 10, createRandom(seed));
      expect(list.length).toBeGreaterThan(5);
      for (const { text, angle } of list) {
        expect(charCount(text)).toBeLessThanOrEqual(30);
        expect(text).not.toMatch(/!|(for|,)$/u);
        expect(Object.values(copyKitEn.headlines.angles)).toContain(angle);
      }
      expect(list.map((headline) => headline.text)).toContain("Made for Young Professionals");
    }
  });

  it("takes what a product is from its name, not who or what it is for", () => {
    expect(productParts("Eco sneakers for young runners in Dhaka")).toMatchObject({
      short: "Eco sneakers",
      noun: "Eco sneakers",
      head: "sneakers",
    });
    expect(productParts("Taskly project management app for small agencies")).toMatchObject({
      short: "Taskly",
      noun: "project management app",
      head: "app",
    });
    expect(productParts("bridal makeup package by Glow Studio")).toMatchObject({
      short: "bridal makeup package",
      head: "package",
    });
    expect(productParts("EcoStride recycled running sneakers").noun).toBe(
      "recycled running sneakers",
    );
    // A brand of more than one word: all of it is the brand, none of it what the thing is.
    expect(productParts("Ghorer Tiffin home-cooked lunch boxes")).toMatchObject({
      short: "Ghorer Tiffin",
      brand: "Ghorer Tiffin",
      noun: "home-cooked lunch boxes",
    });
    expect(productParts("Glow Studio bridal makeup")).toMatchObject({
      brand: "Glow Studio",
      noun: "bridal makeup",
    });
    // Too long for a headline: the first word only, as before.
    expect(productParts("Shapla Nakshikantha Collective quilts").short).toBe("Shapla");
    expect(productParts("Handwoven Jute Basket").brand).toBeUndefined();
    // An occasion after a brand is the collection's moment, not part of the brand.
    expect(productParts("Aarong Eid panjabi collection").brand).toBe("Aarong");
  });

  it("says a product named by what it is as 'our …', and a name as it is", () => {
    expect(asOurs("bridal makeup package")).toBe("our bridal makeup package");
    expect(asOurs("EcoStride")).toBe("EcoStride");
    expect(asOurs("Eco sneakers")).toBe("Eco sneakers");
    expect(asOurs("our product")).toBe("our product");
  });

  it("drops a closing 'for …' from a product's name only when it names the audience", () => {
    const product = "Eco sneakers for young runners in Dhaka";
    expect(productWithoutAudience(product, "young runners in Dhaka")).toBe("Eco sneakers");
    expect(productWithoutAudience(product, "runners in Dhaka")).toBe("Eco sneakers");
    expect(productWithoutAudience(product, "busy parents")).toBe(product);
    expect(productWithoutAudience("EcoStride recycled running sneakers", "runners")).toBe(
      "EcoStride recycled running sneakers",
    );
  });

  it("cuts a benefit too long for its place where its next phrase starts", () => {
    const list = (items: readonly string[]) => items.join(", ");
    expect(
      benefitSummary("long-lasting makeup that survives a 10-hour wedding day", 40, list),
    ).toBe("long-lasting makeup");
  });

  it("sums up as many benefit clauses as fit, joined by the language's list", () => {
    const benefit = "Light, breathable and made from recycled bottles";
    expect(benefitSummary(benefit, 40, joinNatural)).toBe("light and breathable");
    expect(benefitSummary(benefit, 60, (items) => items.join(" + "))).toBe(
      "light + breathable + made from recycled bottles",
    );
  });
});

describe("goalMetric", () => {
  const metric = (goal: string) => goalMetric(goal, copyKitEn);
  it("follows the stated goal, matching whole words", () => {
    expect(metric("increase click-through rate on Facebook ads")).toBe(copyKitEn.metrics.clicks);
    expect(metric("Improve CTR of our sales ads")).toBe(copyKitEn.metrics.clicks);
    expect(metric("grow Facebook followers")).toBe(copyKitEn.metrics.followers);
    expect(metric("more bookings for the salon")).toBe(copyKitEn.metrics.bookings);
    expect(metric("book more demos")).toBe(copyKitEn.metrics.bookings);
    expect(metric("more orders before Eid")).toBe(copyKitEn.metrics.purchases);
    expect(metric("win back lapsed customers")).toBe(
      copyKitEn.progressToward("win back lapsed customers"),
    );
  });
});

describe("offerKind", () => {
  it("tells a booked service from goods and software, by words that name only services", () => {
    for (const service of [
      "bridal makeup package by Glow Studio",
      "Wedding photography",
      "Home tutoring classes for SSC students",
      "Dhaka city tours",
      "AC repair service",
      "Glow Salon",
      "FixIt Point phone screen replacement",
      "phone repair in Chattogram",
      "laptop repairs",
      "battery replacement, same day",
      "AC installation and servicing",
    ])
      expect(offerKind(service), service).toBe("service");
    for (const goods of [
      "Eco sneakers for young runners in Dhaka",
      "makeup brushes set",
      "training shoes",
      "Eid gift package",
      "world-class leather wallet",
      "cleaning spray",
      "phone repair kit",
      "replacement screen for iPhone 12",
      "replacement parts",
    ])
      expect(offerKind(goods), goods).toBe("goods");
    for (const software of ["Taskly project management app", "salon booking app", "online course"])
      expect(offerKind(software), software).toBe("software");
  });
});

describe("classes and booked services", () => {
  it("tells classes from other services, in English, Banglish and Bangla", () => {
    for (const name of [
      "Shikkha Plus online IELTS coaching",
      "math tuition for class 8",
      "spoken English classes",
      "গণিত কোচিং",
      "আইইএলটিএস প্রস্তুতি",
    ]) {
      expect(isLesson(name), name).toBe(true);
      expect(adviceKind("service", name), name).toBe("lesson");
    }
    // Other services, and classes in an activity, which have no test, score or syllabus.
    for (const name of [
      "bridal makeup package",
      "phone screen replacement",
      "মোবাইল রিপেয়ার",
      "Prana Yoga Studio beginner yoga classes",
      "swimming lessons for kids",
      "নাচের ক্লাস",
    ])
      expect(adviceKind("service", name), name).toBe("service");
    // An exam's name is a course to book, but its book is goods.
    expect(offerKind("IELTS preparation")).toBe("service");
    expect(offerKind("IELTS books")).toBe("goods");
    // Goods are never asked: training shoes stay goods.
    expect(adviceKind(offerKind("training shoes"), "training shoes")).toBe("goods");
  });

  it("finds no eco claim inside another word ('Recorded lessons', 'second', 'economy')", () => {
    for (const feature of ["Recorded lessons", "a second pair of laces", "economy delivery"])
      expect(benefitKey(feature), feature).not.toBe("eco");
    // A class's parts get a learner's benefits.
    expect(benefitKey("Recorded lessons")).toBe("recordings");
    expect(benefitKey("weekly mock tests")).toBe("mockTests");
    expect(benefitKey("live evening classes")).toBe("flexibleBatches");
    expect(benefitKey("classes with band 8 trainers")).toBe("expertTeachers");
    expect(benefitKey("small classes")).toBe("smallGroups");
    expect(benefitKey("eco-friendly packaging")).toBe("eco");
    expect(benefitKey("Eco dyes")).toBe("eco");
  });

  it("never asks a walk-in repair's customers for a 'date', in any tool or language", () => {
    const inputs = {
      product_name: "FixIt Point phone screen replacement",
      brand_name: "FixIt Point",
      target_audience: "office workers in Chattogram",
      platform: "Facebook",
      key_benefit: "same-day repair",
      key_features: "original parts, 30-minute repair, 6-month warranty",
      key_benefits: "original parts, same-day repair",
      offer: "",
      desired_action: "",
      email_goal: "Get more repair bookings",
      total_budget: "10,000 BDT",
      seed_keyword: "phone screen replacement",
      location: "Chattogram",
      focus_keyword: "phone screen replacement Chattogram",
      page_topic: "phone screen replacement",
      conversion_goal: "repair bookings",
      campaign_goal: "more repair bookings",
      platforms: "Facebook, Instagram",
      content_focus: "screen replacement",
    };
    const tools = [
      "ai-caption-generator",
      "ad-headline-generator",
      "ad-primary-text-generator",
      "ads-builder",
      "product-description-writer",
      "landing-page-copy-generator",
      "email-copywriter",
      "boost-suggestion-planner",
      "cta-generator",
      "seo-meta-description-writer",
      "keyword-research-assistant",
      "marketing-funnel-generator",
    ];
    for (const toolSlug of tools)
      for (const seed of [1, 2, 3, 4]) {
        const en = writeOffline({ toolSlug, inputs, seed, language: "en" }).content;
        expect(en, `${toolSlug} ${seed}`).not.toMatch(/(?<!up to )\bdates?\b|DATE/u);
        for (const language of ["bn", "banglish"] as const) {
          const native = writeOffline({ toolSlug, inputs, seed, language }).content;
          expect(native, `${toolSlug} ${language} ${seed}`).not.toMatch(/তারিখ|tarikh/u);
        }
      }
  });
});

describe("a business typed by its name alone", () => {
  it("is its own name and the kind of place it is", () => {
    expect(productParts("Smile Care Dental Clinic")).toEqual({
      full: "Smile Care Dental Clinic",
      short: "Smile Care",
      noun: "dental clinic",
      head: "clinic",
      brand: "Smile Care",
    });
    expect(productParts("Prana Yoga Studio")).toMatchObject({
      short: "Prana",
      noun: "yoga studio",
    });
    expect(productParts("Rahim Store")).toMatchObject({ short: "Rahim", noun: "store" });
    // Not a place, or not a name in title case: as before.
    expect(productParts("Spring Sneaker Drop").noun).toBe("Spring Sneaker Drop");
    expect(productParts("Glow Studio bridal makeup").noun).toBe("bridal makeup");
  });

  it("reads as a sentence and a headline says it: no doubled words, a visit booked", () => {
    const inputs = {
      product_name: "Smile Care Dental Clinic",
      key_benefit: "",
      target_audience: "families in Chattogram",
    };
    const reports = [1, 2, 3, 4, 5, 6].map(
      (seed) => writeOffline({ toolSlug: "ad-headline-generator", inputs, seed }).content,
    );
    const all = reports.join("\n");
    expect(all).toContain("Looking for a Dental Clinic?");
    expect(all).not.toMatch(/Dental Dental|Book Your Clinic|Looking for Dental/u);
    const caption = [1, 2, 3, 4, 5, 6]
      .map(
        (seed) =>
          writeOffline({
            toolSlug: "ai-caption-generator",
            inputs: { ...inputs, platform: "Facebook" },
            seed,
          }).content,
      )
      .join("\n");
    expect(caption).toContain("Still looking for a dental clinic that fits your life?");
    expect(caption).not.toMatch(/Still looking for Smile Care/u);
  });
});
