import type { Random } from "./random.ts";
import {
  audienceCore,
  charCount,
  clean,
  isCommonWord,
  lowerFirst,
  phraseCut,
  splitList,
  truncate,
  truncateName,
} from "./text-kit.ts";

export type ProductParts = {
  /** As the user wrote it. */
  full: string;
  /** A brand-like first word ("EcoStride") or the name cut to fit a headline. */
  short: string;
  /** What the thing is ("recycled running sneakers"), without the brand. */
  noun: string;
  /** The last word of the noun, for tight headlines ("sneakers"). */
  head: string;
  /** Who sells it, when the name says: "EcoStride", or "Glow Studio" of "… by Glow Studio". */
  brand: string | undefined;
};

/**
 * What a product is, without who or what it is for or who makes it ("eco sneakers" of "eco
 * sneakers for young runners in Dhaka", "bridal makeup package" of "bridal makeup package by
 * Glow Studio"): a headline's short name, its last word or a hashtag taken from that clause reads
 * broken ("…who just found Eco sneakers for young", "Get Your Studio Today", "#indhaka").
 */
function withoutPurpose(name: string): string {
  const head = name.split(/\s+(?:for|with|by|from)\s+/iu)[0]?.trim() ?? "";
  return head || name;
}

/**
 * The product's name without a closing "for …" that names its audience ("Eco sneakers" of "Eco
 * sneakers for young runners in Dhaka", for young runners in Dhaka), for copy that names the
 * audience itself; otherwise the name as given.
 */
export function productWithoutAudience(product: string, audience: string): string {
  const match = /^(.+?)\s+for\s+(.+)$/iu.exec(product.trim());
  const whole = audience.trim().toLowerCase();
  const core = audienceCore(audience).trim().toLowerCase();
  if (!match?.[1] || !match[2] || core.length < 3) return product;
  const purpose = match[2].toLowerCase();
  return purpose.includes(core) || whole.includes(purpose) ? match[1] : product;
}

/** The last word of a business typed by its name alone ("Smile Care Dental Clinic"). */
const BUSINESS_PLACES =
  /^(?:clinic|studio|salon|parlou?r|academy|restaurant|caf[eé]|bakery|shop|store|boutique|agency|centre|center|hospital|gym|school|institute|kitchen|pharmacy)$/iu;

/** Whether a noun's last word names a place people visit ("clinic", "studio"): booked as a visit. */
export function isBusinessPlace(word: string): boolean {
  return BUSINESS_PLACES.test(word);
}

/** What kind of place such a name says it is, before the place word ("Dental" of "… Dental Clinic"). */
const PLACE_DESCRIPTORS =
  /^(?:dental|eye|skin|hair|beauty|bridal|yoga|dance|music|fitness|pet|vet|medical|diagnostic|family|kids|coffee|tea|pizza|burger|book|fashion|language|driving|coaching|tailoring|photo|photography|spa|nail|makeup|sweet|sweets|grocery|computer|mobile|repair|print|printing)$/iu;

/**
 * A business typed by its name alone, in title case: its own name and the kind of place it is
 * ("Smile Care" and "dental clinic" of "Smile Care Dental Clinic", "Prana" and "yoga studio" of
 * "Prana Yoga Studio"), so copy does not look for "Smile Care Dental Clinic that fits your life"
 * or write "Smile Care Dental Dental Clinic". Undefined for any other name.
 */
function businessName(words: readonly string[]): ProductParts | undefined {
  const place = words.at(-1) ?? "";
  if (words.length < 2 || !BUSINESS_PLACES.test(place)) return undefined;
  if (!words.every((word) => /^[\p{Lu}\p{N}]/u.test(word))) return undefined;
  let start = words.length - 1;
  if (start > 1 && PLACE_DESCRIPTORS.test(words[start - 1] ?? "")) start -= 1;
  const name = words.slice(0, start).join(" ");
  const noun = words.slice(start).join(" ").toLowerCase();
  return {
    full: words.join(" "),
    short: charCount(name) <= 20 ? name : truncateName(name, 22),
    noun,
    head: place.toLowerCase(),
    brand: name,
  };
}

