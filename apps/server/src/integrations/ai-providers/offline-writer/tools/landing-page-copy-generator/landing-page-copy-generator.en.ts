import {
  agree,
  joinNatural,
  lowerFirst,
  sentenceCase,
  someOf,
  titleCase,
} from "../../kit/text-kit.ts";
import type { LandingPagePhrases } from "./landing-page-copy-generator.writer.ts";

export const landingPageEn: LandingPagePhrases = {
  defaultProduct: "our product",
  defaultAudience: "people like you",
  defaultBenefit: (noun) => `${someOf(noun)} that ${agree(noun, "fits", "fit")} your day`,
  buttons: {
    trial: "Start My Free Trial",
    demo: "Book My Demo",
    discount: "Claim My Discount",
    freeSoftware: "Get Started Free",
    freeGoods: "Get Mine Free",
    freeService: "Book for Free",
    software: "Get Started",
    goods: "Order Now",
    service: "Book Now",
  },
  headlines: [
    ({ firstBenefit, core }) => `${sentenceCase(lowerFirst(firstBenefit))}, made for ${core}`,
    ({ parts, core }) => `${sentenceCase(parts.noun)} made for ${core}`,
    ({ parts, firstBenefit }) => `Meet ${parts.short}: ${lowerFirst(firstBenefit)}`,
  ],
  heroHeading: "## Hero",
  headline: (headline) => `**Headline:** ${headline}`,
  subheadline: ({ benefits, product, core }) =>
    `**Subheadline:** ${benefits.length > 0 ? `${sentenceCase(joinNatural(benefits.slice(0, 3).map(lowerFirst)))}: ` : ""}${product}, made for ${core}.`,
  button: (button) => `**Button:** ${button}`,
  underButton: (offer) =>
    `**Under the button:** ${offer ? sentenceCase(offer) : "[One reassuring line, such as your real delivery or cancellation terms]"}`,
  problemHeading: "## The problem",
  problemOpeners: ["You want", "You're looking for", "What you need is"],
  problemEndings: [
    "but most options make you choose between what you want and what fits your life.",
    "without trading one thing for another.",
    "and you shouldn't have to settle for less.",
  ],
  problem: ({ opener, wants, ending, parts, core }) =>
    `${opener} ${wants.map((want) => lowerFirst(want)).join(" and ")}, ${ending} ${sentenceCase(parts.short)} ${agree(parts.short, "was", "were")} made so ${core} don't have to compromise.`,
  benefitsHeading: "## Benefits",
  benefitTitle: (benefit) => `**${titleCase(benefit)}**`,
  benefitBody: ({ benefit, known }) =>
    `${sentenceCase(known ?? `${lowerFirst(benefit)}, without extra effort`)}. [Add one specific detail that proves it.]`,
  howHeading: "## How it works",
  steps: {
    software: ({ parts, offer }) => [
      `**Sign up.** Create your ${parts.brand ? `${parts.brand} ` : ""}account${offer ? ` (${lowerFirst(offer)})` : ""}.`,
      "**Set it up.** Add your details and connect what you already use.",
      "**Put it to work.** Use it in your next task and see how it fits.",
    ],
    goods: ({ parts, offer, food }) => [
      `**Choose.** Pick the ${lowerFirst(parts.head)} that ${agree(parts.head, "suits", "suit")} you.`,
      `**Order.** Check out in a few taps${offer ? `; ${lowerFirst(offer)}` : ""}.`,
      food
        ? "**Enjoy.** Taste the difference and tell us how you liked it."
        : `**Enjoy.** Use ${agree(parts.head, "it", "them")} every day and tell us how it goes.`,
    ],
    service: ({ offer, lesson }) =>
      lesson
        ? [
            `**Start with ${offer ? someOf(offer) : "a trial class"}.** Book it online or send us a message with your goal.`,
            "**Join a batch.** Pick the class time that suits you; we confirm the fee and the start date.",
            "**Practise and improve.** Come to class, do the practice and check your progress as you go.",
          ]
        : [
            "**Book.** Choose a time that suits you, or send us a message.",
            `**Confirm.** We confirm the booking and exactly what's included${offer ? `; ${lowerFirst(offer)}` : ""}.`,
            "**Leave the rest to us.** We take care of the details; you tell us how it went.",
          ],
  },
  proofHeading: "## Social proof",
  proof: [
    "[Add 2–3 real customer quotes with their name and photo, with permission.]",
    "[Add a real number you can back up, such as orders delivered or customers served.]",
    "[Add logos of clients or press, only if they agreed.]",
  ],
  offerHeading: "## The offer",
  offerLine: ({ offer, button }) =>
    offer
      ? `${sentenceCase(offer)}. **[${button}]**`
      : `[Describe your real offer here.] **[${button}]**`,
  faqHeading: "## FAQ",
  faq: ({ parts, audience, benefits, start }) => [
    `**Who is ${parts.short} for?**  \nIt's made for ${audience}.`,
    `**What do I get?**  \n${benefits.length > 0 ? sentenceCase(benefits.map(lowerFirst).join(", ")) : "[List what's included.]"}.`,
    `**How do I get started?**  \n${start}`,
    "**What if it's not right for me?**  \n[State your real return, refund or cancellation policy here.]",
  ],
  finalHeading: "## Final call to action",
  closings: [
    (core) => `Ready when you are, ${core}.`,
    (core) => `${sentenceCase(core)}, this is your sign.`,
    () => "One click is all it takes.",
  ],
  final: ({ closing, button }) => `${closing} **[${button}]**`,
};
