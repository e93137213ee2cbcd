import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeLeadFunnelWriter } from "./lead-capture-funnel.native.ts";

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/**
 * A lead funnel in Banglish: the Bangla book's funnel as businesses type it in Latin letters, the
 * customer's Bangla words romanised.
 */
export const leadFunnelBanglish = nativeLeadFunnelWriter({
  language: "banglish",
  defaultProduct: "amader product",
  defaultPain: "kotha theke shuru korbo, bujhte pari na",
  headline: ({ problem, question }) =>
    question
      ? `${sentenceCase(inBanglish(problem))}?`
      : `“${sentenceCase(inBanglish(problem))}” — er shohoj shomadhan`,
  magnets: ({ problem, question, core, product }) => {
    const shown = sentenceCase(inBanglish(problem));
    /** The problem leading a title: "Kon juta bhalo?" or "“Shomoy pai na”:". */
    const lead = question ? `${shown}?` : `“${shown}”:`;
    return {
      checklist: {
        format: "checklist",
        title: `${lead} ${question ? "" : "shomadhaner "}ek patar checklist`,
        promise: `“${inBanglish(problem)}” — er uttor ek patay, ja rekhe dewa jay.`,
      },
      guide: {
        format: "guide",
        title: `${lead} ${core ? `${banglishPossessive(core)} jonno ` : ""}5 minute-er guide`,
        promise: "Chhotto ekta lekha, ja shesh hoy spashto ekta shiddhante.",
      },
      quiz: {
        format: "quiz",
        title: question ? `Quiz: ${shown}?` : `Quiz: “${shown}” — apnar jonno kon shomadhan?`,
        promise: "Dui minute, nijer jonno ekta uttor, ar apnar kachh theke abar shonar ekta karon.",
      },
      emailCourse: {
        format: "email course",
        title: `${lead} 5 diner email course`,
        promise: "Protidin ekta chhoto dhap, email-e ba WhatsApp-e.",
      },
      template: {
        format: "template",
        title: `${sentenceCase(inBanglish(product.short))} starter template`,
        promise: "Ajkei kaje laganor moto ready ekta shuru.",
      },
      sample: {
        format: "sample",
        title: `${sentenceCase(inBanglish(product.short))} try korun: free sample`,
        promise: "Kenar age chekhe dekhar shujog (sample dewar shamorthyo thakle tobei).",
      },
      consultation: {
        format: "poramorsho",
        title: `${sentenceCase(banglishPossessive(product.short))} shathe 15 minute-er free poramorsho`,
        promise:
          "Chhoto ekta call ba dekha, ki dorkar bujhe spashto dam janano-r jonno (shomoy dite parle tobei).",
      },
      practiceTest: {
        format: "practice test",
        title: `${sentenceCase(banglishPossessive(product.short))} free practice test: janun kotha theke shuru korchhen`,
        promise:
          "Ashol shomoy dhore chhoto ekta test, shathe kon tinta bishoye age kaj korte hobe ta likhe dewa (druto dekhe dite parle tobei).",
      },
    };
  },
  heading: ({ product }) => `## ${sentenceCase(banglishPossessive(product.short))} lead funnel`,
  brief: ({ product, audience, pain }) =>
    `Product: ${stop(inBanglish(product.full))}${audience ? ` Audience: ${stop(inBanglish(audience))}` : ""} Kretar shomossha: “${inBanglish(pain)}”.`,
  magnetsHeading: "## Lead magnet-er idea",
  magnet: ({ title, format, promise }) => `**${title}** (${format}): ${promise}`,
  pick: ({ format, problem, question }) =>
    `**Bachhai:** ${format}. Eta shorashori “${inBanglish(problem)}” ${question ? "proshner uttor dey" : "niye kotha bole"}, ar banateo shomoy kom lage.`,
  optInHeading: "## Opt-in page",
  optIn: ({ headline, format, core }) => [
    `**Headline:** ${headline}`,
    `**Subheadline:** ${core ? `${sentenceCase(banglishPossessive(core))} jonno banano ` : ""}free ${format} ta nin, shiddhanto nin nishchinte.`,
    "**Bullet:**",
  ],
  optInBullets: [
    "Shiddhanto newar age je tinti proshno korben",
    "Shobcheye shadharon bhul, ar kivabe eraben",
    "Ajkei newa jay emon ekta shohoj porer dhap",
  ],
  form: ({ format }) => [
    "**Form-er ghor:** nam ar email (othoba WhatsApp number). Er beshi kichhu noy.",
    `**Button:** ${sentenceCase(format)} ta pathiye din`,
    "**Privacy line:** Shudhu eta ar e-shongkranto tips pathabo; jekono shomoy unsubscribe korte parben. (Kotha ta rakhben.)",
  ],
  thankYouHeading: "## Dhonnobad page",
  whileYouWait: [
    (short) => `${inBanglish(short)} kivabe kaj kore, dekhe nin`,
    () => "weekly tips pete amader follow korun",
    () => "prothom email-er reply-te apnar shobcheye boro proshno ta likhe pathan",
  ],
  thankYou: ({ format, next }) =>
    `**Inbox dekhun: apnar ${format} ta pathano hoyechhe.** Totokkhone ${next}.`,
  nurtureHeading: "## Ek shoptaher follow-up",
  nurtureHeaders: ["Din", "Subject", "Uddeshyo", "Ki korte bolben"],
  nurture: ({ format, core, product, kind }) => {
    const short = inBanglish(product.short);
    return [
      [
        "Din 0",
        `Apnar ${format} ta eshe gechhe`,
        "Ja cheyechhilen, shathe shathe pouchhe dewa",
        `${sentenceCase(format)} ta khulun`,
      ],
      [
        "Din 1",
        "Ajkei kaje lagbe emon ekta tips",
        "Chhotto, kajer ekta tips, ja shathe shathe kora jay",
        "Folafol reply kore janan",
      ],
      [
        "Din 3",
        "Je bhul ta eraben (ar tar bodole ki korben)",
        "Bhul ta ar bhalo upay ta dekhano",
        "Puro tips ta porun",
      ],
      [
        "Din 5",
        core
          ? `${sentenceCase(inBanglish(core))} kivabe ${short} byabohar korchhen`
          : `${sentenceCase(short)} niye ekjon kretar golpo`,
        "Ekjon ashol kretar golpo (onumoti niye)",
        `${sentenceCase(short)} dekhun`,
      ],
      [
        "Din 7",
        "Shiddhanto nite ready?",
        "Apnar offer, porer dhap spashto kore",
        {
          goods: "Ekhoni order korun",
          software: "Ekhoni shuru korun",
          service: "Ekhoni book korun",
        }[kind],
      ],
    ];
  },
  nurtureNotes: ({ format, product }) => [
    `**Din 0:** ${format} ta, shathe apni ke, ta niye ek line.`,
    "**Din 1:** panch minute-e kaje lagano jay emon tips; folafol reply kore janate bolun.",
    "**Din 3:** bhul ta ki, keno hoy, ar tar bodole ki korben.",
    `**Din 5:** ${inBanglish(product.short)} niye ekjon ashol kretar golpo. [Onumoti niye shottikarer golpo din.]`,
    `**Din 7:** offer: ${inBanglish(product.short)} ki, kader jonno, ar kivabe paben. [Apnar ashol offer ta likhun.]`,
  ],
  metricsHeading: "## Je hishabgulo dekhben",
  metrics: [
    "Opt-in rate: sign-up ÷ landing page-er visitor.",
    "Protiti email-er open ar click rate.",
    "Lead theke kreta howar har: 30 diner moddhe kreta ÷ lead.",
    "Taka khoroch kore visitor anle protiti lead-er khoroch.",
  ],
});
