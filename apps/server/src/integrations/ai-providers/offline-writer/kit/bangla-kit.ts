/**
 * The shared kit for the offline writer's Bangla and Banglish books (issue 15, ADR 0038): Bengali
 * numerals and taka, case endings (বিভক্তি) placed after any name, hashtags formed the way
 * Bangladeshi pages write them, and romanisation of Bangla inputs for Banglish copy. Pure.
 */

const BENGALI = /\p{Script=Bengali}/u;
const LATIN_END = /[\p{Script=Latin}\p{Nd}&+)'’]$/u;

export const hasBengali = (text: string): boolean => BENGALI.test(text);

// ─── Numbers and money ───────────────────────────────────────────────────────────────────────

const bnNumber = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 });
const lakhNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** ASCII digits as Bengali digits ("20%" → "২০%"), everything else untouched. */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/gu, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}

/** A number as Bangla copy writes it: Bengali digits, lakh grouping (১,২০,০০০). */
export function formatBanglaNumber(value: number): string {
  return bnNumber.format(value);
}

/** Taka as shops write it: "৳১,২০০" in Bangla, "Tk 1,200" in Banglish (lakh grouping in both). */
export function formatTaka(value: number, language: "bn" | "banglish"): string {
  return language === "bn" ? `৳${formatBanglaNumber(value)}` : `Tk ${lakhNumber.format(value)}`;
}

// ─── Case endings (বিভক্তি) ──────────────────────────────────────────────────────────────────

/** Ends in anusvara ("কোচিং", "ট্রেনিং"): the ending is joined with য় ("কোচিংয়ের", "কোচিংয়ে"). */
const ANUSVARA_END = /ং$/u;
/** Ends in a vowel: a vowel sign (া ি ী ু ূ ৃ ে ৈ ো ৌ) or an independent vowel (অ…ঔ). */
const VOWEL_END = /[\u09BE-\u09C4\u09C7\u09C8\u09CB\u09CC\u0985-\u0994]$/u;
/** A plural in -রা/-েরা ("তরুণরা", "মায়েরা") takes -দের, not -র. */
const PLURAL_END = /(?:রা|েরা)$/u;

/**
 * Whether a phrase ends in a plural: -রা after a stem, not a word that merely ends so ("করা" of
 * "দাঁত সাদা করা" is "doing", whose possessive is "করার", not "কদের").
 */
function isPlural(phrase: string): boolean {
  const last = phrase.split(/\s+/u).at(-1) ?? "";
  return PLURAL_END.test(last) && last.replace(PLURAL_END, "").length >= 2;
}

/** A clause after the people it describes: ", যাদের …", " যারা …". */
const RELATIVE_CLAUSE =
  /\s*,\s*(?=(?:যারা|যাদের|যিনি|যাঁরা|যাঁদের|যাঁর|যার)\s)|\s+(?=(?:যারা|যাদের|যিনি|যাঁরা|যাঁদের)\s)/u;

/** The people a phrase names, without a clause that describes them after ("… অফিসকর্মী, যাদের …"). */
export function withoutRelativeClause(phrase: string): string {
  return phrase.split(RELATIVE_CLAUSE)[0]?.trim() || phrase.trim();
}

/** "X-এর" after Latin letters or digits (Outsmart-এর), "ঢাকার" after a vowel, "বাংলাদেশের" after a consonant, "তরুণদের" for a plural. */
export function possessive(name: string): string {
  // "চট্টগ্রামের ছাত্রছাত্রী আর অফিসকর্মী, যাদের ফোনের স্ক্রিন ফেটে গেছে" takes its ending on the
  // people, not on the clause after them ("… ফেটে গেছের"): the clause is left out.
  const word = withoutRelativeClause(name);
  if (LATIN_END.test(word)) return `${word}-এর`;
  if (isPlural(word)) return word.replace(PLURAL_END, (end) => (end === "রা" ? "দের" : "েদের"));
  if (ANUSVARA_END.test(word)) return `${word}য়ের`;
  return VOWEL_END.test(word) ? `${word}র` : `${word}ের`;
}

