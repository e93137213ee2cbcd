import { describe, expect, it } from "vitest";
import {
  banglaHashtags,
  banglaStem,
  banglishPossessive,
  bengaliDigits,
  formatBanglaNumber,
  formatTaka,
  locative,
  namesAudience,
  objective,
  possessive,
  romanise,
} from "./bangla-kit.ts";

describe("the Bangla kit", () => {
  it("writes numbers and taka as Bangladeshi shops do", () => {
    expect(formatBanglaNumber(120000)).toBe("১,২০,০০০");
    expect(formatTaka(1200, "bn")).toBe("৳১,২০০");
    expect(formatTaka(120000, "bn")).toBe("৳১,২০,০০০");
    expect(formatTaka(120000, "banglish")).toBe("Tk 1,20,000");
    expect(bengaliDigits("ঈদে 20% ছাড়, 1200 টাকা")).toBe("ঈদে ২০% ছাড়, ১২০০ টাকা");
  });

  it("sees an audience a product name already carries, in any case ending", () => {
    expect(namesAudience("ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স", "ঢাকার তরুণরা")).toBe(true);
    expect(namesAudience("মায়েদের জন্য শাড়ি", "মায়েরা")).toBe(true);
    expect(namesAudience("পরিবেশবান্ধব স্নিকার্স", "ঢাকার তরুণরা")).toBe(false);
    expect(namesAudience("EcoStep স্নিকার্স", "")).toBe(false);
  });

  it("places case endings after vowels, consonants, plurals and Latin names", () => {
    expect(possessive("ঢাকা")).toBe("ঢাকার");
    expect(possessive("বাংলাদেশ")).toBe("বাংলাদেশের");
    expect(possessive("তরুণরা")).toBe("তরুণদের");
    expect(possessive("মায়েরা")).toBe("মায়েদের");
    // A word that only ends in -রা is no plural: "করা" (doing) is "করার".
    expect(possessive("চট্টগ্রামে দাঁত সাদা করা")).toBe("চট্টগ্রামে দাঁত সাদা করার");
    // A word closing with anusvara joins its ending with য়.
    expect(possessive("আইইএলটিএস কোচিং")).toBe("আইইএলটিএস কোচিংয়ের");
    expect(locative("কোচিং")).toBe("কোচিংয়ে");
    // The ending goes on the people, never on the clause that describes them.
    expect(possessive("চট্টগ্রামের ছাত্রছাত্রী আর অফিসকর্মী, যাদের ফোনের স্ক্রিন ফেটে গেছে")).toBe(
      "চট্টগ্রামের ছাত্রছাত্রী আর অফিসকর্মীর",
    );
    expect(possessive("মায়েরা যারা বাচ্চার টিফিন খোঁজেন")).toBe("মায়েদের");
    expect(possessive("Outsmart")).toBe("Outsmart-এর");
    expect(possessive("পরিবেশবান্ধব স্নিকার্স")).toBe("পরিবেশবান্ধব স্নিকার্সের");
    expect(objective("EcoStep")).toBe("EcoStep-কে");
    expect(objective("তরুণরা")).toBe("তরুণদেরকে");
    expect(objective("মা")).toBe("মাকে");
    expect(locative("ঢাকা")).toBe("ঢাকায়");
    expect(locative("বাড়ি")).toBe("বাড়িতে");
    expect(locative("বাংলাদেশ")).toBe("বাংলাদেশে");
    expect(locative("Daraz")).toBe("Daraz-এ");
    expect(banglishPossessive("Dhaka")).toBe("Dhakar");
    expect(banglishPossessive("EcoStep")).toBe("EcoStep-er");
    expect(banglishPossessive("biyer makeup package")).toBe("biyer makeup package-er");
    expect(banglishPossessive("বিয়ের মেকআপ প্যাকেজ")).toBe("biyer makeup package-er");
  });

  it("strips case endings back to the word a hashtag uses", () => {
    expect(banglaStem("ঢাকার")).toBe("ঢাকা");
    expect(banglaStem("ঢাকায়")).toBe("ঢাকা");
    expect(banglaStem("তরুণদের")).toBe("তরুণ");
    expect(banglaStem("বাংলাদেশের")).toBe("বাংলাদেশ");
    expect(banglaStem("বাজার")).toBe("বাজার"); // not a case ending
    expect(banglaStem("জিনিসটার")).toBe("জিনিস");
    expect(banglaStem("সোয়েটার")).toBe("সোয়েটার"); // a loanword, not সোয়ে + টার
    expect(banglaStem("কেনাকাটা")).toBe("কেনাকাটা");
  });

  it("forms hashtags as people write them: no particles, no half-English tags", () => {
    const tags = banglaHashtags("ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স");
    expect(tags).toEqual(["#পরিবেশবান্ধব_স্নিকার্স", "#স্নিকার্স", "#পরিবেশবান্ধব", "#তরুণ", "#ঢাকা"]);
    expect(tags).not.toContain("#জন্য");
    // A possessive right before its noun stays; one with a word dropped between is cut.
    expect(banglaHashtags("ঘরের রান্না")[0]).toBe("#ঘরের_রান্না");
    expect(banglaHashtags("এই সপ্তাহের মেনু")[0]).toBe("#সপ্তাহের_মেনু");
    expect(banglaHashtags("তরুণদের জন্য স্নিকার্স")[0]).toBe("#তরুণ_স্নিকার্স");
    expect(banglaHashtags("ঘরের রান্না", { romanised: true })[0]).toBe("#GhorerRanna");
    const mixed = banglaHashtags("EcoStep স্নিকার্স, ঈদ অফার, ফ্রি ডেলিভারি");
    expect(mixed).toEqual(
      expect.arrayContaining(["#EcoStep", "#স্নিকার্স", "#ঈদ_অফার", "#ফ্রি_ডেলিভারি"]),
    );
    for (const tag of mixed)
      expect(tag).not.toMatch(
        /\p{Script=Bengali}.*\p{Script=Latin}|\p{Script=Latin}.*\p{Script=Bengali}/u,
      );
    expect(banglaHashtags("ঢাকার তরুণদের জন্য স্নিকার্স", { romanised: true })).toEqual([
      "#TorunSneakers",
      "#Sneakers",
      "#Torun",
      "#Dhaka",
    ]);
    // "কনেরা" is the plural of কনে (bride); English loanwords keep their English spelling.
    expect(banglaHashtags("চট্টগ্রামের কনেরা")).toContain("#কনে");
    // "মায়েরা" is the plural of মা (mother), not মায় + েরা.
    expect(banglaHashtags("ঢাকার চাকরিজীবী মায়েরা".normalize("NFC"))).toEqual(
      expect.arrayContaining(["#চাকরিজীবী_মা", "#মা"]),
    );
    const mothers = banglaHashtags("ঢাকার চাকরিজীবী মায়েরা");
    expect(mothers.filter((tag) => tag.normalize("NFC").endsWith("য়".normalize("NFC")))).toEqual(
      [],
    );
    // English loanwords keep their English spelling; three words in a row are one tag, and a
    // general word (package, offer, tips) is no tag alone.
    const bridal = banglaHashtags("বিয়ের মেকআপ প্যাকেজ", { romanised: true });
    expect(bridal).toContain("#BiyerMakeupPackage");
    expect(bridal).not.toContain("#Package");
    const hotel = banglaHashtags("সী ভিউ হোটেল, কক্সবাজার ট্যুর প্যাকেজ");
    expect(hotel).toEqual(expect.arrayContaining(["#সী_ভিউ_হোটেল", "#ট্যুর_প্যাকেজ", "#কক্সবাজার"]));
    expect(hotel).not.toContain("#প্যাকেজ");
  });

  it("romanises Bangla for Banglish, with the spellings people type", () => {
    expect(romanise("ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স")).toBe(
      "Dhakar torunder jonno poribeshbandhob sneakers",
    );
    expect(romanise("EcoStep স্নিকার্স")).toBe("EcoStep sneakers");
    expect(romanise("কর্মী")).toBe("kormi");
    // Dhaka's areas as they are typed; a compound that opens with a loanword keeps it whole.
    expect(romanise("গুলশান আর বনানীর অফিসকর্মীরা")).toBe("Gulshan ar Bananir office-kormira");
    expect(romanise("মিরপুরে অফিসের ক্যান্টিন")).toBe("Mirpur-e office-er kyantin");
    // Classes' words as Banglish writers spell them, and an anusvara's য় unsaid before an ending.
    expect(romanise("শিক্ষা প্লাস আইইএলটিএস কোচিংয়ের ফি")).toBe("shikkha plus IELTS coaching-er fee");
    // A business's English name in Bangla letters reads as its owner types it.
    expect(romanise("স্মাইল কেয়ার ডেন্টাল ক্লিনিকের বুকিং")).toBe(
      "smile care dental clinic-er booking",
    );
    expect(romanise("প্রাণ ইয়োগা স্টুডিও")).toBe("pran yoga studio");
    expect(romanise("ব্যান্ড ৭ পেতে মক টেস্ট")).toBe("band 7 pete mock test");
    expect(romanise("পরীক্ষা দক্ষ ক্ষমা")).toBe("porikkha dokkho khoma");
    expect(romanise("শিক্ষকদের কোর্স সিট")).toBe("shikkhokder course seat");
    expect(romanise("অর্ডারে")).toBe("order-e");
    expect(romanise("খাঁটি সুন্দরবনের মধু")).toBe("khanti Sundarbaner modhu");
    expect(romanise("ঈদে ২০% ছাড়")).toBe("Eide 20% chharr");
  });

  it("romanises letters with a nukta, drops the inherent vowel people do not say, and writes taka", () => {
    expect(romanise("ঝুড়ি, ধোয়া যায়")).toBe("jhuri, dhoya jay");
    expect(romanise("হালকা আর আরামদায়ক")).toBe("halka ar aramdayok");
    expect(romanise("শাড়িঘরের টিপস")).toBe("sharighorer tips");
    expect(romanise("তাসনিম রহমান, নুসরাত জাহান")).toBe("Tasnim Rahman, Nusrat Jahan");
    expect(romanise("শাড়ির যত্ন")).toBe("sharir jotno");
    expect(romanise("১–৩১ মার্চ ২০২৫")).toBe("1–31 March 2025");
    expect(romanise("জানুয়ারিতে চুক্তি; ফেসবুক অ্যাডে মাসে ৳৪০,০০০; ইনভয়েস বকেয়া")).toBe(
      "January-te chukti; Facebook ad-e mashe Tk 40,000; invoice bokeya",
    );
    expect(romanise("পরিবেশবান্ধব ফ্যাশন আর থ্রিফট শপিং, দুটি স্টোরির জন্য")).toBe(
      "poribeshbandhob fashion ar thrift shopping, duti story-r jonno",
    );
    expect(romanise("কীভাবে নেব? কোথা থেকে শুরু করব")).toBe("kivabe nebo? kotha theke shuru korbo");
    expect(romanise("দারাজ আর ইনস্টাগ্রামে")).toBe("Daraz ar Instagram-e");
    expect(romanise("নরম সোল, শুকনো পা")).toBe("norom sole, shukno pa");
    expect(romanise("গরমে")).toBe("gorome");
    expect(romanise("হিসাবখাতা অ্যাপ")).toBe("hisabkhata app");
    expect(romanise("ব্রাইডাল মেকআপ আর ওয়েডিং ফটোগ্রাফি")).toBe(
      "bridal makeup ar wedding photography",
    );
    expect(romanise("দোকানের হিসাবের সফটওয়্যার, অ্যাপে দৈনিক রিপোর্ট")).toBe(
      "dokaner hisaber software, app-e doinik report",
    );
    expect(romanise("বিজ্ঞাপন")).toBe("biggapon");
    expect(romanise("৳১০,০০০")).toBe("Tk 10,000");
    expect(romanise("প্রথম অর্ডারে ছাড়, অফারের শেষ দিন")).toBe(
      "prothom order-e chharr, offer-er shesh din",
    );
    expect(romanise("জুতার দাম")).toBe("jutar dam");
    expect(romanise("সিলেটে, চট্টগ্রামের")).toBe("Sylhet-e, Chattogram-er");
    expect(romanise("ঈদের আগে")).toBe("Eid-er age");
    expect(romanise("অর্ডার করতে ইনবক্স করুন, অফিসে")).toBe("order korte inbox korun, office-e");
  });
});
