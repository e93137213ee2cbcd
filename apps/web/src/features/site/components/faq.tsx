import { FREE_PLAN_DAILY_GENERATIONS } from "@outsmart/contracts/plans";
import { ChevronDownIcon } from "./icons";

export const faqs = [
  {
    question: "Which platforms does Outsmart write for?",
    answer:
      "Google Ads, Facebook and Instagram, TikTok, LinkedIn and more: every tool shapes its copy for the platform you choose (lengths, hashtags, tone). Outsmart writes the content; you publish it from your own accounts.",
  },
  {
    question: "Can I cancel anytime?",
    answer:
      "Yes. There is no subscription and no long-term contract: packs are one-time purchases, credits never expire, and there are no hidden fees. Stop whenever you like.",
  },
  {
    question: "How do credits and payments work?",
    answer: `The Free plan lets you use the free models at no cost, up to ${FREE_PLAN_DAILY_GENERATIONS} generations a day (the count starts again at midnight Bangladesh time). Starter and Pro packs add credits (1 credit = ৳2) and unlock premium models; you pay once with bKash and the credits are added as soon as bKash confirms the payment.`,
  },
] as const;

/** The seed's three questions as native disclosure widgets: keyboard and screen-reader ready, no script needed. */
export function Faq() {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5 sm:p-6" data-reveal>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left text-base font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-slate-600 leading-7">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
