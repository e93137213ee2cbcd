import { offerInSentence } from "../../kit/copy-kit.ts";
import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { AudienceFinderPhrases, SegmentContext } from "./target-audience-finder.writer.ts";

/** The buying moments of the year, local ones for Bangladesh. */
const localMoments = (context: SegmentContext) =>
  context.local
    ? "Eid, Pohela Boishakh, payday at the start of the month"
    : "holidays, seasonal sales and payday";

export const audienceFinderEn: AudienceFinderPhrases = {
  defaultProduct: "your product",
  defaultMarket: "your market",
  segments: {
    valueSeeker: (context) => ({
      name: "The Value Seeker",
      who: `Price-aware shoppers in ${context.market} who compare several options before buying.`,
      wants: "Good quality for the money, a clear total price and no surprises at delivery.",
      pains: "Products that didn't match the photos; hidden delivery charges.",
      objection: "“Is it worth the price?”",
      answer: `Show exactly what comes with ${context.parts.short}, the full price with delivery, and your real return terms.`,
      triggers: `Sales and ${localMoments(context)}.`,
      hook: `Everything you get with ${context.parts.short}, at one clear price.`,
      channels: context.local
        ? "Facebook pages and groups, Daraz and other marketplaces, Google Search."
        : "Marketplaces, deal and comparison sites, Google Search.",
      targeting:
        "Meta: interests in online shopping and the category; Google: searches containing “price” and “buy”.",
    }),
    qualityFirst: (context) => ({
      name: "The Quality-First Buyer",
      who: `People in ${context.market} who buy less often but expect things to last.`,
      wants: "Proof of quality: materials, how it's made, how long it lasts.",
      pains: "Cheap items that wore out fast; vague product pages.",
      objection: "“How do I know the quality is really there?”",
      answer:
        "Close-up photos, honest specifications and real reviews; a clear warranty or return policy if you have one.",
      triggers: "Replacing something that just broke; a special occasion.",
      hook: `Made to last: a closer look at ${context.parts.short}.`,
      channels: "Instagram, YouTube reviews, Google Search for “best …” and “review”.",
      targeting:
        "Meta: engaged shoppers and premium-brand interests; Google: “best” and “review” searches.",
    }),
    giftGiver: (context) => ({
      name: "The Gift Giver",
      who: `People in ${context.market} buying ${lowerFirst(context.parts.noun)} for someone else.`,
      wants: "Something that looks thoughtful, arrives on time and is easy to give.",
      pains: "Late deliveries before an occasion; not knowing the right size or style.",
      objection: "“Will it arrive in time, and can it be exchanged?”",
      answer:
        "State delivery times and the last order date before each occasion, and your exchange policy.",
      triggers: `Birthdays, weddings and ${localMoments(context)}.`,
      hook: `A gift they'll actually use: ${context.parts.short}.`,
      channels:
        "Facebook and Instagram in the two weeks before occasions, Google Search for “gift for …”.",
      targeting:
        "Meta: people with upcoming birthdays or anniversaries of friends; gift-related interests.",
    }),
    consciousShopper: (context) => ({
      name: "The Conscious Shopper",
      who: `Shoppers in ${context.market} who care how things are made and what happens to them after.`,
      wants: "Honest information about materials, sourcing and packaging.",
      pains: "Greenwashing: big claims with nothing behind them.",
      objection: "“Is it really better, or just marketing?”",
      answer: "Be specific and modest: say what is recycled or natural and what isn't yet.",
      triggers:
        "Environmental news, a personal decision to buy better, Earth Day and World Environment Day.",
      hook: `What ${context.parts.short} is made of, and why.`,
      channels: "Instagram, community groups on sustainability, YouTube.",
      targeting: "Meta: interests in sustainability, recycling, organic products.",
    }),
    busyProfessional: (context) => ({
      name: "The Busy Professional",
      who: `Working people in ${context.market} with little time and steady income.`,
      wants: "Fast, reliable ordering and something that fits into a full day.",
      pains: "Slow replies, complicated checkout, wasted weekends returning things.",
      objection: "“I don't have time to compare. Why this one?”",
      answer:
        "One clear reason to choose it, delivery in a stated time, and ordering in under a minute.",
      triggers: "Start of the month, a new job or routine, the weekend before a busy week.",
      hook: `No time to compare? Here's why ${context.parts.short} makes it simple.`,
      channels:
        "Instagram and Facebook in the evening, LinkedIn for work-related products, Google Search.",
      targeting:
        "Meta: job titles or employers by industry, engaged shoppers; evenings and weekends.",
    }),
    student: (context) => ({
      name: "The Student on a Budget",
      who: `Students and young people in ${context.market} who spend carefully and follow trends.`,
      wants: "Something that looks good, is shareable and is affordable.",
      pains: "Tight budgets; fear of paying more than friends did.",
      objection: "“Can I get it cheaper somewhere else?”",
      answer: "Be upfront about price; offer a student or bundle deal only if you really have one.",
      triggers: "Start of term, exams over, festivals and friends' recommendations.",
      hook: `${context.parts.short}: the one your friends will ask about.`,
      channels: "TikTok, Instagram Reels, YouTube Shorts, campus and student groups.",
      targeting: "Meta/TikTok: ages 18–24 in your delivery area, interests in the category.",
    }),
    overloadedOwner: (context) => ({
      name: "The Overloaded Owner",
      who: `Small business owners in ${context.market} who run sales, marketing and operations themselves.`,
      wants: "Save hours every week without hiring or learning something complex.",
      pains: "Too many tools, not enough time, unclear results from marketing spend.",
      objection: "“I don't have time to set up another tool.”",
      answer: `Show setup in minutes and the first useful result from ${context.parts.short} on day one.`,
      triggers: "A busy season coming, a staff member leaving, a month with poor results.",
      hook: `Get your evenings back: ${context.parts.short} takes the busywork off your plate.`,
      channels: "Facebook groups for business owners, LinkedIn, YouTube tutorials, Google Search.",
      targeting: "Meta: small business owners, Page admins; LinkedIn: company size 1–50.",
    }),
    growthMarketer: (context) => ({
      name: "The Growth-Focused Marketer",
      who: `Marketing managers and executives in ${context.market} with targets to hit.`,
      wants: "Better results they can show their boss, faster.",
      pains: "Reporting takes too long; ideas run dry; tools don't talk to each other.",
      objection: "“Will this really move my numbers?”",
      answer: "Offer a trial or demo on their own data, and show how results are measured.",
      triggers: "Quarterly planning, a new target, a campaign that underperformed.",
      hook: `Hit this quarter's target with less busywork: ${context.parts.short}.`,
      channels: "LinkedIn, marketing newsletters and communities, webinars, Google Search.",
      targeting: "LinkedIn: job function Marketing; Meta: interests in digital marketing tools.",
    }),
    carefulEvaluator: (context) => ({
      name: "The Careful Evaluator",
      who: `Finance, IT or operations leads in ${context.market} who approve purchases.`,
      wants: "Low risk: clear pricing, security, support and an easy exit.",
      pains: "Surprise costs, tools the team abandons, vendor lock-in.",
      objection: "“What does it really cost, and what if we stop?”",
      answer: "Publish total cost, contract terms and how data is exported or deleted.",
      triggers: "Budget season, a security review, a failed tool rollout.",
      hook: `Clear pricing, clear terms: ${context.parts.short}.`,
      channels: "LinkedIn, comparison and review sites, direct email, Google Search.",
      targeting: "LinkedIn: seniority Manager and above in Finance or IT.",
    }),
    agencyPartner: (context) => ({
      name: "The Agency Partner",
      who: `Agencies and freelancers in ${context.market} serving several clients.`,
      wants: "Do more for each client without more staff; look good in front of clients.",
      pains: "Repetitive work per client, reporting, keeping several brands consistent.",
      objection: "“Can it handle several clients and brands?”",
      answer: "Show multi-client use and how work is shared or exported for clients.",
      triggers: "Winning a new client, a price increase from a current tool.",
      hook: `One tool, every client: ${context.parts.short} for agencies.`,
      channels: "LinkedIn, freelancer communities and Facebook groups, partner programmes.",
      targeting: "LinkedIn: agency owners and account managers; Meta: Page admins of agencies.",
    }),
    homeTaste: (context) => ({
      name: "The Home-Taste Seeker",
      who: `People in ${context.market} who miss food cooked the way it is at home: students and workers living away from family, and families short of time.`,
      wants:
        "Food that tastes homemade: familiar recipes, fresh ingredients and the same taste every time.",
      pains:
        "Restaurant food that is oily, over-spiced or different every time; not knowing whose kitchen it came from.",
      objection: "“Will it really taste homemade?”",
      answer: `Show the kitchen and the people cooking, name the ingredients and the oil you use, and let people try ${offerInSentence(context.parts)} with one small first order.`,
      triggers: context.local
        ? "Moving to a new city or a hostel, the start of the month, iftar and sehri in Ramadan."
        : "Moving away from home, the start of the month, a busy season at work.",
      hook: `Tastes like home: ${offerInSentence(context.parts)}, cooked fresh today.`,
      channels: context.local
        ? "Facebook food groups and your Page, Instagram Reels, WhatsApp for repeat orders."
        : "Instagram Reels, Facebook, local food groups, delivery apps.",
      targeting:
        "Meta: people living away from family (recently moved, hostels) and interests in home cooking and local food; Google: “home-cooked food near me” searches.",
    }),
    healthWatcher: (context) => ({
      name: "The Health Watcher",
      who: `People in ${context.market} who watch what they eat: less oil, less sugar, more vegetables, often on a doctor's advice or a fitness plan.`,
      wants:
        "Clear ingredients, how it is cooked and how much oil goes in; portions that fit a plan.",
      pains:
        "Greasy takeaways, hidden sugar and salt, labels that say “healthy” and explain nothing.",
      objection: "“How healthy is it, really?”",
      answer: `List what goes into ${offerInSentence(context.parts)}: the ingredients, which oil and how much, how it is cooked. Show a real portion, and never claim a health benefit you cannot back up.`,
      triggers: context.local
        ? "A doctor's advice, the new year, a fitness goal, Ramadan."
        : "A doctor's advice, the new year, a fitness goal, the start of summer.",
      hook: `Less oil, the same taste: see what goes into ${offerInSentence(context.parts)}.`,
      channels: "Instagram, Facebook fitness and diet groups, YouTube Shorts.",
      targeting:
        "Meta: interests in healthy eating, fitness and diets; Google: “healthy food delivery” searches.",
    }),
    busyEater: (context) => ({
      name: "The Busy Eater",
      who: `Office workers and students in ${context.market} with no time to cook and a short break to eat.`,
      wants:
        "Food that arrives on time, hot and as good every day, ordered in a minute or on a plan.",
      pains:
        "Late deliveries that eat the lunch break, cold food, the same three dishes every week.",
      objection: "“Will it arrive on time, every day?”",
      answer:
        "State your delivery window and the time to order by, show this week's menu, and say what you do when an order is late.",
      triggers: "The start of the month, a new job or semester, a busy season at work.",
      hook: `No time to cook? ${sentenceCase(offerInSentence(context.parts))}, on time.`,
      channels: context.local
        ? "Facebook and Instagram at lunchtime and in the evening, office and university groups, WhatsApp for daily orders."
        : "Instagram and Facebook at lunchtime, workplace and campus groups, delivery apps.",
      targeting:
        "Meta: job titles and employers near your delivery area, university students; ads scheduled for late morning and evening.",
    }),
    occasionHost: (context) => ({
      name: "The Occasion Host",
      who: `People in ${context.market} ordering for a table: a family dinner, an office party, a birthday, guests at home.`,
      wants:
        "Enough food for everyone, ready on the day, with a clear price per person or per box.",
      pains:
        "An order that arrives short or late while guests wait; portions smaller than in the photos.",
      objection: "“Can you cook for 20 people on the day I need?”",
      answer:
        "Say how much notice you need, the smallest and largest order you take, and the price per person or per box.",
      triggers: context.local
        ? "Eid, iftar parties in Ramadan, birthdays, weddings and office events."
        : "Holidays, birthdays, office parties and weekends with guests.",
      hook: `Guests coming? Order ${offerInSentence(context.parts)} for the whole table.`,
      channels: "Your Facebook Page and groups, Instagram, WhatsApp for orders and confirmations.",
      targeting:
        "Meta: friends of people with an upcoming birthday or anniversary, parents, office administrators; boost before each occasion.",
    }),
    puritySeeker: (context) => ({
      name: "The Purity Seeker",
      who: `People in ${context.market} who have been let down by adulterated food and now buy only from sellers they can trust.`,
      wants:
        "Proof that it is pure: where it comes from, who makes it, a test or a process they can check.",
      pains:
        "Food that was not what the label said: syrup in the honey, oil in the ghee, colour in the spices.",
      objection: "“How do I know it is pure?”",
      answer: `Show where ${offerInSentence(context.parts)} comes from and how it is made, share any lab test you have, and offer a small first size.`,
      triggers: context.local
        ? "News of adulterated food, winter, Ramadan and Eid."
        : "A food scare in the news, the start of a season, holidays.",
      hook: `Pure, and we can show you: where ${offerInSentence(context.parts)} comes from.`,
      channels: "Your Facebook Page and groups, YouTube videos from the source, Instagram Reels.",
      targeting:
        "Meta: interests in organic food, healthy eating and cooking; Google: searches for the product with “pure” or “original”.",
    }),
    foodGifter: (context) => ({
      name: "The Food Gifter",
      who: `People in ${context.market} who send food as a gift: to family, to a host, to colleagues on an occasion.`,
      wants: "Something that looks good to give and arrives fresh, whole and in time for the day.",
      pains: "Broken jars and squashed boxes; a parcel that arrives after the occasion.",
      objection: "“Will it arrive in time, and in one piece?”",
      answer:
        "State the last order date before each occasion, show how you pack, and say what you do when something arrives damaged.",
      triggers: context.local
        ? "Eid, winter visits to family, weddings and Pohela Boishakh."
        : "Holidays, birthdays, weddings and visits.",
      hook: `A gift they will open the same day: ${offerInSentence(context.parts)}.`,
      channels:
        "Facebook and Instagram in the two weeks before an occasion, WhatsApp for gift orders.",
      targeting:
        "Meta: friends of people with an upcoming birthday or anniversary, gift-related interests; boost two weeks before each occasion.",
    }),
    familyStocker: (context) => ({
      name: "The Family Stocker",
      who: `People in ${context.market} who buy food for the whole household, once a month or when it runs out.`,
      wants:
        "A fair price per kilo or jar, a size that lasts the month, and delivery when they ask for it.",
      pains:
        "Paying more for small packs, running out in the middle of the month, delivery charges that eat the saving.",
      objection: "“Is it cheaper than what I buy now?”",
      answer: `Show the price of ${offerInSentence(context.parts)} per kilo or jar next to the usual shop's, and offer a family size or a monthly order.`,
      triggers: context.local
        ? "Payday at the start of the month, shopping for Ramadan, winter."
        : "Payday, the start of a season, holidays.",
      hook: `Enough for the month: ${offerInSentence(context.parts)} in a family size.`,
      channels: context.local
        ? "Facebook groups for parents and home cooks, your Page, WhatsApp for repeat orders."
        : "Facebook groups, your Page, email or WhatsApp for repeat orders.",
      targeting:
        "Meta: parents and people who run a household near your delivery area; interests in cooking and groceries.",
    }),
    deadlineLearner: (context) => ({
      name: "The Deadline Learner",
      who: `People in ${context.market} with a test date or an application deadline in the next few months.`,
      wants:
        "A plan that fits the weeks they have, practice tests under real timing, and to know where they stand.",
      pains:
        "Starting too late, classes that follow the book instead of the exam, not knowing if they are ready.",
      objection: "“Can I be ready in time?”",
      answer: `Publish when each batch starts and how many weeks ${offerInSentence(context.parts)} takes, and give a short placement test, so people see where they start.`,
      triggers: context.local
        ? "A test date booked, an application deadline, results day, the months before the university intake."
        : "A test date booked, an application deadline, results day.",
      hook: `Test in [number] weeks? Here is how ${offerInSentence(context.parts)} fits them.`,
      channels: context.local
        ? "Facebook groups for students and study abroad, YouTube, your Page, Messenger and WhatsApp."
        : "YouTube, Instagram, student forums and groups, Google Search.",
      targeting:
        "Meta: ages 18–30 interested in the exam, studying abroad or the subject; Google: “preparation”, “course” and “coaching near me” searches.",
    }),
    resultsChecker: (context) => ({
      name: "The Results Checker",
      who: `People in ${context.market} who compare two or three options and choose on proof, not promises.`,
      wants:
        "Who teaches and their own results, past students' results, the class size and the full fee.",
      pains:
        "Big claims with no proof, a famous name on the poster and a junior teacher in class, extra fees later.",
      objection: "“How do I know your teachers are good?”",
      answer: `Name the teachers and their own scores or experience, share past students' results with their permission, and offer a trial class of ${offerInSentence(context.parts)}.`,
      triggers: "A friend's result, a failed first attempt, comparing fees before a new batch.",
      hook: `Meet the teachers behind ${offerInSentence(context.parts)}, then try a class.`,
      channels: context.local
        ? "Your Page's reviews, YouTube, Facebook groups where students ask for recommendations."
        : "Google reviews, YouTube, student forums and groups.",
      targeting:
        "Meta: people who engaged with your posts and lookalikes of past students; retarget visitors who watched a class video.",
    }),
    workingLearner: (context) => ({
      name: "The Working Learner",
      who: `People in ${context.market} with a job or a full day of university who can study only in the evening or at weekends.`,
      wants:
        "Evening or weekend batches, recordings of every class, and homework that fits into an hour a day.",
      pains:
        "Classes at times they cannot make, falling behind after one missed week, long commutes to a centre.",
      objection: "“Will I keep up with my job (or my classes)?”",
      answer: `Show the batch times, what happens when someone misses a class (a recording or a make-up class), and how much practice ${offerInSentence(context.parts)} asks each week.`,
      triggers:
        "A promotion or a move that needs the skill, the start of a new semester, a new year's plan.",
      hook: `After work, not instead of it: evening classes at ${offerInSentence(context.parts)}.`,
      channels: context.local
        ? "Facebook and LinkedIn, YouTube, Messenger."
        : "LinkedIn, YouTube, Instagram, Google Search.",
      targeting:
        "Meta: ages 22–35, job titles and interests in the subject, evenings and weekends in the schedule; Google: “evening batch” and “online” searches.",
    }),
    parentPayer: (context) => ({
      name: "The Parent Who Pays",
      who: `Parents in ${context.market} choosing classes for a son or daughter, who pay and follow the progress.`,
      wants:
        "A safe, serious place to learn, regular updates on progress, and a fee they can plan for.",
      pains:
        "Paying for months without knowing if it helps, classes that change times, no one to talk to.",
      objection: "“How will I know my child is improving?”",
      answer: `Send regular progress notes and test scores, say who parents can call, and set out the fee for ${offerInSentence(context.parts)} month by month.`,
      triggers: context.local
        ? "Exam results, the start of the school year, the months before board or admission exams."
        : "Exam results, the start of the school year, a report card.",
      hook: `Every month, you will know how your child is doing with ${offerInSentence(context.parts)}.`,
      channels: context.local
        ? "Facebook groups for parents, your Page, WhatsApp, word of mouth at schools."
        : "Facebook groups for parents, your Page, WhatsApp, local community groups.",
      targeting:
        "Meta: parents of school-age children near you or in your online market; retarget people who messaged you about fees.",
    }),
    problemStarter: (context) => ({
      name: "The Problem-Driven Starter",
      who: `People in ${context.market} who start because of a problem: back pain, weight, stress or a doctor's advice.`,
      wants:
        "A gentle start, a teacher who adapts to them, and a change they can feel within a few weeks.",
      pains:
        "Classes that are too hard on day one, feeling out of place among regulars, fear of an injury.",
      objection: "“Is it safe for me, with my [problem]?”",
      answer: `Say plainly who ${offerInSentence(context.parts)} suits, how the teacher adapts each exercise, and when to check with a doctor first; offer a first class for beginners.`,
      triggers: "A doctor's advice, a health scare, a new year, a photo they did not like.",
      hook: `Start where you are: a first class at ${offerInSentence(context.parts)}, made for beginners.`,
      channels: context.local
        ? "Facebook groups on health and fitness, Instagram reels, your Page, WhatsApp."
        : "Instagram reels, Facebook groups on health, Google Search and Maps.",
      targeting:
        "Meta: interests in health, fitness and the problem your classes help with, near you; Google: “for beginners” and “near me” searches.",
    }),
    routineBuilder: (context) => ({
      name: "The Routine Builder",
      who: `Busy people in ${context.market} who keep a habit only when it has a fixed time close to work or home.`,
      wants: "Morning or evening classes, a short trip, and an easy way to make up a missed class.",
      pains: "Classes at the wrong hour, a long commute, paying for a month and going twice.",
      objection: "“What if I miss a class?”",
      answer: `Publish the timetable, say how a missed class at ${offerInSentence(context.parts)} can be made up, and offer a class pack as well as a monthly plan.`,
      triggers: "A new job or timetable, the start of the month, a new year's plan.",
      hook: `Before work or after: ${offerInSentence(context.parts)} at [times], [place].`,
      channels: context.local
        ? "Instagram and Facebook stories, Google Maps, WhatsApp for the timetable."
        : "Instagram stories, Google Maps, a booking app you list on.",
      targeting:
        "Meta: a small radius around your studio, working ages; Google: “morning class” and “evening class” searches near you.",
    }),
    groupJoiner: (context) => ({
      name: "The Group Joiner",
      who: `People in ${context.market} who come for the company as much as the class, often with a friend.`,
      wants: "A friendly group, the same faces each week, and a reason to keep coming.",
      pains:
        "Walking in alone, groups where everyone already knows each other, classes that feel like a gym floor.",
      objection: "“Will I fit in?”",
      answer: `Show real classes and members (with their permission), and offer a bring-a-friend class at ${offerInSentence(context.parts)}.`,
      triggers: "A friend's invitation, a 30-day challenge, the holidays.",
      hook: `Bring a friend: your first class at ${offerInSentence(context.parts)}, together.`,
      channels: context.local
        ? "Instagram, Facebook groups, WhatsApp groups of friends and colleagues."
        : "Instagram, Facebook groups, community noticeboards.",
      targeting:
        "Meta: friends of people who like your Page, interests in the activity; retarget people who watched your class videos.",
    }),
    youngLearnerParent: (context) => ({
      name: "The Parent of a Young Learner",
      who: `Parents in ${context.market} looking for classes for a child: swimming, dance, music, art or sport.`,
      wants: "A safe place, a trained teacher, a small group and progress they can see.",
      pains: "Crowded classes, no one watching closely, not knowing what the child learned.",
      objection: "“Is it safe for my child?”",
      answer: `Say who teaches and their training, how many children each teacher has, what safety steps ${offerInSentence(context.parts)} takes, and let parents watch the first class.`,
      triggers: context.local
        ? "School holidays, the start of the school year, a winter or summer batch."
        : "School holidays, the start of the school year, a birthday.",
      hook: `Holiday batch for children: ${offerInSentence(context.parts)}, with a first class parents can watch.`,
      channels: context.local
        ? "Facebook groups for parents, your Page, WhatsApp, word of mouth at schools."
        : "Facebook groups for parents, your Page, local community groups.",
      targeting:
        "Meta: parents of school-age children near you; retarget people who messaged you about children's batches.",
    }),
    earlyPlanner: (context) => ({
      name: "The Early Planner",
      who: `People in ${context.market} who book weeks or months ahead for a date that matters: a wedding, a trip, a family event.`,
      wants:
        "A confirmed date, a clear price for everything included, and someone who answers messages.",
      pains: "Providers who double-book, prices that change after booking, slow replies.",
      objection: "“Will you really keep my date?”",
      answer: `Confirm each booking in writing with the date, the time and what ${offerInSentence(context.parts)} includes, and say how the advance works.`,
      triggers:
        "A date being set: an engagement, the start of wedding season, a holiday, a family visit.",
      hook: `Your date, kept: book ${offerInSentence(context.parts)} early.`,
      channels: context.local
        ? "Facebook Page and groups, Instagram, WhatsApp, Google Maps."
        : "Instagram, Facebook, Google Search and Maps, local directories.",
      targeting:
        "Meta: life events (recently engaged, upcoming anniversary) and interests in the occasion; Google: “book” and “near me” searches.",
    }),
    lastMinuteBooker: (context) => ({
      name: "The Last-Minute Booker",
      who: `People in ${context.market} who need it this week, often because plans changed or someone let them down.`,
      wants: "An open slot soon, a fast answer and a price they can accept on the spot.",
      pains: "Calling around and hearing “fully booked”; no reply until the next day.",
      objection: "“Can you fit me in this week?”",
      answer:
        "Post your open slots every week, answer within the hour, and make booking one message, not a long back-and-forth.",
      triggers: `A sudden invitation, a provider who cancelled, the days just before ${context.local ? "Eid or a wedding" : "a holiday or a wedding"}.`,
      hook: `Open this week: [days]. Message us to book ${offerInSentence(context.parts)}.`,
      channels: context.local
        ? "Facebook and Instagram stories, WhatsApp status, Google Maps."
        : "Instagram stories, Google Maps and Search, booking apps you list on.",
      targeting:
        "Meta: a small radius around you, people active in the last days; Google: “near me” and “today” searches.",
    }),
    nervousFirstTimer: (context) => ({
      name: "The Nervous First-Timer",
      who: `People in ${context.market} booking this kind of service for the first time, or after a bad experience.`,
      wants:
        "To see real results, know what will happen step by step, and feel free to ask questions.",
      pains: "Results that looked nothing like the photos; feeling rushed or judged.",
      objection: "“What if I don't like the result?”",
      answer:
        "Show real clients' results (with their permission), explain each step, and offer a trial or a short consultation if you can.",
      triggers: "A friend's result, a recommendation, a first big occasion.",
      hook: `Not sure yet? See ${offerInSentence(context.parts)} through real clients' eyes.`,
      channels: "Instagram (before-and-after posts), Facebook reviews, WhatsApp for questions.",
      targeting:
        "Meta: lookalikes of past clients, people who engaged with your posts; retarget visitors to your Page.",
    }),
    packageComparer: (context) => ({
      name: "The Package Comparer",
      who: `People in ${context.market} who ask three or four providers for prices before deciding.`,
      wants:
        "A clear list of what each package includes, and the full price with no extras on the day.",
      pains: "“Starting from” prices, hidden extras, having to ask for the price in the inbox.",
      objection: "“Why do you cost more than the others?”",
      answer: `Publish your packages and what each includes; show the time, materials and experience behind ${offerInSentence(context.parts)}.`,
      triggers: `Budgeting for an occasion, payday, ${context.local ? "offers before Eid and the wedding season" : "seasonal offers"}.`,
      hook: `Everything included in ${offerInSentence(context.parts)}, at one clear price.`,
      channels: context.local
        ? "A pinned price post on your Facebook Page, groups where people ask for recommendations, Google Maps."
        : "Your website's price page, Google Maps reviews, local groups where people ask for recommendations.",
      targeting:
        "Meta: interests in the occasion; retarget people who messaged you about the price.",
    }),
    groupOrganiser: (context) => ({
      name: "The Group Organiser",
      who: `People in ${context.market} booking for a family, a group of friends or an office, not only for themselves.`,
      wants: "One booking for everyone, a group price and a plan that keeps the day on time.",
      pains: "Coordinating several people; providers who can't handle a group.",
      objection: "“Can you handle all of us on the same day?”",
      answer:
        "Say how many people you can serve in a day, offer a group package, and share a simple schedule ahead.",
      triggers: context.local
        ? "Weddings and holud, Eid, office events, family trips."
        : "Weddings, office events, family trips and reunions.",
      hook: `One booking, the whole group: ${offerInSentence(context.parts)}.`,
      channels: "Facebook groups, WhatsApp, Instagram, word of mouth from past group clients.",
      targeting: "Meta: friends of people who engaged with you; interests in the occasion.",
    }),
  },
  heading: (product) => `## Audience hypotheses for ${product}`,
  basedOn: ({ description, market }) =>
    `Based on: ${description}. Market: ${market}. These are starting hypotheses to test, not research findings.`,
  segmentHeading: ({ number, name }) => `## Segment ${number}: ${name}`,
  segment: (segment) => [
    `**Who they are:** ${segment.who}`,
    `**What they want:** ${segment.wants}`,
    `**Pains:** ${segment.pains}`,
    `**Objection:** ${segment.objection} **Answer:** ${segment.answer}`,
    `**Buying moments:** ${segment.triggers}`,
    `**Hook to test:** “${segment.hook}”`,
    `**Where to reach them:** ${segment.channels}`,
    `**Targeting:** ${segment.targeting}`,
  ],
  firstHeading: "## Which segment first",
  firstReasons: [
    "it matches what you described most directly, so your current product page and photos already speak to them.",
    "your inputs point most clearly to them, so you can test them with the content you already have.",
    "they are the closest fit to your description, which makes the first test the cheapest.",
  ],
  first: ({ name, reason }) => `Start with **${name}**: ${reason}`,
  defaultFirst: "Segment 1",
  localNote:
    "For Bangladesh, say clearly how people can pay (cash on delivery, bKash or cards, whichever you offer) and how long delivery takes inside and outside Dhaka.",
  serviceLocalNote:
    "For Bangladesh, say clearly how people can pay (bKash, cash or card, whichever you take), how much advance holds a booking, and which areas you cover or where you are.",
  lessonLocalNote:
    "For Bangladesh, say clearly how people can pay (bKash, cash or card, whichever you take), whether the fee can be paid month by month, when each batch starts and at what time, and whether classes are online or where the centre is.",
  activityLocalNote:
    "For Bangladesh, say clearly how people can pay (bKash, cash or card, whichever you take), whether you sell a monthly plan or a class pack, the timetable, where the classes are, and whether there are women-only or children's batches.",
  foodLocalNote:
    "For Bangladesh, say clearly how people can pay (cash on delivery or bKash, whichever you take), which areas you deliver to, and by what time an order must come in for delivery the same day.",
  validateHeading: "## How to validate",
  validate: [
    "Run the same ad to two segments for 3–4 days with equal budgets and compare the cost per result.",
    "Ask your last 10 customers three questions: why they bought, what almost stopped them and where they first heard of you.",
    "Post each segment's hook as an organic post or story poll and compare saves, shares and messages.",
  ],
};
