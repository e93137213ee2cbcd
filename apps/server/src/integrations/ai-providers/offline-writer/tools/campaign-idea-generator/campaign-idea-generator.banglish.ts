import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeCampaignWriter } from "./campaign-idea-generator.native.ts";
import {
  ANY_OFFER,
  BOOKED_SERVICES,
  CLASSES,
  forKinds,
  GOODS,
  PRODUCTS,
  SERVICES,
} from "./campaign-idea-generator.writer.ts";

/** An input at the start of a sentence, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/** A festival's possessive as people type it ("Eid-er", "Pujar"). */
const festivalOf = (festival: string) =>
  /[aeiou]$/u.test(festival) ? `${festival}r` : `${festival}-er`;

/**
 * Campaign concepts in Banglish: the Bangla book's pitches as creative teams type them in Latin
 * letters, the user's Bangla product and audience romanised.
 */
/** Who a service serves: clients, or learners (students) when it is taught as classes. */
const client = (classes: boolean) => (classes ? "student" : "client");

export const campaignIdeasBanglish = nativeCampaignWriter({
  language: "banglish",
  defaultProduct: "apnar product",
  defaultGoal: "aro bikri",
  defaultAudience: "apnar kretara",
  concepts: [
    forKinds(PRODUCTS, ({ product, core }) => ({
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
    })),
    forKinds(GOODS, ({ product }) => ({
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
    })),
    forKinds(GOODS, ({ product }) => ({
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
    })),
    forKinds(ANY_OFFER, ({ core, kind }) => ({
      name: "Live-e proshnottor",
      idea: `${opening(core)} shobcheye beshi je proshnogulo koren, live-e tar uttor din; apnar ${kind === "service" ? "service" : "product"} thakbe uttorgulor ekta hoye.`,
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
    })),
    forKinds(PRODUCTS, ({ product, core }) => ({
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
    })),
    forKinds(ANY_OFFER, ({ product }) => ({
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
    })),
    forKinds(ANY_OFFER, ({ product, kind, classes }) => ({
      name: "Bondhu ke shathe anun",
      idea: `Je ${kind === "service" ? client(classes) : "kreta"} ekjon bondhu ke ${inBanglish(product.short)} chenaben, dujon kei ekta puroshkar din.`,
      hook: "Bhalo jinish bhag korle aro bhalo.",
      fit:
        kind === "service"
          ? "Referral-e asha manush age thekei bhorsha niye ashen, tai shadharonoto shohoje booking den."
          : "Referral-e asha kreta age thekei bhorsha niye ashen, tai shadharonoto shohoje kenen.",
      channels: classes
        ? "Ager student der WhatsApp ba email, Instagram ar Facebook post, bhorti nishchit korar message."
        : kind === "service"
          ? "Ager client der WhatsApp ba email, Instagram ar Facebook post, booking nishchit korar message."
          : "Kretader email ba WhatsApp, Instagram ar Facebook post, order confirmation-er page.",
      pieces: [
        "Ghoshonar post",
        kind === "service" ? `Ager ${client(classes)} der message` : "Ager kretader message",
        "Kivabe kaj kore, ta niye story",
        "Majhpothe mone koriye dewa",
        "Dhonnobad post",
      ],
      weeks: [
        "Code toiri ar ghoshona",
        kind === "service" ? `Ager ${client(classes)} der message` : "Ager kretader message",
        "Reminder ar shofol golpo",
        "Shesh dak ar fol",
      ],
      lowBudget: "Shohoj byaktigoto code din, ar ekta spreadsheet-e hishab rakhun.",
    })),
    forKinds(PRODUCTS, ({ product, core }) => ({
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
    })),
    forKinds(BOOKED_SERVICES, ({ product }) => ({
      name: "Age ar pore",
      idea: `${opening(product.short)} ki bodol ane, ta dekhan ekjon ekjon ashol client ke diye: age, pore, ar tara ki bollen.`,
      hook: "Ekoi manush. Ekta appointment. Swipe kore dekhun.",
      fit: "Chokhe dekha fol “amar belay kaj korbe to?” proshner uttor je kono bornonar cheye druto dey.",
      channels: "Instagram carousel ar Reels, Facebook, page-er review.",
      pieces: [
        "Jara feature hote raji, shei client der khonje post",
        "Age-pore carousel 1",
        "Reel: 15 second-e bodol ta",
        "Age-pore carousel 2, client-er nijer kotha shoho",
        "Khali slotgulo janiye booking post",
      ],
      weeks: [
        "Ager client der kachhe chhobi ar onumoti chawa",
        "Prothom carousel ar reel",
        "Ditiyo carousel ar client der kotha",
        "Khali slot ar booking-er reminder",
      ],
      lowBudget:
        "Age ar porer chhobi phone-ei tulun, ekoi alo ar ekoi jaygay; boost korun shudhu shei post, jeta emnitei bhalo cholechhe.",
    })),
    forKinds(BOOKED_SERVICES, ({ product }) => ({
      name: "Appointment-er pechhone",
      idea: `Ekta appointment-er age, majhe ar pore ${banglishPossessive(product.short)} pechhone ki ki thake, ta dekhan: prostuti, jotno ar shei khutinati, ja client ra kokhono dekhen na.`,
      hook: "Fol ta to dekhen. Ebar dekhun tar ager shob ta.",
      fit: "Manush tar kachhei booking den, jake bhorsha koren; kajer pechhoner jotno dekhale prothom booking-er agei shei bhorsha toiri hoy.",
      channels: "Instagram Reels ar story, Facebook, YouTube Shorts.",
      pieces: [
        "Porbo 1: client ashar ager prostuti",
        "Porbo 2: je shoronjam ar product-e amra bhorsha kori",
        "Porbo 3: je khutinati onekeri chokh eriye jay",
        "Porbo 4: client jokhon prothom fol ta dekhen",
        "Comment-er proshner uttor niye ekta post",
      ],
      weeks: [
        "Porbo 1–2",
        "Porbo 3–4",
        "Comment theke proshnottor",
        "Series-er link shoho booking post",
      ],
      lowBudget:
        "Ekta ashol appointment phone-e shoot korun (client-er onumoti niye), tarpor charta porbe kete nin.",
    })),
    forKinds(CLASSES, ({ product }) => ({
      name: "Char shoptaher ogrogoti",
      idea: `Ekjon ashol student-er prothom char shoptaho dekhan, ${banglishPossessive(product.short)} prothom class theke: kotha theke shuru korechhilen, ki bodlalo, ar notun keu shuru korle tini ki bolben.`,
      hook: "Prothom shoptaho vs chaturtho shoptaho. Ekoi manush. Swipe kore dekhun.",
      fit: "Chokhe dekha ogrogoti “amar moto keu parbe to?” proshner uttor class-er je kono bornonar cheye bhalo dey.",
      channels: "Instagram Reels ar carousel, Facebook, WhatsApp status.",
      pieces: [
        "Jini feature hote raji, emon ekjon student-er khonje post",
        "Reel: tar prothom class",
        "Ditiyo ar tritiyo shoptaher khojkhobor (story)",
        "Reel: chaturtho shoptahe ki bodlalo, tar nijer kothay",
        "Khali seat janiye bhortir post",
      ],
      weeks: [
        "Raji student khunje tar prothom class shoot",
        "Ditiyo shoptaher khojkhobor",
        "Tritiyo shoptaher khojkhobor ar proshner box",
        "Chaturtho shoptaher reel ar porer batch-er bhortir post",
      ],
      lowBudget:
        "Student-er onumoti niye phone-ei shoot korun; proti shoptahe tar koyekta shot kothai jotheshto.",
    })),
    forKinds(CLASSES, ({ product }) => ({
      name: "Class-er bhetore",
      idea: `${opening(banglishPossessive(product.short))} ekta class ashole kemon, ta dekhan: kivabe shuru hoy, ki onushilon hoy, ke shekhan, ar batch-e kotojon thaken.`,
      hook: "Emon class-e kokhono jan ni? Bhetore thik ki hoy, dekhun.",
      fit: "Bhetore ki hoy na jana tai beshirbhag notun der dure rakhe; dekhale shei dushchinta kete jay.",
      channels: "Instagram Reels ar story, Facebook, YouTube Shorts.",
      pieces: [
        "Porbo 1: class-er prothom panch minute",
        "Porbo 2: jini shekhan, tar shonge porichoy",
        "Porbo 3: shobcheye kothin ongsho, ar tate amra kivabe shahajjo kori",
        "Porbo 4: class-er shesh, ar barite ki onushilon korben",
        "Comment-er proshner uttor niye ekta post",
      ],
      weeks: [
        "Porbo 1–2",
        "Porbo 3–4",
        "Comment theke proshnottor",
        "Series-er link shoho trial class-er post",
      ],
      lowBudget:
        "Ekta ashol class phone-e shoot korun (student der onumoti niye), tarpor charta porbe kete nin.",
    })),
    forKinds(BOOKED_SERVICES, ({ product }) => ({
      name: "Shimito slot",
      idea: `Ek mash ba ek moushumer jonno ${banglishPossessive(product.short)} nirdishto koyekta booking khulun: age theke janiye, booking bondho howar tarikh shoho.`,
      hook: "[Mash]-e matro [shongkha]ta slot. Booking shuru [tarikh]-e.",
      fit: "Apnar shomoy shottii shimito; sheta shotbhabe bolle manush pore na rekhe ekhoni booking dewar karon pan.",
      channels:
        "Facebook ar Instagram post o story, ager client der WhatsApp broadcast, booking page.",
      pieces: [
        "Ghoshona: tarikh ar koyta slot",
        "Booking-er din porjonto countdown story",
        "Booking-er diner post: kivabe book korben",
        "“Ar koyta slot baki” story (shudhu shotti shongkha)",
        "Shob booked: dhonnobad ar waitlist-er post",
      ],
      weeks: [
        "Tarikh ghoshona; ager client ra age janben",
        "Booking shuru",
        "Baki slot-er khobor ar client der golpo",
        "Booking bondho; porer dofar jonno waitlist",
      ],
      lowBudget:
        "WhatsApp ba ekta free form-e booking nin, ar calendar ta ekta spreadsheet-e rakhun.",
    })),
    forKinds(SERVICES, ({ product, core, classes }) => ({
      name: `Ashol ${client(classes)}, ashol golpo`,
      idea: `${sentenceCase(banglishPossessive(core))} moddhe jara apnar ashol ${client(classes)}, tader nijer kothay shonan: keno ${inBanglish(product.short)} bechhe nilen, ar kemon laglo.`,
      hook: `Age ektu bhoy pachchhilam. Tarpor… [${client(classes)}-er nam]`,
      fit: "Byabshar nijer kothar cheye manush nijer moto manusher kotha beshi bishshash koren.",
      channels: "Instagram, Facebook, page-er review, WhatsApp status.",
      pieces: [
        `${sentenceCase(client(classes))} der golpo cheye post`,
        `3ti ${client(classes)} spotlight post (onumoti niye)`,
        "Review-er carousel",
        "Chhoto ekta testimonial video",
        "Dhonnobad post",
      ],
      weeks: [
        "Golpo ar onumoti shongroho",
        "Prothom duto spotlight",
        "Video ar review-er carousel",
        "Shesh spotlight ar referral-er onurodh",
      ],
      lowBudget: `${classes ? "Protita batch sheshe" : "Protita booking-er por"} message-e ekta voice note ba dui line cheye nin; jar golpo jabe, take dhonnobad hishebe chhoto ekta chhar din.`,
    })),
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
  festivalServiceConcept: ({ product, festival }) => ({
    name: `${festivalOf(festival)} age booking`,
    idea: `${festivalOf(festival)} ager byasto dingulor jonno ${banglishPossessive(product.short)} booking agebhage khulun, jate client ra shesh muhurter bhire na poren.`,
    hook: `${festivalOf(festival)} age shomoy pawa kothin. Apnar slot ta ekhoni rakhun.`,
    fit: `${festival} shamne thakle shobai ekoi koyek dine booking chan; age janale calendar bhore agebhage, ar shesh muhurte kauke ferate hoy kom.`,
    channels: "Facebook ar Instagram, ager client der WhatsApp list, page-e pin kora post.",
    pieces: [
      `${festivalOf(festival)} booking-er tarikh ar shomoy janiye post`,
      "Ager kajer carousel",
      "Reel: ekta appointment shuru theke shesh",
      "Ar koyta slot baki, ta niye story",
      "Dhonnobad ar porer moushumer waitlist-er post",
    ],
    weeks: [
      "Tarikh thik kora ar ager kajer chhobi bachhai",
      "Booking shuru ar ager client der message",
      "Baki slot-er khobor",
      `${festivalOf(festival)} ager shesh slot ar dhonnobad`,
    ],
    lowBudget:
      "Page-e pin kora ekta post ar ager client der WhatsApp message-i jotheshto; boost korun shudhu booking-er prothom shoptahe.",
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
