import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeMarketingFunnelWriter } from "./marketing-funnel-generator.native.ts";

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/**
 * A marketing funnel in Banglish: the Bangla book's funnel as agencies type it in Latin letters,
 * the user's Bangla inputs romanised.
 */
export const marketingFunnelBanglish = nativeMarketingFunnelWriter({
  language: "banglish",
  defaultProduct: "apnar product",
  defaultGoal: "prothom order",
  stages: ({ product, core, goal, metric, benefit, kind }) => {
    const short = inBanglish(product.short);
    const forWho = core ? `${banglishPossessive(core)} jonno banano` : "apnar jonno banano";
    return {
      awareness: {
        stage: "Porichiti",
        mindset: `${sentenceCase(core ? inBanglish(core) : "kretara")} ekhono ${short} chenen na, ba dorkar ta ter panni.`,
        goal: "Thik manusher chokhe pora.",
        message: benefit
          ? `${sentenceCase(benefit)}, ${forWho}.`
          : `${sentenceCase(forWho)}: ${short}.`,
        content: "Chhoto video, kajer tips, creator-der post",
        channels: "Facebook ar Instagram Reels, TikTok, YouTube Shorts, creator",
        metric: "Reach ar protiti 1,000 jon-er kachhe pouchhanor khoroch",
      },
      consideration: {
        stage: "Tulona",
        mindset: "Option gulo miliye dekhchhen, bhorsha korar karon khujchhen.",
        goal: "Proshner uttor dewa ar bhorsha toiri kora.",
        message: `Keno ${short}, ar kader jonno.`,
        content: "Tulona, demo, proshnottor, ashol review",
        channels: "Website, Google Search, retargeting ad, Facebook group",
        metric: "Link click, page-e katano shomoy, save",
      },
      conversion: {
        stage: "Shiddhanto",
        mindset: "Kinte pray ready, kintu chhotto kono dbidha atke dite pare.",
        goal: `Agroho ke kaje bodlano: ${stop(inBanglish(goal))}`,
        message: "Spashto offer ar shohoj porer dhap.",
        content: {
          goods: "Product page, offer post, checkout-er reminder",
          software: "Trial ba demo page, shuru korar guide",
          service: "Package ar damer post, khali slot, booking-er reminder",
        }[kind],
        channels: "Retargeting ad, email, WhatsApp ba Messenger",
        metric: sentenceCase(metric),
      },
      retention:
        kind === "service"
          ? {
              stage: "Abar asha",
              mindset: "Ekbar booking diyechhen; abar ki ashben, ar onnoder anben?",
              goal: "Prothom obhiggota ta darun kora, ar fire ashar ekta karon dewa.",
              message: "Dhonnobad; abar kobe dekha hote pare, janiye rakhchhi.",
              content: "Dhonnobad-er message, shediner chhobi, porer moushumer age ekta reminder",
              channels: "WhatsApp, Messenger, email",
              metric: "Abar booking-er har ar review",
            }
          : {
              stage: "Abar kena",
              mindset: "Ekbar kinechhen; abar ki ashben?",
              goal: "Prothom obhiggota ta darun kora, ar fire ashar ekta karon dewa.",
              message: `${sentenceCase(short)} theke shobcheye beshi shubidha nin.`,
              content: "Byabohar-er tips, jotner poramorsho, refill ba upgrade-er reminder",
              channels: "Email, WhatsApp, kretader group",
              metric: "Repeat order-er har ba active user",
            },
      advocacy: {
        stage: "Shuparish",
        mindset: "Khushi kretara onnoder bolte raji, jodi tader bola hoy.",
        goal: "Kretader hat dhorei notun kreta ana.",
        message: "Jar bhalo lagbe, tar shathe share korun.",
        content: "Referral offer, review-er onurodh, kreta spotlight",
        channels:
          kind === "service"
            ? "WhatsApp, social post, protita booking-er por ekta dhonnobad card"
            : "Email, social post, packet-er bhetore chhoto card",
        metric: "Proti mashe referral ar review",
      },
    };
  },
  heading: (product) => `## Marketing funnel: ${sentenceCase(inBanglish(product))}`,
  brief: ({ goal, audience }) =>
    `Conversion-er lokkho: ${stop(inBanglish(goal))}${audience ? ` Audience: ${stop(inBanglish(audience))}` : ""}`,
  overviewHeaders: ["Dhap", "Lokkho", "Mul barta", "Channel", "Ja mapben"],
  detailsHeading: "## Protiti dhap bistarito",
  details: (stage) => [
    `**Kretar mone ja cholchhe:** ${stage.mindset}`,
    `**Lokkho:** ${stage.goal}`,
    `**Mul barta:** ${stage.message}`,
    `**Content ar offer:** ${stage.content}. [Jekhane manay, apnar ashol offer ta jog korun.]`,
    `**Channel:** ${stage.channels}`,
    `**Ja mapben:** ${stage.metric}`,
  ],
  quickWinsHeading: "## Jhotpot ja korben",
  quickWins: [
    "Protiti post ar ad-e UTM link din, tahole bujhben kon dhape kreta harachchhen.",
    "Jara visit korechhen kintu kenenni, tader niye ekta retargeting audience banan.",
    "Kenar age manush je proshnogulo koren, tar tintir uttor likhe page-e pin kore rakhun.",
    "Protiti order-er ek shoptah por chhotto ekta “kemon lagchhe?” message pathan.",
    "Shobcheye khushi kretader kachhe shorashori link shoho review chan.",
  ],
  goodsQuickWins: [
    "Payment-er upay (jemon cash on delivery, bKash ba Nagad) ar delivery-r shomoy product page-ei likhe rakhun; kenar age ei duto proshnoi shobcheye beshi ashe.",
  ],
});
