import { banglishPossessive, locative, hasBengali } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import { nativeKeywordWriter } from "./keyword-research-assistant.native.ts";

/** "Dhakay" for a Bangla place, "Dhaka-y" would not be typed: a Latin place stays as it is. */
const inPlace = (name: string) => (hasBengali(name) ? inBanglish(locative(name)) : name);

/**
 * Keyword ideas in Banglish, as people in Bangladesh type searches in Latin letters ("running
 * jutar dam Dhaka", "… kothay pawa jay"), the user's Bangla seed romanised.
 */
export const keywordResearchBanglish = nativeKeywordWriter({
  language: "banglish",
  defaultSeed: "apnar product",
  groups: {
    informational: "Tothyo khoja (informational)",
    commercial: "Kenar age tulona (commercial)",
    transactional: "Kenar jonno khoja (transactional)",
    local: "Local",
  },
  // A booked service is researched by cost, time and what to ask; goods rows keep their order.
  informational: ({ seed, who, kind, lesson, activity }) => {
    const kw = inBanglish(seed);
    const service = kind === "service";
    return [
      { keyword: `${kw} ki`, angle: "Shohoj bhashay byakkha", page: "Blog post" },
      service
        ? {
            keyword: `${banglishPossessive(seed)} khoroch koto`,
            angle: "Shot damer guide: kishe khoroch bare ba kome",
            page: "Blog post",
          }
        : { keyword: `${kw} kenar niyom`, angle: "Kenar age checklist", page: "Guide" },
      { keyword: `${kw} tips`, angle: "Jhotpot tips-er list", page: "Blog post" },
      service
        ? {
            keyword: activity ? `${kw} shoptahe koydin kora uchit` : `${kw} korte koto shomoy lage`,
            angle: lesson
              ? "Course koto shoptaher, ar kobe theke fol dekha jay"
              : activity
                ? "Shoptahe koydin ashben, ar kobe theke parthokko ter paben"
                : "Booking theke kaj shesh porjonto shomoy",
            page: "Blog post",
          }
        : {
            keyword: `${kw} byabohar-er niyom`,
            angle: "Dhape dhape niyom",
            page: "Guide ba video",
          },
      {
        keyword: `${banglishPossessive(seed)} upokarita`,
        angle: "Upokarita, shathe shot shimabaddhota",
        page: "Blog post",
      },
      service
        ? {
            keyword: `${kw} ${lesson || activity ? "shuru" : "book"} korar age ja janben`,
            angle: "Je proshnogulo kora uchit, apnar uttor shoho",
            page: "Guide",
          }
        : { keyword: `notunder jonno ${kw}`, angle: "Shuru korar guide", page: "Guide" },
      ...(who
        ? [
            {
              keyword: `${banglishPossessive(who)} jonno ${kw}`,
              angle: "Nirdishto kretar jonno guide",
              page: "Blog post",
            },
          ]
        : []),
      service
        ? {
            keyword: `${kw} ki takar joggo`,
            angle: "Khoroch ar bodole ki pachchhen, shot hishab",
            page: "Blog post",
          }
        : {
            keyword: `${kw} kena ki labhjonok`,
            angle: "Protibar byabohare khorocher shot hishab",
            page: "Blog post",
          },
      ...(activity
        ? [
            {
              keyword: `notunder jonno ${kw}`,
              angle: "Prothom class kemon hoy, shathe ki anben",
              page: "Blog post",
            },
          ]
        : lesson
          ? [
              {
                keyword: `${kw} syllabus`,
                angle: "Shoptahe shoptahe class-e ki ki porano hoy",
                page: "Course page",
              },
            ]
          : service
            ? [
                {
                  keyword: `${kw} age o pore`,
                  angle: "Ashol client-der age-porer chhobi, onumoti niye",
                  page: "Gallery ba blog post",
                },
              ]
            : []),
    ];
  },
  commercial: ({ seed, place, kind, lesson, activity }) => {
    const kw = inBanglish(seed);
    return [
      { keyword: `best ${kw}`, angle: "Spashto mandonde tulona", page: "Tulonar page" },
      {
        keyword: `${kw} review`,
        angle: activity
          ? "Shodossho-der review ar class-er chhobi, onumoti niye"
          : lesson
            ? "Ager student-der review ar result, onumoti niye"
            : kind === "service"
              ? "Ashol client-der review ar age-porer chhobi"
              : "Ashol review ar chhobi",
        page: "Review page",
      },
      {
        keyword: `${banglishPossessive(seed)} dam${place ? ` ${inBanglish(place)}` : ""}`,
        angle: "Sochchho damer list",
        page: "Dam ba category page",
      },
      { keyword: `${kw} tulona`, angle: "Pashapashi table", page: "Tulonar page" },
      { keyword: `kom dame ${kw}`, angle: "Kom budget-er option", page: "Category page" },
      kind === "service"
        ? {
            keyword: `trusted ${kw}`,
            angle: activity
              ? "Keno bhorsha kora jay, proman shoho: ke shekhan, tar proshikkhon, class-e kotojon"
              : lesson
                ? "Keno bhorsha kora jay, proman shoho: ke poran, ager result, batch-e kotojon"
                : "Keno bhorsha kora jay, proman shoho: warranty, review, koto bochhorer kaj",
            page: "Service page",
          }
        : {
            keyword: `${banglishPossessive(seed)} best brand`,
            angle: "Brand gulor porichoy (nijer tao shotbhabe)",
            page: "Blog post",
          },
    ];
  },
  transactional: ({ seed, local, kind, lesson, activity }) => {
    const kw = inBanglish(seed);
    const offers = [
      { keyword: `${kw} offer`, angle: "Cholman ashol offer", page: "Offer page" },
      { keyword: `${kw} discount`, angle: "Chharr-er shorto, jodi thake", page: "Offer page" },
    ];
    if (kind === "software")
      return [
        { keyword: `${kw} free trial`, angle: "Trial-er shorto, jodi thake", page: "Sign up page" },
        {
          keyword: `${kw} subscription`,
          angle: "Plan ar protitite ki thakchhe",
          page: "Pricing page",
        },
        { keyword: `${kw} sign up`, angle: "Account kholar shohoj poth", page: "Sign up page" },
        { keyword: `${kw} demo`, angle: "Chhoto video ba demo book korar link", page: "Demo page" },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${kw} bKash payment`,
                angle: "bKash ba card-e payment-er upay",
                page: "Pricing page",
              },
            ]
          : []),
      ];
    if (activity)
      return [
        {
          keyword: `${kw} monthly fee`,
          angle: "Mashik plan ar class pack, dam shoho",
          page: "Pricing page",
        },
        {
          keyword: `${kw} schedule`,
          angle: "Protita batch-er class-er shomoy",
          page: "Schedule page",
        },
        {
          keyword: `free trial ${kw}`,
          angle: "Prothom class kivabe book korben",
          page: "Sign up page",
        },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${kw} ladies batch`,
                angle: "Shudhu narider batch, jodi thake",
                page: "Schedule page",
              },
            ]
          : []),
      ];
    if (lesson)
      return [
        {
          keyword: `${kw} admission`,
          angle: "Kivabe bhorti hoben: form, fee ar porer batch",
          page: "Bhortir page",
        },
        {
          keyword: `${kw} fee`,
          angle: "Fee, kisti ar fee-te ki ki thakchhe",
          page: "Pricing page",
        },
        {
          keyword: `${kw} new batch`,
          angle: "Kobe kon batch shuru, koytay class",
          page: "Batch page",
        },
        {
          keyword: `${kw} free class`,
          angle: "Trial class kivabe book korben, jodi thake",
          page: "Sign up page",
        },
        ...offers,
        ...(/online/iu.test(kw)
          ? []
          : [
              {
                keyword: `online ${kw}`,
                angle: "Online class kivabe hoy, ki lagbe",
                page: "Course page",
              },
            ]),
      ];
    if (kind === "service")
      return [
        ...(/booking/iu.test(kw)
          ? []
          : [
              {
                keyword: `${kw} booking`,
                angle: "Kivabe book korben, ogrim koto",
                page: "Booking page",
              },
            ]),
        ...(/package/iu.test(kw)
          ? []
          : [
              {
                keyword: `${kw} package`,
                angle: "Protiti package-e ki thakchhe, dam shoho",
                page: "Pricing page",
              },
            ]),
        {
          keyword: `${kw} appointment`,
          angle: "Kobe khali achhe ar kivabe book korben",
          page: "Booking page",
        },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${kw} home service`,
                angle: "Bashay giye koren ki na, kon elakay",
                page: "Service page",
              },
            ]
          : []),
      ];
    return [
      { keyword: `${kw} online order`, angle: "Druto checkout-er poth", page: "Product page" },
      {
        keyword: `${kw} online shop`,
        angle: "Filter shoho puro collection",
        page: "Category page",
      },
      { keyword: `${kw} kothay pawa jay`, angle: "Kothay, kivabe paben", page: "Product page" },
      ...offers,
      ...(local
        ? [
            {
              keyword: `${kw} cash on delivery`,
              angle: "Payment ar delivery-r upay",
              page: "Product page",
            },
          ]
        : []),
    ];
  },
  local: ({ seed, places, kind, lesson, activity }) => {
    const kw = inBanglish(seed);
    if (kind === "software")
      return [
        {
          keyword: `Bangladeshi ${kw}`,
          angle: "Deshi payment (bKash) ar support-er shomoy",
          page: "Landing page",
        },
        ...places.map((name) => ({
          keyword: `${inPlace(name)} ${kw}`,
          angle: `${sentenceCase(inPlace(name))} kara use korchhen: ekjoner golpo`,
          page: "Case study",
        })),
      ];
    if (activity)
      return [
        {
          keyword: `kachhakachhi ${kw}`,
          angle: "Studio kothay, kivabe jaben",
          page: "Location page",
        },
        ...places.map((name) => ({
          keyword: `${inPlace(name)} ${kw}`,
          angle: `${sentenceCase(inPlace(name))} class-er shomoy ar studio`,
          page: "Location page",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `best ${kw} ${inBanglish(name)}`,
          angle: "Apnar teacher-ra ar shodossho-der review",
          page: "Location page",
        })),
      ];
    if (lesson)
      return [
        {
          keyword: `kachhakachhi ${kw}`,
          angle: "Class kothay hoy, naki online-e",
          page: "Location page",
        },
        ...places.map((name) => ({
          keyword: `${inPlace(name)} ${kw}`,
          angle: `${sentenceCase(banglishPossessive(name))} student-der jonno batch ar class-er shomoy`,
          page: "Location page",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `best ${kw} ${inBanglish(name)}`,
          angle: "Apnar teacher-ra ar ager student-der result",
          page: "Location page",
        })),
      ];
    if (kind === "service")
      return [
        {
          keyword: `kachhakachhi ${kw}`,
          angle: "Kon kon elakay service den",
          page: "Location page",
        },
        ...places.map((name) => ({
          keyword: `${inPlace(name)} ${kw}`,
          angle: `${sentenceCase(inPlace(name))} khali slot ar jatayat`,
          page: "Location page",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `best ${kw} ${inBanglish(name)}`,
          angle: "Kajer chhobi ar client-der review",
          page: "Location page",
        })),
      ];
    return [
      {
        keyword: `kachhakachhi ${kw} dokan`,
        angle: "Dokan ba delivery elakar page",
        page: "Location page",
      },
      ...places.map((name) => ({
        keyword: `${inPlace(name)} ${kw}`,
        angle: `${sentenceCase(inPlace(name))} delivery ar stock`,
        page: "Location page",
      })),
      ...places.slice(0, 1).map((name) => ({
        keyword: `${kw} dokan ${inBanglish(name)}`,
        angle: "Kachher dokan theke kena",
        page: "Location page",
      })),
    ];
  },
  heading: ({ seed, location }) =>
    `## “${inBanglish(seed)}” keyword-er idea${location ? `: ${inBanglish(location)}` : ""}`,
  forAudience: (audience) =>
    `${sentenceCase(inBanglish(audience))} jevabe search koren, shevabei shajano.`,
  noData:
    "Ei writer-er kachhe search-er kono data nei: ekhane search volume, difficulty ba CPC-r kono shongkha nei. Lekhar age egulo Google Keyword Planner, Search Console ba Google Trends-e dekhe nin. Bangladesh-e eki jinish manush Bangla, Banglish ar English tin bhabei khojen, tai protiti keyword-er onno rupgulo-o jachai korun.",
  tableHeaders: ["Keyword", "Content-er angle", "Page-er dhoron"],
  quickWinsHeading: "## Shohoje jetar keyword",
  quickWin: (keyword) =>
    `**${keyword}**: lomba, nirdishto search-e shadharonoto protijogita kom, ar manush ki chan ta spashto.`,
  clustersHeading: "## Content cluster",
  clusters: ({ seed, supporting }) => [
    `**Pillar page:** “${sentenceCase(inBanglish(seed))}: puro guide”, nicher protiti page-e link kora.`,
    ...supporting.map((keyword) => `**Supporting page:** ${keyword}`),
    `**Bikrir page:** apnar ${inBanglish(seed)} product ba category page, protiti post theke link kora.`,
  ],
  validateHeading: "## Lekhar age jachai korun",
  validate: [
    "Protiti keyword-er volume ar difficulty dekhun; jeta keu khoje na, bad din.",
    "Protiti keyword nije search kore dekhun ki rank korchhe: guide, dokan naki video. Shei format-ei likhun.",
    "Search Console-e dekhun kon search-e apnar site age thekei ashchhe, shegulo diye shuru korun.",
  ],
});