/** Splits "EcoStride recycled running sneakers" into a brand-like name and what it is. */
export function productParts(product: string): ProductParts {
  const words = product.split(" ");
  const business = businessName(words);
  if (business) return business;
  const first = words[0] ?? product;
  const camelOrCaps = /\p{Lu}/u.test(first.slice(1)) && first.length > 1;
  const capitalisedName =
    /^\p{Lu}\p{Ll}/u.test(first) &&
    !isCommonWord(first) &&
    words.slice(1).some((word) => word === word.toLowerCase());
  const hasBrand = words.length > 1 && (camelOrCaps || capitalisedName);
  const brand = hasBrand ? brandWords(words) : undefined;
  const noun = withoutPurpose(brand ? words.slice(brand.length).join(" ") : product);
  const name = brand?.join(" ");
  return {
    full: product,
    short: name ?? truncateName(noun, 22),
    noun,
    head: noun.split(" ").at(-1) ?? noun,
    brand: name ?? makerOf(product),
  };
}

/** Occasions written with a capital that name a collection's moment, not a brand ("Aarong Eid …"). */
const OCCASIONS =
  /^(?:eid|ramadan|puja|pujo|boishakh|pohela|falgun|christmas|diwali|holi|valentine['’]?s?|winter|summer|spring|monsoon|autumn)$/iu;

/**
 * The words of a brand that opens a product's name: the first, and up to two more capitalised
 * ones before what the thing is ("Ghorer Tiffin" of "Ghorer Tiffin home-cooked lunch boxes",
 * "Glow Studio" of "Glow Studio bridal makeup"), so long as some of the name is left in lower case
 * and the brand fits a headline.
 */
function brandWords(words: readonly string[]): readonly string[] {
  let end = 1;
  while (
    end < 3 &&
    /^\p{Lu}[\p{L}\p{N}'’&-]*$/u.test(words[end] ?? "") &&
    !isCommonWord(words[end] ?? "") &&
    !OCCASIONS.test(words[end] ?? "") &&
    words.slice(end + 1).some((word) => word === word.toLowerCase())
  )
    end += 1;
  const brand = words.slice(0, end);
  return brand.join(" ").length <= 20 ? brand : words.slice(0, 1);
}

/**
 * A product named by what it is ("bridal makeup package") as a sentence says it: "our bridal
 * makeup package" ("who just found our …", not "who just found bridal makeup package"). A name
 * ("EcoStride", "Eco sneakers") or a phrase with its own article stays as it is.
 */
export function asOurs(name: string): string {
  return /^\p{Ll}/u.test(name) && !/^(?:our|the|a|an|my|your|this|these)\s/iu.test(name)
    ? `our ${name}`
    : name;
}

/** A product's parts as sentences say them: its short name as asOurs() gives it. */
export function partsInSentences(parts: ProductParts): ProductParts {
  return { ...parts, short: asOurs(parts.short) };
}

/**
 * An offer as a sentence names it: its brand-like name ("EcoStride"), or what it is as ours ("our
 * bridal makeup package" of "… by Glow Studio", and "our home tutoring" of a name typed in
 * sentence case, "Home tutoring").
 */
export function offerInSentence(parts: ProductParts): string {
  if (parts.brand && parts.short === parts.brand) return parts.short;
  const [first = "", ...rest] = parts.short.split(" ");
  const sentenceCased =
    /^\p{Lu}\p{Ll}*$/u.test(first) &&
    rest.length > 0 &&
    rest.every((word) => word === word.toLowerCase());
  return asOurs(sentenceCased ? lowerFirst(parts.short) : parts.short);
}

/** The maker a name closes with ("Glow Studio" of "bridal makeup package by Glow Studio"). */
function makerOf(product: string): string | undefined {
  return /\s(?:by|from)\s+(\p{Lu}\S*(?:\s\S+){0,2})$/u.exec(product)?.[1];
}

/** Words that point to software rather than a physical product. */
export function isSoftware(text: string): boolean {
  return /\b(app|apps|software|saas|platform|tool|tools|crm|dashboard|plugin|api|ai|online course|course|subscription|service|agency|consult\w*)\b/iu.test(
    text,
  );
}

/** Food and drink people eat, named in English, Banglish or Bangla. */
const FOOD_WORDS =
  /\b(food|foods|meals?|lunch(?:es)?(?! ?box)|dinners?|breakfasts?|biryani|kacchi|khichuri|curry|curries|cakes?|cupcakes?|bakery|bakes|pastr(?:y|ies)|cookies|brownies|pickles?|achar|snacks?|sweets|mishti|pitha|desserts?|chocolates?|honey|ghee|spices|masala|tea|coffee|juices?|smoothies|home-?cooked|homemade food|frozen food|ready meals?|khabar|ranna)\b|খাবার|রান্না|বিরিয়ানি|কাচ্চি|খিচুড়ি|কেক|বেকারি|আচার|নাস্তা|মিষ্টি|পিঠা|(?:মধু|ঘি)(?=[\s,।]|$)|মশলা|চা-?পাতা|কফি|জুস|ডেজার্ট/iu;

/** What food is served in or made with, which is goods ("coffee mugs", "cake stand"). */
const KITCHENWARE =
  /\b(mugs?|cups?|tables?|makers?|machines?|kettles?|flasks?|containers?|carriers?|bags?|stands?|racks?|moulds?|molds?|pans?|pots?|bowls?|plates?|cookware|utensils?)\b/iu;

/** Words that make it food whatever it comes in ("home-cooked lunch boxes", "meals in steel tiffins"). */
const SURELY_FOOD = /\b(home-?cooked|homemade food|meals?|cooked fresh)\b|খাবার|রান্না/iu;

/**
 * Whether what is sold is food or drink ("home-cooked lunch boxes", "আমের আচার", "ghorer ranna"),
 * not what it is served in ("coffee mugs", "stainless steel lunch box").
 */
export function isFood(text: string): boolean {
  const said = text.normalize("NFC");
  return FOOD_WORDS.test(said) && (SURELY_FOOD.test(said) || !KITCHENWARE.test(said));
}

/** Cooked meals, as opposed to food to keep or give (honey, pickles, spices, sweets). */
const MEAL_WORDS =
  /\b(meals?|lunch(?:es)?|dinners?|breakfasts?|tiffins?|biryani|kacchi|khichuri|curry|curries|home-?cooked|ready meals?|food delivery|catering|ranna)\b|রান্না|টিফিন|লাঞ্চ|ডিনার|বিরিয়ানি|কাচ্চি|খিচুড়ি|দুপুরের খাবার|রাতের খাবার/iu;

/** Whether the food sold is cooked meals ("home-cooked lunch boxes", "কাচ্চি বিরিয়ানি"). */
export function isMeal(text: string): boolean {
  return MEAL_WORDS.test(text.normalize("NFC"));
}

/** What a business sells: things it ships, software people use, or a service it does for them. */
export type OfferKind = "goods" | "software" | "service";

/** Software and subscriptions, as opposed to a service done in person ("online course" is software). */
const SOFTWARE_WORDS =
  /\b(app|apps|software|saas|platform|tool|tools|crm|dashboard|plugin|api|ai|online course|subscription)\b/iu;

/**
 * Work done for a client, usually booked: an appointment, a session, a job. Only words that do not
 * also name goods ("makeup brushes", "cleaning spray", "training shoes", "gift package" stay goods):
 * a repair is a job but a "repair kit" is goods, and a replacement is a job when it closes the name
 * ("phone screen replacement") but goods before what it replaces ("replacement screen").
 */
const SERVICE_WORDS =
  /\b(services?|servicing|agency|consult\w*|salon|parlou?r|spa|photography|videography|catering|tuition|tutoring|coaching|courses?|classes|lessons|(?:ielts|toefl|gmat|pte)(?!\s+(?:books?|guides?|materials?))|clinic|therapy|sessions?|appointments?|bookings?|tours?|(?:bridal|party|wedding) makeup|makeup artist|(?:wedding|event) planning|installation|laundry|dry cleaning|tailoring|alterations|pest control)\b|\b(?<!(?:gift|care|snack) )package\b|\brepairs?\b(?!\s+(?:kits?|tools?|creams?|sprays?|tape|glue|parts?|serum|balm|gel))|\b(?<=\p{L} )replacements?\b(?=\s*$|\s+(?:in|at|for|near|by|with|from|within|and)\b|\s*[,.;:!?)])/iu;

/**
 * Whether a product's name is goods, software or a service ("bridal makeup package by Glow
 * Studio" is a service; "Eco sneakers" goods). Software wins when both are named ("salon booking
 * app"); anything else is goods.
 */
export function offerKind(text: string): OfferKind {
  if (SOFTWARE_WORDS.test(text)) return "software";
  return SERVICE_WORDS.test(text) ? "service" : "goods";
}

/**
 * What a page of a business's site sells: what its topic names, or a service when the topic names
 * nothing but the brand does ("teeth whitening" on Smile Care Dental Clinic's site). `kindOf` is
 * the language's reading (`offerKind`, or the Bangla kit's `nativeOfferKind`).
 */
export function pageKind(
  kindOf: (text: string) => OfferKind,
  topic: string,
  brand: string,
): OfferKind {
  const kind = kindOf(topic);
  return kind === "goods" && kindOf(brand) === "service" ? "service" : kind;
}

/**
 * Teaching people book as classes: coaching, tuition, courses, lessons, training, an exam's
 * preparation, in English, Banglish or Bangla ("IELTS coaching", "admission coaching", "কোচিং").
 * Only a service's words are read this way: "training shoes" are goods before this is asked.
 */
const LESSON_WORDS =
  /\b(tuition|tutoring|tutors?|coaching|courses?|classes|lessons|training|workshops?|bootcamps?|academy|batch(?:es)?|ielts|toefl|gmat|pte|spoken english|admission (?:test|coaching|prep\w*))\b|টিউশন|কোচিং|কোর্স|ক্লাস(?!িক)|প্রশিক্ষণ|ট্রেনিং|একাডেমি|ব্যাচ|আইইএলটিএস|ভর্তি পরীক্ষা|স্পোকেন ইংলিশ/iu;

/**
 * Classes in an activity rather than a subject or an exam ("beginner yoga classes", "swimming
 * lessons", "dance classes"): classes, but no lessons (`classKind`), since they have no test
 * date, scores or syllabus (ADRs 0110–0112).
 */
const ACTIVITY_CLASSES =
  /\b(yoga|pilates|zumba|aerobics|gym|fitness|workout|dance|dancing|swimming|martial arts?|karate|taekwondo|boxing|music|guitar|piano|singing|vocal|drawing|painting|cooking|baking|driving)\b|যোগব্যায়াম|ইয়োগা|জিম|নাচ|ড্যান্স|সাঁতার|গান|গিটার|আঁকা|রান্না|ড্রাইভিং/iu;

/** Classes in a subject or for an exam ("lesson"), or in an activity ("activity"). */
export type ClassKind = "lesson" | "activity";

/**
 * Whether a service is taught as classes, and which: in a subject or for an exam ("online IELTS
 * coaching", "গণিত টিউশন" are lessons) or in an activity ("yoga classes"); undefined for goods,
 * software and any other service.
 */
export function classKind(kind: OfferKind, text: string): ClassKind | undefined {
  if (kind !== "service") return undefined;
  const said = text.normalize("NFC");
  if (!LESSON_WORDS.test(said)) return undefined;
  return ACTIVITY_CLASSES.test(said) ? "activity" : "lesson";
}

/** Whether a service's words name classes in a subject or for an exam (`classKind`). */
export function isLesson(text: string): boolean {
  return classKind("service", text) === "lesson";
}

/**
 * What advice suits what is sold: cooked meals, food to keep or give, classes, or the offer's
 * kind.
 */
export type AdviceKind = OfferKind | "meal" | "pantry" | "lesson";

/**
 * The advice kind of an offer whose kind is known, from its words ("lunch boxes" are meals,
 * "IELTS coaching" is lessons).
 */
export function adviceKind(kind: OfferKind, text: string): AdviceKind {
  if (kind === "service") return classKind(kind, text) === "lesson" ? "lesson" : kind;
  if (kind !== "goods" || !isFood(text)) return kind;
  return isMeal(text) ? "meal" : "pantry";
}

/** Feature words that a benefit honestly follows from, most specific first. */
const BENEFIT_PATTERNS = [
  [/recycl/iu, "recycled"],
  [/organic/iu, "organic"],
  [/breathab|mesh/iu, "breathable"],
  [/lightweight|\blight\b/iu, "lightweight"],
  [/waterproof|water[- ]resistant/iu, "waterproof"],
  [/cushion/iu, "cushioned"],
  [/washable|machine wash/iu, "washable"],
  [/home[- ]?made|home[- ]cooked/iu, "homemade"],
  [/hand ?made|handcrafted|hand-crafted/iu, "handmade"],
  [/no (?:added )?preservatives?|preservative[- ]free|without preservatives/iu, "noPreservatives"],
  [/small[- ]batch/iu, "smallBatch"],
  [/glass (?:jar|bottle)/iu, "glassJar"],
  [
    /cooked fresh|fresh(?:ly)? (?:cooked|made)|(?:cooked|made) (?:fresh )?every (?:day|morning)/iu,
    "cookedFresh",
  ],
  [/less oil|low[- ]oil|less fat|low[- ]fat/iu, "lessOil"],
  [/(?:weekly|rotating|changing) menus?|menu (?:changes|every week)/iu, "weeklyMenu"],
  [
    /tiffin carriers?|steel (?:tiffins?|lunch ?box(?:es)?|containers?)|reusable (?:box(?:es)?|containers?)/iu,
    "reusableCarrier",
  ],
  // Classes: what a learner gets from each part of a course.
  [/mock (?:tests?|exams?)|practice (?:tests?|exams?)|model tests?/iu, "mockTests"],
  [/small (?:classes|groups?|class sizes?)/iu, "smallGroups"],
  [/recorded|recordings?/iu, "recordings"],
  [/(?:speaking|writing) practice|feedback/iu, "feedback"],
  [/live (?:classes|class|sessions?|lessons?)/iu, "liveClasses"],
  [/(?:evening|weekend|flexible|night) (?:classes|batch(?:es)?|timings?)/iu, "flexibleBatches"],
  [
    /(?:band \d|certified|experienced|expert|qualified) (?:trainers?|teachers?|tutors?|instructors?)/iu,
    "expertTeachers",
  ],
  [/cotton|linen/iu, "cotton"],
  [/leather/iu, "leather"],
  [/stainless/iu, "stainless"],
  [/rechargeable/iu, "rechargeable"],
  [/wireless|bluetooth/iu, "wireless"],
  [/portable|compact|foldable/iu, "portable"],
  [/durable|sturdy|heavy[- ]duty/iu, "durable"],
  [/adjustable/iu, "adjustable"],
  [/fast[- ]charg/iu, "fastCharging"],
  [/battery/iu, "battery"],
  [/\beco(?!nom)|sustainab|biodegradable/iu, "eco"],
  [/non[- ]stick/iu, "nonStick"],
  [/dashboard|analytics|report/iu, "dashboard"],
  [/automat/iu, "automation"],
  [/integrat/iu, "integrations"],
  [/template/iu, "templates"],
  [/secure|encrypt/iu, "secure"],
  [/cloud|anywhere/iu, "cloud"],
  [/mobile app|\bapp\b/iu, "app"],
  [/support/iu, "support"],
  [/free (delivery|shipping)/iu, "freeDelivery"],
  [/cash on delivery|\bcod\b/iu, "cashOnDelivery"],
  [/warranty/iu, "warranty"],
  [/gift/iu, "gift"],
  [/sizes?\b/iu, "sizes"],
  [/colou?rs?\b/iu, "colours"],
  [/spf|sunscreen/iu, "sunscreen"],
  [/moistur|hydrat/iu, "moisturising"],
  [/vegan/iu, "vegan"],
  [/cruelty[- ]free/iu, "crueltyFree"],
] as const satisfies readonly (readonly [RegExp, string])[];

export type BenefitKey = (typeof BENEFIT_PATTERNS)[number][1];

/** The kind of benefit a feature's own words point to, or undefined. */
export function benefitKey(feature: string): BenefitKey | undefined {
  return BENEFIT_PATTERNS.find(([pattern]) => pattern.test(feature))?.[1];
}

/** A benefit that honestly follows from a feature's own words, or undefined. */
export function benefitOf(feature: string, phrases: CopyKitPhrases): string | undefined {
  const key = benefitKey(feature);
  return key === undefined ? undefined : phrases.benefits[key];
}

const EMOJI: readonly [RegExp, string][] = [
  [/shoe|sneaker|running|footwear/iu, "👟"],
  [/dress|fashion|saree|sari|panjabi|kurta|cloth|shirt|wear\b/iu, "👗"],
  [/makeup|make-up|lipstick|bridal|salon|parlou?r/iu, "💄"],
  [/skin|beauty|cream|serum|cosmetic/iu, "🧴"],
  [/photograph|camera/iu, "📸"],
  [/coffee|\btea\b|cafe/iu, "☕"],
  [/food|biryani|rice|meal|restaurant|kitchen|cook|snack/iu, "🍛"],
  [/cake|bakery|dessert|sweet/iu, "🍰"],
  [/\bbooks?\b|course|learn|study|class|tutor/iu, "📚"],
  [/\beco(?!nom)|green|recycl|sustainab|organic|\bplant|jute/iu, "🌿"],
  [/fitness|gym|workout|yoga/iu, "💪"],
  [/home|decor|décor|furniture|interior/iu, "🏡"],
  [/phone|mobile|gadget|electronic/iu, "📱"],
  [/\bapp\b|software|saas|platform|crm|dashboard|\bai\b/iu, "💻"],
  [/travel|tour|trip|hotel/iu, "✈️"],
  [/baby|kid|child/iu, "🧸"],
  [/\bpets?\b|\bdogs?\b|\bcats?\b/iu, "🐾"],
  [/jewel|ring|gold|necklace/iu, "💍"],
  [/gift|eid|festival|celebrat/iu, "🎁"],
  [/flower|floral/iu, "💐"],
];

const GENERIC_EMOJI = ["✨", "👉", "🙌", "💡", "🎯", "🚀", "💬", "✅"] as const;

/** An emoji that fits the text when one does, otherwise a neutral one. */
export function emojiFor(text: string, random: Random): string {
  const fitting = EMOJI.filter(([pattern]) => pattern.test(text)).map(([, emoji]) => emoji);
  return fitting.length > 0 && random.next() < 0.7
    ? random.pick(fitting)
    : random.pick(GENERIC_EMOJI);
}

/** Places in Bangladesh, to offer local channels, payment methods and moments. */
const BANGLADESH =
  /bangla|bangladesh|dhaka|chattogram|chittagong|sylhet|khulna|rajshahi|barishal|rangpur|mymensingh|comilla|cumilla|gazipur|narayanganj|\bbd\b/iu;

/** Whether the text points to Bangladesh ("Dhaka and Chattogram", "BD", "Bangla"). */
export function mentionsBangladesh(text: string): boolean {
  return BANGLADESH.test(text);
}

export type Platform = "instagram" | "facebook" | "linkedin" | "tiktok" | "x" | "youtube" | "other";

export function detectPlatform(text: string): Platform {
  const source = text.toLowerCase();
  if (/insta|\big\b|reels?\b/u.test(source)) return "instagram";
  if (/facebook|\bfb\b|meta\b/u.test(source)) return "facebook";
  if (/linkedin/u.test(source)) return "linkedin";
  if (/tiktok|tik tok/u.test(source)) return "tiktok";
  if (/twitter|\bx\b/u.test(source)) return "x";
  if (/youtube|shorts/u.test(source)) return "youtube";
  return "other";
}

/** What a social post is for; a week's plan mixes them. */
export const POST_PURPOSES = ["educate", "engage", "sell", "behindTheScenes", "community"] as const;

export type PostPurpose = (typeof POST_PURPOSES)[number];

/** Calls to action per platform: order goods, try software, book a service. */
export type PlatformCtas = Readonly<
  Record<Platform, Readonly<Record<OfferKind, readonly string[]>>>
>;

export function platformCta(
  phrases: CopyKitPhrases,
  platform: Platform,
  kind: OfferKind,
  random: Random,
): string {
  return random.pick(phrases.ctas[platform][kind]);
}

export type GoalIntent =
  "retention" | "messages" | "leads" | "sales" | "traffic" | "engagement" | "awareness" | "other";

export function goalIntent(goal: string): GoalIntent {
  const text = goal.toLowerCase();
  if (/repeat|retention|loyal|reorder|re-order|churn|renew|upsell|returning/u.test(text))
    return "retention";
  if (/message|inbox|whatsapp|\bdms?\b|messenger|calls?\b/u.test(text)) return "messages";
  if (
    /lead|sign[- ]?ups?|register|registration|subscri|demo|trial|enquir|inquir|form|book/u.test(
      text,
    )
  )
    return "leads";
  if (/sale|sell|order|purchas|revenue|buy|checkout|cart|conversion|roas/u.test(text))
    return "sales";
  if (/traffic|visit|click|website|\bsite\b/u.test(text)) return "traffic";
  if (/engag|comment|share|likes|community|ugc/u.test(text)) return "engagement";
  if (/aware|reach|follower|brand|visib|impression|views?\b/u.test(text)) return "awareness";
  return "other";
}

/** Goal words and the metric that shows whether the goal was met, most specific first. */
const GOAL_METRIC_PATTERNS = [
  [/add[- ]to[- ]cart|\bcarts?\b/u, "addToCart"],
  // A goal that names clicks or CTR is measured by them, whatever else it mentions.
  [/\bclicks?\b|click[- ]?through|\bctr\b|\btraffic\b|\bvisit/u, "clicks"],
  [/\bopens?\b|open rate/u, "opens"],
  [/\brepl(y|ies)\b/u, "replies"],
  [/\bsign[- ]?ups?\b|\bregist|\bsubscri/u, "signUps"],
  [/\bleads?\b|\benquir|\binquir|\bforms?\b/u, "leads"],
  // Whole words only: "Facebook" is not a booking.
  [/\bdemos?\b|\bbook(s|ed|ing|ings)?\b|\bappointments?\b|\breservations?\b/u, "bookings"],
  [/\brepeat|\breorder|\bre-order|\bretention|\bloyal/u, "repeatPurchases"],
  [/\borders?\b|\bsales?\b|\bpurchas|\bbuy|\brevenue/u, "purchases"],
  [/\bmessages?\b|\binbox|\bwhatsapp|\bmessenger/u, "conversations"],
  [/\bfollowers?\b/u, "followers"],
  [/\bengag|\bcomments?\b|\bshares?\b|\blikes\b|\breactions?\b/u, "engagement"],
  [/\breach\b|\baware|\bviews?\b|\bimpressions?\b/u, "reach"],
] as const satisfies readonly (readonly [RegExp, string])[];

export type GoalMetricKey = (typeof GOAL_METRIC_PATTERNS)[number][1];

/** The kind of metric that shows whether a goal was met, or undefined for a goal of no known kind. */
export function goalMetricKey(goal: string): GoalMetricKey | undefined {
  const text = goal.toLowerCase();
  return GOAL_METRIC_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
}

/** The metric that shows whether a goal was met, named the way ad managers name it. */
export function goalMetric(goal: string, phrases: CopyKitPhrases): string {
  const key = goalMetricKey(goal);
  return key === undefined ? phrases.progressToward(goal) : phrases.metrics[key];
}

export type Headline = { text: string; angle: string };

type HeadlineInput = {
  product: ProductParts;
  benefit: string;
  audience: string;
  offer?: string;
  /** What is sold; the calls to action of a service ask to book (goods when not given). */
  kind?: OfferKind;
};

/** The angles headlines are written from, in the order their pools are built. */
const HEADLINE_ANGLES = ["benefit", "audience", "product", "question", "cta", "offer"] as const;

export type HeadlineAngle = (typeof HEADLINE_ANGLES)[number];

/** What headline candidates are built from. */
export type HeadlineSlots = {
  product: ProductParts;
  /** The benefit as written. */
  benefit: string;
  /** The benefit's first clause (the product noun without one), its second, and its longest. */
  first: string;
  second: string | undefined;
  longest: string;
  /** The noun's last two words ("running sneakers"). */
  nounTwo: string;
  kind: OfferKind;
};

export type HeadlinePhrases = {
  /** Each angle's name, shown beside its headlines. */
  angles: Readonly<Record<HeadlineAngle, string>>;
  benefit: (slots: HeadlineSlots) => readonly string[];
  /** Each gets the audience cut to fit the room the rest of its words leave. */
  audience: (slots: HeadlineSlots) => readonly ((audience: string) => string)[];
  product: (slots: HeadlineSlots) => readonly string[];
  question: (slots: HeadlineSlots) => readonly string[];
  cta: (slots: HeadlineSlots) => readonly string[];
  /** Only when an offer is given; `cut` is the offer's first phrase that fits the limit. */
  offer: (slots: HeadlineSlots, offer: { full: string; cut: string }) => readonly string[];
  /** How a headline is cased ("Title Case" in English). */
  headlineCase: (text: string) => string;
  /** A headline ending like this is unfinished ("Made for"). */
  unfinished: RegExp;
};

/**
 * Headlines of at most `max` characters, one angle after another (benefit, audience, product,
 * question, call to action, offer) so a list of ten is varied. No exclamation marks: Google Ads
 * rejects them in headlines.
 */
/**
 * A benefit's clauses, as splitList gives them ("Light, breathable and made from recycled
 * bottles" is three), unless the commas list things inside one phrase: a single word among the
 * clauses and a long last one ("Fresh home-cooked rice, dal and curry at your desk by 1 pm" is one
 * benefit, not "Dal" and "Curry at your desk by 1 pm" as two).
 */
export function benefitClauses(benefit: string): string[] {
  const clauses = splitList(benefit);
  const words = (clause: string) => clause.split(/\s+/u).length;
  const listInside =
    clauses.length > 1 &&
    words(clauses.at(-1) ?? "") > 4 &&
    clauses.slice(0, -1).some((clause) => words(clause) === 1);
  return listInside ? [clean(benefit)] : clauses;
}

export function headlines(
  phrases: HeadlinePhrases,
  { product, benefit, audience, offer, kind = "goods" }: HeadlineInput,
  max: number,
  count: number,
  random: Random,
): Headline[] {
  // Fragments read well in a headline ("Fresh Home-Cooked Rice & Dal"), so the list is split.
  const clauses = splitList(benefit).map((clause) => clean(clause.replace(/!/g, "")));
  const [first = product.noun, second] = clauses;
  const longest = [...clauses].sort((a, b) => charCount(b) - charCount(a))[0] ?? first;
  const slots: HeadlineSlots = {
    product,
    benefit,
    first,
    second,
    longest,
    nounTwo: product.noun.split(" ").slice(-2).join(" "),
    kind,
  };
  const fitAudience = (template: (audience: string) => string) =>
    template(phraseCut(audience, max - charCount(template(""))));
  const candidates: Record<HeadlineAngle, readonly string[]> = {
    benefit: phrases.benefit(slots),
    audience: phrases.audience(slots).map(fitAudience),
    product: phrases.product(slots),
    question: phrases.question(slots),
    cta: phrases.cta(slots),
    offer: offer ? phrases.offer(slots, { full: offer, cut: phraseCut(offer, max) }) : [],
  };
  const pools = HEADLINE_ANGLES.map((angle) => ({
    angle: phrases.angles[angle],
    texts: random.shuffle(
      candidates[angle]
        .map((text) => phrases.headlineCase(clean(text.replace(/!/g, ""))))
        .filter((text) => /^\p{L}|^\d/u.test(text) && !phrases.unfinished.test(text))
        .filter((text) => charCount(text) <= max),
    ),
  }));
  const picked: Headline[] = [];
  const seen = new Set<string>();
  const order = random.shuffle(pools);
  while (picked.length < count && order.some((pool) => pool.texts.length > 0)) {
    for (const pool of order) {
      const text = pool.texts.shift();
      if (text === undefined || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      picked.push({ text, angle: pool.angle });
      if (picked.length === count) break;
    }
  }
  return picked;
}

/**
 * As many of the benefit's clauses as fit in `max` characters, joined as a list in running text
 * ("light, breathable and made from recycled bottles" → "light and breathable").
 */
export function benefitSummary(
  benefit: string,
  max: number,
  list: (items: readonly string[]) => string,
): string {
  const clauses = benefitClauses(benefit).map(lowerFirst);
  for (let count = clauses.length; count > 0; count -= 1) {
    const text = list(clauses.slice(0, count));
    if (charCount(text) <= max) return text;
  }
  // One clause too long: cut where its next phrase starts ("long-lasting makeup" of "long-lasting
  // makeup that survives a 10-hour wedding day"), not mid-phrase ("… that survives").
  return phraseCut(clauses[0] ?? "", max) || truncate(clauses[0] ?? "", max);
}

/** The shared copy of the copy kit, in one language. */
export type CopyKitPhrases = {
  /** What each feature word honestly gives, as a lowercase fragment. */
  benefits: Readonly<Record<BenefitKey, string>>;
  platformNames: Readonly<Record<Platform, string>>;
  ctas: PlatformCtas;
  /** The post format that suits each purpose on each platform ("Carousel", "Poll"). */
  postFormats: Readonly<Record<Platform, Readonly<Record<PostPurpose, string>>>>;
  /** The metric that shows each kind of goal was met. */
  metrics: Readonly<Record<GoalMetricKey, string>>;
  /** The metric for a goal of no known kind. */
  progressToward: (goal: string) => string;
  headlines: HeadlinePhrases;
};