/**
 * Whether `product` already names `audience` ("ঢাকার তরুণদের জন্য স্নিকার্স" names "ঢাকার তরুণরা"),
 * whatever case ending either carries: copy that has said the product's name need not say who
 * it is for again.
 */
export function namesAudience(product: string, audience: string): boolean {
  const stem = audience.trim().replace(PLURAL_END, "");
  return stem.length >= 3 && product.includes(stem);
}

/** The object ending -কে ("তরুণদেরকে", "EcoStep-কে"). */
export function objective(name: string): string {
  const word = name.trim();
  if (LATIN_END.test(word)) return `${word}-কে`;
  if (isPlural(word)) return `${possessive(word)}কে`;
  return `${word}কে`;
}

/** The place ending: "ঢাকায়", "বাড়িতে", "বাংলাদেশে", "Daraz-এ". */
export function locative(name: string): string {
  const word = name.trim();
  if (LATIN_END.test(word)) return `${word}-এ`;
  if (/া$/u.test(word)) return `${word}য়`;
  if (ANUSVARA_END.test(word)) return `${word}য়ে`;
  if (VOWEL_END.test(word)) return `${word}তে`;
  return `${word}ে`;
}

// ─── Words and hashtags ──────────────────────────────────────────────────────────────────────

/** Words that never make a hashtag on their own: particles, conjunctions, postpositions. */
export const BANGLA_STOP_WORDS: ReadonlySet<string> = new Set([
  ..."জন্য জন্যে এবং ও আর সাথে সঙ্গে থেকে হতে করে করা হয় হবে এই ঐ সেই যে যা কি কী না নয় নেই আছে দিয়ে নিয়ে মধ্যে ভিতরে উপর নিচে পর আগে সব সবার খুব আরও অনেক একটি একটা এক প্রতি বা কিংবা তবে কিন্তু যদি তাই তো ই".split(
    " ",
  ),
  // Everyday verb forms and question words: a topic typed as a question ("ফোনের স্ক্রিন ফেটে গেলে
  // কী করবেন") names no tag in them (#করবেন, #গেলে_করবেন, #ফেটে).
  ..."করবেন করুন করেন করলে করতে করবে করব করি করছেন করছে গেলে গেছে গেছেন যাবে যায় যান যাবেন হলে হয়ে হচ্ছে হয়েছে দেন দেবে দেব দিই নিন নেন নেবেন পাবেন পাওয়া থাকে থাকবে ফেটে ভেঙে লাগে লাগবে চাইলে জানুন জানবেন দেখুন বলুন কেন কীভাবে কখন কোথায় কোন কত".split(
    " ",
  ),
]);

/** Places and words whose -র/-য়/-তে/-ে forms are stripped back for a hashtag (#ঢাকা, not #ঢাকার). */
const KNOWN_STEMS = [
  "ঢাকা",
  "চট্টগ্রাম",
  "সিলেট",
  "খুলনা",
  "রাজশাহী",
  "বরিশাল",
  "রংপুর",
  "ময়মনসিংহ",
  "কুমিল্লা",
  "গাজীপুর",
  "নারায়ণগঞ্জ",
  "বাংলাদেশ",
  "কক্সবাজার",
  "গুলশান",
  "বনানী",
  "ধানমন্ডি",
  "উত্তরা",
  "মিরপুর",
  "সেন্টমার্টিন",
  "শহর",
  "ঈদ",
  // "কনেরা" is কনে + রা, not কন + েরা; "মায়েরা" is মা + য়েরা, not মায় + েরা.
  "কনে",
  "মা",
];

/** The known stems that are not places. */
const NOT_PLACES = new Set(["ঈদ", "শহর", "কনে", "মা"]);

/** A place stands alone as a tag (#ঢাকা), never joined to the word beside it. */
const isPlace = (word: string): boolean => KNOWN_STEMS.includes(word) && !NOT_PLACES.has(word);

/** Whether a word names a Bangladeshi city or the country, with or without its ending ("ঢাকার"). */
export const isBanglaPlace = (word: string): boolean => isPlace(banglaStem(word));

