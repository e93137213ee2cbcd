import type { AdviceKind } from "../../kit/copy-kit.ts";

/**
 * Tips for the week's educational posts, by what is sold, in each language: advice a customer can
 * use whatever the brand (how to keep, choose, order or get more from it), so a post reads as
 * finished without knowing the business, and says nothing about the business it cannot know. Six
 * each, so the week's two tip posts never repeat one.
 */
export type SchedulerTips = Readonly<Record<AdviceKind, readonly string[]>>;

export const schedulerTipsEn: SchedulerTips = {
  meal: [
    "Eat within a few hours of delivery, or put the box in the fridge: cooked rice and curry should not sit warm all afternoon.",
    "Build a balanced box: half vegetables or salad, a quarter rice or roti, a quarter fish, egg, chicken or dal.",
    "Ask which oil is used and how much: home-style food tastes rich without a layer of oil on top.",
    "Rotate through the weekly menu instead of the same dish every day; variety keeps lunch something to look forward to.",
    "Mention allergies and how spicy you like it when you order, not at the door.",
    "Reheat only once, until it is steaming hot all the way through.",
  ],
  pantry: [
    "Keep it in a cool, dry place out of the sun, and always use a dry spoon.",
    "Read the label for what is inside: the fewer ingredients, the better the sign.",
    "Buy a size you will finish in a few months; small batches taste freshest.",
    "Check the seal and the best-before date when it arrives, and tell the seller at once if a seal is broken.",
    "Close the lid tightly after every use to keep out moisture and ants.",
    "Ask the seller where it comes from and how it is made; a good maker is glad to tell you.",
  ],
  goods: [
    "Check the size, measurements or capacity before you order, and ask when you are unsure.",
    "Read what it is made of: the material tells you how it will wear and how to care for it.",
    "Look for real customer photos, not only studio shots, to see the true colour and finish.",
    "Ask about exchanges and returns before you pay, and keep the packaging until you are sure.",
    "Follow the care instructions; most things last longer cleaned gently and dried out of direct sun.",
    "Compare the full price: delivery charge, warranty and what is included.",
  ],
  software: [
    "Start with the one task you do most, and learn the rest once that saves you time.",
    "Invite your team on day one, so everyone's work lives in one place, not only yours.",
    "Try it on real work during the trial, not sample data, to see whether it fits.",
    "Keep the reminders and notifications you need and mute the rest.",
    "Export or back up your data regularly, and check you can take all of it with you.",
    "Ask support early: a five-minute question saves an hour of guessing.",
  ],
  service: [
    "Book weekends and festival dates early; they fill first.",
    "Share photos or examples of what you want when you book, so nothing is lost in words.",
    "Ask what is included and what costs extra before you pay the advance.",
    "Confirm the date, time and place the day before.",
    "Ask to see recent work for real clients, not only the best-ever shots.",
    "Say what you do not want as well; it helps as much as what you do.",
  ],
  lesson: [
    "Ask for a trial class before you pay for the whole course; how a teacher explains matters more than the syllabus.",
    "Ask how many students are in a batch: a smaller class gets more questions answered.",
    "Check when classes happen and what you get if you miss one, such as a recording or a make-up class.",
    "Take a practice test in the first week, so you know where you start and can see your progress.",
    "Ask who teaches and what their own results or experience are, not only the centre's name.",
    "Set a little time aside every day between classes; steady practice beats cramming the night before.",
  ],
};

