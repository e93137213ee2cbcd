import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeThumbnailWriter } from "./thumbnail-title-generator.native.ts";

/**
 * Thumbnail text and titles in Banglish: the Bangla book's words as creators type them in Latin
 * letters, the user's Bangla topic romanised.
 */
export const thumbnailsBanglish = nativeThumbnailWriter({
  language: "banglish",
  defaultTopic: "apnar video",
  defaultWord: "eta",
  shown: (text) => sentenceCase(inBanglish(text)),
  angles: {
    number: "Shongkha",
    curiosity: "Koutuhol",
    warning: "Shotorkota",
    benefit: "Shubidha",
    audience: "Dorshok",
    contrast: "Tulona",
    checklist: "Checklist",
  },
  candidates: ({ head, number, audience }) => ({
    number: number ? [number, `${number} eriye cholun`, `${number}: dekhe nin`] : [],
    curiosity: [
      "Ja bhabchhen ta noy",
      `${head}?`,
      `${head} niye shotti ta`,
      "Shesh porjonto dekhun",
    ],
    warning: ["Ei bhul ta korben na", "Ektu shabdhan", "Eta ar korben na"],
    benefit: ["Er bodole eta korun", "Shohoj shomadhan", "Evabe korlei hobe"],
    audience: audience
      ? [
          `${sentenceCase(inBanglish(audience))}, eta dekhun`,
          `${sentenceCase(banglishPossessive(audience))} jonno`,
        ]
      : [],
    contrast: ["Age bonam pore", "Bhul bonam thik", "Myth bonam shotti"],
    checklist: ["Ek nojore checklist", "Tips ta save korun"],
  }),
  heading: "## Thumbnail-er lekha",
  note: ({ words, max }) =>
    `Protiti maximum ${words} shobdo ar ${max} okkhorer, jate phone-er chhoto screen-eo ek nojore pora jay.`,
  item: ({ counted, angle }) => `${counted} · ${angle}`,
  titlesHeading: "## Manansoi video title",
  titles: ({ topic, audience }) => [
    topic,
    `${topic} (shuru korar age dekhe nin)`,
    ...(audience ? [`${topic}: ${banglishPossessive(audience)} ja jana dorkar`] : []),
    `${topic}, shohoj bhashay`,
    `${topic} | shohoj, shot guide`,
  ],
  designHeading: "## Design note",
  design: [
    "Kora contrast: garho ongshe halka lekha (ba ulto ta), charpashe mota outline.",
    "Ektai focus: title-er abeg bojhay emon ekta mukh, noyto product ta; duto chhoto kore ekshathe noy.",
    "Nicher dan kon faka rakhun; video-r shomoy okhanei dekhay.",
  ],
  audienceNote: (audience) =>
    `Emon mukh ba drishyo bechhe nin, ja dekhe ${inBanglish(audience)} nijeder chinte paren.`,
});