/**
 * Words whose last letters only look like an ending: loanwords in -টার/-টা and a few Bangla words
 * ("সোয়েটার" is not "সোয়ে" + টার, "কেনাকাটা" is not "কেনাকা" + টা).
 */
const LOOKS_INFLECTED = new Set(
  [
    "সোয়েটার",
    "কম্পিউটার",
    "হিটার",
    "মিটার",
    "লিটার",
    "ওয়াটার",
    "পোস্টার",
    "ফিল্টার",
    "স্কুটার",
    "সেন্টার",
    "প্রিন্টার",
    "থিয়েটার",
    "স্টার",
    "কেনাকাটা",
    "চেহারা",
  ].map((word) => word.normalize("NFC")),
);

/** A Bangla word without its case ending or plural marker ("ঢাকার" → "ঢাকা", "তরুণদের" → "তরুণ"). */
export function banglaStem(word: string): string {
  if (LOOKS_INFLECTED.has(word.normalize("NFC"))) return word;
  for (const stem of KNOWN_STEMS)
    if (
      word.startsWith(stem) &&
      /^(?:র|ের|য়|তে|ে|এ|েই|ই|রা|দের|য়ের|য়েরা|য়েদের)?$/u.test(word.slice(stem.length))
    )
      return stem;
  const stripped = word
    .replace(/(?:গুলোর|গুলো|গুলি|দের|েদের|রা|েরা|টির|টার|টি|টা)$/u, "")
    .replace(/ের$/u, "");
  return [...stripped].length >= 2 ? stripped : word;
}

