import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { banglishProse, inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeAbTestWriter } from "./ab-test-variant-generator.native.ts";

/**
 * An A/B test in Banglish: the Bangla book's brief as people type it in Latin letters, the
 * original copy romanised when it was written in Bangla.
 */
export const abTestBanglish = nativeAbTestWriter({
  language: "banglish",
  defaultCopy: "Apnar ekhonkar lekha",
  defaultGoal: "aro beshi conversion",
  shown: banglishProse,
  angles: [
    {
      name: "Kreta ke shorashori daka",
      copy: ({ audience, flat }) =>
        audience ? `${sentenceCase(inBanglish(audience))}, ${flat}` : `Apnar jonnoi: ${flat}`,
      change: "Prothom shobdei kreta ke shorashori daka hoyechhe.",
      reason: "je lekha spashto bhabe tader uddeshe, manush shekhanei thamen",
    },
    {
      name: "Proshno diye shuru",
      copy: ({ brand, flat }) =>
        `${brand ? `${brand} try korechhen?` : "Emon kichhui khujchhilen na?"} ${flat}`,
      change: "Mul kothar age ekta proshno jog hoyechhe.",
      reason: "proshno porle mone mone uttor dite ichchhe kore, tai manush porte thaken",
    },
    {
      name: "Age action",
      copy: ({ actionFirst, flat }) => actionFirst ?? `Shongkhepe boli: ${flat}`,
      change: "CTA (ba mul kotha) shobar age ana hoyechhe.",
      reason: "jara chokh buliye jan, tarao chole jawar age dekhe nen ki korte hobe",
    },
    {
      name: "Chhoto kore bola",
      copy: ({ shorter }) => shorter,
      change: "Lekha ta kete shudhu mul kotha tuku rakha hoyechhe.",
      reason: "porte kom koshto hole beshi manush CTA porjonto pouchhan",
    },
    {
      name: "Nirdishto tothyo",
      copy: ({ flat }) =>
        `${flat} [Ekhane ekta nirdishto, jachai kora jay emon tothyo jog korun: ekta shongkha, upadan ba kotota shomoy bache.]`,
      change: "Ekta nirdishto, jachaiyoggo tothyo jog hoyechhe (shotti tothyo tai boshaben).",
      reason: "shadharon dabir cheye nirdishto tothyo beshi bishshashjoggo lage",
    },
    {
      name: "Jhuki komano",
      copy: ({ flat }) =>
        `${flat} [Ekhane ekta bhorshar kotha jog korun, jemon apnar ashol return ba batiler niyom.]`,
      change: "Jhuki komanor ekta kotha jog hoyechhe (jeta shotti-i apni den).",
      reason: "jhuki kom mone hole prothom pa fela shohoj hoy",
    },
    {
      name: "Chhotto ekta podokkhep",
      copy: ({ audience, flat }) =>
        `${audience ? `${sentenceCase(banglishPossessive(audience))} jonno` : "Apnar jonno"} chhotto ekta bodol: ${flat}`,
      change: "Mul kotha take shohoj, chhotto ekta podokkhep hishebe dekhano hoyechhe.",
      reason: "boro shiddhanter cheye chhoto podokkhep nite manush kom bhoy pan",
    },
  ],
  controlHeading: "## Control (apnar mul lekha)",
  letters: ["A", "B", "C"],
  variantHeading: ({ letter, angle }) => `## Variant ${letter} — ${angle}`,
  hypothesis: ({ angle, audience, goal, reason }) =>
    `**Hypothesis:** “${angle}” koushol ta use korle ${audience ? inBanglish(audience) : "kretara"} aro bhalo shara deben, ar sheta mapa hobe ei lokkho diye: ${inBanglish(goal)}. Karon ${reason}.`,
  whatChanges: (change) => `**Ki bodlachchhe:** ${change}`,
  howHeading: "## Kivabe chalaben",
  how: (metric) => [
    `**Mul metric:** ${metric}.`,
    "**Traffic shoman bhabe bhag korun** control ar variant gulor moddhe: eki shomoye, eki audience ke.",
    "**Protiti variant-e ektai jinish bodlan**, oporer moto, jate bojha jay parthokko ta kotha theke elo.",
    "**Protiti variant-e jotheshto conversion na asha porjonto chalan**, jate significance calculator bijoyi thik korte pare, ar ontoto puro ek shoptah, jate kajer din ar chhutir din duto-i dhora pore.",
    "**Bijoyi ke notun control banan**, tarpor porer idea ta tar biporite test korun.",
  ],
});
