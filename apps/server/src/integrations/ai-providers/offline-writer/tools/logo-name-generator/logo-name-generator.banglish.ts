import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeLogoNameWriter } from "./logo-name-generator.native.ts";

/**
 * Brand names in Banglish: the Bangla book's names as they would be spelt for a domain or a
 * Facebook page (Patshala, Pater Hat, Shonali Pat), the business's own words romanised.
 */

/** Each word of a name with a capital letter but "o" ("pater hat" → "Pater Hat", "Tara o Nir"). */
const title = (name: string) =>
  name
    .split(" ")
    .map((word) => (word === "o" ? word : sentenceCase(word)))
    .join(" ");

/** A romanised root's possessive, as people type it: "pater", "jhurir", "basketer". */
const possessiveOf = (word: string) => (/[aeiou]$/u.test(word) ? `${word}r` : `${word}er`);

/** The letter a monogram is drawn from. */
const initial = (name: string) => name.charAt(0).toUpperCase();

export const logoNamesBanglish = nativeLogoNameWriter({
  language: "banglish",
  defaultDescription: "apnar byabsha",
  shown: (text) => inBanglish(text).toLowerCase(),
  traits: {
    natural: {
      words: ["pata", "shikor", "mati", "kuri", "bon"],
      colours: "garho shobuj, pater moto badami ar off-white",
      feeling: "prakritik ar shanto",
      type: "norom banker shohoj sans-serif",
    },
    warm: {
      words: ["ghor", "uthon", "alo", "nir"],
      colours: "poramati rong, shorshe holud ar cream",
      feeling: "ushno ar apon",
      type: "golakar sans-serif",
    },
    modern: {
      words: ["rekha", "noksha", "chhad"],
      colours: "charcoal, ujjol nil ar shada",
      feeling: "adhunik ar porishkar",
      type: "jyamitik sans-serif",
    },
    premium: {
      words: ["shona", "resham", "mukut"],
      colours: "kalo, shonali ar ivory",
      feeling: "ruchishil ar premium",
      type: "mota-chikon taner serif",
    },
    playful: {
      words: ["rong", "foring", "jhilmil", "khushi"],
      colours: "probal, rod-holud ar teal",
      feeling: "pranobonto ar mojar",
      type: "mota, golakar display font",
    },
    bold: {
      words: ["shikhor", "bojro", "durgo"],
      colours: "garho lal, kalo ar shada",
      feeling: "shahoshi ar attobishshashi",
      type: "bhari, chapa sans-serif",
    },
    calm: {
      words: ["nodi", "megh", "dheu"],
      colours: "sage shobuj, balurong ar shada",
      feeling: "shanto ar komol",
      type: "halka, kholamela sans-serif",
    },
    trustworthy: {
      words: ["nongor", "bhorsha", "khuti"],
      colours: "navy, slate ar shada",
      feeling: "sthir ar bishshosto",
      type: "mojbut serif",
    },
    smart: {
      words: ["spondon", "nokkhotro", "jukti"],
      colours: "midnight blue, cyan ar shada",
      feeling: "smart ar shamne takano",
      type: "ghono jyamitik sans-serif",
    },
    crafted: {
      words: ["tat", "bunon", "karigor"],
      colours: "nil, morche lal ar kora sutir rong",
      feeling: "hater kajer, shikorer kachhakachhi",
      type: "classic serif",
    },
  },
  defaultTrait: {
    words: ["poth", "nir", "alo", "tara"],
    colours: "garho nil, ushno komla ar shada",
    feeling: "porishkar ar shohoj",
    type: "porishkar sans-serif",
  },
  traitWords: {
    natural: /পরিবেশ|প্রাকৃতিক|সবুজ|অর্গানিক|মাটি|poribesh|prakritik|shobuj/iu,
    warm: /উষ্ণ|আন্তরিক|বন্ধুত্বপূর্ণ|আপন|ঘরোয়া|ushno|antorik|apon/iu,
    modern: /আধুনিক|মিনিমাল|ঝকঝকে|adhunik/iu,
    premium: /প্রিমিয়াম|অভিজাত|বিলাস|রুচিশীল|এলিগ্যান্ট|ovijat|ruchishil/iu,
    playful: /মজার|প্রাণবন্ত|রঙিন|চঞ্চল|mojar|rongin/iu,
    bold: /সাহসী|শক্তিশালী|আত্মবিশ্বাসী|shahoshi/iu,
    calm: /শান্ত|কোমল|সরল|shanto|komol/iu,
    trustworthy: /বিশ্বস্ত|নির্ভরযোগ্য|পেশাদার|সৎ|bishshosto/iu,
    smart: /স্মার্ট|প্রযুক্তি|ডিজিটাল|উদ্ভাবনী/iu,
    crafted: /ঐতিহ্য|হাতের কাজ|হাতে তৈরি|হাতে বোনা|কারিগর|দেশি|লোকজ|oitijhyo|deshi/iu,
  },
  nameWords: [
    { word: "shonali", meaning: "shonar moto ujjol", image: "ekta shonali dhaner shish" },
    {
      word: "matir",
      meaning: "matir toiri, shikorer kachhakachhi",
      image: "ekta shadamata matir hari",
    },
    { word: "nokshi", meaning: "noksha kora, hater kajer", image: "nokshikanthar ekta shelai" },
    { word: "apon", meaning: "nijer, kachher", image: "duto hat mile ekta ghor" },
    { word: "shobuj", meaning: "shotej ar pranobonto", image: "ekta kochi pata" },
    { word: "alor", meaning: "alo chharano", image: "uthti shurjo" },
  ],
  coinEndings: ["shala", "mela", "kotha", "bari"],
  placeWords: ["hat", "ghor", "kutir", "angina", "karkhana"],
  ideas: {
    compound: ({ root, image, feeling }) => ({
      name: sentenceCase(`${root}${image}`),
      type: "Jugmo shobdo",
      why: `“${sentenceCase(root)}” bole dey apni ki koren; “${image}” jog kore ${feeling} ekta chhobi.`,
      image: `ek tane aka ekta ${image}`,
    }),
    imageCompound: ({ root, image }) => ({
      name: sentenceCase(`${root}${image}`),
      type: "Jugmo shobdo",
      why: `Duto chena chhobi, “${root}” ar “${image}”, jure ekta notun shobdo: chhoto ar mone rakhar moto.`,
      image: `ekta ${root} ar ekta ${image} miliye aka chihno`,
    }),
    coined: ({ root, ending }) => ({
      name: sentenceCase(`${root}${ending}`),
      type: "Notun shobdo",
      why: `Chena ekta shobder shathe “${root}” jure notun nam: chhoto, mone rakha shohoj, ar ekantoi apnar.`,
      image: "ekta okkhor nijer moto kore aka wordmark",
    }),
    descriptive: ({ root, place }) => ({
      name: title(`${possessiveOf(root)} ${place}`),
      type: "Bornonamulok",
      why: "Ki bikri koren ta shorashori bole dey, tai search-e ar marketplace-e khuje pawa shohoj.",
      image: `shorol kore aka ${root} shoho ekta badge`,
    }),
    pair: ({ root, root2 }) => ({
      name: title(`${root} o ${root2}`),
      type: "Bornonamulok",
      why: `Apnar duto mul shobdo, “${root}” ar “${root2}”, purono dokaner signboard-er moto.`,
      image: "dui namer prothom okkhor jure dewa ekta chihno",
    }),
    metaphor: ({ root, root2, feeling }) => ({
      name: title(`${root} o ${root2}`),
      type: "Rupok",
      why: `Duto chhobi, ja ${feeling} onubhuti dey, othocho apnake ekta product-e bendhe rakhe na.`,
      image: `ekta ${root} ar ekta ${root2} miliye ektai chihno`,
    }),
    bangla: ({ root, word, meaning, image }) => ({
      name: title(`${word} ${root}`),
      type: "Bangla shobdo",
      why: `“${sentenceCase(word)}” mane ${meaning}: Bangali kretar kachhe chena, shunlei apon lage.`,
      image,
    }),
  },
  heading: (description) => `## Namer idea: ${inBanglish(description)}`,
  forAudience: (audience) =>
    `${sentenceCase(inBanglish(audience))} jeno shohoje bolte ar mone rakhte paren, sheta mathay rekhei namgulo bachha.`,
  tableHeaders: ["Nam", "Dhoron", "Keno kaj korbe"],
  topHeading: "## Shera 3ti",
  look: ({ idea, trait }) => [
    `**Icon:** ${sentenceCase(idea.image)}, othoba shudhu lekha chaile “${initial(idea.name)}” diye ekta monogram.`,
    `**Typography:** ${trait.type}, jate dekhte ${trait.feeling} lage.`,
    `**Rong:** ${trait.colours}.`,
  ],
  checksHeading: "## Shiddhanter age",
  checks: [
    "Nam ta jore bole dekhun, phone-e karo kachhe banan kore bolun: shune keu thomke gele bad din.",
    "Domain (.com, .com.bd) ar Facebook, Instagram o TikTok-e handle khali achhe ki na dekhun; namer English banan ta-o ekhoni thik kore felun.",
    "Apnar product-er category-te nam ta agei trademark kora ki na, desher trademark register-e khuje dekhun (Bangladesh-e Patent, Shilpo-Noksha o Trademarks Odhidoptor).",
    "Google, Daraz ar Facebook-e nam ta search korun, jate onno kono bikretar shathe na mele.",
  ],
});
