/**
 * The campaign template library (issue 16, docs/templates.md): ready briefs for this market's
 * seasons and everyday selling jobs. Each opens one tool with its inputs filled, written in
 * English and in Bangla (the Bangla brief also sets the output language to বাংলা). The products
 * are examples a shop swaps for its own; the occasions, platforms and habits are real.
 *
 * Loaded only by the template library and by a tool page opened with `?template=` (never on a
 * tool page's first load). campaign-templates.test.ts checks every brief against its tool's fields.
 */
export type TemplateLanguage = "en" | "bn";

export type TemplateOccasion = "festivals" | "sales" | "launches" | "orders" | "growth";

export const templateOccasions: readonly TemplateOccasion[] = [
  "festivals",
  "sales",
  "launches",
  "orders",
  "growth",
];

export type CampaignTemplate = {
  id: string;
  occasion: TemplateOccasion;
  toolSlug: string;
  title: Record<TemplateLanguage, string>;
  summary: Record<TemplateLanguage, string>;
  /** The tool's inputs by field name, in each language. */
  inputs: Record<TemplateLanguage, Readonly<Record<string, string>>>;
};

export const campaignTemplates: readonly CampaignTemplate[] = [
  // Festivals and national days.
  {
    id: "eid-ul-fitr-sale",
    occasion: "festivals",
    toolSlug: "ai-caption-generator",
    title: { en: "Eid-ul-Fitr sale captions", bn: "ঈদুল ফিতরের সেলের ক্যাপশন" },
    summary: {
      en: "Facebook captions for an Eid collection, posted in time for orders to arrive before Chand Raat.",
      bn: "ঈদ কালেকশনের ফেসবুক ক্যাপশন, যাতে চাঁদরাতের আগেই অর্ডার পৌঁছে যায়।",
    },
    inputs: {
      en: {
        product_name: "Eid panjabi collection",
        target_audience: "young men in Dhaka and Chattogram",
        platform: "Facebook",
      },
      bn: {
        product_name: "ঈদের পাঞ্জাবি কালেকশন",
        target_audience: "ঢাকা আর চট্টগ্রামের তরুণ",
        platform: "Facebook",
      },
    },
  },
  {
    id: "eid-ul-fitr-campaign-ideas",
    occasion: "festivals",
    toolSlug: "campaign-idea-generator",
    title: { en: "Eid-ul-Fitr campaign ideas", bn: "ঈদুল ফিতরের ক্যাম্পেইন আইডিয়া" },
    summary: {
      en: "Campaign concepts for the last ten days of Ramadan, when most Eid shopping happens.",
      bn: "রমজানের শেষ দশ দিনের ক্যাম্পেইন আইডিয়া, যখন ঈদের কেনাকাটা সবচেয়ে বেশি হয়।",
    },
    inputs: {
      en: {
        product_name: "women's three-piece and kurti collection",
        campaign_goal: "Double online orders in the last ten days of Ramadan",
        target_audience: "working women and students in Dhaka",
      },
      bn: {
        product_name: "মেয়েদের থ্রি-পিস আর কুর্তি কালেকশন",
        campaign_goal: "রমজানের শেষ দশ দিনে অনলাইন অর্ডার দ্বিগুণ করা",
        target_audience: "ঢাকার চাকরিজীবী নারী আর ছাত্রী",
      },
    },
  },
  {
    id: "eid-ul-adha-offer",
    occasion: "festivals",
    toolSlug: "ad-primary-text-generator",
    title: { en: "Eid-ul-Adha kitchen offer", bn: "ঈদুল আজহার কিচেন অফার" },
    summary: {
      en: "Ad text for the things every home needs for Qurbani: knives, choppers, freezer boxes.",
      bn: "কোরবানির সময় প্রতিটি ঘরে যা লাগে, তার বিজ্ঞাপনের টেক্সট: ছুরি, চপার, ফ্রিজার বক্স।",
    },
    inputs: {
      en: {
        product_name: "Qurbani kitchen set",
        target_audience: "families in Dhaka",
        key_benefit:
          "Knife set, chopping block and 6 freezer boxes for ৳2,490, delivered within 24 hours in Dhaka, cash on delivery",
      },
      bn: {
        product_name: "কোরবানির কিচেন সেট",
        target_audience: "ঢাকার পরিবার",
        key_benefit:
          "ছুরির সেট, চপিং ব্লক আর ৬টি ফ্রিজার বক্স ৳২,৪৯০-এ, ঢাকায় ২৪ ঘণ্টায় ডেলিভারি, ক্যাশ অন ডেলিভারি",
      },
    },
  },
  {
    id: "pohela-boishakh-collection",
    occasion: "festivals",
    toolSlug: "ai-caption-generator",
    title: { en: "Pohela Boishakh collection", bn: "পহেলা বৈশাখের কালেকশন" },
    summary: {
      en: "Instagram captions for a red-and-white Boishakh collection, ready a week before the 14th of April.",
      bn: "লাল-সাদা বৈশাখী কালেকশনের ইনস্টাগ্রাম ক্যাপশন, ১৪ এপ্রিলের এক সপ্তাহ আগে পোস্ট করার জন্য।",
    },
    inputs: {
      en: {
        product_name: "Boishakhi couple sets",
        target_audience: "young couples in Dhaka",
        platform: "Instagram",
      },
      bn: {
        product_name: "বৈশাখী কাপল সেট",
        target_audience: "ঢাকার তরুণ কাপল",
        platform: "Instagram",
      },
    },
  },
  {
    id: "pohela-boishakh-email",
    occasion: "festivals",
    toolSlug: "email-copywriter",
    title: { en: "Shubho Noboborsho e-mail", bn: "শুভ নববর্ষের ই-মেইল" },
    summary: {
      en: "A New Year greeting to your customers with a Boishakh offer that does not feel like spam.",
      bn: "গ্রাহকদের নববর্ষের শুভেচ্ছা আর বৈশাখী অফার, এমনভাবে যেন স্প্যাম না মনে হয়।",
    },
    inputs: {
      en: {
        product_name: "organic pickles, ghee and honey",
        email_goal:
          "Wish customers Shubho Noboborsho and offer 15% off every order placed before the 14th of April",
        target_audience: "our past customers",
      },
      bn: {
        product_name: "অর্গানিক আচার, ঘি আর মধু",
        email_goal: "গ্রাহকদের শুভ নববর্ষ জানানো আর ১৪ এপ্রিলের আগে প্রতিটি অর্ডারে ১৫% ছাড়ের অফার দেওয়া",
        target_audience: "আমাদের পুরোনো গ্রাহক",
      },
    },
  },
  {
    id: "victory-day",
    occasion: "festivals",
    toolSlug: "ai-caption-generator",
    title: { en: "Victory Day tribute post", bn: "বিজয় দিবসের শ্রদ্ধার পোস্ট" },
    summary: {
      en: "A respectful 16 December post where the brand honours the day first and sells second.",
      bn: "১৬ ডিসেম্বরের সম্মানজনক পোস্ট: আগে দিনটিকে শ্রদ্ধা, তারপর ব্র্যান্ডের কথা।",
    },
    inputs: {
      en: {
        product_name: "Victory Day red-and-green Tangail scarves",
        target_audience: "Bangladeshis at home and abroad",
        platform: "Facebook",
      },
      bn: {
        product_name: "বিজয় দিবসের লাল-সবুজ টাঙ্গাইল স্কার্ফ",
        target_audience: "দেশ-বিদেশের বাংলাদেশি",
        platform: "Facebook",
      },
    },
  },
  {
    id: "puja-collection",
    occasion: "festivals",
    toolSlug: "ai-caption-generator",
    title: { en: "Durga Puja collection", bn: "দুর্গাপূজার কালেকশন" },
    summary: {
      en: "Captions for a Puja saree collection, posted before Mahalaya.",
      bn: "পূজার শাড়ির কালেকশনের ক্যাপশন, মহালয়ার আগেই পোস্ট করার জন্য।",
    },
    inputs: {
      en: {
        product_name: "Puja saree collection",
        target_audience: "women shopping for Puja",
        platform: "Facebook",
      },
      bn: {
        product_name: "পূজার শাড়ি কালেকশন",
        target_audience: "পূজার কেনাকাটা করা নারী",
        platform: "Facebook",
      },
    },
  },
  {
    id: "falgun-valentine",
    occasion: "festivals",
    toolSlug: "ad-headline-generator",
    title: { en: "Pohela Falgun and Valentine's Day", bn: "পহেলা ফাল্গুন আর ভালোবাসা দিবস" },
    summary: {
      en: "Ad headlines for gift boxes over the two days of 13 and 14 February.",
      bn: "১৩ আর ১৪ ফেব্রুয়ারির দুই দিনের গিফট বক্সের বিজ্ঞাপনের হেডলাইন।",
    },
    inputs: {
      en: {
        product_name: "Falgun gift box",
        key_benefit:
          "Flower crown, bangles and a handwritten card for ৳990, delivered gift-wrapped in Dhaka on the day you choose",
        target_audience: "young couples in Dhaka",
      },
      bn: {
        product_name: "ফাল্গুন গিফট বক্স",
        key_benefit:
          "ফুলের মুকুট, চুড়ি আর হাতে লেখা কার্ড ৳৯৯০-এ, আপনার বেছে নেওয়া দিনে ঢাকায় গিফট-র‍্যাপ করে ডেলিভারি",
        target_audience: "ঢাকার তরুণ কাপল",
      },
    },
  },
  {
    id: "wedding-season",
    occasion: "festivals",
    toolSlug: "product-description-writer",
    title: { en: "Wedding season jewellery", bn: "বিয়ের মৌসুমের গয়না" },
    summary: {
      en: "Product descriptions for bridal sets during the winter wedding season.",
      bn: "শীতের বিয়ের মৌসুমে ব্রাইডাল সেটের প্রোডাক্ট ডেসক্রিপশন।",
    },
    inputs: {
      en: {
        product_name: "bridal jewellery set",
        key_features:
          "Necklace, earrings and tikli, 22k gold plating on copper, anti-tarnish coating, gift box, 7-day exchange, ৳6,500",
        target_audience: "brides planning a winter wedding",
      },
      bn: {
        product_name: "ব্রাইডাল গয়নার সেট",
        key_features:
          "নেকলেস, কানের দুল আর টিকলি, তামার ওপর ২২ ক্যারেট সোনার প্রলেপ, কালো না হওয়ার কোটিং, গিফট বক্স, ৭ দিনে এক্সচেঞ্জ, ৳৬,৫০০",
        target_audience: "শীতে বিয়ের প্রস্তুতি নেওয়া কনে",
      },
    },
  },

  // Sales and seasons.
  {
    id: "eleven-eleven",
    occasion: "sales",
    toolSlug: "ad-headline-generator",
    title: { en: "11.11 sale headlines", bn: "১১.১১ সেলের হেডলাইন" },
    summary: {
      en: "Headlines for the one-day 11.11 sale that compete with Daraz's own campaign.",
      bn: "এক দিনের ১১.১১ সেলের হেডলাইন, দারাজের বড় ক্যাম্পেইনের ভিড়েও যেন চোখে পড়ে।",
    },
    inputs: {
      en: {
        product_name: "wireless earbuds",
        key_benefit: "৳1,111 on 11.11 only (regular ৳2,200), 30-hour battery, 1-year warranty",
        target_audience: "students and young professionals",
      },
      bn: {
        product_name: "ওয়্যারলেস ইয়ারবাড",
        key_benefit: "শুধু ১১.১১-তে ৳১,১১১ (আগে ৳২,২০০), ৩০ ঘণ্টা ব্যাটারি, ১ বছরের ওয়ারেন্টি",
        target_audience: "ছাত্রছাত্রী আর তরুণ চাকরিজীবী",
      },
    },
  },
  {
    id: "black-friday-email",
    occasion: "sales",
    toolSlug: "email-copywriter",
    title: { en: "Black Friday e-mail", bn: "ব্ল্যাক ফ্রাইডের ই-মেইল" },
    summary: {
      en: "A Black Friday e-mail with a clear deadline, for customers who have bought before.",
      bn: "আগের গ্রাহকদের জন্য স্পষ্ট সময়সীমাসহ ব্ল্যাক ফ্রাইডের ই-মেইল।",
    },
    inputs: {
      en: {
        product_name: "skincare for humid weather",
        email_goal:
          "Announce 30% off everything from Friday to Sunday night and get past customers to order again",
        target_audience: "our past customers",
      },
      bn: {
        product_name: "আর্দ্র আবহাওয়ার স্কিনকেয়ার",
        email_goal:
          "শুক্রবার থেকে রবিবার রাত পর্যন্ত সবকিছুতে ৩০% ছাড়ের ঘোষণা, আগের গ্রাহকদের আবার অর্ডার করানো",
        target_audience: "আমাদের পুরোনো গ্রাহক",
      },
    },
  },
  {
    id: "winter-collection",
    occasion: "sales",
    toolSlug: "product-description-writer",
    title: { en: "Winter collection", bn: "শীতের কালেকশন" },
    summary: {
      en: "Product descriptions for hoodies and shawls when the first cold wave reaches the north.",
      bn: "প্রথম শৈত্যপ্রবাহ উত্তরবঙ্গে পৌঁছানোর সময় হুডি আর চাদরের প্রোডাক্ট ডেসক্রিপশন।",
    },
    inputs: {
      en: {
        product_name: "fleece-lined hoodie",
        key_features:
          "Warm fleece inside, 5 colours, sizes M to XXL, ৳1,250, cash on delivery all over Bangladesh",
        target_audience: "young people getting ready for winter",
      },
      bn: {
        product_name: "ভেতরে ফ্লিসের হুডি",
        key_features: "ভেতরে গরম ফ্লিস, ৫টি রং, M থেকে XXL সাইজ, ৳১,২৫০, সারা দেশে ক্যাশ অন ডেলিভারি",
        target_audience: "শীতের প্রস্তুতি নেওয়া তরুণ",
      },
    },
  },
  {
    id: "winter-hashtags",
    occasion: "sales",
    toolSlug: "hashtag-generator",
    title: { en: "Winter collection hashtags", bn: "শীতের কালেকশনের হ্যাশট্যাগ" },
    summary: {
      en: "Hashtag sets for winter wear posts, from broad reach to local shoppers.",
      bn: "শীতের পোশাকের পোস্টের হ্যাশট্যাগ, বড় রিচ থেকে স্থানীয় ক্রেতা পর্যন্ত।",
    },
    inputs: {
      en: {
        topic: "winter clothing",
        keywords: "winter collection, hoodie, shawl, sweater",
        brand_name: "Sheet Bazar",
      },
      bn: {
        topic: "শীতের পোশাক",
        keywords: "শীতের কালেকশন, হুডি, চাদর, সোয়েটার",
        brand_name: "শীত বাজার",
      },
    },
  },
  {
    id: "free-delivery-weekend",
    occasion: "sales",
    toolSlug: "ads-builder",
    title: { en: "Free delivery weekend", bn: "ফ্রি ডেলিভারি উইকেন্ড" },
    summary: {
      en: "A complete ad for a Friday–Saturday free delivery offer.",
      bn: "শুক্র-শনিবারের ফ্রি ডেলিভারি অফারের পুরো বিজ্ঞাপন।",
    },
    inputs: {
      en: {
        product_name: "home-made pickles and chutneys",
        target_audience: "families in Dhaka",
        key_benefit: "Made in small batches with mustard oil, no preservatives",
        offer: "Free delivery in Dhaka on every order this Friday and Saturday",
      },
      bn: {
        product_name: "ঘরে বানানো আচার আর চাটনি",
        target_audience: "ঢাকার পরিবার",
        key_benefit: "সরিষার তেলে অল্প অল্প করে বানানো, কোনো প্রিজারভেটিভ নেই",
        offer: "এই শুক্র আর শনিবার ঢাকায় প্রতিটি অর্ডারে ফ্রি ডেলিভারি",
      },
    },
  },
  {
    id: "ramadan-iftar",
    occasion: "sales",
    toolSlug: "ad-primary-text-generator",
    title: { en: "Ramadan iftar box", bn: "রমজানের ইফতার বক্স" },
    summary: {
      en: "Ad text for an iftar box delivered before the call to prayer.",
      bn: "আজানের আগে পৌঁছে যাওয়া ইফতার বক্সের বিজ্ঞাপনের টেক্সট।",
    },
    inputs: {
      en: {
        product_name: "iftar box for two",
        target_audience: "office workers in Gulshan and Motijheel",
        key_benefit:
          "Dates, chola, beguni, jilapi and haleem for ৳450, at your office 30 minutes before iftar if you order by 2 pm",
      },
      bn: {
        product_name: "দুজনের ইফতার বক্স",
        target_audience: "গুলশান আর মতিঝিলের চাকরিজীবী",
        key_benefit:
          "খেজুর, ছোলা, বেগুনি, জিলাপি আর হালিম ৳৪৫০-এ, দুপুর ২টার মধ্যে অর্ডার করলে ইফতারের ৩০ মিনিট আগে অফিসে",
      },
    },
  },
  {
    id: "boost-plan",
    occasion: "sales",
    toolSlug: "boost-suggestion-planner",
    title: { en: "Facebook boost plan for a sale", bn: "সেলের জন্য ফেসবুক বুস্ট প্ল্যান" },
    summary: {
      en: "How to split a small boost budget across a seven-day sale.",
      bn: "সাত দিনের সেলে অল্প বুস্ট বাজেট কীভাবে ভাগ করবেন।",
    },
    inputs: {
      en: {
        product_name: "Eid shoe collection",
        campaign_goal: "Messages from buyers asking to order",
        total_budget: "৳10,000 over 7 days",
        target_audience: "shoppers aged 20–40 in Dhaka and Gazipur",
      },
      bn: {
        product_name: "ঈদের জুতার কালেকশন",
        campaign_goal: "অর্ডার করতে চাওয়া ক্রেতাদের মেসেজ",
        total_budget: "৭ দিনে ৳১০,০০০",
        target_audience: "ঢাকা আর গাজীপুরের ২০–৪০ বছরের ক্রেতা",
      },
    },
  },

  // Launches and restocks.
  {
    id: "new-product-launch",
    occasion: "launches",
    toolSlug: "landing-page-copy-generator",
    title: { en: "New product launch page", bn: "নতুন প্রোডাক্ট লঞ্চের পেজ" },
    summary: {
      en: "Landing page copy for a launch, with an early-bird offer.",
      bn: "লঞ্চের ল্যান্ডিং পেজের কপি, আর্লি-বার্ড অফারসহ।",
    },
    inputs: {
      en: {
        product_name: "rechargeable table fan",
        target_audience: "families hit by load-shedding",
        key_benefits: "Runs 12 hours on one charge, quiet, USB charging, 1-year warranty",
        offer: "Early-bird price ৳3,290 (regular ৳3,790) for the first 200 orders",
      },
      bn: {
        product_name: "রিচার্জেবল টেবিল ফ্যান",
        target_audience: "লোডশেডিংয়ে ভোগা পরিবার",
        key_benefits: "এক চার্জে ১২ ঘণ্টা চলে, শব্দ কম, USB চার্জিং, ১ বছরের ওয়ারেন্টি",
        offer: "প্রথম ২০০ অর্ডারে আর্লি-বার্ড দাম ৳৩,২৯০ (নিয়মিত ৳৩,৭৯০)",
      },
    },
  },
  {
    id: "launch-campaign-ideas",
    occasion: "launches",
    toolSlug: "campaign-idea-generator",
    title: { en: "Launch campaign ideas", bn: "লঞ্চ ক্যাম্পেইনের আইডিয়া" },
    summary: {
      en: "Ideas to make a new local brand known in its first month.",
      bn: "নতুন দেশি ব্র্যান্ডকে প্রথম মাসেই পরিচিত করার আইডিয়া।",
    },
    inputs: {
      en: {
        product_name: "herbal hair oil with amla and coconut",
        campaign_goal: "1,000 first orders and 5,000 page followers in the first month",
        target_audience: "women worried about hair fall",
      },
      bn: {
        product_name: "আমলকী আর নারকেলের হারবাল হেয়ার অয়েল",
        campaign_goal: "প্রথম মাসে ১,০০০ অর্ডার আর ৫,০০০ পেজ ফলোয়ার",
        target_audience: "চুল পড়া নিয়ে চিন্তিত নারী",
      },
    },
  },
  {
    id: "restock",
    occasion: "launches",
    toolSlug: "ai-caption-generator",
    title: { en: "Back in stock", bn: "আবার স্টকে" },
    summary: {
      en: "Captions that tell waiting customers a sold-out product is back.",
      bn: "শেষ হয়ে যাওয়া প্রোডাক্ট আবার এসেছে, অপেক্ষায় থাকা ক্রেতাদের জানানোর ক্যাপশন।",
    },
    inputs: {
      en: {
        product_name: "handmade leather wallet, back in stock",
        target_audience: "men who love handmade leather",
        platform: "Facebook",
      },
      bn: {
        product_name: "আবার স্টকে আসা হাতে তৈরি চামড়ার মানিব্যাগ",
        target_audience: "হাতে তৈরি চামড়া ভালোবাসা পুরুষ",
        platform: "Facebook",
      },
    },
  },
  {
    id: "reel-script",
    occasion: "launches",
    toolSlug: "thumbnail-title-generator",
    title: { en: "Unboxing video titles", bn: "আনবক্সিং ভিডিওর টাইটেল" },
    summary: {
      en: "Titles for an unboxing video or reel of a new product.",
      bn: "নতুন প্রোডাক্টের আনবক্সিং ভিডিও বা রিলের টাইটেল।",
    },
    inputs: {
      en: {
        video_topic: "Unboxing our new smartwatch with Bangla menu, ৳2,999",
        target_audience: "first-time smartwatch buyers",
      },
      bn: {
        video_topic: "বাংলা মেনুসহ আমাদের নতুন স্মার্টওয়াচের আনবক্সিং, ৳২,৯৯৯",
        target_audience: "প্রথমবার স্মার্টওয়াচ কেনা তরুণ",
      },
    },
  },

  // Orders, marketplaces and customers.
  {
    id: "daraz-listing",
    occasion: "orders",
    toolSlug: "product-description-writer",
    title: { en: "Daraz product listing", bn: "দারাজের প্রোডাক্ট লিস্টিং" },
    summary: {
      en: "A marketplace description with the facts buyers filter by: size, material, warranty.",
      bn: "মার্কেটপ্লেসের ডেসক্রিপশন, ক্রেতারা যে তথ্য দেখে বাছাই করেন তা দিয়ে: সাইজ, ম্যাটেরিয়াল, ওয়ারেন্টি।",
    },
    inputs: {
      en: {
        product_name: "26 cm non-stick frying pan",
        key_features:
          "5-layer granite coating, works on gas and induction, heat-proof handle, 6-month warranty, ৳1,350",
        target_audience: "home cooks who shop on Daraz",
      },
      bn: {
        product_name: "২৬ সেমি নন-স্টিক ফ্রাইং প্যান",
        key_features:
          "৫ স্তরের গ্রানাইট কোটিং, গ্যাস আর ইন্ডাকশন দুটোতেই চলে, গরম না হওয়া হাতল, ৬ মাসের ওয়ারেন্টি, ৳১,৩৫০",
        target_audience: "দারাজে কেনাকাটা করা রাঁধুনি",
      },
    },
  },
  {
    id: "cod-order-confirmation",
    occasion: "orders",
    toolSlug: "email-copywriter",
    title: { en: "Cash-on-delivery order confirmation", bn: "ক্যাশ অন ডেলিভারি অর্ডার কনফার্মেশন" },
    summary: {
      en: "An order confirmation e-mail that cuts returned parcels: amount to pay, delivery day, how to change the order.",
      bn: "অর্ডার কনফার্মেশনের ই-মেইল, যাতে পার্সেল ফেরত কমে: কত টাকা দিতে হবে, কবে ডেলিভারি, অর্ডার বদলাবেন কীভাবে।",
    },
    inputs: {
      en: {
        product_name: "winter hoodies from Sheet Bazar",
        email_goal:
          "Confirm the order, the amount to pay the courier (including ৳60 delivery charge in Dhaka, ৳120 outside), the delivery in 2–4 days, and ask the customer to reply if anything should change",
        target_audience: "customers who have just ordered",
      },
      bn: {
        product_name: "শীত বাজারের উইন্টার হুডি",
        email_goal:
          "অর্ডার কনফার্ম করা, কুরিয়ারকে কত টাকা দিতে হবে (ঢাকায় ৳৬০, ঢাকার বাইরে ৳১২০ ডেলিভারি চার্জসহ), ২–৪ দিনে ডেলিভারি, আর কিছু বদলাতে চাইলে রিপ্লাই দিতে বলা",
        target_audience: "এইমাত্র অর্ডার করা গ্রাহক",
      },
    },
  },
  {
    id: "review-request",
    occasion: "orders",
    toolSlug: "email-copywriter",
    title: { en: "Review request after delivery", bn: "ডেলিভারির পর রিভিউ চাওয়া" },
    summary: {
      en: "A short e-mail three days after delivery that asks for a review and a photo.",
      bn: "ডেলিভারির তিন দিন পর ছোট একটি ই-মেইল, রিভিউ আর ছবি চেয়ে।",
    },
    inputs: {
      en: {
        product_name: "cotton bedsheet sets",
        email_goal:
          "Ask for a review with a photo on our Facebook page, and give ৳100 off the next order as thanks",
        target_audience: "customers who received their order this week",
      },
      bn: {
        product_name: "সুতি বেডশিট সেট",
        email_goal: "আমাদের ফেসবুক পেজে ছবিসহ রিভিউ চাওয়া, ধন্যবাদ হিসেবে পরের অর্ডারে ৳১০০ ছাড়",
        target_audience: "এই সপ্তাহে অর্ডার হাতে পাওয়া গ্রাহক",
      },
    },
  },
  {
    id: "product-page-seo",
    occasion: "orders",
    toolSlug: "seo-meta-description-writer",
    title: { en: "Shop product page for Google", bn: "গুগলের জন্য শপের প্রোডাক্ট পেজ" },
    summary: {
      en: "Meta title and description so a product page shows well when people search for it.",
      bn: "মেটা টাইটেল আর ডেসক্রিপশন, যাতে খুঁজলে প্রোডাক্ট পেজটি গুগলে ভালোভাবে দেখায়।",
    },
    inputs: {
      en: {
        page_topic: "Jamdani sarees with home delivery in Bangladesh",
        focus_keyword: "jamdani saree price in Bangladesh",
        brand_name: "Tant Ghor",
      },
      bn: {
        page_topic: "সারা দেশে হোম ডেলিভারিসহ জামদানি শাড়ি",
        focus_keyword: "জামদানি শাড়ির দাম",
        brand_name: "তাঁত ঘর",
      },
    },
  },

  // Growing the business.
  {
    id: "monthly-content-plan",
    occasion: "growth",
    toolSlug: "social-post-scheduler",
    title: { en: "A month of Facebook posts", bn: "এক মাসের ফেসবুক পোস্ট" },
    summary: {
      en: "A posting calendar for a small food business on Facebook and Instagram.",
      bn: "ছোট খাবারের ব্যবসার জন্য ফেসবুক আর ইনস্টাগ্রামের পোস্টিং ক্যালেন্ডার।",
    },
    inputs: {
      en: {
        brand_name: "Mayer Ranna",
        platforms: "Facebook, Instagram",
        content_focus: "home-cooked lunch boxes for offices in Dhaka",
        target_audience: "office workers in Dhaka",
      },
      bn: {
        brand_name: "মায়ের রান্না",
        platforms: "Facebook, Instagram",
        content_focus: "ঢাকার অফিসে ঘরের রান্নার লাঞ্চ বক্স",
        target_audience: "ঢাকার চাকরিজীবী",
      },
    },
  },
  {
    id: "influencer-collab",
    occasion: "growth",
    toolSlug: "influencer-outreach-email-writer",
    title: { en: "Invite a local influencer", bn: "দেশি ইনফ্লুয়েন্সারকে আমন্ত্রণ" },
    summary: {
      en: "A first message to a food or lifestyle creator, with a clear offer.",
      bn: "ফুড বা লাইফস্টাইল ক্রিয়েটরকে প্রথম মেসেজ, স্পষ্ট অফারসহ।",
    },
    inputs: {
      en: {
        brand_name: "Cha Bari",
        influencer_name: "Nusrat",
        influencer_niche: "Dhaka food reviews on Facebook and TikTok",
        collaboration_offer:
          "A free tasting for her and a friend, ৳8,000 for one reel, and a 10% code for her followers",
      },
      bn: {
        brand_name: "চা বাড়ি",
        influencer_name: "নুসরাত",
        influencer_niche: "ফেসবুক আর টিকটকে ঢাকার খাবারের রিভিউ",
        collaboration_offer:
          "তাঁর আর এক বন্ধুর জন্য ফ্রি টেস্টিং, একটি রিলের জন্য ৳৮,০০০, আর ফলোয়ারদের জন্য ১০% ছাড়ের কোড",
      },
    },
  },
  {
    id: "lead-funnel-course",
    occasion: "growth",
    toolSlug: "lead-capture-funnel",
    title: { en: "Leads for an online course", bn: "অনলাইন কোর্সের লিড" },
    summary: {
      en: "A lead funnel for a course sold to people who want to earn online.",
      bn: "অনলাইনে আয় করতে চান এমন মানুষের কাছে কোর্স বিক্রির লিড ফানেল।",
    },
    inputs: {
      en: {
        product_name: "graphic design freelancing course",
        target_audience: "students outside Dhaka who want to earn online",
        audience_pain_point: "not knowing where to start",
      },
      bn: {
        product_name: "গ্রাফিক ডিজাইন ফ্রিল্যান্সিং কোর্স",
        target_audience: "অনলাইনে আয় করতে চাওয়া ঢাকার বাইরের ছাত্রছাত্রী",
        audience_pain_point: "কোথা থেকে শুরু করবেন বুঝতে না পারা",
      },
    },
  },
  {
    id: "ab-test-offer",
    occasion: "growth",
    toolSlug: "ab-test-variant-generator",
    title: { en: "Test two offers", bn: "দুটি অফার যাচাই" },
    summary: {
      en: "Variants of an ad to learn whether free delivery or a discount sells more.",
      bn: "ফ্রি ডেলিভারি নাকি ছাড়, কোনটায় বেশি বিক্রি হয় জানতে বিজ্ঞাপনের ভিন্ন ভিন্ন সংস্করণ।",
    },
    inputs: {
      en: {
        original_copy:
          "Pure mustard oil from Sirajganj, cold-pressed in a ghani. 1 litre ৳380. Order now!",
        test_goal: "Find out whether free delivery or ৳50 off brings more orders",
        target_audience: "families who cook with mustard oil",
      },
      bn: {
        original_copy: "সিরাজগঞ্জের ঘানিতে ভাঙানো খাঁটি সরিষার তেল। ১ লিটার ৳৩৮০। এখনই অর্ডার করুন!",
        test_goal: "ফ্রি ডেলিভারি নাকি ৳৫০ ছাড়, কোনটায় বেশি অর্ডার আসে তা জানা",
        target_audience: "সরিষার তেলে রান্না করা পরিবার",
      },
    },
  },
];

export function findCampaignTemplate(id: string): CampaignTemplate | undefined {
  return campaignTemplates.find((template) => template.id === id);
}