export const schedulerTipsBn: SchedulerTips = {
  meal: [
    "ডেলিভারির কয়েক ঘণ্টার মধ্যে খেয়ে নিন, না পারলে ফ্রিজে রাখুন: রান্না করা ভাত-তরকারি সারা বিকেল গরমে ফেলে রাখবেন না।",
    "বক্সটা সাজান এভাবে: অর্ধেক সবজি বা সালাদ, এক ভাগ ভাত বা রুটি, এক ভাগ মাছ, ডিম, মুরগি বা ডাল।",
    "কোন তেল আর কতটা তেলে রান্না হয়, জিজ্ঞেস করুন: ঘরের রান্না মজাদার হয়, কিন্তু ওপরে তেল ভাসে না।",
    "প্রতিদিন একই পদ না নিয়ে সাপ্তাহিক মেনু ঘুরিয়ে নিন; বৈচিত্র্য থাকলে দুপুরের খাবারের অপেক্ষা থাকে।",
    "অ্যালার্জি বা ঝালের মাত্রা অর্ডারের সময়ই জানিয়ে দিন, ডেলিভারির সময় নয়।",
    "খাবার একবারই গরম করুন, আর ভেতর পর্যন্ত ভালো করে গরম করুন।",
  ],
  pantry: [
    "ঠান্ডা, শুকনো জায়গায় রোদ থেকে দূরে রাখুন, আর সবসময় শুকনো চামচ ব্যবহার করুন।",
    "লেবেলে দেখুন ভেতরে কী কী আছে: উপাদান যত কম, সাধারণত তত ভালো।",
    "এমন পরিমাণ কিনুন যা কয়েক মাসে শেষ হবে; অল্প অল্প করে বানানো জিনিসের স্বাদই সবচেয়ে টাটকা।",
    "হাতে পেয়েই সিল আর মেয়াদের তারিখ দেখে নিন; সিল ভাঙা থাকলে সঙ্গে সঙ্গে বিক্রেতাকে জানান।",
    "প্রতিবার ব্যবহারের পর ঢাকনা শক্ত করে আটকে দিন, যাতে আর্দ্রতা আর পিঁপড়া না ঢোকে।",
    "কোথা থেকে আসে আর কীভাবে বানানো হয়, বিক্রেতাকে জিজ্ঞেস করুন; ভালো কারিগর খুশি হয়েই বলবেন।",
  ],
  goods: [
    "অর্ডারের আগে সাইজ, মাপ বা ধারণক্ষমতা মিলিয়ে নিন; নিশ্চিত না হলে জিজ্ঞেস করুন।",
    "কী দিয়ে তৈরি, দেখে নিন: উপাদানই বলে দেয় জিনিসটা কতদিন টিকবে আর কীভাবে যত্ন নিতে হবে।",
    "শুধু স্টুডিওর ছবি নয়, ক্রেতাদের তোলা আসল ছবি দেখুন; তাতে আসল রং আর ফিনিশ বোঝা যায়।",
    "টাকা দেওয়ার আগে এক্সচেঞ্জ আর রিটার্নের নিয়ম জেনে নিন, আর নিশ্চিত না হওয়া পর্যন্ত প্যাকেটটা রেখে দিন।",
    "যত্নের নিয়ম মেনে চলুন; বেশিরভাগ জিনিস আলতো করে পরিষ্কার করে ছায়ায় শুকালে বেশিদিন টেকে।",
    "পুরো দামটা মিলিয়ে দেখুন: ডেলিভারি চার্জ, ওয়ারেন্টি আর সঙ্গে কী কী থাকছে।",
  ],
  software: [
    "যে কাজটা সবচেয়ে বেশি করেন, সেটা দিয়েই শুরু করুন; ওতে সময় বাঁচতে শুরু করলে বাকিটা শিখুন।",
    "প্রথম দিনেই টিমকে যোগ করুন, যাতে শুধু আপনার নয়, সবার কাজ এক জায়গায় থাকে।",
    "ট্রায়ালের সময় নমুনা ডেটা নয়, আসল কাজ দিয়ে দেখুন আপনার সঙ্গে মেলে কি না।",
    "যে রিমাইন্ডার আর নোটিফিকেশন দরকার, শুধু সেগুলো চালু রাখুন; বাকিগুলো বন্ধ করে দিন।",
    "নিয়মিত ডেটা এক্সপোর্ট বা ব্যাকআপ রাখুন, আর দেখে নিন দরকার হলে সব ডেটা সঙ্গে নিয়ে যেতে পারবেন কি না।",
    "শুরুতেই সাপোর্টে প্রশ্ন করুন: পাঁচ মিনিটের একটা প্রশ্ন এক ঘণ্টার আন্দাজ বাঁচায়।",
  ],
  service: [
    "ছুটির দিন আর উৎসবের তারিখ আগেভাগে বুক করুন; এগুলোই সবার আগে ভরে যায়।",
    "বুক করার সময়ই কেমনটা চান তার ছবি বা উদাহরণ পাঠান, যাতে কথায় কিছু হারিয়ে না যায়।",
    "অ্যাডভান্স দেওয়ার আগে জেনে নিন কী কী থাকছে আর কোনটার জন্য আলাদা খরচ।",
    "আগের দিন তারিখ, সময় আর জায়গাটা আরেকবার নিশ্চিত করে নিন।",
    "শুধু সেরা কয়েকটা ছবি নয়, আসল ক্লায়েন্টদের সাম্প্রতিক কাজ দেখতে চান।",
    "কী চান না, সেটাও বলুন; কী চান তা বলার মতোই এটা কাজে লাগে।",
  ],
  lesson: [
    "পুরো কোর্সের টাকা দেওয়ার আগে একটা ট্রায়াল ক্লাস করে দেখুন; সিলেবাসের চেয়ে শিক্ষক কীভাবে বোঝান, সেটাই বেশি জরুরি।",
    "এক ব্যাচে কতজন শিক্ষার্থী, জিজ্ঞেস করুন: ছোট ব্যাচে প্রশ্নের উত্তর বেশি পাওয়া যায়।",
    "ক্লাস কখন হয় আর কোনো ক্লাস মিস করলে কী পাবেন, যেমন রেকর্ডিং বা মেকআপ ক্লাস, জেনে নিন।",
    "প্রথম সপ্তাহেই একটা প্র্যাকটিস টেস্ট দিন, তাহলে কোথা থেকে শুরু করছেন জানবেন আর উন্নতিটাও দেখতে পাবেন।",
    "শুধু প্রতিষ্ঠানের নাম নয়, কে পড়াবেন আর তাঁর নিজের ফল বা অভিজ্ঞতা কী, জিজ্ঞেস করুন।",
    "দুই ক্লাসের মাঝে প্রতিদিন একটু সময় অনুশীলন করুন; পরীক্ষার আগের রাতে একসাথে পড়ার চেয়ে নিয়মিত অনুশীলন অনেক বেশি কাজে দেয়।",
  ],
};

