import { lowerFirst, someOf } from "../../kit/text-kit.ts";
import type { LogoNamePhrases } from "./logo-name-generator.writer.ts";

/** "jute" → "Jute", "LEAF" → "Leaf". */
const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export const logoNamesEn: LogoNamePhrases = {
  defaultDescription: "your business",
  defaultRoots: ["brand", "works"],
  traits: {
    natural: {
      words: ["Leaf", "Fern", "Root", "Grove", "Sprout", "Moss"],
      colours: "forest green, kraft beige and off-white",
      feeling: "natural and calm",
      type: "a humanist sans-serif with soft curves",
    },
    warm: {
      words: ["Hearth", "Ember", "Nest", "Sunny", "Haven"],
      colours: "terracotta, mustard and cream",
      feeling: "warm and welcoming",
      type: "a rounded sans-serif",
    },
    modern: {
      words: ["Line", "Form", "Studio", "Grid", "Mono"],
      colours: "charcoal, electric blue and white",
      feeling: "modern and clear",
      type: "a geometric sans-serif",
    },
    premium: {
      words: ["Aurum", "Velvet", "Crown", "Noir", "Silk"],
      colours: "black, gold and ivory",
      feeling: "refined and premium",
      type: "a high-contrast serif",
    },
    playful: {
      words: ["Pop", "Bloom", "Hop", "Zest", "Joy"],
      colours: "coral, sunny yellow and teal",
      feeling: "playful and bright",
      type: "a bold, rounded display face",
    },
    bold: {
      words: ["Forge", "Peak", "Bolt", "Summit"],
      colours: "deep red, black and white",
      feeling: "bold and confident",
      type: "a heavy condensed sans-serif",
    },
    calm: {
      words: ["Still", "Haven", "Drift", "Cloud"],
      colours: "sage, sand and white",
      feeling: "calm and gentle",
      type: "a light sans-serif with generous spacing",
    },
    trustworthy: {
      words: ["Anchor", "Keystone", "True", "Harbor"],
      colours: "navy, slate and white",
      feeling: "steady and trustworthy",
      type: "a sturdy serif",
    },
    smart: {
      words: ["Byte", "Pulse", "Logic", "Sync", "Nova"],
      colours: "midnight blue, cyan and white",
      feeling: "smart and forward-looking",
      type: "a geometric sans-serif with tight spacing",
    },
    crafted: {
      words: ["Loom", "Kiln", "Craft", "Thread"],
      colours: "indigo, rust and unbleached cotton",
      feeling: "crafted and rooted",
      type: "a classic serif",
    },
  },
  defaultTrait: {
    words: ["Spark", "Nest", "Path", "North"],
    colours: "deep blue, warm orange and white",
    feeling: "clear and approachable",
    type: "a clean sans-serif",
  },
  banglaWords: [
    { latin: "Nodi", bangla: "নদী", meaning: "river", image: "a flowing river line" },
    { latin: "Akash", bangla: "আকাশ", meaning: "sky", image: "an open sky with a single cloud" },
    { latin: "Shonar", bangla: "সোনার", meaning: "golden", image: "a golden paddy stalk" },
    { latin: "Mati", bangla: "মাটি", meaning: "earth, soil", image: "a simple clay pot" },
    { latin: "Notun", bangla: "নতুন", meaning: "new", image: "a sprouting seedling" },
    { latin: "Alo", bangla: "আলো", meaning: "light", image: "a rising sun" },
  ],
  inventedEndings: ["ora", "ly", "io", "ara", "eo"],
  placeWords: ["House", "Studio", "Lane", "Room", "Works", "Collective"],
  abstractEndings: ["ly", "a", "io"],
  ideas: {
    compound: ({ root, image, feeling }) => ({
      name: `${cap(root)}${image}`,
      type: "Compound",
      why: `“${root}” says what you do; “${image.toLowerCase()}” adds ${someOf(`${feeling} image`)}.`,
      image: `${someOf(`${root} shape`)} that doubles as ${someOf(image.toLowerCase())}`,
    }),
    compoundPair: ({ root, image }) => ({
      name: `${cap(root)}${image}`,
      type: "Compound",
      why: `Pairs “${root}” with “${image.toLowerCase()}”: concrete and easy to picture.`,
      image: `a simple ${image.toLowerCase()} drawn in one line`,
    }),
    invented: ({ root, stem, ending }) => ({
      name: `${cap(stem)}${ending}`,
      type: "Invented",
      why: `Built on “${root}” with a soft ending: short, ownable and easy to say.`,
      image: "a bold wordmark with one custom letter",
    }),
    descriptive: ({ root, place }) => ({
      name: `The ${cap(root)} ${place}`,
      type: "Descriptive",
      why: "Says exactly what you sell, which helps in search and on marketplaces.",
      image: `a badge with a simple ${root} drawing`,
    }),
    pair: ({ root, root2 }) => ({
      name: `${cap(root)} & ${cap(root2)}`,
      type: "Descriptive",
      why: `Names your two core words, “${root}” and “${root2}”, like a classic shop sign.`,
      image: `an ampersand joining the two initials`,
    }),
    metaphor: ({ imageA, imageB, feeling }) => ({
      name: `${imageA} & ${imageB}`,
      type: "Metaphor",
      why: `Two images that feel ${feeling}, without tying you to one product.`,
      image: `${someOf(imageA.toLowerCase())} and ${someOf(imageB.toLowerCase())} merged into one mark`,
    }),
    abstract: ({ image, ending }) => ({
      name: `${image}${ending}`,
      type: "Abstract",
      why: `A short coined word from “${image.toLowerCase()}”; room to grow into new products.`,
      image: `an abstract ${image.toLowerCase()} shape`,
    }),
    bangla: ({ latin, bangla, meaning, image, root }) => ({
      name: `${latin} ${cap(root)}`,
      type: "Bangla word",
      why: `“${latin}” (${bangla}) means ${meaning}: familiar to Bangla speakers, easy to say for everyone.`,
      image,
    }),
  },
  heading: (description) => `## Name ideas for ${lowerFirst(description)}`,
  tableHeaders: ["Name", "Type", "Why it works"],
  topHeading: "## Top 3",
  look: ({ idea, trait }) => [
    `**Icon:** ${idea.image}, or a monogram of “${idea.name.charAt(0)}” if you prefer type only.`,
    `**Typography:** ${trait.type}, to feel ${trait.feeling}.`,
    `**Colours:** ${trait.colours}.`,
  ],
  checksHeading: "## Before you decide",
  checks: [
    "Say it out loud and spell it over the phone: if people hesitate, drop it.",
    "Check the .com and your country's domain, plus the Facebook, Instagram and TikTok handles.",
    "Search your country's trademark register for the name in your product category.",
    "Search the name on Google and the marketplaces you sell on, so you don't clash with a seller.",
  ],
};
