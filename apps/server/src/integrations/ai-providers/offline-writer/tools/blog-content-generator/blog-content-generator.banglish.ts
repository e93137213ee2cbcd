import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish, nativeCounted } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeBlogWriter, type BlogNativeBook } from "./blog-content-generator.native.ts";

/** An input at the start of a sentence or heading, romanised and capitalised. */
const opening = (text: string) => sentenceCase(inBanglish(text));

/**
 * The blog post in Banglish: the Bangla book's copy as people type it in Latin letters, everyday
 * English nouns (guide, checklist, budget) kept, the user's Bangla inputs romanised.
 */
export const blogBookBanglish: BlogNativeBook = {
  language: "banglish",
  shown: inBanglish,
  defaultTopic: "apnar bishoy",
  defaultThird: "dam ar man",
  topicTitles: ({ topic }) => [
    `${opening(topic)}: shohoj ekti guide`,
    `${opening(topic)}: shuru korar age ja jana dorkar`,
    `${opening(topic)}: hate-kolome guide`,
  ],
  keywordTitles: ({ main }) => [
    `${opening(main)} niye puro guide`,
    `${opening(main)}: hate-kolome guide`,
  ],
  openers: [
    ({ main }) => `${opening(main)} niye dwidhay achhen? Apni eka non.`,
    ({ main }) => `${opening(main)} niye thik shiddhanto newa motei kothin kichhu noy.`,
    ({ main }) =>
      `${opening(main)} niye joto poramorsho pawa jay, tar beshirbhag-i hoy khub shadharon, noyto khub jotil.`,
    ({ main }) =>
      `${opening(main)} emon ekta bishoy, jeta niye shiddhanto fele rakha shohoj, kintu bhul hole khoroch bare.`,
  ],
  introduction: ({ opener, audience, you, about }) =>
    audience
      ? `${opener} ${inBanglish(audience)}, ei lekha ta ${you} jonno: ${inBanglish(about)} niye shojashapta, kajer kotha.`
      : `${opener} Ei lekhay ${inBanglish(about)} niye shojashapta, kajer kothagulo guchhiye bola holo.`,
  overview: ({ main }) =>
    `Niche paben ${inBanglish(main)} niye ki ki dekhben, kivabe shuru korben, kon bhulgulo eriye cholben, ar ajkei kaje lagano jay emon ekta checklist.`,
  basicsHeadings: [
    ({ main }) => `## ${sentenceCase(banglishPossessive(main))} mul kotha`,
    ({ main }) => `## ${opening(main)}: shurutei ja jana dorkar`,
    ({ main }) => `## Shohoj bhashay ${inBanglish(main)}`,
  ],
  basics: () =>
    `Jetai bechhe nin, sheta tokhoni kaje ashbe, jokhon ta apnar rojkar jiboner shathe maniye jabe. Tulona shuru korar age likhe felun apnar kachhe shobcheye joruri dui-tinti bishoy, jemon dam, aram, shomoy bachano ba koto din tikbe.`,
  examplePlaceholder:
    "[Ekhane apnar kreta ba nijer ovigyota theke ekta chhoto udahoron jog korun: bastob ghotona thakle ei ongsho ta pathoker mone thake.]",
  whyHeading: "## Keno eta joruri",
  why: ({ main }) =>
    `${opening(main)} niye ektu age theke bheve rakhle taka ar shomoy duto-i bache: bhul shiddhanto kome, ferot dewar jhamela kome, pore afshosh-o kom hoy. Keno eta bechhe nilen, sheta poribar ba colleague-der bojhano-o shohoj hoy.`,
  stepsHeadings: [
    ({ second }) => `## ${opening(second)} niye kivabe shuru korben`,
    ({ second }) => `## ${opening(second)}: dhape dhape`,
    ({ second }) => `## ${opening(second)} niye shohoj ekta plan`,
  ],
  steps: ({ second, third }) => [
    `**Ki dorkar, thik korun.** Kon kon poristhitite ${inBanglish(second)} apnar kaje lagbe, tar ekta list korun.`,
    "**Budget ar shima thik korun.** Taka ar shomoy, dutotei kotota khoroch korte raji, agei thik kore nin.",
    `**Dui-tinta option miliye dekhun.** Tulonar shomoy dekhun ${inBanglish(third)}, shortaboli ar apnar moto kretara ki bolchhen.`,
    "**Chhoto kore shuru korun.** Olpo diye shuru korun, fol dekhun ar note rakhun.",
    "**Fire dekhun, dorkar hole bodlan.** Ek-dui shoptah por ja kaj korchhe ta rakhun, ja korchhe na ta bodle felun.",
  ],
  mistakesHeading: "## Je bhulgulo eriye cholben",
  mistakes: [
    "**Shudhu dam dekhe shiddhanto newa.** Shobcheye shosta ta onek shomoy sheshmesh beshi dami pore, jodi barbar bodlano, ferot dewa ba nosto shomoyer hishab dhoren.",
    "**Onner dekhadekhi bechhe newa.** Bondhu ba influencer-er jeta bhalo legechhe, sheta apnar dorkar, budget ba routine-er shathe na-o milte pare.",
    "**Shortaboli na pora.** Delivery, return, warranty ba batiler niyom agei dekhe nin.",
    "**Ekshathe shob bodle fela.** Ekta kore poriborton anun, kemon kaj korchhe dekhun, tarpor porer ta.",
    "**Nijer dorkar ta likhe na rakha.** Ki ki lagbei, tar chhoto ekta list na thakle shob option-i bhalo mone hoy.",
  ],
  checklistHeading: "## Jhotpot checklist",
  checklist: ({ main, second }) => [
    `${opening(main)} theke ami thik ki chai, ta jani.`,
    `${sentenceCase(banglishPossessive(second))} jonno ekta budget thik korechhi.`,
    "Ontoto duto option miliye dekhechhi.",
    "Shortaboli (delivery, return, support) pore niyechhi.",
    "Kaj holo ki na, kivabe bujhbo, ta thik kore rekhechhi.",
  ],
  conclusionHeading: "## Shesh kotha",
  conclusion: ({ main }) =>
    `Ki dorkar ta jana thakle, joruri bishoygulote koyekta option miliye dekhle ar ekbare ekta kore bodol anle ${inBanglish(main)} niye thik shiddhanto newa onek shohoj hoye jay. Oporer checklist diye shuru korun, shikhte shikhte egon.`,
  closes: [
    ({ main }) =>
      `${opening(main)} niye kono proshno achhe? Comment-e likhun ba amader page-e message din.`,
    () => "Konta neben bujhte parchhen na? Inbox-e janan apnar ki dorkar, amra help korbo.",
    ({ main }) =>
      `Lekha ta save kore rakhun, ar ${inBanglish(main)} niye bhabchhen emon karo shathe share korun.`,
  ],
  metaOpenings: [
    ({ main }) =>
      `${opening(main)} niye bhabchhen? Shuru korar age ki ki dekhben, kon bhulgulo eraben, shob ek jaygay.`,
    ({ main }) =>
      `${opening(main)} niye shohoj bhashay kajer guide: dhape dhape plan ar ekta checklist.`,
  ],
  metaFillers: [
    "Porte lagbe matro koyek minute.",
    "Shiddhanto nin nishchinte.",
    "Ajkei pore felun.",
  ],
  metaLine: (description) => `**Meta description:** ${nativeCounted(description, "banglish")}`,
  service: {
    basics: () =>
      `Jake diyei kaj ta koran, sheta tokhoni kaje ashbe, jokhon ta apnar dorkar ar shomoyer shathe milbe. Karo kachhe dam jante chawar age likhe felun ki kaj korate chan, kober moddhe dorkar ar bhalo fol bolte apni ki bojhen.`,
    why: ({ main }) =>
      `${opening(main)} kake diye koraben, ektu bheve thik korle taka ar shomoy duto-i bache: barbar jete hoy na, bill-e hothat baronti khoroch ashe na, ar fol-o monmoto hoy. Keno ei jayga ta bechhe nilen, sheta poribar ba colleague-der bojhano-o shohoj hoy.`,
    steps: ({ second, third }) => [
      `**Ki dorkar, khule bolun.** ${opening(second)} theke ki chan, parle chhobi ba bistarito diye bujhiye bolun.`,
      "**Spashto dam jene nin.** Mot dam, tate ki ki thakchhe ar kon ta-r jonno alada khoroch, likhitobhabe jene nin.",
      `**Dui-tinta jayga miliye dekhun.** Tulonar shomoy dekhun ${inBanglish(third)}, warranty ba guarantee ar ashol client-der review.`,
      "**Khutinati paka korun.** Kaj shurur age tarikh, shomoy, jayga ar advance-er kotha thik kore nin.",
      "**Baki taka deyar age kaj ta dekhe nin.** Pore ki jotno nite hobe jene nin, ar roshid ba warranty card rekhe din.",
    ],
    mistakes: [
      "**Shudhu shobcheye kom dam dekhe bechhe newa.** Kom dam mane hote pare nimnomaner parts, tarahurar kaj ba pore jog howa baronti khoroch.",
      "**Dame ki ki thakchhe, na jene newa.** Kaj shurur agei thik kore nin kon ta dame-r moddhe, kon ta noy.",
      "**Warranty-r kotha na jiggesh kora.** Kaj ta kotodin cover kora thakbe ar shomossha hole ki hobe, agei jene nin.",
      "**Ashol kaj na dekhei book kora.** Shamprotik kajer sample ba apnar moto client-der review dekhte chan.",
      "**Ekdom shesh muhurte book kora.** Bhalo jaygagulor booking age bhore jay, bishesh kore chhutir din ar utshober age.",
    ],
    checklist: ({ main, second }) => [
      `${opening(main)} theke ami thik ki chai, ta jani.`,
      `${sentenceCase(banglishPossessive(second))} jonno ekta budget thik korechhi.`,
      "Ontoto duto jayga miliye dekhechhi.",
      "Dame ki ki thakchhe ar warranty-te ki cover hoy, jani.",
      "Kaj ta thikmoto holo ki na, kivabe bujhbo, ta thik kore rekhechhi.",
    ],
    conclusion: ({ main }) =>
      `Ki dorkar ta jana thakle, thik proshnogulo korle ar shudhu dam dekhe na bechhe nile ${inBanglish(main)} niye thik shiddhanto newa onek shohoj hoye jay. Oporer checklist diye shuru korun, tarpor nishchinte book korun.`,
  },
  lesson: {
    basics: () =>
      `Jekhanei bhorti hon, class tokhoni kaje ashbe, jokhon ta apnar porashona ar diner routine-er shathe milbe. Fee deyar age likhe felun ki parte chan (ekta score, ekta dokkhota ba ekta lokkho), kober moddhe, ar shoptahe ashole koto ghonta dite parben.`,
    why: ({ main }) =>
      `${opening(main)} kothay ar kar kachhe korben, ektu bheve thik korle taka ar koyek masher shomoy duto-i bache: shoptaher por shoptah noshto hoy na, je class-e jete parben na tar fee dite hoy na, ar emon teacher pan jini shottii egiye nen. Keno ei jayga ta bechhe nilen, sheta poribar ke bojhano-o shohoj hoy.`,
    steps: ({ second, third }) => [
      `**Kotha theke shuru korchhen, janun.** ${opening(second)} bechhe newar age chhoto ekta jachai kore nin (thakle placement test), tahole bujhben kotota poth baki.`,
      "**Ekta trial class korun.** Kagojer syllabus-er cheye teacher kivabe bojhan ar proshno kora jay ki na, shetai beshi joruri.",
      `**Dui-tinta jayga miliye dekhun.** Tulonar shomoy dekhun ${inBanglish(third)}, class-e kotojon, ke shekhan ar ager student-ra ki bolchhen.`,
      "**Class-er shomoy ar fee dekhe nin.** Kokhon class, konota miss korle ki hoy, puro fee koto ar kistite dewa jay ki na.",
      "**Ogrogotir hishab rakhun.** Koyek shoptah porpor dekhun ki unnoti holo, ar teacher ke jiggesh korun erpor konta-y jor deben.",
    ],
    mistakes: [
      "**Shudhu namkora protishthan dekhe bechhe newa.** Poster-e kar naam, ta noy; apnar batch-e ke poraben, sheta jiggesh korun.",
      "**Khub boro batch-e bhorti howa.** Bhirer class-e proshner uttor pete deri hoy, practice-er shomoy-o kome jay.",
      "**Trial-er agei puro course-er taka dewa.** Ekta class-ei ja bojha jay, kono brochure-e ta jay na.",
      "**Class-er shomoy kheyal na kora.** Je class-e shomoymoto pouchhano jay na, shegulo ekshomoy miss hote thake.",
      "**Shudhu class-ei practice kora.** Dui class-er majhe protidin ektu practice shesh muhurter lomba cheshtar cheye onek beshi kaje dey.",
    ],
    checklist: ({ main, second }) => [
      `${opening(main)} theke ki chai ar kober moddhe, ta jani.`,
      `${sentenceCase(banglishPossessive(second))} jonno barti khoroch shoho (boi, shoronjam ba porikkhar fee) ekta budget thik korechhi.`,
      "Ontoto duto jayga miliye dekhechhi ar ekta class kore dekhechhi.",
      "Ke shekhan, class-e kotojon ar class miss korle ki hoy, jani.",
      "Nijer ogrogoti kivabe mapbo, ta thik kore rekhechhi.",
    ],
    conclusion: ({ main }) =>
      `Kotha theke shuru korchhen ta jana thakle, taka deyar age ekta class kore dekhle ar shudhu naam dekhe na bechhe nile ${inBanglish(main)} niye thik shiddhanto newa onek shohoj hoye jay. Oporer checklist diye shuru korun, tarpor nishchinte bhorti hon.`,
  },
};

export const blogContentBanglish = nativeBlogWriter(blogBookBanglish);
