import { icon } from "./icons";

const ChevronDownIcon = icon("m6 9 6 6 6-6");

/** The seed's three questions as native disclosure widgets: keyboard and screen-reader ready, no script needed. */
export function Faq({ faqs }: { faqs: ReadonlyArray<{ question: string; answer: string }> }) {
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
