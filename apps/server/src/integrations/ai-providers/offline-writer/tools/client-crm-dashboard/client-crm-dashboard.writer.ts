import { GOAL } from "../../kit/brief.ts";
import {
  blocks,
  bullets,
  counted,
  sentences,
  table,
  trimToSentences,
  truncateName,
} from "../../kit/text-kit.ts";
import type { Writer, WriterInput } from "../../kit/tool-writer.ts";

/**
 * A client summary from the account manager's notes: health, open items, next actions and
 * follow-up messages. It reads only the notes and names what they leave out.
 */

export type SignalKind =
  "payment" | "renewal" | "opportunity" | "risk" | "silent" | "meeting" | "positive";

/** A fact from the notes and what it signals; an opportunity's `detail` is what was asked for. */
export type Signal = { kind: SignalKind; fact: string; detail?: string };

export type OpenKind = Exclude<SignalKind, "positive">;

export type Health = "atRisk" | "needsAttention" | "onTrack";

/** What the notes may leave out, each found by its own words. */
export const UNKNOWNS = [
  ["budget", /budget|retainer|৳|\$|₹|spend|fee|\d+\s*k\b/iu],
  ["renewal", /renew|contract|until|ends?\b|expir/iu],
  ["results", /result|roas|sales|orders|leads|%|kpi|target/iu],
  ["contact", /\b(mr|ms|mrs|manager|owner|ceo|founder|director|head|contact)\b/iu],
] as const satisfies readonly (readonly [string, RegExp])[];

export type UnknownKey = (typeof UNKNOWNS)[number][0];

export type CrmPhrases = {
  defaultClient: string;
  signalNames: Readonly<Record<SignalKind, string>>;
  health: Readonly<Record<Health, string>>;
  /** The next step for each open item; `detail` is what the client asked about, if known. */
  actions: Readonly<
    Record<OpenKind, (detail: string | undefined) => { action: string; when: string }>
  >;
  goalAction: (goal: string) => readonly [action: string, why: string, when: string];
  testimonialAction: (quote: string) => readonly [action: string, why: string, when: string];
  quote: (fact: string) => string;
  unknowns: Readonly<Record<UnknownKey, string>>;
  summaryHeading: string;
  goalLine: (goal: string) => string;
  fact: (fact: string) => string;
  noNotes: string;
  healthHeading: string;
  healthLine: (slots: { health: string; reason: string | undefined }) => string;
  openHeading: string;
  openItem: (slots: { kind: string; fact: string }) => string;
  noOpenItems: string;
  actionsHeading: string;
  actionHeaders: readonly [action: string, why: string, when: string];
  noActions: string;
  emailHeading: string;
  subjects: readonly ((client: string) => string)[];
  /** `goal` is cut short. */
  subject: (slots: { subject: string; goal: string }) => string;
  greeting: string;
  update: (goal: string) => string;
  concern: (fact: string) => string;
  proposal: (detail: string | undefined) => string;
  admin: (fact: string) => string;
  signOffs: readonly string[];
  signOff: (signOff: string) => string;
  whatsappHeading: string;
  whatsappOpeners: readonly string[];
  whatsappAsks: readonly string[];
  /** `proposal` is set when the client asked about something (its detail, if known). */
  whatsapp: (slots: {
    opener: string;
    goal: string;
    proposal: { detail: string | undefined } | undefined;
    ask: string;
  }) => string;
  unknownsHeading: string;
  worthFindingOut: (unknowns: readonly string[]) => string;
};

const SIGNALS: readonly [SignalKind, RegExp][] = [
  ["payment", /overdue|unpaid|invoice|payment|owes|outstanding/iu],
  ["renewal", /renew|contract|expir|retainer ends/iu],
  ["silent", /no reply|not respond|no response|silent|ghost|hasn't replied|haven't heard/iu],
  [
    "risk",
    /complain|unhappy|frustrat|angry|disappoint|issue|problem|delay|late\b|not happy|too slow/iu,
  ],
  [
    "opportunity",
    /asked about|interested in|wants? to|requested|enquir|inquir|considering|exploring/iu,
  ],
  ["meeting", /meeting|\bcall\b|catch-up|review on|scheduled/iu],
  ["positive", /happy|pleased|great results|praised|\blove|thrilled|good results|referred/iu],
];

/** The facts in the notes: one per line, sentence or ";", without closing full stops. */
export function readFacts(notes: string): string[] {
  return notes
    .split(/\n|;/u)
    .flatMap((part) => sentences(part))
    .map((fact) => fact.replace(/[.]+$/u, "").trim())
    .filter(Boolean);
}

/** What each fact signals, the first matching kind only ("not happy" is never positive). */
export function readSignals(facts: readonly string[]): Signal[] {
  const signals: Signal[] = [];
  for (const fact of facts)
    for (const [kind, pattern] of SIGNALS)
      if (pattern.test(fact) && !(kind === "positive" && /not happy|unhappy/iu.test(fact))) {
        const detail =
          kind === "opportunity"
            ? /(?:asked about|interested in|wants? to|requested|considering|exploring)\s+([^,.;]+)/iu.exec(
                fact,
              )?.[1]
            : undefined;
        signals.push(detail ? { kind, fact, detail } : { kind, fact });
        break;
      }
  return signals;
}

