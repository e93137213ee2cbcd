import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("social-post-scheduler", () => {
  it("uses the inputs", () => {
    const content = write("social-post-scheduler");
    for (const expected of [SAMPLE.brand_name!, "new arrivals", "Facebook", "Instagram"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("the scheduler's tip posts", () => {
  const tipPosts = (content: string) =>
    content.split("### ").filter((post) => /\*(?:Educate|টিপস|Tips) · /u.test(post));
  const tipsOf = (post: string) => [...post.matchAll(/^\d\. (.+)$/gmu)].map((match) => match[1]);
  const weeks = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    [1, 2, 3, 4].map(
      (seed) => writeOffline({ toolSlug: "social-post-scheduler", inputs, seed, language }).content,
    );

  it("gives each tip post three finished tips, the week's two never repeating one", () => {
    for (const language of ["en", "bn", "banglish"] as const)
      for (const content of weeks(
        { brand_name: "EcoStride", content_focus: "running shoes" },
        language,
      )) {
        const posts = tipPosts(content);
        expect(posts, language).toHaveLength(2);
        const tips = posts.flatMap(tipsOf);
        expect(tips, language).toHaveLength(6);
        expect(new Set(tips).size, language).toBe(6);
        // No bracketed fill-ins in a tip post: it is ready to schedule.
        for (const post of posts) expect(post, language).not.toMatch(/\[[^\]]*\]/u);
      }
  });

  it("gives tips that suit what is sold: meals, food to keep, an app, a booked service", () => {
    const cases = [
      [
        { brand_name: "Ghorer Tiffin", content_focus: "home-cooked lunch boxes" },
        /Reheat|balanced box|weekly menu|allergies|oil|fridge/u,
      ],
      [
        { brand_name: "Modhu Bari", content_focus: "raw Sundarbans honey" },
        /dry spoon|label|seal|lid|small batches|comes from/u,
      ],
      [
        { brand_name: "Taskly", content_focus: "project management app" },
        /trial|team|support|notifications|back up|task you do most/u,
      ],
      [
        { brand_name: "Glow Studio", content_focus: "bridal makeup package" },
        /Book|advance|Confirm|recent work|examples|do not want/u,
      ],
      [
        { brand_name: "Shikkha Plus", content_focus: "IELTS tips, batch announcements" },
        /trial class|batch|miss one|practice test|who teaches|every day between classes/u,
      ],
    ] as const;
    for (const [inputs, expected] of cases)
      for (const content of weeks(inputs, "en"))
        for (const tip of tipPosts(content).flatMap(tipsOf))
          expect(tip, inputs.content_focus).toMatch(expected);
    // The same in Bangla: a lunch service is told about oil and reheating, not sizes or returns.
    const bangla = weeks({ brand_name: "ঘরের রান্না", content_focus: "অফিসের টিফিন" }, "bn").join(
      "\n",
    );
    expect(bangla).toMatch(/গরম করুন|তেল|সাপ্তাহিক মেনু|ঝালের মাত্রা|বক্সটা|ফ্রিজে/u);
    expect(bangla).not.toMatch(/এক্সচেঞ্জ|সাইজ/u);
    // Classes in Bangla: a trial class and the batch, not a wedding date or an advance.
    const coaching = weeks(
      { brand_name: "শিক্ষা প্লাস", content_focus: "আইইএলটিএস টিপস" },
      "bn",
    ).join("\n");
    expect(coaching).toMatch(/ট্রায়াল ক্লাস|ব্যাচে|রেকর্ডিং|প্র্যাকটিস টেস্ট|কে পড়াবেন|অনুশীলন/u);
    expect(coaching).not.toMatch(/উৎসবের তারিখ|অ্যাডভান্স/u);
  });

  it("suggests a behind-the-scenes post that suits what is sold, never packing orders for a class", () => {
    const week = weeks(
      { brand_name: "Shikkha Plus", content_focus: "IELTS tips, batch announcements" },
      "en",
    ).join("\n");
    expect(week).toContain("e.g. getting ready for today's bookings");
    expect(week).not.toMatch(/packing today's orders|#announcements\b/u);
    const bn = weeks({ brand_name: "শিক্ষা প্লাস", content_focus: "আইইএলটিএস কোচিং" }, "bn").join(
      "\n",
    );
    expect(bn).toContain("যেমন আজকের বুকিংয়ের প্রস্তুতি");
    expect(bn).not.toContain("আজকের অর্ডার প্যাক করা");
  });

  it("names a tip post's subject without a second 'tips' ('3 more tips on IELTS')", () => {
    const content = weeks({ brand_name: "Shikkha Plus", content_focus: "IELTS tips" }, "en").join(
      "\n",
    );
    expect(content).toMatch(/3 (?:things .+ should know about|more tips on) IELTS\b/u);
    expect(content).not.toMatch(/(?:about|on) IELTS tips/u);
  });
});

describe("social-post-scheduler in Bangla and Banglish", () => {
  const inputs = {
    brand_name: "শাড়িঘর",
    platforms: "ফেসবুক ও টিকটক",
    content_focus: "জামদানি শাড়ি, শাড়ির যত্ন",
    target_audience: "অফিসে যাওয়া নারীরা",
  };
  const writeIn = (language: "bn" | "banglish", seed = 1, overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "social-post-scheduler",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;

  it("plans the week from Saturday across the platforms typed in Bangla, never at Friday's prayer", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const content = writeIn("bn", seed);
      const rows = section(content, "## শাড়িঘরের সাপ্তাহিক পোস্ট প্ল্যান")
        .split("\n")
        .filter((line) => /^\| (?!দিন|---)/u.test(line));
      expect(rows.map((row) => row.split(" | ")[0])).toEqual([
        "| শনিবার",
        "| রবিবার",
        "| সোমবার",
        "| মঙ্গলবার",
        "| বুধবার",
        "| বৃহস্পতিবার",
        "| শুক্রবার",
      ]);
      expect(rows.map((row) => row.split(" | ")[1])).toEqual([
        "ফেসবুক",
        "টিকটক",
        "ফেসবুক",
        "টিকটক",
        "ফেসবুক",
        "টিকটক",
        "ফেসবুক",
      ]);
      expect(rows[6]).not.toMatch(/দুপুর/u);
      expect(content.match(/^### দিন [১-৭] — /gmu)).toHaveLength(7);
      expect(content).toContain("জামদানি শাড়ি");
      expect(content).toContain("#শাড়িঘর");
      expect(content).not.toMatch(/#জন্য|#যাওয়া/u);
    }
  });

  it("asks for an inbox message on Facebook and the bio link on TikTok", () => {
    const content = writeIn("bn", 2);
    const facebook = content.split("### ").filter((post) => post.includes(" · ফেসবুক · "));
    const tiktok = content.split("### ").filter((post) => post.includes(" · টিকটক · "));
    expect(facebook.some((post) => /ইনবক্স|কমেন্টে “দাম”|\[লিংক\]/u.test(post))).toBe(true);
    expect(tiktok.some((post) => post.includes("বায়োর লিংক"))).toBe(true);
  });

  it("writes the same week in Banglish, in Latin letters", () => {
    const content = writeIn("banglish", 3);
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("## Sharighorer weekly post plan");
    expect(content).toMatch(/^\| Shonibar \| Facebook \| /mu);
    expect(content).toMatch(/^\| Robibar \| TikTok \| /mu);
  });
});

describe("social-post-scheduler emojis by what is sold", () => {
  const week = (inputs: Record<string, string>, language: "bn" | "banglish", seed: number) =>
    writeOffline({ toolSlug: "social-post-scheduler", inputs, seed, language }).content;

  it("gives an app no shopping bag or sneaker, and food a plate, in Bangla and Banglish", () => {
    const app = { brand_name: "হিসাবখাতা", content_focus: "অ্যাপের টিপস, নতুন ফিচার" };
    const food = { brand_name: "ঘরের রান্না", content_focus: "এই সপ্তাহের মেনু, রান্নাঘরের গল্প" };
    for (const language of ["bn", "banglish"] as const) {
      const apps = [1, 2, 3, 4, 5].map((seed) => week(app, language, seed)).join("\n");
      expect(apps, language).not.toMatch(/🛍️|👟/u);
      const meals = [1, 2, 3, 4, 5].map((seed) => week(food, language, seed)).join("\n");
      expect(meals, language).not.toMatch(/🛍️|👟/u);
      expect(meals, language).toMatch(/😋|🍛/u);
    }
    expect(week(food, "bn", 1)).toContain("#ঘরের_রান্না");
  });
});
