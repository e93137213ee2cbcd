import { describe, expect, it } from "vitest";
import { writeOffline } from "../offline-writer.ts";
import { createRandom } from "./random.ts";
import {
  banglaStop,
  banglishName,
  banglishProse,
  fillToLength,
  nativeAudienceCore,
  nativeBenefit,
  nativeCounted,
  nativeDigits,
  nativeGoalIntent,
  nativeGoalMetric,
  nativeIsSoftware,
  nativeKeywordAsSaid,
  nativeList,
  nativeMoney,
  nativeOfferKind,
  nativePlatform,
  nativePlatformName,
  nativeProduct,
  parseNativeDays,
  pointsToBangladesh,
  parseNativeSeconds,
  splitNativeList,
  takeInTurn,
  yourFor,
} from "./bangla-copy-kit.ts";

describe("the Bangla copy kit", () => {
  it("writes a name typed in Bangla with a capital on each word in Banglish, one in Latin as typed", () => {
    expect(banglishName("নানুর হেঁশেল")).toBe("Nanur Heshel");
    expect(banglishName("শাড়িঘর")).toBe("Sharighor");
    expect(banglishName("EcoStep")).toBe("EcoStep");
    expect(banglishName("iPhone bazar")).toBe("iPhone bazar");
  });

  it("counts, numbers and lists as Bangla and Banglish write them", () => {
    expect(nativeDigits(25, "bn")).toBe("২৫");
    expect(nativeDigits(25, "banglish")).toBe("25");
    expect(nativeCounted("আজই অর্ডার করুন", "bn")).toBe("আজই অর্ডার করুন (১৫ অক্ষর)");
    expect(nativeCounted("Ajkei order korun", "banglish")).toBe("Ajkei order korun (17 okkhor)");
    expect(nativeList(["হালকা", "নরম", "টেকসই"], "bn")).toBe("হালকা, নরম আর টেকসই");
    expect(banglaStop("প্রথম অর্ডারে ১৫% ছাড়")).toBe("প্রথম অর্ডারে ১৫% ছাড়।");
    expect(banglaStop("15% off your first order")).toBe("15% off your first order.");
    expect(banglaStop("স্টক সীমিত!")).toBe("স্টক সীমিত!");
    expect(nativeList(["halka", "norom"], "banglish")).toBe("halka ar norom");
    expect(splitNativeList("হালকা, আরামদায়ক আর রিসাইকেল করা বোতল থেকে তৈরি")).toEqual([
      "হালকা",
      "আরামদায়ক",
      "রিসাইকেল করা বোতল থেকে তৈরি",
    ]);
    expect(splitNativeList("ঢাকা ও চট্টগ্রাম")).toEqual(["ঢাকা", "চট্টগ্রাম"]);
    expect(splitNativeList("Breathable mesh, all-day comfort and washable")).toEqual([
      "Breathable mesh",
      "all-day comfort",
      "washable",
    ]);
  });

  it("writes money with taka first and other currencies named after the number", () => {
    expect(nativeMoney(120000, "৳", "bn")).toBe("৳১,২০,০০০");
    expect(nativeMoney(120000, "৳", "banglish")).toBe("Tk 1,20,000");
    expect(nativeMoney(500, "$", "bn")).toBe("৫০০ ডলার");
    expect(nativeMoney(1500.5, "", "banglish")).toBe("1,500.5");
    expect(nativeMoney(-3000, "৳", "bn")).toBe("-৳৩,০০০");
  });

  it("reads days and seconds typed in Bangla, Banglish or English", () => {
    expect(parseNativeDays("৳১০,০০০, ৭ দিনের জন্য")).toBe(7);
    expect(parseNativeDays("২ সপ্তাহ")).toBe(14);
    expect(parseNativeDays("Tk 5000, 3 din")).toBe(3);
    expect(parseNativeDays("৳10,000 for 7 days")).toBe(7);
    expect(parseNativeDays("১০ হাজার টাকা")).toBeUndefined();
    expect(parseNativeSeconds("৩০ সেকেন্ড")).toBe(30);
    expect(parseNativeSeconds("১ মিনিট")).toBe(60);
    expect(parseNativeSeconds("45 sec")).toBe(45);
    expect(parseNativeSeconds("শিগগির")).toBeUndefined();
  });

  it("finds the product's short name after জন্য, or its Latin brand", () => {
    expect(nativeProduct("ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স")).toEqual({
      full: "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স",
      short: "পরিবেশবান্ধব স্নিকার্স",
      noun: "পরিবেশবান্ধব স্নিকার্স",
    });
    expect(nativeProduct("EcoStep স্নিকার্স")).toMatchObject({ short: "EcoStep", noun: "স্নিকার্স" });
    expect(nativeProduct("EcoStep sneakers")).toMatchObject({ short: "EcoStep", noun: "sneakers" });
    expect(nativeProduct("হাতে বোনা জামদানি শাড়ি").short).toBe("হাতে বোনা জামদানি শাড়ি");
    expect(nativeAudienceCore("ঢাকার তরুণরা")).toBe("ঢাকার তরুণরা");
    // The people, not the clause after them, and never a cut that ends on "and".
    expect(nativeAudienceCore("চট্টগ্রামের ছাত্রছাত্রী আর অফিসকর্মী, যাদের ফোনের স্ক্রিন ফেটে গেছে")).toBe(
      "চট্টগ্রামের ছাত্রছাত্রী আর অফিসকর্মী",
    );
    expect(nativeAudienceCore("মায়েরা যারা বাচ্চার জন্য টিফিন খোঁজেন")).toBe("মায়েরা");
    // A keyword closing with a place is said with the place first, in its case.
    expect(nativeKeywordAsSaid("আইইএলটিএস কোচিং ঢাকা")).toBe("ঢাকায় আইইএলটিএস কোচিং");
    expect(nativeKeywordAsSaid("মোবাইল রিপেয়ার চট্টগ্রাম")).toBe("চট্টগ্রামে মোবাইল রিপেয়ার");
    expect(nativeKeywordAsSaid("ঢাকার সেরা বিরিয়ানি")).toBe("ঢাকার সেরা বিরিয়ানি");
    expect(nativeKeywordAsSaid("আইইএলটিএস কোচিং")).toBe("আইইএলটিএস কোচিং");
    // A long phrase keeps the people, which Bangla names last, not its describing start.
    expect(nativeAudienceCore("বিদেশে পড়তে যেতে চাওয়া ঢাকার বিশ্ববিদ্যালয় শিক্ষার্থী")).toBe(
      "ঢাকার বিশ্ববিদ্যালয় শিক্ষার্থী",
    );
  });

  it("reads goals and their metrics from Bangla and English alike", () => {
    expect(nativeGoalIntent("ঈদের আগে ২০০টি অনলাইন অর্ডার")).toBe("sales");
    expect(nativeGoalIntent("পেজে আরও মেসেজ")).toBe("messages");
    // Monthly subscribers sign up, as "subscribers" does in English; new customers buy.
    expect(nativeGoalIntent("মার্চের মধ্যে ৩০০ মাসিক গ্রাহক")).toBe("leads");
    expect(nativeGoalIntent("এই মাসে ৫০ জন নতুন গ্রাহক")).toBe("sales");
    expect(nativeGoalIntent("নতুন ফলোয়ার বাড়ানো")).toBe("awareness");
    expect(nativeGoalIntent("পুরোনো ক্রেতাদের আবার অর্ডার")).toBe("retention");
    expect(nativeGoalIntent("200 online orders before Eid")).toBe("sales");
    expect(nativeGoalMetric("ফেসবুক বিজ্ঞাপন থেকে আরও বেশি অর্ডার", "bn")).toBe(
      "অর্ডারের সংখ্যা আর কনভার্সন রেট (অর্ডার ÷ ক্লিক)",
    );
    expect(nativeGoalMetric("More add-to-cart clicks from Facebook ads", "banglish")).toBe(
      "cart-e add korar rate (cart-e add ÷ visitor)",
    );
    expect(nativeGoalMetric("ভালো কিছু", "bn")).toBe("“ভালো কিছু” লক্ষ্যের দিকে কতটা এগোল");
  });

  it("gives a benefit only where the feature's own words point to one", () => {
    expect(nativeBenefit("রিসাইকেল করা কাপড়", "bn")).toBe("ফেলে দেওয়া জিনিস পায় নতুন জীবন");
    expect(nativeBenefit("নরম সোল", "bn")).toBe("প্রতিটি পদক্ষেপে নরম আরাম");
    expect(nativeBenefit("সহজে ধোয়া যায়", "banglish")).toBe("dhuye nilei abar ager moto jhokjhoke");
    expect(nativeBenefit("Recycled mesh upper", "bn")).toBe("ফেলে দেওয়া জিনিস পায় নতুন জীবন");
    expect(nativeBenefit("ডেটা থাকে সুরক্ষিত", "bn")).toBe("আপনার তথ্য থাকে সুরক্ষিত");
    expect(nativeBenefit("সুন্দর ডিজাইন", "bn")).toBeUndefined();
  });

  it("fills a text to a length range, and addresses a group as আপনাদের", () => {
    const fillers = ["পড়তে লাগবে মাত্র কয়েক মিনিট।", "আজই পড়ে ফেলুন।", "সিদ্ধান্ত নিন নিশ্চিন্তে।"];
    for (const seed of [1, 2, 3]) {
      const text = fillToLength(
        "শুরুর আগে যা জানা দরকার, সব এক জায়গায়।",
        fillers,
        createRandom(seed),
        {
          min: 60,
          max: 90,
        },
      );
      expect([...text].length).toBeGreaterThanOrEqual(60);
      expect([...text].length).toBeLessThanOrEqual(90);
    }
    expect(yourFor("ঢাকার তরুণরা", "bn")).toBe("আপনাদের");
    expect(yourFor("নতুন মা", "bn")).toBe("আপনার");
    expect(yourFor("ঢাকার তরুণরা", "banglish")).toBe("apnader");
  });

  it("takes texts from pools in turn, without repeats, up to the count", () => {
    const picked = takeInTurn(
      [
        { label: "a", texts: ["এক", "দুই", "তিন"] },
        { label: "b", texts: ["চার", "এক"] },
      ],
      4,
      createRandom(1),
    );
    expect(picked).toHaveLength(4);
    expect(new Set(picked.map((item) => item.text)).size).toBe(4);
    expect(
      picked
        .slice(0, 2)
        .map((item) => item.label)
        .toSorted(),
    ).toEqual(["a", "b"]);
  });

  it("writes the user's Bangla prose in Banglish with a capital at each sentence", () => {
    expect(banglishProse("ঈদের নতুন পাঞ্জাবি এসে গেছে। অর্ডার করতে ইনবক্স করুন।")).toBe(
      "Eid-er notun panjabi ese gechhe. Order korte inbox korun.",
    );
  });

  it("knows a Bangladeshi place in either script", () => {
    expect(pointsToBangladesh("সিলেট আর ঢাকা")).toBe(true);
    expect(pointsToBangladesh("Chattogram")).toBe(true);
    expect(pointsToBangladesh("বার্লিন")).toBe(false);
  });

  it("reads platforms typed in Bangla, Banglish or English and names them as each language writes them", () => {
    expect(nativePlatform("ফেসবুক")).toBe("facebook");
    expect(nativePlatform("ইনস্টাগ্রাম রিলস")).toBe("instagram");
    expect(nativePlatform("টিকটক")).toBe("tiktok");
    expect(nativePlatform("ইউটিউব শর্টস")).toBe("youtube");
    expect(nativePlatform("FB")).toBe("facebook");
    expect(nativePlatform("Pinterest")).toBe("other");
    expect(nativePlatformName("FB page", "bn")).toBe("ফেসবুক");
    expect(nativePlatformName("ইনস্টাগ্রাম", "banglish")).toBe("Instagram");
    expect(nativePlatformName("Pinterest", "bn")).toBe("Pinterest");
    expect(nativePlatformName("দারাজ", "banglish")).toBe("Daraz");
    expect(nativeIsSoftware("হিসাব রাখার অ্যাপ")).toBe(true);
    expect(nativeIsSoftware("Taskly project management app")).toBe(true);
    expect(nativeIsSoftware("বিক্রির ড্যাশবোর্ড")).toBe(true);
    expect(nativeIsSoftware("হাতে বোনা জামদানি শাড়ি")).toBe(false);
  });

  it("tells a booked service from goods and software in Bangla, Banglish and English", () => {
    for (const service of [
      "বিয়ের মেকআপ প্যাকেজ",
      "ইংরেজি কোচিং",
      "বিউটি পার্লার",
      "ওয়েডিং ফটোগ্রাফি",
      "biyer makeup package",
    ])
      expect(nativeOfferKind(service), service).toBe("service");
    for (const goods of ["কাঠের স্টুল", "ক্লাসিক ঘড়ি", "উপহার প্যাকেজ", "হাতে বোনা জামদানি শাড়ি"])
      expect(nativeOfferKind(goods), goods).toBe("goods");
    for (const software of ["হিসাব রাখার অ্যাপ", "সেলুন বুকিং অ্যাপ", "Taskly project management app"])
      expect(nativeOfferKind(software), software).toBe("software");
  });
});