const WHATSAPP_MAX = 300;
const SUBJECT_GOAL_MAX = 40;

/** What a book reads its own way, and how it fits its title and messages to their length. */
export type CrmReading = {
  /** The notes' facts and what each signals. */
  read: (notes: string) => { facts: string[]; signals: Signal[] };
  /** Words in a payment fact that make it overdue. */
  overdue: RegExp;
  /** Whether the notes say anything about one of the `UNKNOWNS`. */
  mentions: (notes: string, unknown: (typeof UNKNOWNS)[number]) => boolean;
  title: (client: string) => string;
  /** The goal cut short for the subject line. */
  subjectGoal: (goal: string) => string;
  /** The WhatsApp message cut to its length, with its count. */
  whatsapp: (message: string) => string;
};

/** The summary in any language: health, open items, actions and messages, worded by `phrases`. */
export function crmSummary(
  { brief, random, phrases }: Omit<WriterInput<CrmPhrases>, "kit">,
  reading: CrmReading,
): string {
  const client = brief.text(["client_name", "brand_name", "title"], phrases.defaultClient);
  const goal = brief.text(["client_goal", ...GOAL], "");
  const notes = brief.block(["client_notes", "notes_prompt", "prompt"], "");
  const { facts, signals } = reading.read(notes);
  const has = (kind: SignalKind) => signals.filter((signal) => signal.kind === kind);
  const overdue = has("payment").some((signal) => reading.overdue.test(signal.fact));
  const risky = has("risk").length > 0 || has("silent").length > 0 || overdue;
  const open = signals.filter(
    (signal): signal is Signal & { kind: OpenKind } => signal.kind !== "positive",
  );
  const health: Health = risky ? "atRisk" : open.length > 0 ? "needsAttention" : "onTrack";
  const reason = risky
    ? [...has("risk"), ...has("silent"), ...has("payment")][0]?.fact
    : (open[0]?.fact ?? has("positive")[0]?.fact);
  const positive = has("positive")[0];
  const actions: (readonly string[])[] = [
    ...open.map((signal) => {
      const { action, when } = phrases.actions[signal.kind](signal.detail);
      return [action, phrases.quote(signal.fact), when];
    }),
    ...(goal ? [phrases.goalAction(goal)] : []),
    ...(positive ? [phrases.testimonialAction(phrases.quote(positive.fact))] : []),
  ];
  const unknowns = UNKNOWNS.filter((unknown) => !reading.mentions(notes, unknown)).map(
    ([key]) => phrases.unknowns[key],
  );
  const opportunity = has("opportunity")[0];
  const payment = has("payment")[0];
  const risk = has("risk")[0] ?? has("silent")[0];
  const emailLines = [
    phrases.greeting,
    phrases.update(goal),
    risk && phrases.concern(risk.fact),
    opportunity && phrases.proposal(opportunity.detail),
    payment && phrases.admin(payment.fact),
    phrases.signOff(random.pick(phrases.signOffs)),
  ].filter((line): line is string => typeof line === "string");
  const whatsappOpener = random.pick(phrases.whatsappOpeners);
  const whatsapp = reading.whatsapp(
    phrases.whatsapp({
      opener: whatsappOpener,
      goal,
      proposal: opportunity ? { detail: opportunity.detail } : undefined,
      ask: random.pick(phrases.whatsappAsks),
    }),
  );
  return blocks(
    reading.title(client),
    phrases.summaryHeading,
    goal && phrases.goalLine(goal),
    facts.length > 0 ? bullets(facts.map(phrases.fact)) : phrases.noNotes,
    phrases.healthHeading,
    phrases.healthLine({ health: phrases.health[health], reason }),
    phrases.openHeading,
    open.length > 0
      ? bullets(
          open.map((signal) =>
            phrases.openItem({ kind: phrases.signalNames[signal.kind], fact: signal.fact }),
          ),
        )
      : phrases.noOpenItems,
    phrases.actionsHeading,
    actions.length > 0 ? table(phrases.actionHeaders, actions) : phrases.noActions,
    phrases.emailHeading,
    phrases.subject({
      subject: random.pick(phrases.subjects)(client),
      goal: goal ? reading.subjectGoal(goal) : "",
    }),
    emailLines.join("\n\n"),
    phrases.whatsappHeading,
    whatsapp,
    unknowns.length > 0 && phrases.unknownsHeading,
    unknowns.length > 0 && phrases.worthFindingOut(unknowns),
  );
}

export const writeCrmSummary: Writer<CrmPhrases> = ({ kit, ...input }) =>
  crmSummary(input, {
    read: (notes) => {
      const facts = readFacts(notes);
      return { facts, signals: readSignals(facts) };
    },
    overdue: /overdue|unpaid|outstanding|owes/iu,
    mentions: (notes, [, pattern]) => pattern.test(notes),
    title: (client) => `# ${client}`,
    subjectGoal: (goal) => truncateName(goal, SUBJECT_GOAL_MAX),
    whatsapp: (message) => counted(trimToSentences(message, WHATSAPP_MAX), kit.text),
  });
