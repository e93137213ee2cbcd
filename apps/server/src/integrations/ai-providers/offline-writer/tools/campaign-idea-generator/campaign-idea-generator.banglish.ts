import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeCampaignWriter } from "./campaign-idea-generator.native.ts";

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/** A festival's possessive as people type it ("Eid-er", "Pujar"). */
const festivalOf = (festival: string) =>
  /[aeiou]$/u.test(festival) ? `${festival}r` : `${festival}-er`;

/**
 * Campaign concepts in Banglish: the Bangla book's pitches as creative teams type them in Latin
 * letters, the user's Bangla product and audience romanised.
 */
export const campaignIdeasBanglish = nativeCampaignWriter({
  language: "banglish",
  defaultProduct: "apnar product",
  defaultGoal: "aro bikri",
  defaultAudience: "apnar kretara",
  concepts: [
    ({ product, core }) => ({
      name: `${opening(product.short)} niye 7 diner challenge`,
      idea: `${sentenceCase(banglishPossessive(core))} amontron janan: shat din ${inBanglish(product.short)} byabohar kore dekhun, ki bodlalo share korun.`,
      hook: "Shat din. Chhotto ekta bodol. Apnar ta dekhan.",
      fit: "Ongsho nile kretarai content banan, ar tader post pouchhay tader moto manusher kachhe.",
      channels: "Instagram ar TikTok (reels), Facebook group ba page, WhatsApp broadcast.",
      pieces: [
        "Challenge bojhanor launch reel",
        "Protidiner story prompt (din 1–7)",
        "Ongshogrohonkarider post repost series",
        "Shoptom diner foler carousel",
        "Ongshogrohonkarider niye dhonnobad post",
      ],
      weeks: [
        "Challenge-er teaser; prothom ongshogrohonkari khoja",
        "Protidiner prompt shoho challenge chalano",
        "Ongshogrohonkarider golpo share (onumoti niye)",
        "Foler shongkhepon ar ongshogrohonkarider jonno ekta offer",
      ],
      lowBudget:
        "Shudhu ekhonkar kretader niye chalan; shera post gulo ke paid ad-er bodole free product diye puroshkar din.",
    }),
    ({ product }) => ({
      name: "Toirir pechhoner golpo",
      idea: `${opening(product.short)} kivabe toiri, pack ar delivery hoy, ta dekhan: manushgulo, jotno ar khutinati.`,
      hook: "Product ta dekhechhen. Ebar chinun er pechhoner manushder.",
      fit: "Sochchhota bishshash toiri kore, ar bishshash thakle prothom order ashe druto.",
      channels: "Instagram Reels, Facebook, YouTube Shorts.",
      pieces: [
        "Porbo 1: jekhan theke shuru",
        "Porbo 2: je khutinati oneker chokh eriye jay",
        "Porbo 3: man jachai",
        "Porbo 4: ekta order pack kora",
        "Comment-er proshner uttor niye ekta post",
      ],
      weeks: [
        "Porbo 1–2",
        "Porbo 3–4",
        "Comment theke proshnottor",
        "Series-er link shoho offer post",
      ],
      lowBudget:
        "Ek dine phone-ei shob shoot kore felun, tarpor char shoptah dhore ekta ekta kore chharun.",
    }),
    ({ product }) => ({
      name: "Countdown drop",
      idea: `${sentenceCase(banglishPossessive(product.short))} shimito ekta batch, rong ba bundle nirdishto dine chharar age agroho toiri korun.`,
      hook: "[Tarikh]-e ashchhe notun kichhu. Notification chalu rakhun.",
      fit: "Shottikarer ekta shomoyshima thakle manush pore na rekhe ekhoni kenar karon pan.",
      channels: "Instagram ar Facebook story-te countdown sticker, email ba WhatsApp list, TikTok.",
      pieces: [
        "Teaser post (kichhu na dekhiye)",
        "Countdown story",
        "Prokasher reel",
        "Drop-er diner post, link shoho",
        "Shesh shujoger story (stock shotti-i shimito hole)",
      ],
      weeks: [
        "Teaser ar waitlist-e nam lekhano",
        "Prokash ar countdown",
        "Drop-er din ar tar porer koyek din",
        "Shongkhepon ar kretader dhonnobad",
      ],
      lowBudget:
        "Paid prochar bad din; shobai ke free waitlist-e anun, drop-er din shekhane message korun.",
    }),
    ({ core }) => ({
      name: "Live-e proshnottor",
      idea: `${opening(core)} shobcheye beshi je proshnogulo koren, live-e tar uttor din; apnar product thakbe uttorgulor ekta hoye.`,
      hook: "Proshno niye ashun. Live-e uttor debo.",
      fit: "Age shahajjo korle je monojog mele, ta ad-e kena jay na; ar recording ta kaj kore jay onek din.",
      channels: "Facebook Live ba Instagram Live, tarpor Reels ar YouTube Shorts-e clip.",
      pieces: [
        "Proshno joma newar post",
        "Live session",
        "Shera uttorgulor tinta chhoto clip",
        "Proshnottorer carousel",
        "Porer diner offer post",
      ],
      weeks: [
        "Proshno joma newa",
        "Live-e asha",
        "Clip gulo post kora",
        "Proshnottorer carousel ar offer",
      ],
      lowBudget: "Phone thekei live-e ashun, ar platform-er nijoshsho editor-e clip katun.",
    }),
    ({ product, core }) => ({
      name: "Ashol manush, ashol byabohar",
      idea: `${sentenceCase(banglishPossessive(core))} moddhe jara shottikarer kreta, tader diner kothay ${inBanglish(product.short)} kaje lage, ta dekhan.`,
      hook: "[Kretar nam] evabei eta byabohar koren.",
      fit: "Brand-er cheye manush nijer moto manush ke beshi bishshash koren.",
      channels: "Instagram, Facebook, TikTok, apnar website-er product page.",
      pieces: [
        "Kretader golpo cheye post",
        "3ti kreta spotlight post (onumoti niye)",
        "Kretader chhobir carousel",
        "Chhoto ekta testimonial video",
        "Dhonnobad post",
      ],
      weeks: [
        "Golpo ar onumoti shongroho",
        "Prothom duto spotlight",
        "Video ar carousel",
        "Shesh spotlight ar referral-er onurodh",
      ],
      lowBudget: "Message-e golpo cheye nin; jar golpo jabe, take ekta free gift din.",
    }),
    ({ product }) => ({
      name: "Bhul dharona bonam shotti",
      idea: `${opening(product.noun)} niye procholito bhul dharonagulo eke eke bhenge din.`,
      hook: "Ei kotha ta nishchoy shunechhen. Ashol shotti ta shunun.",
      fit: "Kajer, share korar moto post apnake ei category-r shot bisheshoggo hishebe dar koray.",
      channels: "Instagram carousel, Facebook, TikTok, byabshar product hole LinkedIn.",
      pieces: [
        "Bhul dharona 1: carousel",
        "Bhul dharona 2: chhoto video",
        "Bhul dharona 3: carousel",
        "“Ja khushi jiggesh korun” story",
        "Product-er link shoho shongkhepon post",
      ],
      weeks: [
        "Bhul dharona 1",
        "Bhul dharona 2",
        "Bhul dharona 3 ar proshno",
        "Shongkhepon ar offer",
      ],
      lowBudget:
        "Free design tool-e carousel banan; shudhu shobcheye bhalo chola post ta boost korun.",
    }),
    ({ product }) => ({
      name: "Bondhu ke shathe anun",
      idea: `Je kreta ekjon bondhu ke ${inBanglish(product.short)} chenaben, dujon kei ekta puroshkar din.`,
      hook: "Bhalo jinish bhag korle aro bhalo.",
      fit: "Referral-e asha kreta age thekei bhorsha niye ashen, tai shadharonoto shohoje kenen.",
      channels:
        "Kretader email ba WhatsApp, Instagram ar Facebook post, order confirmation-er page.",
      pieces: [
        "Ghoshonar post",
        "Ager kretader message",
        "Kivabe kaj kore, ta niye story",
        "Majhpothe mone koriye dewa",
        "Dhonnobad post",
      ],
      weeks: [
        "Code toiri ar ghoshona",
        "Ager kretader message",
        "Reminder ar shofol golpo",
        "Shesh dak ar fol",
      ],
      lowBudget: "Shohoj byaktigoto code din, ar ekta spreadsheet-e hishab rakhun.",
    }),
    ({ product, core }) => ({
      name: "Saradin shathe",
      idea: `${sentenceCase(banglishPossessive(core))} ekta din onushoron korun, jekhane jekhane kaje lage shekhane thakbe ${inBanglish(product.short)}.`,
      hook: "Shokal 6ta theke raat 10ta: kothay kothay kaje lage.",
      fit: "“Amar kaje lagbe?” proshner uttor jekono dabir cheye bhalo dey bastob byabohar.",
      channels: "Instagram Reels, TikTok, YouTube Shorts.",
      pieces: [
        "Shokaler reel",
        "Dupurer reel",
        "Shondhyar reel",
        "Puro diner cut",
        "Muhurtogulor carousel",
      ],
      weeks: [
        "Shoot kore shokaler reel post",
        "Dupur ar shondhyar reel",
        "Puro diner cut",
        "Carousel ar offer",
      ],
      lowBudget: "Ekjon ashol kreta ba team-er karo ke niye ek dinei shoot korun.",
    }),
  ],
  festivalNames: { eid: "Eid", puja: "Puja", boishakh: "Pohela Boishakh", christmas: "Christmas" },
  festivalConcept: ({ product, festival }) => ({
    name: `${festivalOf(festival)} gift guide`,
    idea: `${festivalOf(festival)} age ekta gift guide banan, jekhane priyojoner jonno shohoj ekta bachhai hobe ${inBanglish(product.short)}.`,
    hook: `${festivalOf(festival)} kenakatar list-e priyojoner jonno eta rakhun.`,
    fit: `${festival} shamne thakle manush emnitei kenar kotha bhaben; shomoymoto pouchhanor kotha spashto kore bolle shiddhanto shohoj hoy.`,
    channels: "Facebook ar Instagram, WhatsApp list, Daraz-e bikri korle shekhankar campaign.",
    pieces: [
      "Gift guide-er carousel",
      `${festivalOf(festival)} age shesh order-er tarikh janiye post`,
      "Packaging dekhano reel",
      "Kretader proshner uttor niye story",
      "Dhonnobad ar delivery-r khobor niye post",
    ],
    weeks: [
      "Guide ar packaging-er chhobi toiri",
      "Guide prokash ar boost",
      "Shesh order-er tarikh mone koriye dewa",
      "Delivery-r khobor ar dhonnobad",
    ],
    lowBudget:
      "Ekta carousel ar page-e pin kora post-i jotheshto; boost korun shudhu shesh shoptahe.",
  }),
  heading: (product) => `## Campaign idea: ${inBanglish(product)}`,
  brief: ({ goal, audience }) => `Lokkho: ${inBanglish(goal)}. Audience: ${inBanglish(audience)}.`,
  conceptHeading: ({ number, name }) => `## Concept ${number}: ${name}`,
  summary: ({ concept, metric }) => [
    `**Boro idea:** ${concept.idea}`,
    `**Hook:** “${concept.hook}”`,
    `**Keno manabe:** ${concept.fit}`,
    `**Channel:** ${concept.channels}`,
    `**KPI:** ${sentenceCase(metric)}, ager char shoptaher shathe tulona kore.`,
  ],
  piecesLabel: "**Content:**",
  launchLabel: "**Launch plan:**",
  week: ({ number, plan }) => `Shoptah ${number}: ${plan}`,
  lowBudget: (text) => `**Kom budget-e:** ${text}`,
  firstHeading: "## Age eta chalan",
  first: (name) =>
    `**${name}**: etar prostuti shobcheye kom lage, ar er content baki dutotei kaje lagano jay.`,
});