describe("nativeProduct for a business named with the place it is", () => {
  it("is its own name and the kind of place, when a name comes first", () => {
    expect(nativeProduct("স্মাইল কেয়ার ডেন্টাল ক্লিনিক")).toEqual({
      full: "স্মাইল কেয়ার ডেন্টাল ক্লিনিক",
      short: "স্মাইল কেয়ার",
      noun: "ডেন্টাল ক্লিনিক",
    });
    expect(nativeProduct("রহিম স্টোর")).toMatchObject({ short: "রহিম", noun: "স্টোর" });
    // A kind of place alone has no name to split off.
    expect(nativeProduct("বিউটি পার্লার")).toMatchObject({ noun: "বিউটি পার্লার" });
  });

  it("wants a good dental clinic, not a good Smile Care Dental Clinic", () => {
    const content = writeOffline({
      toolSlug: "product-description-writer",
      inputs: {
        product_name: "স্মাইল কেয়ার ডেন্টাল ক্লিনিক",
        key_features: "ব্যথাহীন রুট ক্যানেল, শিশুদের ডেন্টিস্ট",
        target_audience: "চট্টগ্রামের পরিবার",
      },
      seed: 3,
      language: "bn",
    }).content;
    expect(content).toContain("যাঁরা ঝামেলা ছাড়াই ভালো ডেন্টাল ক্লিনিক চান");
  });
});
