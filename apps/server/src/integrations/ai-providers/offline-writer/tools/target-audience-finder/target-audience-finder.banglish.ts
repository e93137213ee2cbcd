import { banglishPossessive } from "../../kit/bangla-kit.ts";
import { inBanglish } from "../../kit/bangla-copy-kit.ts";
import { sentenceCase } from "../../kit/text-kit.ts";
import {
  nativeAudienceFinderWriter,
  type NativeSegmentContext,
} from "./target-audience-finder.native.ts";

/**
 * Audience hypotheses in Banglish: the Bangla book's segments as strategists type them in Latin
 * letters, the user's Bangla product and market romanised.
 */

const moments = ({ local }: NativeSegmentContext) =>
  local
    ? "Eid, Pohela Boishakh ar masher shurute betoner shomoy"
    : "chhutir moushum, seasonal sale ar betoner shomoy";

/** "Dhaka o Chattogramer", for "people of the market", at the start of a sentence. */
const of = ({ market }: NativeSegmentContext) => sentenceCase(banglishPossessive(market));

const short = ({ product }: NativeSegmentContext) => inBanglish(product.short);
const its = ({ product }: NativeSegmentContext) => banglishPossessive(product.short);

export const audienceFinderBanglish = nativeAudienceFinderWriter({
  language: "banglish",
  defaultProduct: "apnar product",
  defaultMarket: "apnar bajar",
  segments: {
    valueSeeker: (context) => ({
      name: "Hishebi kreta",
      who: `${of(context)} dam-shochetan kreta, jara kenar age koyekta option miliye dekhen.`,
      wants: "Takar puro dam, delivery shoho spashto mot dam, ar hate peye kono chomok noy.",
      pains: "Chhobir shathe na mela product; lukono delivery charge.",
      objection: "“Ei dame ki poshabe?”",
      answer: `${sentenceCase(its(context))} shathe thik ki ki pachchhen, delivery shoho puro dam ar apnar ashol return-er niyom spashto kore dekhan.`,
      triggers: `Sale, ar ${moments(context)}.`,
      hook: `${sentenceCase(its(context))} shathe ja ja pachchhen, ek damei.`,
      channels: context.local
        ? "Facebook page ar group, Daraz shoho marketplace, Google search."
        : "Marketplace, deal ar dam tulonar site, Google search.",
      targeting:
        "Meta: online kenakata ar ei category-te agroho; Google: “dam” ar “kinun” lekha search.",
    }),
    qualityFirst: (context) => ({
      name: "Man-shochetan kreta",
      who: `${of(context)} shei manushera, jara kom kenen kintu teksoi jinish chan.`,
      wants: "Maner proman: upadan, kivabe toiri, koto din tikbe.",
      pains: "Shosta jinish, ja druto nosto hoyechhe; ospashto product page.",
      objection: "“Man je shotti-i bhalo, bujhbo kivabe?”",
      answer:
        "Kachh theke tola chhobi, shot bibaron ar ashol review; warranty ba return-er spashto niyom thakle shetao.",
      triggers: "Purono ta shoddo nosto hole; bishesh kono uplokkhe.",
      hook: `Teksoi kore banano: kachh theke dekhun ${short(context)}.`,
      channels: "Instagram, YouTube review, Google-e “shera …” ar “review” search.",
      targeting:
        "Meta: shokriyo online kreta ar premium brand-e agroho; Google: “shera” ar “review” search.",
    }),
    giftGiver: (context) => ({
      name: "Uphardata",
      who: `${of(context)} jara onno karo jonno ${inBanglish(context.product.noun)} kenen.`,
      wants: "Emon kichhu, ja dekhte jotner mone hoy, shomoymoto pouchhay ar dewa shohoj.",
      pains: "Uplokkher age derite delivery; thik size ba style na jana.",
      objection: "“Shomoymoto pouchhabe, ar bodlano jabe?”",
      answer:
        "Delivery-r shomoy ar protiti uplokkher age shesh order-er tarikh janiye din, shathe bodlanor niyom.",
      triggers: `Jonmodin, biye, ar ${moments(context)}.`,
      hook: `Emon gift, ja shotti-i kaje lagbe: ${short(context)}.`,
      channels:
        "Uplokkher ager dui shoptahe Facebook ar Instagram, Google-e “… er jonno gift” search.",
      targeting: "Meta: bondhur jonmodin ba anniversary shamne emon manush; gift niye agroho.",
    }),
    consciousShopper: (context) => ({
      name: "Shochetan kreta",
      who: `${of(context)} kretara, jara bhaben jinish ta kivabe toiri ar pore tar ki hoy.`,
      wants: "Upadan, utsho ar packaging niye shot tothyo.",
      pains: "Greenwashing: boro boro dabi, pechhone kichhu nei.",
      objection: "“Shotti-i bhalo, naki shudhu marketing?”",
      answer:
        "Nirdishto kore ar binoyer shathe bolun: ki recycle kora ba prakritik, ar konta ekhono noy.",
      triggers:
        "Poribesh niye khobor, bhalo kichhu kenar byaktigoto shiddhanto, Earth Day ar World Environment Day.",
      hook: `${sentenceCase(short(context))} ki diye toiri, ar keno.`,
      channels: "Instagram, poribesh niye community group, YouTube.",
      targeting: "Meta: teksoi jibonjapon, recycling ar organic product-e agroho.",
    }),
    busyProfessional: (context) => ({
      name: "Byasto chakrijibi",
      who: `${of(context)} chakrijibi manush, jader shomoy kom kintu ay niyomito.`,
      wants: "Druto, nirbhorjoggo order, ar emon kichhu ja byasto diner shathe maniye jay.",
      pains: "Derite reply, jotil checkout, jinish ferot dite giye chhutir din nosto.",
      objection: "“Tulona korar shomoy nei. Etai keno?”",
      answer: "Bechhe newar ekta spashto karon, nirdishto shomoye delivery, ar ek minute-ei order.",
      triggers: "Masher shuru, notun chakri ba notun routine, byasto shoptaher ager chhutir din.",
      hook: `Tulona korar shomoy nei? ${sentenceCase(short(context))} keno shohoj shomadhan, dekhe nin.`,
      channels: "Shondhyay Instagram ar Facebook, kajer jinish hole LinkedIn, Google search.",
      targeting:
        "Meta: pesha ba protishthan dhore, shokriyo online kreta; shondhya ar chhutir dine.",
    }),
    student: (context) => ({
      name: "Budget-e chola shikkharthi",
      who: `${of(context)} shikkharthi ar torunera, jara hishab kore khoroch koren ar trend-er khoj rakhen.`,
      wants: "Dekhte bhalo, share korar moto ar shaddher moddhe.",
      pains: "Tanatanir budget; bondhuder cheye beshi dam diye felar bhoy.",
      objection: "“Onno kothao ki aro kome pabo?”",
      answer: "Dam niye kholakhuli bolun; student ba bundle offer din shudhu shotti-i thakle.",
      triggers: "Notun semester, porikkha shesh, utshob ar bondhuder suparish.",
      hook: `${sentenceCase(short(context))}: bondhura jetar kotha jiggesh korbei.`,
      channels: "TikTok, Instagram Reels, YouTube Shorts, campus ar shikkharthider group.",
      targeting: "Meta ar TikTok: apnar delivery elakay 18–24 bochhor, ei category-te agroho.",
    }),
    overloadedOwner: (context) => ({
      name: "Ekai shob shamlano malik",
      who: `${of(context)} chhoto byabshar malik, jara bikri, marketing ar operation nijerai shamlan.`,
      wants: "Lok na niye ba jotil kichhu na shikhe proti shoptahe koyek ghonta bachano.",
      pains: "Onek tool, shomoy kom, marketing-er khoroche ki fol holo bojha jay na.",
      objection: "“Notun arekta tool set up korar shomoy nei.”",
      answer: `Koyek minute-e set up, ar prothom dinei ${its(context)} prothom kajer fol dekhan.`,
      triggers: "Shamne byasto moushum, kono kormi chole jawa, kharap foler ekta mash.",
      hook: `Shondhyagulo fire pan: khuchro kajer jhamela shamlabe ${short(context)}.`,
      channels: "Byabshayider Facebook group, LinkedIn, YouTube tutorial, Google search.",
      targeting: "Meta: chhoto byabshar malik, page admin; LinkedIn: 1–50 joner protishthan.",
    }),
    growthMarketer: (context) => ({
      name: "Target-er pechhone chhota marketer",
      who: `${of(context)} marketing manager ar executive, jader target puron korte hoy.`,
      wants: "Boss ke dekhanor moto bhalo fol, aro druto.",
      pains:
        "Report banate onek shomoy jay; idea furiye ashe; tool gulo ekta arektar shathe mele na.",
      objection: "“Shotti-i ki amar number bodlabe?”",
      answer: "Tader nijer data-y trial ba demo din, ar fol kivabe mapa hoy ta dekhan.",
      triggers: "Troimashik planning, notun target, ashanurup na chola kono campaign.",
      hook: `Kom jhamelay ei quarter-er target chhuye felun: ${short(context)}.`,
      channels: "LinkedIn, marketing newsletter ar community, webinar, Google search.",
      targeting: "LinkedIn: marketing bibhag; Meta: digital marketing tool-e agroho.",
    }),
    carefulEvaluator: (context) => ({
      name: "Shabdhani mullayonkari",
      who: `${of(context)} finance, IT ba operations-er dayitte thaka manush, jara kenar onumodon den.`,
      wants: "Kom jhuki: spashto dam, nirapotta, support ar shohoje beriye ashar poth.",
      pains: "Hothat khoroch, team je tool fele rakhe, ekta vendor-e atke jawa.",
      objection: "“Ashole khoroch koto, ar majhpothe thamale ki hobe?”",
      answer:
        "Mot khoroch, chuktir shorto ar data kivabe export ba muchhe fela jay, ta prokash korun.",
      triggers: "Budget-er shomoy, nirapotta porjalochona, byartho kono tool chalur obhiggota.",
      hook: `Spashto dam, spashto shorto: ${short(context)}.`,
      channels: "LinkedIn, tulona ar review site, shorashori email, Google search.",
      targeting: "LinkedIn: finance ba IT-te manager o tar oporer pod.",
    }),
    agencyPartner: (context) => ({
      name: "Agency partner",
      who: `${of(context)} agency ar freelancer, jara ekshathe koyekjon client shamlan.`,
      wants: "Beshi lok na niye protiti client-er jonno beshi kaj; client-er shamne bhalo dekhano.",
      pains: "Proti client-e eki kaj barbar, reporting, koyekta brand ke ekrokom rakha.",
      objection: "“Koyekjon client ar brand ekshathe shamlate parbe?”",
      answer:
        "Ekadhik client-e byabohar, ar client-der shathe kaj share ba export korar upay dekhan.",
      triggers: "Notun client pawa, ekhonkar tool-er dam bere jawa.",
      hook: `Ek tool-e shob client: agency-r jonno ${short(context)}.`,
      channels: "LinkedIn, freelancer community ar Facebook group, partner program.",
      targeting: "LinkedIn: agency-r malik ar account manager; Meta: agency-r page admin.",
    }),
    homeTaste: (context) => ({
      name: "Ghorer shad khoja manush",
      who: `${of(context)} shei manushera, jara ghorer rannar shad miss koren: poribar chhere dure thaka shikkharthi o chakrijibi, ar shomoyer obhabe thaka poribar.`,
      wants: "Ghoroa shader khabar: chena recipe, taja upokoron, ar protibar eki shad.",
      pains:
        "Tel-moshlay bhari restaurant-er khabar, ek ek din ek ek shad; kar rannaghor theke elo, ta na jana.",
      objection: "“Shottii ki ghorer moto shad hobe?”",
      answer: `Rannaghor ar jara radhen tader dekhan, kon upokoron ar kon tel use koren ta bolun, ar chhoto ekta prothom order-e ${short(context)} chekhe dekhar shujog din.`,
      triggers: context.local
        ? "Notun shohore ba hostel-e otha, masher shuru, Ramzane iftar ar sehri."
        : "Bari chhere dure jawa, masher shuru, kajer byasto moushum.",
      hook: `Ghorer shad, ajker ranna: ${short(context)}.`,
      channels: context.local
        ? "Facebook-er khabarer group ar apnar page, Instagram reels, barbar order-er jonno WhatsApp."
        : "Instagram reels, Facebook, local khabarer group, delivery app.",
      targeting:
        "Meta: poribar theke dure thaka manush (shoddo notun shohore, hostel-e) ar ghoroa ranna o deshi khabare agroho; Google: “kachhakachhi ghorer khabar” lekha search.",
    }),
    healthWatcher: (context) => ({
      name: "Shasthyo-shochetan kreta",
      who: `${of(context)} shei manushera, jara ki khachchhen ta kheyal rakhen: kom tel, kom chini, beshi shobji; prayi doctor-er poramorshe ba fitness-er lokkhye.`,
      wants:
        "Spashto upokoron, kivabe ranna hoy ar kotota tel jay; plan-er shathe mele emon poriman.",
      pains:
        "Tele bhaja takeaway, lukono chini ar lobon, “healthy” lekha othocho kichhui na bola label.",
      objection: "“Ashole kotota healthy?”",
      answer: `${sentenceCase(its(context))} moddhe ki ki jay, likhe din: upokoron, kon tel ar kotota, kivabe ranna hoy. Ashol ek plate-er chhobi dekhan, ar proman chhara kono shasthyo-dabi korben na.`,
      triggers: context.local
        ? "Doctor-er poramorsho, notun bochhor, fitness-er lokkho, Ramzan."
        : "Doctor-er poramorsho, notun bochhor, fitness-er lokkho, grishmer shuru.",
      hook: `Tel kom, shad eki: dekhun ${its(context)} moddhe ki achhe.`,
      channels: "Instagram, Facebook-er fitness ar diet group, YouTube Shorts.",
      targeting:
        "Meta: healthy khabar, fitness ar diet-e agroho; Google: “healthy food delivery” lekha search.",
    }),
    busyEater: (context) => ({
      name: "Byasto chakrijibi o shikkharthi",
      who: `${of(context)} office-kormi ar shikkharthi, jader rannar shomoy nei ar khawar birati chhoto.`,
      wants:
        "Shomoymoto, gorom ar protidin eki maner khabar; ek minute-e order, ba monthly plan-e.",
      pains:
        "Deritey delivery, jate lunch break-i shesh; thanda khabar; shoptahjure eki tinta pod.",
      objection: "“Protidin shomoymoto pouchhabe to?”",
      answer:
        "Delivery-r shomoy ar koytar moddhe order dite hobe ta janiye din, ei shoptaher menu dekhan, ar order deri hole ki koren, ta-o bolun.",
      triggers: "Masher shuru, notun chakri ba semester, kajer byasto moushum.",
      hook: `Rannar shomoy nei? ${sentenceCase(short(context))} pouchhe jabe shomoymoto.`,
      channels: context.local
        ? "Dupure ar shondhyay Facebook o Instagram, office ar university-r group, protidiner order-er jonno WhatsApp."
        : "Dupure Facebook o Instagram, office ar campus-er group, delivery app.",
      targeting:
        "Meta: delivery elakar kachher pesha o protishthan, university-r shikkharthi; ad choluk dupurer age ar shondhyay.",
    }),
    occasionHost: (context) => ({
      name: "Dawat ar onushthaner ayojok",
      who: `${of(context)} shei manushera, jara oneker jonno order den: paribarik dawat, office party, jonmodin, bashay otithi.`,
      wants: "Shobar jonno jotheshto khabar, thik dine toiri, jonproti ba box-proti spashto dam.",
      pains:
        "Otithira opekkha korchhen, othocho order kom ba deritey elo; chhobir cheye chhoto poriman.",
      objection: "“20 joner ranna ki amar dorkari dine parben?”",
      answer:
        "Order-er koto age janate hobe, shobcheye chhoto ar shobcheye boro koto order nen, ar jonproti ba box-proti dam bole din.",
      triggers: context.local
        ? "Eid, Ramzane iftar party, jonmodin, biye ar office-er onushthan."
        : "Chhutir din, jonmodin, office party ar otithi asha weekend.",
      hook: `Bashay otithi? Puro table-er jonno ${short(context)} order korun.`,
      channels: "Apnar Facebook page ar group, Instagram, order ar confirmation-er jonno WhatsApp.",
      targeting:
        "Meta: jader bondhur shamne jonmodin ba bibahobarshiki, obhibhabok, office admin; protiti uplokkher age boost korun.",
    }),
    puritySeeker: (context) => ({
      name: "Khanti jinish khoja kreta",
      who: `${of(context)} shei manushera, jara bhejal khabare thokechhen, tai ekhon shudhu bhorshar bikretar kachh thekei kenen.`,
      wants:
        "Khanti howar proman: kotha theke ashe, ke banan, jachai kora jay emon kono test ba prokriya.",
      pains: "Label-e ja lekha, bhetore ta noy: modhute chinir syrup, ghiye tel, moshlay rong.",
      objection: "“Khanti ki na, bujhbo kivabe?”",
      answer: `${sentenceCase(short(context))} kotha theke ashe ar kivabe toiri hoy, ta dekhan; lab test thakle share korun, ar prothombarer jonno chhoto size rakhun.`,
      triggers: context.local
        ? "Bhejal khabarer khobor, shitkal, Ramzan ar Eid."
        : "Khabar niye kono khobor, notun moushumer shuru, chhutir din.",
      hook: `Khanti, ar amra dekhateo pari: ${short(context)} kotha theke ashe.`,
      channels: "Apnar Facebook page ar group, utsho theke tola YouTube video, Instagram reels.",
      targeting:
        "Meta: organic khabar, healthy khawa ar rannay agroho; Google: product-er namer shathe “khanti” ba “original” lekha search.",
    }),
    foodGifter: (context) => ({
      name: "Khabar gift kora manush",
      who: `${of(context)} shei manushera, jara gift hishebe khabar pathan: poribarke, dawater barite, kono uplokkhe shohokormider.`,
      wants: "Dite bhalo lage emon kichhu, ja taja, ast obosthay ar diner agei pouchhay.",
      pains: "Bhanga boyam ar chapta box; uplokkho periye jawar por pouchhano parcel.",
      objection: "“Shomoymoto ar bhalo obosthay pouchhabe to?”",
      answer:
        "Protiti uplokkher age order-er shesh tarikh janiye din, kivabe pack koren ta dekhan, ar kichhu noshto hoye pouchhale ki koren, ta-o bolun.",
      triggers: context.local
        ? "Eid, shite attiyer bari jawa, biye ar Pohela Boishakh."
        : "Chhutir din, jonmodin, biye ar beranor shomoy.",
      hook: `Emon gift, ja shedini khola hobe: ${short(context)}.`,
      channels: "Uplokkher ager dui shoptahe Facebook ar Instagram, gift order-er jonno WhatsApp.",
      targeting:
        "Meta: jader bondhur shamne jonmodin ba bibahobarshiki, gift-e agroho; protiti uplokkher dui shoptah age boost korun.",
    }),
    familyStocker: (context) => ({
      name: "Shongsharer bajar kora manush",
      who: `${of(context)} shei manushera, jara puro shongsharer jonno khabar kenen, mashe ekbar ba furiye gele.`,
      wants: "Kg ba boyam-proti nayyo dam, puro mash chole emon size, ar chailei delivery.",
      pains:
        "Chhoto pack-e beshi dam, masher majhkhane furiye jawa, delivery charge-e shashroy tai chole jawa.",
      objection: "“Ekhon jekhan theke kini, tar cheye ki shosta?”",
      answer: `${sentenceCase(its(context))} kg ba boyam-proti dam parar dokaner damer pashe dekhan, ar poribarer size ba monthly order-er shujog rakhun.`,
      triggers: context.local
        ? "Masher shurute beton, Ramzaner bajar, shitkal."
        : "Betoner din, notun moushumer shuru, chhutir din.",
      hook: `Puro masher jonno: poribarer size-e ${short(context)}.`,
      channels: context.local
        ? "Ma-baba ar ghorer radhunider Facebook group, apnar page, barbar order-er jonno WhatsApp."
        : "Facebook group, apnar page, barbar order-er jonno email ba WhatsApp.",
      targeting:
        "Meta: delivery elakar kachher obhibhabok ar shongshar shamlano manush; ranna ar mudi bajare agroho.",
    }),
    deadlineLearner: (context) => ({
      name: "Shomoy bendhe pora student",
      who: `${of(context)} shei studentra, jader shamner koyek masher moddhe porikkhar tarikh ba abedoner shesh shomoy.`,
      wants:
        "Hate thaka shoptahgulor shathe milie ekta plan, ashol shomoy dhore mock test, ar nije kothay achhen ta jana.",
      pains:
        "Derite shuru kora, porikkhar bodole boi dhore class, toiri hoyechhen ki na bujhte na para.",
      objection: "“Shomoyer moddhe ki toiri hote parbo?”",
      answer: `Protita batch kobe shuru ar ${its(context)} jonno koto shoptah lage, janiye din; chhoto ekta placement test nin, jate shobai bojhen kotha theke shuru korchhen.`,
      triggers: context.local
        ? "Porikkhar tarikh book kora, abedoner shesh tarikh, result-er din, university-te bhortir ager mashgulo."
        : "Porikkhar tarikh book kora, abedoner shesh tarikh, result-er din.",
      hook: `Porikkha ar [shongkhya] shoptah pore? ${short(context)} kivabe shei shomoye mile jay, dekhun.`,
      channels: context.local
        ? "Student ar bideshe porashonar Facebook group, YouTube, apnar page, Messenger ar WhatsApp."
        : "YouTube, Instagram, student-der forum ar group, Google search.",
      targeting:
        "Meta: 18–30 bochhor boyoshi, porikkha, bideshe porashona ba bishoyti-te agrohi; Google: “preparation”, “course” ar “coaching near me” lekha search.",
    }),
    resultsChecker: (context) => ({
      name: "Proman khoja student",
      who: `${of(context)} shei manushera, jara dui-tinta jayga milie dekhen ar protishruti noy, proman dekhe bechhe nen.`,
      wants:
        "Ke poran ar tar nijer result, ager student-der result, batch-e kotojon ar puro fee koto.",
      pains:
        "Proman chhara boro boro dabi, poster-e namkora teacher ar class-e onno keu, pore barti fee.",
      objection: "“Apnader teacher-ra bhalo, bujhbo kivabe?”",
      answer: `Teacher-der naam ar tader nijer score ba obhiggota janan, onumoti niye ager student-der result dekhan, ar ${its(context)} ekta trial class korar shujog din.`,
      triggers:
        "Bondhur bhalo result, prothombar ashanurup na howa, notun batch-er age fee milie dekha.",
      hook: `${sentenceCase(its(context))} teacher-der chine nin, tarpor ekta class kore dekhun.`,
      channels: context.local
        ? "Apnar page-er review, YouTube, jeshob Facebook group-e student-ra poramorsho chan."
        : "Google review, YouTube, student-der forum ar group.",
      targeting:
        "Meta: jara apnar post-e shara diyechhen ar ager student-der moto manush (lookalike); class-er video dekha manush-der retarget korun.",
    }),
    workingLearner: (context) => ({
      name: "Chakrir pashapashi pora student",
      who: `${of(context)} shei manushera, jader sharadin office ba university, porte paren shudhu shondhyay ba chhutir dine.`,
      wants:
        "Shondhya ba chhutir diner batch, protita class-er recording, ar dine ek ghontay shesh hoy emon homework.",
      pains:
        "Shubidhamoto shomoye class na pawa, ek shoptah miss korlei pichhiye pora, center-e jete lomba jam.",
      objection: "“Office (ba class) shamle ki tal rakhte parbo?”",
      answer: `Batch-er shomoygulo janan, keu class miss korle ki hoy (recording na makeup class), ar ${its(context)} jonno shoptahe kotota practice lage, tao bolun.`,
      triggers:
        "Promotion ba bideshe jawar jonno dokkhota ta dorkar howa, notun semester-er shuru, notun bochhorer plan.",
      hook: `Office-er pore, office bad diye noy: ${its(context)} shondhyar batch.`,
      channels: context.local
        ? "Facebook ar LinkedIn, YouTube, Messenger."
        : "LinkedIn, YouTube, Instagram, Google search.",
      targeting:
        "Meta: 22–35 bochhor boyoshi, bishoyti-te agrohi chakrijibi; Google: “evening batch” ar “online” lekha search.",
    }),
    parentPayer: (context) => ({
      name: "Fee dewa obhibhabok",
      who: `${of(context)} shei obhibhabokra, jara chhele ba meyer jonno class bechhe nen, fee den ar ogrogotir khoj rakhen.`,
      wants:
        "Nirapod, monojogi poribesh, ogrogotir niyomito khobor, ar age theke hishab kora jay emon fee.",
      pains:
        "Masher por mash taka diyeo kaj hochchhe ki na na jana, hut-hat class-er shomoy bodol, kotha bolar keu na thaka.",
      objection: "“Bachcha egochchhe ki na, bujhbo kivabe?”",
      answer: `Niyomito ogrogotir khobor ar test-er number pathan, obhibhabokra kake phone korben ta janan, ar ${its(context)} fee mashe mashe koto, spashto kore likhe din.`,
      triggers: context.local
        ? "Porikkhar result, notun shikkhaborsher shuru, board ba bhorti porikkhar ager mashgulo."
        : "Porikkhar result, notun shikkhaborsher shuru, report card.",
      hook: `Proti mashe janben, ${short(context)} niye apnar shontan kemon egochchhe.`,
      channels: context.local
        ? "Obhibhabokder Facebook group, apnar page, WhatsApp, school-er obhibhabokder mukhe mukhe."
        : "Obhibhabokder Facebook group, apnar page, WhatsApp, elakar community group.",
      targeting:
        "Meta: apnar elaka ba online bajarer school-porua shontaner obhibhabok; fee niye message kora manush-der retarget korun.",
    }),
    problemStarter: (context) => ({
      name: "Shomossha theke shuru kora manush",
      who: `${of(context)} shei manushera, jara kono shomosshar karone shuru koren: komor byatha, ojon, manoshik chap ba daktarer poramorsho.`,
      wants:
        "Dhire dhire shuru, emon teacher jini tader moto kore shekhan, ar koyek shoptaher moddhe ter pawa jay emon bodol.",
      pains: "Prothom dinei khub kothin class, purono-der majhe bemanan laga, chot pawar bhoy.",
      objection: "“Amar [shomossha] niye ki eta nirapod?”",
      answer: `${sentenceCase(its(context))} class kader jonno, teacher kivabe protita byayam maniye nen ar kokhon age daktarer shathe kotha bola uchit, spashto kore bolun; notunder jonno ekta prothom class rakhun.`,
      triggers:
        "Daktarer poramorsho, hothat shorir kharap, notun bochhor, nijer emon ekta chhobi ja bhalo lageni.",
      hook: `Jekhane achhen, shekhan thekei shuru: notunder jonno ${its(context)} prothom class.`,
      channels: context.local
        ? "Shasthyo ar fitness-er Facebook group, Instagram reel, apnar page, WhatsApp."
        : "Instagram reel, shasthyer Facebook group, Google search ar Maps.",
      targeting:
        "Meta: apnar kachhakachhi shasthyo, fitness ar apnar class je shomosshay kaje ashe tate agrohi manush; Google: “notunder jonno” ar “kachhakachhi” lekha search.",
    }),
    routineBuilder: (context) => ({
      name: "Routine gorte chawa manush",
      who: `${of(context)} byasto manushera, jara obhyash dhore rakhte paren kebol tokhoni, jokhon office ba bashar kachhe ekta nirdishto shomoy thake.`,
      wants:
        "Shokal ba shondhyar class, olpo jatayat, ar miss howa class shohoje pushiye newar upay.",
      pains: "Bhul shomoye class, lomba jam, puro masher taka diye matro dudin jawa.",
      objection: "“Kono class miss korle ki hobe?”",
      answer: `Class-er shomoysuchi janan, ${its(context)} miss howa class kivabe pushiye newa jay bolun, ar mashik plan-er pashapashi koyek class-er pack-o rakhun.`,
      triggers: "Notun chakri ba notun routine, masher shuru, notun bochhorer plan.",
      hook: `Office-er age ba pore: ${its(context)} class [shomoy], [jayga].`,
      channels: context.local
        ? "Instagram ar Facebook story, Google Maps, shomoysuchir jonno WhatsApp."
        : "Instagram story, Google Maps, je booking app-e achhen.",
      targeting:
        "Meta: apnar studio-r ashpashe olpo durotte chakrijibi boyosher manush; Google: kachhakachhi “morning class” ar “evening class” lekha search.",
    }),
    groupJoiner: (context) => ({
      name: "Dole bhirte chawa manush",
      who: `${of(context)} shei manushera, jara class-er motoi shonger jonno-o ashen, prayi kono bondhu ke niye.`,
      wants: "Bondhushulobh ekta dol, proti shoptahe chena mukh, ar niyomito ashar ekta karon.",
      pains: "Eka eka dhoka, jekhane shobai age thekei shobai ke chene, gym-er moto jantrik class.",
      objection: "“Ami ki maniye nite parbo?”",
      answer: `Ashol class ar shodossho-der dekhan (tader onumoti niye), ar bondhu ke shathe anar jonno ${its(context)} ekta class rakhun.`,
      triggers: "Bondhur amontron, 30 diner challenge, chhutir shomoy.",
      hook: `Bondhu ke shathe anun: ${its(context)} prothom class ta ekshathe.`,
      channels: context.local
        ? "Instagram, Facebook group, bondhu ar colleague-der WhatsApp group."
        : "Instagram, Facebook group, elakar noticeboard.",
      targeting:
        "Meta: apnar page pochhondo kora manush-der bondhu, ei kaje agrohi manush; class-er video dekha manush-der retarget korun.",
    }),
    youngLearnerParent: (context) => ({
      name: "Chhotoder obhibhabok",
      who: `${of(context)} shei obhibhabokra, jara shontaner jonno class khujchhen: shatar, nach, gan, aka ba khela.`,
      wants: "Nirapod jayga, proshikkhito teacher, chhoto dol ar chokhe porar moto unnoti.",
      pains: "Bhirer class, keu bhalo kore kheyal rakhe na, bachcha ki shikhlo bojha jay na.",
      objection: "“Amar bachchar jonno ki eta nirapod?”",
      answer: `Ke shekhan ar tar proshikkhon, proti teacher-er shathe kotojon bachcha, ar ${its(context)} nirapottar ki byabostha achhe, janan; prothom class-e obhibhabokder dekhar shujog din.`,
      triggers: context.local
        ? "School-er chhuti, notun shikkhaborsher shuru, sheet ba gorom-er batch."
        : "School-er chhuti, notun shikkhaborsher shuru, jonmodin.",
      hook: `Chhotoder chhutir batch: ${short(context)}, prothom class ta obhibhabokra dekhte parben.`,
      channels: context.local
        ? "Obhibhabokder Facebook group, apnar page, WhatsApp, school-er obhibhabokder mukhe mukhe."
        : "Obhibhabokder Facebook group, apnar page, elakar community group.",
      targeting:
        "Meta: apnar kachhakachhi school-porua shontaner obhibhabok; chhotoder batch niye message kora manush-der retarget korun.",
    }),
    earlyPlanner: (context) => ({
      name: "Agebhage book kora client",
      who: `${of(context)} shei manushera, jara bishesh ekta diner jonno koyek shoptah ba mash agei booking den: biye, berate jawa, paribarik onushthan.`,
      wants:
        "Nishchit ekta tarikh, shobkichhu shoho spashto dam, ar emon keu, jini message-er uttor den.",
      pains: "Ekoi dine dujon ke booking dewa, booking-er por dam bodlano, derite uttor.",
      objection: "“Amar tarikh ta shottii rakhben to?”",
      answer: `Protita booking likhito bhabe nishchit korun: tarikh, shomoy ar ${its(context)} moddhe ki ki thakchhe; advance kivabe kaj kore, tao bolun.`,
      triggers:
        "Tarikh thik howar muhurto: baghdan, biyer moushumer shuru, chhutir plan, attiyoder berate asha.",
      hook: `Apnar tarikh, nishchit: ${short(context)} agebhagei book korun.`,
      channels: context.local
        ? "Facebook page ar group, Instagram, WhatsApp, Google Maps."
        : "Instagram, Facebook, Google search ar Maps, local directory.",
      targeting:
        "Meta: jiboner ghotona (shoddo baghdan, shamne bibahobarshiki) ar uplokkhe agroho; Google: “booking” ar “kachhakachhi” lekha search.",
    }),
    lastMinuteBooker: (context) => ({
      name: "Shesh muhurter client",
      who: `${of(context)} shei manushera, jader ei shoptahei dorkar; prayi plan bodlechhe bole, ba keu shesh muhurte na korechhen bole.`,
      wants: "Shigrii ekta khali slot, druto uttor, ar emon dam, ja tokhoni mene newa jay.",
      pains: "Ekhane-okhane phone kore shudhu “booked” shona; pordiner age kono uttor na pawa.",
      objection: "“Ei shoptahe ki ekta shomoy dite parben?”",
      answer:
        "Proti shoptahe khali slotgulo post korun, ek ghontar moddhe uttor din, ar booking ta ek message-ei shere felar byabostha rakhun.",
      triggers: `Hotath dawat, karo booking batil, ${context.local ? "Eid" : "chhuti"} ba biyer thik ager koyek din.`,
      hook: `Ei shoptahe khali: [dingulo]. ${sentenceCase(short(context))} book korte message korun.`,
      channels: context.local
        ? "Facebook ar Instagram story, WhatsApp status, Google Maps."
        : "Instagram story, Google Maps ar search, je booking app-e apni achhen.",
      targeting:
        "Meta: apnar ashpasher chhoto elaka, goto koyek dine shokriyo manush; Google: “kachhakachhi” ar “aji” lekha search.",
    }),
    nervousFirstTimer: (context) => ({
      name: "Prothombar dwidhay thaka client",
      who: `${of(context)} shei manushera, jara e dhoroner sheba prothombar nichchhen, ba age kharap obhiggota hoyechhe.`,
      wants: "Ashol fol dekha, dhape dhape ki hobe jana, ar nishchinte proshno korte para.",
      pains: "Chhobir shathe ektuo na mela fol; taratari ar oshwosti.",
      objection: "“Fol jodi pochhondo na hoy?”",
      answer:
        "Ashol client der fol dekhan (tader onumoti niye), protita dhap bujhiye bolun, ar parle ekta trial ba chhoto poramorsher shujog din.",
      triggers: "Bondhur fol dekha, karo suparish, jiboner prothom boro kono uplokkho.",
      hook: `Ekhono nishchit nan? Ashol client der chokhe dekhun ${short(context)}.`,
      channels: "Instagram (age-porer post), Facebook review, proshner jonno WhatsApp.",
      targeting:
        "Meta: ager client der moto audience (lookalike) ar jara apnar post-e shara diyechhen; page dekhe jawa manushder retarget.",
    }),
    packageComparer: (context) => ({
      name: "Package miliye dekha client",
      who: `${of(context)} shei manushera, jara shiddhanto newar age tin-charjoner kachhe dam jene nen.`,
      wants:
        "Kon package-e ki ki thakchhe tar spashto talika, ar kajer dine barti kono khoroch chhara puro dam.",
      pains:
        "“Shuru matro …” dhoroner dam, lukono barti khoroch, dam jante inbox-e jiggesh korte howa.",
      objection: "“Onnoder cheye apnar dam beshi keno?”",
      answer: `Apnar packagegulo ar protitay ki thakchhe, prokash korun; ${its(context)} pechhoner shomoy, upokoron ar obhiggota dekhan.`,
      triggers: `Uplokkher budget kora, betoner shomoy, ${context.local ? "Eid ar biyer moushumer ager offer" : "seasonal offer"}.`,
      hook: `${sentenceCase(its(context))} shobkichhu ek dame, barti kono khoroch nei.`,
      channels: context.local
        ? "Facebook page-e pin kora damer post, je group-e manush suparish chan, Google Maps."
        : "Website-er damer page, Google Maps-er review, je local group-e manush suparish chan.",
      targeting: "Meta: uplokkhe agroho; jara dam jante message korechhen, tader retarget.",
    }),
    groupOrganiser: (context) => ({
      name: "Doler hoye booking dewa manush",
      who: `${of(context)} shei manushera, jara shudhu nijer jonno noy, poribar, bondhuder dol ba office-er jonno booking den.`,
      wants:
        "Shobar jonno ek booking, doler jonno alada dam, ar dinta shomoymoto chalanor moto ekta plan.",
      pains: "Koyekjon ke ekshathe shamlano; dol shamlate na para shebadata.",
      objection: "“Ekoi dine amader shobai ke shamlate parben?”",
      answer:
        "Ek dine kotojon ke sheba dite paren bolun, doler jonno ekta package rakhun, ar agei shohoj ekta shomoysuchi share korun.",
      triggers: context.local
        ? "Biye ar gaye holud, Eid, office-er onushthan, poribar niye berate jawa."
        : "Biye, office-er onushthan, poribar niye berano ar punormiloni.",
      hook: `Ek booking-e puro dol: ${short(context)}.`,
      channels: "Facebook group, WhatsApp, Instagram, ager dolgoto client der mukhe mukhe.",
      targeting: "Meta: jara apnar post-e shara diyechhen, tader bondhura; uplokkhe agroho.",
    }),
  },
  heading: (product) => `## ${sentenceCase(banglishPossessive(product))} shombhabbo kreta`,
  basedOn: ({ description, market }) =>
    `Jar bhittite: ${inBanglish(description)}. Bajar: ${inBanglish(market)}. Egulo jachai korar moto prathomik onuman, gobeshonar fol noy.`,
  segmentHeading: ({ number, name }) => `## Segment ${number}: ${name}`,
  segment: (segment) => [
    `**Kara:** ${segment.who}`,
    `**Ki chan:** ${segment.wants}`,
    `**Shomoshya:** ${segment.pains}`,
    `**Apotti:** ${segment.objection} **Uttor:** ${segment.answer}`,
    `**Kenar muhurto:** ${segment.triggers}`,
    `**Je hook test korben:** “${segment.hook}”`,
    `**Kothay paben:** ${segment.channels}`,
    `**Targeting:** ${segment.targeting}`,
  ],
  firstHeading: "## Kon segment diye shuru korben",
  firstReasons: [
    "apnar bornonar shathe eder mil shobcheye shorashori, tai ekhonkar product page ar chhobigulo-i eder shathe kotha bole.",
    "apnar dewa tothyo shobcheye spashto bhabe eder dikei ishara kore, tai hate thaka content diyei test kora jabe.",
    "apnar bornonar shobcheye kachhakachhi erai, tai prothom test ta shobcheye kom khoroche hobe.",
  ],
  first: ({ name, reason }) => `Shuru korun **${name}** diye: ${reason}`,
  defaultFirst: "Segment 1",
  localNote:
    "Bangladesh-e kretader spashto kore janan kivabe taka dewa jabe (cash on delivery, bKash ba card, jeta apni nen), ar Dhakar bhetore o baire delivery-te koto din lage.",
  serviceLocalNote:
    "Bangladesh-e spashto kore janan kivabe taka dewa jabe (bKash, cash ba card, jeta apni nen), booking nishchit korte koto advance lage, ar kon kon elakay jan ba apnake kothay pawa jabe.",
  lessonLocalNote:
    "Bangladesh-e spashto kore janan kivabe taka dewa jabe (bKash, cash ba card, jeta apni nen), fee mashe mashe dewa jay ki na, protita batch kobe ar koytay shuru, ar class online-e naki kon center-e.",
  activityLocalNote:
    "Bangladesh-e spashto kore janan kivabe taka dewa jabe (bKash, cash ba card, jeta apni nen), mashik plan naki koyek class-er pack, class-er shomoysuchi, class kothay hoy, ar shudhu narider ba chhotoder alada batch achhe ki na.",
  foodLocalNote:
    "Bangladesh-e spashto kore janan kivabe taka dewa jabe (cash on delivery ba bKash, jeta apni nen), kon kon elakay delivery den, ar shediner delivery-r jonno koytar moddhe order dite hobe.",
  validateHeading: "## Kivabe jachai korben",
  validate: [
    "Eki ad duto segment-e shoman budget-e 3–4 din chalan, tarpor protiti result-er khoroch miliye dekhun.",
    "Shesh 10 jon kreta ke tinta proshno korun: keno kinlen, ki pray atke dichchhilo, ar prothom kothay apnader kotha shunlen.",
    "Protiti segment-er hook alada post ba story poll-e din, tarpor save, share ar message miliye dekhun.",
  ],
});
