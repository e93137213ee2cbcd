import { banglishProse, inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { audienceHashtags, nativeReelWriter } from "./video-script-to-reel.native.ts";

/**
 * A reel plan in Banglish: the Bangla book's plan as content teams type it in Latin letters, the
 * user's Bangla script romanised in the voice-over.
 */
export const reelBanglish = nativeReelWriter({
  language: "banglish",
  shown: banglishProse,
  wordsPerSecond: 2,
  ctaWords:
    /order|inbox|link|follow|comment|message|kinun|dekhun|share|save|click|call korun|book korun|download|subscribe|jog din/iu,
  hooks: [
    (audience) =>
      audience ? `${sentenceCase(inBanglish(audience))}, eta ekbar dekhun.` : "Eta ekbar dekhun.",
    () => "Shesh porjonto dekhun…",
    () => "Ei jinish ta keu dekhay na.",
  ],
  ctas: [
    "Aro dekhte follow korun, ar video ta save kore rakhun.",
    "Bistarito jante bio-r link-e jan.",
    "Comment-e “dam” likhun, amra inbox-e janiye debo.",
  ],
  hookVisuals: [
    "Ekdom kachh theke shuru, tarpor druto zoom out",
    "Shorashori camera-r dike takiye, kothar majhkhan theke shuru (kono intro noy)",
    "Age shesh fol ta, tarpor cut kore shurute fera",
    "Druto age-pore split screen",
  ],
  middleVisuals: [
    "Hate-kolome dekhano, opor theke shoot",
    "Mul khutinatir close-up",
    "Kandher opor diye byaboharer drishyo",
    "Shomoshyar muhurte druto cut",
    "Rojkar poribesher B-roll",
    "Shadamata background-e lekha, dhire zoom in",
    "Pashapashi tulona",
    "Camera-r dike takiye protikriya",
    "Slow-motion-e khutinati",
    "Hatte hatte kotha, hate dhora camera",
  ],
  ctaVisuals: [
    "Camera-r dike takiye nicher caption-er dike ishara",
    "Product ba screen frame-e, shathe CTA lekha",
    "Shesh card-e apnar page-er nam ar CTA",
  ],
  patternInterrupt: "(pattern interrupt: notun angle ba ekta sound effect)",
  quickCuts: (cuts) => `(${cuts}ti druto cut-e bhag korun)`,
  hookOnScreen: "Eta dekhun",
  keyPointPlaceholder: "[3–5 shobde mul kotha]",
  linePlaceholder: "[Apnar line ekhane]",
  ctaOnScreen: "Aro dekhte follow korun",
  span: ({ from, to }) => `${from}–${to}`,
  heading: (seconds) => `## Reel plan: ${seconds} second, 9:16 vertical`,
  audienceLine: (audience) => `**Dorshok:** ${inBanglish(audience)}`,
  noDuration: (seconds) => `Duration pora jayni, tai plan ta ${seconds} second-er.`,
  clamped: ({ seconds, min, max }) =>
    `${seconds} second dhore plan kora hoyechhe: ei writer ${min}–${max} second-er reel plan kore.`,
  noScript: "Kono script dewa hoyni: voice-over column-e apnar line gulo boshiye nin.",
  tooLong: ({ words, wordsPerSecond, seconds, budget }) =>
    `Apnar script-e ${words}ti shobdo; second-e motamuti ${wordsPerSecond}ti shobdo dhorle ${seconds} second-e ante pray ${budget}ti. Voice-over ektu chhoto korun, ba kichhu kotha screen-er lekhay din.`,
  hookHeading: "## Hook",
  hookAdvice: (hook) =>
    `**Prothom 2 second:** ${hook} Shobcheye akorshoniyo drishyo ta age dekhan; logo ba intro diye shuru korben na.`,
  shotListHeading: "## Shot list",
  shotListHeaders: ["Shomoy (second)", "Drishyo", "Screen-er lekha", "Voice-over"],
  audioHeading: "## Audio",
  audioOptions: [
    "Voice-over-er niche halka, pranobonto instrumental; kotha bolar shomoy volume komiye din.",
    "Cut-er shathe miliye ekta sthir beat, pattern interrupt-e chhotto ekta sound effect.",
    "Shanto instrumental, voice-over tai thakuk shamne.",
  ],
  audio: (option) =>
    `${option} Business account hole platform-er commercial music library theke track bechhe nin.`,
  captionHeading: "## Caption",
  audienceTags: (audience) => audienceHashtags(audience, true),
  reelTag: "#Reels",
  tipsHeading: "## Shooting tips",
  tips: [
    "Phone khara kore (9:16) janalar dike mukh kore shoot korun, alo norom ar shoman thakbe.",
    "Lekha ar mukh frame-er majhkhane rakhun, kinarar button gulo theke dure.",
    "Voice-over alada kore chupchap ghore record korun, tarpor shot-er opor boshan.",
    "Caption video-r bhetorei boshiye din: onekei sound bondho rekhe dekhen.",
    "Proti 1–3 second-e cut korun; protiti birati chhete felun.",
    "Shuru korun norachora ba mukh diye, logo diye kokhono noy.",
  ],
});