const words = (text: string): string[] =>
  text.match(/[\p{L}\p{M}\p{Nd}]+(?:[-'’][\p{L}\p{M}\p{Nd}]+)*/gu) ?? [];

/** A Latin phrase as one PascalCase tag ("eco step" → "EcoStep"), digits kept. */
function latinTag(text: string): string {
  return words(text)
    .map((word) =>
      /^[A-Z0-9]+$/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join("")
    .replace(/[-'’]/gu, "");
}

/** A possessive ending ("ঘরের", "ঢাকার", "ক্রেতাদের"). */
const POSSESSIVE_END = /(?:ের|র|দের)$/u;

/**
 * Hashtags from free text, as Bangladeshi pages write them: per comma-separated phrase, the
 * Bangla words stripped of case endings and stop-words, the last two joined (#পরিবেশবান্ধব_স্নিকার্স)
 * and each on its own (#স্নিকার্স, #ঢাকা); Latin words as one PascalCase tag (#EcoStep). Bangla and
 * Latin never glued into one tag. `romanised` gives Banglish tags (#PoribeshbandhobSneakers).
 */
/** Words too general to tag alone (#প্যাকেজ, #সার্ভিস); in a phrase they stay (#ট্যুর_প্যাকেজ). */
const GENERAL_WORDS: ReadonlySet<string> = new Set(
  "প্যাকেজ সার্ভিস সেবা অফার টিপস পরিকল্পনা কালেকশন পণ্য প্রোডাক্ট ক্লাস কোর্স কোচিং".split(" "),
);

export function banglaHashtags(text: string, options: { romanised?: boolean } = {}): string[] {
  const tags: string[] = [];
  const add = (tag: string) => {
    if (tag.length > 1 && !tags.some((seen) => seen.toLowerCase() === tag.toLowerCase()))
      tags.push(tag);
  };
  const phrases = text.split(/[,;|।\n/]+/u).map((phrase) => {
    const all = words(phrase);
    const typed = all
      .map((word, index) => ({ word, index, stem: banglaStem(word) }))
      .filter(({ word }) => hasBengali(word))
      .filter(({ stem }) => !BANGLA_STOP_WORDS.has(stem) && [...stem].length >= 2);
    return {
      latin: all.filter((word) => !hasBengali(word)),
      bangla: typed.map(({ stem }) => stem),
      typed,
    };
  });
  const show = (word: string) => (options.romanised ? latinTag(romaniseWord(word)) : word);
  // Most specific first: each phrase's last two words (places stand alone), then Latin names,
  // then the single words, last word (the head noun) first. In the pair the first word keeps
  // its possessive, as the phrase says it (#ঘরের_রান্না, #সপ্তাহের_মেনু, not #ঘর_রান্না), when it
  // stands right before the second.
  for (const { typed } of phrases) {
    const named = typed.filter(({ stem }) => !isPlace(stem));
    // Three words in a row are one name ("সী ভিউ হোটেল" is #সী_ভিউ_হোটেল, not #ভিউ_হোটেল).
    const three = named.length === 3 && named[2]!.index === named[0]!.index + 2;
    const last = named.slice(three ? -3 : -2);
    const [first, second] = last;
    if (!first || !second) continue;
    // Only when nothing stood between them: "তরুণদের জন্য স্নিকার্স" is #তরুণ_স্নিকার্স.
    const joined = second.index === first.index + 1 && POSSESSIVE_END.test(first.word);
    const pair = [joined ? first.word : first.stem, ...last.slice(1).map(({ stem }) => stem)];
    add(options.romanised ? `#${pair.map(show).join("")}` : `#${pair.join("_")}`);
  }
  for (const { latin } of phrases) if (latin.length > 0) add(`#${latinTag(latin.join(" "))}`);
  for (const { bangla } of phrases)
    for (const word of bangla.toReversed()) if (!GENERAL_WORDS.has(word)) add(`#${show(word)}`);
  return tags;
}

// ─── Banglish: Bangla in Latin letters ───────────────────────────────────────────────────────

/** Words spelled as people type them on Facebook (the letter rules below cannot guess these). */
const COMMON_WORDS: Readonly<Record<string, string>> = {
  ঢাকা: "Dhaka",
  ঢাকার: "Dhakar",
  ঢাকায়: "Dhakay",
  চট্টগ্রাম: "Chattogram",
  সিলেট: "Sylhet",
  খুলনা: "Khulna",
  রাজশাহী: "Rajshahi",
  বরিশাল: "Barishal",
  রংপুর: "Rangpur",
  ময়মনসিংহ: "Mymensingh",
  কুমিল্লা: "Cumilla",
  গাজীপুর: "Gazipur",
  নারায়ণগঞ্জ: "Narayanganj",
  বাংলাদেশ: "Bangladesh",
  বাংলাদেশের: "Bangladesher",
  বাংলা: "Bangla",
  তরুণ: "torun",
  তরুণরা: "torunra",
  তরুণদের: "torunder",
  জন্য: "jonno",
  পরিবেশবান্ধব: "poribeshbandhob",
  স্নিকার্স: "sneakers",
  জুতা: "juta",
  টিফিন: "tiffin",
  খাঁটি: "khanti",
  সুন্দরবন: "Sundarban",
  সুন্দরবনের: "Sundarbaner",
  গুলশান: "Gulshan",
  গুলশানের: "Gulshaner",
  মিরপুরের: "Mirpurer",
  মতিঝিলের: "Motijheeler",
  বনানী: "Banani",
  বনানীর: "Bananir",
  ধানমন্ডি: "Dhanmondi",
  ধানমন্ডির: "Dhanmondir",
  উত্তরা: "Uttara",
  উত্তরার: "Uttarar",
  মিরপুর: "Mirpur",
  মতিঝিল: "Motijheel",
  বসুন্ধরা: "Bashundhara",
  জুতো: "juto",
  শাড়ি: "shari",
  পাঞ্জাবি: "panjabi",
  ঈদ: "Eid",
  ঈদের: "Eid-er",
  অফার: "offer",
  ছাড়: "chharr",
  ডেলিভারি: "delivery",
  ফ্রি: "free",
  অর্ডার: "order",
  মেকআপ: "makeup",
  প্যাকেজ: "package",
  বুকিং: "booking",
  পার্লার: "parlour",
  ফটোগ্রাফি: "photography",
  // Services people book, as they type them in Banglish.
  ব্রাইডাল: "bridal",
  ওয়েডিং: "wedding",
  সেলুন: "salon",
  স্পা: "spa",
  কোচিং: "coaching",
  ক্লিনিক: "clinic",
  সেশন: "session",
  ক্লাস: "class",
  সিট: "seat",
  শিক্ষক: "shikkhok",
  শিক্ষকদের: "shikkhokder",
  শিক্ষকেরা: "shikkhokera",
  ফি: "fee",
  আইইএলটিএস: "IELTS",
  ব্যান্ড: "band",
  ব্যাচ: "batch",
  প্লাস: "plus",
  টেস্ট: "test",
  মক: "mock",
  স্পিকিং: "speaking",
  প্র্যাকটিস: "practice",
  লাইভ: "live",
  সিলেবাস: "syllabus",
  টিউশন: "tuition",
  শিক্ষার্থী: "shikkharthi",
  শিক্ষার্থীরা: "shikkharthira",
  শিক্ষার্থীদের: "shikkharthider",
  শিক্ষা: "shikkha",
  বিশ্ববিদ্যালয়: "university",
  রেকর্ড: "record",
  ভর্তি: "bhorti",
  ট্যুর: "tour",
  // Software, as people type it in Banglish: the English word, never "oyap".
  অ্যাপ: "app",
  সফটওয়্যার: "software",
  টুল: "tool",
  প্ল্যাটফর্ম: "platform",
  ড্যাশবোর্ড: "dashboard",
  সাবস্ক্রিপশন: "subscription",
  কোর্স: "course",
  ফিচার: "feature",
  রিপোর্ট: "report",
  ডেমো: "demo",
  ট্রায়াল: "trial",
  ডাউনলোড: "download",
  সার্ভিস: "service",
  রিমাইন্ডার: "reminder",
  নতুন: "notun",
  মেয়েদের: "meyeder",
  ছেলেদের: "cheleder",
  আরাম: "aram",
  দাম: "dam",
  এবং: "ebong",
  ও: "o",
  সাথে: "shathe",
  হাতে: "hate",
  তৈরি: "toiri",
  প্রাকৃতিক: "prakritik",
  কাপড়: "kapor",
  পাট: "pat",
  চামড়া: "chamra",
  অনলাইন: "online",
  ফেসবুক: "Facebook",
  ইনস্টাগ্রাম: "Instagram",
  টিকটক: "TikTok",
  ইউটিউব: "YouTube",
  দারাজ: "Daraz",
  বিকাশ: "bKash",
  শপ: "shop",
  পেজ: "page",
  ভিডিও: "video",
  টিপস: "tips",
  স্টাইলিং: "styling",
  জানুয়ারি: "January",
  ফেব্রুয়ারি: "February",
  মার্চ: "March",
  এপ্রিল: "April",
  মে: "May",
  জুন: "June",
  জুলাই: "July",
  আগস্ট: "August",
  সেপ্টেম্বর: "September",
  অক্টোবর: "October",
  নভেম্বর: "November",
  ডিসেম্বর: "December",
  কীভাবে: "kivabe",
  কিভাবে: "kivabe",
  নেব: "nebo",
  করব: "korbo",
  দেব: "debo",
  পাব: "pabo",
  যাব: "jabo",
  ফ্ল্যাট: "flat",
  অ্যাড: "ad",
  ইনভয়েস: "invoice",
  রিপ্লাই: "reply",
  টেক্সটাইলস: "Textiles",
  টেক্সটাইল: "textile",
  পেমেন্ট: "payment",
  মিটিং: "meeting",
  গুগল: "Google",
  রিপিট: "repeat",
  গত: "goto",
  মাস: "mash",
  মাসে: "mashe",
  সপ্তাহ: "shoptah",
  সপ্তাহে: "shoptahe",
  ফ্যাশন: "fashion",
  থ্রিফট: "thrift",
  শপিং: "shopping",
  স্টোরি: "story",
  কনটেন্ট: "content",
  ক্রিয়েটর: "creator",
  ইনফ্লুয়েন্সার: "influencer",
  কোলাব: "collab",
  ক্যাম্পেইন: "campaign",
  মার্কেটিং: "marketing",
  ডিজাইন: "design",
  ফুট: "foot",
  // Words ending in a conjunct, whose last vowel is said (the letter rules drop it).
  যত্ন: "jotno",
  কষ্ট: "koshto",
  স্বপ্ন: "shopno",
  শক্ত: "shokto",
  স্পষ্ট: "spashto",
  // Names as Bangladeshis spell them in Latin letters.
  রহমান: "Rahman",
  হোসেন: "Hossain",
  হোসাইন: "Hossain",
  আহমেদ: "Ahmed",
  ইসলাম: "Islam",
  খান: "Khan",
  চৌধুরী: "Chowdhury",
  জাহান: "Jahan",
  আক্তার: "Akter",
  আখতার: "Akhtar",
  বেগম: "Begum",
  মোহাম্মদ: "Mohammad",
  মুহাম্মদ: "Muhammad",
  নুসরাত: "Nusrat",
  তাসনিম: "Tasnim",
  ফারহানা: "Farhana",
  সাকিব: "Sakib",
  রাফি: "Rafi",
  রিল: "reel",
  লিংক: "link",
  ব্র্যান্ড: "brand",
  বাজেট: "budget",
  ডিসকাউন্ট: "discount",
  রিসাইকেল: "recycle",
  সোল: "sole",
  রানিং: "running",
  রানার: "runner",
  কালেকশন: "collection",
  প্রোডাক্ট: "product",
  কাস্টমার: "customer",
  ক্রেতা: "kreta",
  ইনবক্স: "inbox",
  মেসেজ: "message",
  অফিস: "office",
  ওয়েবসাইট: "website",
  যাওয়া: "jawa",
  গরম: "gorom",
  গরমে: "gorome",
  গরমেও: "goromeo",
  সহজ: "shohoj",
  সহজে: "shohoje",
  করতে: "korte",
  করছে: "korchhe",
  করছেন: "korchhen",
  করবেন: "korben",
  করলে: "korle",
  করলেই: "korlei",
  বলতে: "bolte",
  পড়তে: "porte",
  চলতে: "cholte",
  // The English words businesses name themselves with, as their owners type them in Banglish.
  স্মাইল: "smile",
  কেয়ার: "care",
  ডেন্টাল: "dental",
  ডেন্টিস্ট: "dentist",
  হেলথ: "health",
  বিউটি: "beauty",
  স্টুডিও: "studio",
  সেন্টার: "center",
  একাডেমি: "academy",
  হাউস: "house",
  ফুড: "food",
  ইয়োগা: "yoga",
  রুট: "root",
  ক্যানেল: "canal",
};

const CONSONANTS: Readonly<Record<string, string>> = {
  ক: "k",
  খ: "kh",
  গ: "g",
  ঘ: "gh",
  ঙ: "ng",
  চ: "ch",
  ছ: "chh",
  জ: "j",
  ঝ: "jh",
  ঞ: "n",
  ট: "t",
  ঠ: "th",
  ড: "d",
  ঢ: "dh",
  ণ: "n",
  ত: "t",
  থ: "th",
  দ: "d",
  ধ: "dh",
  ন: "n",
  প: "p",
  ফ: "f",
  ব: "b",
  ভ: "bh",
  ম: "m",
  য: "j",
  র: "r",
  ল: "l",
  শ: "sh",
  ষ: "sh",
  স: "s",
  হ: "h",
  ড়: "r",
  ঢ়: "rh",
  য়: "y",
};
const VOWELS: Readonly<Record<string, string>> = {
  অ: "o",
  আ: "a",
  ই: "i",
  ঈ: "i",
  উ: "u",
  ঊ: "u",
  ঋ: "ri",
  এ: "e",
  ঐ: "oi",
  ও: "o",
  ঔ: "ou",
};
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  "া": "a",
  "ি": "i",
  "ী": "i",
  "ু": "u",
  "ূ": "u",
  "ৃ": "ri",
  "ে": "e",
  "ৈ": "oi",
  "ো": "o",
  "ৌ": "ou",
};
const OTHERS: Readonly<Record<string, string>> = { "ং": "ng", "ঃ": "h", "ঁ": "", ৎ: "t", "্": "" };

/** English loanwords and place names: a case ending joins them with a hyphen ("order-e", "Sylhet-e"). */
const LOANWORDS: ReadonlySet<string> = new Set([
  "smile",
  "care",
  "dental",
  "dentist",
  "health",
  "beauty",
  "studio",
  "center",
  "academy",
  "house",
  "food",
  "yoga",
  "root",
  "canal",
  "Gulshan",
  "Mirpur",
  "Motijheel",
  "office",
  "Chattogram",
  "Sylhet",
  "Khulna",
  "Rajshahi",
  "Barishal",
  "Rangpur",
  "Mymensingh",
  "Cumilla",
  "Gazipur",
  "Narayanganj",
  "offer",
  "delivery",
  "free",
  "order",
  "makeup",
  "package",
  "booking",
  "parlour",
  "photography",
  "sneakers",
  "online",
  "Facebook",
  "Instagram",
  "TikTok",
  "YouTube",
  "Daraz",
  "bKash",
  "shop",
  "page",
  "video",
  "tips",
  "styling",
  "flat",
  "ad",
  "invoice",
  "reply",
  "Textiles",
  "textile",
  "payment",
  "meeting",
  "Google",
  "repeat",
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
  "fashion",
  "thrift",
  "shopping",
  "story",
  "content",
  "creator",
  "influencer",
  "collab",
  "campaign",
  "marketing",
  "design",
  "foot",
  "reel",
  "link",
  "brand",
  "budget",
  "discount",
  "recycle",
  "sole",
  "running",
  "runner",
  "collection",
  "product",
  "customer",
  "inbox",
  "message",
  "office",
  "website",
  "app",
  "software",
  "tool",
  "platform",
  "dashboard",
  "subscription",
  "course",
  "feature",
  "report",
  "demo",
  "trial",
  "download",
  "service",
  "reminder",
  "bridal",
  "wedding",
  "salon",
  "spa",
  "coaching",
  "clinic",
  "session",
  "class",
  "tour",
  "IELTS",
  "band",
  "batch",
  "plus",
  "test",
  "mock",
  "speaking",
  "practice",
  "live",
  "syllabus",
  "tuition",
  "university",
  "record",
  "fee",
  "seat",
]);

/** The Bangla spellings of loanwords and places, longest first, to find compounds that open with one. */
const LOANWORD_PREFIXES: readonly (readonly [string, string])[] = Object.entries(COMMON_WORDS)
  .filter(([bangla, latin]) => LOANWORDS.has(latin) && [...bangla].length >= 3)
  .sort(([a], [b]) => b.length - a.length);

/** Case endings that follow a known word ("অর্ডারে" → "order-e", "জুতার" → "jutar"). */
const ENDINGS = /(?:গুলো|দের|য়ের|য়ে|তে|কে|টি|টা|ের|র|ে|য়)$/u;

/** One Bangla word in Latin letters: the common spelling if we know it, else letter by letter. */
export function romaniseWord(word: string): string {
  const known = COMMON_WORDS[word];
  if (known) return known;
  // A compound that opens with an English loanword or a place: "অফিসকর্মীরা" → "office-kormira".
  for (const [prefix, latin] of LOANWORD_PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && [...rest].length >= 3 && !ENDING_ONLY.test(rest))
      return `${latin}-${romaniseWord(rest)}`;
  }
  const stem = banglaStem(word);
  const knownStem = COMMON_WORDS[stem];
  if (knownStem && stem !== word)
    return `${knownStem}${LOANWORDS.has(knownStem) ? "-" : ""}${romaniseLetters(word.slice(stem.length))}`;
  const ending = ENDINGS.exec(word.normalize("NFC"))?.[0];
  const base = ending ? word.normalize("NFC").slice(0, -ending.length) : "";
  const knownBase = COMMON_WORDS[base];
  if (ending && knownBase)
    return `${knownBase}${LOANWORDS.has(knownBase) ? "-" : ""}${romaniseEnding(ending)}`;
  // The possessive -ের is said after the word as it is said alone (শাড়িঘরের → sharighor-er).
  if (ending === "ের" && [...base].length >= 2) return `${romaniseLetters(base)}er`;
  return romaniseLetters(word);
}

/** A case ending in Latin letters; the য় that joins one to an anusvara is not said ("coaching-er"). */
const romaniseEnding = (ending: string): string =>
  romaniseLetters(ending.replace(/^\u09AF\u09BC(?=ে)/u, ""));

/** What follows a word and is only its case or number ("ের", "েরা", "দের"), not a second word. */
const ENDING_ONLY = /^(?:ে|র|এর|ের|য়ের|েরা|রা|দের|কে|তে|য়|ও|ই)+$/u;

const NUKTA = "\u09BC";
const isVowel = (char: string | undefined): boolean =>
  char !== undefined && (VOWEL_SIGNS[char] !== undefined || VOWELS[char] !== undefined);

function romaniseLetters(word: string): string {
  // Letters with a nukta (ড়, ঢ়, য়) stay two code points after NFC: read them as one letter.
  const chars: string[] = [];
  for (const char of word.normalize("NFC")) {
    if (char === NUKTA && chars.length > 0) chars[chars.length - 1] += NUKTA;
    else chars.push(char);
  }
  let out = "";
  chars.forEach((char, index) => {
    const next = chars[index + 1];
    const previous = chars[index - 1];
    if (char === "্" && next === "য") return; // য-ফলা: the "y" comes from the next letter
    if (char === "জ" && next === "্" && chars[index + 2] === "ঞ") {
      out += "g"; // জ্ঞ is said "gg" (বিজ্ঞাপন → biggapon)
      return;
    }
    if (char === "ঞ" && previous === "্" && chars[index - 2] === "জ") {
      out += "g";
      return;
    }
    // ক্ষ is said "kkh" inside a word and "kh" at its start (শিক্ষা → shikkha, ক্ষমা → khoma).
    if (char === "ক" && next === "্" && chars[index + 2] === "ষ") {
      out += index === 0 ? "" : "k";
      return;
    }
    if (char === "ষ" && previous === "্" && chars[index - 2] === "ক") {
      out += "kh";
      // Its inherent vowel is said before another letter and at the end (দক্ষ → dokkho), as
      // for any consonant, and dropped after a vowel before a syllable with its own.
      const after = chars[index + 1];
      const dropped =
        isVowel(chars[index - 3]) && VOWEL_SIGNS[chars[index + 2] ?? ""] !== undefined;
      if (after === undefined || (CONSONANTS[after] !== undefined && !dropped)) out += "o";
      return;
    }
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      out += previous === "্" && char === "য" ? "y" : consonant;
      // The inherent vowel: said before another letter, silent at the end of the word, and
      // dropped between a vowel and a syllable that has its own (হালকা → halka, not haloka).
      const followedBySign = next !== undefined && (VOWEL_SIGNS[next] !== undefined || next === "্");
      const dropped = isVowel(previous) && VOWEL_SIGNS[chars[index + 2] ?? ""] !== undefined;
      if (!followedBySign && !dropped && next !== undefined && CONSONANTS[next] !== undefined)
        out += "o";
      return;
    }
    if (/[০-৯]/u.test(char)) {
      out += String(char.charCodeAt(0) - 0x09e6);
      return;
    }
    if (char === "৳") {
      out += "Tk ";
      return;
    }
    out += VOWELS[char] ?? VOWEL_SIGNS[char] ?? OTHERS[char] ?? char;
  });
  return out;
}

/** Bangla text in Latin letters for Banglish copy; Latin text, digits and punctuation as they are. */
export function romanise(text: string): string {
  return text.replace(/[\p{Script=Bengali}]+/gu, (word) => romaniseWord(word));
}

/**
 * The Banglish possessive of an input: a Bangla one takes its Bangla ending, then is romanised
 * ("ঢাকার তরুণরা" → "Dhakar torunder"); a Latin one takes "r" after a sounded vowel ("Dhakar"),
 * else "-er", also after an English silent e ("package-er", not "packager").
 */
export function banglishPossessive(name: string): string {
  if (hasBengali(name)) return romanise(possessive(name));
  const word = name.trim();
  return /[aiou]$/iu.test(word) && !/[A-Z]{2,}$/u.test(word) ? `${word}r` : `${word}-er`;
}
