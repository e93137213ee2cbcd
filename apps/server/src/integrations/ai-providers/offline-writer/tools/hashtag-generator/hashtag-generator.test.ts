import { describe, expect, it } from "vitest";
import { section, write } from "../../testing/writer-checks.ts";
import { writeOffline } from "../../offline-writer.ts";

describe("hashtag-generator", () => {
  it("uses the inputs", () => {
    const content = write("hashtag-generator");
    for (const expected of ["#ecostride", "#runningshoes", "#breathablesneakers"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("returns hashtags only: lowercase, no punctuation, no repeats, grouped by reach", () => {
    const content = write("hashtag-generator");
    const headings = content.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual(["## Broad reach", "## Niche", "## Branded", "## Ready-to-paste mix"]);
    const groups = ["## Broad reach", "## Niche", "## Branded"].map((heading) =>
      section(content, heading).trim().split(" "),
    );
    const all = groups.flat();
    for (const tag of all) expect(tag).toMatch(/^#[\p{Ll}\p{Lo}\p{M}\p{N}]+$/u);
    expect(new Set(all).size).toBe(all.length);
    expect(groups[2]).toContain("#ecostride");
  });

  it("tags a keyword phrase by its head and as a whole, with the topic's places", () => {
    const content = write("hashtag-generator", 1, {
      topic: "Home-cooked lunch boxes delivered to offices in Gulshan and Banani",
      keywords: "lunch box, office lunch, home cooked food, fast food alternative",
      brand_name: "Ghorer Tiffin",
    });
    const tags = content.match(/#\p{L}+/gu) ?? [];
    for (const expected of ["#lunchbox", "#officelunch", "#homecookedfood", "#fastfoodalternative"])
      expect(tags, expected).toContain(expected);
    for (const expected of ["#gulshan", "#banani", "#dhaka", "#dhakafood", "#ghorertiffin"])
      expect(tags, expected).toContain(expected);
    // Halves of compounds and describing words are no community (#box, #home, #fast, #raw), a
    // fast-food alternative is no #fastfood, and a participle is no tag (#boxesdelivered).
    for (const wrong of [
      "#box",
      "#home",
      "#fast",
      "#cooked",
      "#alternative",
      "#fastfood",
      "#offices",
    ])
      expect(tags, wrong).not.toContain(wrong);
    expect(content).not.toMatch(
      /delivered|foodalternative\b(?<!fastfoodalternative)|ghorertiffinstyle/u,
    );
  });

  it("tags a repair shop without lovers, places as places, and a question topic without its verbs", () => {
    const tags = (seed: number) =>
      write("hashtag-generator", seed, {
        topic: "What to do when your phone screen cracks",
        keywords: "phone screen replacement, mobile repair Chattogram, iPhone battery change",
        brand_name: "FixIt Point",
      }).match(/#\p{L}+/gu) ?? [];
    for (const seed of [1, 2, 3]) {
      const all = tags(seed);
      for (const expected of [
        "#mobilerepair",
        "#phonescreenreplacement",
        "#chattogram",
        "#fixitpoint",
      ])
        expect(all, expected).toContain(expected);
      for (const wrong of ["#do", "#when", "#your", "#cracks", "#change", "#repairchattogram"])
        expect(all, wrong).not.toContain(wrong);
      expect(all.join(" ")).not.toMatch(/lovers|chattogramlovers/u);
    }
  });

  it("tags classes by what is taught and a trouble by what is troubled, never #classes, #pain or #prepare", () => {
    const tags = (inputs: Record<string, string>) =>
      [1, 2, 3]
        .map((seed) => writeOffline({ toolSlug: "hashtag-generator", inputs, seed }).content)
        .join("\n");
    const ielts = tags({
      topic: "how to prepare for IELTS in 8 weeks",
      keywords: "IELTS preparation, IELTS coaching Dhaka, band 7",
      brand_name: "Shikkha Plus",
    });
    expect(ielts).toMatch(/#ieltscoaching\b/u);
    expect(ielts).not.toMatch(/#(?:preparation|prepare|coaching)\b/u);
    const yoga = tags({
      topic: "yoga for back pain",
      keywords: "yoga classes Banani, beginner yoga",
      brand_name: "Prana Yoga Studio",
    });
    expect(yoga).toMatch(/#yogaclasses\b/u);
    expect(yoga).toMatch(/#backpain\b/u);
    expect(yoga).not.toMatch(/#(?:classes|pain|back)\b/u);
  });

  it("never joins English words to a Bangla brand", () => {
    const content = write("hashtag-generator", 1, { brand_name: "তাঁতঘর" });
    expect(content).toContain("#তাঁতঘর");
    expect(content).not.toMatch(
      /#team\p{Script=Bengali}|\p{Script=Bengali}(?:style|fam|life|daily)/u,
    );
  });

  it("derives Bangla hashtags from Bangla keywords", () => {
    const content = write("hashtag-generator", 1, {
      topic: "ঈদ কালেকশন",
      keywords: "জামদানি শাড়ি, হাতে বোনা",
      brand_name: "তাঁতঘর",
    });
    expect(content).toContain("#জামদানিশাড়ি");
    expect(content).toContain("#তাঁতঘর");
  });
});

describe("hashtag-generator by what is sold, in Bangla and Banglish", () => {
  const tagsFor = (inputs: Record<string, string>, language: "bn" | "banglish") =>
    [1, 2, 3]
      .map(
        (seed) => writeOffline({ toolSlug: "hashtag-generator", inputs, seed, language }).content,
      )
      .join("\n");

  it("tags the place typed, not Dhaka, and no verb of a question topic", () => {
    const repair = {
      topic: "ফোনের স্ক্রিন ফেটে গেলে কী করবেন",
      keywords: "মোবাইল স্ক্রিন রিপ্লেসমেন্ট, মোবাইল রিপেয়ার চট্টগ্রাম",
    };
    const bn = tagsFor(repair, "bn");
    expect(bn).toContain("#চট্টগ্রাম");
    expect(bn).toContain("#ফোনের_স্ক্রিন");
    expect(bn).not.toMatch(/#ঢাকা|#করবেন|#গেলে|#ফেটে|#কী\b/u);
    const banglish = tagsFor(repair, "banglish");
    expect(banglish).toContain("#Chattogram");
    expect(banglish).not.toMatch(/#Dhaka\b|#Korben|#Gele|#Phete/u);
  });

  it("tags an app with technology and a parlour with bookings, not online shopping", () => {
    const app = { topic: "দোকানের হিসাব রাখার সহজ উপায়", keywords: "হিসাবের অ্যাপ, দোকানের হিসাব" };
    expect(tagsFor(app, "bn")).toContain("#ডিজিটালবাংলাদেশ");
    expect(tagsFor(app, "banglish")).toContain("#DigitalBangladesh");
    // A possessive right before its noun stays, as people write the phrase.
    expect(tagsFor(app, "banglish")).toContain("#HisaberApp");
    expect(tagsFor(app, "bn")).toContain("#হিসাবের_অ্যাপ");
    expect(tagsFor(app, "bn")).toContain("#দোকানের_হিসাব");
    const parlour = { topic: "বিয়ের সাজ", keywords: "বিয়ের মেকআপ প্যাকেজ, ব্রাইডাল মেকআপ" };
    expect(tagsFor(parlour, "bn")).toContain("#বুকিং");
    expect(tagsFor(parlour, "banglish")).toContain("#BookingBD");
    for (const inputs of [app, parlour]) {
      expect(tagsFor(inputs, "bn")).not.toMatch(/অনলাইনশপ|কেনাকাটা/u);
      expect(tagsFor(inputs, "banglish")).not.toMatch(/OnlineShop|shopping|Oyap/iu);
    }
  });
});
