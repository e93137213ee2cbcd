import { banglishPossessive } from "../../kit/bangla-kit.ts";
import {
  banglishName,
  banglishNamePossessive,
  inBanglish,
  yourFor,
} from "../../kit/bangla-copy-kit.ts";
import { numbered, sentenceCase } from "../../kit/text-kit.ts";
import { nativeSchedulerWriter } from "./social-post-scheduler.native.ts";
import { schedulerTipsBanglish } from "./social-post-scheduler.tips.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";

/** What a behind-the-scenes post can show, by what is sold. */
const BEHIND: Readonly<Record<OfferKind, string>> = {
  goods: "ajker order pack kora",
  software: "porer update niye team-er kaj",
  service: "ajker booking-er prostuti",
};

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/** The object form as people type it: "EcoStep-ke", "amader page-ke". */
const objectOf = (name: string) => `${inBanglish(name)}-ke`;

/**
 * A week of social posts in Banglish: the Bangla book's plan as social teams type it in Latin
 * letters, the week from Shonibar, the user's Bangla inputs romanised.
 */
export const schedulerBanglish = nativeSchedulerWriter({
  language: "banglish",
  defaultBrand: "amader page",
  weekdays: [
    "Shonibar",
    "Robibar",
    "Shombar",
    "Mongolbar",
    "Budhbar",
    "Brihoshpotibar",
    "Shukrobar",
  ],
  times: {
    facebook: ["Raat 9ta", "Raat 8:30", "Dupur 1:30", "Raat 10ta"],
    instagram: ["Raat 8ta", "Dupur 1ta", "Raat 9ta", "Shondha 7:30"],
    linkedin: ["Shokal 9ta", "Shokal 10ta", "Dupur 12ta"],
    tiktok: ["Shondha 7ta", "Raat 9:30", "Raat 10ta"],
    x: ["Shokal 9ta", "Dupur 12ta", "Shondha 6ta"],
    youtube: ["Shondha 6ta", "Raat 8ta"],
    other: ["Raat 8ta", "Dupur 1ta"],
  },
  timeFits: ({ day, time }) => day !== 6 || !time.startsWith("Dupur"),
  purposes: {
    educate: "Tips",
    engage: "Alap jomano",
    sell: "Bikri",
    behindTheScenes: "Pordar pechhone",
    community: "Community",
  },
  ideas: {
    educate: "3ti jhotpot tips",
    engage: "Follower-der jonno ekta proshno",
    sell: "Order-er spashto dak shoho product post",
    behindTheScenes: "Pordar pechhoner golpo",
    community: "Kretader chhobi ar dhonnobad",
  },
  idea: ({ idea, focus }) => `${idea} (${inBanglish(focus)})`,
  copy: {
    educate: ({ core, focus, emoji, brand, tips, round }) =>
      `${opening(focus)} niye ${round === 0 ? `${core ? `${banglishPossessive(core)} ` : ""}je 3ti kotha jana dorkar` : "aro 3ti tips"}${emoji}\n\n${numbered(tips)}\n\nPore kaje lagbe, tai post ta save kore rakhun. Emon aro tips pete ${objectOf(brand)} follow korun.`,
    engage: ({ core, focus, emoji }) =>
      `${core ? `${opening(core)}, ekta proshno` : "Ekta proshno"}: ${inBanglish(focus)} niye ${yourFor(core, "banglish")} mone kon proshno ta shobcheye beshi ghore?${emoji} Comment-e janan, shobcheye beshi asha proshnogulor uttor debo ei shoptahei.`,
    sell: ({ focus, brand, emoji, core, cta }) =>
      `${sentenceCase(banglishNamePossessive(brand))} ${inBanglish(focus)}${emoji}\n\n${core ? `${sentenceCase(banglishPossessive(core))} kotha bhebei banano. ` : ""}[Je kotha ta shunle manush kinte chaibe, sheta likhun: dam, ki ki thakchhe ba mul shubidha.]\n\n${cta}`,
    behindTheScenes: ({ brand, emoji, focus, kind }) =>
      `Cholun, ${banglishNamePossessive(brand)} pordar pechhone ektu ghure ashi${emoji} [Ki dekhachchhen likhun, jemon ${BEHIND[kind]} ba ${inBanglish(focus)} niye prostuti.] Erpor ki dekhte chan, comment-e bolun.`,
    community: ({ brand, emoji, brandTag, core }) =>
      `${sentenceCase(yourFor(core, "banglish"))} chhobite ${banglishName(brand)} dekhte amader darun lage${emoji} ${brandTag} diye chhobi share korun, bachhai kora chhobigulo amra ekhane tule dhorbo. [Onumoti niye ekjon ashol kretar chhobi repost korun.]`,
  },
  tips: schedulerTipsBanglish,
  heading: (brand) => `## ${sentenceCase(banglishNamePossessive(brand))} weekly post plan`,
  audienceLine: (audience) => `**Kader jonno:** ${inBanglish(audience)}`,
  tableHeaders: ["Din", "Platform", "Format", "Shomoy", "Post-er idea"],
  timesNote:
    "Shomoygulo shuru korar ekta dharona, data noy: page-er insights dekhe je shomoy apnar follower-ra online thaken, post shei shomoye shoriye nin. Shukrobar jummar shomoy ta (dupur) bad rakha hoyechhe.",
  postsHeading: "## Post gulo",
  postHeading: ({ number, day, platform, time }) =>
    `### Din ${number} — ${day} · ${platform} · ${time}`,
  postLabel: ({ purpose, format }) => `*${purpose} · ${format}*`,
  notesHeading: "## Mone rakhun",
  notes: [
    "Dui shoptah por insights dekhe nin; follower-ra je shomoy shobcheye beshi active, post shei shomoye shoriye nin.",
    "Post korar por prothom ek ghonta comment-er uttor din; shurutei alap jomle post beshi manusher kachhe pouchhay.",
    "Schedule korar age [bracket-er] jaygagulote ashol tothyo boshan, ar shobcheye bhalo chola post ta porer shoptahe abar kaje lagan.",
  ],
});