export const schedulerTipsBanglish: SchedulerTips = {
  meal: [
    "Delivery-r koyek ghontar moddhe kheye nin, na parle fridge-e rakhun: ranna kora bhat-torkari shara bikel gorome fele rakhben na.",
    "Box ta shajan evabe: ordhek shobji ba salad, ek bhag bhat ba ruti, ek bhag maachh, dim, murgi ba dal.",
    "Kon tel ar kotota tele ranna hoy, jiggesh korun: ghorer ranna mojadar hoy, kintu upore tel bhashe na.",
    "Protidin eki pod na niye shaptahik menu ghuriye nin; boichitro thakle dupurer khabarer opekkha thake.",
    "Allergy ba jhal-er matra order-er shomoyei janiye din, delivery-r shomoy noy.",
    "Khabar ekbari gorom korun, ar bhetor porjonto bhalo kore gorom korun.",
  ],
  pantry: [
    "Thanda, shukno jaygay rod theke dure rakhun, ar shobshomoy shukno chamoch use korun.",
    "Label-e dekhun bhetore ki ki ache: upadan joto kom, shadharonoto toto bhalo.",
    "Emon poriman kinun ja koyek mashe shesh hobe; olpo olpo kore banano jinisher shad-i shobcheye taja.",
    "Hate peyei seal ar meyader tarikh dekhe nin; seal bhanga thakle shonge shonge bikretake janan.",
    "Protibar use-er por dhakna shokto kore atke din, jate ardrota ar pipra na dhoke.",
    "Kotha theke ashe ar kivabe banano hoy, bikretake jiggesh korun; bhalo karigor khushi hoyei bolben.",
  ],
  goods: [
    "Order-er age size, map ba capacity miliye nin; nishchit na hole jiggesh korun.",
    "Ki diye toiri, dekhe nin: upadan-i bole dey jinish ta kotodin tikbe ar kivabe jotno nite hobe.",
    "Shudhu studio-r chhobi noy, kretader tola ashol chhobi dekhun; tate ashol rong ar finish bojha jay.",
    "Taka deyar age exchange ar return-er niyom jene nin, ar nishchit na howa porjonto packet ta rekhe din.",
    "Jotner niyom mene cholun; beshirbhag jinish alto kore porishkar kore chhayay shukale beshidin teke.",
    "Puro dam ta miliye dekhun: delivery charge, warranty ar shathe ki ki thakchhe.",
  ],
  software: [
    "Je kaj ta shobcheye beshi koren, sheta diyei shuru korun; ote shomoy bachte shuru korle baki ta shikhun.",
    "Prothom dinei team-ke add korun, jate shudhu apnar noy, shobar kaj ek jaygay thake.",
    "Trial-er shomoy sample data noy, ashol kaj diye dekhun apnar shathe mele ki na.",
    "Je reminder ar notification dorkar, shudhu shegulo chalu rakhun; bakigulo bondho kore din.",
    "Niyomito data export ba backup rakhun, ar dekhe nin dorkar hole shob data shathe niye jete parben ki na.",
    "Shurutei support-e proshno korun: pach minute-er ekta proshno ek ghontar andaj bachay.",
  ],
  service: [
    "Chhutir din ar utshober tarikh agebhage book korun; egulo-i shobar age bhore jay.",
    "Book korar shomoyei kemon ta chan tar chhobi ba udahoron pathan, jate kothay kichhu hariye na jay.",
    "Advance deyar age jene nin ki ki thakchhe ar kon ta-r jonno alada khoroch.",
    "Ager din tarikh, shomoy ar jayga ta arekbar nishchit kore nin.",
    "Shudhu shera koyekta chhobi noy, ashol client-der shamprotik kaj dekhte chan.",
    "Ki chan na, sheta-o bolun; ki chan ta bolar motoi eta kaje lage.",
  ],
  lesson: [
    "Puro course-er taka deyar age ekta trial class kore dekhun; syllabus-er cheye teacher kivabe bojhan, shetai beshi joruri.",
    "Ek batch-e kotojon student, jiggesh korun: chhoto batch-e proshner uttor beshi pawa jay.",
    "Class kokhon hoy ar kono class miss korle ki paben, jemon recording ba makeup class, jene nin.",
    "Prothom shoptahei ekta practice test din, tahole kotha theke shuru korchhen janben ar unnoti ta-o dekhte paben.",
    "Shudhu protishthaner naam noy, ke poraben ar tar nijer result ba obhiggota ki, jiggesh korun.",
    "Dui class-er majhe protidin ektu shomoy practice korun; porikkhar ager raate ekshathe porar cheye niyomito practice onek beshi kaje dey.",
  ],
};
