import { inBanglish, nativeCounted, nativeList } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeCrmWriter } from "./client-crm-dashboard.native.ts";

/** A sentence's full stop, unless it already ends in one. */
const stop = (text: string) => (/[.!?]$/u.test(text) ? text : `${text}.`);

/**
 * A client summary in Banglish: the Bangla book's summary as account managers type it in Latin
 * letters, the notes romanised.
 */
export const crmBanglish = nativeCrmWriter({
  language: "banglish",
  title: (client) => `# ${inBanglish(client)}`,
  counted: (text) => nativeCounted(text, "banglish"),
  defaultClient: "Client",
  signalNames: {
    payment: "Payment",
    renewal: "Renewal",
    opportunity: "Shujog",
    risk: "Jhuki",
    silent: "Shara nei",
    meeting: "Meeting",
    positive: "Bhalo khobor",
  },
  health: { atRisk: "Jhukite", needsAttention: "Nojor dewa dorkar", onTrack: "Thikthak cholchhe" },
  actions: {
    payment: () => ({
      action: "Invoice attach kore binoyer shathe payment-er kotha mone koriye din",
      when: "Ajkei",
    }),
    renewal: () => ({
      action: "Lokkher tulonay folafol dekhiye renewal-er prostab toiri korun",
      when: "Ei shoptahe",
    }),
    silent: () => ({
      action: "Ekta chhoto, nirdishto proshno diye abar jogajog korun",
      when: "Ajkei",
    }),
    risk: () => ({
      action: "Phone kore obhijog ta shunun, ar tarikh shoho shomadhane ekmot hon",
      when: "Ajkei",
    }),
    opportunity: (detail) => ({
      action: sentenceCase(
        `${detail ? `${inBanglish(detail)} niye` : "tara ja jante cheyechhen, ta niye"} ekta chhoto prostab pathan`,
      ),
      when: "Ei shoptahe",
    }),
    meeting: () => ({
      action: "Alochonar bishoy ar je shongkhagulo niye kotha hobe, agei pathiye din",
      when: "Meeting-er age",
    }),
  },
  goalAction: (goal) => [
    `Lokkher ogrogoti janan: ${inBanglish(goal)}`,
    "Shomporko ta folafoler dike nojor rakhe",
    "Ei shoptahe",
  ],
  testimonialAction: (quote) => ["Ekta review ba referral chan", quote, "Porer jogajoge"],
  quote: (fact) => `“${inBanglish(fact)}”`,
  unknowns: {
    budget: "mashik budget ba fee",
    renewal: "chukti shesh ba renewal-er tarikh",
    results: "lokkher tulonay shorbshesh folafol",
    contact: "mul jogajoger manush tir nam ar pod",
  },
  summaryHeading: "## Shongkhepe",
  goalLine: (goal) => `**Lokkho:** ${stop(inBanglish(goal))}`,
  fact: (fact) => stop(sentenceCase(inBanglish(fact))),
  noNotes:
    "Kono note dewa hoyni. Kajer shongkhepon pete ja janen likhun (shesh kobe kotha hoyechhe, folafol, khola proshno, invoice).",
  healthHeading: "## Client-er obostha",
  healthLine: ({ health, reason }) => `**${health}**${reason ? `: “${inBanglish(reason)}”.` : "."}`,
  openHeading: "## Ja ekhono khola",
  openItem: ({ kind, fact }) => `${kind}: ${stop(inBanglish(fact))}`,
  noOpenItems: "Note-e khola kichhu pawa jayni.",
  actionsHeading: "## Porer kaj",
  actionHeaders: ["Kaj", "Keno", "Kokhon"],
  noActions: "Note-e korar moto kichhu pawa jayni. Ogrogoti dekhte ekta check-in thik korun.",
  emailHeading: "## Follow-up email",
  subjects: [
    (client) => `${inBanglish(client)}: porer dhap`,
    (client) => `${inBanglish(client)}: chhotto update ar porer dhap`,
    (client) => `${inBanglish(client)}: erpor ja korchhi`,
  ],
  subject: ({ subject, goal }) =>
    `**Subject:** ${subject}${goal ? ` (“${inBanglish(goal)}”)` : ""}`,
  greeting: "Priyo [Nam],",
  update: (goal) =>
    goal
      ? `Apnar lokkho “${inBanglish(goal)}” niye chhotto ekta update: [shorbshesh folafol ek line-e].`
      : "Amader dik theke chhotto ekta update: [shorbshesh folafol ek line-e].",
  concern: (fact) =>
    `Apnar obhijoger byapare (“${inBanglish(fact)}”): bishoy ta thik korte chai. Ei shoptahe 15 minute kotha bola jabe ki?`,
  proposal: (detail) =>
    `Apni ${detail ? `${inBanglish(detail)} niye` : "notun ekta idea-r kotha"} bolechhilen; [din]-er moddhe ekta chhoto prostab pathabo.`,
  admin: (fact) =>
    `Hishaber ekta chhoto bishoy (“${inBanglish(fact)}”): apnar accounts team ke ektu dekhe nite bolben?`,
  signOffs: ["Shobshomoyer moto dhonnobad,", "Shubhechchha shoho,", "Shigghiri kotha hobe,"],
  signOff: (signOff) => `${signOff}  \n[Apnar nam]`,
  whatsappHeading: "## WhatsApp message",
  whatsappOpeners: ["chhotto ekta follow-up", "ekta chhoto update", "ektu khoj nite likhchhi"],
  whatsappAsks: [
    "Ei shoptahe 15 minute kotha bolar shomoy hobe?",
    "Ei shoptahe kono ek shomoy 15 minute kotha bola jabe?",
    "Ei shoptahe 15 minute-er ekta call-er jonno kokhon shubidha hoy?",
  ],
  whatsapp: ({ opener, goal, proposal, ask }) =>
    `Hello [Nam], ${opener}${goal ? `, “${inBanglish(goal)}” niye` : ""}. ${proposal ? `${proposal.detail ? `${inBanglish(proposal.detail)} niye` : "Prostaber"} bistarito shigghiri pathachchhi. ` : ""}${ask}`,
  unknownsHeading: "## Note-e ja nei",
  worthFindingOut: (unknowns) => `Jene newa bhalo: ${nativeList(unknowns, "banglish")}.`,
});
