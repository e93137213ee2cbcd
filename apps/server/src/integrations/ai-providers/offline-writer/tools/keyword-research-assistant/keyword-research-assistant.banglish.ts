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
  informational: ({ seed, who }) => {
    const kw = inBanglish(seed);
    return [
      { keyword: `${kw} ki`, angle: "Shohoj bhashay byakkha", page: "Blog post" },
      { keyword: `${kw} kenar niyom`, angle: "Kenar age checklist", page: "Guide" },
      { keyword: `${kw} tips`, angle: "Jhotpot tips-er list", page: "Blog post" },
      { keyword: `${kw} byabohar-er niyom`, angle: "Dhape dhape niyom", page: "Guide ba video" },
      {
        keyword: `${banglishPossessive(seed)} upokarita`,
        angle: "Upokarita, shathe shot shimabaddhota",
        page: "Blog post",
      },
      { keyword: `notunder jonno ${kw}`, angle: "Shuru korar guide", page: "Guide" },
      ...(who
        ? [
            {
              keyword: `${banglishPossessive(who)} jonno ${kw}`,
              angle: "Nirdishto kretar jonno guide",
              page: "Blog post",
            },
          ]
        : []),
      {
        keyword: `${kw} kena ki labhjonok`,
        angle: "Protibar byabohare khorocher shot hishab",
        page: "Blog post",
      },
    ];
  },
  commercial: ({ seed, place }) => {
    const kw = inBanglish(seed);
    return [
      { keyword: `best ${kw}`, angle: "Spashto mandonde tulona", page: "Tulonar page" },
      { keyword: `${kw} review`, angle: "Ashol review ar chhobi", page: "Review page" },
      {
        keyword: `${banglishPossessive(seed)} dam${place ? ` ${inBanglish(place)}` : ""}`,
        angle: "Sochchho damer list",
        page: "Dam ba category page",
      },
      { keyword: `${kw} tulona`, angle: "Pashapashi table", page: "Tulonar page" },
      { keyword: `kom dame ${kw}`, angle: "Kom budget-er option", page: "Category page" },
      {
        keyword: `${banglishPossessive(seed)} best brand`,
        angle: "Brand gulor porichoy (nijer tao shotbhabe)",
        page: "Blog post",
      },
    ];
  },
  transactional: ({ seed, local }) => {
    const kw = inBanglish(seed);
    return [
      { keyword: `${kw} online order`, angle: "Druto checkout-er poth", page: "Product page" },
      {
        keyword: `${kw} online shop`,
        angle: "Filter shoho puro collection",
        page: "Category page",
      },
      { keyword: `${kw} kothay pawa jay`, angle: "Kothay, kivabe paben", page: "Product page" },
      { keyword: `${kw} offer`, angle: "Cholman ashol offer", page: "Offer page" },
      { keyword: `${kw} discount`, angle: "Chharr-er shorto, jodi thake", page: "Offer page" },
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
  local: ({ seed, places }) => {
    const kw = inBanglish(seed);
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
