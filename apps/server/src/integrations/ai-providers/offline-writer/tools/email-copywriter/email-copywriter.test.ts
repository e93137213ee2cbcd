import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { lengths, section, write } from "../../testing/writer-checks.ts";
import { businessGoal, emailKind, newsFromGoal } from "./email-copywriter.writer.ts";
import { nativeEmailKind, newsOf } from "./email-copywriter.bn.ts";
import { writeOffline } from "../../offline-writer.ts";

describe("email-copywriter", () => {
  it("uses the inputs", () => {
    const content = write("email-copywriter");
    for (const expected of [SAMPLE.product_name!, "the Eid sale"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("gives emails subject lines, preview text, a body and a button", () => {
    const content = write("email-copywriter");
    const subjects = lengths(
      section(`## x\n\n${content}`, "## x").split("**Preview text:**")[0] ?? "",
    );
    expect(subjects).toHaveLength(3);
    expect(Math.max(...subjects)).toBeLessThanOrEqual(50);
    const preview = /\*\*Preview text:\*\* .+ \((\d+) characters\)/u.exec(content);
    expect(Number(preview?.[1])).toBeGreaterThanOrEqual(40);
    expect(Number(preview?.[1])).toBeLessThanOrEqual(90);
    expect(content).toContain("Hi [First name],");
    expect(content).toMatch(/\*\*\[Button: .+\]\*\*/u);
  });

  it("reads the kind of email from the goal", () => {
    expect(emailKind("Announce the Eid sale: 20% off")).toBe("sale");
    expect(emailKind("Launch our new colour range")).toBe("launch");
    // News with an offer is news; an offer alone, or money off, is a sale.
    expect(emailKind("Announce the new weekly menu and the first-week offer")).toBe("launch");
    expect(emailKind("A special offer for our subscribers")).toBe("sale");
    expect(emailKind("Launch the new range with 10% off")).toBe("sale");
    expect(emailKind("Invite subscribers to a live workshop")).toBe("event");
    expect(emailKind("Win back customers who haven't ordered")).toBe("winback");
    expect(emailKind("Welcome new subscribers")).toBe("welcome");
    expect(emailKind("Share our monthly update")).toBe("general");
  });

  it("takes the instruction off the goal, leaving the news", () => {
    expect(newsFromGoal("Announce the Eid sale: 20% off")).toBe("the Eid sale: 20% off");
    expect(newsFromGoal("Remind customers about the sale")).toBe("the sale");
    // Whoever the instruction names, its news is what follows.
    expect(newsFromGoal("Remind past customers about free battery health checks this month")).toBe(
      "free battery health checks this month",
    );
    expect(newsFromGoal("Invite our regular buyers to the Eid preview")).toBe("the Eid preview");
    expect(newsFromGoal("The sale starts Friday")).toBe("The sale starts Friday");
  });
});

describe("email-copywriter in Bangla and Banglish", () => {
  const inputs = {
    product_name: "EcoStep sneakers",
    email_goal: "ঈদ সেল: সব স্নিকার্সে ২০% ছাড়।",
    target_audience: "ঢাকার তরুণরা",
  };

  it("reads a Bangla goal as a sale and repeats it with the button in the P.S.", () => {
    const content = writeOffline({
      toolSlug: "email-copywriter",
      inputs,
      seed: 1,
      language: "bn",
    }).content;
    expect(content).toMatch(/\*\*\[বাটন: (?:অফারটি নিন|এখনই কিনুন)\]\*\*/u);
    expect(content).toMatch(/পুনশ্চ: ঈদ সেল: সব স্নিকার্সে ২০% ছাড়। \*\*\[/u);
    expect(content).toContain("ঢাকার তরুণদের কথা মাথায় রেখে");
    expect(content).toMatch(/^EcoStep$/mu);
  });

  it("gives a Bangla reader the news without the shop's instruction, and news with an offer as news", () => {
    expect(newsOf("নতুন সাপ্তাহিক মেনু আর প্রথম সপ্তাহের অফার জানানো")).toBe(
      "নতুন সাপ্তাহিক মেনু আর প্রথম সপ্তাহের অফার",
    );
    expect(newsOf("ঈদ সেলের ঘোষণা করা।")).toBe("ঈদ সেল");
    expect(newsOf("ঈদ সেল: সব স্নিকার্সে ২০% ছাড়।")).toBe("ঈদ সেল: সব স্নিকার্সে ২০% ছাড়");
    expect(nativeEmailKind("নতুন সাপ্তাহিক মেনু আর প্রথম সপ্তাহের অফার জানানো")).toBe("launch");
    expect(nativeEmailKind("ঈদ সেল: সব স্নিকার্সে ২০% ছাড়")).toBe("sale");
    expect(nativeEmailKind("শুধু এই সপ্তাহের অফার")).toBe("sale");
    for (const language of ["bn", "banglish"] as const) {
      const content = writeOffline({
        toolSlug: "email-copywriter",
        inputs: {
          product_name: "ঘরের রান্না টিফিন",
          email_goal: "নতুন সাপ্তাহিক মেনু আর প্রথম সপ্তাহের অফার জানানো",
          target_audience: "গুলশানের অফিসকর্মীরা",
        },
        seed: 1,
        language,
      }).content;
      expect(content, language).not.toMatch(/জানানো|janano|উপহার|upohar|gift|চেকআউটে|checkout/iu);
      // The opener gives the news; the Banglish body opens with a capital.
      expect(content, language).toMatch(
        /(?:তৈরি|ready): (?:নতুন সাপ্তাহিক মেনু|notun saptahik menu)/u,
      );
      expect(content, language).not.toMatch(/\n\p{Ll}/u);
    }
  });

  it("romanises the goal in Banglish", () => {
    const content = writeOffline({
      toolSlug: "email-copywriter",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(content).toMatch(/\*\*\[Button: (?:Offer ti nin|Ekhoni kinun)\]\*\*/u);
    expect(content).toContain("Dhakar torunder kotha mathay rekhe");
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
  });

  it("never tells the reader the business's own goal", () => {
    expect(businessGoal("Get bookings for the wedding season")).toEqual({
      metric: "bookings",
      rest: "for the wedding season",
    });
    expect(businessGoal("Get more sign-ups for the running club")?.metric).toBe("sign-ups");
    expect(businessGoal("Increase sales this Eid")).toEqual({ metric: "other", rest: "this Eid" });
    expect(businessGoal("Announce the Eid sale: 20% off")).toBeUndefined();
    for (const [goal, news] of [
      ["Get bookings for the wedding season", "Bookings are open for the wedding season"],
      ["Get more sign-ups for the running club", "Sign-ups are open for the running club"],
      ["Increase sales this Eid", "Our bridal makeup package is ready for you this Eid"],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const content = write("email-copywriter", seed, {
          product_name: "bridal makeup package",
          email_goal: goal,
        });
        expect(content, goal).not.toMatch(/\b(get|increase) (more )?(bookings|sign-ups|sales)\b/iu);
        expect(content, goal).toContain(news);
      }
  });

  it("signs with the business a product's name gives, and says a common noun as 'our …'", () => {
    const made = write("email-copywriter", 1, {
      product_name: "bridal makeup package by Glow Studio",
      email_goal: "Share our wedding season news",
    });
    expect(made).toContain("[Your name]  \nGlow Studio");
    expect(made).not.toMatch(/(about|made|Meet) bridal makeup package/u);
    const plain = write("email-copywriter", 1, { product_name: "bridal makeup package" });
    expect(plain).toContain("[Your name]  \n[Your business name]");
    expect(write("email-copywriter", 1)).toContain("[Your name]  \nEcoStride");
  });

  it("never tells a Bangla reader the shop's own goal either", () => {
    const inputs = {
      product_name: "ব্রাইডাল মেকআপ প্যাকেজ",
      target_audience: "চট্টগ্রামের কনেরা",
      email_goal: "বিয়ের মৌসুমের বুকিং বাড়ানো",
    };
    for (const seed of [1, 2, 3]) {
      const bn = writeOffline({ toolSlug: "email-copywriter", inputs, seed, language: "bn" });
      expect(bn.content).not.toContain("বাড়ানো");
      expect(bn.content).toContain("বিয়ের মৌসুমের বুকিং চলছে");
      const banglish = writeOffline({
        toolSlug: "email-copywriter",
        inputs,
        seed,
        language: "banglish",
      });
      expect(banglish.content).not.toMatch(/baran?o\b/iu);
    }
    const sales = writeOffline({
      toolSlug: "email-copywriter",
      inputs: { ...inputs, email_goal: "ঈদে বিক্রি বাড়ানো" },
      seed: 1,
      language: "bn",
    });
    expect(sales.content).toContain("ব্রাইডাল মেকআপ প্যাকেজ এখন অর্ডার করা যাচ্ছে");
    expect(sales.content).not.toContain("বিক্রি বাড়ানো");
  });
});

describe("email-copywriter for a service", () => {
  it("asks readers to book, in English, Bangla and Banglish", () => {
    const email = (inputs: Record<string, string>, language: "en" | "bn" | "banglish", seed = 1) =>
      writeOffline({ toolSlug: "email-copywriter", inputs, seed, language }).content;
    for (const seed of [1, 2, 3]) {
      const en = email(
        {
          product_name: "bridal makeup package by Glow Studio",
          target_audience: "brides in Chittagong",
          email_goal: "Get bookings for the wedding season",
        },
        "en",
        seed,
      );
      expect(en).toMatch(/\*\*\[Button: (?:Book now|See what's open)\]\*\*/u);
      const parlour = { product_name: "বিয়ের মেকআপ প্যাকেজ", target_audience: "চট্টগ্রামের কনেরা" };
      const bn = email(parlour, "bn", seed);
      expect(bn).toMatch(/বাটন: (?:এখনই বুক করুন|কবে খালি আছে দেখুন)/u);
      expect(bn).toContain("বিয়ের মেকআপ প্যাকেজের বুকিং চলছে");
      expect(bn).not.toContain("অর্ডার করা যাচ্ছে");
      const banglish = email(parlour, "banglish", seed);
      expect(banglish).toMatch(/Ekhoni book korun|Kobe khali achhe dekhun/u);
      expect(banglish).not.toContain("order kora jachchhe");
    }
  });
});
